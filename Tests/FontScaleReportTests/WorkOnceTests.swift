import FontScale
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

@testable import FontScaleReport

/// Nothing in a report is shaped or drawn twice: counted while a report on two samples (both
/// against one reference) is measured, drawn in every format and written as a page.
@Suite struct WorkOnceTests {
    static let texts = ["Dynamic Type", "Hamburgefonstiv 0123"]
    static let styles = SmallReport.styles
    static let categories = SmallReport.categories

    /// Merriweather against DejaVu Sans on `texts`, 3 styles x 3 categories, measured.
    static func run() throws -> (run: ReportRun, shapings: [ShapingLog.Key: Int]) {
        let job = try SmallReport.freshJob(texts: texts)
        let (run, shapings) = try ShapingLog.recording { try job.run() }
        return (run, shapings)
    }

    /// Measuring (the grids, the suggestions, the size transitions, the accessibility section)
    /// shapes each text once at each instance: the transitions and the accessibility section
    /// shape through the grids' cache.
    @Test func measuringShapesEachTextOnce() throws {
        let (_, shapings) = try Self.run()
        let twice = shapings.filter { $0.value > 1 }
        #expect(twice.isEmpty, "shaped more than once: \(twice.keys.map { "\($0.text) @ \($0.instance)" })")
        // Each sample was shaped whole at every instance of both fonts that sets it (measured, not drawn).
        #expect(Set(shapings.keys.filter { !$0.drawing }.map(\.text)).isSuperset(of: Self.texts))
        // Nothing shaped to draw while measuring: the size transitions render the main sample
        // from the glyphs its measuring kept.
        #expect(shapings.keys.filter(\.drawing).isEmpty)
    }

    /// Drawing the PDF, the SVG and every PNG page with one renderer draws each cell once per
    /// format and shapes each text it draws once, whatever the format or page.
    @Test func drawingDrawsEachCellOncePerFormat() throws {
        let (run, _) = try Self.run()
        let sheet = try SheetRenderer(run: run)
        let cells = Self.styles.count * Self.categories.count * Self.texts.count
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-once-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, shapings) = try ShapingLog.recording {
            try sheet.render(.pdf, to: folder.appendingPathComponent("sheet.pdf").path)
            #expect(sheet.cellsDrawn == cells)
            try sheet.render(.svg, to: folder.appendingPathComponent("sheet.svg").path)
            #expect(sheet.cellsDrawn == 2 * cells)
            for page in 1...sheet.pageCount {
                try sheet.renderPage(page, to: folder.appendingPathComponent("page-\(page).png").path)
            }
            #expect(sheet.cellsDrawn == 3 * cells)
        }
        let twice = shapings.filter { $0.value > 1 }
        #expect(twice.isEmpty, "shaped more than once: \(twice.keys.map { "\($0.text) @ \($0.instance)" })")
    }

    /// The page subsets each font once: one @font-face for the custom font and one for the
    /// reference both samples are set beside, which both samples' lower lines use.
    @Test func pageSubsetsTheSharedReferenceOnce() throws {
        let (run, _) = try Self.run()
        let html = try HTMLRenderer(run: run, sheetPNG: nil).render()
        #expect(html.components(separatedBy: "@font-face { font-family: \"FS Custom\"").count - 1 == 1)
        #expect(html.components(separatedBy: "@font-face { font-family: \"FS Reference").count - 1 == 1)
        #expect(html.components(separatedBy: "style=\"font-family: 'FS Reference'\"").count - 1 == 2 * 3)
    }

    /// Measuring and drawing share one shaping per text: the sheet draws what the measurer shaped
    /// from the glyphs it kept (`GlyphRuns`), so across the run and every format (the PDF, the
    /// SVG, each PNG page, on one thread as on two) each text is shaped once at an instance,
    /// whether to measure or to draw.
    @Test(arguments: [1, 2])
    func measuringAndDrawingShapeEachTextOnce(workers: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-once-\(getpid())-\(workers)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (run, measured) = try Self.run()
        // The sheet's plan measures its labels; the drawing threads record into this thread's log
        // (`ShapingLog.joining`).
        let (finished, drawn) = try ShapingLog.recording {
            let sheet = try SheetRenderer(run: run)
            let files: [SheetFile] = [.pdf, .svg] + (1...sheet.pageCount).map { .page($0) }
            let paths = files.indices.map { folder.appendingPathComponent("file-\($0)").path }
            var finished: [Int] = []
            try SheetFile.draw(files, to: paths, with: sheet, workers: workers) { index, error in
                if let error { throw error }
                finished.append(index)
            }
            return (order: finished, files: files.count)
        }
        #expect(finished.files > 5 && finished.order == Array(0..<finished.files))
        var all: [String: Int] = [:]
        for (key, count) in [measured, drawn].joined() {
            all["\(key.instance) | \(key.text) | \(key.features)", default: 0] += count
        }
        let twice = all.filter { $0.value > 1 }
        #expect(twice.isEmpty, "shaped more than once: \(twice.keys.sorted())")
        // The samples were measured, and not shaped again to be drawn; the labels were drawn.
        #expect(Set(measured.keys.map(\.text)).isSuperset(of: Self.texts))
        #expect(!drawn.keys.contains { Self.texts.contains($0.text) })
        #expect(drawn.count > 20)
    }
}
