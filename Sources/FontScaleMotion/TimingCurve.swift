/// Maps an animation's linear progress (the share of its duration elapsed) to eased progress.
///
/// `TimingCurve` (Core Animation's and CSS's cubic Béziers) conforms; the damped springs of a
/// later issue conform as another timing function, so timelines, counting labels and size
/// transitions take any of them.
public protocol TimingFunction: Sendable, CustomStringConvertible {
    /// The eased progress at linear progress `progress` (0...1): exactly 0 at 0 and exactly 1 at 1.
    func value(at progress: Double) -> Double
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` and CSS
/// `cubic-bezier()` define it.
///
/// The curve is the point (x(t), y(t)) for t in 0...1 with control points (x1, y1) and (x2, y2);
/// `value(at: p)` solves x(t) = p for t and returns y(t). With x1 and x2 in 0...1, x(t) rises
/// monotonically, so each progress has exactly one eased value; y1 and y2 may leave 0...1
/// (the curve then overshoots).
public struct TimingCurve: TimingFunction, Hashable, Sendable {
    /// The first control point's x (0...1).
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x (0...1).
    public let x2: Double
    /// The second control point's y.
    public let y2: Double
    /// The curve's name ("easeInOut"), or nil for a custom curve.
    public let name: String?

    private init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, name: String?) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        self.name = name
    }

    /// Constant speed: the identity, (0, 0, 1, 1).
    public static let linear = TimingCurve(0, 0, 1, 1, name: "linear")
    /// Slow start: Core Animation's and CSS's ease-in, (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1, name: "easeIn")
    /// Slow end: Core Animation's and CSS's ease-out, (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1, name: "easeOut")
    /// Slow start and end, symmetric about the middle: (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1, name: "easeInOut")
    /// Core Animation's default timing function (CSS `ease`): (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1, name: "default")

    /// The cubic ease-out 1 - (1 - t)^3 of design note 004 (and of easings.net's easeOutCubic):
    /// exactly the Bézier (1/3, 1, 2/3, 1), whose x(t) is t itself. It starts faster than
    /// Core Animation's easeOut (0.216 ahead in progress at most).
    public static let easeOutCubic = TimingCurve(1.0 / 3, 1, 2.0 / 3, 1, name: "easeOutCubic")

    /// The named curves, in the order above.
    public static let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .default, .easeOutCubic]

    /// The largest control point y accepted, either way (-10...10): far beyond any easing's
    /// overshoot (easeOutBack's is 1.56), and small enough that no value overflows.
    public static let maximumY: Double = 10

    /// A custom curve with control points (x1, y1) and (x2, y2); x1 and x2 must be in 0...1,
    /// y1 and y2 in -``maximumY``...``maximumY``.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(MotionError)
        -> TimingCurve
    {
        for (name, x) in [("x1", x1), ("x2", x2)] where !(x.isFinite && (0...1).contains(x)) {
            throw MotionError.invalid("cubic-bezier \(name)", x, expected: "a control point x from 0 to 1")
        }
        for (name, y) in [("y1", y1), ("y2", y2)] where !(y.isFinite && (-maximumY...maximumY).contains(y)) {
            throw MotionError.invalid(
                "cubic-bezier \(name)", y, expected: "a control point y from -\(Int(maximumY)) to \(Int(maximumY))")
        }
        return TimingCurve(x1, y1, x2, y2, name: nil)
    }

    /// Whether the curve is the identity (its control points lie on the diagonal), as linear is.
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The curve's name, or `cubicBezier(x1, y1, x2, y2)`.
    public var description: String {
        name ?? "cubicBezier(\(x1), \(y1), \(x2), \(y2))"
    }

    /// The eased progress at `progress`, clamped into 0...1 first; exactly 0 at 0 and 1 at 1.
    public func value(at progress: Double) -> Double {
        guard !progress.isNaN else { return progress }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        if isLinear { return progress }  // the control points lie on the diagonal: identity
        return Self.bezier(parameter(forX: progress), y1, y2)
    }

    /// The parameter t in 0...1 with x(t) = `x`, to within 1e-12.
    ///
    /// Newton's method from t = x converges in a few steps where the slope is healthy; where
    /// the slope vanishes (x1 = 0 or x2 = 1 make x(t) flat at an end) or a step leaves 0...1,
    /// bisection takes over, which always converges because x(t) rises monotonically.
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < tolerance { return t }
            let slope = Self.derivative(t, x1, x2)
            guard abs(slope) > 1e-6 else { break }
            let next = t - error / slope
            guard next > 0, next < 1 else { break }
            t = next
        }
        var low = 0.0, high = 1.0
        t = x
        // 1e-12 in x needs at most ~40 halvings; 100 bounds the loop if rounding stalls.
        for _ in 0..<100 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < tolerance { break }
            if error < 0 { low = t } else { high = t }
            t = (low + high) / 2
            if high - low < 1e-16 { break }
        }
        return t
    }

    /// One coordinate of the curve at t, from the control values a and b (ends at 0 and 1).
    static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        // 3(1-t)^2 t a + 3(1-t) t^2 b + t^3, in Horner form.
        ((1 + 3 * a - 3 * b) * t + (3 * b - 6 * a)) * t * t + 3 * a * t
    }

    /// The derivative of `bezier` with respect to t.
    static func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        (3 * (1 + 3 * a - 3 * b) * t + 2 * (3 * b - 6 * a)) * t + 3 * a
    }
}
