import FontScaleMetrics

/// One row of Apple's text style table, with the columns a wide table adds.
public struct StyleTableRow: Hashable, Sendable {
    /// The HIG's row: category, style, weight, emphasized weight, size and leading.
    public let metrics: StyleMetrics
    /// The UIFontMetrics factor at the row's category (Large on a platform without Dynamic Type);
    /// nil in a narrow table, or when the platform's model has no factor there.
    public let uiFontMetricsFactor: Double?
    /// The system font's tracking at the row's size, in points; nil in a narrow table.
    public let trackingPoints: Double?
}

/// Apple's text style table for one platform, narrowed to some styles and categories.
public struct StyleTable: Hashable, Sendable {
    /// The platform whose table this is.
    public let platform: Platform
    /// The rows in the HIG's order.
    public let rows: [StyleTableRow]

    /// The table of `platform` with only `styles` and `categories` (empty: every one); `wide` adds
    /// each row's UIFontMetrics factor and the system font's tracking.
    public init(
        platform: Platform, styles: [TextStyle] = [], categories: [ContentSizeCategory] = [],
        wide: Bool = false
    ) {
        self.platform = platform
        let scaler = Scaler(platform: platform)
        let tracking = TrackingTable.system(for: platform)
        rows = HIG.table(platform).filter { row in
            (styles.isEmpty || styles.contains(row.style))
                && (categories.isEmpty || row.category.map(categories.contains) ?? true)
        }.map { row in
            StyleTableRow(
                metrics: row,
                uiFontMetricsFactor: wide
                    ? try? scaler.factor(row.style, at: .category(row.category ?? .large)).value : nil,
                trackingPoints: wide ? HIG.tracking(tracking, pointSize: row.pointSize).points : nil)
        }
    }

    /// Where the platform's table comes from, if the HIG sources name it.
    public var source: TableSource? { HIG.sources.first { $0.file == platform.rawValue + ".tsv" } }
}
