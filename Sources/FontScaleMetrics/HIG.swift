/// A text style's metrics on a platform at a content size category, from Apple's HIG tables.
public struct StyleMetrics: Hashable, Sendable, Codable {
    /// The platform whose table the values come from.
    public let platform: Platform
    /// The content size category, or nil on platforms without Dynamic Type (tvOS, macOS).
    public let category: ContentSizeCategory?
    /// The text style.
    public let style: TextStyle
    /// The system font's weight for the style.
    public let weight: FontWeight
    /// The weight of the style's emphasized variant.
    public let emphasizedWeight: FontWeight
    /// The point size.
    public let pointSize: Double
    /// The line height (leading) in points.
    public let leading: Double
    /// A remark from the table's sources, empty when there is none.
    public let note: String
}

/// Why a table lookup has no answer.
public enum MetricsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The platform has no such text style (watchOS has no Callout, tvOS no Large Title).
    case styleNotOnPlatform(TextStyle, Platform)
    /// The platform has no such content size category (watchOS has no Medium or AX4).
    case categoryNotOnPlatform(ContentSizeCategory, Platform)

    public var description: String {
        switch self {
        case let .styleNotOnPlatform(style, platform):
            """
            \(platform) has no text style '\(style)'; \
            expected one of: \(platform.textStyles.map(\.displayName).joined(separator: ", "))
            """
        case let .categoryNotOnPlatform(category, platform):
            """
            \(platform) has no content size category '\(category)'; \
            expected one of: \(platform.categories.map(\.displayName).joined(separator: ", "))
            """
        }
    }
}

/// Apple's typography tables: sizes, leading and weights per platform, style and category.
public enum HIG {
    private struct Key: Hashable {
        let platform: Platform
        let category: ContentSizeCategory?
        let style: TextStyle
    }

    /// Every platform's rows, in table order.
    private static let rows: [Platform: [StyleMetrics]] = {
        let emphasized = Dictionary(
            uniqueKeysWithValues: GeneratedTables.iosEmphasized.map { ($0.style, $0.emphasizedWeight) })
        func metrics(_ platform: Platform, _ table: [SizeRow]) -> [StyleMetrics] {
            table.map { row in
                StyleMetrics(
                    platform: platform, category: row.category, style: row.style, weight: row.weight,
                    emphasizedWeight: row.emphasizedWeight ?? emphasized[row.style] ?? row.weight,
                    pointSize: row.pointSize, leading: row.leading, note: row.note)
            }
        }
        return [
            .iOS: metrics(.iOS, GeneratedTables.ios), .watchOS: metrics(.watchOS, GeneratedTables.watchOS),
            .tvOS: metrics(.tvOS, GeneratedTables.tvOS), .macOS: metrics(.macOS, GeneratedTables.macOS),
        ]
    }()

    private static let index: [Key: StyleMetrics] = {
        var index: [Key: StyleMetrics] = [:]
        for (platform, table) in rows {
            for row in table { index[Key(platform: platform, category: row.category, style: row.style)] = row }
        }
        return index
    }()

    /// Where each table came from.
    public static var sources: [TableSource] { GeneratedTables.sources }

    /// Every row of a platform's table, in Apple's order (by category, then style).
    public static func table(_ platform: Platform) -> [StyleMetrics] { rows[platform] ?? [] }

    /// The metrics of `style` at `category` on `platform`.
    ///
    /// tvOS and macOS have no Dynamic Type: their one size is returned at every category.
    public static func metrics(
        _ style: TextStyle, _ category: ContentSizeCategory = .large, platform: Platform = .iOS
    ) throws(MetricsError) -> StyleMetrics {
        guard platform.textStyles.contains(style) else { throw .styleNotOnPlatform(style, platform) }
        let key: Key
        if platform.supportsDynamicType {
            guard platform.categories.contains(category) else { throw .categoryNotOnPlatform(category, platform) }
            key = Key(platform: platform, category: category, style: style)
        } else {
            key = Key(platform: platform, category: nil, style: style)
        }
        return index[key]!  // The generator and the tests guarantee a full grid.
    }

    /// The point size of `style` at `category` on `platform`.
    public static func pointSize(
        _ style: TextStyle, _ category: ContentSizeCategory = .large, platform: Platform = .iOS
    ) throws(MetricsError) -> Double {
        try metrics(style, category, platform: platform).pointSize
    }

    /// The leading (line height) of `style` at `category` on `platform`.
    public static func leading(_ style: TextStyle, _ category: ContentSizeCategory = .large, platform: Platform = .iOS)
        throws(MetricsError) -> Double
    {
        try metrics(style, category, platform: platform).leading
    }
}
