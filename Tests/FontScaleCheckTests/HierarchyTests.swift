import FontScale
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
    /// for at least 15 x 14/15 - 0.5 = 13.5 pt: worse than Apple's, a warning. The two curves are
    /// the one cause, at every category from xLarge up: one warning, naming them. A Caption 2 of
    /// at most 14 pt would be within Apple's ratio at xLarge ((13 + 0.5) x 15/14 = 14.46).
    @Test func worseThanApplesIsAWarning() throws {
        let findings = try Self.findings(
            "  - {name: Footnote, textStyle: footnote, size: 12}\n  - {name: Caption 2, textStyle: caption2, size: 11}")
        let first = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(first.code == "inverted" && first.severity == .warn && first.category == .xLarge)
        #expect(
            first.message
                == "Footnote (12 pt at Large) renders smaller than Caption 2 at xLarge...AX5 (13 pt and 15 pt at xLarge), more than Apple's own Footnote and Caption 2 (13 and 11 pt at Large) do, at 14 and 15 pt there under uiFontMetrics (at least 14 pt would match Apple)"
        )
        #expect(first.actual == "13 pt" && first.expected == "at least 15 pt")
        #expect(
            first.hint == "scale Footnote with a steeper curve (scalesWith), or cap Caption 2 with maxSize at 14 pt")
    }

    /// Apple's Title 3 (20 pt) never renders below Body (17 pt); a cap that makes it is the config's:
    /// at AX2 Title 3 would be 20 x 1.76 = 35 pt, capped at 30, and Body 17 x 1.8183 = 30.9 -> 31 pt;
    /// up to AX5, where Body is 17 x 2.8183 = 47.9 -> 48 pt. One cause (the cap), one warning at
    /// the maxSize, naming the categories.
    @Test func inversionsApplesSizesDoNotHaveAreWarnings() throws {
        let findings = try Self.findings(
            "  - {name: Title, textStyle: title3, size: 20, maxSize: 30}\n  - {name: Body, textStyle: body, size: 17}")
        #expect(findings.map(\.category) == [.accessibility2])
        #expect(findings.allSatisfy { $0.code == "inverted" && $0.severity == .warn })
        #expect(
            findings[0].message
                == "Title (20 pt at Large) is held at 30 pt by its maxSize, smaller than Body at AX2...AX5 (Body is 48 pt at AX5)"
        )
        #expect(findings[0].location.line == 8 && findings[0].location.column == 57)
        #expect(findings[0].hint == "raise maxSize to at least 48 pt, or remove it")
    }

    /// Title 3 capped at 24 pt beside Headline, Body and Callout at their HIG sizes, under
    /// `proportional`: every style renders Apple's own size (Tables/ios.tsv). Wherever the table has
    /// one of the three above 24 pt while Title 3's own size there is larger still, the cap alone
    /// inverts the pair: 15 inversions, which were 15 warnings. One cause, one warning at the
    /// maxSize, naming the styles and categories; raising the cap to the largest of those sizes
    /// clears it.
    @Test func oneCapIsOneWarningNamingWhatItAffects() throws {
        let table = Fixture.table("ios.tsv")
        let categories = table.map { $0["category"]! }.uniquedInOrder()
        func size(_ style: String, _ category: String) -> Double {
            Fixture.number(table.first { $0["style"] == style && $0["category"] == category }!["size"])
        }
        let smaller = ["Headline", "Body", "Callout"]
        let inverted = smaller.map { style in
            categories.filter { size(style, $0) > 24 && size("Title 3", $0) >= size(style, $0) }
        }
        #expect(inverted.map(\.count).reduce(0, +) == 15)
        // The same run of neighbouring categories for all three: AX1...AX5.
        let run = try #require(inverted.first)
        #expect(inverted.allSatisfy { $0 == run })
        #expect(categories.firstIndex(of: run.last!)! - categories.firstIndex(of: run.first!)! == run.count - 1)
        let largest = inverted.enumerated().flatMap { index, run in run.map { size(smaller[index], $0) } }.max()!
        let first = smaller.first { style in
            inverted[smaller.firstIndex(of: style)!].contains { size(style, $0) == largest }
        }!
        let styles = """
              - {name: Title 3, textStyle: title3, size: 20, maxSize: 24}
              - {name: Headline, textStyle: headline, size: 17}
              - {name: Body, textStyle: body, size: 17}
              - {name: Callout, textStyle: callout, size: 16}
            """
        let findings = try Self.findings(styles, model: "proportional")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.code == "inverted" && finding.category?.displayName == run.first)
        #expect(
            finding.message
                == "Title 3 (20 pt at Large) is held at 24 pt by its maxSize, smaller than Headline, Body and Callout at \(run.first!)...\(run.last!) (\(first) is \(formatNumber(largest)) pt at \(run.last!))"
        )
        #expect(finding.location.line == 8 && finding.location.column == 59)
        #expect(finding.hint == "raise maxSize to at least \(formatNumber(largest)) pt, or remove it")
        let raised = styles.replacingOccurrences(of: "maxSize: 24", with: "maxSize: \(formatNumber(largest))")
        #expect(try Self.findings(raised, model: "proportional").isEmpty)
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniquedInOrder() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
