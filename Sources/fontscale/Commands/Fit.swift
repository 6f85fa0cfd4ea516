import ArgumentParser
import FontScale
import FontScaleFonts
import Foundation

extension FontScaleCommand {
    /// `fontscale fit`: shrink-to-fit with the real font.
    struct Fit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "The size a label with adjustsFontSizeToFitWidth draws a text at, per content size category, with the real font.",
            discussion: """
                For each category: the style's size, the largest size on the display's grid (not above \
                it, not below --min-scale of it) at which the text fits --width in --lines lines, the \
                scale factor, and the lines; "does not fit" where even the minimum overflows.

                Lines break between words, and a word wider than the line breaks between characters, \
                as UIKit's default line break mode does (byWordWrapping; byTruncatingTail wraps the same \
                way above its last line): a multi-line label shows the broken word rather than shrink.

                Examples:
                  fontscale fit "Kontoeinstellungen" --font Merriweather --style title1 \\
                    --width 200 --min-scale 0.7
                  fontscale fit "Add to shopping basket" --font Inter --width 160 \\
                    --lines 2 --min-scale 0.8 --format json
                """
        )

        @Argument(help: "The text.")
        var text: String

        @OptionGroup var font: FontOptions

        @OptionGroup var style: StyleOption

        @OptionGroup var categoryOption: CategoryOption<OptionHelps.OneCategory>
        var category: ContentSizeCategory? { categoryOption.given }

        @Option(help: ArgumentHelp("The label's width in points.", valueName: "points"))
        var width: TypedNumber

        @Option(help: ArgumentHelp("The most lines (numberOfLines), from 1 to 1000.", valueName: "n"))
        var lines: Int = 1

        @Option(
            name: .customLong("min-scale"),
            help: ArgumentHelp(
                "minimumScaleFactor: how far the font may shrink, from 0.01 to 1.", valueName: "factor"))
        var minScale: TypedNumber

        @OptionGroup var pixelGrid: DisplayScaleOption<PixelGridUses.CandidateSizes>

        @OptionGroup var output: OutputFormatOption<SummaryFormat>

        func validate() throws {
            guard !text.isEmpty, !text.allSatisfy(\.isWhitespace) else {
                throw ValidationError("TEXT: expected text with at least one visible character, instead saw '\(text)'")
            }
            _ = try widthPoints()
            guard (1...1000).contains(lines) else {
                throw ValidationError("--lines: expected a number of lines from 1 to 1000, instead saw \(lines)")
            }
            _ = try minimumScale()
        }

        /// --width in points: a decimal above 0 and at most 100000.
        private func widthPoints() throws -> Double {
            try width.value(
                "--width", expected: "a point size above 0 and at most 100000", in: 0...100_000, aboveLowerBound: true)
        }

        /// --min-scale: a decimal from 0.01 to 1 (UIKit takes any factor; below 1% no text is legible).
        private func minimumScale() throws -> Double {
            try minScale.value("--min-scale", expected: "a factor from 0.01 to 1 (such as 0.7)", in: 0.01...1)
        }

        func run() throws {
            let (width, minScale) = (try widthPoints(), try minimumScale())
            let request = FitRequest(
                text: text, font: try font.font(), style: style.style,
                categories: category.map { [$0] } ?? ContentSizeCategory.allCases, width: width, maxLines: lines,
                minimumScaleFactor: minScale, displayScale: pixelGrid.scale)
            let outcome = try request.run()
            switch output.format {
            case .json: writeOut(try jsonString(outcome))
            case .text: writeOut(try describe(outcome.fits))
            }
        }

        /// A heading, a row per category, and the categories where even the minimum does not fit.
        private func describe(_ results: [CategoryFit]) throws -> String {
            let (width, minScale) = (try widthPoints(), try minimumScale())
            var out =
                "\"\(text)\" in \(style.style), \(formatNumber(width)) pt wide, "
                + "\(lines) line\(lines == 1 ? "" : "s"), minimumScaleFactor \(formatNumber(minScale)):\n"
            let rows = results.map { result -> [String] in
                let fit = result.fit
                return [
                    result.category.displayName, formatNumber(fit.stylePointSize),
                    fit.pointSize.map { formatNumber($0) } ?? "does not fit",
                    fit.scaleFactor.map { formatNumber($0 * 100, decimals: 1) + "%" }
                        ?? "< " + formatNumber(minScale * 100, decimals: 1) + "%",
                    fit.lines.joined(separator: " / "),
                ]
            }
            let headers = ["category", "style size", "drawn at", "scale", "lines"]
            out += Grid(headers: headers, rows: rows, numeric: [1, 2, 3]).text()
            let failing = results.filter { $0.fit.pointSize == nil }.map(\.category.displayName)
            if !failing.isEmpty { out += "does not fit even at the minimum at: \(failing.joined(separator: ", "))\n" }
            return out
        }
    }
}
