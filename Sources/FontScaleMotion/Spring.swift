import FontScale
import Foundation

/// A damped spring carrying a value from 0 to 1, solved in closed form; usable as a timing function.
///
/// The spring is the mass-spring-damper m x'' + c x' + k (x - 1) = 0 with x(0) = 0 and
/// x'(0) = `initialVelocity` (progress per second, positive towards the target). With
/// ω0 = √(k/m), ζ = c / (2√(km)) and u = x - 1:
/// - underdamped (ζ < 1): u = e^(-ζω0 t) (-cos ωd t + (v0 - ζω0)/ωd · sin ωd t), ωd = ω0√(1 - ζ²);
/// - critically damped (ζ = 1): u = e^(-ω0 t) (-1 + (v0 - ω0) t);
/// - overdamped (ζ > 1): u = C1 e^(r1 t) + C2 e^(r2 t), r1,2 = -ω0(ζ ∓ √(ζ² - 1)),
///   C2 = (v0 + r1)/(r2 - r1), C1 = -1 - C2.
///
/// SwiftUI's other forms are converted as SwiftUI's `Spring` documents them (mass 1):
/// stiffness = (2π / response)², damping = 4π · dampingRatio / response; `duration` is the
/// response, and bounce = 1 - dampingRatio for bounce >= 0, dampingRatio = 1 / (1 + bounce)
/// below 0. Apple's example: `Spring(duration: 0.5, bounce: 0.3)` has mass, stiffness and
/// damping (1.0, 157.9, 17.6); `Spring(mass: 1, stiffness: 100, damping: 10)` has duration and
/// bounce (0.63, 0.5).
///
/// As a `TimingFunction` a spring maps linear progress p to its position at p × `settlingDuration`:
/// a timeline as long as the settling duration plays the spring in real time, a longer or
/// shorter one plays it slower or faster. The last frame is pinned to exactly 1, so it jumps by
/// at most `tolerance`. Damping must be above 0, so every spring settles.
public struct Spring: TimingFunction, Hashable, Sendable {
    /// The mass on the spring (SwiftUI's default is 1).
    public let mass: Double
    /// The spring constant k.
    public let stiffness: Double
    /// The damping coefficient c (the friction force per unit of velocity).
    public let damping: Double
    /// The speed at the start in progress per second (1 covers the whole distance in a second), positive towards 1.
    public let initialVelocity: Double
    /// The share of the distance the spring must stay within to count as settled (default 0.001).
    public let tolerance: Double
    /// The time after which the position stays within `tolerance` of 1 for good, in seconds.
    public let settlingDuration: Double

    /// The default settling tolerance: within 0.1 % of the distance (under half a point on a 500 point move).
    public static let defaultTolerance = 0.001

    /// SwiftUI's `.smooth`: duration (response) 0.5 s, bounce 0 (critically damped).
    public static let smooth = Spring(unchecked: 0.5, dampingRatio: 1)
    /// SwiftUI's `.snappy`, the default here: duration 0.5 s, bounce 0.15 (damping ratio 0.85).
    public static let snappy = Spring(unchecked: 0.5, dampingRatio: 0.85)
    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (damping ratio 0.7).
    public static let bouncy = Spring(unchecked: 0.5, dampingRatio: 0.7)
    /// The default spring, `.snappy`.
    public static let `default` = snappy

    /// A spring from its physical parameters;
    /// throws unless they are finite and above 0 and the tolerance is within 0...1 exclusive.
    public init(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
        tolerance: Double = Spring.defaultTolerance
    ) throws(MotionError) {
        for (name, value) in [("mass", mass), ("stiffness", stiffness), ("damping", damping)]
        where !(value.isFinite && value > 0) {
            throw MotionError.invalid(
                name, value,
                expected: name == "damping" ? "a damping above 0 (damping 0 would never settle)" : "a \(name) above 0")
        }
        guard initialVelocity.isFinite, abs(initialVelocity) <= 1000 else {
            throw MotionError.invalid(
                "initial velocity", initialVelocity, expected: "a velocity from -1000 to 1000 distances per second")
        }
        guard tolerance.isFinite, tolerance > 0, tolerance < 1 else {
            throw MotionError.invalid("tolerance", tolerance, expected: "a share of the distance above 0 and below 1")
        }
        self.init(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity, tolerance: tolerance)
    }

