import ArgumentParser
import FontScale
import FontScaleFonts
import FontScaleMotion
import FontScaleMotionLab
import Foundation

/// `fontscale animate count`: a counting label from one value to another.
struct AnimateCount: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count",
        abstract: "Plan a counting label's frames, formatted per locale, and measure how its width moves with the real font.",
        discussion: """
            Values are decimal numbers ("0", "49.99", "1500000"); the first frame shows FROM and the \
            last exactly TO. --number-format picks the number style (decimal with grouping, fixed, \
            currency, percent: 87.5 with percent means 87.5 %); it is not --format, which picks the \
            output (text or json). Put negative values after "--": fontscale animate count -- -50 50.

            Examples:
              fontscale animate count 0 1500000 --font Merriweather --style title1 --locale de_DE
              fontscale animate count 0 49.99 --font Inter --number-format currency --currency USD --fraction-digits 2
              fontscale animate count 0 87.5 --font Merriweather --number-format percent --fraction-digits 1 --locale fr_FR
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }
    enum NumberFormat: String, ExpressibleByArgument, CaseIterable { case decimal, fixed, currency, percent }

    @Argument(help: "The first value.")
    var from: String

    @Argument(help: "The last value.")
    var to: String

    @OptionGroup var font: FontOptions

    @Option(help: ArgumentHelp("The text style: \(HelpText.styles) (default Body).", valueName: "style"), transform: Parse.style)
    var style: TextStyle = .body

    @Option(help: ArgumentHelp("The content size category (default Large).", valueName: "category"), transform: Parse.category)
    var category: ContentSizeCategory = .large

    @Option(name: .customLong("number-format"), help: "The number style.")
    var numberFormat: NumberFormat = .decimal

    @Option(name: .customLong("fraction-digits"), help: ArgumentHelp("Digits after the decimal separator (0-10).", valueName: "n"))
    var fractionDigits: Int = 0

    @Option(help: ArgumentHelp("The ISO 4217 currency code for --number-format currency.", valueName: "code"))
    var currency: String = "USD"

    @Option(help: ArgumentHelp("The locale: en_US, de_DE, fr_FR, ar_EG, hi_IN, ...", valueName: "id"))
    var locale: String = "en_US"

    @Option(name: .customLong("display-scale"), help: ArgumentHelp("The pixel grid: 1, 2 or 3.", valueName: "scale"))
    var displayScale: Int = 3

    @OptionGroup var animation: AnimationOptions

    @Option(help: "Output format.")
    var format: Format = .text

    func validate() throws {
        guard Scaler.displayScales.contains(displayScale) else { throw ValidationError("--display-scale: expected 1, 2 or 3, instead saw \(displayScale)") }
        _ = try value(from, "FROM")
        _ = try value(to, "TO")
        _ = try countFormat()
    }

    /// FROM or TO as the value the format shows: with --number-format percent, 87.5 means 87.5 % (0.875).
    private func value(_ text: String, _ name: String) throws -> Decimal {
        guard !text.isEmpty, text.allSatisfy({ "0123456789.-+eE".contains($0) }),
              let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), value.isFinite else {
            throw ValidationError("\(name): expected a decimal number (1500000, 49.99, -50), instead saw '\(text)'")
        }
        return numberFormat == .percent ? value / 100 : value
    }

    private func countFormat() throws -> CountFormat {
        let style: CountFormat.Style = switch numberFormat {
        case .decimal: .decimal
        case .fixed: .fixed
        case .currency: .currency(currency)
        case .percent: .percent
        }
        do { return try CountFormat(style, fractionDigits: fractionDigits, locale: locale) } catch { throw ValidationError(error.description) }
    }

    func run() throws {
        let custom = try font.font()
        let countFormat = try countFormat()
        let (curve, duration) = try animation.timing(default: .easeOut, duration: 1)
        let count = try CountAnimation(from: try value(from, "FROM"), to: try value(to, "TO"), duration: duration, rate: animation.frameRate,
                                       curve: curve, format: countFormat)
        let scaled = try Scaler(displayScale: displayScale).scale(TypeScale.hig(), style: style, at: .category(category))
        let widths = try CountingLab(font: custom).measure(count.strings, pointSize: scaled.pointSize, weight: scaled.weight, displayScale: displayScale)
        var files: [String] = []
        if !animation.noPictures {
            try animation.writing(["count-filmstrip.png", "count-preview.html"]) {
                let instance = try custom.instance(weight: scaled.weight.rawValue, opticalSize: scaled.pointSize).instance
                let tnum = try FontFeature("tnum")
                func row(_ title: String, _ note: String, _ features: [FontFeature]) -> FilmRow {
                    FilmRow(title: title, note: note, frames: count.frames.map {
                        FilmFrame(time: $0.frame.time, layers: [FilmLayer(instance: instance, text: $0.text, pointSize: scaled.pointSize, features: features)])
                    })
                }
                var rows = [row("default figures", "same-length step up to \(formatNumber(widths.defaultFigures.largestSameLengthStep, decimals: 2)) pt", [])]
                if let tabular = widths.tabularFigures { rows.append(row("tnum", "same-length step up to \(formatNumber(tabular.largestSameLengthStep, decimals: 2)) pt", [tnum])) }
                let renderer = FilmstripRenderer(labels: pictureLabels(custom, catalog: try? font.folders.catalog()), pixelScale: 2)
                let title = "\(custom.familyName) \(style) at \(category) (\(formatNumber(scaled.pointSize)) pt): \(count.frames.first!.text) → \(count.frames.last!.text), \(countFormat)"
                files.append(try animation.produce("count-filmstrip.png") { try renderer.filmstrip(rows, title: title, to: $0) })
                let cell = renderer.cellSize(rows)
                let tracks = try rows.map { PreviewPage.Track(title: $0.title, note: $0.note, frames: try renderer.frames($0, cell: cell), width: cell.width, height: cell.height) }
                files.append(try animation.write(Data(PreviewPage.html(title: title, summary: summary(count, widths, scaled.pointSize), tracks: tracks, hertz: animation.rate).utf8), "count-preview.html"))
            }
        }
        switch format {
        case .text: writeOut(summary(count, widths, scaled.pointSize) + files.map { "wrote \($0)\n" }.joined())
        case .json: writeOut(try jsonString(CountSummary(count: count, widths: widths, files: files)))
        }
    }

    private func summary(_ count: CountAnimation, _ widths: CountingWidths, _ size: Double) -> String {
        var out = "\(count.frames.first!.text) -> \(count.frames.last!.text): \(count.frames.count) frames at \(animation.rate) Hz over \(formatNumber(count.timeline.duration, decimals: 3)) s, \(count.distinctStrings.count) distinct\n"
        out += "  \(style) at \(category): \(formatNumber(size)) pt; figures \(widths.proportionalFigures ? "proportional" : "tabular") by default\(widths.offersTabularFigures ? ", tnum available" : ", no tnum")\n"
        for (name, figures) in [("default", widths.defaultFigures)] + (widths.tabularFigures.map { [("tnum", $0)] } ?? []) {
            out += "  \(name): widths \(formatNumber(figures.widths.min() ?? 0, decimals: 2))-\(formatNumber(figures.widths.max() ?? 0, decimals: 2)) pt, largest step \(formatNumber(figures.largestStep, decimals: 2)) pt at frame \(figures.largestStepFrame), \(formatNumber(figures.largestSameLengthStep, decimals: 2)) pt between frames of the same length, never truncates at \(formatNumber(figures.stableWidth)) pt\(figures.jitters ? ", jitters" : "")\n"
        }
        if let warning = widths.warning { out += "warning: \(warning)\n" }
        return out
    }
}

/// `animate count --format json`.
struct CountSummary: Encodable {
    let frames: [Item]
    let widths: CountingWidths
    let files: [String]

    struct Item: Encodable { let time: Double; let value: String; let text: String }

    init(count: CountAnimation, widths: CountingWidths, files: [String]) {
        frames = count.frames.map { Item(time: $0.frame.time, value: "\($0.value)", text: $0.text) }
        self.widths = widths
        self.files = files
    }
}
