import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab
import Foundation

/// A style's size transition from Large to AX3, measured as the report measures it
/// (`TransitionLab`, opsz following the size): the jump when the scaled label swaps for the label
/// laid out at the new size, and the advice.
public struct TransitionPreview: Codable, Sendable, Equatable {
    /// The category it starts at and the one it ends at.
    public let from: String, to: String
    /// The point sizes at both ends.
    public let fromPointSize: Double, toPointSize: Double
    /// The sample animated.
    public let sample: String
    /// The width jump at the swap, in points.
    public let widthJump: Double
    /// The largest glyph drift at the swap, in points.
    public let maxGlyphDrift: Double
    /// plainTransform, crossFade or relayoutEachFrame.
    public let advice: String
    /// "grow" or "shrink".
    public let strategy: String
    /// Why, in words.
    public let reason: String

    /// The transition of `sample` between the sizes of `from` and `to` (nil when they are equal),
    /// measured by `lab` (its font's, at `from`'s display scale).
    static func make(
        sample: String, lab: TransitionLab, from: ScaledStyle, to: ScaledStyle, categories: (String, String)
    ) throws -> TransitionPreview? {
        guard from.pointSize != to.pointSize else { return nil }
        let flaws = try lab.measure(
            sample, from: from.pointSize, to: to.pointSize, weight: from.weight,
            parts: to.pointSize > from.pointSize ? [.grow] : [.shrink])
        guard let follows = (flaws.growStart + flaws.shrinkSwap).first(where: { $0.opticalSizing == .followsSize })
        else { return nil }
        let advice = flaws.recommendation()
        func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 + 0 }
        return TransitionPreview(
            from: categories.0, to: categories.1, fromPointSize: from.pointSize, toPointSize: to.pointSize,
            sample: sample, widthJump: round(follows.widthJump), maxGlyphDrift: round(follows.maxGlyphDrift),
            advice: advice.advice.rawValue, strategy: advice.strategy, reason: advice.reason)
    }
}
