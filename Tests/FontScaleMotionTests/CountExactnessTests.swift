import FontScaleMotion
import Foundation
import Testing

/// Counting is exact at any scale a format shows: every expected value below was computed
/// independently with Python's `fractions.Fraction` (exact rationals), rounding halves away from
/// zero: `q, r = divmod(abs(x.numerator), x.denominator); q + (2 * r >= x.denominator)`.
@Suite struct CountExactnessTests {
    static func decimal(_ text: String) -> Decimal { Decimal(string: text)! }
    static func count(
        _ from: String, _ to: String, digits: Int, curve: any TimingFunction = TimingCurve.linear,
        overshoot: Bool = false
    ) throws -> CountAnimation {
        try CountAnimation(
            from: decimal(from), to: decimal(to), duration: 1, rate: .hz60, curve: curve,
            format: CountFormat(.fixed, fractionDigits: digits, locale: "en_US"), overshoot: overshoot)
    }

    @Test func exactHalvesRoundAwayFromZero() throws {
        // Linear 0 -> 30 over 1 s at 60 Hz: frame i is exactly 30 i / 60 = i / 2; the odd frames
        // are exact halves: 0.5 -> 1, 1.5 -> 2, 4.5 -> 5 (frame 9), 29.5 -> 30 (frame 59).
        let up = try Self.count("0", "30", digits: 0)
        #expect(Array(up.strings[0...11]) == ["0", "1", "1", "2", "2", "3", "3", "4", "4", "5", "5", "6"])
        #expect(up.strings[59] == "30")
        // Downwards and below zero the halves go away from zero too: -0.5 -> -1, -4.5 -> -5.
        let down = try Self.count("0", "-30", digits: 0)
        #expect(Array(down.strings[0...3]) == ["0", "-1", "-1", "-2"])
        #expect(down.strings[9] == "-5")
        // In tenths: 0 -> 0.3 at 1 decimal: frame 10 is exactly 0.3 x 10/60 = 0.05 -> 0.1 (through
        // a Double, 0.3 x 0.16666666666666666 is 0.049999999999999996 -> 0.0); frame 9 is 0.045 -> 0.0.
        let tenths = try Self.count("0", "0.3", digits: 1)
        #expect(tenths.strings[10] == "0.1")
        #expect(tenths.strings[9] == "0.0")
    }

