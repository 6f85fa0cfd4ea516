import FontScaleMetrics
import Foundation

/// One frame of a counting label: the value shown and its text.
public struct CountFrame: Hashable, Sendable {
    /// The frame's time and progress.
    public let frame: Frame
    /// The value shown, rounded to the format's precision.
    public let value: Decimal
    /// The value as the label writes it.
    public let text: String
}

/// A label counting from one number to another, frame by frame (a score, a price, a percentage).
///
/// Values are `Decimal`, not `Double`: a label shows decimal digits, and `Decimal` holds them
/// exactly. Counting 0 -> 0.3 ends on 0.3, not 0.30000000000000004 (0.1 + 0.2 in `Double`);
/// 999999999999999.99 keeps its cents (a `Double` near 1e15 is only good to 1/8); and rounding
/// to the format's decimals rounds the decimal digits a person reads (2.675 -> 2.68; the
/// `Double` nearest 2.675 is below it and rounds to 2.67).
///
/// Each frame's value is start + (end - start) x progress, computed exactly in whole units of
/// the last decimal shown (cents for 2 decimals) and rounded once, halves away from zero
/// (0.5 -> 1, 4.5 -> 5, -0.5 -> -1). The progress is exact too: with linear timing it is the
/// fraction of the duration elapsed (frame 1 of 60 is exactly 1/60, so counting 0 -> 30 shows
/// 0.5 at frame 1 and rounds it to 1); any other timing function gives a `Double`, taken at its
/// exact binary value. Values keep within start...end unless `overshoot` is true (a spring or
/// a curve whose y leaves 0...1 would otherwise show 105% on its way to 100%). The first frame
/// is exactly the start and the last exactly the end.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public struct CountAnimation: Sendable {
    /// The value the label starts on.
    public let start: Decimal
    /// The value the label ends on.
    public let end: Decimal
    /// How the values are written.
    public let format: CountFormat
    /// The frames' times and eased progress.
    public let timeline: Timeline
    /// Every frame, the first showing exactly `start`, the last exactly `end`.
    public let frames: [CountFrame]

    /// Whether values may pass the end (or fall behind the start) when the timing overshoots.
    public let overshoot: Bool

    /// The most digits a value may have in all, counting the decimals the format shows (87.5 %
    /// with 1 decimal has 3): frames stay exact and within `Decimal`'s 38 digits even where a
    /// timing function overshoots up to ``TimingCurve/maximumY``.
    public static let maximumDigits = 36

    /// Plans a count from `start` to `end` over `duration` seconds at `rate` through `curve`.
    ///
    /// Throws when the duration is outside ``MotionLimits``, when `start` or `end` has more
    /// decimals than the format shows (the label could not end on the exact value) or more than
    /// ``maximumDigits`` digits, or when the timing function gives a progress that is not finite
    /// or beyond -10...11. Counting down (start above end) and through zero (-50 -> 50) work alike.
    public init(
        from start: Decimal, to end: Decimal, duration: Double, rate: FrameRate = .hz60,
        curve: any TimingFunction = TimingCurve.easeOut, format: CountFormat, overshoot: Bool = false
    ) throws(MotionError) {
        var units: [BigDecimalInteger] = []
        for (name, value) in [("from", start), ("to", end)] {
            guard value.isFinite else {
                throw .invalidValue(InvalidValueError(name: name, value: "\(value)", expected: "a finite number"))
            }
            guard format.showsExactly(value), let whole = BigDecimalInteger(value, decimals: format.valueDecimals)
            else {
                let digits = format.fractionDigits
                let kind = format.style == .percent ? "a percentage" : "a value"
                throw .invalidValue(
                    InvalidValueError(
                        name: name, value: format.userValue(value),
                        expected:
                            "\(kind) with at most \(digits) decimal\(digits == 1 ? "" : "s") (what the format \(format) shows)"
                    ))
            }
            guard whole.magnitudeDigits.count <= Self.maximumDigits else {
                throw .invalidValue(
                    InvalidValueError(
                        name: name, value: format.userValue(value),
                        expected: "a value of at most \(Self.maximumDigits) digits, decimals included"))
            }
            units.append(whole)
        }
        let timeline = try Timeline(duration: duration, rate: rate, curve: curve)
        self.start = start
        self.end = end
        self.format = format
        self.timeline = timeline
        self.overshoot = overshoot
        let distance = units[1] - units[0]
        let last = timeline.frames.count - 1
        let linear = (curve as? TimingCurve)?.isLinear ?? false
        var frames: [CountFrame] = []
        for frame in timeline.frames {
            let value: Decimal
            switch frame.index {
            case 0: value = start
            case last: value = end
            default:
                guard frame.eased.isFinite, (-TimingCurve.maximumY...TimingCurve.maximumY + 1).contains(frame.eased)
                else {
                    throw MotionError.invalid(
                        "timing function \(curve)", frame.eased,
                        expected: "a progress from -10 to 11 at every frame (at frame \(frame.index))")
                }
                let progress = Self.exactProgress(frame, linear: linear, timeline: timeline, overshoot: overshoot)
                let whole = progress.value(from: units[0], by: distance)
                // At most 36 digits + a factor of 23: always within Decimal's 38 digits.
                value = whole.decimal(decimals: format.valueDecimals) ?? end
            }
            frames.append(CountFrame(frame: frame, value: value, text: format.string(for: value)))
        }
        self.frames = frames
    }

    /// The frame's progress as an exact fraction: elapsed / duration for linear timing when the
    /// duration's shortest decimal is small enough, else the eased `Double` (clamped into 0...1
    /// unless `overshoot`).
    static func exactProgress(_ frame: Frame, linear: Bool, timeline: Timeline, overshoot: Bool) -> ExactProgress {
        if linear, let (digits, power) = Self.decimalFraction(timeline.duration) {
            // time = index / hertz; progress = index / (hertz × duration) = index × 10^s / (hertz × a).
            let scaled = power.multipliedReportingOverflow(by: UInt64(frame.index))
            let divisor = digits.multipliedReportingOverflow(by: UInt64(timeline.rate.hertz))
            if !scaled.overflow, !divisor.overflow, divisor.partialValue <= 1 << 32 {
                return .fraction(numerator: scaled.partialValue, denominator: divisor.partialValue)
            }
        }
        return .binary(overshoot ? frame.eased : min(max(frame.eased, 0), 1))
    }

    /// `value` as a / 10^s from its shortest decimal ("0.35" -> (35, 100)); nil with an exponent or too many digits.
    static func decimalFraction(_ value: Double) -> (digits: UInt64, power: UInt64)? {
        let text = "\(value)"
        let parts = text.split(separator: ".")
        guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy(\.isNumber) }), parts[1].count <= 9,
            let numerator = UInt64(parts[0] + parts[1]), numerator > 0
        else { return nil }
        var denominator: UInt64 = 1
        for _ in 0..<parts[1].count { denominator *= 10 }
        return (numerator, denominator)
    }

    /// Each frame's text, in frame order.
    public var strings: [String] { frames.map(\.text) }

    /// The different texts the label shows, each once, in the order they first appear.
    public var distinctStrings: [String] {
        var seen = Set<String>()
        return frames.map(\.text).filter { seen.insert($0).inserted }
    }

    /// The text with the most characters (the first of equals).
    ///
    /// The most characters is not always the widest in a proportional font (1,111 against
    /// 8,888): the measuring layer measures `distinctStrings` to find the widest.
    public var longestString: String {
        distinctStrings.reduce("") { $1.count > $0.count ? $1 : $0 }
    }
}
