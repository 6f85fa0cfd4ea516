import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// `fontscale init`'s config: font folders relative to the config's folder, weights the font
/// has, tabular figures only when shaping shows them, and counts of what was written.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct StarterConfigFileTests {
    static func font(_ family: String) throws -> CustomFont {
        try CustomFont(family: family, catalog: try FontCatalog(fontDirectories: [TestFonts.directory]))
    }

    @Test(arguments: [
        ("/repo/fonts", "/repo", "fonts"),
        ("/repo/fonts", "/repo/ci", "../fonts"),
        ("/repo/fonts/", "/repo/ci/deep", "../../fonts"),
        ("/repo/ci/fonts", "/repo/ci", "fonts"),
        ("/repo/ci", "/repo/ci", "."),
        ("/repo/./a/../fonts", "/repo/ci", "../fonts"),
        // Sharing only the root is sharing no folder: the absolute path.
        ("/opt/fonts", "/repo/ci", "/opt/fonts"),
    ])
    func foldersAreWrittenRelativeToTheConfig(folder: String, configFolder: String, written: String) {
        #expect(StarterConfig.relativePath(of: folder, from: configFolder) == written)
    }

    @Test func fontFoldersAreRelativeToTheConfigsFolder() throws {
        let font = try Self.font("Merriweather")
        let fonts = URL(fileURLWithPath: TestFonts.directory).standardizedFileURL
        let beside = fonts.deletingLastPathComponent().appendingPathComponent("fontscale.yml").path
        let inside = try StarterConfig.yaml(font: font, fontDirectories: [TestFonts.directory], configPath: beside)
        #expect(inside.contains("  directories: [\"\(fonts.lastPathComponent)\"]  # relative to this file\n"))
        let below = fonts.deletingLastPathComponent().appendingPathComponent("ci/typography.yml").path
        let up = try StarterConfig.make(
            font: font, fontDirectories: [TestFonts.directory, "$FONTSCALE_FONT_PATH"], configPath: below)
        #expect(
            up.text.contains(
                "  directories: [\"../\(fonts.lastPathComponent)\", \"$FONTSCALE_FONT_PATH\"]  # relative to this file; $NAME: the folders in that environment variable\n"
            ))
        // What init reports is what it wrote: 11 text styles and Price, 2 containers, 7 samples:
        // Merriweather covers Latin (4 samples), Vietnamese (its phrase: its cmap maps the probe of
        // Tables/languages.tsv, read by the tests' own reader) and Cyrillic (a phrase and a compound).
        let languages = try LanguageTable.covered(by: TestFonts.merriweather, scripts: ["Latn", "Cyrl"])
        #expect(languages.map(\.code) == ["vi"])
        #expect(up.styles == 12 && up.containers == 2 && up.samples == 7)
        #expect(up.scripts == ["Latn", "Cyrl"] && up.uncovered.isEmpty)
        #expect(up.text.components(separatedBy: "\n  - \"").count - 1 == 7)
        #expect(
            up.text.contains("  # Vietnamese (stacked marks") && up.text.contains("  - \"\(languages[0].phrase)\"\n"))
        // The stacked marks need taller line boxes than Apple's: every note says so.
        #expect(!up.notes.isEmpty && up.notes.allSatisfy { $0.hasSuffix("(text/clipped-ink)") })
        #expect(up.text.components(separatedBy: "\n  - name: ").count - 1 == 12 + 2)
        #expect(up.text.components(separatedBy: "\n    textStyle: ").count - 1 == 12)
    }

    /// Atkinson Hyperlegible has 400 and 700 only: Headline is written Bold with the reason, not
    /// left to be substituted (font/resolves would warn).
    @Test func weightsAreOnesTheFontHas() throws {
        let written = try StarterConfig.make(font: try Self.font("Atkinson Hyperlegible"), directories: [])
        let note = "Apple's Headline is Semibold (600); Atkinson Hyperlegible has 400 and 700: Bold (700) written"
        #expect(written.text.contains("    lineHeight: 22\n    # \(note)\n    weight: bold\n"))
        #expect(written.notes == [note])
    }

    /// The Price style's figures, from shaping the digits without and with tnum: Inter's differ by
    /// default and tnum makes them tabular; Heebo's are tabular already; Hind's stay proportional
    /// (0.221 em apart) with tnum, so Price is not marked numeric; Noto Sans Hebrew has no digits,
    /// so no Price style at all (it would only fail font/glyph-coverage), and says so.
    @Test func tabularFiguresOnlyWhenShapingShowsThem() throws {
        func price(_ family: String) throws -> String {
            let text = try StarterConfig.yaml(font: try Self.font(family), directories: [])
            let start = try #require(text.range(of: "  - name: \"Price\"\n    textStyle: body\n    size: 17\n"))
            let end = try #require(
                text.range(of: "    containers: [Button]\n", range: start.upperBound..<text.endIndex))
            return String(text[start.upperBound..<end.lowerBound])
        }
        #expect(try price("Inter") == "    features: [tnum]\n    numeric: true\n")
        #expect(try price("Heebo") == "    # Heebo's default figures are tabular: no tnum needed\n    numeric: true\n")
        // Hind's "$" rises 783 units (hb-shape's extents) and its descender is -546 of 1000 (fontTools,
        // USE_TYPO_METRICS): (0.783 + 0.546) x 17 = 22.6 pt, more than Apple's 22, so a line box of 23.
        #expect(
            try price("Hind")
                == """
                    lineHeight: 23
                    # lineHeight 23 rather than Apple's 22: the samples' ink rises 0.78 em above the baseline (text/clipped-ink)
                    # Hind has no tabular figures (its digits differ in width by 0.221 em with tnum
                    # and without), so numbers that change on screen would jitter: mark this style
                    # `numeric: true` only with a font that has tabular figures.

                """)
        let hebrew = try StarterConfig.make(font: try Self.font("Noto Sans Hebrew"), directories: [])
        #expect(!hebrew.text.contains("name: \"Price\""))
        #expect(
            hebrew.text.contains(
                "\n  # Noto Sans Hebrew lacks characters of both numeric samples ($1,234.50, 12:45): no Price style\n"))
        #expect(hebrew.styles == 11)
    }
}
