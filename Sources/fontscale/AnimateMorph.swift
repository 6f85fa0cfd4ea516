import ArgumentParser
import FontScale
import FontScaleFonts
import FontScaleMotion
import FontScaleMotionLab
import Foundation

/// `fontscale animate morph`: a label whose text changes, character by character.
struct AnimateMorph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "morph",
        abstract: "Morph one text into another: which characters stay, leave and arrive, and where each moves, laid out with the real font.",
        discussion: """
            The diff matches whole words first (longest common subsequence), then characters inside \
            the gaps; characters are grapheme clusters and a ligature moves as one. Staying characters \
            slide from their old to their new HarfBuzz position; leaving ones follow their nearest \
            staying neighbour while fading out; arriving ones ride in with theirs, staggered. \
            --mode replace swaps every slot instead, rolling up or down when the text is a number.

            Examples:
              fontscale animate morph "Backing up" "Backed up" --font Merriweather --style body
              fontscale animate morph "1,299" "1,300" --font Inter --mode replace --format json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }
    enum Mode: String, ExpressibleByArgument, CaseIterable { case morph, replace }

    @Argument(help: "The text before.")
    var old: String

    @Argument(help: "The text after.")
    var new: String

    @OptionGroup var font: FontOptions

    @Option(help: ArgumentHelp("The text style: \(HelpText.styles) (default Body).", valueName: "style"), transform: Parse.style)
    var style: TextStyle = .body

    @Option(help: ArgumentHelp("The content size category (default Large).", valueName: "category"), transform: Parse.category)
    var category: ContentSizeCategory = .large

    @Option(help: "morph (the diff) or replace (every slot exits and enters).")
    var mode: Mode = .morph

    @OptionGroup var animation: AnimationOptions

    @Option(help: "Output format.")
    var format: Format = .text

    func validate() throws {
        guard !old.isEmpty || !new.isEmpty else { throw ValidationError("OLD and NEW: expected at least one text to morph, instead saw two empty texts") }
        guard old != new else { throw ValidationError("NEW: expected a text other than OLD ('\(old)'): nothing to morph") }
    }

    func run() throws {
        let custom = try font.font()
        let scaled = try Scaler().scale(TypeScale.hig(), style: style, at: .category(category))
        var morphStyle = MorphStyle()
        (morphStyle.curve, morphStyle.duration) = try animation.timing(default: .easeInOut, duration: morphStyle.duration)
        let measured = try MorphLab.measure(from: old, to: new, font: custom, pointSize: scaled.pointSize, weight: scaled.weight,
                                            mode: mode == .morph ? .morph : .replace, style: morphStyle, rate: animation.frameRate)
        let diff = measured.morph.diff
        var files: [String] = []
        if !animation.noPictures {
            try animation.writing(["morph-filmstrip.png", "morph-preview.html"]) {
                let row = FilmRow(title: "\(mode.rawValue): \(old) → \(new)",
                                  note: "change \(formatNumber(diff.changeRatio * 100, decimals: 0))%, \(formatNumber(measured.morph.duration, decimals: 3)) s",
                                  frames: measured.filmFrames())
                let renderer = FilmstripRenderer(labels: pictureLabels(custom, catalog: try? font.folders.catalog()), pixelScale: 2)
                let title = "\(custom.familyName) \(style) at \(category) (\(formatNumber(scaled.pointSize)) pt), \(animation.rate) Hz"
                files.append(try animation.produce("morph-filmstrip.png") { try renderer.filmstrip([row], columns: 10, title: title, to: $0) })
                let cell = renderer.cellSize([row])
                let track = PreviewPage.Track(title: row.title, note: row.note, frames: try renderer.frames(row, cell: cell), width: cell.width, height: cell.height)
                files.append(try animation.write(Data(PreviewPage.html(title: title, summary: summary(measured), tracks: [track], hertz: animation.rate).utf8),
                                                 "morph-preview.html"))
            }
        }
        switch format {
        case .text: writeOut(summary(measured) + files.map { "wrote \($0)\n" }.joined())
        case .json: writeOut(try jsonString(MorphSummary(measured, files: files)))
        }
    }

    private func summary(_ measured: MeasuredMorph) -> String {
        let diff = measured.morph.diff
        func chars(_ indices: [Int], _ characters: [Character]) -> String { indices.map { "'\(characters[$0])'" }.joined(separator: " ") }
        var out = "\"\(old)\" -> \"\(new)\" (\(mode.rawValue)) in \(style) at \(category), \(formatNumber(measured.pointSize)) pt\n"
        out += "  stay:   \(diff.persistent.map { "'\(diff.oldCharacters[$0.old])' \($0.old)->\($0.new)" }.joined(separator: ", "))\n"
        out += "  leave:  \(chars(diff.exiting, diff.oldCharacters))\n"
        out += "  arrive: \(chars(diff.entering, diff.newCharacters))\n"
        out += "  change \(formatNumber(diff.changeRatio, decimals: 3)) (factor \(formatNumber(diff.changeFactor, decimals: 3))), rolling \(diff.rolling.rawValue)\n"
        out += "  \(measured.morph.frames.count) frames over \(formatNumber(measured.morph.duration, decimals: 3)) s at \(animation.rate) Hz\n"
        return out
    }
}

/// `animate morph --format json`.
struct MorphSummary: Encodable {
    struct Match: Encodable { let character: String; let old: Int; let new: Int; let fromX: Double; let toX: Double }
    let persistent: [Match]
    let exiting: [Int]
    let entering: [Int]
    let changeRatio: Double
    let rolling: String
    let duration: Double
    let frames: Int
    let oldLayout: [GraphemeBox]
    let newLayout: [GraphemeBox]
    let files: [String]

    init(_ measured: MeasuredMorph, files: [String]) {
        let diff = measured.morph.diff
        persistent = diff.persistent.map {
            Match(character: String(diff.oldCharacters[$0.old]), old: $0.old, new: $0.new, fromX: measured.oldBoxes[$0.old].x, toX: measured.newBoxes[$0.new].x)
        }
        exiting = diff.exiting
        entering = diff.entering
        changeRatio = diff.changeRatio
        rolling = diff.rolling.rawValue
        duration = measured.morph.duration
        frames = measured.morph.frames.count
        oldLayout = measured.oldBoxes
        newLayout = measured.newBoxes
        self.files = files
    }
}
