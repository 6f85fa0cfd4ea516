import FontScale
import FontScaleConfig
import Testing

/// A config whose every value is stated by hand, read back key by key; and the defaults of a
/// config that gives only what is required.
@Suite struct ConfigParserTests {
    static let fixture = """
        version: 1
        platform: ios
        model: proportional
        categories: Large...xxxLarge
        displayScale: 2
        fonts:
          directories: [fonts, ../shared]
          family: Inter
        styles:
          - name: Price
            textStyle: body
            scalesWith: headline
            weight: semibold
            size: 17
            lineHeight: 24
            tracking: -0.5
            minSize: "0.8x"
            maxSize: 40
            axes: {wdth: 90}
            features: [tnum]
            numeric: true
            containers: [Card]
            samples: ["$1.99"]
          - name: Heading
            textStyle: headline
            file: Heading.ttf
            index: 2
            size: 20
        containers:
          - {name: Card, width: 200, accessibilityMaxLines: 3, minimumScaleFactor: 0.75, height: 44}
        samples: [Hello]
        rules:
          typography/line-height: {severity: fail, minimumRatio: 1.3}
        overrides:
          - {rule: spacing/line-height, code: too-tight, style: Price, category: AX5, reason: "Accepted by design"}

        """

    @Test func everyValueAsWritten() throws {
        let config = try TestFormat.parse(Self.fixture)
        #expect(config.version == 1 && config.platform == .iOS && config.model == .proportional)
        #expect(config.categories == [.large, .xLarge, .xxLarge, .xxxLarge])
        #expect(config.displayScale == .x2)
        #expect(config.fontDirectories == ["/repo/ci/fonts", "/repo/shared"])
        #expect(config.defaultFont == .family("Inter"))

        let price = config.styles[0]
        #expect(price.name == "Price" && price.textStyle == .body && price.scalesWith == .headline)
        #expect(price.font == .family("Inter") && price.weight == .semibold && !price.italic)
        #expect(price.size == 17 && price.lineHeight == 24 && price.tracking == -0.5)
        #expect(price.minSize == .factor(0.8) && price.maxSize == .points(40))
        #expect(price.axes == ["wdth": 90] && price.features == ["tnum"] && price.numeric)
        #expect(price.containers == ["Card"] && price.samples?.map(\.text) == ["$1.99"])
        #expect(price.location.line == 10 && price.location(of: ConfigKeys.Style.size).line == 14)

        // Heading gives only what it must: the rest is the defaults (Apple's Headline is Semibold).
        let heading = config.styles[1]
        #expect(heading.font == .file("/repo/ci/Heading.ttf", index: 2) && heading.scalesWith == .headline)
        #expect(heading.weight == .semibold && heading.lineHeight == nil && heading.tracking == 0)
        #expect(heading.minSize == nil && heading.axes.isEmpty && heading.features.isEmpty && !heading.numeric)
        #expect(heading.containers == nil && heading.samples == nil)

        let card = config.containers[0]
        #expect(card.name == "Card" && card.width == 200 && card.maxLines == 1 && card.accessibilityMaxLines == 3)
        #expect(card.minimumScaleFactor == 0.75 && card.height == 44)
        #expect(config.samples.map(\.text) == ["Hello"])
        // The renamed id reads as the current one.
        let rule = try #require(config.rules["spacing/line-height"])
        #expect(rule.severity == .fail && rule.enabled && rule.options == ["minimumRatio": 1.3])
        let override = try #require(config.overrides.first)
        #expect(override.rule == "spacing/line-height" && override.code == "too-tight" && override.style == "Price")
        #expect(override.category == .accessibility5 && override.reason == "Accepted by design")
    }

    @Test func theDefaultsOfAConfigThatGivesOnlyWhatIsRequired() throws {
        let config = try TestFormat.parse(
            "version: 1\nstyles:\n  - {name: Body, textStyle: body, size: 17, family: Inter}\n")
        #expect(config.platform == .iOS && config.model == .uiFontMetrics && config.displayScale == .x3)
        #expect(config.categories.count == 12 && config.categories.first == .xSmall)
        #expect(config.categories.last == .accessibility5)
        #expect(config.fontDirectories.isEmpty && config.defaultFont == nil)
        #expect(config.containers.isEmpty && config.rules.isEmpty && config.overrides.isEmpty)
        #expect(config.samples.map(\.text) == ["Dynamic Type"])
        #expect(config.styles[0].weight == .regular && config.styles[0].font == .family("Inter"))
    }

    @Test(arguments: [
        (
            "version: 1\nstyles:\n  - {name: Body, textStyle: body, size: 17, family: X, features: [smcp]}\n",
            "/repo/ci/t.yml:3:66: error: styles[0].features: not a feature: 'smcp'"
        ),
        ("version: 1\n", "/repo/ci/t.yml:1:1: error: missing required key 'styles'"),
        (
            "version: 1\ndisplayScale: 4\nstyles:\n  - {name: Body, textStyle: body, size: 17, family: X}\n",
            "/repo/ci/t.yml:2:15: error: displayScale: expected 1, 2 or 3, instead saw 4"
        ),
        (
            "version: 2\nstyles:\n  - {name: Body, textStyle: body, size: 17, family: X}\n",
            "/repo/ci/t.yml:1:10: error: version: expected version 1, instead saw 2"
        ),
    ])
    func errorsSayWhereAndWhat(text: String, message: String) {
        #expect { try TestFormat.parse(text) } throws: { error in
            if "\(error)" != message { Issue.record("got: \(error)") }
            return "\(error)" == message
        }
    }
}
