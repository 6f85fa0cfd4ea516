import FontScaleFonts
import FontScaleRender
import FontScaleTestSupport
import Foundation
import Testing

@testable import FontScaleReport

/// The sheet on paper: page sizes and counts read back by poppler, the smallest text on a page,
/// the running header and repeated labels, the PNG pages' pixels and which cells are tinted.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct SheetPagesTests {
    let small = SmallReport.shared

    @Test(arguments: [
        ([:], PaperSize.a4), (["LANG": "en_US.UTF-8"], .letter), (["LANG": "fr_CA.UTF-8"], .letter),
        (["LANG": "en_GB.UTF-8"], .a4), (["LC_ALL": "C"], .a4),
        (["LANG": "de_DE.UTF-8", "LC_PAPER": "en_US.UTF-8"], .letter),
        (["LC_ALL": "de_DE.UTF-8", "LC_PAPER": "en_US.UTF-8"], .a4), (["LC_ALL": "", "LANG": "en_CA"], .letter),
        (["LANG": "es_US.UTF-8@euro"], .letter), (["LANG": "POSIX"], .a4),
    ])
    func paperFromTheLocale(environment: [String: String], paper: PaperSize) {
        #expect(PaperSize.preferred(environment: environment) == paper)
    }

    /// pdfinfo's page size for each paper (ISO 216: A4 is 297 x 210 mm, A3 420 x 297 mm; Letter 11 x 8.5 in).
    @Test(arguments: [
        (PaperSize.a4, "841.89 x 595.28 pts (A4)"), (.letter, "792 x 612 pts (letter)"),
        (.a3, "1190.55 x 841.89 pts (A3)"),
    ])
    func pdfPagesTakeThePaper(paper: PaperSize, expected: String) throws {
        let sheet = try SheetRenderer(run: small.run, paper: paper)
        let path = small.folder.appendingPathComponent("paper-\(paper.rawValue).pdf").path
        try sheet.render(.pdf, to: path)
        let info = try Self.fields(try Command.run("/usr/bin/pdfinfo", [path]).stdout)
        #expect(info["Page size"] == expected)
        #expect(info["Pages"] == String(sheet.pageCount))
        // The summary, 3 styles x 3 categories (on one A3 page, at least one on the others), the accessibility table.
        #expect(paper == .a3 ? sheet.pageCount == 3 : sheet.pageCount >= 3)
    }

    /// No word on any page is set under 6 pt. pdftotext's word box is the font's ascent to descent
    /// times the size, so the height-to-size ratio depends on the font: it is calibrated on the
    /// running header's "page", set at 9 pt in the label font (DejaVu Sans: about 1.16), and every
    /// word's height divided by it must give at least 6 pt. Sample words, set in the custom and
    /// reference fonts at 10 pt and more, have taller boxes still.
    @Test func noTextUnderSixPoints() throws {
        let pdf = small.folder.appendingPathComponent("sheet.pdf").path
        let words = try Self.words(pdf)
        let calibration = try #require(words.first { $0.text == "page" })
        let ratio = calibration.height / 9
        #expect(ratio > 0.9 && ratio < 1.4, "\(ratio)")
        let smallest = try #require(words.min { $0.height < $1.height })
        #expect(smallest.height / ratio >= 6, "'\(smallest.text)' is \(smallest.height / ratio) pt")
        // The numbers of a cell are among the words, at 6.5 pt.
        #expect(words.contains { $0.text == "width" && abs($0.height / ratio - 6.5) < 0.2 })
    }

    /// Every grid page carries the running header and its columns' labels (3 categories fit a
    /// page), and the pages' row labels together name every style.
    @Test func everyPageHasTheHeaderAndLabels() throws {
        let pdf = small.folder.appendingPathComponent("sheet.pdf").path
        let info = try Self.fields(try Command.run("/usr/bin/pdfinfo", [pdf]).stdout)
        let pages = try #require(Int(info["Pages"] ?? ""))
        var styles = Set<String>()
        for page in 1...pages {
            let text = try Command.run("/usr/bin/pdftotext", ["-f", "\(page)", "-l", "\(page)", "-layout", pdf, "-"])
                .stdout
            #expect(text.contains("page \(page) of \(pages)"))
            #expect(text.contains("Merriweather"))
            guard page > 1 else {
                #expect(text.contains("Suggested base sizes") && text.contains("system default sans (fontconfig)"))
                continue
            }
            guard page < pages else {
                // The accessibility table: Body 17 pt reaches 200% at AX3 (37 pt under UIFontMetrics: 2.18).
                #expect(text.contains("Merriweather: Dynamic Type comparison sheet, accessibility (WCAG 2.2)"))
                for label in ["Style", "200% at", "Longest run", "Body", "2.82"] { #expect(text.contains(label)) }
                continue
            }
            #expect(text.contains("Merriweather against DejaVu Sans · sample 1 “Dynamic Type”"))
            for label in ["Style", "xSmall", "Large", "AX5"] { #expect(text.contains(label), "\(label)") }
            styles.formUnion(["Title 1", "Body", "Caption 1"].filter { text.contains($0) })
        }
        #expect(styles.count == 3)
    }

    /// The PNG pages are the PDF's pages at 2 pixels per point: A4 landscape, 841.89 x 595.28 pt,
    /// is 1683 x 1190 whole pixels.
    @Test func pngPagesAreAtTwoX() throws {
        let sheet = try SheetRenderer(run: small.run)
        for number in 1...sheet.pageCount {
            let png = try Bitmap(pngFile: small.folder.appendingPathComponent(ReportFormat.pngPage(number)).path)
            #expect(png.width == 1683 && png.height == 1190)
        }
        let after = ReportFormat.pngPage(sheet.pageCount + 1)
        #expect(!FileManager.default.fileExists(atPath: small.folder.appendingPathComponent(after).path))
    }

    /// Only highlights that tint a cell tint it: Title 1 at xSmall carries only models-disagree
    /// (white), Caption 1 at xSmall below-minimum too (tinted).
    @Test func onlyTintingHighlightsTint() throws {
        let sheet = try SheetRenderer(run: small.run)
        let title = small.report.styles[0].cells[0], caption = small.report.styles[2].cells[0]
        #expect(title.highlights == [.modelsDisagree] && caption.highlights.contains(.belowMinimum))
        /// The colour just inside the top left corner of the cell at (style, category 0), on its PNG page.
        func corner(style: Int) throws -> [UInt8] {
            let pages = sheet.plan.pages
            func holds(_ block: SheetPlan.Block) -> Bool {
                block.styles.contains(style) && block.categories.contains(0)
            }
            let index = try #require(pages.firstIndex { $0.blocks.contains(where: holds) })
            let blocks = sheet.plan.pages[index].blocks
            let at = try #require(blocks.firstIndex(where: holds)), block = blocks[at]
            let png = try Bitmap(pngFile: small.folder.appendingPathComponent(ReportFormat.pngPage(index + 2)).path)
            let x = SheetLayout.margin + SheetLayout.styleColumn + 3
            // Each block above: its column labels, its rows and the gap after it.
            let above = blocks[..<at].reduce(0) {
                $0 + SheetLayout.columnHeaderHeight + $1.height + SheetPlan.blockGap
            }
            let y =
                SheetLayout.margin + SheetLayout.headerHeight + above + SheetLayout.columnHeaderHeight + 3
                + block.rows[..<(style - block.styles.lowerBound)].reduce(0, +)
            let offset = (Int(y * 2) * png.width + Int(x * 2)) * 3
            return Array(png.rgb[offset..<offset + 3])
        }
        func near(_ pixel: [UInt8], _ expected: [Int]) -> Bool {
            zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= 1 }
        }
        #expect(near(try corner(style: 0), [255, 255, 255]))
        #expect(near(try corner(style: 2), [255, 245, 204]))  // SheetRenderer.tint, RGB(1, 0.96, 0.8)
    }

    struct Word {
        let text: String
        let height: Double
    }

    /// The words of `pdf` with their box heights, from pdftotext -bbox-layout.
    static func words(_ pdf: String) throws -> [Word] {
        let html = try Command.run("/usr/bin/pdftotext", ["-bbox-layout", pdf, "-"]).stdout
        let pattern = try NSRegularExpression(
            pattern: "<word xMin=\"[0-9.]+\" yMin=\"([0-9.]+)\" xMax=\"[0-9.]+\" yMax=\"([0-9.]+)\">([^<]*)</word>")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            let field = { (index: Int) in String(html[Range(match.range(at: index), in: html)!]) }
            return Word(text: field(3), height: Double(field(2))! - Double(field(1))!)
        }
    }

    static func fields(_ info: String) throws -> [String: String] {
        Dictionary(
            info.split(separator: "\n").compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }, uniquingKeysWith: { first, _ in first })
    }
}
