import FontScaleTestSupport
import Foundation
import Testing

/// What a new user types by mistake, each answered where it was typed (issue 43's trial): an
/// unknown format, a folder with no config, a font saved as .yml, a 5 KB sample, and an axis the
/// font lacks, which export now refuses in check's words.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct CheckInputTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-input-\(getpid())")

    func write(_ text: String, _ name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func config(_ style: String, samples: String = "[\"Account settings\"]") -> String {
        """
        version: 1
        fonts: {directories: ["\(TestFonts.directory)"], family: Atkinson Hyperlegible}
        containers: [{name: Card, width: 200, maxLines: 2}]
        samples: \(samples)
        styles:
          - \(style)

        """
    }

    @Test func mistakesAreNamedWhereTheyAre() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try write(config("{name: Body, textStyle: body, size: 17}"), "fontscale.yml")
        let xml = try Run(["check", file, "--format", "xml"])
        #expect(xml.status == 64)
        #expect(
            xml.stderr
                == "fontscale: error: The value 'xml' is invalid for '--format <format>'. Expected one of: text, json, junit, sarif, github, markdown.\n"
        )
        let empty = folder.appendingPathComponent("ci")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try Run(["check", empty.path])
        #expect(none.status == 2)
        #expect(
            none.stderr
                == "fontscale: error: no config in folder '\(empty.path)'; expected fontscale.yml or NAME.fontscale.yml (.yaml, .json) inside it\n"
        )
        let font = folder.appendingPathComponent("font.yml")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: TestFonts.almarai), to: font)
        let notConfig = try Run(["check", font.path])
        #expect(notConfig.status == 2)
        #expect(
            notConfig.stderr
                == "fontscale: error: cannot read config '\(font.path)': it is a font file; expected a config (YAML or JSON text)\n"
        )
        // A 5 KB sample is quoted at most 60 characters long in every finding.
        let long = String(repeating: "Kontoeinstellungen ", count: 270)
        let sampled = try write(
            config("{name: Body, textStyle: body, size: 17, containers: [Card]}", samples: "[\"\(long)\"]"), "long.yml")
        let quoted = try Run(["check", sampled, "--format", "json"])
        let findings =
            (try JSONSerialization.jsonObject(with: Data(quoted.stdout.utf8)) as! [String: Any])["findings"]
            as! [[String: Any]]
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect((finding["message"] as! String).count < 400, "\(finding["message"]!)")
        }
        #expect(
            findings.contains {
                ($0["message"] as! String).contains("\"Kontoeinstellungen Kontoeinstellungen Kontoeinstellungen Ko…\"")
            })
    }

    /// An axis the font lacks: check fails it (font/resolves), export refuses it in the same words
    /// at the same line and column; a value outside the axis is clamped with check's warning.
    @Test func exportRefusesWhatCheckFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try write(
            config("{name: Body, textStyle: body, size: 17, axes: {GRAD: 50}}").replacingOccurrences(
                of: "family: Atkinson Hyperlegible", with: "family: Inter"), "missing.yml")
        let checked = try Run(["check", missing, "--format", "json"])
        let finding = try #require(
            ((try JSONSerialization.jsonObject(with: Data(checked.stdout.utf8)) as! [String: Any])["findings"]
                as! [[String: Any]]).first { $0["code"] as? String == "axis-missing" })
        let location = finding["location"] as! [String: Any]
        let exported = try Run(["export", missing, "--format", "css"])
        #expect(exported.status == 2)
        #expect(
            exported.stderr
                == "\(missing):\(location["line"]!):\(location["column"]!): error: \(finding["message"] as! String)\n")
        let range = try write(
            config("{name: Body, textStyle: body, size: 17, axes: {wdth: 200}}").replacingOccurrences(
                of: "family: Atkinson Hyperlegible", with: "family: Noto Sans Thai"), "range.yml")
        let clamped = try Run(["export", range, "--format", "css"])
        #expect(clamped.status == 0)
        #expect(
            clamped.stderr.contains(
                "fontscale: warning: \(range): Body sets wdth 200 outside Noto Sans Thai's 62.5...100: using 100"),
            "\(clamped.stderr)")
    }
}
