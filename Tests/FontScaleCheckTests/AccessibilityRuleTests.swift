import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

/// The accessibility rules (wcag/*, a11y/*) on known numbers: Apple's curve, Android's tables,
/// and widths measured a second way (Debian's hb-shape plus the spacing arithmetic written here).
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct AccessibilityRuleTests {
    static func run(_ body: String, profile: CheckProfile? = nil) throws -> CheckResult {
        let config = try ConfigParser.parse(RuleRegistryTests.config(body), file: "case.yml")
        return try Checker(config: profile.map { $0.apply(to: config) } ?? config).run()
    }

    static func lines(_ result: CheckResult, _ rule: String) -> [String] {
        result.findings.filter { $0.rule == rule }.map(\.message)
    }

    // Body 17 pt under UIFontMetrics: 33 pt at AX2 (1.94x), 37 pt at AX3 (2.18x): the curve
    // reaches 200% at AX3. maxSize 30 holds it from AX2 on: 30/17 = 1.76 at AX3.
    @Test func bodyCappedAt30FailsAtAX3WithTheFactor30Over17() throws {
        let result = try Self.run("styles:\n  - {name: Body, textStyle: body, size: 17, maxSize: 30}")
        let found = result.findings.filter { $0.rule == "wcag/resize-text" }
        #expect(
            found.map(\.message) == [
                "Body is 30 pt at AX3, where its curve reaches 200% (37 pt): a factor of 1.76 (30/17), its maxSize stops it from AX2 on"
            ])
        #expect(found.first?.category == .accessibility3)
        #expect(found.first?.actual == "176%")
        #expect(found.first?.location.line == 11)
    }

    @Test func theOldIdStillWorksInAConfig() throws {
        let result = try Self.run(
            "rules:\n  accessibility/text-resize: {minimumFactor: 1.5}\nstyles:\n  - {name: Body, textStyle: body, size: 17, maxSize: 30}"
        )
        // 1.5x is reached at AX1 (26 pt); 30 pt is 1.76x: nothing to report.
        #expect(Self.lines(result, "wcag/resize-text") == [])
        #expect(RuleCatalog.rule("accessibility/text-resize")?.id == "wcag/resize-text")
        #expect(RuleCatalog.rule("accessibility/200-percent")?.id == "wcag/resize-text")
    }

    // Android 14's table at font scale 2.0: 14 sp -> 26 dp, 24 -> 36, 30 -> 38 (Tables/android_nonlinear.tsv).
    @Test func androidNonlinearCurveStopsShortAbove12sp() throws {
        for (sp, dp) in [(14.0, 26.0), (24.0, 36.0), (30.0, 38.0)] {
            let reach = try ResizeReach.android(StyleSpec(pointSize: sp), style: .body)
            #expect(reach.steps.last?.pointSize == dp)
            #expect(reach.reached == nil)
        }
        #expect(try ResizeReach.android(StyleSpec(pointSize: 12), style: .caption1).reached?.target == .fontScale(2))
    }

    // Apple's own curves (proportional model, the system font's sizes): Large Title never doubles
    // (60/34 = 1.76 at AX5), Title 1 at AX5 (58/28 = 2.07), Body at AX3 (40/17), Callout at AX2 (32/16).
    @Test func appleCurvesReach200PercentWhereTheHIGSays() throws {
        let scaler = Scaler(model: .proportional)
        func reach(_ style: TextStyle, _ size: Double) throws -> ResizeReach {
            try ResizeReach.apple(StyleSpec(pointSize: size), style: style, scaler: scaler)
        }
        #expect(try reach(.largeTitle, 34).reached == nil)
        #expect(try reach(.largeTitle, 34).largestFactor == 60.0 / 34)
        #expect(try reach(.title1, 28).reached?.target == .category(.accessibility5))
        #expect(try reach(.body, 17).reached?.target == .category(.accessibility3))
        #expect(try reach(.callout, 16).reached?.target == .category(.accessibility2))
        #expect(try reach(.caption2, 11).reached?.target == .category(.accessibility2))
    }

    /// Lines of `sample` in Merriweather (wght 400, opsz 18, the axis minimum) at `size` in
    /// `width`, wrapped by the test support's own hb-shape measuring.
    static func merriweatherLines(_ sample: String, size: Double, width: Double, letter: Double, word: Double) throws
        -> Int
    {
        try HBShape.wrappedLines(
            font: TestFonts.merriweather, unitsPerEm: 2000, text: sample, size: size, width: width,
            variations: ["wght": 400, "opsz": 18, "wdth": 100], letter: letter, word: word)
    }

    static let parcel = "We will email you when your parcel is on its way"

    // "We will email you when your parcel is on its way" in Merriweather at 17 pt in 200 pt:
    // 2 lines; with 0.12 em (2.04 pt) after each letter and 0.16 em (2.72 pt) more on each space,
    // 3 lines. The cut line is 25.5 pt tall: 1.5 x 17, above Merriweather's own
    // (1968 + 546) / 2000 x 17 = 21.37 pt.
    @Test func textSpacingOverflowMatchesASecondMeasurement() throws {
        let sample = Self.parcel, size = 17.0
        let before = try Self.merriweatherLines(sample, size: size, width: 200, letter: 0, word: 0)
        let after = try Self.merriweatherLines(sample, size: size, width: 200, letter: 0.12 * size, word: 0.16 * size)
        #expect(before == 2 && after == 3)
        let lineHeight = max(1.5 * size, Double(1968 + 546) / 2000 * size)
        let overflow = Double(after - 2) * lineHeight
        let result = try Self.run(
            """
            containers:\n  - {name: Card, width: 200, maxLines: 2}
            categories: [Large]
            rules:\n  wcag/text-spacing: {enabled: true}
            styles:\n  - {name: Body, textStyle: body, size: 17, samples: ["\(sample)"]}
            """)
        #expect(
            Self.lines(result, "wcag/text-spacing") == [
                "Body at Large (17 pt) with WCAG 1.4.12 spacing needs \(after) lines for \"\(sample)\" in Card (200 pt), which allows 2; it took \(before) without: \(formatNumber(overflow)) pt of text is cut off"
            ])
        #expect(overflow == 25.5)
        #expect(Self.lines(result, "layout/fits-container") == [])
    }

    // A sample of two paragraphs ("\n\n", what 1.4.12's paragraph spacing is about) is quoted with
    // its breaks written as \n: each finding stays one line in text, annotations and SARIF. Three
    // lines: "Saved.", the empty line between the paragraphs, "Undo", as a UILabel shows them.
    @Test func aTwoParagraphSampleIsQuotedOnOneLine() throws {
        let result = try Self.run(
            """
            containers:\n  - {name: Toast, width: 200, maxLines: 1}
            categories: [Large]
            rules:\n  wcag/text-spacing: {enabled: true}
            styles:\n  - {name: Body, textStyle: body, size: 17, samples: ["Saved.\\n\\nUndo"]}
            """)
        #expect(
            Self.lines(result, "layout/fits-container") == [
                #"Body at Large (17 pt) needs 3 lines for "Saved.\n\nUndo" in Toast (200 pt), which allows 1"#
            ])
        #expect(result.findings.allSatisfy { !$0.message.contains("\n") })
    }

    // The same sample in a 200 pt card of a fixed height and no line limit. As set: 2 lines at
    // the style's 22 pt line height (Apple's Body leading at Large) = 44 pt. With 1.4.12 spacing:
    // 3 lines at 25.5 pt = 76.5 pt. A 50 pt card clips 26.5 pt of the spaced text
    // (wcag/text-spacing); a 40 pt card clips the text as set already, 4 pt
    // (layout/fits-container, and text-spacing leaves it); an 80 pt card holds both.
    @Test func aFixedHeightClipsTheSpacedTextByASecondMeasurement() throws {
        let sample = Self.parcel, size = 17.0, leading = 22.0
        let before = try Self.merriweatherLines(sample, size: size, width: 200, letter: 0, word: 0)
        let after = try Self.merriweatherLines(sample, size: size, width: 200, letter: 0.12 * size, word: 0.16 * size)
        let spacedLine = max(1.5 * size, Double(1968 + 546) / 2000 * size)
        let (asSet, spaced) = (Double(before) * leading, Double(after) * spacedLine)
        #expect(asSet == 44 && spaced == 76.5)
        func run(height: Double) throws -> CheckResult {
            try Self.run(
                """
                containers:\n  - {name: Card, width: 200, maxLines: 0, height: \(formatNumber(height))}
                categories: [Large]
                rules:\n  wcag/text-spacing: {enabled: true}
                styles:\n  - {name: Body, textStyle: body, size: 17, lineHeight: 22, samples: ["\(sample)"]}
                """)
        }
        let spacedClipped = try run(height: 50)
        #expect(
            Self.lines(spacedClipped, "wcag/text-spacing") == [
                "Body at Large (17 pt) with WCAG 1.4.12 spacing takes \(after) lines of 25.5 pt for \"\(sample)\" in Card (200 x 50 pt): 76.5 pt tall; it took \(before) of 22 pt (44 pt) without: \(formatNumber(spaced - 50)) pt of text is clipped"
            ])
        #expect(spacedClipped.findings.first { $0.rule == "wcag/text-spacing" }?.code == "clipped")
        #expect(Self.lines(spacedClipped, "layout/fits-container") == [])
        let setClipped = try run(height: 40)
        #expect(
            Self.lines(setClipped, "layout/fits-container") == [
                "Body at Large (17 pt) takes \(before) lines of 22 pt for \"\(sample)\" in Card (200 x 40 pt): 44 pt tall, \(formatNumber(asSet - 40)) pt of text is clipped"
            ])
        #expect(Self.lines(setClipped, "wcag/text-spacing") == [])
        let fixed = try run(height: 80)
        #expect(Self.lines(fixed, "layout/fits-container") == [] && Self.lines(fixed, "wcag/text-spacing") == [])
    }

    // CSS Text 3 turns optional ligatures off under letter spacing: in Crimson Pro at 17 pt, "The
    // official staff office" is 208.93 pt spaced letter by letter (hb-shape with -liga,-clig, plus
    // 2.04 pt per letter and 2.72 pt per space), over a 207 pt card, so the sample needs 3 lines
    // where it took 2; spacing each ligature once would have made it 204.03 pt and missed it.
    @Test func ligaturesOffUnderLetterSpacingFailTextSpacing() throws {
        let text = "The official staff office affirms five fjords", font = TestFonts.crimsonPro
        func hb(_ text: String, _ features: [String] = []) throws -> Double {
            try HBShape.advance(font: font, unitsPerEm: 1000, text: text, variations: ["wght": 400], features: features)
                * 17 / 1000
        }
        let line = "The official staff office"
        let spaced = try hb(line, ["-liga", "-clig"]) + 2.04 * Double(line.count) + 2.72 * 3
        let ligated = try HBShape.glyphs(font: font, unitsPerEm: 1000, text: line).count
        let once = try hb(line) + 2.04 * Double(ligated) + 2.72 * 3
        #expect(spaced > 207 && once <= 207)
        #expect(try hb(line) <= 207)  // as set it fits: two lines
        let result = try Self.run(
            """
            containers:\n  - {name: Card, width: 207, maxLines: 2}
            categories: [Large]
            rules:\n  wcag/text-spacing: {enabled: true}
            styles:\n  - {name: Body, textStyle: body, family: Crimson Pro, size: 17, lineHeight: 22, samples: ["\(text)"]}
            """)
        let found = result.findings.filter { $0.rule == "wcag/text-spacing" }
        #expect(found.count == 1 && found.first?.code == "truncated")
        #expect(found.first?.message.contains("needs 3 lines") == true)
        #expect(found.first?.message.contains("it took 2 without") == true)
    }

    // "Rechtsschutzversicherung" (24 letters, no break opportunity): 216.7 pt at Body's 17 pt,
    // so 471.6 pt at AX3's 37 pt, wider than 320 pt; hyphenated, its longest part fits.
    // A run just over a container's width reads as wider than it: hb-shape's width of
    // "Rechtsschutzversicherung" at each size (opsz at the size) in a container cut to two
    // decimals below it. Where one decimal would round down to the container's width (216.7 pt
    // "wider than" 216.7 pt), the finding shows the decimals it takes.
    @Test func aRunJustOverTheWidthShowsTheDecimalsThatSayIt() throws {
        let word = "Rechtsschutzversicherung"
        var ambiguousBefore = 0
        for size in [17.0, 18, 19, 20, 21, 22, 23, 24] {
            let width =
                try HBShape.advance(
                    font: TestFonts.merriweather, unitsPerEm: 2000, text: word,
                    variations: ["wght": 400, "opsz": size, "wdth": 100]) * size / 2000
            let limit = (width * 100).rounded(.down) / 100
            guard width > limit + 1e-6 else { continue }
            if (width * 10).rounded() / 10 <= limit { ambiguousBefore += 1 }
            let result = try Self.run(
                """
                containers:\n  - {name: Card, width: \(formatNumber(limit)), maxLines: 0}
                categories: [Large]
                rules:\n  wcag/reflow: {enabled: true, viewportWidth: 0}
                styles:\n  - {name: Body, textStyle: body, size: \(formatNumber(size)), samples: ["\(word)"]}
                """)
            let finding = try #require(result.findings.first { $0.rule == "wcag/reflow" }, "at \(size) pt")
            let shown = try #require(finding.actual?.split(separator: " ").first.flatMap { Double($0) })
            #expect(shown > limit, "\(finding.message)")
            #expect(abs(shown - width) <= 0.05, "\(finding.message)")
        }
        #expect(ambiguousBefore > 0)  // a size where "216.7 pt wide, wider than 216.7 pt" would have been printed
    }

    @Test func aGermanCompoundWiderThan320ptAtAX3FailsReflow() throws {
        let word = "Rechtsschutzversicherung"
        let width =
            try HBShape.advance(
                font: TestFonts.merriweather, unitsPerEm: 2000, text: word,
                variations: ["wght": 400, "opsz": 37, "wdth": 100]) * 37 / 2000
        #expect(width > 320)
        let body =
            "categories: [Large, AX3]\nrules:\n  wcag/reflow: {enabled: true}\nstyles:\n  - {name: Body, textStyle: body, size: 17, samples: [\"SAMPLE\"]}"
        let result = try Self.run(body.replacingOccurrences(of: "SAMPLE", with: word))
        #expect(
            Self.lines(result, "wcag/reflow") == [
                "Body at AX3 (37 pt): \"\(word)\" cannot break and is \(formatNumber(width, decimals: 1)) pt wide, wider than a 320 pt screen"
            ])
        let fixed = try Self.run(body.replacingOccurrences(of: "SAMPLE", with: "Rechtsschutz-Versicherung"))
        #expect(Self.lines(fixed, "wcag/reflow") == [])
    }

    @Test func theProfileTurnsTheSetOnAtTheStandardsThresholds() throws {
        let config = try ConfigParser.parse(
            RuleRegistryTests.config(
                "rules:\n  wcag/reflow: {enabled: false, viewportWidth: 1000, severity: warn}\nstyles:\n  - {name: Body, textStyle: body, size: 17}"
            ), file: "case.yml")
        let applied = CheckProfile.wcag22.apply(to: config)
        for (id, _, _) in CheckProfile.wcag22.settings { #expect(applied.rules[id]?.enabled == true) }
        #expect(applied.rules["wcag/reflow"]?.options["viewportWidth"] == 320)
        #expect(applied.rules["wcag/reflow"]?.severity == .warn)
        #expect(applied.rules["wcag/resize-text"]?.textStyles["styles"] == TextStyle.allCases)
        let result = try Checker(config: applied).run()
        for id in ["wcag/resize-text", "wcag/text-spacing", "wcag/reflow", "a11y/accessibility-sizes-content"] {
            #expect(result.rules.contains(id))
        }
        // Without the profile the opt-in rules stay off.
        #expect(!(try Checker(config: config).run().rules.contains("wcag/text-spacing")))
    }

    @Test func sarifWithTheAccessibilityRulesValidatesAndCarriesHelpURIs() throws {
        let schemas = OutputTests.tools.appendingPathComponent("schemas")
        try #require(
            FileManager.default.fileExists(atPath: schemas.appendingPathComponent("sarif-schema-2.1.0.json").path),
            "run scripts/fetch-test-tools.sh")
        let result = try Self.run(
            """
            containers:\n  - {name: Card, width: 200, maxLines: 1}
            categories: [Large, xxxLarge, AX3, AX5]
            styles:
              - {name: Body, textStyle: body, size: 17, maxSize: 30, samples: ["Rechtsschutzversicherung", "We will email you"]}
              - {name: Title, textStyle: largeTitle, size: 34}
            """, profile: .wcag22)
        let rules = Set(result.findings.map(\.rule))
        #expect(
            rules.isSuperset(of: [
                "wcag/resize-text", "wcag/text-spacing", "wcag/reflow", "a11y/accessibility-sizes-content",
                "a11y/android-font-scale",
            ]), "\(rules)")
        let sarif = try result.render(.sarif)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-a11y-\(getpid()).sarif")
        try sarif.write(to: file, atomically: true, encoding: .utf8)
        let validation = try runTool(
            "/usr/bin/env",
            ["python3", Fixture.root.appendingPathComponent("Tests/tools/validate_sarif.py").path, file.path],
            environment: OutputTests.environment)
        #expect(validation.output == "valid\n")
        let log = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as! [String: Any]
        let run = (log["runs"] as! [[String: Any]])[0]
        let descriptors = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        let expected = [
            "wcag/resize-text": "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html",
            "wcag/text-spacing": "https://www.w3.org/WAI/WCAG22/Understanding/text-spacing.html",
            "wcag/reflow": "https://www.w3.org/WAI/WCAG22/Understanding/reflow.html",
            "a11y/accessibility-sizes-content":
                "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display",
            "a11y/android-font-scale": "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html",
        ]
        for descriptor in descriptors {
            #expect(descriptor["helpUri"] as? String == expected[descriptor["id"] as! String], "\(descriptor["id"]!)")
        }
        for result in run["results"] as! [[String: Any]] {
            let id = result["ruleId"] as! String
            let properties = result["properties"] as! [String: Any]
            #expect(properties["helpUri"] as? String == expected[id], "\(id)")
        }
    }
}
