import FontScaleCheck
import FontScaleConfig
import FontScaleTestSupport
import Foundation
import Testing

/// Walks the rule registry: every rule is documented, and every code of every rule has a config
/// that triggers it, next to the same config fixed, which passes that rule.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct RuleRegistryTests {
    /// One rule code: the styles (and other sections) of a config that triggers it, and of one that
    /// passes the rule. `check` looks at the finding with independently known values.
    struct Case: Sendable, CustomStringConvertible {
        let rule: String
        let code: String
        let trigger: String
        let pass: String
        var check: @Sendable (Finding) -> Bool = { _ in true }
        var description: String { "\(rule) \(code)" }
    }

    /// A folder with a corrupt font and a copy of Atkinson Hyperlegible without GSUB and GPOS (so
    /// its proportional digits have no tnum), made once for the suite.
    static let scratch: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-rules-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data("not a font at all".utf8).write(to: folder.appendingPathComponent("corrupt.ttf"))
        _ = try? Command.run(
            "/usr/bin/hb-subset",
            [
                "--font-file=\(TestFonts.atkinsonRegular)", "--output-file=\(folder.path)/NoFeatures.ttf",
                "--unicodes=*", "--drop-tables+=GSUB,GPOS",
            ])
        return folder
    }()

    static func config(_ body: String) -> String {
        var text = """
            version: 1
            platform: ios
            model: uiFontMetrics
            fonts:
              directories: ["\(TestFonts.directory)"]
              family: Merriweather
            samples: ["Account settings"]

            """
        if !body.contains("categories:") { text += "categories: [xSmall, Large, AX5]\n" }
        if !body.contains("containers:\n") { text += "containers: []\n" }
        return text + body.replacingOccurrences(of: "SCRATCH", with: scratch.path) + "\n"
    }

    static let body = "styles:\n  - {name: Body, textStyle: body, size: 17"

    static let cases: [Case] = [
        Case(
            rule: "font/resolves", code: "family-not-found", trigger: body + ", family: Merriwether}",
            pass: body + ", family: Merriweather}"),
        Case(
            rule: "font/resolves", code: "file-unusable", trigger: body + ", file: SCRATCH/corrupt.ttf}",
            pass: body + ", file: \"\(TestFonts.merriweather)\"}"),
        // Atkinson Hyperlegible is static, with 400 and 700 only: Semibold (600) becomes Bold (CSS rules).
        Case(
            rule: "font/resolves", code: "weight-substituted",
            trigger: body + ", family: Atkinson Hyperlegible, weight: semibold}",
            pass: body + ", family: Atkinson Hyperlegible, weight: bold}",
            check: { $0.actual == "700" && $0.expected == "600" }),
        // Merriweather's wght axis runs from 300 to 900.
        Case(
            rule: "font/resolves", code: "weight-out-of-range", trigger: body + ", weight: 200}",
            pass: body + ", weight: 300}",
            check: { $0.actual == "300" && $0.expected == "200" }),
        // Heebo has no italic; Merriweather has an italic file.
        Case(
            rule: "font/resolves", code: "italic-missing", trigger: body + ", family: Heebo, italic: true}",
            pass: body + ", italic: true}"),
        Case(
            rule: "font/resolves", code: "axis-missing", trigger: body + ", axes: {GRAD: 50}}",
            pass: body + ", axes: {wdth: 100}}",
            check: { $0.actual == "wght, wdth, opsz" }),
        // Merriweather's wdth axis runs from 87 to 112.
        Case(
            rule: "font/resolves", code: "axis-out-of-range", trigger: body + ", axes: {wdth: 150}}",
            pass: body + ", axes: {wdth: 112}}",
            check: { $0.expected == "87...112" }),
        Case(
            rule: "font/glyph-coverage", code: "missing-glyphs", trigger: body + ", samples: [\"Preis 価格\"]}",
            pass: body + ", samples: [\"Preis\"]}",
            check: { $0.actual == "2 missing" }),
        // The device observation: a 12 pt Caption 1 becomes 10 pt at xSmall under UIFontMetrics.
        Case(
            rule: "size/legible-minimum", code: "below-minimum",
            trigger: "styles:\n  - {name: Caption, textStyle: caption1, size: 12}",
            pass: "styles:\n  - {name: Caption, textStyle: caption1, size: 12, minSize: 11}",
            check: { $0.category == .xSmall && $0.actual == "10 pt" }),
        // Caption 2's factor grows fastest: 11 pt overtakes a 13 pt Footnote above Large (AX5: 38 and
        // 41 pt), as Apple's own Footnote and Caption 2 do: a note. A 12 pt Footnote (35 pt) falls
        // further behind than Apple's ratio allows (41 x 38/41 - 0.5 = 37.5 pt): a warning.
        Case(
            rule: "scale/hierarchy", code: "inverted",
            trigger:
                "styles:\n  - {name: Footnote, textStyle: footnote, size: 12}\n  - {name: Tag, textStyle: caption2, size: 11}",
            pass:
                "styles:\n  - {name: Footnote, textStyle: footnote, size: 12}\n  - {name: Tag, textStyle: caption2, scalesWith: footnote, size: 11}",
            check: { $0.style == "Footnote" && $0.category == .accessibility5 && $0.actual == "35 pt" }),
        Case(
            rule: "scale/hierarchy", code: "inverted-like-apple",
            trigger:
                "styles:\n  - {name: Footnote, textStyle: footnote, size: 13}\n  - {name: Tag, textStyle: caption2, size: 11}",
            pass:
                "styles:\n  - {name: Footnote, textStyle: footnote, size: 13}\n  - {name: Tag, textStyle: caption2, scalesWith: footnote, size: 11}",
            check: {
                $0.style == "Footnote" && $0.category == .accessibility5 && $0.severity == .info
                    && $0.actual == "38 pt" && $0.expected == "at least 41 pt"
            }),
        Case(
            rule: "scale/curve-mismatch", code: "scaled-with-other-style",
            trigger: "styles:\n  - {name: Sub, textStyle: subheadline, scalesWith: body, size: 15}",
            pass: "styles:\n  - {name: Sub, textStyle: subheadline, size: 15}",
            check: { $0.actual == "Body" && $0.expected == "Subheadline" }),
        // Body 17 pt: 22 pt at xxxLarge (x 1.3183, 129%), 48 pt at AX5 (x 2.8183, 282%).
        Case(
            rule: "wcag/resize-text", code: "below-factor",
            trigger: "categories: [Large, xxxLarge]\n" + body + "}",
            pass: "categories: [Large, AX5]\n" + body + "}", check: { $0.actual == "129%" }),
        // Body's curve reaches 200% at AX3 (37 pt); maxSize 30 holds it at 30/17 = 176% there.
        Case(
            rule: "wcag/resize-text", code: "capped", trigger: body + ", maxSize: 30}",
            pass: body + ", maxSize: 34}",
            check: { $0.actual == "176%" && $0.category == .accessibility3 }),
        // Large Title 34 pt: 58 pt at AX5 under UIFontMetrics, 171%: Apple's curve stops short.
        // Title 1 28 pt reaches 56 pt (200%) at AX5.
        Case(
            rule: "wcag/resize-text", code: "curve-short",
            trigger:
                "rules:\n  wcag/resize-text: {styles: [largeTitle]}\nstyles:\n"
                + "  - {name: Title, textStyle: largeTitle, size: 34}",
            pass:
                "rules:\n  wcag/resize-text: {styles: [title1]}\nstyles:\n"
                + "  - {name: Title, textStyle: title1, size: 28}",
            check: { $0.actual == "171%" && $0.category == .accessibility5 && $0.severity == .info }),
        // Merriweather 17 pt in 200 pt: 2 lines, 3 with 1.4.12 spacing (AccessibilityRuleTests measures it).
        Case(
            rule: "wcag/text-spacing", code: "truncated",
            trigger:
                "categories: [Large]\ncontainers:\n  - {name: Card, width: 200, maxLines: 2}\nrules:\n  wcag/text-spacing: {enabled: true}\n"
                + body + ", samples: [\"We will email you when your parcel is on its way\"]}",
            pass:
                "categories: [Large]\ncontainers:\n  - {name: Card, width: 200, maxLines: 3}\nrules:\n  wcag/text-spacing: {enabled: true}\n"
                + body + ", samples: [\"We will email you when your parcel is on its way\"]}",
            check: { $0.actual == "3 lines" && $0.expected == "at most 2" && $0.container == "Card" }),
        // The same sample in a 50 pt card: 2 lines of 22 pt (44 pt) as set, 3 of 25.5 pt (76.5 pt) spaced.
        Case(
            rule: "wcag/text-spacing", code: "clipped",
            trigger:
                "categories: [Large]\ncontainers:\n  - {name: Card, width: 200, maxLines: 0, height: 50}\nrules:\n  wcag/text-spacing: {enabled: true}\n"
                + body + ", samples: [\"We will email you when your parcel is on its way\"]}",
            pass:
                "categories: [Large]\ncontainers:\n  - {name: Card, width: 200, maxLines: 0, height: 80}\nrules:\n  wcag/text-spacing: {enabled: true}\n"
                + body + ", samples: [\"We will email you when your parcel is on its way\"]}",
            check: { $0.actual == "76.5 pt tall" && $0.expected == "at most 50 pt" && $0.container == "Card" }),
        Case(
            rule: "wcag/reflow", code: "run-too-wide",
            trigger:
                "categories: [Large, AX3]\nrules:\n  wcag/reflow: {enabled: true}\n" + body
                + ", samples: [Rechtsschutzversicherung]}",
            pass:
                "categories: [Large, AX3]\nrules:\n  wcag/reflow: {enabled: true}\n" + body
                + ", samples: [Rechtsschutz-Versicherung]}",
            check: { $0.category == .accessibility3 && $0.expected == "at most 320 pt" }),
        // "Account settings" (15 letters) at 22 pt fits 200 pt on 1 line at xxxLarge; at AX5 (48 pt) "Acco…".
        Case(
            rule: "a11y/accessibility-sizes-content", code: "less-content",
            trigger:
                "containers:\n  - {name: Card, width: 200, maxLines: 1}\nrules:\n  a11y/accessibility-sizes-content: {enabled: true}\n"
                + body + "}",
            pass:
                "containers:\n  - {name: Card, width: 200, maxLines: 1, accessibilityMaxLines: 0}\nrules:\n  a11y/accessibility-sizes-content: {enabled: true}\n"
                + body + "}",
            check: { $0.category == .accessibility5 && $0.expected == "at least 15" }),
        // Android 14 at font scale 2.0: 17 sp -> 29 dp (171%); 12 sp -> 24 dp doubles.
        Case(
            rule: "a11y/android-font-scale", code: "capped",
            trigger: "rules:\n  a11y/android-font-scale: {enabled: true}\n" + body + ", maxSize: 20}",
            pass: "rules:\n  a11y/android-font-scale: {enabled: true, styles: [caption1]}\n" + body + ", maxSize: 20}",
            check: { $0.actual == "118%" }),
        Case(
            rule: "a11y/android-font-scale", code: "curve-short",
            trigger: "rules:\n  a11y/android-font-scale: {enabled: true}\n" + body + "}",
            pass:
                "rules:\n  a11y/android-font-scale: {enabled: true, styles: [caption1]}\nstyles:\n  - {name: Caption, textStyle: caption1, size: 12}",
            check: { $0.actual == "171%" && $0.severity == .info }),
        Case(
            rule: "spacing/line-height", code: "too-tight",
            trigger: "styles:\n  - {name: Title, textStyle: title1, size: 28, lineHeight: 30}",
            pass: "styles:\n  - {name: Title, textStyle: title1, size: 28, lineHeight: 34}"),
        Case(
            rule: "layout/fits-container", code: "overflows",
            trigger: "containers:\n  - {name: Chip, width: 100, maxLines: 1}\n" + body + "}",
            pass: "containers:\n  - {name: Chip, width: 1000, maxLines: 1}\n" + body + "}",
            check: { $0.container == "Chip" }),
        // Merriweather's "Account settings" is wider than 100 pt at Body's 17 pt, and fits at half that.
        Case(
            rule: "layout/fits-container", code: "shrinks",
            trigger: "containers:\n  - {name: Chip, width: 100, maxLines: 1, minimumScaleFactor: 0.5}\n" + body + "}",
            pass: "containers:\n  - {name: Chip, width: 1000, maxLines: 1, minimumScaleFactor: 0.5}\n" + body + "}",
            check: { $0.category == .large && $0.severity == .info && $0.container == "Chip" }),
        // "Account settings" takes 1 line of 22 pt at Body's 17 pt in 1000 pt: a 20 pt high bar clips 2 pt.
        Case(
            rule: "layout/fits-container", code: "clipped",
            trigger: "categories: [Large]\ncontainers:\n  - {name: Bar, width: 1000, height: 20}\n" + body + "}",
            pass: "categories: [Large]\ncontainers:\n  - {name: Bar, width: 1000, height: 22}\n" + body + "}",
            check: { $0.actual == "22 pt tall" && $0.expected == "at most 20 pt" && $0.container == "Bar" }),
        // Merriweather's "Account settings" rises 0.73 em (cap A, l, t) above the baseline; a 17 pt
        // line box with its 4.64 pt descender at the bottom ends 12.36 pt up. 24 pt leaves room.
        Case(
            rule: "text/clipped-ink", code: "ink-above-line",
            trigger: "rules: {text/clipped-ink: {enabled: true}}\ncategories: [Large]\n" + body + ", lineHeight: 17}",
            pass: "rules: {text/clipped-ink: {enabled: true}}\ncategories: [Large]\n" + body + ", lineHeight: 24}",
            check: { $0.category == .large && $0.message.contains("above the top of its 17 pt line box") }),
        // Crimson Pro's y reaches 228 units below the baseline, its descender 220 (fontTools, hb-shape's
        // extents): 8/1024 em, whatever the line height; more than a @3x pixel from 43 pt up, so a
        // 100 pt body (82 pt at xSmall) clips 0.64 pt. "Account" has no descender.
        Case(
            rule: "text/clipped-ink", code: "ink-below-line",
            trigger: "rules: {text/clipped-ink: {enabled: true}}\nstyles:\n  - {name: Body, textStyle: body, size: 100"
                + ", family: Crimson Pro, samples: [\"Dynamic Type\"]}",
            pass: "rules: {text/clipped-ink: {enabled: true}}\nstyles:\n  - {name: Body, textStyle: body, size: 100"
                + ", family: Crimson Pro, samples: [Account]}",
            check: { $0.category == .xSmall && $0.message.contains("below the bottom") }),
        // A 12 pt caption squeezed into 60 pt lands near 7 pt, below iOS's 11 pt.
        Case(
            rule: "layout/fits-container", code: "shrinks-below-minimum",
            trigger:
                "containers:\n  - {name: Badge, width: 60, maxLines: 1, minimumScaleFactor: 0.5}\nstyles:\n  - {name: Caption, textStyle: caption1, size: 12, minSize: 11}",
            pass:
                "containers:\n  - {name: Badge, width: 1000, maxLines: 1, minimumScaleFactor: 0.5}\nstyles:\n  - {name: Caption, textStyle: caption1, size: 12, minSize: 11}",
            check: { $0.expected == "at least 11 pt" && $0.severity == .fail }),
        Case(
            rule: "numbers/tabular-figures", code: "tnum-not-enabled",
            trigger: body + ", numeric: true, samples: [\"1,234.50\"]}",
            pass: body + ", numeric: true, features: [tnum], samples: [\"1,234.50\"]}"),
        // Atkinson's digits without its GSUB: 402 to 648 units wide, no tnum to turn on. DejaVu's are tabular.
        Case(
            rule: "numbers/tabular-figures", code: "no-tabular-figures",
            trigger: body + ", file: SCRATCH/NoFeatures.ttf, numeric: true}",
            pass: body + ", family: DejaVu Sans, numeric: true}"),
        Case(
            rule: "config/unused-override", code: "unused",
            trigger: body + "}\noverrides:\n  - {rule: size/legible-minimum, style: Body, reason: stale exception}",
            pass:
                "styles:\n  - {name: Caption, textStyle: caption1, size: 12}\noverrides:\n  - {rule: size/legible-minimum, style: Caption, reason: accepted for the demo}"
        ),
        // A disable above a style no rule finds anything in; the same comment above a finding's line.
        Case(
            rule: "config/superfluous-disable", code: "superfluous",
            trigger:
                "styles:\n  # fontscale: disable-next-line size/legible-minimum\n  - {name: Body, textStyle: body, size: 17}",
            pass:
                "styles:\n  # fontscale: disable-next-line size/legible-minimum -- the demo's fine print\n  - {name: Caption, textStyle: caption1, size: 9}"
        ),
    ]

    static func run(_ body: String) throws -> CheckResult {
        try Checker(config: try ConfigParser.parse(config(body), file: "case.yml")).run()
    }

    @Test(arguments: cases) func triggersItsCode(_ item: Case) throws {
        let result = try Self.run(item.trigger)
        let found = result.findings.filter { $0.rule == item.rule && $0.code == item.code }
        #expect(!found.isEmpty, "\(result.findings.map { "\($0.rule) \($0.code): \($0.message)" })")
        #expect(found.contains(where: item.check), "\(found.map(\.message))")
    }

    @Test(arguments: cases) func fixedConfigPassesTheRule(_ item: Case) throws {
        let result = try Self.run(item.pass)
        #expect(result.rules.contains(item.rule))
        #expect(
            result.findings.filter { $0.rule == item.rule && $0.suppressed == nil }.isEmpty,
            "\(result.findings.filter { $0.rule == item.rule }.map(\.message))")
    }

    @Test func everyCodeOfEveryRuleHasACase() {
        for rule in RuleCatalog.all {
            for code in rule.codes {
                #expect(
                    Self.cases.contains { $0.rule == rule.id && $0.code == code },
                    "no triggering config for \(rule.id) \(code)")
            }
        }
    }

    @Test func everyRuleIsDocumented() throws {
        let docs = try String(contentsOf: Fixture.root.appendingPathComponent("docs/Configuration.md"), encoding: .utf8)
        let listing = RuleCatalog.listing()
        #expect(
            docs.contains("```text\n" + listing + "```"),
            "docs/Configuration.md's rule listing is stale: paste `fontscale check --list-rules`")
        for rule in RuleCatalog.all {
            #expect(docs.contains("`\(rule.id)`"), "docs/Configuration.md lacks \(rule.id)")
            #expect(listing.contains("\(rule.id)  [\(rule.severity.rawValue)]"))
            for code in rule.codes {
                #expect(docs.contains(code), "docs/Configuration.md lacks \(rule.id)'s code \(code)")
                #expect(listing.contains(code))
            }
            for option in rule.options {
                #expect(
                    docs.contains("`\(option.name)`"), "docs/Configuration.md lacks \(rule.id)'s option \(option.name)")
                #expect(listing.contains("option \(option.name) (default \(option.defaultValue))"))
            }
        }
    }
}
