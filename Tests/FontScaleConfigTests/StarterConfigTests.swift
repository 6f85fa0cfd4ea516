import FontScaleConfig
import FontScaleMetrics
import Testing

/// A starter config for a font whose every answer is stated here: Latin letters only, Regular
/// and Bold faces, proportional digits that tnum makes tabular, and letters of one script the
/// scripts table has no row for.
struct StubFont: StarterFont {
    var familyName = "Stub Sans"

    func weight(_ requested: Int) -> StarterFontWeight {
        let used = requested <= 500 ? 400 : 700
        return StarterFontWeight(
            used: used, available: [400, 700], isVariable: false, isSubstituted: used != requested, notes: [])
    }
    func hasGlyph(_ scalar: Unicode.Scalar, weight: Int) -> Bool { scalar.isASCII }
    func unmapped(in text: String, weight: Int) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return text.unicodeScalars.filter { !$0.isASCII && seen.insert($0).inserted }
    }
    func digitSpread(weight: Int, tabular: Bool) -> Double { tabular ? 0 : 0.05 }
    func coveredScripts() -> [WritingScript] { [WritingScript.named("Latn")!] }
    func unsampledScripts(covered: [WritingScript]) -> [StarterFontScript] {
        [StarterFontScript(code: "Qaaa", name: "Test Script", letters: 30)]
    }
}

@Suite struct StarterConfigTests {
    @Test func whatTheFontAnswersIsWritten() throws {
        let written = try StarterConfig.make(font: StubFont(), directories: ["fonts"])
        // Apple's 11 styles and Price (the digits are there, and tnum makes them tabular).
        #expect(written.styles == 12 && written.containers == 2)
        #expect(
            written.notes == ["Apple's Headline is Semibold (600); Stub Sans has 400 and 700: Bold (700) written"])
        #expect(written.scripts == ["Latn"])
        // Latin's phrase and extras; its compound has a ü the font lacks.
        #expect(written.samples == 3)
        #expect(
            written.uncovered == [
                "Latin: \"Kontoeinstellungen überprüfen\": Stub Sans lacks U+00FC ü",
                "Test Script: Stub Sans maps 30 of its letters; Tables/scripts.tsv has no sample for it",
            ])
        let text = written.text
        #expect(text.hasPrefix("# yaml-language-server: $schema=fontscale.schema.json\n"))
        #expect(text.contains("fonts:\n  directories: [\"fonts\"]  # relative to this file\n  family: \"Stub Sans\"\n"))
        #expect(
            text.contains(
                "  - name: \"Headline\"\n    textStyle: headline\n    size: 17\n    lineHeight: 22\n"
                    + "    # Apple's Headline is Semibold (600); Stub Sans has 400 and 700: Bold (700) written\n"
                    + "    weight: bold\n    containers: [Phone]\n"))
        #expect(text.contains("    features: [tnum]\n    numeric: true\n    containers: [Button]\n"))
        #expect(text.contains("samples:\n  # Latin\n  - \"Dynamic Type\"\n  - \"Order total: 1,234.50\"\n"))
        #expect(text.hasSuffix("overrides: []\n"))
        // What was written reads as a config.
        let config = try TestFormat.parse(text, rules: TestFormat.starterVocabulary)
        #expect(config.styles.count == 12 && config.containers.map(\.name) == ["Phone", "Button"])
    }

    /// `fontscale serve --font-file`: the same starter, naming the file (and its face) instead of the family.
    @Test func aStarterThatNamesAFile() throws {
        let family = try StarterConfig.make(font: StubFont(), directories: []).text
        let file = try StarterConfig.make(
            font: StubFont(), directories: [], naming: .file("/fonts/Stub Sans.ttc", index: 2)
        ).text
        #expect(
            file
                == family.replacingOccurrences(
                    of: "  family: \"Stub Sans\"\n", with: "  file: \"/fonts/Stub Sans.ttc\"\n  index: 2\n"))
        let first = try StarterConfig.make(font: StubFont(), directories: [], naming: .file("/f.ttf", index: 0)).text
        #expect(first.contains("fonts:\n  file: \"/f.ttf\"\nstyles:\n"))
        #expect(
            try TestFormat.parse(file, rules: TestFormat.starterVocabulary).defaultFont
                == .file("/fonts/Stub Sans.ttc", index: 2))
    }
}
