import FontScaleTestSupport
import Foundation
import Testing

/// The full report's sheet as a reader gets it: pages of paper read back by poppler, each naming
/// what it shows, together covering every cell of every sample once; the PNG pages beside them.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct ReportSheetTests {
    let folder = ReportCommandTests.out.appendingPathComponent("merriweather")

    /// Every page after the summary says in its header which styles and categories it holds, a
    /// block at a time ("Caption 1–Caption 2, xLarge–AX1; Large Title, AX2–AX5 · page 8 of 26"; one
    /// name when a block holds one) and
    /// shows each of their labels; the pages of each sample cover its 11 x 12 cells exactly once.
    @Test func pagesCoverEveryCellOnceWithTheirLabels() throws {
        #expect(ReportCommandTests.merriweather.status == 0)
        let pdf = folder.appendingPathComponent("sheet.pdf").path
        let info = try Command.run("/usr/bin/pdfinfo", [pdf]).stdout
        #expect(info.contains("841.89 x 595.28 pts (A4)"), "\(info)")
        let pages = try #require(Self.pageCount(info))
        let json = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        let report = try JSONSerialization.jsonObject(with: json) as! [String: Any]
        let styles = (report["styles"] as! [[String: Any]]).map { $0["style"] as! String }
        let categories = report["categories"] as! [String]
        let samples = 1 + (report["additionalSamples"] as! [[String: Any]]).count
        // The header: "Merriweather against Inter · sample 1 “...” (Latin)", then what the page
        // holds, a block at a time ("Large Title–Title 2, xLarge–AX1; Large Title, AX2–AX5"), and
        // "· page N of M".
        let header = try NSRegularExpression(pattern: "sample (\\d) “.*”.*? {2,}(\\S.*?) · page (\\d+) of (\\d+)")
        let block = try NSRegularExpression(pattern: "^([A-Za-z0-9 ]+?)(?:–([A-Za-z0-9 ]+))?, (\\w+)(?:–(\\w+))?$")
        var covered: [String: Int] = [:]
        // The last page is the accessibility table: its own header, its own test below.
        let last = try Command.run("/usr/bin/pdftotext", ["-f", "\(pages)", "-l", "\(pages)", "-layout", pdf, "-"])
            .stdout
        #expect(last.hasPrefix("Merriweather: Dynamic Type comparison sheet, accessibility (WCAG 2.2)"))
        #expect(last.contains("Accessibility: resize text (1.4.4), text spacing (1.4.12), reflow (1.4.10)"))
        for page in 2...(pages - 1) {
            let text = try Command.run("/usr/bin/pdftotext", ["-f", "\(page)", "-l", "\(page)", "-layout", pdf, "-"])
                .stdout
            let firstLine = String(text.prefix { $0 != "\n" })
            let match = try #require(
                header.firstMatch(in: firstLine, range: NSRange(firstLine.startIndex..., in: firstLine)),
                "page \(page): \(firstLine)")
            func group(_ match: NSTextCheckingResult, _ index: Int, in line: String) -> String? {
                Range(match.range(at: index), in: line).map { String(line[$0]).trimmingCharacters(in: .whitespaces) }
            }
            #expect(group(match, 3, in: firstLine) == "\(page)" && group(match, 4, in: firstLine) == "\(pages)")
            let sample = Int(group(match, 1, in: firstLine)!)! - 1
            let grid = sample == 0 ? report : (report["additionalSamples"] as! [[String: Any]])[sample - 1]
            let reference = (grid["reference"] as! [String: Any])["family"] as! String
            #expect(firstLine.contains("Merriweather against \(reference) · sample \(sample + 1)"), "\(firstLine)")
            let body = text.drop { $0 != "\n" }
            for part in group(match, 2, in: firstLine)!.components(separatedBy: "; ") {
                let fields = try #require(
                    block.firstMatch(in: part, range: NSRange(part.startIndex..., in: part)), "page \(page): \(part)")
                // A range of one style or category names it once.
                let firstStyle = group(fields, 1, in: part)!, lastStyle = group(fields, 2, in: part) ?? firstStyle
                let firstCategory = group(fields, 3, in: part)!
                let lastCategory = group(fields, 4, in: part) ?? firstCategory
                let shownStyles = styles[styles.firstIndex(of: firstStyle)!...styles.firstIndex(of: lastStyle)!]
                let first = categories.firstIndex(of: firstCategory)!, last = categories.firstIndex(of: lastCategory)!
                let shownCategories = categories[first...last]
                for label in shownStyles + shownCategories {
                    #expect(body.contains(label), "page \(page) lacks the label \(label)")
                }
                for style in shownStyles {
                    for category in shownCategories { covered["\(sample) \(style) \(category)", default: 0] += 1 }
                }
            }
        }
        #expect(covered.count == samples * styles.count * categories.count && covered.values.allSatisfy { $0 == 1 })
        // One PNG per page, at 2 pixels per point (A4: 1683 x 1190 whole pixels), and no more.
        for page in 1...pages {
            let png = try PNGSize(folder.appendingPathComponent(page == 1 ? "sheet.png" : "sheet-\(page).png"))
            #expect(png.width == 1683 && png.height == 1190, "page \(page): \(png.width) x \(png.height)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet-\(pages + 1).png").path))
        // The page shows page 1 from beside it.
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("src=\"sheet.png\""))
        // ... and links the PDF and every other page, each a file that exists.
        let links = try NSRegularExpression(pattern: "<a href=\"(sheet[^\"]*)\">")
            .matches(in: page, range: NSRange(page.startIndex..., in: page))
            .map { String(page[Range($0.range(at: 1), in: page)!]) }
        #expect(Set(links) == Set(["sheet.png", "sheet.pdf"] + (2...pages).map { "sheet-\($0).png" }), "\(links)")
        #expect(ReportCommandTests.merriweather.stdout.contains("sheet.png, sheet-2.png … sheet-\(pages).png"))
    }

    /// --paper letter makes Letter pages; a second, shorter report removes the pages it no longer has.
    @Test func letterAndFewerPages() throws {
        let out = ReportCommandTests.out.appendingPathComponent("letter")
        let long = try Run([
            "report", "Merriweather", "--paper", "letter", "--formats", "pdf,png", "--out", out.path,
            "--date", "2026-11-21", "--font-dir", TestFonts.directory,
        ])
        let pdf = out.appendingPathComponent("merriweather/sheet.pdf").path
        let longPages = Self.pageCount(try Command.run("/usr/bin/pdfinfo", [pdf]).stdout)
        #expect(long.status == 0, "\(long.stderr)")
        #expect(try Command.run("/usr/bin/pdfinfo", [pdf]).stdout.contains(" 792 x 612 pts (letter)"))
        let short = try Run([
            "report", "Merriweather", "--paper", "LETTER", "--text", "Dynamic Type", "--formats",
            "pdf,png", "--out", out.path, "--date", "2026-11-21", "--font-dir", TestFonts.directory,
        ])
        #expect(short.status == 0, "\(short.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("merriweather").path)
        let pages = Self.pageCount(try Command.run("/usr/bin/pdfinfo", [pdf]).stdout) ?? 0
        #expect(pages > 1 && pages < longPages ?? 0, "\(pages) pages after \(longPages ?? 0)")
        #expect(files.filter { $0.hasPrefix("sheet") && $0.hasSuffix(".png") }.count == pages)
        let png = try PNGSize(out.appendingPathComponent("merriweather/sheet.png"))
        #expect(png.width == 1584 && png.height == 1224)  // 792 x 612 pt at @2x
    }
}

extension ReportSheetTests {
    /// The "Pages:" of pdfinfo's output.
    static func pageCount(_ info: String) -> Int? {
        info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.split(separator: " ").last!) }
    }
}

/// A PNG's pixel size, read from its IHDR chunk (bytes 16 to 23, big-endian).
struct PNGSize {
    let width: Int, height: Int

    init(_ url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
        guard bytes.count == 24, bytes[1...3] == [0x50, 0x4E, 0x47], bytes[12...15] == [0x49, 0x48, 0x44, 0x52] else {
            throw CommandError(message: "'\(url.path)' is not a PNG")
        }
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(16)
        height = number(20)
    }
}
