import FontScale
import FontScaleMetrics
import Foundation

/// How to lay out text for measuring.
public struct LayoutOptions: Hashable, Sendable {
    /// OpenType features on top of the defaults (kerning, ligatures, contextual alternates).
    public var features: [FontFeature]
    /// Points added after every cluster (UIKit's kern attribute), scaled by the caller.
    public var tracking: Double
    /// The container width in points; nil for one unbounded line per paragraph.
    public var width: Double?
    /// The most lines before the last is truncated with "…"; 0 for no limit.
    public var maxLines: Int
    /// The line height to stack lines at (a style's leading); nil uses the font's natural line height.
    public var lineHeight: Double?
    /// The display scale whose pixel grid rounded sizes snap up to.
    public var displayScale: DisplayScale

    /// Creates layout options.
    public init(
        features: [FontFeature] = [], tracking: Double = 0, width: Double? = nil, maxLines: Int = 0,
        lineHeight: Double? = nil, displayScale: DisplayScale = .x3
    ) {
        self.features = features
        self.tracking = tracking
        self.width = width
        self.maxLines = maxLines
        self.lineHeight = lineHeight
        self.displayScale = displayScale
    }
}

/// One laid-out line.
public struct MeasuredLine: Hashable, Sendable, Codable {
    /// The line's text (with "…" when truncated; without trailing spaces).
    public let text: String
    /// Its advance width in points.
    public let width: Double
}

/// The intrinsic size of a text at a point size, as UIKit's `intrinsicContentSize` computes it.
public struct TextMeasurement: Hashable, Sendable, Codable {
    /// The point size measured at.
    public let pointSize: Double
    /// The widest line's advance, in points (HarfBuzz shaping: kerning, ligatures, features).
    public let width: Double
    /// `width` rounded up to the pixel grid.
    public let roundedWidth: Double
    /// Number of lines.
    public let lineCount: Int
    /// Whether the last line was cut short with "…".
    public let truncated: Bool
    /// The lines.
    public let lines: [MeasuredLine]
    /// The font's natural line height at the size (ascender - descender + line gap).
    public let naturalLineHeight: Double
    /// The line height used: the style's leading when given, else the natural line height.
    public let lineHeight: Double
    /// `lineCount * lineHeight`.
    public let height: Double
    /// `height` rounded up to the pixel grid.
    public let roundedHeight: Double
    /// `lineCount * naturalLineHeight`: what a label without a paragraph style gets.
    public let naturalHeight: Double
    /// `naturalHeight` rounded up to the pixel grid.
    public let roundedNaturalHeight: Double
    /// Ascender, descender, line gap, cap height and x-height at the size.
    public let metrics: LineMetrics
    /// The union of the glyphs' ink in points, y up from the first baseline; nil when nothing is drawn.
    public let ink: InkBox?
    /// The direction HarfBuzz shaped the first paragraph in.
    public let direction: TextDirection
    /// The script HarfBuzz chose for the first paragraph (ISO 15924).
    public let script: String
    /// Characters the font lacks, drawn as .notdef boxes ("tofu").
    public let missingCharacters: [String]
    /// The display scale of the pixel grid.
    public let displayScale: DisplayScale
}
