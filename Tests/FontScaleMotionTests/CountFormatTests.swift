import FontScaleMotion
import Foundation
import Testing

/// Locale data is CLDR's (as ICU ships it, through Foundation's `Decimal.FormatStyle`): the
/// separators are written as Unicode escapes so invisible characters can be read.
/// U+00A0 NO-BREAK SPACE, U+202F NARROW NO-BREAK SPACE, U+066B ARABIC DECIMAL SEPARATOR,
/// U+066C ARABIC THOUSANDS SEPARATOR, U+066A ARABIC PERCENT SIGN, U+061C ARABIC LETTER MARK,
/// U+200F RIGHT-TO-LEFT MARK, U+0660...U+0669 ARABIC-INDIC DIGITS ZERO...NINE.
@Suite struct CountFormatTests {
    static func text(_ style: CountFormat.Style, _ digits: Int, _ locale: String, _ value: String) throws -> String {
        try CountFormat(style, fractionDigits: digits, locale: locale).string(for: Decimal(string: value)!)
    }

    @Test(arguments: [
        // en_US: comma groups, full stop decimals.
        (CountFormat.Style.decimal, 0, "en_US", "1500000", "1,500,000"),
        (.decimal, 2, "en_US", "1234567.89", "1,234,567.89"),
        (.fixed, 2, "en_US", "1234567.89", "1234567.89"),
        (.currency("USD"), 2, "en_US", "1234.5", "$1,234.50"),
        (.percent, 1, "en_US", "0.125", "12.5%"),
        (.decimal, 0, "en_US", "-50", "-50"),
        // de_DE: full stop groups (U+002E), comma decimals, U+00A0 before the € and the %.
        (.decimal, 0, "de_DE", "1500000", "1.500.000"),
        (.decimal, 2, "de_DE", "1234567.89", "1.234.567,89"),
        (.fixed, 2, "de_DE", "1234567.89", "1234567,89"),
        (.currency("EUR"), 2, "de_DE", "1234.5", "1.234,50\u{00A0}€"),
        (.percent, 1, "de_DE", "0.125", "12,5\u{00A0}%"),
        // fr_FR: U+202F groups (CLDR 34 and later; older ICU used U+00A0), comma decimals.
        (.decimal, 0, "fr_FR", "1500000", "1\u{202F}500\u{202F}000"),
        (.decimal, 2, "fr_FR", "1234567.89", "1\u{202F}234\u{202F}567,89"),
        (.currency("EUR"), 2, "fr_FR", "1234.5", "1\u{202F}234,50\u{00A0}€"),
        (.percent, 1, "fr_FR", "0.125", "12,5\u{00A0}%"),
        // ar_EG: Arabic-Indic digits, U+066C groups, U+066B decimals; percent is U+066A then U+061C;
        // a minus is U+061C then U+002D.
        (.decimal, 0, "ar_EG", "1500000", "\u{0661}\u{066C}\u{0665}\u{0660}\u{0660}\u{066C}\u{0660}\u{0660}\u{0660}"),
        (
            .decimal, 2, "ar_EG", "1234567.89",
            "\u{0661}\u{066C}\u{0662}\u{0663}\u{0664}\u{066C}\u{0665}\u{0666}\u{0667}\u{066B}\u{0668}\u{0669}"
        ),
        (.percent, 1, "ar_EG", "0.125", "\u{0661}\u{0662}\u{066B}\u{0665}\u{066A}\u{061C}"),
        (.decimal, 0, "ar_EG", "-50", "\u{061C}-\u{0665}\u{0660}"),
        (
            .currency("EUR"), 2, "ar_EG", "1234.5",
            "\u{200F}\u{0661}\u{066C}\u{0662}\u{0663}\u{0664}\u{066B}\u{0665}\u{0660}\u{00A0}€"
        ),
        // hi_IN: Latin digits grouped in lakhs and crores: 3 digits, then 2 by 2.
        (.decimal, 0, "hi_IN", "1500000", "15,00,000"),
        (.decimal, 2, "hi_IN", "1234567.89", "12,34,567.89"),
        (.decimal, 0, "hi_IN", "1000000000", "1,00,00,00,000"),
        (.currency("INR"), 2, "hi_IN", "1500000", "₹15,00,000.00"),
    ])
    func formatsPerLocale(style: CountFormat.Style, digits: Int, locale: String, value: String, expected: String) throws
    {
        let actual = try Self.text(style, digits, locale, value)
        let scalars = actual.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        #expect(actual == expected, "\(locale) \(style): \(scalars)")
    }

