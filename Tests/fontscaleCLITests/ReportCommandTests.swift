import FontScaleTestSupport
import Foundation
import Testing

/// `fontscale report` as a user runs it, and its page in a real headless browser.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct ReportCommandTests {
    static let out = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-cli-report-\(getpid())")
    let dir = ["--font-dir", TestFonts.directory]

    /// The full report on Merriweather, written once.
    static let merriweather: Run = {
        try? FileManager.default.removeItem(at: out)
        return try! Run([
            "report", "Merriweather", "--out", out.path, "--date", "2026-11-21", "--paper", "a4",
            "--font-dir", TestFonts.directory,
        ])
    }()

    @Test func writesEveryOutput() throws {
        let run = Self.merriweather
        #expect(run.status == 0, "\(run.stderr)")
        let folder = Self.out.appendingPathComponent("merriweather")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let pages = files.filter { $0.hasPrefix("sheet-") }
        #expect(
            files.filter { !$0.hasPrefix("sheet-") } == [
                ".fontscale-report", "CustomFonts.swift", "index.html", "intrinsic-sizes.csv",
                "intrinsic-sizes.md", "report.json", "sheet.pdf", "sheet.png", "sheet.svg",
            ])
        // The PNG pages after the first
        #expect(!pages.isEmpty && Set(pages) == Set((2...pages.count + 1).map { "sheet-\($0).png" }))
        #expect(run.stdout.hasPrefix("Merriweather: \(8 + pages.count) files in \(folder.path)/"))
        #expect(run.stdout.contains("  reference Inter (SF Pro stand-in); highlights: "), "\(run.stdout)")
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json")))
            as! [String: Any]
        #expect((report["styles"] as! [Any]).count == 11 && (report["categories"] as! [String]).count == 12)
        // The console's highlight counts are every sample's, summed from report.json's per-sample
        // counts (the first sample's alone once hid the second's), and say over how many samples.
        let extras = report["additionalSamples"] as? [[String: Any]] ?? []
        var sums: [String: Int] = [:]
        for counts in [report["highlightCounts"]] + extras.map({ $0["highlightCounts"] }) {
            for (name, count) in counts as? [String: Int] ?? [:] { sums[name, default: 0] += count }
        }
        let line = try #require(run.stdout.split(separator: "\n").first { $0.contains("highlights: ") })
        for (name, count) in sums where count > 0 { #expect(line.contains("\(name) \(count)"), "\(line)") }
        #expect(extras.isEmpty || line.hasSuffix(" over \(extras.count + 1) samples"), "\(line)")
    }

    /// `--lang vi` sets the Vietnamese sample of Tables/languages.tsv (read by the tests' own
    /// reader) against the Latin reference; an unknown code is refused before anything is written.
    @Test func languageSamples() throws {
        let folder = Self.out.appendingPathComponent("lang")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Run(
            ["report", "Be Vietnam Pro", "--lang", "vi", "--formats", "json", "--out", folder.path] + dir)
        #expect(run.status == 0, "\(run.stderr)")
        let vietnamese = try #require(try LanguageTable.rows().first { $0.code == "vi" })
        let report =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("be-vietnam-pro/report.json"))) as! [String: Any]
        let sample = try #require(report["sampleText"] as? String)
        #expect(sample == vietnamese.sample && report["sampleScript"] as? String == "Latn")
        let refused = try Run(["report", "Be Vietnam Pro", "--lang", "xx", "--out", folder.path] + dir)
        #expect(refused.status == 64)
        #expect(
            refused.stderr.contains(
                "--lang: expected a language of Tables/languages.tsv (vi, fa, ur), instead saw 'xx'"))
    }

    /// A character the font lacks is measured and drawn in the face fontconfig stands in for it,
    /// not as the font's .notdef box: the cells' widths are the runs' widths in their own fonts
    /// (hb-shape on each file), the PDF embeds the stand-in, and page 1 and report.json name it.
    @Test func aMissingCharacterIsDrawnInItsStandIn() throws {
        let folder = Self.out.appendingPathComponent("stand-in")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Run(
            [
                "report", "--font-file", TestFonts.almarai, "--text", "Hi ก there", "--formats", "json,pdf", "--out",
                folder.path,
            ] + dir)
        #expect(run.status == 0, "\(run.stderr)")
        let report =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("almarai/report.json")))
            as! [String: Any]
        let standIns = try #require(report["standIns"] as? [[String: String]])
        #expect(standIns == [["character": "ก", "family": "Noto Sans Thai"]])
        #expect(try HmtxReader(path: TestFonts.almarai).glyph("ก") == 0)
        // Large Title at Large: 34 pt; "Hi " and " there" in Almarai, "ก" in Noto Sans Thai.
        let styles = report["styles"] as! [[String: Any]]
        let cell = (styles[0]["cells"] as! [[String: Any]])[3]["custom"] as! [String: Any]
        // The second path's own reading of each file's head table.
        let almarai = try HmtxReader(path: TestFonts.almarai).unitsPerEm
        let thai = try HmtxReader(path: TestFonts.notoSansThai).unitsPerEm
        let expected =
            (try HBShape.advance(font: TestFonts.almarai, unitsPerEm: almarai, text: "Hi ")
                + HBShape.advance(font: TestFonts.almarai, unitsPerEm: almarai, text: " there")) * 34 / Double(almarai)
            + (try HBShape.advance(font: TestFonts.notoSansThai, unitsPerEm: thai, text: "ก")) * 34 / Double(thai)
        let width = try #require(cell["width"] as? Double)
        #expect(abs(width - expected) < 0.01, "\(width) against \(expected)")
        let pdf = folder.appendingPathComponent("almarai/sheet.pdf").path
        let fonts = try Command.run("/usr/bin/pdffonts", [pdf]).stdout
        #expect(fonts.contains("NotoSansThai"), "\(fonts)")
        let summary = try Command.run("/usr/bin/pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).stdout
            .replacingOccurrences(of: "\n", with: " ")
        #expect(
            summary.contains(
                "Almarai lacks 1 of its characters: measured and drawn as fallback, U+0E01 ก in Noto Sans Thai"),
            "\(summary)")
    }

    /// An Arabic sample with English words copies out of the sheet's PDF as it copies out of
    /// Chromium's PDF of the same text in the same font, both through pdftotext: every Arabic word
    /// the same (poppler reverses a lam-alef's two letters in either: docs/report.md), "Apple Pay"
    /// whole, and "ادفع مع" as typed.
    @Test func arabicTextCopiesOutAsChromiumsPDFDoes() throws {
        try #require(ChromiumPage.available, "install Chromium: scripts/install-deps.sh --with-chromium")
        let sample = "ادفع مع Apple Pay الآن"
        let folder = Self.out.appendingPathComponent("arabic-text")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Run(
            ["report", "--font-file", TestFonts.almarai, "--text", sample, "--formats", "pdf", "--out", folder.path]
                + dir)
        #expect(run.status == 0, "\(run.stderr)")
        let html = folder.appendingPathComponent("chromium.html"), pdf = folder.appendingPathComponent("chromium.pdf")
        try """
        <!doctype html><meta charset="utf-8"><style>@font-face { font-family: A; src: url("file://\(TestFonts.almarai)"); }
        p { font: 24px A; }</style><p>\(sample)</p>
        """.write(to: html, atomically: true, encoding: .utf8)
        _ = try Command.run(
            ChromiumPage.executable,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", "--virtual-time-budget=5000",
                "--print-to-pdf=\(pdf.path)", html.absoluteString,
            ])
        func words(_ pdf: String, page: Int) throws -> [String] {
            let text = try Command.run("/usr/bin/pdftotext", ["-f", "\(page)", "-l", "\(page)", pdf, "-"]).stdout
            let line = text.split(separator: "\n").first { $0.contains("Apple Pay") }.map(String.init) ?? ""
            return line.unicodeScalars.split { !(0x0600...0x06FF).contains($0.value) }.map {
                String(String.UnicodeScalarView($0))
            }
        }
        let ours = try words(folder.appendingPathComponent("almarai/sheet.pdf").path, page: 1)
        let chromium = try words(pdf.path, page: 1)
        #expect(Set(ours) == Set(chromium) && Set(ours).count == 3, "\(ours) against Chromium's \(chromium)")
        #expect(ours.contains("ادفع") && ours.contains("مع"))
        let header = try Command.run(
            "/usr/bin/pdftotext", ["-f", "1", "-l", "1", folder.appendingPathComponent("almarai/sheet.pdf").path, "-"]
        ).stdout
        #expect(header.contains("Apple Pay") && header.contains("ادفع مع"), "\(header)")
    }

    /// The page's own measurement of every sample (Chromium's layout) against fontscale's widths.
    @Test func htmlWidthsAgreeInHeadlessChromium() throws {
        let chromium = "/usr/bin/chromium"
        try #require(
            FileManager.default.isExecutableFile(atPath: chromium),
            "install Chromium: scripts/install-deps.sh --with-chromium")
        #expect(Self.merriweather.status == 0)
        let folder = Self.out.appendingPathComponent("merriweather")
        let page = "file://" + folder.appendingPathComponent("index.html").path
        let measured = try ChromiumPage(path: folder.appendingPathComponent("index.html").path)
        let dom = measured.dom
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json")))
            as! [String: Any]
        // The page's rows: the first sample's styles, then each additional sample's (Merriweather
        // covers Latin and Cyrillic: two samples, each against Inter, the default reference without SF Pro).
        let extras = report["additionalSamples"] as! [[String: Any]]
        let styles = (report["styles"] as! [[String: Any]]) + extras.flatMap { $0["styles"] as! [[String: Any]] }
        #expect(extras.count == 1 && (extras.first?["script"] as? String) == "Cyrl")
        #expect(measured.widths.allSatisfy { $0.count == styles.count })
        let (worst, compared) = measured.largestDifference(from: report)
        #expect(compared == 528)
        #expect(worst < 0.05, "largest difference \(worst) px")
        // Every face loads; the custom font is the whole variable font (300 to 900), not the Light
        // instance fontconfig lists first; Inter, the reference, is variable too.
        #expect(
            measured.faces.allSatisfy { $0.status == "loaded" } && measured.check.values.allSatisfy { $0 },
            "\(measured.faces)")
        #expect(measured.faces.filter { $0.family == "FS Custom" }.map(\.weight) == ["300 900"], "\(measured.faces)")
        // Both samples are set beside Inter: one @font-face, subset to both.
        #expect(measured.faces.filter { $0.family.hasPrefix("FS Reference") }.map(\.weight) == ["100 900"])
        // Only highlights that need a look tint a row: at the slider's default (Large), the tinted
        // rows are the Large cells with such a highlight; models-disagree alone tints nothing.
        let tinting: Set<String> = ["width", "wraps", "truncates", "below-minimum", "capped"]
        let large = (report["categories"] as! [String]).firstIndex(of: "Large")!
        let tintedCells = styles.filter { style in
            let cell = (style["cells"] as! [[String: Any]])[large]
            return !tinting.isDisjoint(with: cell["highlights"] as! [String])
        }.count
        let tintedRows = dom.components(separatedBy: "\" class=\"hl\"><td><b>").count - 1
        #expect(tintedRows == tintedCells)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        for style in report["styles"] as! [[String: Any]] {
            for cell in style["cells"] as! [[String: Any]] where cell["highlights"] as! [String] == ["models-disagree"]
            {
                let row = "<td>\(style["style"]!)</td><td>\(cell["category"]!)</td>"
                #expect(html.contains("<tr>" + row) && !html.contains("<tr class=\"hl\">" + row), "\(row)")
            }
        }
        // A screenshot of the page is not blank.
        let shot = Self.out.appendingPathComponent("page.png").path
        _ = try Self.capture(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1200,900",
                "--virtual-time-budget=15000", "--screenshot=\(shot)", page,
            ])
        let png = try Data(contentsOf: URL(fileURLWithPath: shot))
        #expect(png.count > 20_000)
    }

    @Test func folderSafetyAndForce() throws {
        let foreign = Self.out.appendingPathComponent("foreign")
        try FileManager.default.createDirectory(
            at: foreign.appendingPathComponent("merriweather"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign.appendingPathComponent("merriweather/notes.txt"))
        let refused = try Run(["report", "Merriweather", "--out", foreign.path, "--formats", "json"] + dir)
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "fontscale: error: '\(foreign.path)/merriweather' exists and is not a fontscale report folder; expected an empty or new folder, or a previous report. Pass --force to write into it anyway, or choose another --out\n"
        )
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: foreign.appendingPathComponent("merriweather").path)
                == ["notes.txt"])
        let forced = try Run(["report", "Merriweather", "--out", foreign.path, "--formats", "json", "--force"] + dir)
        #expect(forced.status == 0)
    }

    @Test func unwritableFolderExits3() throws {
        let run = try Run(["report", "Merriweather", "--out", "/dev/null/reports", "--formats", "json"] + dir)
        #expect(run.status == 3)
        #expect(
            run.stderr
                == "fontscale: error: cannot write '/dev/null/reports/merriweather': '/dev/null' is a file, not a folder\n"
        )
    }

    @Test func severalFamiliesAndTheDefaultSans() throws {
        let out = Self.out.appendingPathComponent("several")
        let run = try Run(
            [
                "report", "Merriweather", "Atkinson Hyperlegible", "--out", out.path, "--formats", "json,md", "--date",
                "2026-11-21",
            ] + dir)
        #expect(run.status == 0, "\(run.stderr)")
        for name in ["merriweather/report.json", "atkinson-hyperlegible/report.json", "summary.md", "summary.json"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
        let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("| Merriweather | Inter |") && summary.contains("| Atkinson Hyperlegible | Inter |"))
        // A summary.md of the user's beside the reports is refused before any report is written
        // (exit 64, docs/cli.md), and replaced with --force.
        let mine = Self.out.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("# my notes\n".utf8).write(to: mine.appendingPathComponent("summary.md"))
        let families = ["report", "Merriweather", "Atkinson Hyperlegible", "--out", mine.path, "--formats", "json"]
        let refused = try Run(families + dir)
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "fontscale: error: '\(mine.path)/summary.md' exists and fontscale report did not write it; "
                + "pass --force to overwrite it, or choose another --out\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == ["summary.md"])
        let forced = try Run(families + ["--force"] + dir)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(
            try String(contentsOf: mine.appendingPathComponent("summary.md"), encoding: .utf8).contains(
                "| Merriweather |"))
        // 2024 is a leap year: 29 February is a date.
        let none = try Run(
            ["report", "--out", Self.out.appendingPathComponent("default").path, "--formats", "json"]
                + ["--date", "2024-02-29"] + dir)
        #expect(none.status == 0 && none.stdout.hasPrefix("DejaVu Sans: "), "\(none.stderr)")
        let stamped = try String(
            contentsOf: Self.out.appendingPathComponent("default/dejavu-sans/report.json"), encoding: .utf8)
        #expect(stamped.contains("\"2024-02-29\""))
    }

    /// `--formats all` names the default, every output, whatever else the list names.
    @Test func formatsAllWritesEveryOutput() throws {
        let out = Self.out.appendingPathComponent("formats-all")
        try? FileManager.default.removeItem(at: out)
        let run = try Run([
            "report", "Merriweather", "--formats", "json,all", "--text", "Hi", "--out", out.path, "--date",
            "2026-11-21", "--font-dir", TestFonts.directory,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("merriweather").path)
        #expect(
            Set(files.filter { !$0.hasPrefix("sheet-") }) == [
                ".fontscale-report", "CustomFonts.swift", "index.html", "intrinsic-sizes.csv",
                "intrinsic-sizes.md", "report.json", "sheet.pdf", "sheet.png", "sheet.svg",
            ])
        #expect(files.contains("sheet-2.png"))
    }

    @Test(arguments: [
        (
            ["report", "Merriwether"], 2,
            "font family 'Merriwether' is not installed (fontconfig would fall back to 'DejaVu Sans'); did you mean 'Merriweather'? Or add its folder with --font-dir or FONTSCALE_FONT_PATH, or give --font-file"
        ),
        (
            ["report", "Merriweather", "--formats", "pdf,docx"], 64,
            "--formats: expected all or some of html, pdf, png, svg, csv, json, md, swift, instead saw 'docx'"
        ),
        (
            ["report", "Merriweather", "--date", "21/11/2026"], 64,
            "--date: expected a date as YYYY-MM-DD, instead saw '21/11/2026'"
        ),
        (
            ["report", "Merriweather", "--date", "1999-02-30"], 64,
            "--date: expected a date as YYYY-MM-DD, instead saw '1999-02-30' (February 1999 has 28 days)"
        ),
        (
            // 1900 is a century not divisible by 400: no 29 February.
            ["report", "Merriweather", "--date", "1900-02-29"], 64,
            "--date: expected a date as YYYY-MM-DD, instead saw '1900-02-29' (February 1900 has 28 days)"
        ),
        (
            ["report", "Merriweather", "--date", "2026-04-31"], 64,
            "--date: expected a date as YYYY-MM-DD, instead saw '2026-04-31' (April 2026 has 30 days)"
        ),
        (
            ["report", "Merriweather", "--date", "2026-13-01"], 64,
            "--date: expected a date as YYYY-MM-DD, instead saw '2026-13-01' (a year has 12 months)"
        ),
        (
            ["report", "Merriweather", "--date", "+999-01-01"], 64,
            "--date: expected a date as YYYY-MM-DD, instead saw '+999-01-01'"
        ),
        (
            ["report", "Merriweather", "--width", "0"], 64,
            "--width: expected a point size above 0 and at most 100000, instead saw 0"
        ),
        (
            ["report", "Merriweather", "--model", "android"], 64,
            "--model: the report compares Apple content size categories; expected uiFontMetrics or proportional"
        ),
        (["report", "Merriweather", "--paper", "b5"], 64, "--paper: expected a4, letter or a3, instead saw 'b5'"),
        // A cap below a style's own size at Large (iOS: Large Title 34 pt) is refused, as scale refuses it.
        (
            ["report", "Merriweather", "--max", "0.5x"], 64,
            "--max: expected a factor of at least 1x or at least 34 pt (every style's size at Large), instead saw 0.5x, which would draw every style smaller than its size at Large"
        ),
        (
            ["report", "Merriweather", "--max", "10"], 64,
            "--max: expected a factor of at least 1x or at least 34 pt (every style's size at Large), instead saw 10 pt, which would draw Large Title (34 pt at Large) smaller"
        ),
        (
            ["report", "Merriweather", "--match", "ascender"], 64,
            "--match: expected x-height or cap-height, instead saw 'ascender'"
        ),
        (
            ["report", "Merriweather", "--threshold", "20"], 64,
            "--threshold: expected a ratio such as 10% or 0.1, instead saw '20'"
        ),
        (
            ["report", "Merriweather", "--text", ""], 64,
            "--text: expected at least one character, instead saw an empty string"
        ),
        (
            ["report", "Merriweather", "--formats", "docx", "--date", "x"], 64,
            "--formats: expected all or some of html, pdf, png, svg, csv, json, md, swift, instead saw 'docx'"
        ),
        (
            ["report", "Merriweather", "--font-dir", "/nonexistent-fontscale"], 2,
            "font folder '/nonexistent-fontscale' does not exist"
        ),
        (
            ["report", "Merriweather", "--reference", "Helvetika"], 2,
            "font family 'Helvetika' is not installed (fontconfig would fall back to 'DejaVu Sans'); add its folder with --font-dir or FONTSCALE_FONT_PATH, or give --font-file"
        ),
    ])
    func errors(arguments: [String], status: Int32, message: String) throws {
        let out = Self.out.appendingPathComponent("errors-\(arguments.joined().hashValue)")
        let run = try Run(arguments + ["--out", out.path] + dir)
        #expect(run.status == status)
        #expect(run.stderr == "fontscale: error: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))  // nothing half-written
    }

    static func capture(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
