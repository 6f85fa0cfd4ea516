import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleReport
import FontScaleTestSupport
import Foundation
import Testing

/// The accessibility section over every sample of a report: the worst sample per style and
/// width for 1.4.12, the widest run for 1.4.10, each named; numbers from hb-shape.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct ReportAccessibilityTests {
    static let parcel = "We will email you when your parcel is on its way"
    static let compound = "Rechtsschutzversicherung"

    /// Body in Merriweather at xSmall and Large, widths 200 and 1000, three samples.
    static func run() throws -> ReportRun {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let reference = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        var options = ReportOptions(date: "2026-11-24")
        options.styles = [.body]
        options.categories = [.xSmall, .large]
        options.containerWidths = [200, 1000]
        let samples = ["Dynamic Type", parcel, compound].map {
            ReportSample(
                text: $0, script: "Latn", reference: reference, referenceRole: "system default sans (fontconfig)",
                referenceReason: ReferenceFont.reason(.systemSans, family: reference.familyName))
        }
        return try ReportJob(font: font, samples: samples, labels: reference, scaler: Scaler(), options: options).run()
    }

    /// Merriweather's advance of `text` at `size` (opsz 18, its minimum, at Body's 15 and 17 pt).
    static func width(_ text: String, _ size: Double) throws -> Double {
        try HBShape.advance(
            font: TestFonts.merriweather, unitsPerEm: 2000, text: text,
            variations: ["wght": 400, "wdth": 100, "opsz": 18]) * size / 2000
    }

    // At Large Body is 17 pt on a 22 pt line. In 200 pt the parcel sentence takes 2 lines (44 pt)
    // and 3 with 1.4.12 spacing (3 x 25.5 = 76.5 pt), the only sample that gains a line: it is
    // the worst there. In 1000 pt every sample keeps 1 line and gains the same 3.5 pt: the first
    // sample is named. The compound, 216.7 pt at 17 pt, is the widest run, wider than 200 pt
    // from Large on (at xSmall, 15 pt under UIFontMetrics (15/17 = 0.88x), it is 191.2 pt).
    @Test func theWorstSampleIsMeasuredAndNamed() throws {
        let size = 17.0
        let wrap = { (letter: Double, word: Double) in
            try HBShape.wrappedLines(
                font: TestFonts.merriweather, unitsPerEm: 2000, text: Self.parcel, size: size, width: 200,
                variations: ["wght": 400, "opsz": 18, "wdth": 100], letter: letter, word: word)
        }
        let (before, after) = (try wrap(0, 0), try wrap(0.12 * size, 0.16 * size))
        #expect(before == 2 && after == 3)
        let compound = try Self.width(Self.compound, 17), atXSmall = try Self.width(Self.compound, 15)
        #expect(compound > 200 && atXSmall < 200)

        let run = try Self.run()
        let section = try #require(run.report.accessibility)
        #expect(run.report.formatVersion == 6)
        #expect(section.samples == ["Dynamic Type", Self.parcel, Self.compound])
        let body = try #require(section.styles.first)
        struct Row: Equatable {
            let width: Double, sample: String?, lines: Int, spacedLines: Int, height: Double, spacedHeight: Double
        }
        #expect(
            body.spacing.map {
                Row(
                    width: $0.width, sample: $0.sample, lines: $0.lines, spacedLines: $0.spacedLines,
                    height: $0.height, spacedHeight: $0.spacedHeight)
            } == [
                Row(
                    width: 200, sample: Self.parcel, lines: before, spacedLines: after, height: Double(before) * 22,
                    spacedHeight: Double(after) * 25.5),
                Row(width: 1000, sample: "Dynamic Type", lines: 1, spacedLines: 1, height: 22, spacedHeight: 25.5),
            ])
        #expect(body.longestRun == Self.compound && body.longestRunSample == Self.compound)
        #expect(abs(body.longestRunWidth - compound) < 1e-9)
        #expect(body.runTooWideFrom == ["Large", nil])

        let markdown = run.report.markdown().split(separator: "\n").map(String.init)
        #expect(
            markdown.contains(
                "Resize text (1.4.4): each style's size over its size at Large, and the first category at 200%. Text spacing (1.4.12): in each width, the lines at Large as set → with letter 0.12 em, word 0.16 em, line height 1.5, of the sample that gains the most lines. Reflow (1.4.10): the widest unbreakable run of any sample at Large, and where a run first outgrows each width. Samples: s1 \"Dynamic Type\", s2 \"\(Self.parcel)\", s3 \"\(Self.compound)\"."
            ), "\(markdown)")
        #expect(
            markdown.contains(
                "| Body | 17 | 0.88x | 1x | never (curve) | 2 → 3 (s2) | 1 → 1 (s1) | \(Self.compound) (\(formatNumber(compound, decimals: 1)) pt, s3) | Large | fits |"
            ), "\(markdown.filter { $0.hasPrefix("| Body") })")
    }

    /// The sheet's accessibility page sets every category name whole (issue 34: "xxxLarge" was
    /// cut to "xxxLa…" while half the page stayed empty). Container widths around the compound's
    /// width at xxLarge to AX1 make runs too wide from several categories, xxxLarge among them;
    /// pdftotext reads back the Body row with every one whole, equal to report.json's
    /// `runTooWideFrom` (read with JSONSerialization), every category in the size table too, and
    /// nothing on the page is cut with "…".
    @Test func categoryNamesAreWholeOnTheSheet() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let reference = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        var options = ReportOptions(date: "2026-11-24")
        options.styles = [.body]
        options.containerWidths = [240, 260, 280, 300, 320, 340]
        options.transitions = false
        let sample = ReportSample(
            text: Self.compound, script: "Latn", reference: reference, referenceRole: "--reference")
        let run = try ReportJob(
            font: try CustomFont(family: "Merriweather", catalog: catalog), samples: [sample], labels: reference,
            scaler: Scaler(), options: options
        ).run()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-a11y-names-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try run.write(into: folder, force: false, formats: [.pdf])
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json")))
            as! [String: Any]
        let section = json["accessibility"] as! [String: Any]
        let categories = json["categories"] as! [String]
        let body = (section["styles"] as! [[String: Any]])[0]
        let expected = (body["runTooWideFrom"] as! [Any]).map { ($0 as? String) ?? "fits" }
        #expect(expected.contains("xxxLarge"), "\(expected)")

        let pdf = folder.appendingPathComponent("sheet.pdf").path
        let pages = try #require(
            Int(
                try Command.run("/usr/bin/pdfinfo", [pdf]).stdout.split(separator: "\n")
                    .first { $0.hasPrefix("Pages:") }?.split(separator: " ").last ?? ""))
        let text = try Command.run("/usr/bin/pdftotext", ["-f", "\(pages)", "-l", "\(pages)", "-layout", pdf, "-"])
            .stdout
        #expect(text.contains("accessibility (WCAG 2.2)"))
        #expect(!text.contains("…"), "\(text)")
        let lines = text.split(separator: "\n")
        let header = try #require(lines.first { $0.hasPrefix("Style") && $0.contains("xSmall") })
        #expect(header.split(separator: " ").map(String.init).filter(categories.contains) == categories, "\(header)")
        // The second table's Body row ends with the category each width's run is too wide from.
        let row = try #require(lines.last { $0.hasPrefix("Body") })
        #expect(row.contains(Self.compound))
        #expect(Array(row.split(separator: " ").suffix(expected.count).map(String.init)) == expected, "\(row)")
    }

    // The page and the HTML name the samples the same way; a report of one sample names none.
    @Test func htmlAndSheetNameTheSamples() throws {
        let run = try Self.run()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-a11y-samples-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try run.write(into: folder, force: false, formats: [.html, .pdf])
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(
            html.contains(
                "Samples: s1 “<bdi>Dynamic Type</bdi>”, s2 “<bdi>\(Self.parcel)</bdi>”, s3 “<bdi>\(Self.compound)</bdi>”.</p>"
            ))
        #expect(
            html.contains(
                "<td class=\"n hl\" title=\"44 → 76.5 pt, “\(Self.parcel)”\">2 → 3 <span class=\"s\">s2</span></td>"))
        #expect(
            html.contains(
                "<td><bdi>\(Self.compound)</bdi> <span class=\"n\">(\(formatNumber(try Self.width(Self.compound, 17), decimals: 1)) pt, s3)</span></td>"
            ))
        let text = try Command.run(
            "/usr/bin/pdftotext", ["-layout", folder.appendingPathComponent("sheet.pdf").path, "-"]
        ).stdout
        #expect(text.contains("Samples: s1 Dynamic Type, s2 \(Self.parcel), s3 \(Self.compound)\n"), "\(text)")
        #expect(text.contains("2 → 3 s2"))
        #expect(!(SmallReport.shared.report.markdown().contains("(s1)")))
    }
}
