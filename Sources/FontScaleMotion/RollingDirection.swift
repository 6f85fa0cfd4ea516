import Foundation

/// Which way a replace-mode change rolls, like the drums of a slot machine or an odometer.
///
/// Rolling up: the old characters leave upwards and the new ones arrive from below (a counter
/// counting up). Rolling down is the mirror image (counting down). With `none` characters
/// cross-fade in place.
public enum RollingDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// New characters come from below and old ones leave upwards: the value grew.
    case up
    /// New characters come from above and old ones leave downwards: the value shrank.
    case down
    /// No roll: the texts are not both numbers, or their values are equal.
    case none

    /// The direction from the number written in `old` to the one written in `new`.
    ///
    /// A text is read as a number when it has at least one decimal digit (Unicode's decimal
    /// digits, so Arabic-Indic and Devanagari digits count). Every other character is ignored
    /// (currency signs, percent signs, grouping separators, spaces) except a minus sign
    /// (hyphen-minus or U+2212) before the first digit, which makes the number negative, and
    /// the first `decimalSeparator` after a digit, which starts the decimals. "$1,299.99" is
    /// 1299.99; with "," as the separator "1.500,25" is 1500.25.
    public init(from old: String, to new: String, decimalSeparator: Character = ".") {
        guard let before = Self.number(in: old, decimalSeparator: decimalSeparator),
            let after = Self.number(in: new, decimalSeparator: decimalSeparator)
        else {
            self = .none
            return
        }
        self = after > before ? .up : after < before ? .down : .none
    }

    /// The number written in `text`, or nil when it has no decimal digit.
    public static func number(in text: String, decimalSeparator: Character = ".") -> Decimal? {
        var negative = false, seenDigit = false, inFraction = false
        var digits = "", fraction = ""
        for character in text {
            if let digit = decimalDigit(character) {
                seenDigit = true
                if inFraction { fraction.append(String(digit)) } else { digits.append(String(digit)) }
            } else if !seenDigit, character == "-" || character == "\u{2212}" {
                negative = true
            } else if seenDigit, !inFraction, character == decimalSeparator {
                inFraction = true
            }
        }
        guard seenDigit else { return nil }
        let written = (negative ? "-" : "") + digits + (fraction.isEmpty ? "" : "." + fraction)
        return Decimal(string: written, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// The value 0...9 of a decimal digit in any script (Unicode numeric type Decimal), else nil.
    static func decimalDigit(_ character: Character) -> Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.properties.numericType == .decimal, let value = character.wholeNumberValue
        else { return nil }
        return value
    }
}
