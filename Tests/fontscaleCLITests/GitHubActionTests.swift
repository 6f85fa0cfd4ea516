import FontScaleTestSupport
import Foundation
import Testing

/// action.yml: validated against SchemaStore's action metadata schema (vendored in
/// Tests/Fixtures/schemastore/), and its steps run by Tests/tools/run_action.py as a runner would,
/// with the upload to code scanning replaced by a stand-in that validates the SARIF file against the
/// OASIS SARIF 2.1.0 schema. The archive input installs the built fontscale packed in `make dist`'s
/// layout (`scripts/dist.sh --binary`). The build-from-source branch is not run here (a release build).
@Suite(
    .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
    .enabled(if: CITools.importable("yaml, jsonschema"), "run scripts/fetch-test-tools.sh (PyYAML, jsonschema)"),
    .serialized)
struct GitHubActionTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fontscale-action-\(getpid())-\(UUID().uuidString)")
    var environment: [String: String] { CITools.environment(cache: scratch.appendingPathComponent("cache")) }

    func tool(_ script: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        try Command.run(
            "/usr/bin/env", ["python3", Fixture.root.appendingPathComponent("Tests/tools/\(script)").path] + arguments,
            environment: environment ?? self.environment, in: scratch)
    }

    func runAction(_ inputs: [String], environment: [String: String]? = nil) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        try tool(
            "run_action.py", [Fixture.root.appendingPathComponent("action.yml").path] + inputs, environment: environment
        )
    }

    func writeConfigs() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try CITools.failing.write(to: scratch.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
        try CITools.fixed.write(to: scratch.appendingPathComponent("good.yml"), atomically: true, encoding: .utf8)
    }

    func sarif(_ name: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.appendingPathComponent(name))) as! [String: Any]
    }

    @Test func metadataValidatesAgainstSchemaStore() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let schema = Fixture.root.appendingPathComponent("Tests/Fixtures/schemastore/github-action.json").path
        let valid = try tool(
            "validate_yaml_schema.py", [schema, Fixture.root.appendingPathComponent("action.yml").path])
        #expect(valid.status == 0 && valid.stdout == "valid\n", "\(valid.stdout)\(valid.stderr)")
        // The schema has teeth: a composite step without `shell` and an action without a description fail.
        let broken = scratch.appendingPathComponent("broken.yml")
        try "name: x\nruns:\n  using: composite\n  steps:\n    - run: echo\n".write(
            to: broken, atomically: true, encoding: .utf8)
        let invalid = try tool("validate_yaml_schema.py", [schema, broken.path])
        #expect(invalid.status == 1)
        #expect(invalid.stdout.hasPrefix("$: 'description' is a required property\n"))
    }

    /// Two configs, one with findings: the check step fails, the upload still runs (`always()`)
    /// on one SARIF run holding both configs' results; with fail-on never the step passes.
    @Test func stepsCheckEveryConfigAndUploadOneRun() throws {
        try writeConfigs()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let failed = try runAction([
            "configs=bad.yml\ngood.yml", "fontscale=\(Fixture.executable.path)", "sarif=out/fontscale.sarif",
        ])
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        #expect(failed.stdout.contains("step Find or build fontscale: success\n"))
        #expect(failed.stdout.contains("step Check the typography configs: failure\n"))
        #expect(failed.stdout.contains("valid\nstand-in upload-sarif: out/fontscale.sarif, category fontscale\n"))
        #expect(failed.stdout.contains("step Upload the findings to code scanning: success\n"))
        #expect((failed.stdout + failed.stderr).contains("fontscale check: bad.yml: 4 fail, 0 warn, 0 info"))
        #expect((failed.stdout + failed.stderr).contains("fontscale check: good.yml: 0 fail, 0 warn, 0 info"))
        // The findings are in the log too, as the text format heads them (nothing uploaded or not).
        #expect(
            failed.stdout.contains(
                "bad.yml:5:48: fail: [size/legible-minimum] Caption is 7 pt at xSmall, below the 11 pt minimum"))
        let runs = try sarif("out/fontscale.sarif")["runs"] as! [[String: Any]]
        #expect(runs.count == 1)
        let results = runs[0]["results"] as! [[String: Any]]
        #expect(results.count == 4 && results.allSatisfy { $0["ruleId"] as? String == "size/legible-minimum" })
        let rules =
            (runs[0]["tool"] as! [String: Any])["driver"].flatMap { ($0 as! [String: Any])["rules"] }
            as! [[String: Any]]
        #expect(results.allSatisfy { rules[$0["ruleIndex"] as! Int]["id"] as? String == "size/legible-minimum" })
        let uris = (runs[0]["artifacts"] as! [[String: Any]]).map {
            ($0["location"] as! [String: Any])["uri"] as! String
        }
        #expect(uris == ["bad.yml", "good.yml"])

        let reported = try runAction([
            "configs=bad.yml", "fontscale=\(Fixture.executable.path)", "fail-on=never", "sarif=never.sarif",
        ])
        #expect(reported.status == 0, "\(reported.stdout)\(reported.stderr)")
        #expect(reported.stdout.contains("step Check the typography configs: success\n"))
    }

    /// With no fontscale input, the fontscale on PATH is used; upload false skips the upload; a
    /// config error fails the step (exit 2) and leaves a valid SARIF file of the other configs,
    /// which is not uploaded (it would mark the broken config's alerts fixed).
    @Test func fontscaleFromPathAndConfigErrors() throws {
        try writeConfigs()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fromPath = try runAction(["configs=good.yml", "upload=false"])
        #expect(fromPath.status == 0, "\(fromPath.stdout)\(fromPath.stderr)")
        #expect(fromPath.stdout.contains("fontscale action: using \(Fixture.executable.path) from PATH\n"))
        #expect(fromPath.stdout.contains("step Upload the findings to code scanning: skipped\n"))
        #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("fontscale.sarif").path))

        try "version: 1\nstyles:\n  - {name: Body, textStyle: body, size: 17, lineHeigth: 22}\n".write(
            to: scratch.appendingPathComponent("typo.yml"), atomically: true, encoding: .utf8)
        let broken = try runAction([
            "configs=typo.yml bad.yml", "fontscale=\(Fixture.executable.path)", "fail-on=never",
        ])
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("step Check the typography configs: failure\n"))
        #expect(broken.stdout.contains("step Upload the findings to code scanning: skipped\n"))
        #expect(
            broken.stderr.contains(
                "fontscale action: not uploading fontscale.sarif: a config could not be checked (above), and a log without its results would mark its code scanning alerts fixed"
            ))
        let runs = try sarif("fontscale.sarif")["runs"] as! [[String: Any]]
        #expect((runs[0]["results"] as! [[String: Any]]).count == 4)

        let missing = try runAction(["configs=good.yml", "fontscale=/nonexistent/fontscale"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains(
                "fontscale action: /nonexistent/fontscale (the fontscale input) is not an executable"))
        #expect(missing.stdout.contains("step Check the typography configs: skipped\n"))
        #expect(missing.stdout.contains("step Upload the findings to code scanning: skipped\n"))
    }

    /// The archive input, from a file URL, with no fontscale on PATH: the archive is unpacked under
    /// RUNNER_TEMP, its bin folder goes to GITHUB_PATH and the check runs its fontscale; a wrong
    /// SHA-256, a file that is not an archive and an archive without fontscale fail the first step.
    @Test func archiveInputInstallsTheReleaseArchive() throws {
        try writeConfigs()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let archive = try CITools.packArchive(into: scratch.appendingPathComponent("dist"))
        let runnerTemp = scratch.appendingPathComponent("runner-temp")
        try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
        var environment = self.environment
        environment["PATH"] = "/usr/bin:/bin"
        environment["RUNNER_TEMP"] = runnerTemp.path
        let name = archive.lastPathComponent.replacingOccurrences(of: ".tar.gz", with: "")

        let installed = try runAction(
            ["configs=bad.yml", "archive=\(archive.absoluteString)", "upload=false"], environment: environment)
        #expect(installed.status == 1, "\(installed.stdout)\(installed.stderr)")
        #expect(installed.stdout.contains("fontscale action: installed \(name) from \(archive.absoluteString)\n"))
        #expect(installed.stdout.contains("step Find or build fontscale: success\n"))
        let bin = installed.stdout.components(separatedBy: "\n").first { $0.hasPrefix("path: ") }.map {
            String($0.dropFirst(6))
        }
        #expect(
            bin?.hasPrefix(runnerTemp.path + "/") == true && bin?.hasSuffix("/\(name)/bin") == true,
            "\(bin ?? "no path")")
        #expect(installed.stdout.contains("step Check the typography configs: failure\n"))
        #expect((installed.stdout + installed.stderr).contains("fontscale check: bad.yml: 4 fail, 0 warn, 0 info"))

        let sha = try Command.run("/usr/bin/sha256sum", [archive.path]).stdout.prefix(64)
        let checked = try runAction(
            ["configs=good.yml", "archive=\(archive.path)", "archive-sha256=\(sha.uppercased())", "upload=false"],
            environment: environment)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")

        let wrong = String(repeating: "0", count: 64)
        let mismatch = try runAction(
            ["configs=good.yml", "archive=\(archive.path)", "archive-sha256=\(wrong)"], environment: environment)
        #expect(mismatch.status == 1)
        #expect(
            mismatch.stderr.contains(
                "fontscale action: \(archive.path) has SHA-256 \(sha), not \(wrong) (the archive-sha256 input)"))
        #expect(mismatch.stdout.contains("step Check the typography configs: skipped\n"))

        let config = scratch.appendingPathComponent("good.yml").path
        let notArchive = try runAction(["configs=good.yml", "archive=\(config)"], environment: environment)
        #expect(notArchive.status == 1)
        #expect(notArchive.stderr.contains("fontscale action: \(config) (the archive input) is not a gzip tar archive"))

        let empty = scratch.appendingPathComponent("empty.tar.gz")
        _ = try Command.run("/bin/tar", ["-czf", empty.path, "-C", scratch.path, "good.yml"])
        let noBinary = try runAction(["configs=good.yml", "archive=\(empty.path)"], environment: environment)
        #expect(noBinary.status == 1)
        #expect(noBinary.stderr.contains("(the archive input) has no fontscale-<version>-linux-<arch>/bin/fontscale"))
    }

    /// The install step's other failures, run as the action's first step runs it (the script alone,
    /// on the packed test build): each says in one line what was expected, exits 1 and puts
    /// nothing on the job's PATH. An archive for another machine, an unreachable URL, a runner
    /// without dpkg and apt-get, and a missing runtime package with neither root nor sudo
    /// (`id` and the PATH stand in for the runner; the package names none Debian has).
    @Test func archiveInstallFailuresSayWhatWasExpected() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let archive = try CITools.packArchive(into: scratch.appendingPathComponent("dist"))
        let name = archive.lastPathComponent.replacingOccurrences(of: ".tar.gz", with: "")
        let machine = try Command.run("/usr/bin/uname", ["-m"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        /// The archive unpacked, changed by `change` (given its root folder), and packed as `archiveName`.
        func repacked(_ archiveName: String, root newRoot: String, _ change: (URL) throws -> Void) throws -> URL {
            let work = scratch.appendingPathComponent("repack-\(archiveName)")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            _ = try Command.run("/bin/tar", ["-xzf", archive.path, "-C", work.path])
            if newRoot != name {
                try FileManager.default.moveItem(
                    at: work.appendingPathComponent(name), to: work.appendingPathComponent(newRoot))
            }
            try change(work.appendingPathComponent(newRoot))
            let packed = scratch.appendingPathComponent(archiveName)
            _ = try Command.run("/bin/tar", ["-czf", packed.path, "-C", work.path, newRoot])
            return packed
        }
        /// A folder of the commands the script runs, linked from /usr/bin and /bin, less `without`,
        /// plus `extra` scripts.
        func tools(_ folderName: String, without: Set<String> = [], extra: [String: String] = [:]) throws -> String {
            let folder = scratch.appendingPathComponent(folderName)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let commands = [
                "basename", "cat", "cp", "curl", "cut", "dirname", "dpkg-query", "apt-get", "grep", "gzip", "id",
                "mktemp", "realpath", "rm", "sha256sum", "tar", "tr", "uname", "wget",
            ]
            for command in commands where !without.contains(command) && extra[command] == nil {
                let target = ["/usr/bin/\(command)", "/bin/\(command)"].first {
                    FileManager.default.fileExists(atPath: $0)
                }
                guard let target else { continue }
                try FileManager.default.createSymbolicLink(
                    atPath: folder.appendingPathComponent(command).path, withDestinationPath: target)
            }
            for (command, text) in extra {
                let path = folder.appendingPathComponent(command).path
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            }
            return folder.path
        }
        /// The install step with `archive` as its input and `path` as PATH.
        func install(_ archive: String, path: String) throws -> (
            status: Int32, stdout: String, stderr: String, added: String
        ) {
            let output = scratch.appendingPathComponent("output"), jobPath = scratch.appendingPathComponent("path")
            try Data().write(to: output)
            try Data().write(to: jobPath)
            let temp = scratch.appendingPathComponent("runner-temp")
            try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
            let environment = [
                "PATH": path, "INPUT_ARCHIVE": archive, "RUNNER_TEMP": temp.path, "GITHUB_OUTPUT": output.path,
                "GITHUB_PATH": jobPath.path, "HOME": scratch.path,
            ]
            let run = try Command.run(
                "/bin/bash", [Fixture.root.appendingPathComponent("scripts/action-install.sh").path],
                environment: environment, in: scratch)
            return (run.status, run.stdout, run.stderr, try String(contentsOf: jobPath, encoding: .utf8))
        }

        let other = machine == "aarch64" ? "x86_64" : "aarch64"
        let foreign = try repacked(
            "foreign.tar.gz", root: name.replacingOccurrences(of: "-linux-\(machine)", with: "-linux-\(other)")
        ) { _ in }
        let wrongMachine = try install(foreign.path, path: try tools("all"))
        #expect(wrongMachine.status == 1 && wrongMachine.added.isEmpty)
        #expect(
            wrongMachine.stderr
                == "fontscale action: \(foreign.path) is built for \(other); this runner is \(machine)\n")

        let unreachable = "file://\(scratch.path)/no-such-archive.tar.gz"
        let missing = try install(unreachable, path: try tools("all2"))
        #expect(missing.status == 1 && missing.added.isEmpty)
        #expect(missing.stderr.hasSuffix("fontscale action: cannot download \(unreachable) (the archive input)\n"))

        // A URL with neither curl nor wget, nor apt-get to install curl: said, not attempted. With
        // wget alone, wget downloads (here from a closed port, so it fails and says so).
        let closed = "http://127.0.0.1:9/\(archive.lastPathComponent)"
        let bare = try install(closed, path: try tools("bare", without: ["curl", "wget", "apt-get", "dpkg-query"]))
        #expect(bare.status == 1 && bare.added.isEmpty)
        #expect(
            bare.stderr.hasSuffix(
                "fontscale action: downloading \(closed) needs curl or wget, and this runner has neither, nor apt-get to install one\n"
            ),
            "\(bare.stderr)")
        let wgetOnly = try install(closed, path: try tools("wget-only", without: ["curl"]))
        #expect(wgetOnly.status == 1 && wgetOnly.added.isEmpty)
        #expect(
            wgetOnly.stderr.hasSuffix("fontscale action: cannot download \(closed) (the archive input)\n"),
            "\(wgetOnly.stderr)")

        let noApt = try install(archive.path, path: try tools("no-apt", without: ["dpkg-query", "apt-get"]))
        #expect(noApt.status == 1 && noApt.added.isEmpty)
        #expect(noApt.stderr.contains("and this runner has no dpkg or apt-get; use a Debian or Ubuntu runner\n"))

        let needing = try repacked("needs.tar.gz", root: name) { root in
            let list = root.appendingPathComponent("share/fontscale/runtime-packages.txt")
            let packages = try String(contentsOf: list, encoding: .utf8)
            try (packages + "fontscale-no-such-package\n").write(to: list, atomically: true, encoding: .utf8)
        }
        let notRoot = "#!/bin/sh\n[ \"$1\" = -u ] && { echo 1000; exit 0; }\nexec /usr/bin/id \"$@\"\n"
        let noSudo = try install(needing.path, path: try tools("no-sudo", extra: ["id": notRoot]))
        #expect(noSudo.status == 1 && noSudo.added.isEmpty)
        #expect(
            noSudo.stderr.hasSuffix(
                "fontscale action: the runtime packages fontscale-no-such-package are missing, and installing them "
                    + "needs root or sudo; install them in an earlier step\n"), "\(noSudo.stderr)")
    }
}
