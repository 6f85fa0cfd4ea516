import FontScaleTestSupport
import Foundation
import Testing

@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct CheckCommandTests {
    let examples = Fixture.root.appendingPathComponent("examples")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-check-cli-\(getpid())")

    func path(_ name: String) -> String { examples.appendingPathComponent(name).path }

    @Test func exitStatuses() throws {
        let clean = try Run(["check", path("clean.yml")])
        #expect(clean.status == 0 && clean.stderr.isEmpty)
        #expect(
            clean.stdout
                == "fontscale check: \(path("clean.yml")): 0 fail, 0 warn, 0 info; checked 168 layouts (168 layout/fits-container); 5 styles, 12 categories, 3 samples, 1 containers; passed at --fail-on fail\n"
        )
        #expect(try Run(["check", path("clean.json"), "--fail-on", "info"]).status == 0)
        let violations = try Run(["check", path("violations.yml")])
        #expect(violations.status == 1)
        #expect(
            violations.stdout.contains(
                "\(path("violations.yml")):40:11: fail: [size/legible-minimum] Caption is 10 pt at xSmall, below the 11 pt minimum\n"
            ))
        // Only warnings, with rules turned down: exit 0 at --fail-on fail, 1 at warn.
        let config =
            "version: 1\nfonts: {family: Merriweather, directories: [\(TestFonts.directory)]}\nstyles:\n  - {name: Body, textStyle: body, size: 17, lineHeight: 18}\n"
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("warn.yml")
        try config.write(to: file, atomically: true, encoding: .utf8)
        #expect(try Run(["check", file.path]).status == 0)
        #expect(try Run(["check", file.path, "--fail-on", "warn"]).status == 1)
    }

    // clean.yml passes its own rules; WCAG 2.2 finds Title's "Einstellungen" wider than 320 pt at AX4
    // (50 pt), and notes Android 14's curve (17 sp: 29 dp at font scale 2, 171%).
    @Test func profileWcag22TurnsTheAccessibilityRulesOn() throws {
        let run = try Run(["check", path("clean.yml"), "--profile", "wcag22"])
        #expect(run.status == 1 && run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "\(path("clean.yml")):12:11: fail: [wcag/reflow] Title at AX4 (50 pt): \"Einstellungen\" cannot break and is 324.7 pt wide, wider than a 320 pt screen"
        )
        #expect(
            lines.last
                == "fontscale check: \(path("clean.yml")): 1 fail, 0 warn, 4 info; checked 755 layouts = 168 layout/fits-container + 336 wcag/text-spacing + 167 wcag/reflow + 84 a11y/accessibility-sizes-content; 5 styles, 12 categories, 3 samples, 1 containers; failed at --fail-on fail"
        )
        let wrong = try Run(["check", path("clean.yml"), "--profile", "wcag21"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr == "fontscale: error: --profile: expected wcag22, instead saw 'wcag21'\n")
    }

    @Test func configAndFontErrorsExit2() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let broken = scratch.appendingPathComponent("broken.yml")
        try "version: 1\nstyles:\n  - name: Body\n    textStyle: body\n    size: 17\n    lineHeigth: 22\n".write(
            to: broken, atomically: true, encoding: .utf8)
        let run = try Run(["check", broken.path])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr
                == "\(broken.path):6:5: error: styles[0]: unknown key 'lineHeigth'; did you mean 'lineHeight'? Expected one of: name, textStyle, scalesWith, family, file, index, weight, italic, size, lineHeight, tracking, minSize, maxSize, axes, features, numeric, containers, samples\n"
        )
        let missing = scratch.appendingPathComponent("missing-font.yml")
        try
            "version: 1\nfonts: {family: Merriwether, directories: [\(TestFonts.directory)]}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\n"
            .write(to: missing, atomically: true, encoding: .utf8)
        let font = try Run(["check", missing.path, "--format", "json"])
        #expect(font.status == 2)
        let result = try JSONSerialization.jsonObject(with: Data(font.stdout.utf8)) as! [String: Any]
        let finding = (result["findings"] as! [[String: Any]])[0]
        #expect(finding["rule"] as? String == "font/resolves" && finding["code"] as? String == "family-not-found")
        #expect(
            finding["message"] as? String
                == "font family 'Merriwether' is not installed (fontconfig would fall back to 'DejaVu Sans'); did you mean 'Merriweather'?"
        )
        // The advice names what a config can say (check has no --font-file).
        #expect(
            finding["hint"] as? String
                == "install it, add its folder to fonts.directories or FONTSCALE_FONT_PATH, give its file with 'file', or name an installed family"
        )
        let absent = try Run(["check", scratch.appendingPathComponent("nope.yml").path])
        #expect(
            absent.status == 2
                && absent.stderr
                    == "fontscale: error: cannot read config '\(scratch.appendingPathComponent("nope.yml").path)': no such file\n"
        )
    }

    // One finding per cause, at the line that causes it: a typo in fonts.family once at that
    // line (not once per style using it); a style's own family or file each at its own line.
    @Test func oneFindingPerUnresolvedFont() throws {
        let folder = scratch.appendingPathComponent("causes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("causes.yml")
        try """
        version: 1
        fonts:
          directories: ["\(TestFonts.directory)"]
          family: Meriweather
        styles:
          - {name: Title, textStyle: title1, size: 28}
          - {name: Body, textStyle: body, size: 17}
          - {name: Caption, textStyle: caption1, size: 12}
          - {name: Price, textStyle: body, size: 17, family: Intr}
          - {name: Code, textStyle: body, size: 17, file: missing.ttf}

        """.write(to: config, atomically: true, encoding: .utf8)
        let run = try Run(["check", config.path])
        #expect(run.status == 2 && run.stderr.isEmpty)
        let hint =
            "install it, add its folder to fonts.directories or FONTSCALE_FONT_PATH, give its file with 'file', or name an installed family"
        #expect(
            run.stdout == """
                \(config.path):4:11: fail: [font/resolves] font family 'Meriweather' is not installed (fontconfig would fall back to 'DejaVu Sans'); did you mean 'Merriweather'?
                    actual not installed, expected Meriweather; hint: \(hint)
                \(config.path):9:54: fail: [font/resolves] font family 'Intr' is not installed (fontconfig would fall back to 'DejaVu Sans'); did you mean 'Inter'?
                    actual not installed, expected Intr; hint: \(hint)
                \(config.path):10:51: fail: [font/resolves] font file '\(folder.path)/missing.ttf' does not exist; expected the path of a font file (.ttf, .otf, .ttc, .woff, .woff2)
                    hint: point 'file' at a readable TrueType or OpenType font
                fontscale check: \(config.path): 3 fail, 0 warn, 0 info; checked 0 layouts; 5 styles, 12 categories, 1 samples, 0 containers; failed at --fail-on fail

                """)
    }

    @Test func outputFileAndFormats() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let sarif = scratch.appendingPathComponent("out.sarif")
        let run = try Run(["check", path("violations.yml"), "--format", "sarif", "-o", sarif.path])
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(
            run.stderr
                == "fontscale check: \(path("violations.yml")): 4 fail, 7 warn, 3 info (1 suppressed); checked 4 layouts (4 layout/fits-container); 8 styles, 4 categories, 1 samples, 1 containers; failed at --fail-on fail\n"
        )
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as! [String: Any]
        #expect(log["version"] as? String == "2.1.0")
        // The config given by its absolute path, from the repository root: a location relative to it.
        let root = try Run(
            ["check", path("violations.yml"), "--format", "sarif"], in: examples.deletingLastPathComponent())
        let runs = try #require(
            (try JSONSerialization.jsonObject(with: Data(root.stdout.utf8)) as? [String: Any])?["runs"]
                as? [[String: Any]])
        #expect(
            runs[0]["artifacts"] as? [[String: [String: String]]] == [
                ["location": ["uri": "examples/violations.yml", "uriBaseId": "%SRCROOT%"]]
            ])
        #expect(
            runs[0]["originalUriBaseIds"] as? [String: [String: String]] == [
                "%SRCROOT%": ["uri": "file://\(examples.deletingLastPathComponent().standardizedFileURL.path)/"]
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).allSatisfy { !$0.contains(".tmp") })
        for format in ["text", "json", "junit", "github", "markdown"] {
            #expect(try Run(["check", path("violations.yml"), "--format", format]).status == 1, "\(format)")
        }
    }

    @Test func unwritableOutputExits3() throws {
        let run = try Run([
            "check", path("clean.yml"), "--format", "sarif", "-o", "/nonexistent-fontscale/dir/out.sarif",
        ])
        #expect(run.status == 3)
        #expect(
            run.stderr
                == "fontscale: error: cannot write '/nonexistent-fontscale/dir/out.sarif': the folder '/nonexistent-fontscale/dir' does not exist\n"
        )
    }

    @Test func printConfigRoundTrips() throws {
        let printed = try Run(["check", path("clean.yml"), "--print-config"])
        #expect(printed.status == 0)
        #expect(
            printed.stdout.contains("    lineHeight: 22\n")
                && printed.stdout.contains(
                    "  spacing/line-height:\n    severity: warn\n    enabled: true\n    minimumRatio: 1.15\n")
        )
        #expect(
            printed.stdout.contains(
                "categories: [xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5]\n"))
        // A key without a value prints YAML's null, with the default docs/Configuration.md gives it.
        let docs = try String(contentsOf: Fixture.root.appendingPathComponent("docs/Configuration.md"), encoding: .utf8)
        let nulls = printed.stdout.split(separator: "\n").filter { $0.contains(": null") }
        #expect(nulls.contains("    minSize: null  # none") && nulls.contains("    maxSize: null  # none"))
        for line in Set(nulls) {
            let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: ": null  # ")
            #expect(
                parts.count == 2 && docs.contains("| `\(parts[0])` |") && docs.contains(" | \(parts[1]) | "), "\(line)")
        }
        // The printed config is itself a valid config with the same result.
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let copy = scratch.appendingPathComponent("printed.yml")
        try printed.stdout.write(to: copy, atomically: true, encoding: .utf8)
        let again = try Run(["check", copy.path])
        #expect(again.status == 0 && again.stdout.contains(": 0 fail, 0 warn, 0 info;"), "\(again.stderr)")
    }

    @Test func listRules() throws {
        let run = try Run(["check", "--list-rules"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                "font/resolves  [fail]\n  The font resolves to the requested family and offers the requested weights\n  codes: family-not-found, file-unusable, weight-substituted (warn), weight-out-of-range (warn), italic-missing (warn), axis-missing, axis-out-of-range (warn)\n"
            ))
        #expect(
            run.stdout.contains(
                "renamed ids (still accepted): accessibility/200-percent -> wcag/resize-text, accessibility/text-resize -> wcag/resize-text"
            ))
        // The whole listing is the block docs/Configuration.md shows (which RuleRegistryTests holds to the registry).
        let docs = try String(contentsOf: Fixture.root.appendingPathComponent("docs/Configuration.md"), encoding: .utf8)
        let start = try #require(docs.range(of: "```text\nfont/resolves  [fail]\n"))
        let end = try #require(docs.range(of: "```", range: start.upperBound..<docs.endIndex))
        #expect(run.stdout == "font/resolves  [fail]\n" + docs[start.upperBound..<end.lowerBound])
    }

    @Test func initWritesAWorkingConfig() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("fontscale.yml")
        try? FileManager.default.removeItem(at: file)
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("fontscale.schema.json"))
        let run = try Run([
            "init", "--family", "Atkinson Hyperlegible", "--output", file.path, "--font-dir", TestFonts.directory,
        ])
        #expect(
            run.status == 0
                && run.stdout
                    == "wrote \(file.path): Atkinson Hyperlegible, 12 styles, 2 containers, 4 samples in Latin; run `fontscale check \(file.path)`\n"
                    + "  fontscale.schema.json: the schema editors read (the config's first line points to it)\n"
        )
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(
            text.contains(
                "    # Apple's Headline is Semibold (600); Atkinson Hyperlegible has 400 and 700: Bold (700) written\n    weight: bold\n"
            ))
        // The weight is one the family has, so nothing is substituted: the starter config passes.
        let check = try Run(["check", file.path])
        #expect(check.status == 0 && !check.stdout.contains("[font/resolves]"))
        let again = try Run(["init", "--family", "Atkinson Hyperlegible", "--output", file.path])
        #expect(
            again.status == 64
                && again.stderr
                    == "fontscale: error: '\(file.path)' exists; pass --force to overwrite it, or choose another --output\n"
        )
        let missing = try Run([
            "init", "--family", "Merriwether", "--output", scratch.appendingPathComponent("x.yml").path, "--font-dir",
            TestFonts.directory,
        ])
        #expect(
            missing.status == 2 && !FileManager.default.fileExists(atPath: scratch.appendingPathComponent("x.yml").path)
        )
    }
}
