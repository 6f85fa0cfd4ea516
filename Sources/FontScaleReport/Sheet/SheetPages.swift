import FontScale
import FontScaleMetrics
import FontScaleRender
import Foundation

/// The sheet's pages: the running header and key every page carries, the summary (page 1) and a
/// page of a sample's grid.
extension SheetRenderer {
    /// The sample's script and direction in words ("Arabic, right to left"), empty when it has no script.
    func sampleDescription(_ grid: SampleGrid) -> String {
        let script = grid.script.flatMap { code in WritingScript.named(code)?.name ?? code }
        return [script, grid.isRightToLeft ? "right to left" : nil].compactMap { $0 }.joined(separator: ", ")
    }

    /// `string` shortened with "…" so that it is at most `width` wide (`measure` gives a width).
    func fitted(_ string: String, width: Double, _ measure: (String) throws -> Double) rethrows -> String {
        guard try measure(string) > width else { return string }
        var characters = Array(string)
        while !characters.isEmpty, try measure(String(characters) + "…") > width { characters.removeLast() }
        return String(characters) + "…"
    }

    /// `text` broken into lines at most `width` wide in the label font at `size`.
    func wrapped(_ text: String, width: Double, size: Double) throws -> [String] {
        guard !text.isEmpty else { return [] }
        return try labelLines(text, width: width, size: size)
    }

    /// The running header: font, reference and sample on the left, what the page holds and its
    /// number on the right, a rule below.
    func drawHeader(_ pen: Pen, grid: Int?, right: String, number: Int, title: String = "summary") throws {
        let m = SheetLayout.margin, baseline = m + 10, size = 9.0
        let pageText = "\(right)page \(number) of \(pageCount)"
        let pageWidth = try labelWidth(pageText, size: size)
        _ = try label(pen, pageText, x: plan.width - m - pageWidth, y: baseline, size: size, color: Self.ink)
        var x = m
        guard let grid else {
            _ = try label(
                pen, "\(report.font.family): Dynamic Type comparison sheet, \(title)", x: x, y: baseline,
                size: size, color: Self.ink, bold: true)
            pen.line(m, m + 16, plan.width - m, m + 16, Self.grid, width: 0.6)
            return
        }
        let model = samples[grid].grid
        let against = model.reference.map { " against \($0.family)" } ?? ", no reference"
        x += try label(
            pen, "\(report.font.family)\(against)", x: x, y: baseline, size: size, color: Self.ink, bold: true)
        x += try label(pen, " · sample \(grid + 1) “", x: x, y: baseline, size: size, color: Self.ink)
        let what = sampleDescription(model)
        let closing = "”" + (what.isEmpty ? "" : " (\(what))")
        let room = plan.width - m - pageWidth - 12 - x - (try labelWidth(closing, size: size))
        x += try sampleLabel(
            pen, try fitted(model.text, width: room) { try sampleWidth($0, size: size) }, x: x,
            y: baseline, size: size, color: Self.ink)
        _ = try label(pen, closing, x: x, y: baseline, size: size, color: Self.ink)
        pen.line(m, m + 16, plan.width - m, m + 16, Self.grid, width: 0.6)
    }

    /// The key at the foot of a grid page, two lines: which line is which and the guides; the
    /// container bars and the tint.
    func drawKey(_ pen: Pen, grid: Int) throws {
        let m = SheetLayout.margin, size = Self.numberSize
        var x = m, y = plan.height - m - 10
        let lines =
            samples[grid].grid.reference.map {
                "Upper line \(report.font.family), lower line \($0.family), at the same size"
            } ?? "One line, \(report.font.family): no installed font draws the sample to compare (page 1 says why)"
        x += try label(pen, lines + " · beside each line:", x: x, y: y, size: size) + 4
        for (name, color) in Self.guides {
            pen.line(x, y - 2.5, x + 7, y - 2.5, color, width: 0.8)
            x += 9 + (try label(pen, name, x: x + 9, y: y, size: size)) + 6
        }
        x = m
        y += 9
        x +=
            try label(
                pen,
                (samples[grid].grid.reference == nil
                    ? "Bar: the line's whole length" : "Bars: both lines' whole lengths")
                    + "; ticks: the container widths, where the upper line fits,",
                x: x, y: y, size: size) + 3
        x += try label(pen, "wraps", x: x, y: y, size: size, color: Highlight.wraps.colour) + 3
        x += try label(pen, "or is", x: x, y: y, size: size) + 3
        x += try label(pen, "cut", x: x, y: y, size: size, color: Highlight.truncates.colour) + 3
        x += try label(pen, "·", x: x, y: y, size: size) + 4
        pen.rect(x, y - 6.5, 14, 8, Self.tint)
        x += 17
        let tinting = Highlight.allCases.filter(\.tintsCell).map(\.badge).joined(separator: " ")
        let badgeOnly = Highlight.allCases.filter { !$0.tintsCell }.map(\.badge).joined(separator: " ")
        _ = try label(pen, "tinted: \(tinting) (\(badgeOnly): a badge only)", x: x, y: y, size: size)
    }

