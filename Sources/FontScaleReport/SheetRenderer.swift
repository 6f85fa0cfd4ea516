import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleRender
import Foundation

/// The comparison sheet: styles down, categories across; each cell sets the sample in the
/// custom font above the reference font at the same scaled size, with baseline, x-height and
/// cap-height guides and the numbers. Drawn with cairo as PDF, PNG (@2x; @1x for a sheet beyond `pngPixelBudget`) or SVG.
public final class SheetRenderer {
    /// An output format of the sheet: PDF, PNG or SVG.
    public typealias Format = ImageFormat

    let report: Report
    let font: CustomFont
    /// The reference font of each sample's grid, in `report.grids` order.
    let references: [CustomFont]
    let labels: CustomFont
    let opticalSizing: Bool
    private let text = CairoText()
    private let measurer = TextMeasurer()
    private var layout: Layout

    // Palette: ink, secondary ink, guides, grid, highlight tint (badge colours: `Highlight.colour`).
    private static let ink: RGB = RGB(0.08, 0.08, 0.1), secondary: RGB = RGB(0.42, 0.42, 0.46), faint: RGB = RGB(0.62, 0.62, 0.66)
    private static let grid: RGB = RGB(0.86, 0.86, 0.88), tint: RGB = RGB(1.0, 0.975, 0.88), header: RGB = RGB(0.955, 0.955, 0.965)
    private static let baselineGuide: RGB = RGB(0.7, 0.7, 0.74), xGuide: RGB = RGB(0.45, 0.65, 0.95), capGuide: RGB = RGB(0.95, 0.55, 0.5)

    static let labelSize = 8.0, smallSize = 7.0, padding = 10.0, styleColumn = 150.0, headerHeight = 40.0, margin = 36.0
    static let titleHeight = 96.0

    /// Creates a renderer for `run`'s report, drawing with its fonts.
    public init(run: ReportRun) throws {
        report = run.report
        font = run.font
        references = run.grids.map(\.reference)
        labels = run.labels
        opticalSizing = run.opticalSizing
        layout = Layout(columns: [], rows: [], width: 0, height: 0)
        layout = try makeLayout()
    }

    struct Layout {
        var columns: [Double]
        /// Row heights per grid (the first sample's, then each additional sample's).
        var rows: [[Double]]
        var width: Double
        var height: Double
    }

    /// The band above each additional sample's grid that names it.
    static let sampleTitleHeight = 34.0

    /// The sheet's size in points.
    public var size: (width: Double, height: Double) { (layout.width, layout.height) }

    /// The most pixels sheet.png is drawn with at @2x; a larger sheet (long samples, several
    /// scripts) is drawn at @1x, so its pixels (4 bytes each while drawing) stay within memory.
    public static let pngPixelBudget = 40_000_000.0

    /// The PNG's pixels per point: 2, or 1 for a sheet beyond `pngPixelBudget` at 2.
    public var pngPixelScale: Int { layout.width * layout.height * 4 <= Self.pngPixelBudget ? 2 : 1 }

    private func labelInstance(bold: Bool = false) throws -> FontInstance { try labels.instance(weight: bold ? 700 : 400).instance }

    private func labelWidth(_ string: String, size: Double = SheetRenderer.smallSize) throws -> Double {
        measurer.width(of: string, instance: try labelInstance(), pointSize: size)
    }

    private func numbers(_ cell: Cell) -> (String, String) {
        let custom = cell.custom
        let first = "\(fmt(custom.pointSize)) pt · lh \(fmt(custom.leading)) · w \(fmt(custom.width, 1)) / \(fmt(cell.reference.width, 1)) (\(percent(cell.widthChange)))"
        let fits = custom.containers.map { "\($0.lines)\($0.truncated ? "…" : "")" }.joined(separator: "/")
        var second = "\(custom.weight.used) · lines \(fits) @ \(report.containerWidths.map { fmt($0) }.joined(separator: "/"))"
        if let opsz = custom.axes.first(where: { $0.tag == "opsz" }) { second += " · opsz \(fmt(opsz.value, 1))" }
        return (first, second)
    }

    private func makeLayout() throws -> Layout {
        let categoryCount = report.categories.count
        var columns = [Double](repeating: 0, count: categoryCount)
        var rows: [[Double]] = []
        for grid in report.grids {
            var gridRows: [Double] = []
            for style in grid.styles {
                var rowHeight = 0.0
                for (index, cell) in style.cells.enumerated() {
                    let (first, second) = numbers(cell)
                    let badges = cell.highlights.map(\.badge).joined(separator: "  ")
                    let content = max(cell.custom.width, cell.reference.width, try labelWidth(first), try labelWidth(second), try labelWidth(badges) + 4)
                    columns[index] = max(columns[index], content + 2 * Self.padding)
                    rowHeight = max(rowHeight, cell.custom.leading + cell.reference.leading + 3 * (Self.smallSize + 3) + 2 * Self.padding + 4)
                }
                gridRows.append(rowHeight)
            }
            rows.append(gridRows)
        }
        let width = 2 * Self.margin + Self.styleColumn + columns.reduce(0, +)
        let grids = rows.enumerated().map { index, gridRows in (index == 0 ? 0 : Self.sampleTitleHeight) + Self.headerHeight + gridRows.reduce(0, +) }
        let height = 2 * Self.margin + Self.titleHeight + grids.reduce(0, +)
        return Layout(columns: columns, rows: rows, width: width.rounded(.up), height: height.rounded(.up))
    }

