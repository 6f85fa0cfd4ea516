import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleRender

/// The sheet's last page: the accessibility section as a table (WCAG 2.2 1.4.4, 1.4.12, 1.4.10).
extension SheetRenderer {
    func drawAccessibility(_ pen: Pen, number: Int) throws {
        guard let section = report.accessibility else { return }
        let m = SheetLayout.margin
        try drawHeader(pen, grid: nil, right: "", number: number, title: "accessibility (WCAG 2.2)")
        var y = m + SheetLayout.headerHeight + 20
        _ = try label(
            pen, "Accessibility: resize text (1.4.4), text spacing (1.4.12), reflow (1.4.10)", x: m, y: y,
            size: 14, color: Self.ink, bold: true)
        y += 14
        let at = section.category.displayName
        let samples = section.samples ?? [report.sampleText]
        var intro = [
            "Each style's size over its size at Large at every category (green: 200% or more), and the first category at 200%."
        ]
        if samples.count > 1 {
            intro += [
                "1.4.12: in each width, the lines at \(at) as set → with letter spacing 0.12 em, word spacing 0.16 em, line height 1.5, of the sample that gains the most lines (tinted: more lines).",
                "1.4.10: the widest unbreakable run of any sample at \(at), and the first category at which a run is wider than each width (tinted).",
            ]
        } else {
            intro += [
                "1.4.12: lines of “\(report.sampleText)” at \(at) in each width as set → with letter spacing 0.12 em, word spacing 0.16 em, line height 1.5 (tinted: more lines).",
                "1.4.10: its longest unbreakable run at \(at), and the first category at which it is wider than each width (tinted).",
            ]
        }
        for line in intro {
            for wrappedLine in try wrapped(line, width: plan.width - 2 * m, size: 8) {
                _ = try label(pen, wrappedLine, x: m, y: y, size: 8)
                y += 11
            }
        }
        if samples.count > 1 { y = try drawSampleKey(pen, samples, y: y) }
        y += 8
        // Two tables, one under the other, each as wide as the page: the sizes (1.4.4), then the
        // spacing and the runs (1.4.12, 1.4.10). Every column is as wide as its widest text, so
        // category names are whole ("xxxLarge"); the rows share the height the page has left.
        let widths = section.containerWidths.map { formatNumber($0, decimals: 3) }
        let green = RGB(0.11, 0.42, 0.21)
        var sizes = AccessibilityTable(
            columns: [.init("Style"), .init("pt", right: true)]
                + report.categories.map { .init($0.displayName, right: true) } + [.init("200% at")],
            groups: [(2, report.categories.count, "size over Large (1.4.4)")])
        var lines = AccessibilityTable(
            columns: [.init("Style")] + widths.map { .init($0, right: true) }
                + [.init("Longest run", sample: true), .init("width", right: true)] + widths.map { .init($0) },
            groups: [
                (1, widths.count, "1.4.12 lines in a width of (pt)"),
                (3 + widths.count, widths.count, "1.4.10 too wide for (pt) from"),
            ])
        for style in section.styles {
            var cells: [AccessibilityTable.Cell] = [
                .init(style.style.displayName), .init(formatNumber(style.largeSize, decimals: 3)),
            ]
            cells += style.factors.map { .init(formatNumber($0, decimals: 2), ink: $0 >= 2 - 1e-9 ? green : Self.ink) }
            cells.append(
                .init(
                    style.reaches200 ?? (style.capped ? "never (capped)" : "never (curve)"),
                    fill: style.reaches200 == nil ? Self.tint : nil))
            sizes.rows.append(cells)
            cells = [.init(style.style.displayName)]
            cells += style.spacing.map {
                .init(
                    "\($0.lines) → \($0.spacedLines)" + (section.tag($0.sample).map { " \($0)" } ?? ""),
                    fill: $0.spacedLines > $0.lines ? Self.tint : nil)
            }
            let runTag = section.tag(style.longestRunSample).map { ", \($0)" } ?? ""
            cells.append(.init(style.longestRun))
            cells.append(.init("\(formatNumber(style.longestRunWidth, decimals: 1)) pt\(runTag)"))
            cells += style.runTooWideFrom.map { .init($0 ?? "fits", fill: $0 == nil ? nil : Self.tint) }
            lines.rows.append(cells)
        }
        let bottom = plan.height - m - SheetLayout.footerHeight, gap = 16.0
        let rows = Double(sizes.rows.count + lines.rows.count + 2)
        let rowHeight = min(14, max(11, (bottom - y - 2 * 13 - gap) / rows))
        let categoryColumns = Array(2..<(2 + report.categories.count))
        y = try drawTable(pen, &sizes, y: y, rowHeight: rowHeight, stretch: categoryColumns, yielding: categoryColumns)
        y += gap
        // The runs' table keeps its columns' own widths; the run gives way when the page is too narrow.
        _ = try drawTable(pen, &lines, y: y, rowHeight: rowHeight, stretch: [], yielding: [1 + widths.count])
    }

