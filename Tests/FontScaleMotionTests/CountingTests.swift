import FontScaleMotion
import Foundation
import Testing

@Suite struct CountingTests {
    static func decimal(_ text: String) -> Decimal { Decimal(string: text)! }
    static func format(_ style: CountFormat.Style, _ digits: Int, _ locale: String) throws -> CountFormat {
        try CountFormat(style, fractionDigits: digits, locale: locale)
    }
    /// Decimal with grouping in en_US.
    static func format(_ digits: Int) throws -> CountFormat {
        try CountFormat(.decimal, fractionDigits: digits, locale: "en_US")
    }

    @Test func countsToPointThreeInTenths() throws {
        // 0.05 s at 60 Hz: 3 intervals, progress 0, 1/3, 2/3, 1; linear values 0.3 x progress:
        // 0, 0.1, 0.2, 0.3 (the steps a Double would add up to 0.30000000000000004).
        let count = try CountAnimation(
            from: 0, to: Self.decimal("0.3"), duration: 0.05,
            curve: TimingCurve.linear, format: Self.format(1))
        #expect(count.strings == ["0.0", "0.1", "0.2", "0.3"])
        #expect(count.frames.map(\.value) == ["0", "0.1", "0.2", "0.3"].map(Self.decimal))
    }

    @Test func easedValuesAt60Hz() throws {
        // 1 s at 60 Hz, easeOut, 0 -> 100 at 2 decimals: 61 frames; frames 15, 30, 45 are at
        // progress 0.25, 0.5, 0.75, where easeOut is 0.3781381308251098, 0.6846431874274607,
        // 0.9065353492811752 (TimingCurveTests): 37.81, 68.46, 90.65.
        let count = try CountAnimation(
            from: 0, to: 100, duration: 1, rate: .hz60,
            curve: TimingCurve.easeOut, format: Self.format(2))
        #expect(count.frames.count == 61)
        #expect(count.strings[0] == "0.00")
        #expect(count.strings[15] == "37.81")
        #expect(count.strings[30] == "68.46")
        #expect(count.strings[45] == "90.65")
        #expect(count.strings[60] == "100.00")
    }

    @Test func countsDown() throws {
        // 90 -> 0 linear in 3 intervals: 90, 60, 30, 0.
        let count = try CountAnimation(
            from: 90, to: 0, duration: 0.05, curve: TimingCurve.linear, format: Self.format(0))
        #expect(count.strings == ["90", "60", "30", "0"])
    }

    @Test func countsThroughZeroWithoutMinusZero() throws {
        // -50 -> 50 linear in 4 intervals (4/60 s at 60 Hz): -50, -25, 0, 25, 50.
        let count = try CountAnimation(
            from: -50, to: 50, duration: 4.0 / 60.0, curve: TimingCurve.linear, format: Self.format(0))
        #expect(count.strings == ["-50", "-25", "0", "25", "50"])
        // At 120 Hz over 1 s with easeInOut, every frame near zero rounds to an unsigned 0.
        let fine = try CountAnimation(
            from: -50, to: 50, duration: 1, rate: .hz120, curve: TimingCurve.easeInOut, format: Self.format(0))
        #expect(fine.strings[60] == "0")  // easeInOut(0.5) = 0.5: -50 + 100 x 0.5 = 0
        #expect(!fine.strings.contains("-0"))
        // Longest by characters, first of equals: "-50" (3) before "-49" and "50" (2 characters).
        #expect(fine.longestString == "-50")
    }

    @Test func hugeEndsExactly() throws {
        // 0 -> 1e15 in en_US with grouping: the last frame is 1,000,000,000,000,000 exactly.
        let count = try CountAnimation(
            from: 0, to: Self.decimal("1e15"), duration: 2, rate: .hz120, format: Self.format(0))
        #expect(count.strings.first == "0")
        #expect(count.strings.last == "1,000,000,000,000,000")
        // Cents at 1e15 survive: a Double there is only good to 1/8.
        let cents = try CountAnimation(
            from: Self.decimal("999999999999990.01"), to: Self.decimal("999999999999999.99"),
            duration: 0.5, format: Self.format(2))
        #expect(cents.strings.first == "999,999,999,999,990.01")
        #expect(cents.strings.last == "999,999,999,999,999.99")
    }

