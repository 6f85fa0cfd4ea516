import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleRender
import Foundation

/// The comparison sheet on pages of a paper size (landscape): page 1 summarises the fonts, the
/// references and why, the model, the highlights and the suggested base sizes; then each sample's
/// grid, styles down and categories across, cut into pages that repeat their row and column labels
/// under a running header. Each cell sets the sample in the custom font above the reference font at
/// the same scaled size (`SheetCell.swift`). Drawn with cairo as a PDF of every page, a PNG per
/// page at @2x, or one SVG with every page one under the other. The last page is the
/// accessibility section (`SheetAccessibility.swift`).
package final class SheetRenderer {
    /// An output format of the sheet: PDF, PNG or SVG.
    package typealias Format = ImageFormat

    let report: Report
    let font: CustomFont
    /// Every sample measured, each grid with its reference font, in `report.grids` order.
    let samples: [MeasuredSample]
    let labels: CustomFont
    let opticalSizing: Bool
    /// The paper the pages take.
    package let paper: PaperSize
    /// The glyph runs of the whole report, shared by every renderer of it (each thread's).
    let glyphRuns: GlyphRuns
    private let text: CairoText
    private let measurer = TextMeasurer()
    private(set) var plan = SheetPlan(width: 0, height: 0, pages: [])
    /// How many grid cells this renderer has drawn, in every format (tests: each cell once a format).
    var cellsDrawn = 0

    // Palette: ink, secondary ink, the numbers, grid, highlight tint (badge colours: `Highlight.colour`).
    static let ink = RGB(0.08, 0.08, 0.1), secondary = RGB(0.4, 0.4, 0.44), numbersInk = RGB(0.3, 0.3, 0.34)
    static let grid = RGB(0.8, 0.8, 0.83), tint = RGB(1.0, 0.96, 0.8), header = RGB(0.94, 0.94, 0.955)
    static let baselineGuide = RGB(0.55, 0.55, 0.6), xGuide = RGB(0.25, 0.5, 0.9), capGuide = RGB(0.9, 0.35, 0.3)
    /// The guides as the legends name them, with their colours.
    static let guides = [("baseline", baselineGuide), ("x-height", xGuide), ("cap height", capGuide)]
    /// The smallest text on a page (numbers, tick labels, badges): 6.5 pt, legible in print.
    static let numberSize = 6.5

    /// The pixels per point of the PNG pages.
    package static let pngPixelScale = 2

    /// Creates a renderer for `run`'s report on pages of `paper`, drawing with its fonts.
    package init(run: ReportRun, paper: PaperSize = .a4) throws {
        report = run.report
        font = run.font
        samples = run.samples
        labels = run.labels
        opticalSizing = run.opticalSizing
        glyphRuns = run.glyphRuns
        text = CairoText(glyphRuns: glyphRuns)
        measurer.glyphRuns = glyphRuns
        self.paper = paper
        plan = SheetPlan(width: paper.landscape.width, height: paper.landscape.height, pages: [])
        let grids = samples.map(\.grid)
        let shapes = grids.map { (styles: $0.styles.count, categories: report.categories.count) }
        plan = try SheetPlan(paper: paper, grids: shapes) { grid, style, category in
            try cellSize(grids[grid].styles[style].cells[category])
        }
    }

    /// A renderer of `other`'s pages, as planned, drawing with copies of its fonts (`copies`
    /// makes one per font, shared by the roles it plays), for drawing on another thread.
    init(copying other: SheetRenderer, copies: FontCopies) {
        report = other.report
        font = copies.copy(of: other.font)
        labels = copies.copy(of: other.labels)
        samples = other.samples.map { measured in
            let sample = measured.sample
            return MeasuredSample(
                sample: ReportSample(
                    text: sample.text, script: sample.script, direction: sample.direction,
                    reference: sample.reference.map {
                        ReportReference(font: copies.copy(of: $0.font), role: $0.role, reason: $0.reason)
                    },
                    noReference: sample.noReference),
                grid: measured.grid, files: measured.files)
        }
        opticalSizing = other.opticalSizing
        glyphRuns = other.glyphRuns
        text = CairoText(glyphRuns: glyphRuns, faces: other.text.faces)
        measurer.glyphRuns = glyphRuns
        paper = other.paper
        plan = other.plan
    }

    /// The page size in points (landscape).
    package var size: (width: Double, height: Double) { (plan.width, plan.height) }

    /// The number of pages: the summary, then every sample's grid pages, then the accessibility page.
    package var pageCount: Int { plan.pageCount + (report.accessibility == nil ? 0 : 1) }

    /// The gap between pages in the SVG, which sets every page one under the other.
    package static let svgPageGap = 24.0

    func labelInstance(bold: Bool = false) throws -> FontInstance {
        try labels.instance(weight: bold ? 700 : 400).instance
    }

    func labelWidth(_ string: String, size: Double, bold: Bool = false) throws -> Double {
        measurer.width(of: string, instance: try labelInstance(bold: bold), pointSize: size)
    }

    /// `string` in lines at most `width` wide in the label font at `size`: the one line breaker
    /// (ICU's opportunities, each line measured as drawn).
    func labelLines(_ string: String, width: Double, size: Double) throws -> [String] {
        // Code in backticks (a command to copy) breaks only at its spaces: a word joiner after
        // each of its hyphens, slashes and equals signs while breaking, gone from the lines drawn.
        var text = "", inCode = false
        for character in string {
            text.append(character)
            if character == "`" {
                inCode.toggle()
            } else if inCode, character == "-" || character == "/" || character == "=" {
                text.append("\u{2060}")
            }
        }
        return try measurer.measure(
            text, instance: try labelInstance(bold: false), pointSize: size, options: LayoutOptions(width: width)
        ).lines.map { $0.text.replacingOccurrences(of: "\u{2060}", with: "") }
    }

    /// The width of `string` set in the custom font (a sample inside a label).
    func sampleWidth(_ string: String, size: Double) throws -> Double {
        measurer.width(of: string, instance: try font.instance(weight: 400).instance, pointSize: size)
    }

    /// Writes the sheet to `path` in `format`: a PDF of every page, the SVG of every page, or the
    /// PNG of page 1 (`renderPage` draws the others). The PDF carries the report's date, so runs
    /// are byte-identical.
    package func render(_ format: Format, to path: String) throws {
        let info = DocumentInfo(
            title: "\(report.font.family): Dynamic Type comparison sheet",
            creator: report.generator, date: report.date + "T00:00:00Z")
        switch format {
        case .png:
            try renderPage(1, to: path)
        case .pdf:
            let canvas = try Canvas(
                format: .pdf, width: plan.width, height: plan.height, path: path, info: info,
                text: text)
            for number in 1...pageCount {
                if number > 1 { try canvas.newPage() }
                try drawPage(number, Pen(canvas: canvas, dy: 0))
            }
            try canvas.finish()
        case .svg:
            let height = Double(pageCount) * (plan.height + Self.svgPageGap) - Self.svgPageGap
            let canvas = try Canvas(format: .svg, width: plan.width, height: height, path: path, info: info, text: text)
            canvas.fillRect(x: 0, y: 0, width: plan.width, height: height, color: RGB(0.82, 0.82, 0.84))
            for number in 1...pageCount {
                try drawPage(number, Pen(canvas: canvas, dy: Double(number - 1) * (plan.height + Self.svgPageGap)))
            }
            try canvas.finish()
        }
    }

    /// Writes page `number` (1: the summary) as a PNG at @2x to `path`.
    package func renderPage(_ number: Int, to path: String) throws {
        precondition((1...pageCount).contains(number), "page \(number) of \(pageCount)")
        let canvas = try Canvas(
            format: .png, width: plan.width, height: plan.height, pixelScale: Self.pngPixelScale,
            path: path, text: text)
        try drawPage(number, Pen(canvas: canvas, dy: 0))
        try canvas.finish()
    }

    private func drawPage(_ number: Int, _ pen: Pen) throws {
        pen.rect(0, 0, plan.width, plan.height, .white)
        if number == 1 { return try drawSummary(pen) }
        if number > plan.pageCount { return try drawAccessibility(pen, number: number) }
        try drawGridPage(plan.pages[number - 2], number: number, pen)
    }

    /// Draws `string` in the label font with its baseline at (x, y); returns its advance.
    func label(
        _ pen: Pen, _ string: String, x: Double, y: Double, size: Double, color: RGB = SheetRenderer.secondary,
        bold: Bool = false
    ) throws -> Double {
        try pen.text(string, instance: labelInstance(bold: bold), size: size, x: x, y: y, color: color)
    }

    /// A sample inside a label, set in the custom font (the label font may lack its script).
    func sampleLabel(_ pen: Pen, _ string: String, x: Double, y: Double, size: Double, color: RGB) throws -> Double {
        try pen.text(string, instance: font.instance(weight: 400).instance, size: size, x: x, y: y, color: color)
    }
}

