import FontScaleTestSupport
import Foundation
import Testing

/// Which folder a report goes into and what it is titled (issue 34): `report "Sarabun Thin"`
/// wrote sarabun/ titled "Sarabun" with the Thin file only, silently replacing `report Sarabun`.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct ReportFolderTests {
    /// A font folder with Sarabun Regular and Bold, and a Thin made from the Regular by fontTools
    /// with Google Fonts' names: typographic family "Sarabun", legacy family "Sarabun Thin" (name
    /// IDs 16 and 1), so fontconfig lists it under both names, as the real Sarabun Thin. Returns
    /// the folder and the Thin file's name ID 1 as fontTools reads it back.
    static func fonts(in folder: URL) throws -> (URL, String) {
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for file in ["Sarabun-Regular.ttf", "Sarabun-Bold.ttf"] {
            try FileManager.default.copyItem(
                atPath: TestFonts.directory + "/" + file, toPath: fonts.appendingPathComponent(file).path)
        }
        let made = try FontTools.python(
            """
            import sys
            from fontTools.ttLib import TTFont
            font = TTFont(sys.argv[1])
            names = font['name']
            names.removeNames(platformID=1)
            for nameID, value in [(1, 'Sarabun Thin'), (2, 'Regular'), (4, 'Sarabun Thin'), (6, 'Sarabun-Thin'),
                                  (16, 'Sarabun'), (17, 'Thin')]:
                names.setName(value, nameID, 3, 1, 0x409)
            font['OS/2'].usWeightClass = 100
            font.save(sys.argv[2])
            print(TTFont(sys.argv[2])['name'].getDebugName(1))
            """, [TestFonts.directory + "/Sarabun-Regular.ttf", fonts.appendingPathComponent("Sarabun-Thin.ttf").path])
        #expect(made.status == 0, "\(made.stderr)")
        return (fonts, made.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func json(_ file: URL) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
    }

    /// `report Sarabun`, then `report "Sarabun Thin"`: two folders, sarabun/ untouched, the second
    /// titled with the name asked (the Thin file's legacy family, read by fontTools) on the sheet
    /// (pdftotext) and in report.json. A report of Sarabun-Regular.ttf as a file, another request
    /// whose family is "Sarabun" too, passes sarabun/ by with a warning and goes next to it.
    @Test func eachRequestGetsItsOwnFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-folders-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (fonts, thinFamily) = try Self.fonts(in: folder)
        #expect(thinFamily == "Sarabun Thin")
        let out = folder.appendingPathComponent("out")
        let common = [
            "--out", out.path, "--font-dir", fonts.path, "--reference", "DejaVu Sans", "--text", "Sarabun",
            "--formats", "json,pdf", "--date", "2026-11-26",
        ]
        let first = try Run(["report", "Sarabun"] + common)
        #expect(first.status == 0, "\(first.stderr)")
        let sarabun = out.appendingPathComponent("sarabun/report.json")
        let before = try Data(contentsOf: sarabun)
        #expect((try Self.json(sarabun)["font"] as! [String: Any])["family"] as? String == "Sarabun")

        let thin = try Run(["report", "sarabun thin"] + common)
        #expect(thin.status == 0, "\(thin.stderr)")
        #expect(thin.stdout.hasPrefix("\(thinFamily): 2 files in \(out.path)/sarabun-thin/"), "\(thin.stdout)")
        #expect(try Data(contentsOf: sarabun) == before)
        let font = try Self.json(out.appendingPathComponent("sarabun-thin/report.json"))["font"] as! [String: Any]
        #expect(font["family"] as? String == thinFamily && font["files"] as? [String] == ["Sarabun-Thin.ttf"])
        let page = try Command.run(
            "/usr/bin/pdftotext",
            ["-f", "1", "-l", "1", out.appendingPathComponent("sarabun-thin/sheet.pdf").path, "-"]
        ).stdout
        #expect(page.hasPrefix("\(thinFamily): Dynamic Type comparison sheet, summary"), "\(page.prefix(200))")

        let file = try Run(
            ["report", "--font-file", fonts.appendingPathComponent("Sarabun-Regular.ttf").path] + common)
        #expect(file.status == 0, "\(file.stderr)")
        #expect(
            file.stderr.contains(
                "fontscale: warning: Sarabun: \(out.path)/sarabun/ holds the report on family “Sarabun”, so this one goes into \(out.path)/sarabun-regular/"
            ), "\(file.stderr)")
        #expect(try Data(contentsOf: sarabun) == before)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("sarabun-regular/report.json").path))
        // The same request again rewrites its own folder, without a warning.
        let again = try Run(["report", "Sarabun Thin"] + common)
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
                "sarabun", "sarabun-regular", "sarabun-thin",
            ])
    }
}
