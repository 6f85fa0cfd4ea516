import FontScaleMetrics
import FontScaleTestSupport
import Testing

/// Every cell of the generated tables against the data files, plus hand-typed spot checks from
/// Apple's HIG pages (first, last and odd cells).
@Suite struct TableTests {
    /// The tables in Tables/ and the reference fixtures they were copied from.
    static let sources: [(file: String, rows: [[String: String]])] = [
        ("Tables/ios.tsv", Fixture.table("ios.tsv")),
        ("Tests/Fixtures/reference/ios.tsv", Fixture.referenceTable("ios.tsv")),
    ]

    @Test func iOSTableHasEveryCellOfTheData() throws {
        for (file, rows) in Self.sources {
            #expect(rows.count == 132, "\(file)")
            for row in rows {
                let metrics = try HIG.metrics(
                    TextStyle.parse(row["style"]!), ContentSizeCategory.parse(row["category"]!))
                #expect(metrics.pointSize == Fixture.number(row["size"]), "\(file) \(row)")
                #expect(metrics.leading == Fixture.number(row["leading"]), "\(file) \(row)")
                #expect(metrics.weight.name == row["weight"], "\(file) \(row)")
            }
        }
        #expect(HIG.table(.iOS).count == 132)
    }

    @Test func otherPlatformsMatchTheirData() throws {
        for (platform, file, leadingColumn) in [
            (Platform.watchOS, "watchos.tsv", "leading"), (.tvOS, "tvos.tsv", "leading"),
            (.macOS, "macos.tsv", "line_height"),
        ] {
            for rows in [Fixture.table(file), Fixture.referenceTable(file)] {
                #expect(rows.count == HIG.table(platform).count)
                for row in rows {
                    let category = try row["category"].map { try ContentSizeCategory.parse($0) } ?? .large
                    let metrics = try HIG.metrics(TextStyle.parse(row["style"]!), category, platform: platform)
                    #expect(metrics.pointSize == Fixture.number(row["size"]), "\(platform) \(row)")
                    #expect(metrics.leading == Fixture.number(row[leadingColumn]), "\(platform) \(row)")
                    #expect(metrics.weight.name == row["weight"], "\(platform) \(row)")
                    #expect(metrics.emphasizedWeight.name == row["emphasized_weight"], "\(platform) \(row)")
                }
            }
        }
    }

    @Test func emphasizedWeightsMatchTheData() throws {
        for row in Fixture.table("ios_emphasized.tsv") + Fixture.referenceTable("ios_emphasized.tsv") {
            let style = try TextStyle.parse(row["style"]!)
            for category in ContentSizeCategory.allCases {
                #expect(try HIG.metrics(style, category).emphasizedWeight.name == row["emphasized_weight"])
            }
        }
    }

    // Spot checks typed from Apple's HIG tables, not read from any file.
    @Test(arguments: [
        (TextStyle.largeTitle, ContentSizeCategory.xSmall, 31.0, 38.0, FontWeight.regular),
        (.caption2, .accessibility5, 40, 48, .regular),
        (.body, .large, 17, 22, .regular),
        (.headline, .large, 17, 22, .semibold),
        (.subheadline, .xxxLarge, 21, 28, .regular),
        (.headline, .accessibility3, 40, 48, .semibold),
        (.caption1, .xSmall, 11, 13, .regular),
        (.title1, .accessibility4, 53, 62, .regular),
    ])
    func iOSSpotChecks(
        style: TextStyle, category: ContentSizeCategory, size: Double, leading: Double, weight: FontWeight
    ) throws {
        let metrics = try HIG.metrics(style, category)
        #expect(metrics.pointSize == size)
        #expect(metrics.leading == leading)
        #expect(metrics.weight == weight)
    }

    @Test func otherPlatformSpotChecks() throws {
        #expect(try HIG.metrics(.title2, .accessibility1, platform: .watchOS).leading == 41)
        #expect(try HIG.metrics(.largeTitle, .xSmall, platform: .watchOS).leading == 32.5)
        #expect(try HIG.metrics(.footnote2, .accessibility3, platform: .watchOS).pointSize == 17)
        #expect(try HIG.metrics(.title1, platform: .tvOS).pointSize == 76)
        #expect(try HIG.metrics(.title1, .accessibility5, platform: .tvOS).pointSize == 76)  // no Dynamic Type
        #expect(try HIG.metrics(.headline, platform: .macOS).weight == .bold)
        #expect(try HIG.metrics(.headline, platform: .macOS).emphasizedWeight == .heavy)
        #expect(try HIG.metrics(.body, platform: .macOS).pointSize == 13)
    }

    @Test func missingStylesAndCategoriesAreErrors() {
        #expect(throws: MetricsError.styleNotOnPlatform(.callout, .watchOS)) {
            try HIG.metrics(.callout, .large, platform: .watchOS)
        }
        #expect(throws: MetricsError.categoryNotOnPlatform(.medium, .watchOS)) {
            try HIG.metrics(.body, .medium, platform: .watchOS)
        }
        #expect(throws: MetricsError.styleNotOnPlatform(.largeTitle, .tvOS)) {
            try HIG.metrics(.largeTitle, platform: .tvOS)
        }
        #expect(
            MetricsError.categoryNotOnPlatform(.accessibility4, .watchOS).description
                == """
                watchOS has no content size category 'AX4'; expected one of: xSmall, Small, Large, xLarge, \
                xxLarge, xxxLarge, AX1, AX2, AX3
                """
        )
    }

    @Test func minimumLegibleSizes() {
        #expect(Platform.iOS.minimumLegibleSize == 11)
        #expect(Platform.watchOS.minimumLegibleSize == 12)
        #expect(Platform.macOS.minimumLegibleSize == 10)
        #expect(Platform.tvOS.minimumLegibleSize == 23)
    }

    @Test func everyTableNamesItsSource() {
        #expect(HIG.sources.count == 9)
        for source in HIG.sources {
            #expect(!source.source.isEmpty && !source.revision.isEmpty && !source.confidence.isEmpty, "\(source.file)")
        }
    }
}