    /// SwiftUI's `Spring(response:dampingRatio:)` (`dampingFraction` in `Animation.spring`), mass 1.
    public init(
        response: Double, dampingRatio: Double, initialVelocity: Double = 0,
        tolerance: Double = Spring.defaultTolerance
    ) throws(MotionError) {
        guard response.isFinite, response > 0, response <= MotionLimits.maximumDuration else {
            throw MotionError.invalid(
                "response", response,
                expected: "a response above 0 and at most \(Int(MotionLimits.maximumDuration)) seconds")
        }
        guard dampingRatio.isFinite, dampingRatio > 0, dampingRatio <= 1000 else {
            throw MotionError.invalid(
                "damping ratio", dampingRatio, expected: "a damping ratio above 0 and at most 1000")
        }
        try self.init(
            stiffness: Self.stiffness(response: response), damping: 4 * .pi * dampingRatio / response,
            initialVelocity: initialVelocity, tolerance: tolerance)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: duration is the response;
    /// bounce is in -1...1 exclusive (0 critically damped, above 0 bouncy).
    public init(
        duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0,
        tolerance: Double = Spring.defaultTolerance
    ) throws(MotionError) {
        guard bounce.isFinite, bounce > -1, bounce < 1 else {
            throw MotionError.invalid(
                "bounce", bounce, expected: "a bounce above -1 and below 1 (1 would never settle)")
        }
        guard duration.isFinite, duration > 0, duration <= MotionLimits.maximumDuration else {
            throw MotionError.invalid(
                "duration", duration,
                expected: "a duration above 0 and at most \(Int(MotionLimits.maximumDuration)) seconds")
        }
        try self.init(
            response: duration, dampingRatio: Self.dampingRatio(bounce: bounce),
            initialVelocity: initialVelocity, tolerance: tolerance)
    }

    /// A preset from a known-good response and damping ratio.
    private init(unchecked response: Double, dampingRatio: Double) {
        self.init(
            mass: 1, stiffness: Self.stiffness(response: response), damping: 4 * .pi * dampingRatio / response,
            velocity: 0, tolerance: Self.defaultTolerance)
    }

    private init(mass: Double, stiffness: Double, damping: Double, velocity: Double, tolerance: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = velocity
        self.tolerance = tolerance
        settlingDuration = Motion(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity).settlingTime(
            tolerance)
    }

    /// SwiftUI's stiffness for a response: (2π / response)².
    static func stiffness(response: Double) -> Double {
        let frequency = 2 * Double.pi / response
        return frequency * frequency
    }

    /// SwiftUI's damping ratio for a bounce: 1 - bounce from 0 up, 1 / (1 + bounce) below 0.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// The undamped angular frequency ω0 = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio ζ = c / (2√(km)): below 1 it oscillates, 1 is critical, above 1 overdamped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// SwiftUI's response, the undamped period 2π√(m/k) in seconds.
    public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }
    /// SwiftUI's perceptual duration, equal to the response.
    public var duration: Double { response }
    /// SwiftUI's bounce: 1 - ζ for ζ <= 1, 1/ζ - 1 above (negative for overdamped springs).
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
    /// Which of the three closed forms moves the spring.
    public var regime: Regime { motion.regime }

    /// The three ways a damped spring moves.
    public enum Regime: String, Hashable, Sendable {
        /// ζ < 1: it overshoots and oscillates around the target while the swings decay.
        case underdamped
        /// ζ = 1 (within 1e-9): the fastest approach without oscillating.
        case criticallyDamped
        /// ζ > 1: it creeps to the target without oscillating.
        case overdamped
    }

