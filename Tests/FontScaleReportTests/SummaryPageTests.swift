import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleReport
import FontScaleTestSupport
import Foundation
import Testing

/// The sheet's summary page read back by poppler (issue 34): every count says which sample it
/// is, and every PostScript name carries the variations CustomFonts.swift applies on top.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct SummaryPageTests {
    /// A word on a PDF page and its box, from pdftotext -bbox-layout.
    struct Word {
        let text: String
        let xMin: Double, xMax: Double, yMin: Double
    }

    static func words(_ pdf: String, page: Int) throws -> [Word] {
        let html = try Command.run("/usr/bin/pdftotext", ["-bbox-layout", "-f", "\(page)", "-l", "\(page)", pdf, "-"])
            .stdout
        let pattern = try NSRegularExpression(
            pattern: "<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" yMax=\"[0-9.]+\">([^<]*)</word>")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            let field = { (index: Int) in String(html[Range(match.range(at: index), in: html)!]) }
            return Word(
                text: field(4).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&amp;", with: "&"),
                xMin: Double(field(1))!, xMax: Double(field(3))!, yMin: Double(field(2))!)
        }
    }

    /// Three samples: the highlight counts stand in a column per sample under "sample 1",
    /// "sample 2", "sample 3" (right-aligned with its title), never as "78 / 90 / 12"; each
    /// column's numbers are that sample's counts in report.json, read back with JSONSerialization.
    @Test func highlightCountsStandUnderTheirSample() throws {
        let run = try ReportAccessibilityTests.run()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-summary-page-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try run.write(into: folder, force: false, formats: [.pdf, .md])
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json")))
            as! [String: Any]
        let grids = [json] + (json["additionalSamples"] as! [[String: Any]])
        #expect(grids.count == 3)
        let expected = grids.map { $0["highlightCounts"] as? [String: Int] ?? [:] }

        let pdf = folder.appendingPathComponent("sheet.pdf").path
        let text = try Command.run("/usr/bin/pdftotext", ["-f", "1", "-l", "1", "-layout", pdf, "-"]).stdout
        #expect(text.contains("Highlights (cells per sample)"))
        #expect(text.range(of: "[0-9]+ / [0-9]+", options: .regularExpression) == nil, "\(text)")

        let words = try Self.words(pdf, page: 1)
        // The titles: "sample" followed on its line by "N".
        var titles: [Int: Word] = [:]
        for (index, word) in words.enumerated() where word.text == "sample" && index + 1 < words.count {
            let next = words[index + 1]
            if let number = Int(next.text), abs(next.yMin - word.yMin) < 0.5 { titles[number] = next }
        }
        #expect(titles.keys.sorted() == [1, 2, 3], "\(titles.keys)")
        let badges = [
            "width": "W", "wraps": "wraps", "truncates": "…", "models-disagree": "≠", "below-minimum": "<min",
        ]
        for (name, badge) in badges {
            let row = try #require(words.first { $0.text == badge && $0.xMin < 100 }, "badge \(badge)")
            // The numbers on the badge's line, left to right, each under its sample's title.
            let counts = words.filter { abs($0.yMin - row.yMin) < 2.5 && $0.xMin > row.xMax && Int($0.text) != nil }
                .sorted { $0.xMin < $1.xMin }.prefix(3)
            #expect(counts.map { Int($0.text)! } == expected.map { $0[name] ?? 0 }, "\(name)")
            for (number, count) in zip(1..., counts) {
                #expect(
                    abs(count.xMax - titles[number]!.xMax) < 0.6, "\(name): \(count.text) not under sample \(number)")
            }
        }
        // The Markdown names the sample of each line of counts.
        let markdown = try String(contentsOf: folder.appendingPathComponent("intrinsic-sizes.md"), encoding: .utf8)
        #expect(markdown.contains("Highlights (cells of sample 1): "))
        #expect(markdown.contains("## Sample 3 \"\(ReportAccessibilityTests.compound)\""))
        let third = "Highlights (cells of sample 3): width differs from the reference beyond the threshold: "
        #expect(markdown.contains(third + "\(expected[2]["width"] ?? 0);"), "\(markdown)")
    }

    /// Several families' summary counts every sample of each (it once took the first sample's
    /// counts, unsaid): summary.json's counts are the sums of report.json's per-sample counts, and
    /// both files say over how many samples.
    @Test func severalFamiliesSummaryCountsEverySample() throws {
        let report = try ReportAccessibilityTests.run().report
        let json = try JSONSerialization.jsonObject(with: Data(try report.json().utf8)) as! [String: Any]
        var sums: [String: Int] = [:]
        for grid in [json] + (json["additionalSamples"] as! [[String: Any]]) {
            for (name, count) in grid["highlightCounts"] as? [String: Int] ?? [:] { sums[name, default: 0] += count }
        }
        let summary = ReportSummary(reports: [(report, "/reports/a")])
        let written = try JSONSerialization.jsonObject(with: Data(try summary.json().utf8)) as! [String: Any]
        let family = (written["families"] as! [[String: Any]])[0]
        #expect(family["samples"] as? Int == 3)
        #expect(
            (family["highlightCounts"] as? [String: Int] ?? [:]).filter { $0.value > 0 } == sums.filter { $0.value > 0 }
        )
        let row = try #require(summary.markdown().split(separator: "\n").first { $0.hasPrefix("| Merriweather |") })
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells[4] == "3" && cells[5] == String(sums["width"] ?? 0), "\(row)")
    }

    /// A variable font whose default instance is not the one used, and whose named instances have
    /// no PostScript names: Merriweather with its fvar instances' names removed (fontTools). Its
    /// default instance is Light (name ID 6 "Merriweather-Light", wght 300, read back by fontTools),
    /// so Body (400) is that name with wght 400 on top, and Headline (600) with wght 600: the sheet,
    /// the page and the Markdown say so, as CustomFonts.swift applies it.
    @Test func postScriptNamesCarryTheirVariations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-psnames-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Unnamed.ttf").path
        let made = try FontTools.python(
            """
            import sys
            from fontTools.ttLib import TTFont
            font = TTFont(sys.argv[1])
            for instance in font['fvar'].instances: instance.postscriptNameID = 0xFFFF
            font.save(sys.argv[2])
            font = TTFont(sys.argv[2])
            wght = [a for a in font['fvar'].axes if a.axisTag == 'wght'][0]
            print(font['name'].getDebugName(6), int(wght.defaultValue))
            """, [TestFonts.merriweather, file])
        #expect(made.status == 0, "\(made.stderr)")
        let fields = made.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let (defaultName, defaultWeight) = (fields[0], Int(fields[1])!)
        #expect(defaultWeight != 400)

        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let reference = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        var options = ReportOptions(date: "2026-11-24")
        options.styles = [.headline, .body]
        options.categories = [.large]
        options.transitions = false
        let sample = ReportSample(text: "Dynamic Type", script: nil, reference: reference, referenceRole: "--reference")
        let run = try ReportJob(
            font: try CustomFont(file: file), samples: [sample], labels: reference, scaler: Scaler(), options: options
        ).run()
        let out = folder.appendingPathComponent("report")
        _ = try run.write(into: out, force: false, formats: [.pdf, .md, .html, .swift])

        let body = "\(defaultName) + wght 400", headline = "\(defaultName) + wght 600"
        let swift = try String(contentsOf: out.appendingPathComponent("CustomFonts.swift"), encoding: .utf8)
        #expect(swift.contains(".body: custom(\"\(defaultName)\", size: "))
        #expect(swift.contains("variations: [\"wght\": 400]),"))
        let page = try Command.run(
            "/usr/bin/pdftotext", ["-f", "1", "-l", "1", "-layout", out.appendingPathComponent("sheet.pdf").path, "-"]
        ).stdout
        let bodyLine = try #require(page.split(separator: "\n").first { $0.contains("Body ") && $0.contains(" pt ") })
        #expect(bodyLine.hasSuffix(body), "\(bodyLine)")
        let headlineLine = try #require(
            page.split(separator: "\n").first { $0.contains("Headline ") && $0.contains(" pt ") })
        #expect(headlineLine.hasSuffix(headline), "\(headlineLine)")
        let markdown = try String(contentsOf: out.appendingPathComponent("intrinsic-sizes.md"), encoding: .utf8)
        #expect(markdown.contains("| 400 | \(body) |"), "\(markdown)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<td class=\"n\">400</td><td>\(body)</td></tr>"))
    }
}
