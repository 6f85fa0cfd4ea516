import FontScaleMotion
import Foundation
import Testing

/// Springs against values known without this code: Apple's documented conversions, textbook
/// closed forms for a spring starting at rest (written here in a different form from the
/// code's), and a numerical reference. The reference integrates m x'' + c x' + k (x - 1) = 0
/// with mpmath's Taylor-series ODE solver (`mp.odefun`, 30 digits, no closed form), and finds
/// the settling time by scanning |x - 1| > 0.001 every millisecond to 5 s and bisecting the
/// last crossing 60 times; the overshoot is x - 1 where mpmath's `findroot` zeroes x'.
@Suite struct SpringTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

    // MARK: Conversions

    @Test func appleDocumentedConversions() throws {
        // developer.apple.com/documentation/swiftui/spring: "Spring(duration: 0.5, bounce: 0.3)
        // ... (mass, stiffness, damping) = (1.0, 157.9, 17.6)" and "Spring(mass: 1, stiffness: 100,
        // damping: 10) ... (duration, bounce) = (0.63, 0.5)".
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(Self.close(spring.stiffness, 157.9, 0.05))
        #expect(Self.close(spring.damping, 17.6, 0.05))
        let spring2 = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(Self.close(spring2.duration, 0.63, 0.005))
        #expect(Self.close(spring2.bounce, 0.5, 1e-12))
    }

    @Test func swiftUIFormulas() throws {
        // response 0.4, ζ 0.6: k = (2π/0.4)² = 25π² = 246.740110027..., c = 4π·0.6/0.4 = 6π = 18.849555921...
        let spring = try Spring(response: 0.4, dampingRatio: 0.6)
        #expect(Self.close(spring.stiffness, 246.74011002723397, 1e-9))
        #expect(Self.close(spring.damping, 18.84955592153876, 1e-12))
        // Negative bounce: ζ = 1 / (1 + bounce), so bounce -0.5 is ζ 2 and -0.75 is ζ 4.
        #expect(Self.close(try Spring(duration: 1, bounce: -0.5).dampingRatio, 2, 1e-12))
        #expect(Self.close(try Spring(duration: 1, bounce: -0.75).dampingRatio, 4, 1e-12))
        #expect(try Spring(duration: 0.5, bounce: 0).regime == .criticallyDamped)
        #expect(try Spring(duration: 0.5, bounce: 0.01).regime == .underdamped)
        #expect(try Spring(duration: 0.5, bounce: -0.01).regime == .overdamped)
    }

    @Test(arguments: [0.2, 0.5, 1.3], [-0.75, -0.2, 0, 0.15, 0.3, 0.9])
    func conversionsRoundTrip(duration: Double, bounce: Double) throws {
        let spring = try Spring(duration: duration, bounce: bounce)
        #expect(Self.close(spring.duration, duration, 1e-12))
        #expect(Self.close(spring.bounce, bounce, 1e-12))
        let again = try Spring(response: spring.response, dampingRatio: spring.dampingRatio)
        #expect(Self.close(again.stiffness / spring.stiffness, 1, 1e-12))
        #expect(Self.close(again.damping / spring.damping, 1, 1e-12))
        let physical = try Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
        #expect(Self.close(physical.duration, duration, 1e-12))
        #expect(Self.close(physical.bounce, bounce, 1e-12))
    }

    @Test func massScalesLikeSwiftUI() throws {
        // ω0 = √(k/m): mass 4 with stiffness 400 is ω0 = 10, response 2π/10; ζ = c / (2√(km)) = 40 / (2·40) = 0.5.
        let spring = try Spring(mass: 4, stiffness: 400, damping: 40)
        #expect(Self.close(spring.response, 2 * .pi / 10, 1e-12))
        #expect(Self.close(spring.dampingRatio, 0.5, 1e-12))
    }

    @Test func presets() {
        // SwiftUI: smooth = (0.5, bounce 0), snappy = (0.5, 0.15), bouncy = (0.5, 0.3); default snappy.
        for (spring, bounce) in [(Spring.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
            #expect(Self.close(spring.duration, 0.5, 1e-12))
            #expect(Self.close(spring.bounce, bounce, 1e-12))
        }
        #expect(Spring.default == .snappy)
        #expect(Spring.snappy.description == "spring(duration 0.5, bounce 0.15)")
    }

    // MARK: Motion

    @Test(arguments: [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8])
    func closedFormsFromRest(time t: Double) throws {
        // Underdamped (bouncy, ω0 = 4π, ζ = 0.7): x = 1 - e^(-ζω0 t) sin(ωd t + acos ζ) / √(1 - ζ²).
        let w0 = 4 * Double.pi, zeta = 0.7, wd = w0 * (1 - zeta * zeta).squareRoot()
        let under = 1 - exp(-zeta * w0 * t) * sin(wd * t + acos(zeta)) / (1 - zeta * zeta).squareRoot()
        #expect(Self.close(Spring.bouncy.position(at: t), under, 1e-12))
        // Critically damped (smooth, ω0 = 4π): x = 1 - (1 + ω0 t) e^(-ω0 t).
        #expect(Self.close(Spring.smooth.position(at: t), 1 - (1 + w0 * t) * exp(-w0 * t), 1e-12))
        // Overdamped (k 100, c 30: ω0 = 10, ζ = 1.5, roots -5 ± 5√5... r = -15 ± √125):
        // x = 1 - (r2 e^(r1 t) - r1 e^(r2 t)) / (r2 - r1).
        let r1 = -15 + 125.0.squareRoot(), r2 = -15 - 125.0.squareRoot()
        let over = 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
        #expect(Self.close(try Spring(stiffness: 100, damping: 30).position(at: t), over, 1e-12))
    }

    /// (stiffness, damping, initial velocity, time, position, velocity) from the mpmath reference.
    static let reference: [(Double, Double, Double, Double, Double, Double)] = [
        (100, 10, 3, 0.05, 0.21760903449755144, 5.3282000039591096),  // ζ 0.5
        (100, 10, 3, 0.25, 1.1055925495184031, 1.8486905512198399),
        (100, 10, 3, 0.5, 1.0482078403752794, -0.83936864491268988),
        (100, 20, -2, 0.05, 0.029550944459786522, 2.4261226388505337),  // ζ 1, starting backwards
        (100, 20, -2, 0.25, 0.67166000550440482, 2.2983799614691663),
        (100, 20, 30, 0.1, 1.3678794411714423, 3.6787944117144232),  // ζ 1, overshooting
        (100, 20, 30, 0.5, 1.0606415229917692, -0.4716562899359827),
        (100, 30, 12, 0.1, 0.54048512589166653, 2.3519148124146646),  // ζ 1.5
        (100, 30, 40, 0.05, 1.0735793039892467, 9.4907344132311744),  // ζ 1.5, overshooting
        (100, 30, 40, 0.25, 1.2355218171837631, -0.84761628256908543),
    ]

    @Test func initialVelocityAgainstNumericalReference() throws {
        for (k, c, v0, t, x, v) in Self.reference {
            let spring = try Spring(stiffness: k, damping: c, initialVelocity: v0)
            #expect(Self.close(spring.position(at: t), x, 1e-12), "k \(k) c \(c) v0 \(v0) t \(t)")
            #expect(Self.close(spring.velocity(at: t), v, 1e-11), "k \(k) c \(c) v0 \(v0) t \(t)")
        }
    }

    @Test func velocityIsTheDerivativeOfPosition() throws {
        let springs = [
            Spring.bouncy, .smooth, try Spring(stiffness: 100, damping: 30, initialVelocity: 12),
            try Spring(stiffness: 100, damping: 10, initialVelocity: -4),
        ]
        for spring in springs {
            #expect(spring.velocity(at: 0) == spring.initialVelocity)
            for t in stride(from: 0.01, through: 1.0, by: 0.07) {
                // Central difference, error O(h²) ≈ 1e-12 x''' plus rounding 1e-16 / 1e-6.
                let h = 1e-6
                let slope = (spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h)
                #expect(Self.close(spring.velocity(at: t), slope, 1e-6), "\(spring) at \(t)")
            }
        }
    }

    @Test func settlingDurations() throws {
        // (spring, settling time to 0.001 from the mpmath reference)
        let cases: [(Spring, Double)] = [
            (.bouncy, 0.818746717383109),
            (.smooth, 0.734771698194296),
            (try Spring(stiffness: 100, damping: 30), 1.8497614355163),
            (try Spring(stiffness: 100, damping: 10, initialVelocity: 3), 1.23850993322457),
            (try Spring(stiffness: 100, damping: 20, initialVelocity: -2), 0.941742890312846),
            (try Spring(stiffness: 100, damping: 20, initialVelocity: 30), 0.983463403190012),
            (try Spring(stiffness: 100, damping: 30, initialVelocity: 12), 1.68923609170611),
            (try Spring(stiffness: 100, damping: 30, initialVelocity: 40), 1.68249091925473),
        ]
        for (spring, expected) in cases {
            #expect(Self.close(spring.settlingDuration, expected, 1e-9), "\(spring): \(spring.settlingDuration)")
            // Never outside the tolerance afterwards.
            for t in stride(from: spring.settlingDuration, through: spring.settlingDuration + 3, by: 0.001) {
                #expect(abs(spring.position(at: t) - 1) <= 0.001 + 1e-12)
            }
        }
        // A looser tolerance settles sooner. Critically damped from rest: (1 + ω0 t) e^(-ω0 t) = 0.01.
        let loose = try Spring.smooth.settlingDuration(tolerance: 0.01)
        let w0 = 4 * Double.pi
        #expect(Self.close((1 + w0 * loose) * exp(-w0 * loose), 0.01, 1e-12))
    }

    @Test(arguments: [0.3, 0.5, 0.7, 0.85, 0.95])
    func overshootOfAnUnderdampedSpringFromRest(zeta: Double) throws {
        // The first peak, at t = π/ωd, is exp(-ζπ / √(1 - ζ²)) past the target.
        let spring = try Spring(response: 0.5, dampingRatio: zeta)
        #expect(Self.close(spring.overshoot, exp(-zeta * .pi / (1 - zeta * zeta).squareRoot()), 1e-12))
    }

    @Test func overshootWithoutOscillationAndWithVelocity() throws {
        #expect(Spring.smooth.overshoot == 0)
        #expect(try Spring(duration: 0.5, bounce: -0.4).overshoot == 0)
        // Critically damped, ω0 = 10, v0 = 30: u = (-1 + 20t) e^(-10t), peak where u' = 0 at t = 0.15:
        // u = 2 e^(-1.5) = 0.44626032029685964.
        #expect(
            Self.close(try Spring(stiffness: 100, damping: 20, initialVelocity: 30).overshoot, 2 * exp(-1.5), 1e-12))
        // From the mpmath reference:
        #expect(
            Self.close(try Spring(stiffness: 100, damping: 10, initialVelocity: 3).overshoot, 0.171976631110481, 1e-12))
        #expect(
            Self.close(try Spring(stiffness: 100, damping: 30, initialVelocity: 40).overshoot, 0.322348739325314, 1e-12)
        )
    }

    // MARK: As a timing function

    @Test func drivesATimeline() throws {
        let spring = Spring.bouncy
        #expect(spring.value(at: 0) == 0)
        #expect(spring.value(at: 1) == 1)
        #expect(spring.value(at: 0.5) == spring.position(at: spring.settlingDuration / 2))
        #expect(spring.animationDuration() == spring.settlingDuration)
        #expect(spring.animationDuration(0.3) == 0.3)
        // Duration 0: the spring decides. 0.8187... s at 60 Hz is 50 intervals (49.12 rounded up), 51 frames.
        let timeline = try Timeline(spring: spring, rate: .hz60)
        #expect(timeline.duration == spring.settlingDuration)
        #expect(timeline.frames.count == 51)
        #expect(Self.close(timeline.frames[21].eased, spring.position(at: 21.0 / 60), 1e-12))
        #expect(timeline.frames.map(\.eased).max()! > 1)  // it overshoots
        let fixed = try Timeline(spring: spring, duration: 1)
        #expect(fixed.duration == 1 && fixed.frames.count == 61)
    }

    @Test func aBarelyDampedSpringSettlesPastAnyLimitWithoutHanging() throws {
        // Found by fuzz-motion: damping 1e-23 at stiffness 1e9 searched its last extremum one period at a
        // time from k near 1e27, where k + 1 == k, forever. σ = 5e-24/s, so |u| falls below 0.001 after
        // about ln(1000) / σ = 1.4e24 s; no timeline takes it.
        let spring = try Spring(stiffness: 1e9, damping: 1e-23)
        #expect(spring.settlingDuration > 1e23 && spring.settlingDuration.isFinite)
        #expect(throws: MotionError.self) { try Timeline(spring: spring) }
    }

    @Test func errorsNameTheInput() {
        let cases: [(() throws -> Spring, String)] = [
            (
                { try Spring(duration: 0.5, bounce: 1) },
                "bounce: expected a bounce above -1 and below 1 (1 would never settle), instead saw 1"
            ),
            (
                { try Spring(duration: 0, bounce: 0) },
                "duration: expected a duration above 0 and at most 60 seconds, instead saw 0"
            ),
            (
                { try Spring(stiffness: 100, damping: 0) },
                "damping: expected a damping above 0 (damping 0 would never settle), instead saw 0"
            ),
            ({ try Spring(mass: -1, stiffness: 100, damping: 10) }, "mass: expected a mass above 0, instead saw -1"),
            (
                { try Spring(response: 0.5, dampingRatio: .nan) },
                "damping ratio: expected a damping ratio above 0 and at most 1000, instead saw nan"
            ),
            (
                { try Spring(stiffness: 100, damping: 10, tolerance: 1) },
                "tolerance: expected a share of the distance above 0 and below 1, instead saw 1"
            ),
        ]
        for (make, message) in cases {
            let error = #expect(throws: MotionError.self) { _ = try make() }
            #expect(error?.description == message)
        }
    }
}