    /// Writes the sheet to `path` in `format`. The PDF carries the report's date, so runs are byte-identical.
    public func render(_ format: Format, to path: String) throws {
        let info = DocumentInfo(title: "\(report.font.family): Dynamic Type comparison sheet", creator: report.generator,
                                date: report.date + "T00:00:00Z")
        let canvas = try Canvas(format: format, width: layout.width, height: layout.height, pixelScale: pngPixelScale, path: path,
                                info: info, text: text)
        try draw(canvas)
        try canvas.finish()
    }

    private func rect(_ canvas: Canvas, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: RGB) {
        canvas.fillRect(x: x, y: y, width: w, height: h, color: color)
    }

    private func line(_ canvas: Canvas, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: RGB, width: Double = 0.5, dashed: Bool = false) {
        canvas.line(from: (x0, y0), to: (x1, y1), color: color, width: width, dashed: dashed)
    }

    private func label(_ canvas: Canvas, _ string: String, x: Double, y: Double, size: Double = SheetRenderer.smallSize,
                       color: RGB = SheetRenderer.secondary, bold: Bool = false) throws -> Double {
        canvas.setColor(color)
        return try canvas.drawText(string, instance: labelInstance(bold: bold), size: size, x: x, y: y)
    }

    private func draw(_ canvas: Canvas) throws {
        rect(canvas, 0, 0, layout.width, layout.height, .white)
        let left = Self.margin
        var y = Self.margin + 18
        _ = try label(canvas, "\(report.font.family) against \(report.reference.family)", x: left, y: y, size: 18, color: Self.ink, bold: true)
        y += 18
        // The sample is drawn as its own run: shaped alone, a right-to-left sample keeps its direction.
        var subtitleX = left
        subtitleX += try label(canvas, "\(report.platform) Dynamic Type · \(report.model) model · sample “", x: subtitleX, y: y, size: 9, color: Self.secondary)
        subtitleX += try sampleLabel(canvas, report.sampleText, x: subtitleX, y: y, size: 9, color: Self.secondary)
        _ = try label(canvas, "” · upper line \(report.font.family), lower line \(report.reference.family) (\(report.reference.role)), same scaled size · \(report.generator) · \(report.date)",
                      x: subtitleX, y: y, size: 9, color: Self.secondary)
        y += 16
        // Legend: guides, then highlight badges.
        var x = left
        for (name, color, dashed) in [("baseline", Self.baselineGuide, false), ("x-height", Self.xGuide, true), ("cap height", Self.capGuide, true)] {
            line(canvas, x, y - 3, x + 18, y - 3, color, width: 0.8, dashed: dashed)
            x += 22 + (try label(canvas, name, x: x + 22, y: y, size: Self.labelSize)) + 12
        }
        x += 8
        for highlight in Highlight.allCases {
            let count = report.highlightCounts[highlight] ?? 0
            x += try badge(canvas, highlight, x: x, y: y) + 4
            x += try label(canvas, "\(highlight.meaning) (\(count))", x: x, y: y, size: Self.labelSize) + 14
        }
        y += 14
        _ = try label(canvas, "Cells tinted yellow need a look (width, wrapping, truncation, legibility, a cap). Numbers: size · leading · width custom / reference (change) and weight · lines at each container width (… truncated) · opsz.",
                      x: left, y: y, size: Self.labelSize)

        var top = Self.margin + Self.titleHeight
        for (index, grid) in report.grids.enumerated() {
            if index > 0 {
                let script = grid.script.flatMap { code in WritingScript.named(code)?.name ?? code }
                let what = [script, grid.isRightToLeft ? "right to left" : nil].compactMap { $0 }.joined(separator: ", ")
                var titleX = left
                titleX += try label(canvas, "Sample “", x: titleX, y: top + 22, size: 12, color: Self.ink, bold: true)
                titleX += try sampleLabel(canvas, grid.text, x: titleX, y: top + 22, size: 12, color: Self.ink)
                _ = try label(canvas, "”\(what.isEmpty ? "" : " (\(what))") · upper line \(report.font.family), lower line \(grid.reference.family) (\(grid.reference.role))",
                              x: titleX, y: top + 22, size: 12, color: Self.ink, bold: true)
                top += Self.sampleTitleHeight
            }
            top = try drawGrid(canvas, grid, rows: layout.rows[index], reference: references[index], top: top)
        }
    }

