import FontScale
import FontScaleFonts
import FontScaleOutput
import FontScaleReport
import FontScaleTestSupport
import Foundation
import Testing

/// What `fontscale report` decides around a report: the reference font, folder names, the
/// faces a page embeds, and the multi-family summary files.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct ReportChoicesTests {
    let catalog = try! FontCatalog(fontDirectories: [TestFonts.directory])

    /// "FILE#N" picks face N unless a file of that whole name exists or an index is given.
    @Test func aFontFileArgumentNamesItsFace() {
        typealias File = ReportRequest.FontFile
        #expect(File(argument: "Brand.ttc#2", index: nil) == File(path: "Brand.ttc", index: 2))
        #expect(File(argument: "Brand.ttc#2", index: 1) == File(path: "Brand.ttc#2", index: 1))
        #expect(File(argument: "Brand.otf", index: nil) == File(path: "Brand.otf", index: 0))
        #expect(File(argument: "Brand#x.otf", index: nil) == File(path: "Brand#x.otf", index: 0))
    }

    /// No family and no file: the report is on fontconfig's default sans; a file alone adds none.
    @Test func aRequestWithoutFontsReportsOnTheDefaultSans() throws {
        var request = ReportRequest(
            families: [], options: ReportOptions(date: "2026-11-24"),
            outputs: ReportOutputs(folder: URL(fileURLWithPath: "/nonexistent")))
        #expect(request.familiesToReport(in: try FontCatalog()) == ["DejaVu Sans"])
        request.files = [ReportRequest.FontFile(path: "Brand.otf")]
        #expect(request.familiesToReport(in: try FontCatalog()).isEmpty)
        request.families = ["Merriweather"]
        #expect(request.familiesToReport(in: try FontCatalog()) == ["Merriweather"])
    }

    /// Each sample stays whole from planning to drawing: a Latin and a Hebrew sample of Heebo, each
    /// with its own reference: Inter (the SF Pro stand-in) for Latin, Noto Sans Hebrew (Tables/scripts.tsv)
    /// for Hebrew.
    @Test func eachMeasuredSampleKeepsItsOwnReference() throws {
        let font = try CustomFont(family: "Heebo", catalog: catalog)
        let reference = try ReferenceFont(requested: nil, catalog: catalog)
        var options = ReportOptions(date: "2026-11-24")
        (options.styles, options.categories, options.transitions) = ([.body], [.large], false)
        let run = try ReportJob(
            font: font, texts: ["Shalom", "שלום עולם"], reference: reference, catalog: catalog, scaler: Scaler(),
            options: options
        ).run()
        #expect(run.samples.map(\.sample.text) == ["Shalom", "שלום עולם"])
        #expect(run.samples.map { $0.reference?.familyName } == ["Inter", "Noto Sans Hebrew"])
        #expect(run.samples.map(\.grid) == run.report.grids)
        #expect(run.report.additionalSamples.first?.reference?.family == "Noto Sans Hebrew")
    }

    /// A Thai sample whose reference (Noto Sans Thai) is not installed: the reason names where to
    /// get it (Tables/scripts.tsv's pip wheel) and how to add its folder, in the caller's words.
    @Test func aMissingScriptReferenceIsToldInTheCallersWords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-thai-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarabun = folder.appendingPathComponent("Sarabun-Regular.ttf")
        try FileManager.default.createSymbolicLink(
            at: sarabun, withDestinationURL: URL(fileURLWithPath: TestFonts.directory + "/Sarabun-Regular.ttf"))
        let thailess = try FontCatalog(fontDirectories: [folder.path])
        let font = try CustomFont(file: sarabun.path, index: 0)
        let words = ReportWords(addFolder: "give its folder with --font-dir")
        for (words, advice) in [
            (words, "give its folder with --font-dir"), (ReportWords(), "add its folder to the font catalog"),
        ] {
            let reference = try ReferenceFont(requested: nil, words: words, catalog: thailess)
            let plan = try ReportSamples(font: font, texts: ["สวัสดี"], reference: reference, catalog: thailess)
            #expect(plan.samples[0].reference == nil)
            #expect(
                plan.samples[0].noReference?.hasSuffix(
                    "Noto Sans Thai, the reference for Thai, is not installed "
                        + "(`pip download --no-deps fontpkg-noto-sans-thai==2.2` has it; \(advice))") == true)
        }
    }

    @Test func referenceIsTheRequestedFamilyElseInterElseTheDefaultSans() throws {
        let requested = try ReferenceFont(
            requested: "DejaVu Sans", words: ReportWords(reference: "--reference"), catalog: catalog)
        #expect(
            requested.font.familyName == "DejaVu Sans" && requested.choice == .requested
                && requested.role == "--reference")
        #expect(requested.reason == "asked for with --reference" && requested.warning == nil)
        // A caller that does not say how it asked: the library's own words, no option name.
        let plain = try ReferenceFont(requested: "DejaVu Sans", catalog: catalog)
        #expect(plain.role == "the reference argument" && plain.reason == "asked for with the reference argument")
        // No SF Pro on the test machines: Inter from the test fonts' folder.
        let chosen = try ReferenceFont(requested: nil, catalog: catalog)
        #expect(
            chosen.font.familyName == "Inter" && chosen.choice == .inter && chosen.role == "SF Pro stand-in"
                && chosen.warning == nil)
        #expect(chosen.labelFont(catalog: catalog).familyName == "DejaVu Sans")
        // Without that folder: the default sans, as fontconfig names it, with a warning.
        let system = try FontCatalog()
        let standIn = try ReferenceFont(
            requested: nil, words: ReportWords(addFolders: "give that folder with --font-dir or FONTSCALE_FONT_PATH"),
            catalog: system)
        #expect(ReferenceFont.defaultSans(in: system) == "DejaVu Sans")
        #expect(standIn.font.familyName == "DejaVu Sans" && standIn.role == "system default sans (fontconfig)")
        #expect(
            standIn.reason == "neither SF Pro nor Inter is installed; DejaVu Sans, fontconfig's default sans, stands in"
        )
        #expect(
            standIn.warning
                == "reference: neither SF Pro nor Inter is installed, so widths compare against DejaVu Sans (fontconfig's default sans), a stand-in for the system font; install Inter: `pip download --no-deps fontpkg-inter==4.1.post1` has it in its wheel (under fontpkg_inter/files/; in a clone of fontscale, scripts/fetch-fonts.sh fetches it into .fonts/); give that folder with --font-dir or FONTSCALE_FONT_PATH"
        )
        // Without the caller's words, the library's own: no option named.
        let plainStandIn = try #require(try ReferenceFont(requested: nil, catalog: system).warning)
        #expect(plainStandIn.hasSuffix(".fonts/); add that folder to the font catalog"))
        #expect(throws: FontError.self) { try ReferenceFont(requested: "Helvetika", catalog: catalog) }
    }

    @Test(arguments: [
        ("Merriweather", "merriweather"), ("Atkinson Hyperlegible", "atkinson-hyperlegible"),
        ("  Foo__Bar 2 ", "foo-bar-2"), ("Noto Sans Arabic UI", "noto-sans-arabic-ui"),
        // Names a font file can hold: never a path, never hidden, never empty, never over 100 bytes.
        ("../../etc", "etc"), ("/", "font"), ("a/b", "a-b"), ("..", "font"), ("", "font"),
        ("Evil\u{0}Name\n", "evil-name"),
        ("\u{1B}[31mRed", "31mred"), ("Noto Sans 日本語", "noto-sans-日本語"), ("CON", "con-font"), ("Lpt9", "lpt9-font"),
        (String(repeating: "ab ", count: 60), String(repeating: "ab-", count: 33) + "a"),
        (String(repeating: "日", count: 40), String(repeating: "日", count: 33)),
    ])
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
        let faces = HTMLRenderer.EmbeddedFace.faces(
            of: font, files: ["Merriweather[opsz,wdth,wght].ttf", "Merriweather[opsz,wdth,wght].ttf", "nope.ttf"])
        #expect(faces.count == 1)
        #expect(faces.first?.path == TestFonts.merriweather && faces.first?.italic == false)
        // The variable font's whole range, not the named instance fontconfig lists first (Light, 300).
        let first = catalog.faces(family: "Merriweather").first
        #expect(first?.style == "Light" && first?.isVariable == false)
        #expect(faces.first?.weight == "300 900")
    }

    /// A font given as a file embeds that file: its weight range (or weight), style and face index.
    @Test(arguments: [
        ("Inter[opsz,wght].ttf", 0, "100 900", false), ("AtkinsonHyperlegible-BoldItalic.ttf", 0, "700", true),
        ("NotoSansCJK-Regular.ttc", 2, "400", false),
    ])
    func embeddedFaceOfAFile(file: String, index: Int, weight: String, italic: Bool) throws {
        let path = TestFonts.directory + "/" + file
        let font = try CustomFont(file: path, index: index)
        let faces = HTMLRenderer.EmbeddedFace.faces(of: font, files: [file])
        #expect(faces.map(\.path) == [path] && faces.map(\.index) == [index])
        #expect(faces.first?.weight == weight && faces.first?.italic == italic)
        #expect(HTMLRenderer.EmbeddedFace.faces(of: font, files: ["other.ttf"]).isEmpty)
    }

    @Test func summaryFilesAreWrittenBesideTheFamilies() throws {
        let report = SmallReport.shared.report
        let summary = ReportSummary(reports: [(report, "/reports/a"), (report, "/reports/b")])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-summary-files-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try summary.write(with: ReportSummary.writer(into: folder, force: false)) == ["summary.md", "summary.json"])
        #expect(
            try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8) == summary.markdown())
        let json = try String(contentsOf: folder.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(json == (try summary.json()) && json.hasSuffix("}\n") && json.contains("\"folder\" : \"/reports/a\""))
        #expect(try JSONDecoder().decode(ReportSummary.self, from: Data(json.utf8)).families.count == 2)
        // Beside them only the marker that records them as written.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                ".fontscale-report-summary", "summary.json", "summary.md",
            ])
        // Written by a report run, unchanged: the next run replaces them.
        let again = ReportSummary(reports: [(report, "/reports/c"), (report, "/reports/d")])
        try again.write(with: ReportSummary.writer(into: folder, force: false))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("summary.json"), encoding: .utf8).contains(
                "/reports/c"))
        // Edited by the user: refused before anything is written, unless forced.
        try Data("# my notes\n".utf8).write(to: folder.appendingPathComponent("summary.md"))
        #expect(
            throws: OutputError.notWrittenBy(
                path: folder.appendingPathComponent("summary.md").path, command: "report")
        ) {
            _ = try ReportSummary.writer(into: folder, force: false)
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8) == "# my notes\n")
        try summary.write(with: ReportSummary.writer(into: folder, force: true))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8) == summary.markdown())
        let missing = folder.appendingPathComponent("no/such")
        #expect(
            throws: OutputError.cannotWrite(
                path: missing.appendingPathComponent("summary.md").path,
                reason: "the folder '\(missing.path)' does not exist")
        ) {
            try summary.write(with: ReportSummary.writer(into: missing, force: false))
        }
    }
}
