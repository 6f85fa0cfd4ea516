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

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json, csv, tsv, markdown
        }

        @Option(help: "The platform: \(HelpText.platforms).", transform: Parse.platform)
        var platform: Platform = .iOS

        @Option(name: .long, help: ArgumentHelp("Only this text style (repeatable): \(HelpText.styles).", valueName: "style"), transform: Parse.style)
        var style: [TextStyle] = []

        @Option(name: .long, help: ArgumentHelp("Only this content size category (repeatable): \(HelpText.categories).", valueName: "category"), transform: Parse.category)
        var category: [ContentSizeCategory] = []

        @Option(help: "Output format.")
        var format: Format = .text

        @Flag(help: "Add the emphasized weight, the UIFontMetrics factor and the system font's tracking.")
        var wide = false

        func validate() throws {
            for style in style where !platform.textStyles.contains(style) {
                throw ValidationError(MetricsError.styleNotOnPlatform(style, platform).description)
            }
            if !platform.supportsDynamicType, !category.isEmpty {
                throw ValidationError("\(platform) has no Dynamic Type: its text styles have one size each; drop --category")
            }
            for category in category where !platform.categories.contains(category) {
                throw ValidationError(MetricsError.categoryNotOnPlatform(category, platform).description)
            }
        }

        func run() throws {
            let rows = HIG.table(platform).filter { row in
                (style.isEmpty || style.contains(row.style)) && (category.isEmpty || row.category.map(category.contains) ?? true)
            }
            if format == .json {
                writeOut(try jsonString(TableDocument(platform: platform, rows: rows, wide: wide)))
                return
            }
            let grid = makeGrid(rows)
            switch format {
            case .text: writeOut(grid.text())
            case .tsv: writeOut(grid.tsv())
            case .csv: writeOut(grid.csv())
            case .markdown: writeOut(grid.markdown())
            case .json: break
            }
        }

        private func makeGrid(_ rows: [StyleMetrics]) -> Grid {
            let dynamic = platform.supportsDynamicType
            var headers = (dynamic ? ["category"] : []) + ["style", "weight", "size", "leading"]
            if wide { headers += ["emphasized_weight", "uifontmetrics_factor", "tracking_pt"] }
            let tracking = TrackingTable.system(for: platform)
            let cells = rows.map { row -> [String] in
                var cells = (dynamic ? [row.category!.displayName] : []) + [row.style.displayName, row.weight.name, num(row.pointSize), num(row.leading)]
                if wide {
                    let factor = (try? Scaler(platform: platform).factor(row.style, at: .category(row.category ?? .large)).value) ?? 1
                    cells += [row.emphasizedWeight.name, num(factor), num(HIG.tracking(tracking, pointSize: row.pointSize).points, 2)]
                }
                return cells
            }
            let first = dynamic ? 3 : 2
            return Grid(headers: headers, rows: cells, numeric: Set(first..<(first + 2)).union(wide ? [first + 3, first + 4] : []))
        }
    }
}

/// The JSON form of `fontscale table`.
struct TableDocument: Encodable {
    struct Row: Encodable {
        let category: String?
        let style: String
        let weight: Int
        let weightName: String
        let emphasizedWeight: Int
        let size: Double
        let leading: Double
        let uiFontMetricsFactor: Double?
        let trackingPoints: Double?
        let note: String?
    }

    let platform: String
    let minimumLegibleSize: Double
    let source: TableSource?
    let rows: [Row]

    init(platform: Platform, rows: [StyleMetrics], wide: Bool) {
        self.platform = platform.displayName
        minimumLegibleSize = platform.minimumLegibleSize
        source = HIG.sources.first { $0.file == platform.rawValue + ".tsv" }
        let tracking = TrackingTable.system(for: platform)
        self.rows = rows.map { row in
            Row(category: row.category?.displayName, style: row.style.displayName, weight: row.weight.rawValue,
                weightName: row.weight.name, emphasizedWeight: row.emphasizedWeight.rawValue,
                size: row.pointSize, leading: row.leading,
                uiFontMetricsFactor: wide ? (try? Scaler(platform: platform).factor(row.style, at: .category(row.category ?? .large)).value) : nil,
                trackingPoints: wide ? HIG.tracking(tracking, pointSize: row.pointSize).points : nil,
                note: row.note.isEmpty ? nil : row.note)
        }
    }
}
