import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab

/// A style's size transition from the default category to a large one, measured with the
/// custom font: the jump when the labels swap, and what to do about it.
public struct TransitionSummary: Codable, Sendable, Equatable {
    /// The style.
    @DisplayNamed public var style: TextStyle
    /// The category the transition starts at.
    @DisplayNamed public var from: ContentSizeCategory
    /// The category it ends at.
    @DisplayNamed public var to: ContentSizeCategory
    /// The point sizes at both ends.
    public var fromPointSize: Double, toPointSize: Double
    /// "grow" or "shrink": the strategy whose swap is measured.
    public var strategy: String
    /// The width jump at the swap with opsz following the size, in points.
    public var widthJump: Double
    /// The largest glyph drift at the swap with opsz following the size, in points.
    public var maxGlyphDrift: Double
    /// The largest glyph drift with opsz held fixed, nil for a font without opsz.
    public var maxGlyphDriftOpszHeld: Double?
    /// The pixel difference (RMSE, 0 to 1) at the swap.
    public var pixelRMSE: Double
    /// The advice: plainTransform, crossFade or relayoutEachFrame.
    public var advice: TransitionAdvice
    /// The cross-fade's share of the duration, when advised.
    public var crossFadeWindow: Double?
    /// Why, in words.
    public var reason: String
}

extension ReportBuilder {
    /// Every style's transition from the platform's default category to AX3 (or the largest
    /// category the platform has) at the report's sample text.
    func transitions(_ scale: TypeScale) throws -> [TransitionSummary] {
        guard let from = scaler.platform.referenceCategory,
            let to = scaler.platform.categories.contains(.accessibility3)
                ? .accessibility3 : scaler.platform.categories.last, to != from
        else { return [] }
        let lab = TransitionLab(font: font, displayScale: scaler.displayScale)
        var summaries: [TransitionSummary] = []
        for style in styles {
            let a = try scaler.scale(scale, style: style, at: .category(from)),
                b = try scaler.scale(scale, style: style, at: .category(to))
            guard a.pointSize != b.pointSize else { continue }
            let flaws = try lab.measure(
                samples[0].text, from: a.pointSize, to: b.pointSize, weight: a.weight,
                parts: b.pointSize > a.pointSize ? [.grow] : [.shrink])
            let jumps = flaws.growStart + flaws.shrinkSwap
            let follows = jumps.first { $0.opticalSizing == .followsSize }!
            let advice = flaws.recommendation()
            // Six decimals: micro-points of float noise (2.8e-14) say nothing and would make the JSON differ across machines.
            func round(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 + 0 }
            summaries.append(
                TransitionSummary(
                    style: style, from: from, to: to, fromPointSize: a.pointSize, toPointSize: b.pointSize,
                    strategy: advice.strategy,
                    widthJump: round(follows.widthJump), maxGlyphDrift: round(follows.maxGlyphDrift),
                    maxGlyphDriftOpszHeld: jumps.first { $0.opticalSizing == .heldFixed }.map {
                        round($0.maxGlyphDrift)
                    }, pixelRMSE: round(follows.pixels.rmse),
                    advice: advice.advice, crossFadeWindow: advice.crossFadeWindow, reason: advice.reason))
        }
        return summaries
    }
}