    /// A table of the accessibility page: columns, group titles above them and rows of cells.
    struct AccessibilityTable {
        /// A column: its title, whether its text is right-aligned, whether it holds sample text.
        struct Column {
            let title: String, right: Bool, sample: Bool
            var width = 0.0
            init(_ title: String, right: Bool = false, sample: Bool = false) {
                self.title = title
                self.right = right
                self.sample = sample
            }
        }
        /// A cell: its text, background and ink.
        struct Cell {
            let text: String, fill: RGB?, ink: RGB
            init(_ text: String, fill: RGB? = nil, ink: RGB = SheetRenderer.ink) {
                self.text = text
                self.fill = fill
                self.ink = ink
            }
        }
        var columns: [Column]
        /// (first column, column count, title) of each group.
        let groups: [(Int, Int, String)]
        var rows: [[Cell]] = []
    }

    /// Draws `table` from `y`: each column as wide as its widest text plus padding, the room left
    /// on the page shared by the `stretch` columns (made equal where the room allows). When the
    /// texts are wider than the page, the `yielding` columns give way first, down to 40 pt, then
    /// every column narrows and its text is cut with "…". Returns the `y` below it.
    private func drawTable(
        _ pen: Pen, _ table: inout AccessibilityTable, y start: Double, rowHeight: Double, stretch: [Int],
        yielding: [Int]
    ) throws -> Double {
        let m = SheetLayout.margin, size = Self.numberSize + 0.5, pad = 8.0
        func measure(_ text: String, _ column: Int, bold: Bool) throws -> Double {
            table.columns[column].sample && !bold
                ? try sampleWidth(text, size: size) : try labelWidth(text, size: size, bold: bold)
        }
        for index in table.columns.indices {
            var widest = try measure(table.columns[index].title, index, bold: true)
            for row in table.rows { widest = max(widest, try measure(row[index].text, index, bold: false)) }
            table.columns[index].width = widest + pad
        }
        let room = plan.width - 2 * m - table.columns.reduce(0) { $0 + $1.width }
        if room >= 0, !stretch.isEmpty {
            let equal = (stretch.reduce(room) { $0 + table.columns[$1].width }) / Double(stretch.count)
            let fitsEqual = stretch.allSatisfy { table.columns[$0].width <= equal }
            for index in stretch {
                table.columns[index].width =
                    fitsEqual ? equal : table.columns[index].width + room / Double(stretch.count)
            }
        } else if room < 0 {
            let give = yielding.reduce(0) { $0 + max(0, table.columns[$1].width - 40) }
            let share = give > 0 ? min(1, -room / give) : 0
            for index in yielding { table.columns[index].width -= max(0, table.columns[index].width - 40) * share }
            let total = table.columns.reduce(0) { $0 + $1.width }
            if total > plan.width - 2 * m {
                for index in table.columns.indices { table.columns[index].width *= (plan.width - 2 * m) / total }
            }
        }
        var y = start
        for (first, count, title) in table.groups {
            let x = m + table.columns[..<first].reduce(0) { $0 + $1.width }
            let width = table.columns[first..<(first + count)].reduce(0) { $0 + $1.width }
            _ = try label(pen, title, x: x + 3, y: y, size: Self.numberSize, color: Self.secondary)
            pen.line(x + 3, y + 3, x + width - 3, y + 3, Self.grid, width: 0.6)
        }
        y += 13
        func row(_ cells: [AccessibilityTable.Cell], bold: Bool) throws {
            var x = m
            for (index, column) in table.columns.enumerated() {
                let cell = cells[index]
                if let fill = cell.fill { pen.rect(x, y - 10, column.width, rowHeight, fill) }
                // The run is the sample's text: set in the custom font (the label font may lack its script).
                let shown = try fitted(cell.text, width: column.width - 6) { try measure($0, index, bold: bold) }
                let left = column.right ? x + column.width - 3 - (try measure(shown, index, bold: bold)) : x + 3
                if column.sample && !bold {
                    _ = try sampleLabel(pen, shown, x: left, y: y, size: size, color: cell.ink)
                } else {
                    _ = try label(pen, shown, x: left, y: y, size: size, color: cell.ink, bold: bold)
                }
                x += column.width
            }
            pen.line(m, y + 4, x, y + 4, Self.grid, width: 0.4)
            y += rowHeight
        }
        try row(table.columns.map { .init($0.title, fill: Self.header) }, bold: true)
        for cells in table.rows { try row(cells, bold: false) }
        return y
    }

    /// "Samples: s1 …, s2 …" at `y`, each sample set in the custom font (the label font may lack
    /// its script) and cut to the line; a sample that does not fit beside the previous one starts
    /// a new line. Returns the `y` below it.
    private func drawSampleKey(_ pen: Pen, _ samples: [String], y start: Double) throws -> Double {
        let m = SheetLayout.margin, right = plan.width - m, size = 8.0
        var y = start, x = m + (try label(pen, "Samples:", x: m, y: y, size: size))
        for (index, sample) in samples.enumerated() {
            let tag = " s\(index + 1) ", end = index == samples.count - 1 ? "" : ","
            let needed = try labelWidth(tag, size: size) + sampleWidth(sample + end, size: size)
            if x + needed > right, x > m + 60 {
                y += 11
                x = m
            }
            x += try label(pen, tag, x: x, y: y, size: size)
            let room = right - x - (try sampleWidth(end, size: size))
            let shown = try fitted(sample, width: room) { try sampleWidth($0, size: size) }
            x += try sampleLabel(pen, shown, x: x, y: y, size: size, color: Self.secondary)
            x += try label(pen, end, x: x, y: y, size: size)
        }
        return y + 11
    }
}
