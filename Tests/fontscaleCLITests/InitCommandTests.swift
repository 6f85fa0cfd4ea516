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

    /// Every text face the tests fetch (family, file prefix): the faces whose character set holds
    /// the starter's Latin samples, Arabic, Devanagari and CJK faces included.
    static let textFaces: [(String, String)] = [
        ("Merriweather", "Merriweather"), ("Inter", "Inter"), ("Crimson Pro", "CrimsonPro"), ("Heebo", "Heebo"),
        ("Atkinson Hyperlegible", "AtkinsonHyperlegible"), ("Hind", "Hind-"), ("Amiri", "Amiri-"),
        ("Noto Sans Arabic", "NotoSansArabic"), ("Noto Sans Devanagari", "NotoSansDevanagari"),
        ("Noto Sans CJK JP", "NotoSansCJK"), ("WenQuanYi Micro Hei", "wqy-microhei"),
    ]

    /// 11 styles in Phone at the 7 standard sizes (no line limit at AX1-AX5) x 4 samples, and
    /// Price in Button at all 12 x 2 samples: 308 + 24 layouts.
    @Test(arguments: textFaces) func initThenCheckPassesAfterMovingTheFolder(family: String, prefix: String) throws {
        let repo = try repository(family, fonts: prefix)
        let written = try Run(
            ["init", "--family", family, "-o", "ci/typography.yml", "--font-dir", "fonts/"], in: repo,
            environment: Self.environment)
        #expect(written.stderr == "")
        #expect(
            written.stdout
                == "wrote ci/typography.yml (created its folder): \(family), 12 styles, 2 containers, 4 samples; run `fontscale check ci/typography.yml`\n"
        )
        let config = try String(contentsOf: repo.appendingPathComponent("ci/typography.yml"), encoding: .utf8)
        #expect(config.contains("\n  directories: [\"../fonts\"]  # relative to this file\n"))
        let moved = repo.deletingLastPathComponent().appendingPathComponent("moved")
        try FileManager.default.moveItem(at: repo, to: moved)
        let check = try Run(["check", "ci/typography.yml"], in: moved, environment: Self.environment)
        #expect(check.status == 0 && check.stderr == "")
        // 3 notes: Apple's own Caption 2 inversions (2) and Large Title's curve stopping at 171%
        // (wcag/resize-text). 608 layouts: 332, plus a11y/accessibility-sizes-content's 11 styles x
        // 4 samples x 6 (xxxLarge and AX1-AX5) in Phone and Price's 2 samples x 6 in Button.
        #expect(
            check.stdout.split(separator: "\n").last
                == "fontscale check: ci/typography.yml: 0 fail, 0 warn, 3 info; checked 12 styles x 12 categories x 4 samples x 2 containers (608 layouts); passed at --fail-on fail",
            "\(check.stdout)")
    }

    /// Noto Sans Hebrew has no Latin letters and no digits: what remains is about the font, one
    /// missing-glyphs finding per sample and style (11 x 4 + Price's 2), and nothing else.
    @Test func aFaceWithoutTheSamplesScriptKeepsOnlyThatFinding() throws {
        let repo = try repository("hebrew", fonts: "NotoSansHebrew")
        let written = try Run(
            ["init", "--family", "Noto Sans Hebrew", "-o", "ci/typography.yml", "--font-dir", "fonts"], in: repo,
            environment: Self.environment)
        #expect(written.status == 0)
        let check = try Run(["check", "ci/typography.yml"], in: repo, environment: Self.environment)
        #expect(check.status == 1)
        let findings = check.stdout.split(separator: "\n").filter { $0.contains(": fail: ") || $0.contains(": warn: ") }
        #expect(findings.count == 46)
        #expect(
            findings.allSatisfy {
                $0.contains(": fail: [font/glyph-coverage] ") && $0.contains(": Noto Sans Hebrew has no glyph for U+")
            })
        #expect(
            findings.first
                == "ci/typography.yml:92:5: fail: [font/glyph-coverage] Large Title: Noto Sans Hebrew has no glyph for U+44 D, U+79 y, U+6E n, U+61 a, U+6D m, U+69 i, U+63 c, U+54 T, U+70 p, U+65 e in \"Dynamic Type\""
        )
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
                == "t.yml:8:17: error: fonts.directories[0]: $FONTSCALE_FONT_PATH is not set; expected it to list font folders (colon-separated), e.g. export FONTSCALE_FONT_PATH=/path/to/fonts\n"
        )
    }

    /// Missing folders of -o are created; a file in the way is refused in one line, in words.
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
