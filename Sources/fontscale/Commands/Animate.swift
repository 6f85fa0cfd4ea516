import ArgumentParser
import FontScale
import FontScaleMotion
import FontScaleMotionLab
import FontScaleOutput
import Foundation

extension FontScaleCommand {
    /// `fontscale animate`: text motion planned and measured with the real font.
    struct Animate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "animate",
            abstract:
                "Plan text animations and measure their flaws with the real font: size changes, counting labels, "
                + "text morphs and colour changes.",
            discussion: """
                Each subcommand prints a summary (--format text or json) and writes a filmstrip PNG \
                and a self-contained HTML preview (every frame drawn with the report's renderer, \
                played at the frame rate) into --out.
                """,
            subcommands: [Size.self, Count.self, Morph.self, Color.self]
        )
    }
}

/// The timing options every animation takes, and where its pictures go.
struct AnimationOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The duration in seconds, from 0.001 to 60 (default: 0.35 for size, 1 for count).",
            valueName: "seconds"))
    var duration: TypedNumber?

    @Option(help: ArgumentHelp("The frame rate: 60 or 120 (ProMotion).", valueName: "hz"))
    var rate: Int = 60

    @Option(
        help: ArgumentHelp(
            "The timing curve: linear, easeIn, easeOut, easeInOut, default, easeOutCubic (1-(1-t)^3), or four Bézier control values x1,y1,x2,y2 (x from 0 to 1, y from -10 to 10). Default: easeOut (Core Animation's 0,0,0.58,1) for count, easeInOut for size, morph and color.",
            valueName: "curve"))
    var curve: String?

    @Option(
        help: ArgumentHelp(
            "A damped spring instead of a curve: snappy, smooth or bouncy (SwiftUI's presets); without --duration the spring decides when it has settled.",
            valueName: "preset"))
    var spring: String?

    @Option(
        name: .customLong("out"),
        help: ArgumentHelp("The folder for the filmstrip PNG and the HTML preview.", valueName: "dir"))
    var out: String = "fontscale-animate"

    @Flag(name: .customLong("no-pictures"), help: "Print the summary only; draw no filmstrip or preview.")
    var noPictures = false

    @Flag(help: "Overwrite the filmstrip and preview when they exist in --out.")
    var force = false

    func validate() throws {
        guard rate == 60 || rate == 120 else {
            throw ValidationError("--rate: expected 60 or 120, instead saw \(rate)")
        }
        _ = try durationSeconds()
        _ = try timingCurve(default: .linear)
        if curve != nil, spring != nil { throw ValidationError("give either --curve or --spring, not both") }
        _ = try springPreset()
    }

    /// The spring named by --spring, nil without one.
    func springPreset() throws -> Spring? {
        guard let spring else { return nil }
        switch spring.lowercased() {
        case "snappy": return .snappy
        case "smooth": return .smooth
        case "bouncy": return .bouncy
        default: throw ValidationError("--spring: expected snappy, smooth or bouncy, instead saw '\(spring)'")
        }
    }

    /// The timing function (--spring, else --curve, else `fallback`) and the duration (--duration,
    /// else the spring's settling time, else `defaultDuration`).
    func timing(default fallback: TimingCurve, duration defaultDuration: Double) throws -> (
        function: any TimingFunction, duration: Double
    ) {
        let duration = try durationSeconds()
        if let spring = try springPreset() { return (spring, spring.animationDuration(duration ?? 0)) }
        return (try timingCurve(default: fallback), duration ?? defaultDuration)
    }

    /// The frame rate.
    var frameRate: FrameRate { rate == 120 ? .hz120 : .hz60 }

    /// The curve named by --curve, else `fallback`.
    func timingCurve(default fallback: TimingCurve) throws -> TimingCurve {
        guard let curve else { return fallback }
        let folded = curve.lowercased().replacingOccurrences(of: "-", with: "")
        if let named = TimingCurve.named.first(where: { $0.name?.lowercased() == folded }) { return named }
        let numbers = curve.replacingOccurrences(of: "cubic-bezier(", with: "").replacingOccurrences(of: ")", with: "")
            .split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            .map { TypedNumber.isDecimal($0) ? Double($0) : nil }
        guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else {
            throw ValidationError(
                """
                --curve: expected linear, easeIn, easeOut, easeInOut, default, easeOutCubic or four decimal numbers \
                x1,y1,x2,y2, instead saw '\(curve)'
                """)
        }
        do { return try TimingCurve.cubicBezier(numbers[0]!, numbers[1]!, numbers[2]!, numbers[3]!) } catch {
            throw ValidationError("--curve: \(error)")
        }
    }

    /// The marker that records the pictures `animate` wrote in `folder` (`.fontscale-animate`).
    static func marker(_ folder: URL) -> OutputMarker {
        OutputMarker(
            folder: folder, command: "animate",
            header: "fontscale animate outputs: the files listed here are rewritten by `fontscale animate`")
    }

    /// Draws an outcome's pictures into --out unless --no-pictures, then prints its summary in `format`
    /// (text ends with a "wrote" line per picture) and what drawing had to give up (a note on
    /// stderr each). `draw` gets a sink that writes each file through an `OutputWriter` that owns
    /// the files its `.fontscale-animate` marker records: a picture of an earlier `animate` run
    /// (recorded and unchanged since) is overwritten; any other existing file of the same name
    /// refuses them all without --force (exit 64). A failure removes the pictures this run added.
    func finish<Outcome: MotionOutcome>(
        _ outcome: Outcome, format: SummaryFormat, draw: (PictureSink) throws -> [String]
    ) throws {
        var files: [String] = [], notes: [String] = []
        if !noPictures {
            let folder = URL(fileURLWithPath: out)
            let writer = try OutputWriter(folder: folder, ownership: .files(Self.marker(folder)), force: force)
            try writer.claim(outcome.pictureNames)
            notes = try writer.finishing { try draw { name, body in files.append(try writer.write(name, body)) } }
        }
        for note in notes { printError("fontscale: note: \(note)") }
        switch format {
        case .text: writeOut(outcome.summary + files.map { "wrote \($0)\n" }.joined())
        case .json: writeOut(try jsonString(outcome.jsonSummary(files: files)))
        }
    }
}

extension SizeTransitionRequest.End {
    /// A content size category or a point size ("Large", "AX3", "17", "17pt") given as the option `name`.
    init(parsing text: String, name: String) throws {
        let body = text.lowercased().hasSuffix("pt") ? String(text.dropLast(2)) : text
        if TypedNumber.isDecimal(body) {
            self = .points(try Parse.points(text, name: name))
        } else {
            do { self = .category(try ContentSizeCategory.parse(text)) } catch {
                throw CLIError.usage("\(name): expected a content size category or a point size; \(error)")
            }
        }
    }
}