    /// A page of grid `page.grid`: the running header, each block (its column labels, row labels,
    /// cells and rules) under the one before, and the key.
    func drawGridPage(_ page: SheetPlan.GridPage, number: Int, _ pen: Pen) throws {
        let model = samples[page.grid].grid
        func span(_ first: String, _ last: String) -> String { first == last ? first : "\(first)–\(last)" }
        let range = page.blocks.map { block in
            let styles = model.styles[block.styles], categories = report.categories[block.categories]
            return span(styles.first!.style.displayName, styles.last!.style.displayName) + ", "
                + span(categories.first!.displayName, categories.last!.displayName)
        }.joined(separator: "; ")
        try drawHeader(pen, grid: page.grid, right: range + " · ", number: number)
        var top = SheetLayout.margin + SheetLayout.headerHeight
        for (index, block) in page.blocks.enumerated() {
            if index > 0 { top += SheetPlan.blockGap }
            try drawBlock(block, of: page.grid, top: top, pen)
            top += SheetLayout.columnHeaderHeight + block.height
        }
        try drawKey(pen, grid: page.grid)
    }

    /// One block of grid `grid` with its top at `top`: column labels, then each row's label and cells.
    private func drawBlock(_ block: SheetPlan.Block, of grid: Int, top: Double, _ pen: Pen) throws {
        let sample = samples[grid], model = sample.grid
        let categories = report.categories[block.categories]
        let left = SheetLayout.margin
        let width = SheetLayout.styleColumn + block.columns.reduce(0, +)
        let headerHeight = SheetLayout.columnHeaderHeight
        pen.rect(left, top, width, headerHeight, Self.header)
        _ = try label(pen, "Style", x: left + 6, y: top + 13, size: 9, color: Self.ink, bold: true)
        _ = try label(pen, "base size, weight", x: left + 6, y: top + 24, size: Self.numberSize)
        var columnX = left + SheetLayout.styleColumn
        for (category, columnWidth) in zip(categories, block.columns) {
            _ = try label(
                pen, category.displayName, x: columnX + CellMetrics.pad, y: top + 13, size: 9.5,
                color: Self.ink, bold: true)
            let note = category == .default ? "default" : category.isAccessibilityCategory ? "accessibility" : ""
            if !note.isEmpty {
                _ = try label(pen, note, x: columnX + CellMetrics.pad, y: top + 24, size: Self.numberSize)
            }
            columnX += columnWidth
        }
        var rowTop = top + headerHeight
        for (height, style) in zip(block.rows, model.styles[block.styles]) {
            _ = try label(
                pen, style.style.displayName, x: left + 6, y: rowTop + 15, size: 9, color: Self.ink,
                bold: true)
            _ = try label(
                pen, "base \(formatNumber(style.basePointSize, decimals: 3)) pt", x: left + 6, y: rowTop + 26,
                size: Self.numberSize)
            _ = try label(pen, "weight \(style.weight)", x: left + 6, y: rowTop + 35, size: Self.numberSize)
            columnX = left + SheetLayout.styleColumn
            for (category, columnWidth) in zip(block.categories, block.columns) {
                try drawCell(
                    pen, style.cells[category], of: sample, x: columnX, y: rowTop, width: columnWidth,
                    height: height)
                columnX += columnWidth
            }
            pen.line(left, rowTop + height, left + width, rowTop + height, Self.grid)
            rowTop += height
        }
        columnX = left + SheetLayout.styleColumn
        for columnWidth in [0] + block.columns {
            columnX += columnWidth
            pen.line(columnX, top, columnX, rowTop, Self.grid)
        }
        pen.line(left, top, left, rowTop, Self.grid)
    }
}
