import FontScaleTestSupport
import Foundation
import Testing

/// The default reference: Inter where scripts/run.sh puts it (FONTSCALE_FONT_PATH), else the
/// system sans with a warning; what each sample was compared against and why; width flags only
/// where the reference can be compared.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct ReportReferenceTests {
    static let out = FileManager.default.temporaryDirectory
        .appendingPathComponent("fontscale-cli-reference-\(getpid())")

    /// `fontscale report ARGUMENTS` with FONTSCALE_FONT_PATH set to `fontPath` (unset when nil), run in
    /// the output folder, where no `.fonts/` is (the repository's would be searched by default).
    func run(_ arguments: [String], fontPath: String?, name: String) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        var environment = ProcessInfo.processInfo.environment
        environment["FONTSCALE_FONT_PATH"] = fontPath
        try FileManager.default.createDirectory(at: Self.out, withIntermediateDirectories: true)
        let out = Self.out.appendingPathComponent(name).path
        return try Command.run(
            Fixture.executable.path, ["report"] + arguments + ["--out", out, "--date", "2026-11-24"],
            environment: environment, in: Self.out)
    }

    func json(_ name: String, _ family: String) throws -> [String: Any] {
        let url = Self.out.appendingPathComponent("\(name)/\(family)/report.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test func interFromTheFontPathElseTheSystemSansWithAWarning() throws {
        let found = try run(
            ["DejaVu Serif", "--text", "Dynamic Type", "--formats", "json,md"], fontPath: TestFonts.directory,
            name: "inter")
        #expect(found.status == 0 && found.stderr.isEmpty, "\(found.stderr)")
        #expect(found.stdout.contains("\n  reference Inter (SF Pro stand-in); highlights: "), "\(found.stdout)")
        let reference = try #require(try json("inter", "dejavu-serif")["reference"] as? [String: Any])
        #expect(reference["role"] as? String == "SF Pro stand-in")
        let reason = "SF Pro is not installed; Inter, a sans of similar proportions, stands in for it"
        #expect(reference["reason"] as? String == reason)
        let markdown = try String(
            contentsOf: Self.out.appendingPathComponent("inter/dejavu-serif/intrinsic-sizes.md"),
            encoding: .utf8)
        #expect(markdown.contains("\nReference: \(reason).\n"))
        #expect(markdown.contains("\n## Suggested base sizes (x-height of Inter, SF Pro stand-in, at the HIG size)\n"))

        let standIn = try run(
            ["DejaVu Serif", "--text", "Dynamic Type", "--formats", "json"], fontPath: nil,
            name: "stand-in")
        #expect(standIn.status == 0)
        #expect(
            standIn.stderr == "fontscale: warning: DejaVu Serif: reference: neither SF Pro nor Inter is installed, "
                + "so widths compare against DejaVu Sans (fontconfig's default sans), a stand-in for the system font; "
                + "install Inter: `pip download --no-deps fontpkg-inter==4.1.post1` has it in its wheel (under "
                + "fontpkg_inter/files/; in a clone of fontscale, scripts/fetch-fonts.sh fetches it into .fonts/); "
                + "give that folder with --font-dir or FONTSCALE_FONT_PATH\n"
        )
        let fallback = try #require(try json("stand-in", "dejavu-serif")["reference"] as? [String: Any])
        #expect(fallback["family"] as? String == "DejaVu Sans")
        #expect(fallback["role"] as? String == "system default sans (fontconfig)")
        #expect(
            fallback["reason"] as? String
                == "neither SF Pro nor Inter is installed; DejaVu Sans, fontconfig's default sans, stands in")
    }

    /// Against Inter, the sans fonts flag no width cell and the serifs do: Crimson Pro, a narrow one,
    /// and Merriweather, a wide one, in Cyrillic. Body at Large (17 pt)
    /// from hb-shape, a second HarfBuzz program: Atkinson Hyperlegible's static Regular against Inter at
    /// wght 400, opsz 17 is within the 10% threshold, as report.json says.
    @Test func widthFlagsWithTheDefaultReference() throws {
        let run = try run(
            [
                "Atkinson Hyperlegible", "Inter", "Merriweather", "Crimson Pro", "--formats", "json",
                "--font-dir", TestFonts.directory,
            ], fontPath: nil, name: "widths")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        func widthCells(_ report: [String: Any]) -> Int {
            let grids = [report] + (report["additionalSamples"] as? [[String: Any]] ?? [])
            return grids.flatMap { $0["styles"] as! [[String: Any]] }.flatMap { $0["cells"] as! [[String: Any]] }
                .filter { ($0["highlights"] as! [String]).contains("width") }.count
        }
        let atkinson = try json("widths", "atkinson-hyperlegible"), inter = try json("widths", "inter")
        let merriweather = try json("widths", "merriweather")
        #expect(widthCells(atkinson) == 0 && widthCells(inter) == 0)
        // Merriweather, a wide serif, is within 10% of Inter in Latin (+0.2% to +9.0%) and beyond it in
        // Cyrillic (up to +10.6%: 15 of 132 cells when measured). Against DejaVu Sans, the old
        // default, Atkinson Hyperlegible flagged all 132 cells and Inter 180 of 396.
        #expect(widthCells(merriweather) > 0)
        // Crimson Pro is narrower than Inter everywhere (-16% to -7% when measured). Its first flagged
        // cell again with hb-shape, each font at the axes report.json gives: beyond the 10% threshold.
        let crimson = try json("widths", "crimson-pro")
        #expect(widthCells(crimson) > 0)
        let text = try #require(crimson["sampleText"] as? String)
        let cells = (crimson["styles"] as! [[String: Any]]).flatMap { $0["cells"] as! [[String: Any]] }
        let flagged = try #require(cells.first { ($0["highlights"] as! [String]).contains("width") })
        func hbWidth(_ font: [String: Any], file: String, unitsPerEm: Double) throws -> Double {
            let axes = (font["axes"] as? [[String: Any]] ?? []).reduce(into: [String: Double]()) {
                $0[$1["tag"] as! String] = $1["value"] as? Double
            }
            return try HBShape.advance(font: file, unitsPerEm: Int(unitsPerEm), text: text, variations: axes)
                / unitsPerEm
                * (font["pointSize"] as! Double)
        }
        let narrow = try hbWidth(
            flagged["custom"] as! [String: Any], file: TestFonts.directory + "/CrimsonPro[wght].ttf",
            unitsPerEm: 1024)
        let wide = try hbWidth(flagged["reference"] as! [String: Any], file: TestFonts.inter, unitsPerEm: 2048)
        #expect(abs(narrow - ((flagged["custom"] as? [String: Any])?["width"] as? Double ?? 0)) < 0.01)
        #expect(narrow / wide - 1 < -0.10, "\(narrow) against \(wide)")
        let body = try #require(ReportScriptTests.body(atkinson["styles"]))
        let sample = try #require(atkinson["sampleText"] as? String)
        let custom = try HBShape.advance(font: TestFonts.atkinsonRegular, unitsPerEm: 1000, text: sample) / 1000 * 17
        let reference =
            try HBShape.advance(
                font: TestFonts.inter, unitsPerEm: 2048, text: sample,
                variations: ["wght": 400, "opsz": 17]) / 2048 * 17
        #expect(abs(((body["custom"] as? [String: Any])?["width"] as? Double ?? 0) - custom) < 0.01)
        #expect(abs(((body["reference"] as? [String: Any])?["width"] as? Double ?? 0) - reference) < 0.01)
        #expect(abs(custom / reference - 1) < 0.10, "\(custom) against \(reference)")
    }

    /// A requested reference without the sample's letters (Atkinson Hyperlegible has no Cyrillic):
    /// kept (the user asked for it), and the sample goes without a reference rather than against
    /// another font: no width comparison, and the stderr warning says how many characters it lacks
    /// (counted from its cmap here).
    @Test func aRequestedReferenceLackingTheSampleIsNotCompared() throws {
        let run = try run(
            [
                "Merriweather", "--reference", "Atkinson Hyperlegible", "--formats", "json,md", "--font-dir",
                TestFonts.directory,
            ], fontPath: nil, name: "lacks")
        #expect(run.status == 0, "\(run.stderr)")
        let report = try json("lacks", "merriweather")
        let extras = report["additionalSamples"] as? [[String: Any]] ?? []
        let cyrillic = try #require(extras.first { $0["script"] as? String == "Cyrl" })
        let text = try #require(cyrillic["text"] as? String)
        let cmap = try HmtxReader(path: TestFonts.atkinsonRegular)
        let lacking = Set(text.unicodeScalars.filter { !$0.properties.isWhitespace && cmap.glyph($0) == 0 }).count
        #expect(lacking > 0)
        #expect(
            run.stderr == "fontscale: warning: Merriweather: sample \"\(text)\": Atkinson Hyperlegible (--reference) "
                + "lacks \(lacking) of its characters; no width comparison for it\n")
        #expect(cyrillic["reference"] == nil)
        #expect(
            cyrillic["noReference"] as? String
                == "Atkinson Hyperlegible (--reference) lacks \(lacking) of its characters")
        let cells = (cyrillic["styles"] as! [[String: Any]]).flatMap { $0["cells"] as! [[String: Any]] }
        #expect(cells.count == 132 && cells.allSatisfy { $0["reference"] == nil && $0["widthChange"] == nil })
        #expect(cells.allSatisfy { !($0["highlights"] as! [String]).contains("width") })
        let latin = (report["styles"] as! [[String: Any]]).flatMap { $0["cells"] as! [[String: Any]] }
        #expect(latin.allSatisfy { $0["widthChange"] is Double })
        #expect((report["reference"] as? [String: Any])?["family"] as? String == "Atkinson Hyperlegible")
        let markdown = try String(
            contentsOf: Self.out.appendingPathComponent("lacks/merriweather/intrinsic-sizes.md"),
            encoding: .utf8)
        #expect(
            markdown.contains(
                "\nSample 2 “\(text)” (Cyrillic) has no reference: Atkinson Hyperlegible (--reference) lacks "
                    + "\(lacking) of its characters. Its cells show Merriweather alone, with no width comparison.\n"))
    }

    /// Whether fontconfig has `family` without the test fonts (a system-wide install).
    static func systemHas(_ family: String) -> Bool {
        let listed = try? Command.run("/usr/bin/fc-list", [":family=\(family)", "family"])
        return listed.map { !$0.stdout.isEmpty } ?? false
    }

    /// The report: Mukta and Sarabun where no Devanagari or Thai reference is installed
    /// (a folder with their files and Inter's only). Their own script's sample has no reference:
    /// its cells show no width and no percentage on the sheet, the page, the Markdown or
    /// report.json; page 1 of the sheet, the page and the Markdown each say which sample and why;
    /// the page embeds no reference font for it (Inter only, subset, for the Latin sample: the page
    /// was 1.6 MB with Inter whole to draw empty boxes), and in Chromium it lays out every line at
    /// the widths report.json gives.
    @Test(
        .enabled(if: !systemHas("Noto Sans Devanagari") && !systemHas("Noto Sans Thai"), "a Noto font is installed"),
        arguments: [("Mukta", "Mukta-", "Devanagari", 21), ("Sarabun", "Sarabun-", "Thai", 25)])
    func aScriptNoInstalledFontDraws(family: String, prefix: String, script: String, lacking: Int) throws {
        let fonts = Self.out.appendingPathComponent("fonts-\(family)")
        try? FileManager.default.removeItem(at: fonts)
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: TestFonts.directory)
        for file in files where file.hasPrefix(prefix) || file.hasPrefix("Inter") {
            try FileManager.default.copyItem(
                atPath: TestFonts.directory + "/" + file, toPath: fonts.appendingPathComponent(file).path)
        }
        let name = "alone-\(family)"
        let run = try run(
            [family, "--formats", "json,md,html,pdf", "--font-dir", fonts.path], fontPath: nil, name: name)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try json(name, family.lowercased())
        let sample = try #require(report["sampleText"] as? String)
        // Inter's cmap, read by the tests' own reader, lacks that many of the sample's characters.
        let cmap = try HmtxReader(path: TestFonts.inter)
        #expect(Set(sample.unicodeScalars.filter { $0 != " " && cmap.glyph($0) == 0 }).count == lacking)
        #expect(report["reference"] == nil && report["noReference"] is String)
        let cells = (report["styles"] as! [[String: Any]]).flatMap { $0["cells"] as! [[String: Any]] }
        #expect(cells.count == 132 && cells.allSatisfy { $0["reference"] == nil && $0["widthChange"] == nil })
        #expect(run.stdout.contains("\n  no reference for sample 1; highlights: "), "\(run.stdout)")
        let folder = Self.out.appendingPathComponent("\(name)/\(family.lowercased())")
        let why = try #require(report["noReference"] as? String)
        #expect(why.hasPrefix("Inter (SF Pro stand-in) lacks \(lacking) of its characters, and Noto Sans \(script), "))
        let tail = " (\(script)) has no reference: \(why). Its cells show \(family) alone, with no width comparison."
        let markdown = try String(contentsOf: folder.appendingPathComponent("intrinsic-sizes.md"), encoding: .utf8)
        #expect(markdown.contains("\nSample 1 “\(sample)”\(tail)\n"))
        #expect(!markdown.contains("| reference | change |\n|---|---|---:|---:|---:|---|---:|---:|---:|---:|"))
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h1>\(family)</h1>") && html.contains("<p class=\"why no-reference\">Sample 1 “"))
        let faces = html.components(separatedBy: "@font-face { font-family: \"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(!faces.contains("FS Reference") && faces.contains("FS Reference 1"), "\(faces)")
        // Inter subset to the Latin sample: 59 KB of @font-face when measured (1.2 MB whole).
        let inter = html.components(separatedBy: "@font-face { font-family: \"FS Reference 1\"").dropFirst()
            .map { $0.prefix { $0 != "}" }.utf8.count }.reduce(0, +)
        #expect(inter < 150_000, "\(inter) bytes of Inter")
        #expect(!html.contains("<th>Reference</th><th>Change</th>"))
        // Page 1 of the sheet: the sentence, wrapped over lines (the sample's text is on the line above it).
        let pdf = folder.appendingPathComponent("sheet.pdf").path
        let first = try Command.run("/usr/bin/pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).stdout
        let words = first.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Sample 1" + tail), "\(words)")
        // A grid page of the sample: widths alone, no " / " reference width and no percentage.
        let second = try Command.run("/usr/bin/pdftotext", ["-f", "2", "-l", "2", pdf, "-"]).stdout
        #expect(second.contains("\(family), no reference · sample 1"), "\(second.prefix(200))")
        #expect(second.contains("width ") && !second.contains("%)") && !second.contains(" / "))
        if ChromiumPage.available {
            let page = try ChromiumPage(path: folder.appendingPathComponent("index.html").path)
            let (worst, compared) = page.largestDifference(from: report)
            #expect(compared == 132 + 132 * 2 && worst < 0.05, "\(compared) widths, largest difference \(worst) px")
            #expect(Set(page.check.keys) == ["FS Custom", "FS Reference 1"] && page.check.values.allSatisfy { $0 })
        }
    }
}
