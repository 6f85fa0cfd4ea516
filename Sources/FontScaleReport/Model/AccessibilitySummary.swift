import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput

/// The report's accessibility section (WCAG 2.2 1.4.4, 1.4.10, 1.4.12): per style, how far it
/// grows and where it reaches 200%, and, over every sample of the report, the worst one with the
/// text-spacing override and the widest unbreakable run at the report's container widths. The numbers come from the same code as
/// `fontscale check`'s wcag/ rules (`ResizeReach`, `TextMeasurer.spacedLayout`,
/// `TextMeasurer.longestUnbreakableRun`).
public struct AccessibilitySummary: Codable, Sendable, Equatable {
    /// The category the spacing and reflow columns are measured at (AX5, or the largest reported).
    @DisplayNamed public var category: ContentSizeCategory
    /// The container widths, in points (the report's).
    public var containerWidths: [Double]
    /// The samples measured, in the report's order (nil in reports of format 3, which measured
    /// the first sample only).
    public var samples: [String]? = nil
    /// One row per style, in the report's order.
    public var styles: [AccessibilityStyle]
}

/// One style in the accessibility section.
public struct AccessibilityStyle: Codable, Sendable, Equatable {
    /// The style.
    @DisplayNamed public var style: TextStyle
    /// Its size at Large.
    public var largeSize: Double
    /// Its size over the size at Large at each reported category, in the report's order.
    public var factors: [Double]
    /// The first category at which it reaches 200% ("AX3"), nil when it never does.
    public var reaches200: String?
    /// The largest factor it reaches (at AX5).
    public var largestFactor: Double
    /// Whether the report's maximum stops it before its curve reaches 200%.
    public var capped: Bool
    /// For each container width, the lines at `AccessibilitySummary.category` without and with
    /// WCAG 1.4.12 spacing of the sample that gains the most lines there (then the most height;
    /// then the first).
    public var spacing: [SpacedLines]
    /// The widest unbreakable run of any sample at `AccessibilitySummary.category`.
    public var longestRun: String
    /// Its width, in points.
    public var longestRunWidth: Double
    /// The sample it is in (nil in reports of format 3).
    public var longestRunSample: String? = nil
    /// For each container width, the first category at which some sample's longest run is wider,
    /// nil when every run always fits.
    public var runTooWideFrom: [String?]
}

/// A sample in one container width, without and with the text-spacing override.
public struct SpacedLines: Codable, Sendable, Equatable {
    /// The container width, in points.
    public var width: Double
    /// The sample (nil in reports of format 3, which measured the first sample only).
    public var sample: String? = nil
    /// Lines as set.
    public var lines: Int
    /// Lines with 1.4.12 spacing.
    public var spacedLines: Int
    /// The text's height as set (lines at the style's leading).
    public var height: Double
    /// Its height with 1.4.12 spacing (line height 1.5, paragraphs 2 x the size apart).
    public var spacedHeight: Double
}

extension SpacedLines {
    /// Whether the spacing costs this sample more than `other`: more lines added, else more height added.
    func isWorse(than other: SpacedLines) -> Bool {
        let (added, otherAdded) = (spacedLines - lines, other.spacedLines - other.lines)
        if added != otherAdded { return added > otherAdded }
        return spacedHeight - height > other.spacedHeight - other.height + 1e-9
    }
}

extension AccessibilitySummary {
    /// The short name of `sample` in the tables ("s2"), nil when the section measured one sample
    /// (the intro names it).
    func tag(_ sample: String?) -> String? {
        guard let samples, samples.count > 1, let sample, let index = samples.firstIndex(of: sample) else {
            return nil
        }
        return "s\(index + 1)"
    }
}
