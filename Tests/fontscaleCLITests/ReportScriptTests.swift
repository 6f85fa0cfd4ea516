import FontScaleTestSupport
import Foundation
import Testing

/// Reports on fonts for other scripts and on font files, as a designer runs them.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct ReportScriptTests {
    static let out = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-cli-scripts-\(getpid())")
    let dir = ["--font-dir", TestFonts.directory]

    func report(_ arguments: [String], formats: String = "json") throws -> (Run, [String: Any]?) {
        let run = try Run(
            ["report"] + arguments + ["--out", Self.out.path, "--formats", formats, "--date", "2026-11-23", "--force"]
                + dir)
        guard run.status == 0,
            let folder = run.stdout.split(separator: "\n").first?.split(separator: " in ").last?.split(separator: " ")
                .first
        else { return (run, nil) }
        let data = try Data(contentsOf: URL(fileURLWithPath: String(folder)).appendingPathComponent("report.json"))
        return (run, try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func body(_ styles: Any?, category: String = "Large") -> [String: Any]? {
        let row = (styles as? [[String: Any]])?.first { $0["style"] as? String == "Body" }
        return (row?["cells"] as? [[String: Any]])?.first { $0["category"] as? String == category }
    }

    /// Amiri: the Arabic sample first, right to left, against Noto Sans Arabic; Latin second.
    /// Body at Large is 17 pt: the width matches hb-shape's advance of the same text (a second
    /// HarfBuzz program) within 0.01 pt.
    @Test func arabicFont() throws {
        let (run, report) = try report(["Amiri"])
        let json = try #require(report, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(json["sampleScript"] as? String == "Arab" && json["sampleDirection"] as? String == "rtl")
        #expect((json["reference"] as? [String: Any])?["family"] as? String == "Noto Sans Arabic")
        let extras = try #require(json["additionalSamples"] as? [[String: Any]])
        #expect(extras.map { $0["script"] as? String } == ["Latn"])
        let sample = try #require(json["sampleText"] as? String)
        let cell = try #require(Self.body(json["styles"]))
        let custom = try #require(cell["custom"] as? [String: Any])
        #expect(custom["pointSize"] as? Double == 17)
        let advance = try HBShape.advance(
            font: TestFonts.directory + "/Amiri-Regular.ttf", unitsPerEm: 1000, text: sample)
        #expect(
            abs((custom["width"] as! Double) - advance / 1000 * 17) < 0.01,
            "\(custom["width"]!) against hb-shape \(advance / 1000 * 17)")
        #expect((custom["missingCharacters"] as? [String])?.isEmpty == true)
    }

    /// Hebrew, Devanagari, Thai and CJK families: their own script first, against its Noto
    /// reference, which draws it: hb-shape (a second HarfBuzz program) gives no .notdef (glyph 0)
    /// for the sample in the reference's file, and every cell has a width comparison.
    @Test(arguments: [
        ("Heebo", "Hebr", "Noto Sans Hebrew"), ("Hind", "Deva", "Noto Sans Devanagari"),
        ("Mukta", "Deva", "Noto Sans Devanagari"), ("Sarabun", "Thai", "Noto Sans Thai"),
        ("WenQuanYi Micro Hei", "Hani", "Noto Sans CJK SC"),
    ])
    func otherScripts(family: String, script: String, reference: String) throws {
        let (run, report) = try report([family])
        let json = try #require(report, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(json["sampleScript"] as? String == script)
        let summary = try #require(json["reference"] as? [String: Any])
        #expect(summary["family"] as? String == reference && json["noReference"] == nil)
        let custom = try #require(Self.body(json["styles"])?["custom"] as? [String: Any])
        let measured = try #require(Self.body(json["styles"])?["reference"] as? [String: Any])
        #expect(
            (custom["missingCharacters"] as? [String])?.isEmpty == true
                && (measured["missingCharacters"] as? [String])?.isEmpty == true)
        let cells = (json["styles"] as! [[String: Any]]).flatMap { $0["cells"] as! [[String: Any]] }
        #expect(cells.count == 132 && cells.allSatisfy { $0["reference"] != nil && $0["widthChange"] != nil })
        let sample = try #require(json["sampleText"] as? String)
        let file = try #require((summary["files"] as? [String])?.first)
        guard !file.hasSuffix(".ttc") else { return }  // a collection: hb-shape would read its first face
        let glyphs = try HBShape.glyphIDs(font: TestFonts.directory + "/" + file, text: sample)
        #expect(!glyphs.isEmpty && !glyphs.contains(0), "\(file) draws \(sample) with .notdef")
    }

    /// Repeated --text: one grid each, the script found per text; digits have no script.
    @Test func severalTexts() throws {
        let (run, report) = try report(["Heebo", "--text", "Order total", "--text", "שלום עולם", "--text", "12:45"])
        let json = try #require(report, "\(run.stderr)")
        #expect(json["sampleText"] as? String == "Order total" && json["sampleScript"] as? String == "Latn")
        let extras = try #require(json["additionalSamples"] as? [[String: Any]])
        #expect(extras.map { $0["text"] as? String } == ["שלום עולם", "12:45"])
        #expect(
            extras[0]["direction"] as? String == "rtl"
                && (extras[0]["reference"] as? [String: Any])?["family"] as? String == "Noto Sans Hebrew")
        #expect(extras[1]["script"] == nil && extras[1]["direction"] == nil)
    }

    /// A sample no installed font draws (Georgian: Noto Sans Georgian is not fetched, Inter and
    /// Heebo lack its letters, counted here from Inter's cmap by the tests' own reader): said on
    /// stderr, never silent; no reference and no width comparison in report.json, the Markdown and
    /// the page, which embeds no reference font for it; one sentence says which sample and why.
    @Test func aSampleNoReferenceDrawsHasNoWidthComparison() throws {
        let georgian = "ყველა ადამიანი"
        let (run, report) = try report(["Heebo", "--text", "Order total", "--text", georgian], formats: "json,md,html")
        let json = try #require(report, "\(run.stderr)")
        let cmap = try HmtxReader(path: TestFonts.inter)
        let lacking = Set(georgian.unicodeScalars.filter { $0 != " " && cmap.glyph($0) == 0 }).count
        #expect(lacking == 9)
        let why =
            "Inter (SF Pro stand-in) lacks \(lacking) of its characters, and Noto Sans Georgian, the reference for "
            + "Georgian, is not installed (`apt install fonts-noto-core` installs it)"
        #expect(run.stderr == "fontscale: warning: Heebo: sample \"\(georgian)\": \(why): no width comparison for it\n")
        #expect(run.stdout.contains("; \"\(georgian)\" (Geor) with no reference (no width comparison)\n"))
        let extras = try #require(json["additionalSamples"] as? [[String: Any]])
        let grid = try #require(extras.first)
        #expect(grid["reference"] == nil && grid["noReference"] as? String == why)
        let cells = (grid["styles"] as! [[String: Any]]).flatMap { $0["cells"] as! [[String: Any]] }
        #expect(cells.count == 132)
        #expect(cells.allSatisfy { $0["reference"] == nil && $0["widthChange"] == nil })
        #expect(cells.allSatisfy { !($0["highlights"] as! [String]).contains("width") })
        // The Latin sample keeps Inter and its comparison.
        #expect((json["reference"] as? [String: Any])?["family"] as? String == "Inter")
        let sentence =
            "Sample 2 “\(georgian)” (Georgian) has no reference: \(why). Its cells show Heebo alone, with no width comparison."
        let folder = Self.out.appendingPathComponent("heebo")
        let markdown = try String(contentsOf: folder.appendingPathComponent("intrinsic-sizes.md"), encoding: .utf8)
        #expect(markdown.contains("\n\(sentence)\n"))
        let section = try #require(markdown.components(separatedBy: "\n## Sample ").last)
        #expect(section.hasPrefix("2 \"\(georgian)\" (Geor), no reference\n"))
        #expect(section.contains("| style | category | size | width | missing characters | highlights |\n"))
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(
            html.contains(
                "<p class=\"why no-reference\">Sample 2 “<span class=\"sample-name\">\(georgian)</span>”"
                    + " (Georgian) has no reference: \(why). Its cells show Heebo alone, with no width comparison.</p>")
        )
        let faces = html.components(separatedBy: "@font-face { font-family: \"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(Set(faces) == ["FS Custom", "FS Reference"], "\(faces)")
        #expect(html.components(separatedBy: "<span class=\"reference\"").count - 1 == 11)
    }

    /// Font files: the folder is named from the family inside; two files of one family get the
    /// face's style added; FILE#N picks a face of a collection; --index needs exactly one file.
    /// A file never replaces the family's report (amiri/, `report Amiri`): it goes beside it, with
    /// a warning saying why, and rewrites that folder when run again.
    @Test func fontFiles() throws {
        _ = try report(["Amiri", "--text", "Amiri"])
        let (amiri, _) = try report(["--font-file", TestFonts.directory + "/Amiri-Regular.ttf"])
        #expect(
            amiri.status == 0 && amiri.stdout.hasPrefix("Amiri: 1 file in \(Self.out.path)/amiri-regular/"),
            "\(amiri.stdout)\(amiri.stderr)")
        #expect(
            amiri.stderr.contains(
                "warning: Amiri: \(Self.out.path)/amiri/ holds the report on family “Amiri”, so this one goes into"))
        let (again, _) = try report(["--font-file", TestFonts.directory + "/Amiri-Regular.ttf"])
        #expect(again.stdout.hasPrefix("Amiri: 1 file in \(Self.out.path)/amiri-regular/"))
        let (two, _) = try report([
            "--font-file", TestFonts.atkinsonRegular, "--font-file",
            TestFonts.directory + "/AtkinsonHyperlegible-Bold.ttf",
        ])
        #expect(
            two.stdout.contains("/atkinson-hyperlegible/") && two.stdout.contains("/atkinson-hyperlegible-bold/"),
            "\(two.stdout)")
        let (mono, _) = try report(["--font-file", TestFonts.directory + "/wqy-microhei.ttc#1"])
        #expect(mono.stdout.hasPrefix("WenQuanYi Micro Hei Mono: "), "\(mono.stdout)\(mono.stderr)")
        let (index, _) = try report(["--font-file", TestFonts.directory + "/wqy-microhei.ttc", "--index", "1"])
        #expect(index.stdout.hasPrefix("WenQuanYi Micro Hei Mono: "))
        let (bad, _) = try report([
            "--font-file", TestFonts.atkinsonRegular, "--font-file", TestFonts.atkinsonRegular, "--index", "1",
        ])
        #expect(
            bad.status == 64
                && bad.stderr
                    == "fontscale: error: --index: give it with exactly one --font-file (or write FILE#N per file), instead saw 2 --font-file\n"
        )
        let (missing, _) = try report(["--font-file", "/nowhere/Brand.otf"])
        #expect(
            missing.status == 2
                && missing.stderr
                    == "fontscale: error: font file '/nowhere/Brand.otf' does not exist; expected the path of a font file (.ttf, .otf, .ttc, .woff, .woff2)\n"
        )
    }

    /// The page in Chromium: every sample of every grid (Arabic shaped right to left, and Latin)
    /// lays out at the widths fontscale measured, within 0.05 px.
    @Test func arabicPageWidthsInChromium() throws {
        try #require(ChromiumPage.available, "install Chromium: scripts/install-deps.sh --with-chromium")
        let (run, report) = try report(["Amiri"], formats: "html,json")
        let json = try #require(report, "\(run.stderr)")
        let page = try ChromiumPage(path: Self.out.appendingPathComponent("amiri/index.html").path)
        let (worst, compared) = page.largestDifference(from: json)
        // Every face loads: Amiri's static faces, Noto Sans Arabic for the Arabic grid, Inter for the Latin one.
        #expect(
            page.faces.allSatisfy { $0.status == "loaded" } && page.check.count == 3
                && page.check.values.allSatisfy { $0 },
            "\(page.faces) \(page.check)")
        #expect(Set(page.faces.map(\.family)) == ["FS Custom", "FS Reference", "FS Reference 1"])
        #expect(compared == 12 * 22 * 2)
        #expect(worst < 0.05, "largest difference \(worst) px")
        let html = try String(contentsOf: Self.out.appendingPathComponent("amiri/index.html"), encoding: .utf8)
        #expect(html.contains("<span class=\"custom\" dir=\"rtl\" lang=\"ar\">"))
    }
}

