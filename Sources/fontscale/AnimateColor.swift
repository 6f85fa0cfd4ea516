import ArgumentParser
import FontScale
import FontScaleFonts
import FontScaleMotion
import FontScaleMotionLab
import FontScaleRender
import Foundation

/// `fontscale animate color`: text colour through two or more stops, with its contrast frame by frame.
struct AnimateColor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "color",
        abstract: "Animate text colour through stops (sRGB, linear sRGB, OKLab, OKLCH) and check every frame's WCAG contrast.",
        discussion: """
            Each frame's colour and its contrast ratio against --background, the minimum along the \
            way, and the frames below the WCAG threshold for the style's size (4.5:1, or 3:1 for \
            large text: 18 pt, or 14 pt bold). --steps N chains N discrete steps instead of a \
            smooth interpolation ("animation chaining"); the summary compares the two.

            Examples:
              fontscale animate color '#2e7d32' '#f9a825' '#c62828' --background '#ffffff' --space oklch --font Merriweather
              fontscale animate color '#000' '#fff' --background '#ffffff' --font Inter --steps 4 --format json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Two or more colours: #rrggbb or #rgb.")
    var stops: [String]

    @Option(help: ArgumentHelp("The background colour.", valueName: "color"))
    var background: String = "#ffffff"

    @Option(help: ArgumentHelp("The interpolation space: srgb, linearSRGB, oklab, oklch.", valueName: "space"))
    var space: String = "oklab"

    @Option(help: ArgumentHelp("Chain N discrete steps (1-100) instead of a smooth interpolation.", valueName: "n"))
    var steps: Int?

    @OptionGroup var font: FontOptions

    @Option(help: ArgumentHelp("The text style: \(HelpText.styles) (default Body).", valueName: "style"), transform: Parse.style)
    var style: TextStyle = .body

    @Option(help: ArgumentHelp("The content size category (default Large).", valueName: "category"), transform: Parse.category)
    var category: ContentSizeCategory = .large

    @Option(help: ArgumentHelp("The sample text drawn in the pictures.", valueName: "text"))
    var text: String = "Dynamic Type"

    @OptionGroup var animation: AnimationOptions

    @Option(help: "Output format.")
    var format: Format = .text

    func validate() throws {
        guard stops.count >= 2 else { throw ValidationError("STOPS: expected at least 2 colours, instead saw \(stops.count)") }
        for stop in stops + [background] {
            do { _ = try RGBColor(hex: stop) } catch { throw ValidationError(error.description) }
        }
        guard ColorSpace(rawValue: space) != nil || ColorSpace.allCases.contains(where: { $0.rawValue.lowercased() == space.lowercased() }) else {
            throw ValidationError("--space: expected srgb, linearSRGB, oklab or oklch, instead saw '\(space)'")
        }
    }

    func run() throws {
        let colors = try stops.map { try RGBColor(hex: $0) }, backdrop = try RGBColor(hex: background)
        let colorSpace = ColorSpace.allCases.first { $0.rawValue.lowercased() == space.lowercased() }!
        let (curve, duration) = try animation.timing(default: .easeInOut, duration: 1)
        let smooth = try ColorAnimation(stops: colors, duration: duration, rate: animation.frameRate, curve: curve, space: colorSpace)
        let chained = try steps.map { try ColorAnimation(stops: colors, duration: duration, rate: animation.frameRate, curve: curve, space: colorSpace, mode: .chained(steps: $0)) }
        let scaled = try Scaler().scale(TypeScale.hig(), style: style, at: .category(category))
        let requirement = ContrastRequirement.forText(pointSize: scaled.pointSize, weight: scaled.weight)
        let reports = ([("smooth", smooth)] + (chained.map { [("\($0.mode)", $0)] } ?? [])).map { ($0.0, $0.1, $0.1.contrast(against: backdrop, requirement: requirement)) }
        var files: [String] = []
        if !animation.noPictures {
            try animation.writing(["color-filmstrip.png", "color-preview.html"]) {
                let custom = try font.font()
                let instance = try custom.instance(weight: scaled.weight.rawValue, opticalSize: scaled.pointSize).instance
                let ground = RGB(backdrop.red, backdrop.green, backdrop.blue)
                let rows = reports.map { name, animation, report in
                    FilmRow(title: "\(name) in \(colorSpace)", note: "minimum contrast \(formatNumber(report.minimumRatio, decimals: 2)):1, \(report.failingFrames.count) frames below \(formatNumber(requirement.minimumRatio)):1",
                            frames: animation.frames.enumerated().map { index, frame in
                                var layer = FilmLayer(instance: instance, text: text + "  \(formatNumber(report.ratios[index], decimals: 2)):1", pointSize: scaled.pointSize)
                                layer.color = RGB(frame.color.red, frame.color.green, frame.color.blue)
                                var film = FilmFrame(time: frame.frame.time, layers: [layer])
                                film.background = ground
                                return film
                            })
                }
                let renderer = FilmstripRenderer(labels: pictureLabels(custom, catalog: try? font.folders.catalog()), pixelScale: 2)
                let title = "\(stops.joined(separator: " → ")) on \(background), \(colorSpace), \(formatNumber(duration)) s at \(animation.rate) Hz"
                files.append(try animation.produce("color-filmstrip.png") { try renderer.filmstrip(rows, title: title, to: $0) })
                let cell = renderer.cellSize(rows)
                let tracks = try rows.map { PreviewPage.Track(title: $0.title, note: $0.note, frames: try renderer.frames($0, cell: cell), width: cell.width, height: cell.height) }
                files.append(try animation.write(Data(PreviewPage.html(title: title, summary: summary(reports, requirement), tracks: tracks, hertz: animation.rate).utf8), "color-preview.html"))
            }
        }
        switch format {
        case .text: writeOut(summary(reports, requirement) + files.map { "wrote \($0)\n" }.joined())
        case .json:
            struct Row: Encodable { let mode: String; let colors: [String]; let contrast: [Double]; let minimumRatio: Double; let minimumFrame: Int; let failingFrames: [Int] }
            struct Summary: Encodable { let space: String; let background: String; let threshold: Double; let animations: [Row]; let files: [String] }
            writeOut(try jsonString(Summary(space: colorSpace.rawValue, background: backdrop.hex, threshold: requirement.minimumRatio, animations: reports.map {
                Row(mode: $0.0, colors: $0.1.frames.map(\.color.hex), contrast: $0.2.ratios, minimumRatio: $0.2.minimumRatio, minimumFrame: $0.2.minimumFrame,
                    failingFrames: $0.2.failingFrames)
            }, files: files)))
        }
    }

    private func summary(_ reports: [(String, ColorAnimation, ContrastReport)], _ requirement: ContrastRequirement) -> String {
        var out = "\(stops.joined(separator: " -> ")) on \(background) in \(space): WCAG threshold \(formatNumber(requirement.minimumRatio)):1 for \(style) at \(category)\n"
        for (name, animation, report) in reports {
            let ranges = Self.ranges(report.failingFrames).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
            out += "  \(name): \(animation.frames.count) frames, \(Set(animation.frames.map(\.color.hex)).count) colours, minimum contrast \(formatNumber(report.minimumRatio, decimals: 2)):1 at frame \(report.minimumFrame) (\(animation.frames[report.minimumFrame].color.hex))"
            out += report.failingFrames.isEmpty ? ", every frame passes\n" : ", below the threshold at frames \(ranges.joined(separator: ", "))\n"
        }
        return out
    }

    /// Consecutive frame numbers as closed ranges.
    static func ranges(_ frames: [Int]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for frame in frames {
            if let last = result.last, last.upperBound + 1 == frame { result[result.count - 1] = last.lowerBound...frame } else { result.append(frame...frame) }
        }
        return result
    }
}
