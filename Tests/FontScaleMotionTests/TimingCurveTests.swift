import FontScaleMotion
import Testing

/// Expected values solve x(t) = p exactly, independently of the code: Python's `fractions` with
/// 80 halvings of t in rational arithmetic on x(t) = 3(1-t)^2 t x1 + 3(1-t) t^2 x2 + t^3, then
/// y(t) likewise (no Newton, no floating point until the final print).
@Suite struct TimingCurveTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }

    @Test(arguments: [
        // (curve, p, y): easeIn (0.42, 0, 1, 1)
        (TimingCurve.easeIn, 0.25, 0.09346465071882486),  // t = 0.188786994126476
        (TimingCurve.easeIn, 0.5, 0.3153568125725393),  // t = 0.374253435535258
        (TimingCurve.easeIn, 0.75, 0.6218618691748902),  // t = 0.581975751453872
        // easeOut (0, 0, 0.58, 1) is easeIn turned about the centre: easeOut(p) = 1 - easeIn(1 - p),
        // so easeOut(0.25) = 1 - 0.6218618691748902 = 0.3781381308251098.
        (TimingCurve.easeOut, 0.25, 0.3781381308251098),
        (TimingCurve.easeOut, 0.5, 0.6846431874274607),  // 1 - 0.3153568125725393
        (TimingCurve.easeOut, 0.75, 0.9065353492811752),  // 1 - 0.09346465071882486
        // easeInOut (0.42, 0, 0.58, 1): symmetric, so value(0.75) = 1 - value(0.25).
        (TimingCurve.easeInOut, 0.25, 0.12916193104731982),  // t = 0.225065160374844
        (TimingCurve.easeInOut, 0.75, 0.8708380689526802),
        // default (0.25, 0.1, 0.25, 1), CSS `ease`: ease(0.5) = 0.8024 is the commonly quoted value.
        (TimingCurve.default, 0.25, 0.40851059135539586),  // t = 0.409458563186124
        (TimingCurve.default, 0.5, 0.802403387584857),  // t = 0.699572438706386
        (TimingCurve.default, 0.75, 0.9604589783489741),  // t = 0.873872500370125
    ])
    func namedCurvesAtQuarters(curve: TimingCurve, progress: Double, expected: Double) {
        #expect(
            Self.close(curve.value(at: progress), expected), "\(curve) at \(progress): \(curve.value(at: progress))")
    }

    @Test func easeInOutIsExactlyHalfAtTheMiddle() {
        // Symmetric about (0.5, 0.5): x(0.5) = 3/8 x1 + 3/8 x2 + 1/8 = 3/8 (0.42 + 0.58) + 1/8 = 0.5,
        // y(0.5) = 3/8 (0 + 1) + 1/8 = 0.5.
        #expect(TimingCurve.easeInOut.value(at: 0.5) == 0.5)
    }

    @Test func endsAreExactAndLinearIsTheIdentity() {
        for curve in TimingCurve.named {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            // Outside 0...1 is clamped.
            #expect(curve.value(at: -0.5) == 0)
            #expect(curve.value(at: 2) == 1)
        }
        for p in [0.001, 0.1, 1.0 / 3.0, 0.5, 0.7, 0.999] {
            #expect(TimingCurve.linear.value(at: p) == p)
        }
    }

    @Test func flatEndsFallBackToBisection() throws {
        // x1 = 0, x2 = 1 makes x(t) = 3t^2 - 2t^3 (smoothstep), flat at both ends, where Newton
        // stalls. With y1 = 1, y2 = 0, y(t) = 3(1-t)^2 t + t^3.
        let curve = try TimingCurve.cubicBezier(0, 1, 1, 0)
        // p = 0.028 = 3(0.01) - 2(0.001): t = 0.1, y = 3(0.81)(0.1) + 0.001 = 0.244.
        #expect(Self.close(curve.value(at: 0.028), 0.244, 1e-11))
        // p = 0.104 = 3(0.04) - 2(0.008): t = 0.2, y = 3(0.64)(0.2) + 0.008 = 0.392.
        #expect(Self.close(curve.value(at: 0.104), 0.392, 1e-11))
        // p = 0.5: t = 0.5, y = 3(0.25)(0.5) + 0.125 = 0.5.
        #expect(Self.close(curve.value(at: 0.5), 0.5))
    }

    @Test func easedProgressRisesMonotonically() {
        for curve in TimingCurve.named {
            let values = (0...1000).map { curve.value(at: Double($0) / 1000) }
            #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "\(curve)")
        }
    }

    @Test func customCurvesMayOvershoot() throws {
        // y2 = 1.5 pulls the curve above 1 before it settles (a "back" ease-out).
        let back = try TimingCurve.cubicBezier(0.3, 0, 0.3, 1.5)
        #expect((0...100).map { back.value(at: Double($0) / 100) }.max()! > 1)
        #expect(back.value(at: 1) == 1)
        #expect(back.description == "cubicBezier(0.3, 0.0, 0.3, 1.5)")
        #expect(TimingCurve.easeInOut.description == "easeInOut")
    }

    @Test(arguments: [
        ((-0.1, 0.0, 1.0, 1.0), "cubic-bezier x1: expected a control point x from 0 to 1, instead saw -0.1"),
        ((0.4, 0.0, 1.5, 1.0), "cubic-bezier x2: expected a control point x from 0 to 1, instead saw 1.5"),
        ((Double.nan, 0.0, 1.0, 1.0), "cubic-bezier x1: expected a control point x from 0 to 1, instead saw nan"),
        (
            (0.4, Double.infinity, 1.0, 1.0),
            "cubic-bezier y1: expected a control point y from -10 to 10, instead saw inf"
        ),
    ])
    func rejectsBadControlPoints(points: (Double, Double, Double, Double), message: String) {
        #expect {
            _ = try TimingCurve.cubicBezier(points.0, points.1, points.2, points.3)
        } throws: { error in
            "\(error)" == message
        }
    }
}
