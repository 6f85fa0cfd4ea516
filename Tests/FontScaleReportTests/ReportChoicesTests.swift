import FontScaleFonts
import FontScaleReport
import FontScaleTestSupport
import Foundation
import Testing

/// What `fontscale report` decides around a report: the reference font, folder names, the
/// faces a page embeds, and the multi-family summary files.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct ReportChoicesTests {
    let catalog = try! FontCatalog(fontDirectories: [TestFonts.directory])

    @Test func referenceIsTheRequestedFamilyElseTheDefaultSans() throws {
        let requested = try ReferenceFont(requested: "Inter", catalog: catalog)
        #expect(requested.font.familyName == "Inter" && requested.choice == .requested && requested.role == "--reference")
        // No SF Pro on the test machines: the default sans, as fontconfig names it.
        let chosen = try ReferenceFont(requested: nil, catalog: catalog)
        #expect(ReferenceFont.defaultSans(in: catalog) == "DejaVu Sans")
        #expect(chosen.font.familyName == "DejaVu Sans" && chosen.role == "system default sans (fontconfig)")
        #expect(chosen.labelFont(catalog: catalog).familyName == "DejaVu Sans")
        #expect(throws: FontError.self) { try ReferenceFont(requested: "Helvetika", catalog: catalog) }
    }

    @Test(arguments: [("Merriweather", "merriweather"), ("Atkinson Hyperlegible", "atkinson-hyperlegible"),
                      ("  Foo__Bar 2 ", "foo-bar-2"), ("Noto Sans Arabic UI", "noto-sans-arabic-ui"),
                      // Names a font file can hold: never a path, never hidden, never empty, never over 100 bytes.
                      ("../../etc", "etc"), ("/", "font"), ("a/b", "a-b"), ("..", "font"), ("", "font"), ("Evil\u{0}Name\n", "evil-name"),
                      ("\u{1B}[31mRed", "31mred"), ("Noto Sans 日本語", "noto-sans-日本語"), ("CON", "con-font"), ("Lpt9", "lpt9-font"),
                      (String(repeating: "ab ", count: 60), String(repeating: "ab-", count: 33) + "a"),
                      (String(repeating: "日", count: 40), String(repeating: "日", count: 33))])
    func folderNames(family: String, folder: String) {
        #expect(ReportWriter.folderName(for: family) == folder)
        #expect(folder.utf8.count <= ReportWriter.folderNameLimit)
    }

    @Test func aNameWithNothingLeftFallsBackToTheFileName() {
        #expect(ReportWriter.folderName(for: "../..", fallback: "Brand-Regular") == "brand-regular")
        #expect(ReportWriter.folderName(for: "***", fallback: "***") == "font")
    }

    @Test func embeddedFacesAreTheFilesTheReportUsed() throws {
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let faces = HTMLRenderer.EmbeddedFace.faces(of: font, files: ["Merriweather[opsz,wdth,wght].ttf", "Merriweather[opsz,wdth,wght].ttf", "nope.ttf"])
        #expect(faces.count == 1)
        #expect(faces.first?.path == TestFonts.merriweather && faces.first?.italic == false)
    }

    @Test func summaryFilesAreWrittenBesideTheFamilies() throws {
        let report = SmallReport.shared.report
        let summary = ReportSummary(reports: [(report, "/reports/a"), (report, "/reports/b")])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-summary-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try summary.write(into: folder) == ["summary.md", "summary.json"])
        #expect(try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8) == summary.markdown())
        let json = try String(contentsOf: folder.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(json == (try summary.json()) && json.hasSuffix("}\n") && json.contains("\"folder\" : \"/reports/a\""))
        #expect(try JSONDecoder().decode(ReportSummary.self, from: Data(json.utf8)).families.count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["summary.json", "summary.md"])
        let missing = folder.appendingPathComponent("no/such")
        #expect(throws: ReportError.cannotWrite(missing.appendingPathComponent("summary.md").path, "the folder '\(missing.path)' does not exist")) {
            try summary.write(into: missing)
        }
    }
}
