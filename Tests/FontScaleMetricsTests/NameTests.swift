import FontScaleMetrics
import Testing

/// Every spelling a user may type or paste, and the errors for the rest, word for word.
@Suite struct NameTests {
    @Test(arguments: [
        ("Subhead", TextStyle.subheadline), ("subheadline", .subheadline), ("UICTFontTextStyleSubhead", .subheadline),
        ("Caption 1", .caption1), (".caption", .caption1), ("caption1", .caption1), ("CAPTION 2", .caption2),
        ("Large Title", .largeTitle), ("largeTitle", .largeTitle), ("UIFont.TextStyle.largeTitle", .largeTitle),
        ("UICTFontTextStyleTitle0", .largeTitle), (".title", .title1), ("Title 1", .title1), (".title2", .title2),
        ("headline", .headline), ("  Body  ", .body), ("Font.body", .body), ("callout", .callout),
        ("footnote", .footnote),
        ("Footnote 1", .footnote1), ("Subtitle 1", .subtitle1),
    ])
    func textStyleSpellings(input: String, expected: TextStyle) throws {
        #expect(try TextStyle.parse(input) == expected)
    }

    @Test(arguments: [
        ("xSmall", ContentSizeCategory.xSmall), ("extraSmall", .xSmall), ("XS", .xSmall),
        ("UICTContentSizeCategoryXS", .xSmall),
        ("L", .large), ("Large (Default)", .large), ("large", .large), ("XXXL", .xxxLarge), ("xxxLarge", .xxxLarge),
        ("extraExtraExtraLarge", .xxxLarge), ("UIContentSizeCategory.extraLarge", .xLarge), ("AX5", .accessibility5),
        ("accessibility5", .accessibility5), (".accessibility5", .accessibility5),
        ("DynamicTypeSize.accessibility3", .accessibility3),
        ("accessibilityExtraExtraExtraLarge", .accessibility5),
        ("UICTContentSizeCategoryAccessibilityXXXL", .accessibility5),
        ("accessibilityMedium", .accessibility1), ("UICTContentSizeCategoryAccessibilityM", .accessibility1),
        ("ax2", .accessibility2),
        ("Medium", .medium), ("M", .medium), ("small", .small),
    ])
    func categorySpellings(input: String, expected: ContentSizeCategory) throws {
        #expect(try ContentSizeCategory.parse(input) == expected)
    }

    @Test func categoriesAreOrdered() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        #expect(ContentSizeCategory.xSmall < .large && .xxxLarge < .accessibility1 && .accessibility4 < .accessibility5)
        #expect(
            ContentSizeCategory.accessibility1.isAccessibilityCategory
                && !ContentSizeCategory.xxxLarge.isAccessibilityCategory)
    }

    @Test(arguments: [
        (
            "bdy",
            """
            unknown text style 'bdy'; did you mean 'Body'? Expected one of: Large Title, Title 1, Title 2, Title 3, \
            Headline, Subtitle 1, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2, Footnote 1, Footnote 2
            """
        ),
        (
            "Captoin 1",
            """
            unknown text style 'Captoin 1'; did you mean 'Caption 1'? Expected one of: Large Title, Title 1, Title 2, \
            Title 3, Headline, Subtitle 1, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2, Footnote 1, \
            Footnote 2
            """
        ),
        (
            "zzzzzzzz",
            """
            unknown text style 'zzzzzzzz'. Expected one of: Large Title, Title 1, Title 2, Title 3, Headline, \
            Subtitle 1, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2, Footnote 1, Footnote 2
            """
        ),
    ])
    func textStyleErrors(input: String, message: String) {
        #expect { try TextStyle.parse(input) } throws: { "\($0)" == message }
    }

    @Test func categoryErrorsSuggestTheNearest() {
        #expect { try ContentSizeCategory.parse("xxLarg") } throws: {
            ($0 as? UnknownNameError)?.suggestion == "xxLarge"
        }
        #expect { try ContentSizeCategory.parse("AX9") } throws: { ($0 as? UnknownNameError)?.suggestion == "AX1" }
        #expect { try ContentSizeCategory.parse("accesibility5") } throws: {
            ($0 as? UnknownNameError)?.suggestion == "AX5"
        }
        #expect { try ContentSizeCategory.parse("") } throws: { ($0 as? UnknownNameError)?.suggestion == nil }
    }

    @Test func platformsAndWeights() throws {
        #expect(try Platform.parse("iPadOS") == .iOS)
        #expect(try Platform.parse("watchos") == .watchOS)
        #expect(try FontWeight.parse("semibold") == .semibold)
        #expect(try FontWeight.parse("Demi Bold") == .semibold)
        #expect(try FontWeight.parse("600") == .semibold)
        #expect(try FontWeight.parse(".heavy") == .heavy)
        #expect(try FontWeight.parse("350").rawValue == 350)
        #expect(throws: UnknownNameError.self) { try FontWeight.parse("1001") }
        #expect(throws: UnknownNameError.self) { try FontWeight.parse("0") }
        #expect { try FontWeight.parse("semibld") } throws: { ($0 as? UnknownNameError)?.suggestion == "Semibold" }
    }

    // Bold Text: the three lightest weights gain 100, the others 200, up to 900.
    @Test(arguments: [
        (100, 200), (200, 300), (300, 400), (400, 600), (500, 700), (600, 800), (700, 900), (800, 900), (900, 900),
    ])
    func boldTextWeights(weight: Int, bold: Int) {
        #expect(FontWeight(rawValue: weight)!.boldTextWeight.rawValue == bold)
    }
}
