/// One of Apple's tracking tables: a typeface on a platform.
public enum TrackingTable: String, NamedValue, Codable, CustomStringConvertible {
    /// A typeface's table: SF Pro, SF Pro Rounded, New York (iOS); SF Pro (macOS, tvOS);
    /// SF Compact, SF Compact Rounded (watchOS).
    case sfPro, sfProRounded, newYork, macOSSFPro, tvOSSFPro, sfCompact, sfCompactRounded

    /// "tracking table", the word error messages use for this kind of name.
    public static let kindName = "tracking table"

    /// The typeface and platform, as the HIG heads the table.
    public var displayName: String {
        switch self {
        case .sfPro: "SF Pro (iOS)"
        case .sfProRounded: "SF Pro Rounded (iOS)"
        case .newYork: "New York (iOS)"
        case .macOSSFPro: "SF Pro (macOS)"
        case .tvOSSFPro: "SF Pro (tvOS)"
        case .sfCompact: "SF Compact (watchOS)"
        case .sfCompactRounded: "SF Compact Rounded (watchOS)"
        }
    }

    /// Every accepted spelling: the HIG heading, the case name and the typeface's name.
    public var spellings: [String] {
        switch self {
        case .sfPro: [displayName, rawValue, "SF Pro", "iOS"]
        case .sfProRounded: [displayName, rawValue, "SF Pro Rounded"]
        case .newYork: [displayName, rawValue, "New York", "NY"]
        case .macOSSFPro: [displayName, rawValue, "macOS"]
        case .tvOSSFPro: [displayName, rawValue, "tvOS"]
        case .sfCompact: [displayName, rawValue, "SF Compact", "watchOS"]
        case .sfCompactRounded: [displayName, rawValue, "SF Compact Rounded"]
        }
    }

    public var description: String { displayName }

    /// The system font's tracking table on `platform`.
    public static func system(for platform: Platform) -> TrackingTable {
        switch platform {
        case .iOS: .sfPro
        case .macOS: .macOSSFPro
        case .tvOS: .tvOSSFPro
        case .watchOS: .sfCompact
        }
    }
}

/// Tracking at a point size, read from one of Apple's tables.
public struct Tracking: Hashable, Sendable, Codable {
    /// How the value was read from the table.
    public enum Rule: String, Hashable, Sendable, Codable {
        /// The size is listed: Apple's published values.
        case listed
        /// Between two listed sizes: the 1/1000 em value interpolated linearly between them.
        case interpolated
        /// Outside the listed sizes: the nearest end's 1/1000 em value.
        case clamped
    }

    /// The table read.
    public let table: TrackingTable
    /// The point size asked for.
    public let pointSize: Double
    /// Tracking in 1/1000 em.
    public let em1000: Double
    /// Tracking in points: Apple's published value at a listed size, else `em1000 * pointSize / 1000`.
    public let points: Double
    /// How the value was obtained.
    public let rule: Rule
}

extension HIG {
    private static let trackingRows: [TrackingTable: [TrackingRow]] =
        Dictionary(grouping: GeneratedTables.tracking, by: \.table).mapValues {
            $0.sorted { $0.pointSize < $1.pointSize }
        }

    /// The tracking for `pointSize` from `table`.
    ///
    /// At a listed size, Apple's published values. Between two listed sizes, the 1/1000 em value
    /// interpolated linearly, converted to points at the size. Below the smallest or above the
    /// largest listed size, the end value in 1/1000 em, converted to points at the size.
    public static func tracking(_ table: TrackingTable, pointSize: Double) -> Tracking {
        let rows = trackingRows[table]!
        if let row = rows.first(where: { $0.pointSize == pointSize }) {
            return Tracking(table: table, pointSize: pointSize, em1000: row.em1000, points: row.points, rule: .listed)
        }
        func make(_ em: Double, _ rule: Tracking.Rule) -> Tracking {
            Tracking(table: table, pointSize: pointSize, em1000: em, points: em * pointSize / 1000, rule: rule)
        }
        guard let upper = rows.firstIndex(where: { $0.pointSize > pointSize }) else {
            return make(rows.last!.em1000, .clamped)
        }
        guard upper > 0 else { return make(rows.first!.em1000, .clamped) }
        let low = rows[upper - 1], high = rows[upper]
        let t = (pointSize - low.pointSize) / (high.pointSize - low.pointSize)
        return make(low.em1000 + t * (high.em1000 - low.em1000), .interpolated)
    }

    /// The point sizes a tracking table lists, smallest first.
    public static func trackingSizes(_ table: TrackingTable) -> [Double] { trackingRows[table]!.map(\.pointSize) }
}
