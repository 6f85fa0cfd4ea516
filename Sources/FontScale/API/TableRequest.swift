import FontScaleMetrics

/// `fontscale table`: Apple's text style table for a platform, narrowed to some styles and
/// categories; wide, with the emphasized weight, the UIFontMetrics factor and the tracking.
public struct TableRequest: CommandRequest, Sendable, Hashable, Codable {
    /// The platform.
    public var platform: Platform
    /// The styles to keep (empty: every one).
    public var styles: [TextStyle]
    /// The categories to keep (empty: every one).
    public var categories: [ContentSizeCategory]
    /// Whether to add the emphasized weight, the UIFontMetrics factor and the tracking.
    public var wide: Bool

    /// Creates a request.
    public init(
        platform: Platform, styles: [TextStyle] = [], categories: [ContentSizeCategory] = [], wide: Bool = false
    ) {
        self.platform = platform
        self.styles = styles
        self.categories = categories
        self.wide = wide
    }

    /// The table.
    public func run(events: (Never) -> Void) throws -> TableOutcome {
        TableOutcome(StyleTable(platform: platform, styles: styles, categories: categories, wide: wide))
    }
}

/// What `fontscale table` gives: the table, and as JSON its platform, source and rows.
public struct TableOutcome: Sendable, Encodable {
    /// One row as JSON.
    public struct Row: Sendable, Encodable {
        /// The category's display name; nil on a platform without Dynamic Type.
        public let category: String?
        /// The text style's display name.
        public let style: String
        /// The weight, 1-1000.
        public let weight: Int
        /// The weight's name.
        public let weightName: String
        /// The emphasized (bold) weight.
        public let emphasizedWeight: Int
        /// The point size.
        public let size: Double
        /// The line height in points.
        public let leading: Double
        /// The UIFontMetrics factor at the category (a wide table).
        public let uiFontMetricsFactor: Double?
        /// The system font's tracking at the size, in points (a wide table).
        public let trackingPoints: Double?
        /// The table's note on the row, if any.
        public let note: String?
    }

    /// The platform's display name.
    public let platform: String
    /// The platform's smallest legible size.
    public let minimumLegibleSize: Double
    /// Where the table comes from.
    public let source: TableSource?
    /// The rows in the HIG's order.
    public let rows: [Row]

    /// The table itself (not encoded: its rows are).
    public let table: StyleTable

    private enum CodingKeys: String, CodingKey {
        case platform, minimumLegibleSize, source, rows
    }

    /// The outcome of `table`.
    public init(_ table: StyleTable) {
        self.table = table
        platform = table.platform.displayName
        minimumLegibleSize = table.platform.minimumLegibleSize
        source = table.source
        rows = table.rows.map { row in
            let metrics = row.metrics
            return Row(
                category: metrics.category?.displayName, style: metrics.style.displayName,
                weight: metrics.weight.rawValue, weightName: metrics.weight.name,
                emphasizedWeight: metrics.emphasizedWeight.rawValue,
                size: metrics.pointSize, leading: metrics.leading,
                uiFontMetricsFactor: row.uiFontMetricsFactor, trackingPoints: row.trackingPoints,
                note: metrics.note.isEmpty ? nil : metrics.note)
        }
    }
}
