import FontScale
import FontScaleFonts
import FontScaleMetrics

/// A size transition in a few numbers: the sizes at both ends, the jump at the swap of the strategy
/// that fits its direction (grow or shrink) with opsz following the size and held, the pixel
/// difference there, and the advice. The one summary the report writes per style, the live preview
/// shows per style and `fontscale animate size --format json` gives beside its plans.
public struct SizeTransitionSummary: Codable, Sendable, Equatable {
    /// The style.
    @DisplayNamed public var style: TextStyle
    /// Where the transition starts (a category is written as its display name, a size as a number).
    public var from: SizeTransitionRequest.End
    /// Where it ends.
    public var to: SizeTransitionRequest.End
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

    /// The summary of `flaws`, measured for `style` from `from` to `to` (with at least the part
    /// of its direction: grow when it grows, shrink when it shrinks). Every measured number is
    /// rounded to six decimals, one rounding wherever the summary is shown: micro-points of float
    /// noise (2.8e-14) say nothing and would make the JSON differ across machines.
    public init(
        style: TextStyle, from: SizeTransitionRequest.End, to: SizeTransitionRequest.End, flaws: TransitionFlaws
    ) {
        let growing = flaws.to.pointSize > flaws.from.pointSize
        let jumps = growing ? flaws.growStart : flaws.shrinkSwap
        precondition(!jumps.isEmpty, "measure the \(growing ? "grow" : "shrink") part to summarise")
        let follows = jumps.first { $0.opticalSizing == .followsSize } ?? jumps[0]
        let advice = flaws.recommendation()
        self.style = style
        (self.from, self.to) = (from, to)
        (fromPointSize, toPointSize) = (flaws.from.pointSize, flaws.to.pointSize)
        strategy = advice.strategy
        widthJump = Self.rounded(follows.widthJump)
        maxGlyphDrift = Self.rounded(follows.maxGlyphDrift)
        maxGlyphDriftOpszHeld = jumps.first { $0.opticalSizing == .heldFixed }.map { Self.rounded($0.maxGlyphDrift) }
        pixelRMSE = Self.rounded(follows.pixels.rmse)
        (self.advice, crossFadeWindow, reason) = (advice.advice, advice.crossFadeWindow, advice.reason)
    }

    /// Measures `text` with `lab` between two scaled sizes of one style (the weight of `from`):
    /// only the swap of its direction. Nil when both ends come out at one point size.
    public static func measure(_ text: String, lab: TransitionLab, from: ScaledStyle, to: ScaledStyle) throws
        -> SizeTransitionSummary?
    {
        guard from.pointSize != to.pointSize else { return nil }
        let flaws = try lab.measure(
            text, from: from.pointSize, to: to.pointSize, weight: from.weight,
            parts: to.pointSize > from.pointSize ? [.grow] : [.shrink])
        return SizeTransitionSummary(style: from.style, from: end(from), to: end(to), flaws: flaws)
    }

    /// A scaled size as an end: its category when it was scaled to one, else its point size.
    static func end(_ scaled: ScaledStyle) -> SizeTransitionRequest.End {
        if case let .category(category) = scaled.target { return .category(category) }
        return .points(scaled.pointSize)
    }

    /// `value` to six decimals, -0 written as 0.
    static func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 + 0 }
}

extension SizeTransitionRequest.End: Codable {
    /// A category as its display name ("Large", "AX3"), a point size as a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            self = .points(points)
        } else {
            self = .category(try container.decode(DisplayNamed<ContentSizeCategory>.self).wrappedValue)
        }
    }

    /// Writes a category as its display name, a point size as a number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .category(category): try container.encode(category.displayName)
        case let .points(points): try container.encode(points)
        }
    }
}