    /// The position (0 at the start, 1 at rest) `time` seconds in; 0 before the start.
    public func position(at time: Double) -> Double { 1 + motion.state(at: max(0, time)).u }

    /// The velocity in progress per second `time` seconds in.
    public func velocity(at time: Double) -> Double { motion.state(at: max(0, time)).v }

    /// The largest excursion past 1 as a share of the distance (0 if it never passes 1).
    ///
    /// For an underdamped spring starting at rest this is exp(-ζπ / √(1 - ζ²)).
    public var overshoot: Double { max(0, motion.extrema().prefix(2).map { motion.state(at: $0).u }.max() ?? 0) }

    /// The settling time for another tolerance (a share of the distance, above 0 and below 1).
    public func settlingDuration(tolerance: Double) throws(MotionError) -> Double {
        guard tolerance.isFinite, tolerance > 0, tolerance < 1 else {
            throw MotionError.invalid("tolerance", tolerance, expected: "a share of the distance above 0 and below 1")
        }
        return motion.settlingTime(tolerance)
    }

    /// The length to animate for a requested duration: 0 means the spring decides (`settlingDuration`).
    public func animationDuration(_ requested: Double = 0) -> Double {
        requested == 0 ? settlingDuration : requested
    }

    /// The position at `progress` × `settlingDuration`; exactly 0 at 0 and 1 from 1 on.
    public func value(at progress: Double) -> Double {
        guard !progress.isNaN else { return progress }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return position(at: progress * settlingDuration)
    }

    /// "spring(duration 0.5, bounce 0.15)", with the mass, stiffness and damping for non-unit masses.
    public var description: String {
        var text = "spring(duration \(formatNumber(duration)), bounce \(formatNumber(bounce))"
        if mass != 1 {
            text +=
                "; mass \(formatNumber(mass)), stiffness \(formatNumber(stiffness)), damping \(formatNumber(damping))"
        }
        if initialVelocity != 0 { text += ", initial velocity \(formatNumber(initialVelocity))" }
        return text + ")"
    }

    private var motion: Motion { Motion(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity) }
}

extension Timeline {
    /// A timeline driven by `spring` over `duration` seconds; 0 means the spring decides (its settling duration).
    public init(spring: Spring, duration: Double = 0, rate: FrameRate = .hz60) throws(MotionError) {
        try self.init(duration: spring.animationDuration(duration), rate: rate, curve: spring)
    }
}

/// The closed-form solution for u = x - 1, with u(0) = -1 and u'(0) = v0.
private struct Motion {
    let regime: Spring.Regime
    let omega0: Double, sigma: Double, omegaD: Double  // ω0; ζω0; ωd (underdamped)
    let a: Double, b: Double  // underdamped: u = e^(-σt)(a cos + b sin); critical: u = e^(-ω0 t)(a + b t)
    let r1: Double, r2: Double, c1: Double, c2: Double  // overdamped: u = c1 e^(r1 t) + c2 e^(r2 t), r1 the slower root
    let v0: Double

