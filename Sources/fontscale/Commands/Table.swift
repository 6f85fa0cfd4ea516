import ArgumentParser
import FontScale
import FontScaleMetrics

extension FontScaleCommand {
    /// `fontscale table`: Apple's typography table for a platform.
    struct Table: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print Apple's text style table: weight, size and leading per category and style.",
            discussion: """
                Names are printed as Apple's HIG tables spell them (xSmall ... xxxLarge, AX1 ... AX5; \
                Large Title, Title 1, ..., Subheadline, Caption 2). Any UIKit, SwiftUI or short \
                spelling is accepted as input: 'AX5', 'accessibility5', 'accessibilityExtraExtraExtraLarge'.

                TSV and CSV columns on Dynamic Type platforms: category, style, weight, size, \
                leading; --wide adds emphasized_weight, uifontmetrics_factor and tracking_pt \
                (SF Pro, or SF Compact on watchOS, at the size).
                """
        )

        /// `--format`: a terminal table, JSON, CSV, TSV or a Markdown table.
        enum Format: String, OutputFormat {
            case text, json, csv, tsv, markdown
            static let defaultFormat = Format.text
        }

        @OptionGroup var platformOption: PlatformOption<OptionHelps.Platforms>
        var platform: Platform { platformOption.platform }

        @OptionGroup var styles: TextStyleListOption<OptionHelps.OnlyStyles>
        var style: [TextStyle] { styles.style }

        @OptionGroup var categories: CategoryListOption<OptionHelps.OnlyCategories>
        var category: [ContentSizeCategory] { categories.category }

        @OptionGroup var output: OutputFormatOption<Format>

        @Flag(help: "Add the emphasized weight, the UIFontMetrics factor and the system font's tracking.")
        var wide = false

        func validate() throws {
            for style in style where !platform.textStyles.contains(style) {
                throw ValidationError(MetricsError.styleNotOnPlatform(style, platform).description)
            }
            for category in category {
                if let message = PlatformCategories.check(category, on: platform) { throw ValidationError(message) }
            }
        }

        func run() throws {
            let outcome = try TableRequest(platform: platform, styles: style, categories: category, wide: wide).run()
            let table = outcome.table
            switch output.format {
            case .json: writeOut(try jsonString(outcome))
            case .text: writeOut(makeGrid(table).text())
            case .tsv: writeOut(makeGrid(table).tsv())
            case .csv: writeOut(makeGrid(table).csv())
            case .markdown: writeOut(makeGrid(table).markdown())
            }
        }

        /// The table's rows as cells: category (with Dynamic Type), style, weight, size, leading, and
        /// with --wide the emphasized weight, the UIFontMetrics factor and the tracking.
        private func makeGrid(_ table: StyleTable) -> Grid {
            let dynamic = platform.supportsDynamicType
            var headers = (dynamic ? ["category"] : []) + ["style", "weight", "size", "leading"]
            if wide { headers += ["emphasized_weight", "uifontmetrics_factor", "tracking_pt"] }
            let cells = table.rows.map { row -> [String] in
                let metrics = row.metrics
                var cells = dynamic ? [metrics.category!.displayName] : []
                cells += [metrics.style.displayName, metrics.weight.name]
                cells += [formatNumber(metrics.pointSize), formatNumber(metrics.leading)]
                if wide {
                    cells += [
                        metrics.emphasizedWeight.name, formatNumber(row.uiFontMetricsFactor ?? 1),
                        formatNumber(row.trackingPoints ?? 0, decimals: 2),
                    ]
                }
                return cells
            }
            let first = dynamic ? 3 : 2
            return Grid(
                headers: headers, rows: cells,
                numeric: Set(first..<(first + 2)).union(wide ? [first + 3, first + 4] : []))
        }
    }
}

/// Whether a platform offers a content size category: one answer, one message, for `table` and `scale`.
enum PlatformCategories {
    /// Nil when `platform` offers `category`, else why not: tvOS and macOS have no Dynamic Type
    /// (their text styles have one size each), watchOS lacks Medium, AX4 and AX5.
    static func check(_ category: ContentSizeCategory, on platform: Platform) -> String? {
        if !platform.supportsDynamicType {
            return "\(platform) has no Dynamic Type: its text styles have one size each; drop --category"
        }
        if !platform.categories.contains(category) {
            return MetricsError.categoryNotOnPlatform(category, platform).description
        }
        return nil
    }
}
