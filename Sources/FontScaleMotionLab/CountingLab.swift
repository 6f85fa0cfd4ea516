import FontScale
import FontScaleFonts
import FontScaleMetrics

/// The widths of a counting label's frames in one figure style.
public struct FrameWidths: Sendable, Codable, Equatable {
    /// Whether `tnum` was turned on.
    public let tabularFeature: Bool
    /// The digit advances' spread, widest minus narrowest, in em (0: tabular figures).
    public let digitSpread: Double
    /// Each frame's advance width, in points.
    public let widths: [Double]
    /// The largest width change between consecutive frames, in points.
    public let largestStep: Double
    /// The frame where that change lands (its index).
    public let largestStepFrame: Int
    /// The largest width change between consecutive frames with the same number of characters, in points.
    public let largestSameLengthStep: Double
    /// The widest frame, in points, rounded up to the pixel grid: a label this wide never truncates.
    public let stableWidth: Double
    /// Whether the text visibly jitters: a step between frames of the same length of at least
    /// half a pixel, the threshold used.
    public let jitters: Bool
}

/// How a counting label's width behaves with the real font at a size.
public struct CountingWidths: Sendable, Codable, Equatable {
    /// The point size.
    public let pointSize: Double
    /// The display scale of the pixel grid.
    public let displayScale: DisplayScale
    /// Whether the font's default figures are proportional (their advances differ).
    public let proportionalFigures: Bool
    /// Whether the font offers `tnum`.
    public let offersTabularFigures: Bool
    /// The widths with the font's default figures.
    public let defaultFigures: FrameWidths
    /// The widths with `tnum` on, when the font offers it.
    public let tabularFigures: FrameWidths?
    /// A warning when the default figures jitter, in words; nil when they do not.
    public let warning: String?
}

/// Measures the frames of a counting label in a custom font. Not thread-safe.
public final class CountingLab {
    /// The font.
    public let font: CustomFont
    private let measurer = TextMeasurer()

    /// Creates a lab for `font`.
    public init(font: CustomFont) { self.font = font }

    /// The widths of `frames` (the formatted strings, in order) at `pointSize` and `weight`.
    public func measure(
        _ frames: [String], pointSize: Double, weight: FontWeight = .regular, displayScale: DisplayScale = .x3,
        opticalSizing: Bool = true
    ) throws -> CountingWidths {
        try PointSizeRange.validate(pointSize, name: "size")
        guard !frames.isEmpty else {
            throw InvalidValueError(name: "frames", value: "none", expected: "at least one frame")
        }
        for frame in frames { try MotionInput.checkText(frame) }
        let instance = try font.instance(weight: weight.rawValue, opticalSize: opticalSizing ? pointSize : nil).instance
        let tnum = try FontFeature("tnum")
        let spread = instance.digitSpread()
        let offers = instance.face.offersFeature("tnum")
        let plain = widths(frames, instance, pointSize, features: [], spread: spread, displayScale: displayScale)
        let tabular =
            offers
            ? widths(
                frames, instance, pointSize, features: [tnum], spread: instance.digitSpread(features: [tnum]),
                displayScale: displayScale) : nil
        var warning: String?
        if plain.jitters {
            let step = formatNumber(plain.largestSameLengthStep, decimals: 2)
            warning =
                "\(instance.face.info.family)'s default figures are proportional: the label's width changes by up to \(step) pt between frames of the same length"
                + (offers
                    ? "; turn on tnum (features: [tnum])"
                    : "; the font has no tnum: use a font with tabular figures, or fix the label's width at \(formatNumber(plain.stableWidth)) pt")
        }
        return CountingWidths(
            pointSize: pointSize, displayScale: displayScale, proportionalFigures: spread > 1e-9,
            offersTabularFigures: offers,
            defaultFigures: plain, tabularFigures: tabular, warning: warning)
    }

    private func widths(
        _ frames: [String], _ instance: FontInstance, _ size: Double, features: [FontFeature], spread: Double,
        displayScale: DisplayScale
    ) -> FrameWidths {
        let widths = frames.map { measurer.width(of: $0, instance: instance, pointSize: size, features: features) }
        var largest = 0.0, at = 0, sameLength = 0.0
        for index in widths.indices.dropFirst() {
            let step = abs(widths[index] - widths[index - 1])
            if step > largest { largest = step; at = index }
            // A new digit column legitimately widens the label; the same number of characters should not move.
            if frames[index].count == frames[index - 1].count { sameLength = max(sameLength, step) }
        }
        let jitters = sameLength >= 0.5 / displayScale.pixelsPerPoint
        return FrameWidths(
            tabularFeature: !features.isEmpty, digitSpread: spread, widths: widths, largestStep: largest,
            largestStepFrame: at,
            largestSameLengthStep: sameLength,
            stableWidth: PixelGrid.roundUp(widths.max() ?? 0, displayScale: displayScale), jitters: jitters)
    }
}