    @Test func everyFrameShowsTheFormatsDecimals() throws {
        let count = try CountAnimation(
            from: Self.decimal("-12.5"), to: Self.decimal("1234.75"), duration: 0.7,
            rate: .hz120, curve: TimingCurve.default, format: Self.format(2))
        for frame in count.frames {
            #expect(count.format.showsExactly(frame.value))
            // Exactly two digits after the decimal point, in every frame.
            #expect(frame.text.split(separator: ".").last?.count == 2, "\(frame.text)")
        }
        #expect(count.frames.first?.value == Self.decimal("-12.5"))
        #expect(count.frames.last?.value == Self.decimal("1234.75"))
    }

    @Test func distinctAndLongestStrings() throws {
        // 0 -> 3 linear over 1 s at 60 Hz, 0 decimals: 3p rounds to 0 below p = 1/6, 1 to p = 1/2,
        // 2 to p = 5/6, then 3.
        let count = try CountAnimation(from: 0, to: 3, duration: 1, curve: TimingCurve.linear, format: Self.format(0))
        #expect(count.distinctStrings == ["0", "1", "2", "3"])
        // Frames 0...9: 3 x 9/60 = 0.45 -> 0. Frame 10 is the tie 3 x 1/6 = 0.5, which the Double
        // progress 10/60 misses by an ulp, so it is not asserted. Frame 11: 3 x 11/60 = 0.55 -> 1.
        #expect(count.strings[0..<10].allSatisfy { $0 == "0" })
        #expect(count.strings[11] == "1")
        // hi_IN: 0 -> 1,500,000 rupees; the longest strings have 13 characters (₹ + 9 digits,
        // 2 lakh commas, the point: "₹15,00,000.00"), the first of them wins.
        let rupees = try CountAnimation(
            from: 0, to: 1_500_000, duration: 0.5, format: Self.format(.currency("INR"), 2, "hi_IN"))
        #expect(rupees.longestString.count == 13)
        #expect(rupees.longestString == rupees.strings.first { $0.count == 13 })
        #expect(rupees.strings.last == "₹15,00,000.00")
        #expect(rupees.distinctStrings.first == "₹0.00")
    }

    @Test func rejectsValuesTheFormatCannotShow() throws {
        let format = try Self.format(2)
        #expect {
            _ = try CountAnimation(from: 0, to: Self.decimal("0.333"), duration: 1, format: format)
        } throws: { error in
            "\(error)"
                == """
                to: expected a value with at most 2 decimals (what the format decimal, 2 decimals, en_US shows), \
                instead saw 0.333
                """
        }
        // Percent speaks in percentages: 87.55 % at 1 decimal, not 0.8755 at 3.
        #expect {
            _ = try CountAnimation(
                from: 0, to: Self.decimal("0.8755"), duration: 1, format: CountFormat(.percent, fractionDigits: 1))
        } throws: { error in
            "\(error)"
                == "to: expected a percentage with at most 1 decimal (what the format percent, 1 decimal, en_US shows), instead saw 87.55%"
        }
        #expect {
            _ = try CountAnimation(from: 0, to: 1, duration: 0, format: format)
        } throws: { error in
            "\(error)" == "duration: expected a duration above 0 and at most 60 seconds, instead saw 0"
        }
        #expect {
            _ = try CountAnimation(from: 0, to: 1, duration: 90, format: format)
        } throws: { error in
            "\(error)" == "duration: expected a duration above 0 and at most 60 seconds, instead saw 90"
        }
    }
}