    @Test func theValueIsRoundedNotTheDistanceTravelled() throws {
        // 30 -> 0 linear: frame i is exactly 30 - i / 2, so frame 1 is 29.5 -> 30 (half away from
        // zero), where rounding the -0.5 travelled gave 29; -30 -> 0 likewise shows -30 at -29.5.
        // Python: [r(F(30) + F(-30) * F(i, 60)) for i in range(8)] and the same from -30.
        let down = try Self.count("30", "0", digits: 0)
        #expect(Array(down.strings[0...7]) == ["30", "30", "29", "29", "28", "28", "27", "27"])
        #expect(down.strings[59] == "1")
        let up = try Self.count("-30", "0", digits: 0)
        #expect(Array(up.strings[0...7]) == ["-30", "-30", "-29", "-29", "-28", "-28", "-27", "-27"])
        // Through zero, 5 -> -5: frames 25...35 are 5 - i / 6: 0.8333 -> 1, 0.5 -> 1, -0.5 -> -1.
        let through = try Self.count("5", "-5", digits: 0)
        #expect(
            Array(through.strings[25...35]) == ["1", "1", "1", "0", "0", "0", "0", "0", "-1", "-1", "-1"])
        // An eased (binary) progress rounds the value too: easeOutCubic frame 1 from 30 down.
        let eased = try Self.count("30", "0", digits: 0, curve: TimingCurve.easeOutCubic)
        #expect(eased.strings[1] == "29")  // 30 - 30 x 0.049171296296296296 = 28.5249 -> 29
    }

    @Test func centsAtTenToTheFifteen() throws {
        // 0 -> 999999999999999.99 linear: frame i is 99999999999999999 i / 60 cents.
        // i = 1: 1666666666666666.65 -> ...667; i = 7: 11666666666666666.65 -> ...667;
        // i = 30: 49999999999999999.5 -> 50000000000000000; i = 59: 98333333333333332.35 -> ...332.
        let count = try Self.count("0", "999999999999999.99", digits: 2)
        #expect(count.strings[1] == "16666666666666.67")
        #expect(count.strings[7] == "116666666666666.67")
        #expect(count.strings[30] == "500000000000000.00")
        #expect(count.strings[59] == "983333333333333.32")
        #expect(count.strings[60] == "999999999999999.99")
    }

    @Test func unitsAtTenToTheNineteen() throws {
        // 0 -> 12345678901234567890 linear: frame 1 is 411522630041152263/2 = 205761315020576131.5,
        // an exact half -> ...132 (a Double route was off by 56); frame 2 is 411522630041152263
        // exactly; frame 59 is 24279835172427983517/2 -> 12139917586213991759.
        let count = try Self.count("0", "12345678901234567890", digits: 0)
        #expect(count.strings[1] == "205761315020576132")
        #expect(count.strings[2] == "411522630041152263")
        #expect(count.strings[59] == "12139917586213991759")
    }

    @Test func easedProgressIsTakenAtItsExactBinaryValue() throws {
        // easeOutCubic at t = i/60 is the Double ((t - 3) t) t + 3 t (x(t) = t exactly for the
        // control points 1/3, 2/3): frame 1 0.049171296296296296, frame 30 exactly 0.875.
        // x 99999999999999999 cents, exactly: 4917129629629630 and 87499999999999999.125 -> ...999.
        let count = try Self.count("0", "999999999999999.99", digits: 2, curve: TimingCurve.easeOutCubic)
        #expect(count.strings[1] == "49171296296296.30")
        #expect(count.strings[2] == "96703703703703.71")
        #expect(count.strings[30] == "874999999999999.99")
        #expect(count.strings[59] == "999995370370370.33")
        // x 12345678901234567890 at frame 30: 10802469038580246903.75 -> ...904.
        let big = try Self.count("0", "12345678901234567890", digits: 0, curve: TimingCurve.easeOutCubic)
        #expect(big.strings[30] == "10802469038580246904")
        #expect(big.strings[1] == "607053035231538637")
    }

    @Test func overshootStopsAtTheEndUnlessAsked() throws {
        // The bouncy spring (damping ratio 0.7) passes its target: 0 -> 100 stops at 100 by
        // default, and passes it with overshoot.
        let spring = Spring.bouncy
        let clamped = try Self.count("0", "100", digits: 0, curve: spring)
        #expect(clamped.frames.map(\.value).max() == 100)
        #expect(clamped.frames.map(\.value).min() == 0)
        let free = try Self.count("0", "100", digits: 0, curve: spring, overshoot: true)
        #expect(free.frames.map(\.value).max()! > 100)
    }

    @Test func refusesWhatCannotBeShownExactly() throws {
        let format = try CountFormat(.decimal, fractionDigits: 0, locale: "en_US")
        let tooLong = Self.decimal(String(repeating: "9", count: 37))
        #expect {
            try CountAnimation(from: 0, to: tooLong, duration: 1, format: format)
        } throws: { error in
            "\(error)" == "to: expected a value of at most 36 digits, decimals included, instead saw \(tooLong)"
        }
        let longest = Self.decimal(String(repeating: "9", count: 36))
        let count = try CountAnimation(from: 0, to: longest, duration: 1, curve: TimingCurve.linear, format: format)
        // (10^36 - 1) / 60 = 16666666666666666666666666666666666.65 -> 1, 33 sixes, 7.
        #expect(count.frames[1].value == Self.decimal("1" + String(repeating: "6", count: 33) + "7"))
    }

    @Test func everyTimelineHasAFirstAndALastFrame() throws {
        // 1 µs at 60 Hz is far below one frame: still two frames, 0 and the end.
        let count = try CountAnimation(
            from: 0, to: 100, duration: 1e-6, format: CountFormat(.decimal, fractionDigits: 0))
        #expect(count.strings == ["0", "100"])
    }

    @Test func curveControlPointsAreBounded() throws {
        #expect(throws: MotionError.self) { try TimingCurve.cubicBezier(0.5, 1e300, 0.5, 1) }
        do {
            _ = try TimingCurve.cubicBezier(0.5, 1e308, 0.5, 1e308)
            Issue.record("expected a refusal")
        } catch {
            #expect("\(error)" == "cubic-bezier y1: expected a control point y from -10 to 10, instead saw 1e+308")
        }
        // The extremes accepted give finite values at every frame.
        let extreme = try TimingCurve.cubicBezier(0, 10, 1, -10)
        let count = try Self.count("0", "100", digits: 0, curve: extreme, overshoot: true)
        #expect(count.frames.allSatisfy { $0.value.isFinite })
    }

    @Test func easeOutCubicIsNoteFourZeroFoursCurve() throws {
        // 1 - (1 - t)^3 at t = 0.25, 0.5, 0.75: 37/64, 7/8, 63/64 (exact in binary).
        #expect(TimingCurve.easeOutCubic.value(at: 0.25) == 37.0 / 64)
        #expect(TimingCurve.easeOutCubic.value(at: 0.5) == 0.875)
        #expect(TimingCurve.easeOutCubic.value(at: 0.75) == 63.0 / 64)
        #expect(TimingCurve.named.map(\.description).last == "easeOutCubic")
    }
}
