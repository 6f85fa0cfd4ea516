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
    static let styles: [TextStyle] = [.title1, .body, .caption1]
    static let categories: [ContentSizeCategory] = [.xSmall, .large, .accessibility5]

    /// Merriweather against DejaVu Sans on `texts`, 3 styles x 3 categories, measured.
    static func run() throws -> (run: ReportRun, shapings: [ShapingLog.Key: Int]) {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let reference = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        var options = ReportOptions(date: "2026-11-21")
        options.styles = styles
        options.categories = categories
        let samples = texts.map {
            ReportSample(text: $0, script: nil, reference: reference, referenceRole: "system default sans (fontconfig)")
        }
        let job = ReportJob(font: font, samples: samples, labels: reference, scaler: Scaler(), options: options)
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
        // Drawn while measuring: only the main sample, which the size transitions render.
        #expect(Set(shapings.keys.filter(\.drawing).map(\.text)) == [Self.texts[0]])
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
        // Both samples were drawn, in both fonts: a cell's two lines.
        let drawn = shapings.keys.filter { $0.drawing && Self.texts.contains($0.text) }
        #expect(Set(drawn.map(\.text)) == Set(Self.texts))
        #expect(Set(drawn.map { $0.instance.contains("Merriweather") }) == [true, false])
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
}
