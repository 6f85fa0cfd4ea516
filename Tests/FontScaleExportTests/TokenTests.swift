import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

/// config -> DTCG tokens -> config keeps every value.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct TokenRoundTripTests {
    /// Everything a config can say: a font file with an index, factor and point limits, axes,
    /// features, per-style containers and samples, rule options (numbers and style lists),
    /// overrides with codes and containers, a category subset, a shrinking container with its own
    /// line limit at the accessibility sizes, odd names.
    static let full = """
        version: 1
        platform: ios
        model: proportional
        categories: [xSmall, Large, AX1, AX5]
        displayScale: 2
        fonts:
          directories: ["../.fonts"]
          file: "../.fonts/Merriweather[opsz,wdth,wght].ttf"
        styles:
          - name: "Display \\"Hero\\""
            textStyle: largeTitle
            weight: 800
            size: 40.5
            lineHeight: 44.25
            tracking: -0.3745
            maxSize: "1.5x"
            axes: {wdth: 87.5}
          - name: Überschrift
            textStyle: title2
            scalesWith: title3
            family: Inter
            italic: false
            size: 22
            minSize: 18
            maxSize: 40
            features: [ss01=2, "-liga"]
            containers: [Card]
          - name: Label
            textStyle: caption2
            family: Atkinson Hyperlegible
            weight: bold
            size: 11
            numeric: true
            samples: ["1 234,50 €", "Tab\\tstop"]
        containers:
          - name: Card
            width: 160.5
            maxLines: 2
            accessibilityMaxLines: 4
            minimumScaleFactor: 0.75
          - name: Row
            width: 343
            maxLines: 0
        samples: ["Einstellungen", "价格"]
        rules:
          accessibility/text-resize:
            severity: warn
            minimumFactor: 1.8
            styles: [body, title2]
          spacing/line-height:
            enabled: false
          layout/fits-container:
            severity: info
        overrides:
          - rule: layout/fits-container
            code: shrinks-below-minimum
            style: Überschrift
            category: AX5
            container: Card
            reason: "Cards truncate at AX5 by design: the detail view shows the whole title"
        """

    static func configs() throws -> [(String, String)] {
        let examples = try ["clean.yml", "clean.json", "violations.yml"].map { name in
            (name, try String(contentsOf: Examples.folder.appendingPathComponent(name), encoding: .utf8))
        }
        return examples + [("full.yml", full)]
    }

    /// The config as `--print-config` prints it (every value, defaults filled), without the header naming the file.
    static func printed(_ config: CheckConfig) -> String {
        ConfigPrinter.yaml(config).split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(
            separator: "\n")
    }

    @Test(arguments: try configs()) func roundTrip(name: String, text: String) throws {
        let path = Examples.folder.appendingPathComponent(name).path  // relative paths resolve from examples/
        let original = try ConfigParser.parse(text, file: path)
        let tokens = try Exporter.render(
            .dtcg, config: original, catalog: try FontCatalog(fontDirectories: original.fontDirectories), source: name)
        let yaml = try TokenImport.config(fromTokens: Data(tokens.utf8), file: "tokens.json", output: path)
        let back = try ConfigParser.parse(yaml, file: path)
        #expect(Self.printed(back) == Self.printed(original), "\(yaml)")
        #expect(
            back.styles.map(\.lineHeight) == original.styles.map(\.lineHeight),
            "given line heights stay given, derived stay derived")
        #expect(back.styles.map(\.font) == original.styles.map(\.font))
        #expect(back.defaultFont == original.defaultFont && back.fontDirectories == original.fontDirectories)
        #expect(back.rules.keys.sorted() == original.rules.keys.sorted())
        // And once more: the tokens of the imported config are the same tokens.
        let again = try Exporter.render(
            .dtcg, config: back, catalog: try FontCatalog(fontDirectories: back.fontDirectories), source: name)
        #expect(again == tokens)
    }

    /// The tokens follow the DTCG format: typography composites with the five sub-values, dimensions as {value, unit}.
    @Test func tokensAreDTCG() throws {
        let text = try Examples.render(.dtcg, "clean.yml")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let typography = try #require(root["typography"] as? [String: [String: Any]])
        #expect(typography.keys.sorted() == ["body", "caption", "headline", "price", "title"])
        for (name, token) in typography {
            #expect(token["$type"] as? String == "typography", "\(name)")
            let value = try #require(token["$value"] as? [String: Any])
            #expect(
                Set(value.keys) == ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], "\(name)")
            let size = try #require(value["fontSize"] as? [String: Any])
            #expect(size["unit"] as? String == "px")
            #expect((value["fontFamily"] as? [String])?.first == "Merriweather")
        }
        let body = try #require(typography["body"]?["$value"] as? [String: Any])
        #expect(body["lineHeight"] as? Double == 1.294118, "22 / 17, the config's line height")
        #expect(body["fontWeight"] as? Int == 400)
    }
}

