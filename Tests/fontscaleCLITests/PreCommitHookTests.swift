import FontScaleTestSupport
import Foundation
import Testing

/// Where the tests find pre-commit, PyYAML and jsonschema (scripts/fetch-test-tools.sh) and the
/// fontscale built with them, and how they run them.
enum CITools {
    static let pythonPath = Fixture.root.appendingPathComponent(".tools/python").path

    /// This process's environment with `.tools/python` importable, the built fontscale first on
    /// PATH, a pre-commit cache of its own and a git identity for commits.
    static func environment(cache: URL, extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONPATH"] = pythonPath
        environment["PATH"] =
            Fixture.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["PRE_COMMIT_HOME"] = cache.path
        environment["FONTSCALE_SARIF_SCHEMA_DIR"] = Fixture.root.appendingPathComponent(".tools/schemas").path
        for key in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { environment[key] = "fontscale tests" }
        for key in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] { environment[key] = "tests@fontscale.invalid" }
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        return environment.merging(extra) { $1 }
    }

    /// True when `python3 -c "import MODULES"` works with `.tools/python` on the path.
    static func importable(_ modules: String) -> Bool {
        (try? Command.run(
            "/usr/bin/env", ["python3", "-c", "import \(modules)"],
            environment: ["PYTHONPATH": pythonPath, "PATH": path]
        ).status) == 0
    }
    static let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"

    /// A config with one `size/legible-minimum` failure (Caption at 9 pt, line 5, column 48), and
    /// its fix (a minimum size).
    static let failing = """
        version: 1
        fonts: {family: Merriweather, directories: [\(TestFonts.directory)]}
        styles:
          - {name: Body, textStyle: body, size: 17}
          - {name: Caption, textStyle: caption1, size: 9}

        """
    static let fixed = failing.replacingOccurrences(of: "size: 9}", with: "size: 12, minSize: 11}")

    /// A release archive in `folder` (`scripts/dist.sh --binary`): the built fontscale packed in
    /// `make dist`'s layout, without its static build and manual pages.
    static func packArchive(into folder: URL) throws -> URL {
        let run = try Command.run(
            Fixture.root.appendingPathComponent("scripts/dist.sh").path,
            ["--binary", Fixture.executable.path, "--output", folder.path])
        guard run.status == 0,
            let name = try FileManager.default.contentsOfDirectory(atPath: folder.path).first(where: {
                $0.hasPrefix("fontscale-") && $0.hasSuffix(".tar.gz")
            })
        else { throw CommandError(message: "scripts/dist.sh --binary: \(run.stdout)\(run.stderr)") }
        return folder.appendingPathComponent(name)
    }

    /// `git ARGUMENTS` in `folder`, which must succeed.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> String {
        let run = try Command.run("/usr/bin/git", arguments, environment: environment, in: folder)
        guard run.status == 0 else {
            throw CommandError(message: "git \(arguments.joined(separator: " ")): \(run.stderr)")
        }
        return run.stdout
    }

    /// A git repository at `folder` holding the hook's files (.pre-commit-hooks.yaml and its
    /// script) as they are in this checkout's working tree, committed; returns its HEAD.
    @discardableResult
    static func hookRepository(at folder: URL, environment: [String: String]) throws -> String {
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        for file in [".pre-commit-hooks.yaml", "scripts/pre-commit-fontscale-check.sh"] {
            try manager.copyItem(at: Fixture.root.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        try manager.setAttributes(
            [.posixPermissions: 0o755],
            ofItemAtPath: folder.appendingPathComponent("scripts/pre-commit-fontscale-check.sh").path)
        try git(["init", "-q", "."], in: folder, environment: environment)
        try git(["add", "."], in: folder, environment: environment)
        try git(["commit", "-q", "-m", "hooks"], in: folder, environment: environment)
        return try git(["rev-parse", "HEAD"], in: folder, environment: environment)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The pre-commit hook `fontscale-check` (.pre-commit-hooks.yaml), run by the real pre-commit
/// (4.7.0 from PyPI, scripts/fetch-test-tools.sh) on a scratch repository, with the freshly built
/// fontscale on PATH. The hook repository is a git repository made of this checkout's hook file and
/// script as they are in the working tree, so uncommitted edits are what gets tested.
@Suite(
    .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
    .enabled(if: CITools.importable("pre_commit"), "run scripts/fetch-test-tools.sh (pre-commit)"), .serialized)
struct PreCommitHookTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fontscale-pre-commit-\(getpid())-\(UUID().uuidString)")
    var hooks: URL { scratch.appendingPathComponent("hooks") }
    var project: URL { scratch.appendingPathComponent("project") }
    var environment: [String: String] { CITools.environment(cache: scratch.appendingPathComponent("cache")) }

    /// The hook repository (committed) and a project repository with `fontscale.yml` staged.
    func setUp(config: String = CITools.failing) throws -> String {
        let rev = try CITools.hookRepository(at: hooks, environment: environment)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try CITools.git(["init", "-q", "."], in: project, environment: environment)
        try config.write(to: project.appendingPathComponent("fontscale.yml"), atomically: true, encoding: .utf8)
        try CITools.git(["add", "fontscale.yml"], in: project, environment: environment)
        return rev
    }

    func preCommit(_ arguments: [String], environment: [String: String]? = nil) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        try Command.run(
            "/usr/bin/env", ["python3", "-m", "pre_commit"] + arguments, environment: environment ?? self.environment,
            in: project)
    }

    @Test func tryRepoBlocksAFindingAndPassesTheFix() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try setUp()
        let blocked = try preCommit(["try-repo", hooks.path, "fontscale-check", "--files", "fontscale.yml"])
        #expect(blocked.status == 1, "\(blocked.stdout)\(blocked.stderr)")
        #expect(blocked.stdout.contains("fontscale check....") && blocked.stdout.contains("Failed"))
        #expect(
            blocked.stdout.contains(
                "fontscale.yml:5:48: fail: [size/legible-minimum] Caption is 9 pt at Large, below the 11 pt minimum"))
        try CITools.fixed.write(to: project.appendingPathComponent("fontscale.yml"), atomically: true, encoding: .utf8)
        let passed = try preCommit(["try-repo", hooks.path, "fontscale-check", "--files", "fontscale.yml"])
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout.contains("fontscale check....") && passed.stdout.contains("Passed"))
    }

    /// The hook installed as a project installs it (`.pre-commit-config.yaml`, `pre-commit
    /// install`): `git commit` is refused with the finding, and goes through once it is fixed.
    @Test func aCommitWithAFindingIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let rev = try setUp()
        let config = "repos:\n  - repo: \(hooks.path)\n    rev: \(rev)\n    hooks:\n      - id: fontscale-check\n"
        try config.write(
            to: project.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
        try CITools.git(["add", ".pre-commit-config.yaml"], in: project, environment: environment)
        #expect(try preCommit(["install"]).status == 0)
        let refused = try Command.run(
            "/usr/bin/git", ["commit", "-m", "type scale"], environment: environment, in: project)
        #expect(refused.status == 1)
        #expect(
            (refused.stdout + refused.stderr).contains(
                "fontscale.yml:5:48: fail: [size/legible-minimum] Caption is 7 pt at xSmall, below the 11 pt minimum"))
        #expect(
            (try? CITools.git(["rev-parse", "--verify", "-q", "HEAD"], in: project, environment: environment)) == nil)
        try CITools.fixed.write(to: project.appendingPathComponent("fontscale.yml"), atomically: true, encoding: .utf8)
        try CITools.git(["add", "fontscale.yml"], in: project, environment: environment)
        let committed = try Command.run(
            "/usr/bin/git", ["commit", "-m", "type scale"], environment: environment, in: project)
        #expect(committed.status == 0, "\(committed.stdout)\(committed.stderr)")
        #expect(try CITools.git(["log", "--format=%s"], in: project, environment: environment) == "type scale\n")
    }

    /// A changed font file re-checks every tracked config; a config passed twice is checked once.
    @Test func aChangedFontChecksTheTrackedConfigs() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try setUp()
        try Data("not a font".utf8).write(to: project.appendingPathComponent("Brand.ttf"))
        try CITools.git(["add", "Brand.ttf"], in: project, environment: environment)
        let run = try preCommit(["try-repo", hooks.path, "fontscale-check", "--files", "Brand.ttf"])
        #expect(run.status == 1)
        #expect(run.stdout.components(separatedBy: "fontscale check: fontscale.yml: 4 fail").count == 2)
    }

    @Test func aMissingFontscaleIsSaidInWords() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try setUp()
        let environment = CITools.environment(
            cache: scratch.appendingPathComponent("cache"), extra: ["FONTSCALE": "/nonexistent/fontscale"])
        let run = try preCommit(
            ["try-repo", hooks.path, "fontscale-check", "--files", "fontscale.yml"], environment: environment)
        #expect(run.status == 1)
        #expect(run.stdout.contains("- exit code: 127"))
        #expect(
            run.stdout.contains(
                "fontscale-check: '/nonexistent/fontscale' is not on PATH. pre-commit cannot build fontscale (a Swift package):"
            ))
    }

    @Test func theHookFileValidatesAgainstSchemaStore() throws {
        let run = try Command.run(
            "/usr/bin/env",
            [
                "python3", Fixture.root.appendingPathComponent("Tests/tools/validate_yaml_schema.py").path,
                Fixture.root.appendingPathComponent("Tests/Fixtures/schemastore/pre-commit-hooks.json").path,
                Fixture.root.appendingPathComponent(".pre-commit-hooks.yaml").path,
            ], environment: environment)
        #expect(run.status == 0 && run.stdout == "valid\n", "\(run.stdout)\(run.stderr)")
    }
}