    /// Draws one sample's header row and style rows from `top`; returns the bottom.
    private func drawGrid(_ canvas: Canvas, _ grid: SampleGrid, rows: [Double], reference: CustomFont, top: Double) throws -> Double {
        let left = Self.margin
        rect(canvas, left, top, layout.width - 2 * Self.margin, Self.headerHeight, Self.header)
        var columnX = left + Self.styleColumn
        for (index, category) in report.categories.enumerated() {
            _ = try label(canvas, category.displayName, x: columnX + Self.padding, y: top + 18, size: 10, color: Self.ink, bold: true)
            if category == .default {
                _ = try label(canvas, "default", x: columnX + Self.padding, y: top + 31, size: Self.labelSize)
            } else if category.isAccessibilityCategory {
                _ = try label(canvas, "accessibility", x: columnX + Self.padding, y: top + 31, size: Self.labelSize)
            }
            columnX += layout.columns[index]
        }
        var rowTop = top + Self.headerHeight
        for (row, style) in grid.styles.enumerated() {
            let height = rows[row]
            _ = try label(canvas, style.style.displayName, x: left + 6, y: rowTop + 20, size: 11, color: Self.ink, bold: true)
            _ = try label(canvas, "base \(fmt(style.basePointSize)) pt · weight \(style.weight)", x: left + 6, y: rowTop + 33, size: Self.labelSize)
            columnX = left + Self.styleColumn
            for (index, cell) in style.cells.enumerated() {
                try drawCell(canvas, cell, text: grid.text, rightToLeft: grid.isRightToLeft, reference: reference,
                             x: columnX, y: rowTop, width: layout.columns[index], height: height)
                columnX += layout.columns[index]
            }
            line(canvas, left, rowTop + height, layout.width - Self.margin, rowTop + height, Self.grid)
            rowTop += height
        }
        // Column rules.
        columnX = left + Self.styleColumn
        for width in layout.columns {
            line(canvas, columnX, top, columnX, rowTop, Self.grid)
            columnX += width
        }
        line(canvas, columnX, top, columnX, rowTop, Self.grid)
        return rowTop
    }

    /// A sample inside a label, set in the custom font (the label font may lack its script).
    private func sampleLabel(_ canvas: Canvas, _ string: String, x: Double, y: Double, size: Double, color: RGB) throws -> Double {
        canvas.setColor(color)
        return try canvas.drawText(string, instance: font.instance(weight: 400).instance, size: size, x: x, y: y)
    }

    private func badge(_ canvas: Canvas, _ highlight: Highlight, x: Double, y: Double) throws -> Double {
        let text = highlight.badge
        let width = try labelWidth(text, size: Self.smallSize) + 6
        rect(canvas, x, y - 8, width, 10.5, highlight.colour)
        _ = try label(canvas, text, x: x + 3, y: y, size: Self.smallSize, color: .white, bold: true)
        return width
    }

    private func drawCell(_ canvas: Canvas, _ cell: Cell, text: String, rightToLeft: Bool, reference: CustomFont,
                          x: Double, y: Double, width: Double, height: Double) throws {
        if cell.highlights.contains(where: \.tintsCell) { rect(canvas, x + 0.5, y + 0.5, width - 1, height - 1, Self.tint) }
        let weight = cell.custom.weight.requested
        let customInstance = try font.instance(weight: weight, opticalSize: opticalSizing ? cell.custom.pointSize : nil).instance
        let referenceInstance = try reference.instance(weight: cell.reference.weight.requested, opticalSize: opticalSizing ? cell.reference.pointSize : nil).instance
        var lineTop = y + Self.padding
        for (instance, metrics, color) in [(customInstance, cell.custom, Self.ink), (referenceInstance, cell.reference, Self.secondary)] {
            // The line box is the style's leading; the font's ascent-to-descent is centred in it.
            let baseline = lineTop + (metrics.leading - (metrics.ascender - metrics.descender)) / 2 + metrics.ascender
            // Right-to-left samples sit at the cell's right edge, as an RTL interface aligns them.
            let x0 = rightToLeft ? x + width - Self.padding - metrics.width : x + Self.padding, x1 = x0 + max(metrics.width, 4)
            line(canvas, x0, baseline - metrics.capHeight, x1, baseline - metrics.capHeight, Self.capGuide, width: 0.4, dashed: true)
            line(canvas, x0, baseline - metrics.xHeight, x1, baseline - metrics.xHeight, Self.xGuide, width: 0.4, dashed: true)
            line(canvas, x0, baseline, x1, baseline, Self.baselineGuide, width: 0.5)
            canvas.setColor(color)
            try canvas.drawText(text, instance: instance, size: metrics.pointSize, x: x0, y: baseline)
            lineTop += metrics.leading
        }
        let (first, second) = numbers(cell)
        var textY = lineTop + 4 + (cell.highlights.isEmpty ? 0 : 13) + Self.smallSize
        if !cell.highlights.isEmpty {
            var badgeX = x + Self.padding
            for highlight in cell.highlights { badgeX += try badge(canvas, highlight, x: badgeX, y: textY - Self.smallSize - 5) + 3 }
        }
        _ = try label(canvas, first, x: x + Self.padding, y: textY)
        textY += Self.smallSize + 3
        _ = try label(canvas, second, x: x + Self.padding, y: textY, color: Self.faint)
    }
}
