import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleRender
import FontScaleReport
import FontScaleTestSupport
import Foundation
import Testing

/// A small report (3 styles x 3 categories) on Merriweather against DejaVu Sans, written to a
/// temporary folder once for the suite.
final class SmallReport: @unchecked Sendable {
    static let shared = try! SmallReport()

    let report: Report
    let run: ReportRun
    let folder: URL

    /// The report's styles and categories.
    static let styles: [TextStyle] = [.title1, .body, .caption1]
    static let categories: [ContentSizeCategory] = [.xSmall, .large, .accessibility5]

    init() throws {
        let run = try Self.freshJob().run()
        self.run = run
        report = run.report
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-small-report-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        _ = try run.write(into: folder, force: false, formats: Set(ReportFormat.allCases))
    }

    /// A job on one sample, "Dynamic Type" (or each of `texts`), against `reference` as the system sans.
    static func job(
        font: CustomFont, reference: CustomFont, role: String = "system default sans (fontconfig)",
        texts: [String] = ["Dynamic Type"], options: ReportOptions
    ) -> ReportJob {
        let samples = texts.map {
            ReportSample(
                text: $0, script: nil, reference: reference, referenceRole: role,
                referenceReason: ReferenceFont.reason(.systemSans, family: reference.familyName))
        }
        return ReportJob(font: font, samples: samples, labels: reference, scaler: Scaler(), options: options)
    }

    /// This suite's report as a job of its own (a new catalog and fonts: none shared with another
    /// test's threads), on `texts`: Merriweather against DejaVu Sans, `styles` x `categories`.
    static func freshJob(texts: [String] = ["Dynamic Type"]) throws -> ReportJob {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let reference = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        var options = ReportOptions(date: "2026-11-21")
        options.styles = styles
        options.categories = categories
        return job(font: font, reference: reference, texts: texts, options: options)
    }

    func text(_ format: ReportFormat) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(format.fileName), encoding: .utf8)
    }
}

/// The golden files beside these tests.
let goldenFiles = GoldenFiles(besides: #filePath)

@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct ReportGoldenTests {
    let small = SmallReport.shared

    @Test func json() throws { try goldenFiles.check(try small.text(.json), "report.json") }
    @Test func csv() throws { try goldenFiles.check(try small.text(.csv), "intrinsic-sizes.csv") }
    @Test func markdown() throws { try goldenFiles.check(try small.text(.md), "intrinsic-sizes.md") }
    @Test func swiftSnippet() throws { try goldenFiles.check(try small.text(.swift), "CustomFonts.swift.txt") }
    @Test func svg() throws { try goldenFiles.check(try small.text(.svg), "sheet.svg") }
    @Test func html() throws {
        try goldenFiles.check(HTMLRenderer.stripEmbeddedData(try small.text(.html)), "index.stripped.html")
    }

    @Test func pngMatchesWithinTolerance() throws {
        let actual = try Pixels(small.folder.appendingPathComponent("sheet.png").path)
        if GoldenFiles.recording {
            try? FileManager.default.removeItem(at: goldenFiles.folder.appendingPathComponent("sheet.png"))
            try FileManager.default.copyItem(
                at: small.folder.appendingPathComponent("sheet.png"),
                to: goldenFiles.folder.appendingPathComponent("sheet.png"))
            Issue.record("recorded sheet.png")
            return
        }
        let expected = try Pixels(goldenFiles.folder.appendingPathComponent("sheet.png").path)
        #expect(actual.width == expected.width && actual.height == expected.height)
        // Antialiasing may move by a level or two between library builds: allow small differences
        // in at most 0.5% of the pixels.
        var differing = 0
        for index in 0..<min(actual.data.count, expected.data.count)
        where abs(Int(actual.data[index]) - Int(expected.data[index])) > 24 {
            differing += 1
        }
        #expect(Double(differing) / Double(actual.data.count) < 0.005)
        // Page 1 at @2x: A4 landscape, 841.89 x 595.28 pt, in whole pixels.
        #expect(actual.width == 1683 && actual.height == 1190)
    }

    @Test func reportJSONRoundTrips() throws {
        let decoded = try Report.decode(Data(try small.text(.json).utf8))
        #expect(decoded == small.report)
        #expect(decoded.styles.count == 3 && decoded.styles.allSatisfy { $0.cells.count == 3 })
    }
}

/// RGB bytes of a PNG read through libpng (FontScaleRender's `Bitmap`), independently of fontscale's encoder.
struct Pixels {
    let width: Int
    let height: Int
    let data: [UInt8]

    init(_ path: String) throws {
        let bitmap = try Bitmap(pngFile: path)
        width = bitmap.width
        height = bitmap.height
        data = bitmap.rgb
    }
}
