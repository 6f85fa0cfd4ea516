import FontScaleTestSupport
import Foundation
import Testing

/// The README tour's two lines for users without Swift (install the release archive, try the
/// pre-commit hook), run as written: each line by bash in a scratch clone (a git repository with
/// the hook's files and a config), with HOME a scratch folder, the real pre-commit (4.7.0 from
/// PyPI, scripts/fetch-test-tools.sh) on PATH and no other fontscale there, so the hook runs the
/// archive's. The archive is the built fontscale packed in `make dist`'s layout
/// (`scripts/dist.sh --binary`): its static build is proven by scripts/dist-proof.sh instead.
@Suite(
    .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
    .enabled(if: CITools.importable("pre_commit"), "run scripts/fetch-test-tools.sh (pre-commit)"), .serialized)
struct ReadmeInstallTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fontscale-readme-install-\(getpid())-\(UUID().uuidString)")
    var clone: URL { scratch.appendingPathComponent("clone") }
    var home: URL { scratch.appendingPathComponent("home") }
    static let marker = "Tests/fontscaleCLITests/ReadmeInstallTests.swift runs these lines as written"

    /// The lines of the README block below the skip marker that names this test.
    static func readmeLines() throws -> [String] {
        let text = try String(contentsOf: Fixture.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("<!-- doc-blocks: skip") && $0.contains(marker) }),
            lines[start + 1] == "```sh", let end = lines[(start + 2)...].firstIndex(of: "```")
        else { throw CommandError(message: "README.md has no ```sh block under a skip marker naming this test") }
        return Array(lines[(start + 2)..<end])
    }

    /// Runs `line` with bash in the scratch clone, as a reader with only the archive and pre-commit.
    func run(_ line: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let tools = scratch.appendingPathComponent("tools")
        var environment = CITools.environment(cache: scratch.appendingPathComponent("cache"))
        environment["HOME"] = home.path
        environment["PATH"] = "\(home.path)/.local/bin:\(tools.path):/usr/bin:/bin"
        environment["FONTSCALE_FONT_PATH"] = nil
        return try Command.run("/bin/bash", ["--noprofile", "--norc", "-c", line], environment: environment, in: clone)
    }

    func setUp(config: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: home, withIntermediateDirectories: true)
        let tools = scratch.appendingPathComponent("tools")
        try manager.createDirectory(at: tools, withIntermediateDirectories: true)
        let wrapper = tools.appendingPathComponent("pre-commit")
        try "#!/bin/sh\nexec python3 -m pre_commit \"$@\"\n".write(to: wrapper, atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        // The clone: the hook's files committed (what `pre-commit try-repo .` reads).
        try CITools.hookRepository(
            at: clone, environment: CITools.environment(cache: scratch.appendingPathComponent("cache")))
        try config.write(to: clone.appendingPathComponent("fontscale.yml"), atomically: true, encoding: .utf8)
        _ = try CITools.packArchive(into: clone.appendingPathComponent("dist"))
    }

    @Test func theTwoLinesInstallTheArchiveAndRunTheHook() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let lines = try Self.readmeLines()
        #expect(lines.count == 2)
        #expect(lines.first?.contains("tar -xzf dist/") == true && lines.last?.hasPrefix("pre-commit ") == true)
        try setUp(config: CITools.fixed)

        let install = try run(lines[0])
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let installed = home.appendingPathComponent(".local/bin/fontscale")
        let version = try Command.run(installed.path, ["--version"])
        let built = try Command.run(Fixture.executable.path, ["--version"])
        #expect(version.status == 0 && version.stdout == built.stdout)
        for file in [
            "share/bash-completion/completions/fontscale", "share/fish/vendor_completions.d/fontscale.fish",
            "share/fontscale/runtime-packages.txt", "share/fontscale/CHANGELOG.md",
        ] {
            #expect(
                FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/\(file)").path), "\(file)")
        }
        // The archive's fontscale is the only one the hook can find.
        let found = try run("command -v fontscale")
        #expect(found.stdout == installed.path + "\n")

        let passed = try run(lines[1])
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout.contains("fontscale check....") && passed.stdout.contains("Passed"))

        try CITools.failing.write(to: clone.appendingPathComponent("fontscale.yml"), atomically: true, encoding: .utf8)
        let blocked = try run(lines[1])
        #expect(blocked.status == 1, "\(blocked.stdout)\(blocked.stderr)")
        #expect(
            blocked.stdout.contains(
                "fontscale.yml:5:48: fail: [size/legible-minimum] Caption is 9 pt at Large, below the 11 pt minimum"))
    }
}
