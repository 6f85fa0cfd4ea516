import Foundation

/// The plain decimal numbers fontscale reads from typed text: an optional sign, digits with at
/// most one decimal point (a digit on one side of it at least) and an optional exponent of one to
/// three digits: "1500000", "-50", "49.90", ".5", "1.5e3". No grouping, no spaces, no "1.2.3".
public enum DecimalText {
    /// The parts of `text`, nil when it is not a plain decimal number: the digits after the point
    /// (nil without a point) and the exponent (nil without one).
    public static func parts(_ text: some StringProtocol) -> (fraction: Substring?, exponent: Int?)? {
        func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
        var rest = Substring(text)
        if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
        let integer = rest.prefix(while: isDigit)
        rest = rest.dropFirst(integer.count)
        var fraction: Substring?
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit)
            rest = rest.dropFirst(fraction!.count)
        }
        var exponent: Int?
        if let letter = rest.first, letter == "e" || letter == "E" {
            rest = rest.dropFirst()
            var sign = ""
            if let first = rest.first, first == "+" || first == "-" {
                sign = first == "-" ? "-" : ""
                rest = rest.dropFirst()
            }
            let digits = rest.prefix(while: isDigit)
            guard (1...3).contains(digits.count) else { return nil }
            exponent = Int(sign + digits)
            rest = rest.dropFirst(digits.count)
        }
        guard rest.isEmpty, !(integer.isEmpty && (fraction ?? "").isEmpty) else { return nil }
        return (fraction, exponent)
    }

    /// Whether `text` is a plain decimal number.
    public static func isDecimal(_ text: some StringProtocol) -> Bool { parts(text) != nil }
}

/// A value to count to or from, as typed: a plain decimal number (`DecimalText`), or a percentage
/// ("87.5%", "87.5 %"); the decimals as typed are the decimals shown.
public struct CountValue: Sendable, Equatable {
    /// The text as typed.
    public let text: String
    /// The number, without its % (87.5 for "87.5%").
    public let value: Decimal
    /// The decimals as typed, trailing zeros included ("49.90" -> 2, "1.5e3" -> 0).
    public let decimals: Int
    /// Whether the text ends in %.
    public let percentSign: Bool

    /// The digits before the decimal point, leading zeros left out (0.5 -> 0, 1500000 -> 7).
    public var integerDigits: Int {
        "\(value)".split(separator: ".")[0].drop { $0 == "-" || $0 == "0" }.count
    }

    /// Reads `text`; throws when it is no number, or has more decimals than a count shows
    /// (`CountFormat.maximumFractionDigits`).
    public init(parsing text: String) throws(CountValueError) {
        self.text = text
        var body = Substring(text)
        percentSign = body.hasSuffix("%")
        if percentSign { body = body.dropLast() }
        if percentSign, body.hasSuffix(" ") { body = body.dropLast() }
        guard let parts = DecimalText.parts(body),
            let value = Decimal(string: String(body), locale: Locale(identifier: "en_US_POSIX")), value.isFinite
        else { throw .notANumber(text) }
        decimals = Swift.max(0, (parts.fraction?.count ?? 0) - (parts.exponent ?? 0))
        guard decimals <= CountFormat.maximumFractionDigits else { throw .tooManyDecimals(text, decimals: decimals) }
        self.value = value
    }
}

/// Why a typed text is not a value to count, with the text as typed.
public enum CountValueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a plain decimal number or a percentage.
    case notANumber(String)
    /// More decimals than a count shows.
    case tooManyDecimals(String, decimals: Int)

    /// "expected ..., instead saw '...'".
    public var description: String {
        switch self {
        case let .notANumber(text):
            "expected a decimal number (1500000, 49.99, -50) or a percentage (87.5%), instead saw '\(text)'"
        case let .tooManyDecimals(text, decimals):
            """
            expected a value with at most \(CountFormat.maximumFractionDigits) decimals, \
            instead saw '\(text)' (\(decimals) decimals)
            """
        }
    }
}
