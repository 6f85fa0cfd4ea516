import ArgumentParser
import FontScale
import FontScaleFonts
import Foundation

extension FontScaleCommand {
    /// `fontscale fit`: shrink-to-fit with the real font.
    struct Fit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The size a label with adjustsFontSizeToFitWidth draws a text at, per content size category, with the real font.",
            discussion: """
                For each category: the style's size, the largest size on the display's grid (not above \
                it, not below --min-scale of it) at which the text fits --width in --lines lines, the \
                scale factor, and the lines; "does not fit" where even the minimum overflows.

                Examples:
                  fontscale fit "Kontoeinstellungen" --font Merriweather --style title1 --width 200 --min-scale 0.7
                  fontscale fit "Add to shopping basket" --font Inter --style body --width 160 --lines 2 --min-scale 0.8 --format json
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

        @Argument(help: "The text.")
        var text: String

        @OptionGroup var font: FontOptions

        @Option(help: ArgumentHelp("The text style: \(HelpText.styles) (default Body).", valueName: "style"), transform: Parse.style)
        var style: TextStyle = .body

        @Option(help: ArgumentHelp("One content size category (default: every category).", valueName: "category"), transform: Parse.category)
        var category: ContentSizeCategory?

        @Option(help: ArgumentHelp("The label's width in points.", valueName: "points"))
        var width: Double

        @Option(help: ArgumentHelp("The most lines (numberOfLines), at least 1.", valueName: "n"))
        var lines: Int = 1

        @Option(name: .customLong("min-scale"), help: ArgumentHelp("minimumScaleFactor: how far the font may shrink, above 0 and at most 1.", valueName: "factor"))
        var minScale: Double

        @Option(name: .customLong("display-scale"), help: ArgumentHelp("The pixel grid of candidate sizes: 1, 2 or 3.", valueName: "scale"))
        var displayScale: Int = 3

        @Option(help: "Output format.")
        var format: Format = .text

        func validate() throws {
            guard !text.isEmpty, !text.allSatisfy(\.isWhitespace) else { throw ValidationError("TEXT: expected text with at least one visible character, instead saw '\(text)'") }
            guard width.isFinite, width > 0, width <= 100_000 else { throw ValidationError("--width: expected a point size above 0 and at most 100000, instead saw \(formatNumber(width))") }
            guard lines >= 1 else { throw ValidationError("--lines: expected at least 1 line, instead saw \(lines)") }
            guard minScale.isFinite, minScale > 0, minScale <= 1 else { throw ValidationError("--min-scale: expected a factor above 0 and at most 1, instead saw \(formatNumber(minScale))") }
            guard Scaler.displayScales.contains(displayScale) else { throw ValidationError("--display-scale: expected 1, 2 or 3, instead saw \(displayScale)") }
        }

        func run() throws {
            let sizer = IntrinsicSizer(font: try font.font(), scaler: Scaler(displayScale: displayScale))
            let categories = category.map { [$0] } ?? ContentSizeCategory.allCases
            let results = try categories.map { category in
                (category, try sizer.fit(text, style: style, at: .category(category), width: width, maxLines: lines, minimumScaleFactor: minScale))
            }
            switch format {
            case .json:
                struct Row: Encodable { let category: String; let fit: FitResult }
                writeOut(try jsonString(results.map { Row(category: $0.0.displayName, fit: $0.1) }))
            case .text:
                var out = "\"\(text)\" in \(style), \(formatNumber(width)) pt wide, \(lines) line\(lines == 1 ? "" : "s"), minimumScaleFactor \(formatNumber(minScale)):\n"
                let grid = Grid(headers: ["category", "style size", "drawn at", "scale", "lines"], rows: results.map { category, fit in
                    [category.displayName, num(fit.stylePointSize), fit.pointSize.map { num($0) } ?? "does not fit",
                     fit.scaleFactor.map { num($0 * 100, 1) + "%" } ?? "< " + num(minScale * 100, 1) + "%", fit.lines.joined(separator: " / ")]
                }, numeric: [1, 2, 3])
                out += grid.text()
                let failing = results.filter { $0.1.pointSize == nil }.map(\.0.displayName)
                if !failing.isEmpty { out += "does not fit even at the minimum at: \(failing.joined(separator: ", "))\n" }
                writeOut(out)
            }
        }
    }
}
