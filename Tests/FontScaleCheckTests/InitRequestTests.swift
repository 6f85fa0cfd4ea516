import FontScaleCheck
import FontScaleConfig
import FontScaleOutput
import FontScaleTestSupport
import Foundation
import Testing

/// `fontscale init`'s flow as a library call: the FONTSCALE_FONT_PATH rule, the refusal to
/// overwrite as a value, and what was written.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct InitRequestTests {
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func aFamilyFoundOnlyThroughTheVariableIsNamedByIt() throws {
        let output = try Self.folder() + "/deep/fontscale.yml"
        let outcome = try InitRequest(
            family: "Merriweather", output: output, overwrite: false, fontDirectories: [], defaultDirectories: [],
            environment: ["FONTSCALE_FONT_PATH": TestFonts.directory]
        ).run()
        #expect(outcome.createdFolder && outcome.familyName == "Merriweather" && outcome.schema == .written)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text == outcome.written.text)
        #expect(
            text.contains(
                "  directories: [\"$FONTSCALE_FONT_PATH\"]  # $NAME: the folders in that environment variable\n"))
        #expect(
            FileManager.default.fileExists(
                atPath: (output as NSString).deletingLastPathComponent + "/fontscale.schema.json"))
        // A second run refuses the file as a value, naming no option.
        #expect(throws: OutputError.exists(path: output)) {
            try InitRequest(
                family: "Merriweather", output: output, overwrite: false, fontDirectories: [TestFonts.directory],
                defaultDirectories: [], environment: [:]
            ).run()
        }
    }

    @Test func aFamilyFoundInTheGivenFolderIsNamedByTheFolder() throws {
        let output = try Self.folder() + "/fontscale.yml"
        let outcome = try InitRequest(
            family: "Merriweather", output: output, overwrite: true, fontDirectories: [TestFonts.directory],
            defaultDirectories: [], environment: ["FONTSCALE_FONT_PATH": TestFonts.directory]
        ).run()
        #expect(!outcome.createdFolder)
        #expect(!outcome.written.text.contains("$FONTSCALE_FONT_PATH"))
        // The folder is written as given or relative to the config (as it is when both live under
        // /tmp): either way it names the test fonts' folder.
        let line = outcome.written.text.split(separator: "\n").first { $0.hasPrefix("  directories: [\"") }
        let written = line.map { String($0.dropFirst("  directories: [\"".count).prefix { $0 != "\"" }) } ?? ""
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent()
        let resolved = written.hasPrefix("/") ? URL(fileURLWithPath: written) : folder.appendingPathComponent(written)
        #expect(
            resolved.standardizedFileURL.resolvingSymlinksInPath().path
                == URL(fileURLWithPath: TestFonts.directory).standardizedFileURL.resolvingSymlinksInPath().path,
            "\(line ?? "no directories line")")
    }
}
