import FontScale
import FontScaleMetrics

/// What to report and how.
public struct ReportOptions: Sendable {
    /// Container widths to lay the sample out at (at most 2 lines), in points.
    public var containerWidths: [Double] = [320, 375, 430]
    /// The relative width difference from the reference that earns a highlight.
    public var widthThreshold: Double = 0.10
    /// The metric suggested base sizes match.
    public var match = MatchMetric.xHeight
    /// Whether opsz follows the point size.
    public var opticalSizing = true
    /// The date stamp, "YYYY-MM-DD".
    public var date: String
    /// The styles to report, in Apple's order (default: the platform's).
    public var styles: [TextStyle]?
    /// The categories to report (default: the platform's).
    public var categories: [ContentSizeCategory]?
    /// A maximum size for every style, like `maximumPointSize`.
    public var maximum: SizeLimit?
    /// Whether to measure every style's Large to AX3 transition (renders at the display scale).
    public var transitions = true

    /// Options with a date stamp.
    public init(date: String) { self.date = date }
}

/// A progress event while building or rendering.
public enum ReportProgress: Sendable {
    /// `done` of `total` cells measured.
    case measured(done: Int, total: Int)
    /// An output file was written.
    case wrote(String)
}