    init(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        sigma = zeta * omega0
        v0 = velocity
        var (omegaD, a, b, r1, r2, c1, c2) = (0.0, -1.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        if abs(zeta - 1) <= 1e-9 {
            regime = .criticallyDamped
            b = velocity - omega0
        } else if zeta < 1 {
            regime = .underdamped
            omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            b = (velocity - sigma) / omegaD
        } else {
            regime = .overdamped
            let root = (zeta * zeta - 1).squareRoot()
            r1 = -omega0 / (zeta + root)  // = -ω0(ζ - √(ζ²-1)) without the cancellation
            r2 = -omega0 * (zeta + root)
            c2 = (velocity + r1) / (r2 - r1)
            c1 = -1 - c2
        }
        (self.omegaD, self.a, self.b, self.r1, self.r2, self.c1, self.c2) = (omegaD, a, b, r1, r2, c1, c2)
    }

    /// u and u' at `t` (>= 0).
    func state(at t: Double) -> (u: Double, v: Double) {
        switch regime {
        case .underdamped:
            let decay = exp(-sigma * t), cosine = cos(omegaD * t), sine = sin(omegaD * t)
            let u = decay * (a * cosine + b * sine)
            let v = decay * ((b * omegaD - sigma * a) * cosine - (a * omegaD + sigma * b) * sine)
            return (u, v)
        case .criticallyDamped:
            let decay = exp(-omega0 * t)
            return (decay * (a + b * t), decay * (b - omega0 * (a + b * t)))
        case .overdamped:
            let slow = c1 * exp(r1 * t), fast = c2 * exp(r2 * t)
            return (slow + fast, r1 * slow + r2 * fast)
        }
    }

    /// The times after 0 where u' = 0, in order; u is monotone between them. Underdamped: the first three.
    func extrema(count: Int = 3) -> [Double] {
        switch regime {
        case .underdamped:
            // u' = e^(-σt)(P cos θ + Q sin θ), θ = ωd t, vanishes at θ = atan2(Q, P) + π/2 + kπ.
            let p = b * omegaD - sigma * a, q = -(a * omegaD + sigma * b)
            var first = (atan2(q, p) + .pi / 2).truncatingRemainder(dividingBy: .pi)
            if first <= 1e-12 { first += .pi }
            return (0..<count).map { (first + Double($0) * .pi) / omegaD }
        case .criticallyDamped:
            // u' = e^(-ω0 t)(v0 - ω0 b t) vanishes at t = v0 / (ω0 b).
            let t = v0 / (omega0 * b)
            return t > 0 && t.isFinite ? [t] : []
        case .overdamped:
            // c1 r1 e^(r1 t) = -c2 r2 e^(r2 t)  =>  t = ln(-c2 r2 / (c1 r1)) / (r1 - r2).
            let ratio = -c2 * r2 / (c1 * r1)
            guard ratio > 1, ratio.isFinite else { return [] }
            return [log(ratio) / (r1 - r2)]
        }
    }

    /// The last time |u| > `tolerance`: found on the one monotone stretch where u crosses ±tolerance for good.
    func settlingTime(_ tolerance: Double) -> Double {
        let outside = { (t: Double) in abs(state(at: t).u) > tolerance }
        var start = 0.0, end: Double?
        let extrema = extrema()
        switch regime {
        case .underdamped:
            // |u| at successive extrema shrinks by e^(-σπ/ωd) each time; find the last one above the tolerance.
            let t0 = extrema[0], period = Double.pi / omegaD
            if !outside(t0) {
                end = t0
            } else {
                var k = max(0, (log(abs(state(at: t0).u) / tolerance) / (sigma * period)).rounded(.down))
                // The estimate is within a step or two; the bound stops a spring so lightly damped
                // (k near 1e27, where k + 1 == k) from walking forever: it settles far past any limit anyway.
                var steps = 0
                while steps < 1000, outside(t0 + (k + 1) * period) { (k, steps) = (k + 1, steps + 1) }
                while steps < 2000, k > 0, !outside(t0 + k * period) { (k, steps) = (k - 1, steps + 1) }
                start = t0 + k * period
                end = start + period
            }
        case .criticallyDamped, .overdamped:
            if let t = extrema.first {
                if outside(t) { start = t } else { end = t }
            }
        }
        var high: Double
        if let end {
            high = end
        } else {
            // Monotone decay to 0 from `start`: double the step until inside.
            let rate = regime == .overdamped ? -r1 : omega0
            var step = 1 / rate
            high = start + step
            for _ in 0..<200 where outside(high) {
                step *= 2
                high = start + step
            }
        }
        var low = start
        for _ in 0..<200 where high - low > 1e-13 * max(1, high) {
            let middle = (low + high) / 2
            if outside(middle) { low = middle } else { high = middle }
        }
        return high
    }
}
