import FontScaleConfig
import Testing

/// `--print-config`: a config with every default written out, word for word, and read back the same.
@Suite struct ConfigPrinterTests {
    static let given = """
        version: 1
        fonts: {family: Inter}
        styles:
          - {name: Body, textStyle: body, size: 17}
        containers:
          - {name: Card, width: 200}

        """

    /// Body at Large is 17 pt on a 22 pt line (Apple's HIG), so the derived line height is 22.
    static let printed = """
        # /repo/ci/t.yml with every default filled in (fontscale check --print-config)
        version: 1
        platform: ios
        model: uiFontMetrics
        categories: [xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5]
        displayScale: 3
        fonts:
          directories: []
          family: "Inter"
        styles:
          - name: "Body"
            textStyle: body
            scalesWith: body
            family: "Inter"
            weight: 400
            italic: false
            size: 17
            lineHeight: 22  # the text style's HIG leading ratio
            tracking: 0
            minSize: null  # none
            maxSize: null  # none
            axes: {}
            features: []
            numeric: false
            containers: ["Card"]
            samples: ["Dynamic Type"]
        containers:
          - name: "Card"
            width: 200
            maxLines: 1
        samples:
          - "Dynamic Type"
        rules:
          spacing/line-height:
            severity: warn
            enabled: true
            minimumRatio: 1.15
        overrides: []

        """

    @Test func everyDefaultWrittenOut() throws {
        let text = TestFormat.print(try TestFormat.parse(Self.given))
        #expect(text == Self.printed)
    }

    @Test func thePrintedConfigReadsBackTheSame() throws {
        let once = TestFormat.print(try TestFormat.parse(ConfigParserTests.fixture))
        let twice = TestFormat.print(try TestFormat.parse(once))
        // Read back, a derived line height (Heading: 20 x 22/17 = 25.8824) is a given one: only its comment goes.
        #expect(once.contains("    lineHeight: 25.8824  # the text style's HIG leading ratio\n"))
        #expect(once.replacingOccurrences(of: "  # the text style's HIG leading ratio", with: "") == twice)
        // The values a person gave survive: a factor limit stays a factor, tracking keeps its sign.
        #expect(once.contains("    tracking: -0.5\n    minSize: \"0.8x\"\n    maxSize: 40\n"))
        #expect(once.contains("  - rule: spacing/line-height\n    code: too-tight\n    style: \"Price\"\n"))
    }
}
