import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab
import Foundation

/// A style's size transition from Large to AX3, measured as the report measures it
/// (`SizeTransitionSummary`, opsz following the size): the jump when the scaled label swaps for the
/// label laid out at the new size, and the advice.
package struct TransitionPreview: Codable, Sendable, Equatable {
    /// The category it starts at and the one it ends at.
    package let from: String, to: String
    /// The point sizes at both ends.
    package let fromPointSize: Double, toPointSize: Double
    /// The sample animated.
    package let sample: String
    /// The width jump at the swap, in points.
    package let widthJump: Double
    /// The largest glyph drift at the swap, in points.
    package let maxGlyphDrift: Double
    /// plainTransform, crossFade or relayoutEachFrame.
    package let advice: String
    /// "grow" or "shrink".
    package let strategy: String
    /// Why, in words.
    package let reason: String

    /// The transition of `sample` between the sizes of `from` and `to` (nil when they are equal),
    /// measured by `lab` (its font's, at `from`'s display scale).
    static func make(
        sample: String, lab: TransitionLab, from: ScaledStyle, to: ScaledStyle, categories: (String, String)
    ) throws -> TransitionPreview? {
        guard let summary = try SizeTransitionSummary.measure(sample, lab: lab, from: from, to: to) else { return nil }
        return TransitionPreview(
            from: categories.0, to: categories.1, fromPointSize: summary.fromPointSize,
            toPointSize: summary.toPointSize, sample: sample, widthJump: summary.widthJump,
            maxGlyphDrift: summary.maxGlyphDrift, advice: summary.advice.rawValue, strategy: summary.strategy,
            reason: summary.reason)
    }
}
