import FontScaleMotion
import Foundation
import Testing

@Suite struct RollingDirectionTests {
    @Test(arguments: [
        ("9", "10", RollingDirection.up),
        ("10", "9", .down),
        ("1.5", "1.25", .down),  // by value, not by the characters: 1.5 > 1.25
        ("$1,299.99", "$1,300.00", .up),
        ("-3", "-5", .down),
        ("\u{2212}2", "1", .up),  // U+2212 MINUS SIGN: -2 -> 1
        ("\u{669}", "\u{661}\u{660}", .up),  // Arabic-Indic 9 -> 10
        ("42%", "42%", .none),
        ("abc", "abd", .none),
        ("5", "five", .none),
        ("", "1", .none),
    ])
    func direction(old: String, new: String, expected: RollingDirection) {
        #expect(RollingDirection(from: old, to: new) == expected)
    }

    @Test func decimalSeparatorIsTheCallers() {
        // With "," as the separator, 1.500,25 is 1500.25 and 2,5 is 2.5: down. Read with ".",
        // they would be 1.50025 and 25: up.
        #expect(RollingDirection(from: "1.500,25", to: "2,5", decimalSeparator: ",") == .down)
        #expect(RollingDirection(from: "1.500,25", to: "2,5") == .up)
    }

    @Test func numbersRead() {
        #expect(RollingDirection.number(in: "$1,299.99") == Decimal(string: "1299.99"))
        #expect(RollingDirection.number(in: "-0.5 kg") == Decimal(string: "-0.5"))
        #expect(RollingDirection.number(in: "\u{967}\u{966}") == 10)  // Devanagari 1, 0
        #expect(RollingDirection.number(in: "none") == nil)
    }
}
