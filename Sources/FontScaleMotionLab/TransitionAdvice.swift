import FontScale

/// What to do about a size transition, from its measured jump.
public enum TransitionAdvice: String, Sendable, Codable {
    /// The transform alone: the swap is invisible.
    case plainTransform
    /// The transform, with the two labels cross-faded over a window around the swap.
    case crossFade
    /// Set the font size every frame (a display link), no transform: the jump is too large to hide.
    case relayoutEachFrame
}

/// A recommendation for one transition, with the thresholds it used.
public struct TransitionRecommendation: Sendable, Codable, Equatable {
    /// The strategy whose swap is judged: grow when the text grows (the target font from the start), shrink when it shrinks.
    public let strategy: String
    /// The advice.
    public let advice: TransitionAdvice
    /// For a cross-fade: the share of the duration it spans, ending at the swap for shrink, starting at it for grow.
    public let crossFadeWindow: Double?
    /// The glyph drift below which a swap is invisible: half a pixel, in points.
    public let invisibleDrift: Double
    /// The share of pixels off by more than 10% below which a swap is invisible.
    public let invisibleShare: Double
    /// The glyph drift up to which a cross-fade hides the swap: 10% of the smaller point size.
    public let crossFadeLimit: Double
    /// Why, in words.
    public let reason: String
}

extension TransitionFlaws {
    /// The recommendation with opsz set as `opticalSizing` (Core Text follows the size by default).
    public func recommendation(opticalSizing: OpticalSizing = .followsSize) -> TransitionRecommendation {
        let growing = to.pointSize > from.pointSize
        let jumps = growing ? growStart : shrinkSwap
        precondition(!jumps.isEmpty, "measure the \(growing ? "grow" : "shrink") part to recommend")
        let jump = jumps.first { $0.opticalSizing == opticalSizing } ?? jumps[0]
        let invisible = 0.5 / displayScale.pixelsPerPoint, share = 0.005
        let limit = 0.1 * min(from.pointSize, to.pointSize)
        let drift = formatNumber(jump.maxGlyphDrift, decimals: 2)
        let advice: TransitionAdvice, reason: String
        if let breaks = lineBreaks, breaks.reflows {
            advice = .relayoutEachFrame
            reason =
                "the text breaks into \(breaks.from.count) line\(breaks.from.count == 1 ? "" : "s") at the start and \(breaks.to.count) at the end in \(formatNumber(breaks.width)) pt (\(breaks.from.joined(separator: " / ")) -> \(breaks.to.joined(separator: " / "))): a transform cannot reflow text"
        } else if jump.maxGlyphDrift < invisible, abs(jump.widthJump) < invisible, jump.pixels.shareOff10Percent < share
        {
            advice = .plainTransform
            reason = "the swap moves no glyph by half a pixel (\(drift) pt)"
        } else if jump.maxGlyphDrift <= limit {
            advice = .crossFade
            reason =
                "glyphs move by \(drift) pt at the swap: visible, but within \(formatNumber(limit, decimals: 2)) pt (10% of the smaller size), which a cross-fade hides"
        } else {
            advice = .relayoutEachFrame
            reason =
                "glyphs move by \(drift) pt at the swap, beyond \(formatNumber(limit, decimals: 2)) pt (10% of the smaller size): a cross-fade would show two offset copies"
        }
        return TransitionRecommendation(
            strategy: growing ? "grow" : "shrink", advice: advice, crossFadeWindow: advice == .crossFade ? 0.3 : nil,
            invisibleDrift: invisible, invisibleShare: share, crossFadeLimit: limit, reason: reason)
    }
}
