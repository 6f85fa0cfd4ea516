/// The factor `UIFontMetrics(forTextStyle:)` applies to a custom font, as measured on a device.
public struct UIFontMetricsFactor: Hashable, Sendable, Codable {
    /// The text style.
    public let style: TextStyle
    /// The content size category.
    public let category: ContentSizeCategory
    /// The factor fontscale uses (equal to `measured` in every cell but AX4 Headline; see `note`).
    public let multiplier: Double
    /// The factor as measured on the device.
    public let measured: Double
    /// The style's HIG leading at this category divided by its leading at Large.
    public let higLeadingRatio: Double
    /// The style's HIG point size at this category divided by its size at Large.
    public let higSizeRatio: Double
    /// A remark where the measurement departs from the HIG, empty otherwise.
    public let note: String
}

/// The measured UIFontMetrics factors: the runtime line-height ratio of each style.
public enum UIFontMetricsTable {
    private struct Key: Hashable {
        let style: TextStyle
        let category: ContentSizeCategory
    }

    private static let factors: [Key: UIFontMetricsFactor] = {
        var factors: [Key: UIFontMetricsFactor] = [:]
        for row in GeneratedTables.uiFontMetrics {
            factors[Key(style: row.style, category: row.category)] = UIFontMetricsFactor(
                style: row.style, category: row.category, multiplier: row.multiplier, measured: row.measured,
                higLeadingRatio: row.higLeadingRatio, higSizeRatio: row.higSizeRatio, note: row.note)
        }
        return factors
    }()

    /// The factor for an iOS text style at a category, or nil for a style iOS does not have.
    public static func factor(_ style: TextStyle, _ category: ContentSizeCategory) -> UIFontMetricsFactor? {
        factors[Key(style: style, category: category)]
    }
}
