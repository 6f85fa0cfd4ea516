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
/// `Double` nearest 2.675 is below it and rounds to 2.67). The eased progress is a `Double`
/// (any timing function works); each frame's value is start + (end - start) x eased, computed in
/// `Decimal` and rounded to the format's precision. The first frame is exactly the start and the
/// last exactly the end, whatever the arithmetic in between.
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

    /// Plans a count from `start` to `end` over `duration` seconds at `rate` through `curve`.
    ///
    /// Throws when the duration is not above 0 and at most 60 s, or when `start` or `end` has
    /// more decimals than the format shows (the label could not end on the exact value).
    /// Counting down (start above end) and through zero (-50 -> 50) work alike.
    public init(
        from start: Decimal, to end: Decimal, duration: Double, rate: FrameRate = .hz60,
        curve: any TimingFunction = TimingCurve.easeOut, format: CountFormat
    ) throws(MotionError) {
        for (name, value) in [("from", start), ("to", end)] {
            guard value.isFinite else {
                throw .invalidValue(InvalidValueError(name: name, value: "\(value)", expected: "a finite number"))
            }
            guard format.showsExactly(value) else {
                let digits = format.fractionDigits
                let kind = format.style == .percent ? "a percentage" : "a value"
                throw .invalidValue(
                    InvalidValueError(
                        name: name, value: format.userValue(value),
                        expected:
                            "\(kind) with at most \(digits) decimal\(digits == 1 ? "" : "s") (what the format \(format) shows)"
                    ))
            }
        }
        let timeline = try Timeline(duration: duration, rate: rate, curve: curve)
        self.start = start
        self.end = end
        self.format = format
        self.timeline = timeline
        let distance = end - start
        let last = timeline.frames.count - 1
        frames = timeline.frames.map { frame in
            let value: Decimal
            switch frame.index {
            case 0: value = start
            case last: value = end
            default: value = format.rounded(start + distance * Decimal(frame.eased))
            }
            return CountFrame(frame: frame, value: value, text: format.string(for: value))
        }
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