    @Test func decimalsAreExactBeyondDoublePrecision() throws {
        // 999999999999999.99 has 17 significant digits: the nearest Double is 1000000000000000
        // (spacing 0.125 there), so a formatter working in Double would print 1,000,000,000,000,000.00.
        #expect(try Self.text(.decimal, 2, "en_US", "999999999999999.99") == "999,999,999,999,999.99")
    }

    @Test func roundsHalvesAwayFromZeroInDecimal() throws {
        let format = try CountFormat(.decimal, fractionDigits: 2, locale: "en_US")
        // 2.675 is a tie in decimal: rounds up to 2.68 (the Double nearest 2.675 is 2.67499999...).
        #expect(format.rounded(Decimal(string: "2.675")!) == Decimal(string: "2.68")!)
        #expect(format.rounded(Decimal(string: "-2.675")!) == Decimal(string: "-2.68")!)
        // A tiny negative rounds to zero, written without a sign.
        #expect(format.string(for: Decimal(string: "-0.004")!) == "0.00")
        // Percent keeps 2 more decimals in the value: 12.5% is 0.125 at 1 decimal.
        let percent = try CountFormat(.percent, fractionDigits: 1, locale: "en_US")
        #expect(percent.valueDecimals == 3)
        #expect(percent.showsExactly(Decimal(string: "0.125")!))
        #expect(!percent.showsExactly(Decimal(string: "0.1255")!))
    }

    @Test func decimalsAValueNeeds() {
        let cases: [(String, Int)] = [
            ("0", 0), ("1500000", 0), ("2.7", 1), ("49.90", 1), ("49.99", 2), ("-0.125", 3), ("1e-10", 10),
            ("1.5e3", 0),
        ]
        for (text, expected) in cases {
            #expect(CountFormat.decimals(of: Decimal(string: text)!) == expected, "\(text)")
        }
    }

    @Test func localeIdentifiersAreCheckedAndCanonical() throws {
        #expect(try CountFormat(locale: "en-US").locale.identifier == "en_US")
        #expect(try CountFormat(locale: "DE_de").locale.identifier == "de_DE")
        // The common language_REGION spellings of locales Foundation lists with their script
        // (CLDR likely subtags: zh-CN is zh-Hans-CN, zh-TW zh-Hant-TW, sr-RS sr-Cyrl-RS).
        #expect(try CountFormat(locale: "zh_CN").locale.identifier == "zh_Hans_CN")
        #expect(try CountFormat(locale: "zh-TW").locale.identifier == "zh_Hant_TW")
        #expect(try CountFormat(locale: "sr_RS").locale.identifier == "sr_Cyrl_RS")
        #expect(try CountFormat(.currency("eur"), fractionDigits: 2).style == .currency("EUR"))
        #expect {
            _ = try CountFormat(locale: "zz_ZZ_ZZ")
        } throws: { error in
            "\(error)"
                == """
                locale: expected a locale identifier Foundation knows (language_REGION, such as en_US, de_DE, \
                hi_IN), instead saw 'zz_ZZ_ZZ'
                """
        }
        // One letter off de_DE: it comes first among the suggestions.
        #expect {
            _ = try CountFormat(locale: "de_DEE")
        } throws: { error in
            guard case let MotionError.unknownLocale(input, suggestions) = error else { return false }
            // The other two are the nearest in this Foundation's (ICU's) list of locales.
            return input == "de_DEE" && suggestions.first == "de_DE"
                && "\(error)"
                    == """
                    locale: expected a locale identifier Foundation knows (language_REGION, such as en_US, de_DE, \
                    hi_IN), instead saw 'de_DEE'; did you mean 'de_DE' or 'de_BE' or 'en_EE'?
                    """
        }
    }

    @Test func currencyCodesAndDecimalsAreChecked() {
        #expect {
            _ = try CountFormat(.currency("EURO"), fractionDigits: 2)
        } throws: { error in
            "\(error)"
                == """
                currency: expected an ISO 4217 currency code (such as USD, EUR, JPY), instead saw 'EURO'; \
                did you mean 'EUR' or 'ERN' or 'KRO'?
                """
        }
        #expect {
            _ = try CountFormat(.decimal, fractionDigits: 11)
        } throws: { error in
            "\(error)" == "fraction digits: expected a number of decimals from 0 to 10, instead saw 11"
        }
        #expect {
            _ = try CountFormat(.decimal, fractionDigits: -1)
        } throws: { error in
            "\(error)" == "fraction digits: expected a number of decimals from 0 to 10, instead saw -1"
        }
    }
}

