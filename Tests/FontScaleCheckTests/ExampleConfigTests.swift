import FontScaleCheck
import FontScaleConfig
import FontScaleTestSupport
import Foundation
import Testing

/// The example configs in examples/, with the exact findings they must produce.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct ExampleConfigTests {
    static func check(_ name: String) throws -> CheckResult {
        let path = Fixture.root.appendingPathComponent("examples/\(name)").path
        let config = try ConfigParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        return try Checker(config: config).run()
    }

    @Test(arguments: ["clean.yml", "clean.json"])
    func cleanConfigHasNoFindings(name: String) throws {
        let result = try Self.check(name)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(!result.fontErrors && result.styles == 5 && result.categories.count == 12)
        #expect(result.measurements == 168)  // 4 styles x 12 categories x 3 samples + Price x 12 x 2
    }

    /// Worked out by hand from Apple's tables (the measured UIFontMetrics factors) and the fonts:
    /// Title's 30 pt line height scales to 27.33 pt for 26 pt text at xSmall (1.051x); Caption 12 pt
    /// becomes 10 pt at xSmall; Body 17 pt would reach 37 pt at AX3 but maxSize 30 stops it at 176%;
    /// Tag (Caption 2, 11 pt) reaches 19 pt at xxxLarge and 30 at AX3, past Footnote's 17 and 29 and
    /// Caption's, exactly as Apple's own Caption 2 passes Footnote and Caption 1 at their HIG sizes
    /// (one note per pair); Subtitle scales with Body's curve to 33 pt at AX3, past the capped Body,
    /// which Apple's Body and Title 3 never do (a warning, at Body's maxSize, its cause).
    static let expected: [(String, String, Severity, Int, Int, String?, String?, Bool)] = [
        ("spacing/line-height", "too-tight", .warn, 13, 17, "Title", "xSmall", false),
        ("spacing/line-height", "too-tight", .warn, 13, 17, "Title", "Large", false),
        ("spacing/line-height", "too-tight", .warn, 13, 17, "Title", "xxxLarge", false),
        ("spacing/line-height", "too-tight", .warn, 13, 17, "Title", "AX3", false),
        ("layout/fits-container", "overflows", .fail, 50, 5, "Title", "AX3", true),
        ("font/resolves", "weight-substituted", .warn, 15, 5, "Headline", nil, false),
        ("scale/curve-mismatch", "scaled-with-other-style", .fail, 22, 17, "Subtitle", nil, false),
        ("wcag/resize-text", "capped", .fail, 28, 14, "Body", "AX3", false),
        ("font/glyph-coverage", "missing-glyphs", .fail, 42, 15, "Caption", nil, false),
        ("size/legible-minimum", "below-minimum", .fail, 40, 11, "Caption", "xSmall", false),
        ("numbers/tabular-figures", "tnum-not-enabled", .warn, 46, 14, "Price", nil, false),
        ("scale/hierarchy", "inverted", .warn, 28, 14, "Body", "AX3", false),
        ("scale/hierarchy", "inverted-like-apple", .info, 32, 11, "Footnote", "xxxLarge", false),
        ("scale/hierarchy", "inverted-like-apple", .info, 40, 11, "Caption", "xSmall", false),
        ("config/unused-override", "unused", .info, 63, 5, nil, nil, false),
    ]

    @Test func violationsConfigHasExactlyTheseFindings() throws {
        let result = try Self.check("violations.yml")
        #expect(result.findings.count == Self.expected.count)
        for (finding, expected) in zip(result.findings, Self.expected) {
            let (rule, code, severity, line, column, style, category, suppressed) = expected
            #expect(finding.rule == rule && finding.code == code && finding.severity == severity, "\(finding)")
            #expect(
                finding.location.line == line && finding.location.column == column,
                "\(finding.rule) at \(finding.location)")
            #expect(finding.style == style && finding.category?.displayName == category, "\(finding)")
            #expect((finding.suppressed != nil) == suppressed, "\(finding)")
        }
        // The suppressed overflow does not count: 4 fail, and 7 warn on top.
        #expect(result.count(atLeast: .fail) == 4)
        #expect(result.count(atLeast: .warn) == 11)
        #expect(
            result.findings[11].message
                == "Body (17 pt at Large) is held at 30 pt by its maxSize, smaller than Subtitle at AX3 (Subtitle is 33 pt at AX3)"
        )
        // The cap is the cause: raising it past Subtitle's 33 pt is not enough for wcag/resize-text (34 pt).
        #expect(
            result.findings[11].hint
                == "raise maxSize to at least 34 pt (wcag/resize-text: Body reaches 200% of 17 pt at AX3), or remove it"
        )
        #expect(
            result.findings[12].message
                == "Footnote (13 pt at Large) renders smaller than Tag at xxxLarge, AX3 (17 pt and 19 pt at xxxLarge), as Apple's own Footnote and Caption 2 (13 and 11 pt at Large) do, at 17 and 19 pt there under uiFontMetrics: the inversion comes from Apple's curves, not from the config"
        )
        // Messages carry the numbers.
        #expect(result.findings[0].message == "Title has a 27.33 pt line height for 26 pt text at xSmall (1.051x)")
        #expect(result.findings[5].message == "Headline wants 600; Atkinson Hyperlegible has 400 and 700: using 700")
        #expect(
            result.findings[7].message
                == "Body is 30 pt at AX3, where its curve reaches 200% (37 pt): a factor of 1.76 (30/17), its maxSize stops it from AX2 on"
        )
        #expect(
            result.findings[8].message
                == "Caption: Merriweather has no glyph for U+4FA1 価, U+683C 格 in \"Preis 価格\" (Noto Sans CJK JP stands in for them here)"
        )
        // The stand-in is fontconfig's choice among the faces that map both (fc-list ':charset=4fa1
        // 683c' here: Noto Sans CJK's faces and WenQuanYi Micro Hei from .fonts); hb-shape, a
        // separate HarfBuzz program, maps them to real glyphs in its first face.
        let glyphs = try HBShape.glyphIDs(font: TestFonts.directory + "/NotoSansCJK-Regular.ttc", text: "価格")
        #expect(glyphs.count == 2 && !glyphs.contains(0))
        #expect(
            result.findings[4].suppressed == "The title may wrap once at AX3; the navigation bar allows two lines there"
        )
    }

    @Test func axesAreSetAndChecked() throws {
        let text = """
            version: 1
            categories: [Large, AX5]
            fonts: {family: Merriweather, directories: [\(TestFonts.directory)]}
            styles:
              - {name: Condensed, textStyle: body, size: 17, axes: {wdth: 80}}
              - {name: Graded, textStyle: body, size: 16, axes: {GRAD: 50}}
            """
        let result = try Checker(config: try ConfigParser.parse(text, file: "axes.yml")).run()
        let axisFindings = result.findings.filter { $0.rule == "font/resolves" }
        #expect(axisFindings.map(\.code) == ["axis-out-of-range", "axis-missing"])
        #expect(axisFindings[0].message == "Condensed sets wdth 80 outside Merriweather's 87...112: using 87")
        #expect(axisFindings[0].severity == .warn && axisFindings[1].severity == .fail)
        #expect(axisFindings[1].location.line == 6)
        #expect {
            try ConfigParser.parse(text.replacingOccurrences(of: "{GRAD: 50}", with: "{wght: 500}"), file: "axes.yml")
        } throws: {
            "\($0)" == "axes.yml:6:60: error: styles[1].axes.wght: set wght with weight, not axes"
        }
    }

    @Test func italicMissing() throws {
        // Heebo has upright faces only.
        let text =
            "version: 1\ncategories: [Large]\nfonts: {family: Heebo, directories: [\(TestFonts.directory)]}\nstyles:\n  - {name: Quote, textStyle: callout, size: 16, italic: true}\n"
        let result = try Checker(config: try ConfigParser.parse(text, file: "italic.yml")).run()
        let finding = try #require(result.findings.first { $0.rule == "font/resolves" })
        #expect(finding.code == "italic-missing" && finding.severity == .warn && finding.location.line == 5)
        #expect(finding.message == "Quote asks for an italic the family does not have")
    }

    @Test func overflowAgreesWithHBShape() throws {
        // Title at AX3: 28 x 1.6763 -> 47 pt; "Account settings" in Merriweather wght 400 at opsz 47.
        let width =
            try HBShape.advance(
                font: TestFonts.merriweather, unitsPerEm: 2000, text: "Account settings",
                variations: ["wght": 400, "wdth": 100, "opsz": 47]) * 47 / 2000
        #expect(width > 343)
        let atXXXLarge =
            try HBShape.advance(
                font: TestFonts.merriweather, unitsPerEm: 2000, text: "Account settings",
                variations: ["wght": 400, "wdth": 100, "opsz": 34]) * 34 / 2000
        #expect(atXXXLarge <= 343)  // so no finding at xxxLarge (34 pt)
    }
}
