import FontScaleTestSupport
import Foundation
import Testing

/// One writer under every command: a file where an output folder goes is refused alike, even
/// with --force (exit 64, the command's own option named), and is left as it was.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct OutputFolderCommandTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fontscale-output-folder-\(getpid())-\(UUID().uuidString)")

    @Test func aFileWhereAFolderGoes() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("merriweather")
        try Data("mine\n".utf8).write(to: file)
        let report = try Run([
            "report", "Merriweather", "--font-dir", TestFonts.directory, "--out", scratch.path, "--formats", "json",
            "--force",
        ])
        #expect(report.status == 64 && report.stdout.isEmpty)
        #expect(report.stderr == "fontscale: error: --out '\(file.path)': expected a folder, instead saw a file\n")
        let config = Fixture.root.appendingPathComponent("examples/clean.yml").path
        let export = try Run(["export", config, "--format", "fonts", "-o", file.path, "--force"])
        #expect(export.status == 64 && export.stdout.isEmpty)
        #expect(export.stderr == "fontscale: error: --output '\(file.path)': expected a folder, instead saw a file\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine\n")
    }
}
