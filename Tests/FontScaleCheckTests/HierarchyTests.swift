import FontScaleCheck
import FontScaleConfig
import FontScaleTestSupport
import Foundation
import Testing

/// scale/hierarchy against Apple's own relation, with the measured UIFontMetrics factors of
/// Tests/Fixtures/reference/uifontmetrics_scale.tsv worked by hand (whole points, rounded):
///
/// | category | Footnote 13 pt | Caption 1 12 pt | Caption 2 11 pt |
/// |---|---|---|---|
/// | xLarge | x 1.111 = 14.44 -> 14 | x 1.1877 = 14.25 -> 14 | x 1.3847 = 15.23 -> 15 |
/// | AX1 | x 1.611 = 20.94 -> 21 | x 1.6877 = 20.25 -> 20 | x 1.923 = 21.15 -> 21 |
/// | AX5 | x 2.889 = 37.56 -> 38 | x 3.1877 = 38.25 -> 38 | x 3.6923 = 40.62 -> 41 |
///
/// Apple's own sizes invert there too, so a config at those sizes gets a note per pair, not a
/// warning per category.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct HierarchyTests {
    static func findings(_ styles: String, model: String = "uiFontMetrics", rules: String = "{}") throws -> [Finding] {
        let text = """
            version: 1
            model: \(model)
            rules: \(rules)
            categories: xSmall...AX5
            fonts: {family: Merriweather, directories: ["\(TestFonts.directory)"]}
            samples: ["Dynamic Type"]
            styles:
            \(styles)
            """
        let result = try Checker(config: try ConfigParser.parse(text, file: "h.yml")).run()
        return result.findings.filter { $0.rule == "scale/hierarchy" }
    }

    static let hig = """
          - {name: Footnote, textStyle: footnote, size: 13}
          - {name: Caption 1, textStyle: caption1, size: 12, minSize: 11}
          - {name: Caption 2, textStyle: caption2, size: 11, minSize: 11}
        """

    @Test func applesOwnInversionsAreOneNoteEach() throws {
        let findings = try Self.findings(Self.hig)
        #expect(findings.map(\.code) == ["inverted-like-apple", "inverted-like-apple"])
        #expect(findings.allSatisfy { $0.severity == .info && $0.category == .xLarge })
        // Footnote ties Caption 2 at AX1 (21 and 21 pt): no inversion there.
        #expect(
            findings[0].message
                == "Footnote (13 pt at Large) renders smaller than Caption 2 at xLarge...xxxLarge, AX2...AX5 (14 pt and 15 pt at xLarge), as Apple's own Footnote and Caption 2 (13 and 11 pt at Large) do, at 14 and 15 pt there under uiFontMetrics: the inversion comes from Apple's curves, not from the config"
        )
        #expect(
            findings[1].message
                == "Caption 1 (12 pt at Large) renders smaller than Caption 2 at xLarge...AX5 (14 pt and 15 pt at xLarge), as Apple's own Caption 1 and Caption 2 (12 and 11 pt at Large) do, at 14 and 15 pt there under uiFontMetrics: the inversion comes from Apple's curves, not from the config"
        )
        #expect(
            findings[1].hint
                == "nothing to fix; to keep the order anyway, give Caption 2 a maxSize or scale Caption 1 with a steeper curve (scalesWith)"
        )
    }

    /// Raising the rule raises its warnings, not its notes: `--print-config` spells out
    /// `severity: warn`, and the printed config must read back as the same config.
    @Test func notesStayNotesWhateverTheRulesSeverity() throws {
        for severity in ["warn", "fail"] {
            let findings = try Self.findings(Self.hig, rules: "{scale/hierarchy: {severity: \(severity)}}")
            #expect(findings.map(\.severity) == [.info, .info], "\(severity)")
        }
    }

    /// The HIG's size ratios keep the order (Caption 2 x 1.1818 = 13 pt, Footnote x 1.1538 = 15
    /// pt at xLarge): nothing to report under the proportional model.
    @Test func proportionalKeepsTheOrder() throws {
        #expect(try Self.findings(Self.hig, model: "proportional").isEmpty)
    }

    /// A 12 pt Footnote: 12 x 1.111 = 13.33 -> 13 pt at xLarge, where Apple's ratio (14/15) asks
    /// for at least 15 x 14/15 - 0.5 = 13.5 pt: worse than Apple's, a warning.
    @Test func worseThanApplesIsAWarning() throws {
        let findings = try Self.findings(
            "  - {name: Footnote, textStyle: footnote, size: 12}\n  - {name: Caption 2, textStyle: caption2, size: 11}")
        let first = try #require(findings.first)
        #expect(first.code == "inverted" && first.severity == .warn && first.category == .xLarge)
        #expect(
            first.message
                == "Footnote (12 pt at Large) renders 13 pt at xLarge, smaller than Caption 2 at 15 pt, more than Apple's own Footnote and Caption 2 (13 and 11 pt at Large) do, at 14 and 15 pt there under uiFontMetrics (at least 14 pt would match Apple)"
        )
        #expect(first.actual == "13 pt" && first.expected == "at least 15 pt")
    }

    /// Apple's Title 3 (20 pt) never renders below Body (17 pt); a cap that makes it is the config's:
    /// at AX2 Title 3 would be 20 x 1.76 = 35 pt, capped at 30, and Body 17 x 1.8183 = 30.9 -> 31 pt.
    @Test func inversionsApplesSizesDoNotHaveAreWarnings() throws {
        let findings = try Self.findings(
            "  - {name: Title, textStyle: title3, size: 20, maxSize: 30}\n  - {name: Body, textStyle: body, size: 17}")
        #expect(findings.map(\.category) == [.accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(findings.allSatisfy { $0.code == "inverted" && $0.severity == .warn })
        #expect(findings[0].message == "Title (20 pt at Large) renders 30 pt at AX2, smaller than Body at 31 pt")
    }
}
