import FontScaleMetrics
import Foundation

/// How a counting label writes its numbers: a style, a fixed number of decimals and a locale.
///
/// Formatting goes through Foundation's `Decimal.FormatStyle` (ICU underneath), which formats a
/// `Decimal` exactly (999999999999999.99 stays so; `NumberFormatter` goes through `Double`) and
/// knows each locale's digits and grouping: de_DE writes 1.500.000,00, fr_FR groups with a narrow
/// no-break space (U+202F), ar_EG writes Arabic-Indic digits, hi_IN groups in lakhs (15,00,000).
/// Digits and grouping follow CLDR ``cldrVersion`` rather than the older CLDR of Foundation's ICU
/// on Linux: each locale's default numbering system (mr_IN ४२,०१७, bn_BD ৪২,০১৭, ur_IN ۴۲٬۰۱۷),
/// its group and decimal symbols, and each pattern's grouping (mr_IN's rupees in thousands:
/// ₹१,२३४,५६७.००); the yen in Japanese is ￥.
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
        let identifier = try Self.canonicalLocale(localeIdentifier)
        if identifier.contains("@") {
            // A numbering system the user named: Foundation's digits, symbols and grouping for it.
            self.locale = Locale(identifier: identifier)
            cldr = nil
        } else {
            let entry = CLDRNumbers.entry(for: identifier)
            let foundation = Locale(identifier: identifier)
            self.locale =
                foundation.numberingSystem.identifier == entry.numberingSystem
                ? foundation : Locale(identifier: identifier + "@numbers=" + entry.numberingSystem)
            cldr = entry
        }
        minimumGroupingDigits = Self.minimumGroupingDigits(in: self.locale)
    }

    /// The CLDR version whose digits and grouping every format follows (Babel's CLDR data; see
    /// docs/motion.md): the default numbering system, its group and decimal symbols and each
    /// pattern's grouping sizes, applied on top of Foundation, whose ICU data on Linux is older.
    public static let cldrVersion = CLDRNumbers.cldrVersion

    /// The locale's CLDR digits, symbols and grouping (nil when the identifier names a numbering system).
    let cldr: CLDRNumbers?
    /// The fewest integer digits left of the first group before grouping starts (1: 1,000;
    /// 2: 1000 but 10,000), as Foundation's ICU has it: Babel's CLDR data does not carry it.
    let minimumGroupingDigits: Int

    /// `locale`'s minimum grouping digits, read from how Foundation groups 1000 and 10000.
    static func minimumGroupingDigits(in locale: Locale) -> Int {
        let style = Decimal.FormatStyle(locale: locale).precision(.fractionLength(0)).grouping(.automatic)
        let ungrouped = { (value: Decimal) in value.formatted(style).count == "\(value)".count }
        if !ungrouped(1000) { return 1 }
        return ungrouped(10000) ? 3 : 2
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
            guard let cldr else {
                return value.formatted(Decimal.FormatStyle(locale: locale).precision(precision).grouping(.automatic))
            }
            let text = value.formatted(Decimal.FormatStyle(locale: locale).precision(precision).grouping(.never))
            return cldr.regrouped(text, grouping: cldr.decimalGrouping, minimumGroupingDigits: minimumGroupingDigits)
        case .fixed:
            let text = value.formatted(Decimal.FormatStyle(locale: locale).precision(precision).grouping(.never))
            return cldr?.regrouped(text, grouping: nil, minimumGroupingDigits: minimumGroupingDigits) ?? text
        case let .currency(code):
            let style = Decimal.FormatStyle.Currency(code: code, locale: locale).precision(precision)
            var text = value.formatted(style)
            if let cldr {
                text = cldr.regrouped(
                    value.formatted(style.grouping(.never)), grouping: cldr.currencyGrouping,
                    minimumGroupingDigits: minimumGroupingDigits)
            }
            // CLDR's Japanese symbol for the yen is the full-width ￥ (U+FFE5; cldr-json
            // cldr-numbers-full/main/ja/currencies.json, JPY "symbol"); Foundation on Linux writes ¥ (U+00A5).
            guard code == "JPY", locale.language.languageCode?.identifier == "ja" else { return text }
            return text.replacingOccurrences(of: "\u{00A5}", with: "\u{FFE5}")
        case .percent:
            let style = Decimal.FormatStyle.Percent(locale: locale).precision(precision)
            guard let cldr else { return value.formatted(style) }
            return cldr.regrouped(
                value.formatted(style.grouping(.never)), grouping: cldr.percentGrouping,
                minimumGroupingDigits: minimumGroupingDigits)
        }
    }

    /// The style, decimals and locale ("currency EUR, 2 decimals, de_DE").
    public var description: String {
        "\(style), \(fractionDigits) decimal\(fractionDigits == 1 ? "" : "s"), \(locale.identifier)"
    }

    /// The available locale identifier `identifier` names, ignoring case and `-` for `_`, with an
    /// optional numbering system (`mr_IN@numbers=latn`, `th_TH@numbers=thai`).
    ///
    /// Foundation accepts any identifier (`Locale(identifier: "xx_YY")` silently formats like the
    /// root locale), so fontscale checks it against `Locale.availableIdentifiers` first.
    public static func canonicalLocale(_ identifier: String) throws(MotionError) -> String {
        if let at = identifier.firstIndex(of: "@") {
            let system = identifier[at...].dropFirst().lowercased()
            let known = numberingSystems
            guard system.hasPrefix("numbers="), known.contains(String(system.dropFirst(8))) else {
                throw .invalidValue(
                    InvalidValueError(
                        name: "locale", value: identifier,
                        expected: "a locale identifier with at most a numbering system (mr_IN@numbers=latn)"))
            }
            return try canonicalLocale(String(identifier[..<at])) + "@" + system
        }
        let available = Locale.availableIdentifiers
        let folded = identifier.replacingOccurrences(of: "-", with: "_").lowercased()
        if let match = availableByFoldedName[folded] { return match }
        // language_REGION where the available identifier names the script too (zh_CN is
        // zh_Hans_CN, sr_RS sr_Cyrl_RS): the region's likely script, as CLDR's likely subtags give.
        let parts = folded.split(separator: "_").map(String.init)
        if parts.count == 2 {
            let likely = Locale(identifier: folded).language.maximalIdentifier.replacingOccurrences(of: "-", with: "_")
                .lowercased()
            let scripted = available.filter {
                let words = $0.lowercased().split(separator: "_")
                return words.count == 3 && words[0] == parts[0] && words[2] == parts[1]
            }.sorted()
            if let match = scripted.first(where: { $0.lowercased() == likely }) ?? scripted.first { return match }
        }
        throw .unknownLocale(identifier, suggestions: NameSuggestions.nearest(to: identifier, in: available))
    }

    /// Foundation's available locale identifiers by their lower-case spelling, read once (a
    /// lookup per format instead of lower-casing the 1,034 identifiers each time).
    static let availableByFoldedName: [String: String] = Dictionary(
        Locale.availableIdentifiers.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// The numbering systems Foundation knows (latn, arab, deva, beng, thai, ...).
    static var numberingSystems: Set<String> {
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            return Set(Locale.NumberingSystem.availableNumberingSystems.map(\.identifier))
        }
        return ["latn", "arab", "arabext", "deva", "beng", "thai"]
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