/// How the page carries its fonts: subsets by default, whole files, or links.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct EmbedFontsTests {
    static let out = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-cli-embed-\(getpid())")

    func page(_ mode: String) throws -> (Run, String) {
        let folder = Self.out.appendingPathComponent(mode)
        let run = try Run([
            "report", "Merriweather", "--text", "Dynamic Type", "--formats", "html", "--embed-fonts", mode, "--out",
            folder.path,
            "--date", "2026-11-23", "--font-dir", TestFonts.directory,
        ])
        let html =
            (try? String(contentsOf: folder.appendingPathComponent("merriweather/index.html"), encoding: .utf8)) ?? ""
        return (run, html)
    }

    /// Merriweather's whole file is 4.6 MB (6.2 MB in base64): only `full` carries it.
    @Test func modes() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: TestFonts.merriweather)).count
        let (subsetRun, subset) = try page("subset")
        let (_, full) = try page("full")
        let (_, link) = try page("link")
        #expect(subsetRun.status == 0, "\(subsetRun.stderr)")
        func fontBytes(_ html: String) -> Int {
            html.components(separatedBy: "@font-face").dropFirst().map { $0.prefix { $0 != "}" }.count }.reduce(0, +)
        }
        #expect(fontBytes(full) > whole * 4 / 3, "full embeds the whole file")
        #expect(fontBytes(subset) < 400_000, "\(fontBytes(subset)) bytes of @font-face in the subset page")
        #expect(
            link.contains("src: url(\"file://\(TestFonts.directory)/Merriweather%5Bopsz,wdth,wght%5D.ttf\")")
                && !link.contains("base64,AAEAAA"), "a link, no font data")
        // A page on its own embeds the sheet; beside sheet.png it shows that file.
        #expect(subset.contains("src=\"data:image/png;base64,"))
        let both = Self.out.appendingPathComponent("both")
        let run = try Run([
            "report", "Merriweather", "--text", "Dynamic Type", "--formats", "html,png", "--out", both.path, "--date",
            "2026-11-23", "--font-dir", TestFonts.directory,
        ])
        let page = try String(contentsOf: both.appendingPathComponent("merriweather/index.html"), encoding: .utf8)
        #expect(
            run.status == 0
                && page.contains(
                    "<img class=\"sheet\" alt=\"Comparison sheet, page 1: the summary (fonts, references, highlight counts, "
                        + "suggested sizes)\" src=\"sheet.png\">"
                ))
        #expect(!page.contains("data:image/png") && page.utf8.count < 600_000, "\(page.utf8.count) bytes")
        let bad = try Run(["report", "Merriweather", "--embed-fonts", "inline", "--font-dir", TestFonts.directory])
        #expect(
            bad.status == 64
                && bad.stderr
                    == "fontscale: error: The value 'inline' is invalid for '--embed-fonts <mode>'. Please provide one of 'subset', 'full' or 'link'.\n"
        )
    }
}