/// One copy of each font a renderer draws with (`CustomFont.threadCopy()`): a font that plays
/// two roles (the labels' font is often a reference) is copied once.
final class FontCopies {
    private var copies: [ObjectIdentifier: CustomFont] = [:]

    func copy(of font: CustomFont) -> CustomFont {
        if let known = copies[ObjectIdentifier(font)] { return known }
        let copy = font.threadCopy()
        copies[ObjectIdentifier(font)] = copy
        return copy
    }
}

/// A canvas with the page's vertical offset (the SVG stacks its pages): every drawing call of the sheet.
struct Pen {
    let canvas: Canvas
    let dy: Double

    func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: RGB) {
        canvas.fillRect(x: x, y: y + dy, width: width, height: height, color: color)
    }

    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: RGB, width: Double = 0.5) {
        canvas.line(from: (x0, y0 + dy), to: (x1, y1 + dy), color: color, width: width)
    }

    @discardableResult
    func text(
        _ string: String, instance: FontInstance, size: Double, x: Double, y: Double,
        color: RGB
    ) throws -> Double {
        canvas.setColor(color)
        return try canvas.drawText(string, instance: instance, size: size, x: x, y: y + dy)
    }

    func clip(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        canvas.clip(x: x, y: y + dy, width: width, height: height)
    }

    func unclip() { canvas.resetClip() }
}