/// Tokens written by other tools, and broken tokens.
@Suite struct TokenImportTests {
    /// Tokens Studio / Style Dictionary habits: nested groups, a group $type, aliases, rem and %
    /// units, named weights, the older string dimensions.
    static let foreign = """
        {
          "font": {
            "family": {"brand": {"$type": "fontFamily", "$value": ["Merriweather", "Georgia", "serif"]}},
            "size": {"$type": "dimension", "body": {"$value": {"value": 1.0625, "unit": "rem"}}}
          },
          "type": {
            "$type": "typography",
            "body": {"$value": {"fontFamily": "{font.family.brand}", "fontSize": "{font.size.body}", "fontWeight": "regular",
                                "lineHeight": 1.5, "letterSpacing": "-2%"}},
            "title-1": {"$value": {"fontFamily": "Inter", "fontSize": "28px", "fontWeight": "semi-bold", "lineHeight": "34px",
                                   "letterSpacing": {"value": 0.38, "unit": "px"}}},
            "hero": {"$value": {"fontFamily": ["Inter"], "fontSize": 40, "fontWeight": 800, "lineHeight": "110%", "letterSpacing": "-0.02em"}}
          }
        }
        """

    @Test func foreignTokens() throws {
        let yaml = try TokenImport.config(fromTokens: Data(Self.foreign.utf8), file: "tokens.json")
        let config = try ConfigParser.parse(yaml, file: "/tmp/fontscale.yml")
        #expect(config.styles.map(\.name) == ["Hero", "Title 1", "Body"], "largest first")
        let (hero, title, body) = (config.styles[0], config.styles[1], config.styles[2])
        // 1.0625 rem = 17 px; 1.5 x 17 = 25.5; -2% of 17 = -0.34.
        #expect(body.size == 17 && body.lineHeight == 25.5 && abs(body.tracking + 0.34) < 1e-9)
        #expect(body.font == .family("Merriweather") && body.weight.rawValue == 400 && body.textStyle == .body)
        #expect(
            title.textStyle == .title1 && title.weight.rawValue == 600 && title.lineHeight == 34
                && title.tracking == 0.38)
        // 40 pt has no text style in its name: Large Title (34 pt) is the nearest HIG size.
        #expect(hero.textStyle == .largeTitle && hero.lineHeight == 44 && abs(hero.tracking + 0.8) < 1e-9)
        #expect(yaml.contains("textStyle: largeTitle  # guessed: the Apple text style nearest to 40 pt"))
    }

    @Test(arguments: [
        ("{\"a\": ", "t.json: not JSON (Unexpected end of file during JSON parse.)"),
        ("[1, 2]", "t.json: expected a JSON object of token groups, instead saw an array"),
        (
            "{\"c\": {\"$type\": \"color\", \"$value\": \"#fff\"}}",
            "t.json: expected typography tokens ($type \"typography\"), instead found 1 tokens of type color"
        ),
        (
            "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontSize\": \"{a.b}\"}}}",
            "t.json: token 't': alias {a.b} names no token in the file"
        ),
        (
            // A line break inside an alias (the fuzzer's find) is shown escaped: the error stays one line.
            "{\"t\\nu\": {\"$type\": \"typography\", \"$value\": {\"fontSize\": \"{a\\nb}\"}}}",
            "t.json: token 't\\nu': alias {a\\nb} names no token in the file"
        ),
        (
            "{\"a\": {\"$value\": \"{b}\"}, \"b\": {\"$value\": \"{a}\"}, \"t\": {\"$type\": \"typography\", \"$value\": {\"fontSize\": \"{a}\"}}}",
            "t.json: token 't': alias cycle: a -> b -> a"
        ),
        (
            "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"X\"}}}",
            "t.json: token 't': fontSize is missing"
        ),
        (
            "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontSize\": {\"value\": 17, \"unit\": \"vw\"}}}}",
            "t.json: token 't': fontSize: expected the unit px or rem, instead saw 'vw'"
        ),
        (
            "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontSize\": \"17em\"}}}",
            "t.json: token 't': fontSize: em needs a font size; give px or rem"
        ),
        (
            "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontSize\": 0}}}",
            "t.json: token 't': fontSize: expected a size above 0 and at most 4096 px, instead saw 0"
        ),
        (
            "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontSize\": 17, \"fontWeight\": 1200}}}",
            "t.json: token 't': fontWeight: expected a whole number from 1 to 1000, instead saw 1200"
        ),
        (
            "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontSize\": 17, \"fontWeight\": \"chunky\"}}}",
            "t.json: token 't': fontWeight: expected a number from 1 to 1000 or a DTCG weight name (thin, light, regular, medium, semi-bold, bold, black, ...), instead saw 'chunky'"
        ),
        (
            "{\"t\": {\"$type\": \"typography\", \"$value\": \"17px Inter\"}}",
            "t.json: token 't': expected a typography object ($value with fontFamily, fontSize, ...), instead saw a string"
        ),
        // Values that are each well-formed but make no valid config: a watchOS text style on iOS.
        (
            "{\"$extensions\": {\"dev.fontscale\": {\"platform\": \"ios\"}}, \"t\": {\"$type\": \"typography\", \"$value\": {\"fontSize\": 17}, \"$extensions\": {\"dev.fontscale\": {\"textStyle\": \"footnote1\"}}}}",
            "t.json: the tokens make an invalid config: fontscale.yml:6:16: error: styles[0].textStyle: iOS has no text style 'Footnote 1'; expected one of: Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2"
        ),
    ])
    func brokenTokens(json: String, message: String) {
        do {
            _ = try TokenImport.config(fromTokens: Data(json.utf8), file: "t.json")
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.description == message)
        }
    }
}
