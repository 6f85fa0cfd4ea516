import CCairo
import FontScale
import FontScaleFonts
import FontScaleMetrics
import Foundation

/// The comparison sheet: styles down, categories across; each cell sets the sample in the
/// custom font above the reference font at the same scaled size, with baseline, x-height and
/// cap-height guides and the numbers. Drawn with cairo as PDF, PNG (@2x) or SVG.
public final class SheetRenderer {
    /// An output format of the sheet.
    public enum Format: String, Sendable {
        /// Vector PDF with selectable text.
        case pdf
        /// A @2x raster.
        case png
        /// SVG.
        case svg
    }

    let report: Report
    let font: CustomFont
    let reference: CustomFont
    let labels: CustomFont
    let opticalSizing: Bool
    private let text = CairoText()
    private let measurer = TextMeasurer()
    private var layout: Layout

    // Palette: ink, secondary ink, guides, grid, highlight tint and badge colours.
    private typealias RGB = (Double, Double, Double)
    private static let ink: RGB = (0.08, 0.08, 0.1), secondary: RGB = (0.42, 0.42, 0.46), faint: RGB = (0.62, 0.62, 0.66)
    private static let grid: RGB = (0.86, 0.86, 0.88), tint: RGB = (1.0, 0.975, 0.88), header: RGB = (0.955, 0.955, 0.965)
    private static let baselineGuide: RGB = (0.7, 0.7, 0.74), xGuide: RGB = (0.45, 0.65, 0.95), capGuide: RGB = (0.95, 0.55, 0.5)
    private static let badge: [String: RGB] = [
        "width": (0.75, 0.4, 0.0), "wraps": (0.1, 0.5, 0.55), "truncates": (0.75, 0.15, 0.15),
        "models-disagree": (0.45, 0.3, 0.7), "below-minimum": (0.8, 0.1, 0.35), "capped": (0.3, 0.45, 0.2),
    ]
    private static let badgeText = ["width": "W", "wraps": "wraps", "truncates": "…", "models-disagree": "≠", "below-minimum": "<min", "capped": "cap"]

    /// Highlights that tint the cell; "models-disagree" is common (custom fonts round differently) and only badges.
    static let tinted: Set<String> = ["width", "wraps", "truncates", "below-minimum", "capped"]

    static let labelSize = 8.0, smallSize = 7.0, padding = 10.0, styleColumn = 150.0, headerHeight = 40.0, margin = 36.0
    static let titleHeight = 96.0

    /// Creates a renderer for `report`, drawing with `font`, `reference` and `labels` (the label font).
    public init(report: Report, font: CustomFont, reference: CustomFont, labels: CustomFont, opticalSizing: Bool = true) throws {
        self.report = report
        self.font = font
        self.reference = reference
        self.labels = labels
        self.opticalSizing = opticalSizing
        layout = Layout(columns: [], rows: [], width: 0, height: 0)
        layout = try makeLayout()
    }

    struct Layout {
        var columns: [Double]
        var rows: [Double]
        var width: Double
        var height: Double
    }

