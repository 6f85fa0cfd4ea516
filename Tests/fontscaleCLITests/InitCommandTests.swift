import FontScaleTestSupport
import Foundation
import Testing

/// `fontscale init` then `fontscale check`, through the real CLI, as a new user would: the font
/// files in `fonts/`, the config in `ci/`, the whole folder moved before the check.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct InitCommandTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-init-cli-\(getpid())")

    /// This process's environment without FONTSCALE_FONT_PATH, so only the config names fonts.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["FONTSCALE_FONT_PATH"] = nil
        return environment
    }

    /// A folder `name/repo` holding `fonts/` with the .fonts files whose names start with `prefix`.
    func repository(_ name: String, fonts prefix: String) throws -> URL {
        let repo = scratch.appendingPathComponent(name).appendingPathComponent("repo")
        try? FileManager.default.removeItem(at: repo.deletingLastPathComponent())
        let fonts = repo.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: TestFonts.directory).filter {
            $0.hasPrefix(prefix)
        }
        try #require(!files.isEmpty, "no .fonts file starts with \(prefix)")
        for file in files {
            try FileManager.default.copyItem(
                atPath: TestFonts.directory + "/" + file, toPath: fonts.appendingPathComponent(file).path)
        }
        return repo
    }

    /// Every text face the tests fetch (family, file prefix, the scripts its samples are written
    /// in): each face's own scripts first, Latin where its cmap has Latin.
    static let textFaces: [(String, String, String)] = [
        ("Merriweather", "Merriweather", "Latin and Cyrillic"), ("Inter", "Inter", "Latin, Cyrillic and Greek"),
        ("Crimson Pro", "CrimsonPro", "Latin"), ("Heebo", "Heebo", "Hebrew and Latin"),
        ("Atkinson Hyperlegible", "AtkinsonHyperlegible", "Latin"), ("Hind", "Hind-", "Devanagari and Latin"),
        ("Mukta", "Mukta-", "Devanagari and Latin"), ("Sarabun", "Sarabun-", "Thai and Latin"),
        ("Amiri", "Amiri-", "Arabic and Latin"), ("Noto Sans Arabic", "NotoSansArabic", "Arabic and Latin"),
        ("Noto Sans Devanagari", "NotoSansDevanagari", "Devanagari and Latin"),
        ("Noto Sans Thai", "NotoSansThai", "Thai and Latin"), ("Noto Sans Khmer", "NotoSansKhmer", "Khmer and Latin"),
        ("Noto Sans Hebrew", "NotoSansHebrew", "Hebrew"),
    ]

    /// The samples a starter writes for `scripts` (Latin 4, each other script a phrase and a
    /// compound), plus a phrase for each language of Tables/languages.tsv writing one of them that
    /// the face's cmap maps, read by the tests' own reader (Vietnamese in most Latin faces here,
    /// Persian and Urdu in the Arabic ones).
    static func sampleCount(_ scripts: String, family prefix: String) throws -> Int {
        let names = scripts.replacingOccurrences(of: " and ", with: ", ").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let codes = ["Latin": "Latn", "Cyrillic": "Cyrl", "Greek": "Grek", "Arabic": "Arab", "Hebrew": "Hebr"]
        let regular = try FileManager.default.contentsOfDirectory(atPath: TestFonts.directory).sorted().first {
            $0.hasPrefix(prefix) && !$0.contains("Italic") && !$0.contains("Bold") && !$0.contains("SemiBold")
        }!
        let languages = try LanguageTable.covered(
            by: TestFonts.directory + "/" + regular, scripts: Set(names.compactMap { codes[$0] }))
        return names.reduce(0) { $0 + ($1 == "Latin" ? 4 : 2) } + languages.count
    }

    /// 11 styles in Phone at the 7 standard sizes (no line limit at AX1-AX5) x n samples, and Price
    /// in Button at all 12 x 2 samples; a11y/accessibility-sizes-content lays each out again at
    /// xxxLarge and AX1-AX5: 77n + 24 + 66n + 12 = 143n + 36 layouts (608 for the 4 Latin samples).
    /// A face without digits (Noto Sans Hebrew) gets no Price: 11 styles, 143n layouts.
    @Test(arguments: textFaces)
    func initThenCheckPassesAfterMovingTheFolder(family: String, prefix: String, scripts: String) throws {
        let repo = try repository(family, fonts: prefix)
        let written = try Run(
            ["init", "--family", family, "-o", "ci/typography.yml", "--font-dir", "fonts/"], in: repo,
            environment: Self.environment)
        #expect(written.stderr == "")
        let samples = try Self.sampleCount(scripts, family: prefix), price = family != "Noto Sans Hebrew"
        let styles = price ? 12 : 11
        #expect(
            written.stdout
                == "wrote ci/typography.yml (created its folder): \(family), \(styles) styles, 2 containers, \(samples) samples in \(scripts); run `fontscale check ci/typography.yml`\n"
                + "  fontscale.schema.json: the schema editors read (the config's first line points to it)\n"
        )
        let config = try String(contentsOf: repo.appendingPathComponent("ci/typography.yml"), encoding: .utf8)
        #expect(config.contains("\n  directories: [\"../fonts\"]  # relative to this file\n"))
        #expect(!config.contains("# Not sampled"))
        let moved = repo.deletingLastPathComponent().appendingPathComponent("moved")
        try FileManager.default.moveItem(at: repo, to: moved)
        let check = try Run(["check", "ci/typography.yml"], in: moved, environment: Self.environment)
        #expect(check.status == 0 && check.stderr == "")
        // 3 notes: Apple's own Caption 2 inversions (2) and Large Title's curve stopping at 171%
        // (wcag/resize-text). A fourth where the font's y reaches below its own descender, which no
        // line height moves (text/clipped-ink, ink-below-line): hb-shape's extents of "Dynamic Type"
        // against fontTools' OS/2 sTypoDescender, Crimson Pro 228 against 220 of 1024 units (more
        // than a @3x pixel from 43 pt), Sarabun 242 against 232 of 1000 (from 34 pt).
        let layouts = 143 * samples + (price ? 36 : 0)
        let notes = ["Crimson Pro", "Sarabun"].contains(family) ? 4 : 3
        let last = String(check.stdout.split(separator: "\n").last ?? "")
        #expect(
            last.hasPrefix(
                "fontscale check: ci/typography.yml: 0 fail, 0 warn, \(notes) info; checked \(layouts) layouts = ")
                && last.hasSuffix(
                    "; \(styles) styles, 12 categories, \(samples) samples, 2 containers; passed at --fail-on fail"),
            "\(check.stdout)")
    }

    /// CJK faces map scripts the starter cannot sample: said on stdout and in the file, and the
    /// starter still passes its own check.
    @Test(arguments: [
        ("Noto Sans CJK JP", "NotoSansCJK", ["Bopomofo", "Greek"]),
        ("WenQuanYi Micro Hei", "wqy-microhei", ["Bopomofo"]),
    ])
    func whatCouldNotBeSampledIsSaid(family: String, prefix: String, uncovered: [String]) throws {
        let repo = try repository(family, fonts: prefix)
        let written = try Run(
            ["init", "--family", family, "-o", "t.yml", "--font-dir", "fonts"], in: repo, environment: Self.environment)
        #expect(written.status == 0)
        let said = written.stdout.split(separator: "\n").dropFirst().dropLast().map(String.init)
        #expect(
            written.stdout.hasSuffix(
                "\n  fontscale.schema.json: the schema editors read (the config's first line points to it)\n"))
        #expect(said.allSatisfy { $0.hasPrefix("  not sampled: ") }, "\(said)")
        #expect(said.map { String($0.dropFirst("  not sampled: ".count).prefix { $0 != ":" }) } == uncovered)
        let config = try String(contentsOf: repo.appendingPathComponent("t.yml"), encoding: .utf8)
        for line in said { #expect(config.contains("\n#   " + line.dropFirst("  not sampled: ".count) + "\n")) }
        let check = try Run(["check", "t.yml"], in: repo, environment: Self.environment)
        #expect(check.status == 0, "\(check.stdout)")
    }

    /// A family found only through FONTSCALE_FONT_PATH: the config names the variable, which CI sets.
    @Test func aFamilyFoundThroughTheEnvironmentNamesTheVariable() throws {
        let repo = try repository("environment", fonts: "CrimsonPro")
        var environment = Self.environment
        environment["FONTSCALE_FONT_PATH"] = repo.appendingPathComponent("fonts").path
        let written = try Run(["init", "--family", "Crimson Pro", "-o", "t.yml"], in: repo, environment: environment)
        #expect(written.status == 0)
        let config = try String(contentsOf: repo.appendingPathComponent("t.yml"), encoding: .utf8)
        #expect(
            config.contains(
                "\n  directories: [\"$FONTSCALE_FONT_PATH\"]  # $NAME: the folders in that environment variable\n"))
        #expect(try Run(["check", "t.yml"], in: repo, environment: environment).status == 0)
        let unset = try Run(["check", "t.yml"], in: repo, environment: Self.environment)
        #expect(unset.status == 2)
        #expect(
            unset.stderr
                == "t.yml:9:17: error: fonts.directories[0]: $FONTSCALE_FONT_PATH is not set; expected it to list font folders (colon-separated), e.g. export FONTSCALE_FONT_PATH=/path/to/fonts\n"
        )
    }

    /// Missing folders of -o are created; a file in the way is refused in one line, in words.
    /// The config's first line points yaml-language-server at `fontscale.schema.json`, which init
    /// writes beside it: the same bytes as `check --print-schema`; a second run leaves it; a file of
    /// another tool under that name is kept and said.
    @Test func editorSchemaBesideTheConfig() throws {
        let repo = try repository("schema", fonts: "CrimsonPro")
        let first = try Run(
            ["init", "--family", "Crimson Pro", "-o", "ci/t.yml", "--font-dir", "fonts"], in: repo,
            environment: Self.environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("\n  fontscale.schema.json: the schema editors read"))
        let config = try String(contentsOf: repo.appendingPathComponent("ci/t.yml"), encoding: .utf8)
        #expect(config.hasPrefix("# yaml-language-server: $schema=fontscale.schema.json\n"))
        let printed = try Run(["check", "--print-schema"], in: repo, environment: Self.environment)
        let schema = repo.appendingPathComponent("ci/fontscale.schema.json")
        #expect(try String(contentsOf: schema, encoding: .utf8) == printed.stdout)
        let again = try Run(
            ["init", "--family", "Crimson Pro", "-o", "ci/t.yml", "--font-dir", "fonts", "--force"], in: repo,
            environment: Self.environment)
        #expect(again.status == 0 && !again.stdout.contains("fontscale.schema.json"), "\(again.stdout)")
        try "{\"title\": \"someone else's\"}\n".write(to: schema, atomically: true, encoding: .utf8)
        let foreign = try Run(
            ["init", "--family", "Crimson Pro", "-o", "ci/t.yml", "--font-dir", "fonts", "--force"], in: repo,
            environment: Self.environment)
        #expect(foreign.stdout.contains("fontscale.schema.json is not fontscale's and was left as it is"))
        #expect(try String(contentsOf: schema, encoding: .utf8) == "{\"title\": \"someone else's\"}\n")
    }

    /// One version: `--version`, the newest heading of CHANGELOG.md and the SARIF driver agree.
    @Test func oneVersion() throws {
        let version = try Run(["--version"])
        let changelog = try String(contentsOf: Fixture.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // Keep a Changelog: "## [0.1.0] - 2026-11-29", after "## [Unreleased]".
        let newest = try #require(
            changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        #expect(String(newest.dropFirst(4).prefix { $0 != "]" }) == version.stdout.trimmingCharacters(in: .newlines))
        let sarif = try Run([
            "check", Fixture.root.appendingPathComponent("examples/clean.yml").path, "--format", "sarif",
        ])
        #expect(
            sarif.stdout.contains("\"version\": \"\(version.stdout.trimmingCharacters(in: .newlines))\""),
            "\(sarif.stdout.prefix(600))")
    }

    @Test func outputFolders() throws {
        let repo = try repository("folders", fonts: "CrimsonPro")
        let deep = try Run(
            ["init", "--family", "Crimson Pro", "-o", "a/b/c.yml", "--font-dir", "fonts"], in: repo,
            environment: Self.environment)
        #expect(deep.status == 0)
        let config = try String(contentsOf: repo.appendingPathComponent("a/b/c.yml"), encoding: .utf8)
        #expect(config.contains("\n  directories: [\"../../fonts\"]  # relative to this file\n"))
        try Data().write(to: repo.appendingPathComponent("plain"))
        let blocked = try Run(
            ["init", "--family", "Crimson Pro", "-o", "plain/x.yml", "--font-dir", "fonts"], in: repo,
            environment: Self.environment)
        #expect(blocked.status == 3 && blocked.stdout == "")
        #expect(
            blocked.stderr
                == "fontscale: error: cannot write 'plain/x.yml': '\(repo.appendingPathComponent("plain").path)' is a file, not a folder\n"
        )
    }
}
