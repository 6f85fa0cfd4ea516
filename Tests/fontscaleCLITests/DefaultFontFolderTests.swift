import FontScaleTestSupport
import Foundation
import Testing

/// The default font folder: `.fonts/` in the working directory, and for `check` and `export` the
/// `.fonts/` beside the config, are searched without options when they exist (so the fonts
/// `scripts/fetch-fonts.sh .fonts` fetched are found), and a family that is in none of them is
/// still an error. Real fontconfig lookups, from scratch folders that hold a copy of Atkinson
/// Hyperlegible Regular (installed nowhere else on the machine).
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct DefaultFontFolderTests {
    /// A fresh scratch folder, removed by the caller.
    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-default-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A `.fonts/` folder inside `folder` holding Atkinson Hyperlegible Regular.
    func addFonts(to folder: URL) throws {
        let fonts = folder.appendingPathComponent(".fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestFonts.atkinsonRegular, toPath: fonts.appendingPathComponent("Atkinson.ttf").path)
    }

    /// `fontscale ARGUMENTS` in `folder`, FONTSCALE_FONT_PATH unset unless given.
    func run(_ arguments: [String], in folder: URL, fontPath: String? = nil) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        var environment = ProcessInfo.processInfo.environment
        environment["FONTSCALE_FONT_PATH"] = fontPath
        return try Command.run(Fixture.executable.path, arguments, environment: environment, in: folder)
    }

    let measure = ["measure", "Hi", "--font", "Atkinson Hyperlegible", "--size", "17"]
    let notInstalled =
        "fontscale: error: font family 'Atkinson Hyperlegible' is not installed (fontconfig would fall back to "
        + "'DejaVu Sans'); add its folder with --font-dir or FONTSCALE_FONT_PATH, or give --font-file\n"

    @Test func workingDirectoryFontsAreFoundWithoutOptions() throws {
        let work = try scratch()
        defer { try? FileManager.default.removeItem(at: work) }
        let without = work.appendingPathComponent("without"), with = work.appendingPathComponent("with")
        try FileManager.default.createDirectory(at: without, withIntermediateDirectories: true)
        try addFonts(to: with)

        let missing = try run(measure, in: without)
        #expect(missing.status == 2 && missing.stdout.isEmpty)
        #expect(missing.stderr == notInstalled)

        let found = try run(measure, in: with)
        #expect(found.status == 0 && found.stderr.isEmpty, "\(found.stderr)")
        #expect(found.stdout.hasPrefix("Atkinson Hyperlegible (static 400) at 17 pt\n"))
        #expect(found.stdout.hasSuffix("  face: \(with.path)/.fonts/Atkinson.ttf\n"), "\(found.stdout)")
        let listed = try run(["fonts", "Atkinson", "--format", "json"], in: with)
        #expect(listed.status == 0 && listed.stdout.contains("\"Atkinson Hyperlegible\""), "\(listed.stdout)")

        // Never a fallback: a family the default folder lacks is still not installed.
        let other = try run(["measure", "Hi", "--font", "Heebo", "--size", "17"], in: with)
        #expect(other.status == 2)
        #expect(
            other.stderr
                == "fontscale: error: font family 'Heebo' is not installed (fontconfig would fall back to 'DejaVu Sans'); "
                + "add its folder with --font-dir or FONTSCALE_FONT_PATH, or give --font-file\n")
    }

    /// The same folder named again (--font-dir, FONTSCALE_FONT_PATH, the default) is added once; an
    /// empty default folder is skipped, while an empty --font-dir is still an error.
    @Test func aFolderNamedTwiceOrEmpty() throws {
        let work = try scratch()
        defer { try? FileManager.default.removeItem(at: work) }
        try addFonts(to: work)
        let twice = try run(
            measure + ["--font-dir", ".fonts", "--font-dir", work.path + "/.fonts/"], in: work,
            fontPath: work.path + "/.fonts")
        #expect(twice.status == 0 && twice.stderr.isEmpty, "\(twice.stderr)")

        let empty = work.appendingPathComponent("empty")
        try FileManager.default.createDirectory(
            at: empty.appendingPathComponent(".fonts"), withIntermediateDirectories: true)
        let system = try run(["measure", "Hi", "--font", "DejaVu Sans", "--size", "17"], in: empty)
        #expect(system.status == 0 && system.stderr.isEmpty, "\(system.stderr)")
        let named = try run(
            ["measure", "Hi", "--font", "DejaVu Sans", "--size", "17", "--font-dir", ".fonts"], in: empty)
        #expect(named.status == 2)
        #expect(
            named.stderr
                == "fontscale: error: font folder '.fonts' holds no font fontconfig can read; expected .ttf, .otf, .ttc, "
                + ".woff or .woff2 files\n")
    }

    /// `check` and `export` search `.fonts/` beside the config and in the working directory.
    @Test func configFontsBesideTheConfigOrInTheWorkingDirectory() throws {
        let work = try scratch()
        defer { try? FileManager.default.removeItem(at: work) }
        let project = work.appendingPathComponent("project"), ci = project.appendingPathComponent("ci")
        let elsewhere = work.appendingPathComponent("elsewhere")
        for folder in [ci, elsewhere] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data(
            """
            version: 1
            categories: xSmall...AX5
            fonts:
              family: Atkinson Hyperlegible
            styles:
              - name: Body
                textStyle: body
                size: 17

            """.utf8
        ).write(to: ci.appendingPathComponent("typography.yml"))

        // No .fonts/ anywhere: the family does not resolve (exit 2, a font/resolves finding).
        let missing = try run(["check", "../project/ci/typography.yml"], in: elsewhere)
        #expect(missing.status == 2)
        #expect(
            missing.stdout.contains(": fail: [font/resolves] font family 'Atkinson Hyperlegible' is not installed"),
            "\(missing.stdout)")

        // Beside the config, checked from another folder.
        try addFonts(to: ci)
        let beside = try run(["check", "../project/ci/typography.yml"], in: elsewhere)
        #expect(beside.status == 0 && !beside.stdout.contains("font/resolves"), "\(beside.stdout)")
        let exported = try run(["export", "../project/ci/typography.yml", "--format", "css"], in: elsewhere)
        #expect(exported.status == 0 && exported.stderr.isEmpty, "\(exported.stderr)")

        // In the working directory, the config in a subfolder.
        try FileManager.default.moveItem(
            at: ci.appendingPathComponent(".fonts"), to: project.appendingPathComponent(".fonts"))
        let working = try run(["check", "ci/typography.yml"], in: project)
        #expect(working.status == 0 && !working.stdout.contains("font/resolves"), "\(working.stdout)")
        let away = try run(["check", "../project/ci/typography.yml"], in: elsewhere)
        #expect(away.status == 2)
    }
}