/// Digits in each locale's default numbering system in CLDR (cldr-json cldr-numbers-full,
/// main/LANG/numbers.json "defaultNumberingSystem": ar arab, fa arabext, mr deva, bn beng; hi and
/// th latn, their native systems only "native"), and CLDR's Japanese yen sign U+FFE5.
/// Digits as escapes: U+0660... ARABIC-INDIC, U+06F0... EXTENDED ARABIC-INDIC, U+0966... DEVANAGARI,
/// U+09E6... BENGALI.
@Suite struct CountFormatDigitsTests {
    @Test(arguments: [
        ("ar_EG", "\u{0664}\u{0662}\u{066C}\u{0660}\u{0661}\u{0667}"),  // ٤٢٬٠١٧
        ("fa_IR", "\u{06F4}\u{06F2}\u{066C}\u{06F0}\u{06F1}\u{06F7}"),  // ۴۲٬۰۱۷
        ("mr_IN", "\u{096A}\u{0968},\u{0966}\u{0967}\u{096D}"),  // ४२,०१७
        ("bn_BD", "\u{09EA}\u{09E8},\u{09E6}\u{09E7}\u{09ED}"),  // ৪২,০১৭
        ("ur_IN", "\u{06F4}\u{06F2}\u{066C}\u{06F0}\u{06F1}\u{06F7}"),  // ۴۲٬۰۱۷ (CLDR 49: arabext)
        ("hi_IN", "42,017"),
        ("th_TH", "42,017"),
        // Named numbering systems win: Latin Marathi, Thai digits U+0E50...
        ("mr_IN@numbers=latn", "42,017"),
        ("th_TH@numbers=thai", "\u{0E54}\u{0E52},\u{0E50}\u{0E51}\u{0E57}"),
    ])
    func digitsFollowCLDR(locale: String, expected: String) throws {
        let format = try CountFormat(.decimal, fractionDigits: 0, locale: locale)
        #expect(format.string(for: 42017) == expected)
    }

    @Test func rupeesInMarathiGroupInThousands() throws {
        // CLDR 49's mr currency pattern is ¤#,##0.00 (decimals keep #,##,##0.###): ₹१,२३४,५६७.००.
        let format = try CountFormat(.currency("INR"), fractionDigits: 2, locale: "mr_IN")
        #expect(
            format.string(for: 1_234_567)
                == "₹\u{0967},\u{0968}\u{0969}\u{096A},\u{096B}\u{096C}\u{096D}.\u{0966}\u{0966}")
        #expect(
            try CountFormat(.decimal, locale: "mr_IN").string(for: 1_234_567)
                == "\u{0967}\u{0968},\u{0969}\u{096A},\u{096B}\u{096C}\u{096D}")
    }

    @Test func yenInJapaneseIsFullWidth() throws {
        let format = try CountFormat(.currency("JPY"), fractionDigits: 0, locale: "ja_JP")
        #expect(format.string(for: 42017) == "\u{FFE5}42,017")
        // Elsewhere the yen keeps the locale's own sign: en_US writes ¥ (U+00A5).
        #expect(
            try CountFormat(.currency("JPY"), fractionDigits: 0, locale: "en_US").string(for: 42017) == "\u{00A5}42,017"
        )
    }

    @Test func unknownNumberingSystemIsRefused() throws {
        #expect {
            try CountFormat(.decimal, locale: "en_US@numbers=zzz")
        } throws: { error in
            "\(error)"
                == "locale: expected a locale identifier with at most a numbering system (mr_IN@numbers=latn), instead saw en_US@numbers=zzz"
        }
    }
}
