import FontScaleTestSupport
import Foundation
import Testing

/// Where commands write (docs/RELIABILITY.md, "Output safety"): report folders stay inside --out
/// whatever a font calls itself; no file is overwritten without --force; messages stay one line.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct OutputSafetyTests {
    /// This test's own folder (a suite instance per test), removed by each test.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fontscale-output-safety-\(getpid())-\(UUID().uuidString)")

    /// Every path under `folder`, relative, sorted.
    func listing(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    // A family name from the font file named the folder: "..", "/" and symbols-only names wrote
    // the report straight into --out, names over 255 bytes failed with exit 3.
    @Test(arguments: [
        ("dot-dot-etc", "../../etc", "etc"), ("slash", "/", "slash"), ("a-slash-b", "a/b", "a-b"),
        ("dots", "..", "dots"),
        ("only-symbols", "\u{1F642} ~$ *", "only-symbols"), ("nul", "Evil\u{0}Name", "evil-name"),
        ("newline", "Two\nLines", "two-lines"),
        ("escape", "\u{1B}[31mRed\u{7}", "31mred"), ("device", "CON", "con-font"),
        ("long", String(repeating: "Long", count: 80), String(repeating: "long", count: 25)),
        ("long-utf8", String(repeating: "\u{C9}", count: 200), String(repeating: "\u{E9}", count: 50)),
    ])
    func reportFoldersStayInsideOut(file: String, family: String, folder: String) throws {
        var font = try SFNT(path: TestFonts.atkinsonRegular)
        font.rename(family: family)
        let root = scratch.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = root.appendingPathComponent("\(file).ttf").path
        try Data(font.bytes()).write(to: URL(fileURLWithPath: path))
        let out = root.appendingPathComponent("out")
        let run = try Run([
            "report", "--font-file", path, "--out", out.path, "--formats", "json", "--text", "Type", "--date",
            "2026-11-23",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        // Nothing beside --out
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: root.path)) == ["\(file).ttf", "out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [folder])
        #expect(Set(listing(out)) == ["\(folder)", "\(folder)/.fontscale-report", "\(folder)/report.json"])
        // The name is shown with its control characters escaped: three lines, whatever it holds.
        #expect(run.stdout.split(separator: "\n").count == 3, "\(run.stdout)")
    }

    @Test func errorsNamingWhatAFileHoldsStayOneLine() throws {
        let run = try Run(["measure", "Hi", "--font", "Two\nLines\u{1B}[2J", "--size", "17"])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "fontscale: error: font family 'Two\\nLines\\u{1B}[2J' is not installed (fontconfig would fall back to 'DejaVu Sans'); add its folder with --font-dir or FONTSCALE_FONT_PATH, or give --font-file\n"
        )
    }

    // check -o and export -o replaced any file; now --force is needed, as init and import asked.
    @Test func checkAndExportDoNotOverwriteWithoutForce() throws {
        // Each test its own folder: they run in parallel
        let scratch = self.scratch.appendingPathComponent("check-export")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: self.scratch) }
        let config = Fixture.root.appendingPathComponent("examples/clean.yml").path
        let existing = scratch.appendingPathComponent("keep.txt")
        try Data("mine\n".utf8).write(to: existing)
        for arguments in [["check", config, "--format", "json"], ["export", config, "--format", "css"]] {
            let refused = try Run(arguments + ["-o", existing.path])
            #expect(refused.status == 64 && refused.stdout.isEmpty)
            #expect(
                refused.stderr
                    == "fontscale: error: '\(existing.path)' exists; pass --force to overwrite it, or choose another --output\n"
            )
            #expect(try String(contentsOf: existing, encoding: .utf8) == "mine\n")
            let forced = try Run(arguments + ["-o", existing.path, "--force"])
            #expect(forced.status == 0, "\(forced.stderr)")
            #expect(try String(contentsOf: existing, encoding: .utf8) != "mine\n")
            try Data("mine\n".utf8).write(to: existing)
            // No temporary left
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["keep.txt"])
        }
        // The atomic write renames over its target: never over a device, even with --force.
        let device = try Run(["check", config, "-o", "/dev/null", "--force"])
        #expect(device.status == 64)
        #expect(
            device.stderr
                == "fontscale: error: '/dev/null' is a device, pipe or socket; expected the path of a regular file to write (or no --output, for stdout)\n"
        )
    }

    @Test func animateDoesNotOverwriteWithoutForce() throws {
        let out = scratch.appendingPathComponent("animate")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let preview = out.appendingPathComponent("size-preview.html")
        try Data("mine\n".utf8).write(to: preview)
        let arguments = [
            "animate", "size", "--font-file", TestFonts.atkinsonRegular, "--from", "Large", "--to", "AX1", "--out",
            out.path,
        ]
        let refused = try Run(arguments)
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "fontscale: error: '\(preview.path)' exists and fontscale animate did not write it; "
                + "pass --force to overwrite it, or choose another --out\n"
        )
        // The filmstrip was not written either
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["size-preview.html"])
        let forced = try Run(arguments + ["--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
                ".fontscale-animate", "size-filmstrip.png", "size-preview.html",
            ])
        #expect(try String(contentsOf: preview, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    // A font that fails to load writes nothing: no report folder, no --out.
    @Test func aBadFontLeavesNoFolderBehind() throws {
        let scratch = self.scratch.appendingPathComponent("bad-font")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: self.scratch) }
        var font = try SFNT(path: TestFonts.atkinsonRegular)
        font.tables["hmtx"] = [UInt8](repeating: 0, count: font.tables["hmtx"]!.count)
        let path = scratch.appendingPathComponent("flat.ttf").path
        try Data(font.bytes()).write(to: URL(fileURLWithPath: path))
        let out = scratch.appendingPathComponent("out")
        for arguments in [
            ["report", "--font-file", path, "--out", out.path],
            ["animate", "size", "--font-file", path, "--from", "Large", "--to", "AX1", "--out", out.path],
        ] {
            let run = try Run(arguments)
            #expect(run.status == 2 && run.stdout.isEmpty)
            #expect(
                run.stderr
                    == "fontscale: error: '\(path)' is not a usable font: its glyphs are all 0 units wide or less ('H': 0): the horizontal metrics (hhea, hmtx) are missing or damaged; expected a TrueType, OpenType, collection, WOFF or WOFF2 file\n"
            )
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }
}
