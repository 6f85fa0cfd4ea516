import FontScaleMotion
import Foundation
import Testing

/// The one grammar of typed counting values (`CountValue`, `DecimalText`), read by
/// `fontscale animate count` and by the live preview's counting label.
@Suite struct CountValueTests {
    @Test(
        arguments: [
            // text, value, decimals, % sign, integer digits
            ("1500000", Decimal(1_500_000), 0, false, 7),
            ("49.90", Decimal(string: "49.9")!, 2, false, 2),
            ("-50", Decimal(-50), 0, false, 2),
            ("+5", Decimal(5), 0, false, 1),
            ("1.5e3", Decimal(1500), 0, false, 4),
            ("1.25E+1", Decimal(string: "12.5")!, 1, false, 2),
            ("5e-2", Decimal(string: "0.05")!, 2, false, 0),
            (".5", Decimal(string: "0.5")!, 1, false, 0),
            ("7.", Decimal(7), 0, false, 1),
            ("87.5%", Decimal(string: "87.5")!, 1, true, 2),
            ("87.5 %", Decimal(string: "87.5")!, 1, true, 2),
            ("0.0000000001", Decimal(string: "0.0000000001")!, 10, false, 0),
        ] as [(String, Decimal, Int, Bool, Int)])
    func reads(text: String, value: Decimal, decimals: Int, percent: Bool, digits: Int) throws {
        let read = try CountValue(parsing: text)
        #expect(read.value == value)
        #expect(read.decimals == decimals)
        #expect(read.percentSign == percent)
        #expect(read.integerDigits == digits)
        #expect(read.text == text)
    }

    @Test(arguments: [
        "", ".", "-", "5-", "1e5e5", "1e", "1-2", "+-5", "--5", "1.2.3", "1,000", " 5", "1e1234", "nan",
        "inf", "0x10", "%", "5%%", "١٢",
    ])
    func refuses(text: String) {
        #expect(throws: CountValueError.notANumber(text)) { try CountValue(parsing: text) }
        #expect(!DecimalText.isDecimal(text))
    }

    @Test func refusesMoreDecimalsThanACountShows() {
        #expect(throws: CountValueError.tooManyDecimals("0.00000000001", decimals: 11)) {
            try CountValue(parsing: "0.00000000001")
        }
        #expect(
            CountValueError.tooManyDecimals("0.00000000001", decimals: 11).description
                == "expected a value with at most 10 decimals, instead saw '0.00000000001' (11 decimals)")
        #expect(
            CountValueError.notANumber("5-").description
                == "expected a decimal number (1500000, 49.99, -50) or a percentage (87.5%), instead saw '5-'")
    }

    @Test func plainDecimals() {
        #expect(DecimalText.isDecimal("0.35") && DecimalText.isDecimal("-2") && DecimalText.isDecimal("1.5e3"))
        #expect(!DecimalText.isDecimal("0.35s") && !DecimalText.isDecimal("1e1000") && !DecimalText.isDecimal(""))
        #expect(DecimalText.parts("1.250e-2")?.fraction == "250" && DecimalText.parts("1.250e-2")?.exponent == -2)
    }
}
