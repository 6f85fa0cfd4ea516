import FontScaleMetrics
import Foundation

/// How a counting label writes its numbers: a style, a fixed number of decimals and a locale.
///
/// Formatting goes through Foundation's `Decimal.FormatStyle` (ICU underneath), which formats a
/// `Decimal` exactly (999999999999999.99 stays so; `NumberFormatter` goes through `Double`) and
/// knows each locale's digits and grouping: de_DE writes 1.500.000,00, fr_FR groups with a narrow
/// no-break space (U+202F), ar_EG writes Arabic-Indic digits, hi_IN groups in lakhs (15,00,000).
/// Every string shows exactly `fractionDigits` decimals, so a label never changes its number
/// of decimals while it counts.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public struct CountFormat: Hashable, Sendable, CustomStringConvertible {
    /// The kind of number written.
    public enum Style: Hashable, Sendable, CustomStringConvertible {
        /// A plain number with the locale's grouping separators (1,500,000).
        case decimal
        /// A plain number without grouping separators (1500000.00).
        case fixed
        /// An amount of money in the currency with this ISO 4217 code (USD, EUR, JPY).
        case currency(String)
        /// A share written as a percentage: the value 0.5 is written 50%.
        case percent

        /// The style's name as a user would type it.
        public var description: String {
            switch self {
            case .decimal: "decimal"
            case .fixed: "fixed"
            case let .currency(code): "currency \(code)"
            case .percent: "percent"
            }
        }
    }

    /// The kind of number written (a currency's code is canonical: upper case, known to Foundation).
    public let style: Style
    /// The number of decimals every string shows (for percent, decimals of the percentage).
    public let fractionDigits: Int
    /// The locale the numbers are written in.
    public let locale: Locale

    /// The largest number of decimals accepted.
    public static let maximumFractionDigits = 10

    /// A format; throws for an unknown locale or currency or a number of decimals outside 0...10.
    ///
    /// - Parameters:
    ///   - style: decimal, fixed, currency or percent.
    ///   - fractionDigits: the decimals every string shows, 0...``maximumFractionDigits``.
    ///   - localeIdentifier: one of `Locale.availableIdentifiers` (en_US, de_DE, fr_FR,
    ///     ar_EG, hi_IN), matched ignoring case, with `-` accepted for `_` (en-US).
    public init(_ style: Style = .decimal, fractionDigits: Int = 0, locale localeIdentifier: String = "en_US")
        throws(MotionError)
    {
        guard (0...Self.maximumFractionDigits).contains(fractionDigits) else {
            throw .invalidValue(
                InvalidValueError(
                    name: "fraction digits", value: String(fractionDigits),
                    expected: "a number of decimals from 0 to \(Self.maximumFractionDigits)"))
        }
        if case let .currency(code) = style {
            self.style = .currency(try Self.canonicalCurrency(code))
        } else {
            self.style = style
        }
        self.fractionDigits = fractionDigits
        self.locale = Locale(identifier: try Self.canonicalLocale(localeIdentifier))
    }

    /// The number of decimals a value needs to be written exactly: `fractionDigits`, plus 2 for percent.
    public var valueDecimals: Int {
        style == .percent ? fractionDigits + 2 : fractionDigits
    }

    /// `value` rounded to `valueDecimals` decimals, halves away from zero (0.125 -> 0.13 at 2 decimals).
    public func rounded(_ value: Decimal) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, valueDecimals, .plain)
        return result
    }

    /// Whether `value` is written exactly, without rounding.
    public func showsExactly(_ value: Decimal) -> Bool {
        rounded(value) == value
    }

    /// The fewest decimals that write `value` exactly (2.7 -> 1, 49.90 -> 1, 1500000 -> 0); at most 38.
    ///
    /// For a percent format give the percentage (87.5 for 87.5 %): `fractionDigits` counts its decimals.
    public static func decimals(of value: Decimal) -> Int {
        var digits = 0
        while digits < 38 {
            var input = value, result = Decimal()
            NSDecimalRound(&result, &input, digits, .plain)
            if result == value { break }
            digits += 1
        }
        return digits
    }

    /// `value` as this format's user reads it: a percentage for percent (0.875 -> "87.5%"), else the number.
    public func userValue(_ value: Decimal) -> String {
        style == .percent ? "\(value * 100)%" : "\(value)"
    }

    /// `value` written in this format (rounded to `valueDecimals` first).
    public func string(for value: Decimal) -> String {
        let value = rounded(value)
        let precision = NumberFormatStyleConfiguration.Precision.fractionLength(fractionDigits)
        switch style {
        case .decimal:
            return value.formatted(Decimal.FormatStyle(locale: locale).precision(precision).grouping(.automatic))
        case .fixed:
            return value.formatted(Decimal.FormatStyle(locale: locale).precision(precision).grouping(.never))
        case let .currency(code):
            return value.formatted(Decimal.FormatStyle.Currency(code: code, locale: locale).precision(precision))
        case .percent:
            return value.formatted(Decimal.FormatStyle.Percent(locale: locale).precision(precision))
        }
    }

    /// The style, decimals and locale ("currency EUR, 2 decimals, de_DE").
    public var description: String {
        "\(style), \(fractionDigits) decimal\(fractionDigits == 1 ? "" : "s"), \(locale.identifier)"
    }

    /// The available locale identifier `identifier` names, ignoring case and `-` for `_`.
    ///
    /// Foundation accepts any identifier (`Locale(identifier: "xx_YY")` silently formats like the
    /// root locale), so fontscale checks it against `Locale.availableIdentifiers` first.
    public static func canonicalLocale(_ identifier: String) throws(MotionError) -> String {
        let available = Locale.availableIdentifiers
        let folded = identifier.replacingOccurrences(of: "-", with: "_").lowercased()
        if let match = available.first(where: { $0.lowercased() == folded }) { return match }
        throw .unknownLocale(identifier, suggestions: NameSuggestions.nearest(to: identifier, in: available))
    }

    /// The ISO 4217 currency code `code` names, in upper case.
    public static func canonicalCurrency(_ code: String) throws(MotionError) -> String {
        let known: [String]
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            known = Locale.Currency.isoCurrencies.map(\.identifier)
        } else {
            known = Locale.commonISOCurrencyCodes
        }
        let upper = code.uppercased()
        if known.contains(upper) { return upper }
        throw .unknownCurrency(code, suggestions: NameSuggestions.nearest(to: code, in: known))
    }
}