    /// The sheet's size in points.
    public var size: (width: Double, height: Double) { (layout.width, layout.height) }

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
        var rows: [Double] = []
        for style in report.styles {
            var rowHeight = 0.0
            for (index, cell) in style.cells.enumerated() {
                let (first, second) = numbers(cell)
                let badges = cell.highlights.map { Self.badgeText[$0] ?? $0 }.joined(separator: "  ")
                let content = max(cell.custom.width, cell.reference.width, try labelWidth(first), try labelWidth(second), try labelWidth(badges) + 4)
                columns[index] = max(columns[index], content + 2 * Self.padding)
                rowHeight = max(rowHeight, cell.custom.leading + cell.reference.leading + 3 * (Self.smallSize + 3) + 2 * Self.padding + 4)
            }
            rows.append(rowHeight)
        }
        let width = 2 * Self.margin + Self.styleColumn + columns.reduce(0, +)
        let height = 2 * Self.margin + Self.titleHeight + Self.headerHeight + rows.reduce(0, +)
        return Layout(columns: columns, rows: rows, width: width.rounded(.up), height: height.rounded(.up))
    }

    /// Writes the sheet to `path` in `format`. The PDF carries the report's date, so runs are byte-identical.
    public func render(_ format: Format, to path: String) throws {
        let surface: OpaquePointer
        switch format {
        case .pdf:
            surface = cairo_pdf_surface_create(path, layout.width, layout.height)
            let stamp = report.date + "T00:00:00Z"
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, stamp)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, stamp)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, "\(report.font.family): Dynamic Type comparison sheet")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, report.generator)
        case .svg:
            surface = cairo_svg_surface_create(path, layout.width, layout.height)
        case .png:
            surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(layout.width * 2), Int32(layout.height * 2))
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if format == .png { cairo_scale(cr, 2, 2) }
        try draw(cr)
        cairo_show_page(cr)
        if format == .png {
            let data = try PNGEncoder.encode(surface)
            do { try data.write(to: URL(fileURLWithPath: path)) } catch { throw RenderError.cairo("cannot write '\(path)': \(error.localizedDescription)") }
        }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        if format == .svg { try normalizeSVG(path) }
    }

    /// cairo names the SVG's top group after a process-wide surface counter ("surface459"):
    /// give it a fixed id so the file does not depend on what was drawn before it.
    private func normalizeSVG(_ path: String) throws {
        let url = URL(fileURLWithPath: path)
        var svg = try String(contentsOf: url, encoding: .utf8)
        if let start = svg.range(of: "<g id=\"surface"), let end = svg[start.upperBound...].firstIndex(of: "\"") {
            svg.replaceSubrange(start.lowerBound...end, with: "<g id=\"sheet\"")
            try svg.write(to: url, atomically: false, encoding: .utf8)
        }
    }

    private func fill(_ cr: OpaquePointer, _ color: RGB) { cairo_set_source_rgb(cr, color.0, color.1, color.2) }

    private func rect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: RGB) {
        fill(cr, color)
        cairo_rectangle(cr, x, y, w, h)
        cairo_fill(cr)
    }

    private func line(_ cr: OpaquePointer, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: RGB, width: Double = 0.5, dashed: Bool = false) {
        fill(cr, color)
        cairo_set_line_width(cr, width)
        if dashed { cairo_set_dash(cr, [2, 1.5], 2, 0) } else { cairo_set_dash(cr, nil, 0, 0) }
        cairo_move_to(cr, x0, y0)
        cairo_line_to(cr, x1, y1)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    private func label(_ cr: OpaquePointer, _ string: String, x: Double, y: Double, size: Double = SheetRenderer.smallSize,
                       color: RGB = SheetRenderer.secondary, bold: Bool = false) throws -> Double {
        fill(cr, color)
        return try text.draw(cr, string, instance: labelInstance(bold: bold), size: size, x: x, y: y)
    }

    private func draw(_ cr: OpaquePointer) throws {
        rect(cr, 0, 0, layout.width, layout.height, (1, 1, 1))
        let left = Self.margin
        var y = Self.margin + 18
        _ = try label(cr, "\(report.font.family) against \(report.reference.family)", x: left, y: y, size: 18, color: Self.ink, bold: true)
        y += 18
        let subtitle = "\(report.platform) Dynamic Type · \(report.model) model · sample “\(report.sampleText)” · upper line \(report.font.family), lower line \(report.reference.family) (\(report.reference.role)), same scaled size · \(report.generator) · \(report.date)"
        _ = try label(cr, subtitle, x: left, y: y, size: 9, color: Self.secondary)
        y += 16
        // Legend: guides, then highlight badges.
        var x = left
        for (name, color, dashed) in [("baseline", Self.baselineGuide, false), ("x-height", Self.xGuide, true), ("cap height", Self.capGuide, true)] {
            line(cr, x, y - 3, x + 18, y - 3, color, width: 0.8, dashed: dashed)
            x += 22 + (try label(cr, name, x: x + 22, y: y, size: Self.labelSize)) + 12
        }
        x += 8
        for (key, meaning) in Report.highlightNames {
            let count = report.highlightCounts[key] ?? 0
            x += try badge(cr, key, x: x, y: y) + 4
            x += try label(cr, "\(meaning) (\(count))", x: x, y: y, size: Self.labelSize) + 14
        }
        y += 14
        _ = try label(cr, "Cells tinted yellow need a look (width, wrapping, truncation, legibility, a cap). Numbers: size · leading · width custom / reference (change) and weight · lines at each container width (… truncated) · opsz.",
                      x: left, y: y, size: Self.labelSize)

        // Header row.
        let top = Self.margin + Self.titleHeight
        rect(cr, left, top, layout.width - 2 * Self.margin, Self.headerHeight, Self.header)
        var columnX = left + Self.styleColumn
        for (index, category) in report.categories.enumerated() {
            _ = try label(cr, category, x: columnX + Self.padding, y: top + 18, size: 10, color: Self.ink, bold: true)
            if category == ContentSizeCategory.large.displayName {
                _ = try label(cr, "default", x: columnX + Self.padding, y: top + 31, size: Self.labelSize)
            } else if category.hasPrefix("AX") {
                _ = try label(cr, "accessibility", x: columnX + Self.padding, y: top + 31, size: Self.labelSize)
            }
            columnX += layout.columns[index]
        }
        // Rows.
        var rowTop = top + Self.headerHeight
        for (row, style) in report.styles.enumerated() {
            let height = layout.rows[row]
            _ = try label(cr, style.style, x: left + 6, y: rowTop + 20, size: 11, color: Self.ink, bold: true)
            _ = try label(cr, "base \(fmt(style.basePointSize)) pt · weight \(style.weight)", x: left + 6, y: rowTop + 33, size: Self.labelSize)
            columnX = left + Self.styleColumn
            for (index, cell) in style.cells.enumerated() {
                try drawCell(cr, cell, x: columnX, y: rowTop, width: layout.columns[index], height: height, style: style)
                columnX += layout.columns[index]
            }
            line(cr, left, rowTop + height, layout.width - Self.margin, rowTop + height, Self.grid)
            rowTop += height
        }
        // Column rules.
        columnX = left + Self.styleColumn
        for width in layout.columns {
            line(cr, columnX, top, columnX, rowTop, Self.grid)
            columnX += width
        }
        line(cr, columnX, top, columnX, rowTop, Self.grid)
    }

    private func badge(_ cr: OpaquePointer, _ key: String, x: Double, y: Double) throws -> Double {
        let text = Self.badgeText[key] ?? key
        let width = try labelWidth(text, size: Self.smallSize) + 6
        let color = Self.badge[key] ?? Self.secondary
        rect(cr, x, y - 8, width, 10.5, color)
        _ = try label(cr, text, x: x + 3, y: y, size: Self.smallSize, color: (1, 1, 1), bold: true)
        return width
    }

    private func drawCell(_ cr: OpaquePointer, _ cell: Cell, x: Double, y: Double, width: Double, height: Double, style: StyleReport) throws {
        if cell.highlights.contains(where: Self.tinted.contains) { rect(cr, x + 0.5, y + 0.5, width - 1, height - 1, Self.tint) }
        let weight = cell.custom.weight.requested
        let customInstance = try font.instance(weight: weight, opticalSize: opticalSizing ? cell.custom.pointSize : nil).instance
        let referenceInstance = try reference.instance(weight: cell.reference.weight.requested, opticalSize: opticalSizing ? cell.reference.pointSize : nil).instance
        var lineTop = y + Self.padding
        for (instance, metrics, color) in [(customInstance, cell.custom, Self.ink), (referenceInstance, cell.reference, Self.secondary)] {
            // The line box is the style's leading; the font's ascent-to-descent is centred in it.
            let baseline = lineTop + (metrics.leading - (metrics.ascender - metrics.descender)) / 2 + metrics.ascender
            let x0 = x + Self.padding, x1 = x0 + max(metrics.width, 4)
            line(cr, x0, baseline - metrics.capHeight, x1, baseline - metrics.capHeight, Self.capGuide, width: 0.4, dashed: true)
            line(cr, x0, baseline - metrics.xHeight, x1, baseline - metrics.xHeight, Self.xGuide, width: 0.4, dashed: true)
            line(cr, x0, baseline, x1, baseline, Self.baselineGuide, width: 0.5)
            fill(cr, color)
            try text.draw(cr, report.sampleText, instance: instance, size: metrics.pointSize, x: x0, y: baseline)
            lineTop += metrics.leading
        }
        let (first, second) = numbers(cell)
        var textY = lineTop + 4 + (cell.highlights.isEmpty ? 0 : 13) + Self.smallSize
        if !cell.highlights.isEmpty {
            var badgeX = x + Self.padding
            for key in cell.highlights { badgeX += try badge(cr, key, x: badgeX, y: textY - Self.smallSize - 5) + 3 }
        }
        _ = try label(cr, first, x: x + Self.padding, y: textY)
        textY += Self.smallSize + 3
        _ = try label(cr, second, x: x + Self.padding, y: textY, color: Self.faint)
    }
}
