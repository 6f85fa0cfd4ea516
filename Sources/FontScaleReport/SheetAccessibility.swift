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
        // Columns: style, size at Large, one per category, 200% at, 1.4.12 per width, run, too wide per width;
        // a group row above names the three groups.
        let widths = section.containerWidths.map { formatNumber($0, decimals: 3) }
        var columns: [(title: String, width: Double, right: Bool)] = [("Style", 62, false), ("pt", 34, true)]
        // With several samples each 1.4.12 cell names its sample ("1 → 2 s3"), taken from the run's column.
        let linesWidth = samples.count > 1 ? 40.0 : 30, runWidth = samples.count > 1 ? 100.0 : 110
        let fixed = 62 + 34 + 62 + Double(widths.count) * (linesWidth + 34) + runWidth
        let factorWidth = max(22, (plan.width - 2 * m - fixed) / Double(max(report.categories.count, 1)))
        // Short headers so the twelve categories fit: xS, S, M, L, xL, xxL, xxxL, AX1...AX5.
        let short: [ContentSizeCategory: String] = [
            .xSmall: "xS", .small: "S", .medium: "M", .large: "L", .xLarge: "xL", .xxLarge: "xxL", .xxxLarge: "xxxL",
        ]
        columns += report.categories.map { (short[$0] ?? $0.displayName, factorWidth, true) }
        columns.append(("200% at", 62, false))
        columns += widths.map { ($0, linesWidth, true) }
        let runColumn = columns.count
        columns.append(("Longest run", runWidth, false))
        columns += widths.map { ($0, 34, false) }
        let groups = [
            (2, report.categories.count, "size over Large (1.4.4)"),
            (3 + report.categories.count, widths.count, "1.4.12 lines in a width of (pt)"),
            (4 + report.categories.count + widths.count, widths.count, "1.4.10 too wide for (pt) from"),
        ]
        for (first, count, title) in groups {
            let x = m + columns[..<first].reduce(0) { $0 + $1.width }
            let width = columns[first..<(first + count)].reduce(0) { $0 + $1.width }
            _ = try label(pen, title, x: x + 3, y: y, size: Self.numberSize, color: Self.secondary)
            pen.line(x + 3, y + 3, x + width - 3, y + 3, Self.grid, width: 0.6)
        }
        y += 13
        let size = Self.numberSize + 0.5, rowHeight = 14.0
        func row(_ cells: [(String, RGB?, RGB)], bold: Bool = false) throws {
            var x = m
            for (index, column) in columns.enumerated() {
                let (text, fill, ink) = cells[index]
                if let fill { pen.rect(x, y - 10, column.width, rowHeight, fill) }
                // The run is the sample's text: set in the custom font (the label font may lack its script).
                let sample = !bold && index == runColumn
                func measure(_ string: String) throws -> Double {
                    sample ? try sampleWidth(string, size: size) : try labelWidth(string, size: size, bold: bold)
                }
                let shown = try fitted(text, width: column.width - 6, measure)
                let left = column.right ? x + column.width - 3 - (try measure(shown)) : x + 3
                if sample {
                    _ = try sampleLabel(pen, shown, x: left, y: y, size: size, color: ink)
                } else {
                    _ = try label(pen, shown, x: left, y: y, size: size, color: ink, bold: bold)
                }
                x += column.width
            }
            pen.line(m, y + 4, x, y + 4, Self.grid, width: 0.4)
            y += rowHeight
        }
        try row(columns.map { ($0.title, Self.header, Self.ink) }, bold: true)
        let green = RGB(0.11, 0.42, 0.21)
        for style in section.styles {
            var cells: [(String, RGB?, RGB)] = [
                (style.style.displayName, nil, Self.ink), (formatNumber(style.largeSize, decimals: 3), nil, Self.ink),
            ]
            cells += style.factors.map { (formatNumber($0, decimals: 2), nil, $0 >= 2 - 1e-9 ? green : Self.ink) }
            cells.append(
                (
                    style.reaches200 ?? (style.capped ? "never (capped)" : "never (curve)"),
                    style.reaches200 == nil ? Self.tint : nil, Self.ink
                ))
            cells += style.spacing.map {
                (
                    "\($0.lines) → \($0.spacedLines)" + (section.tag($0.sample).map { " \($0)" } ?? ""),
                    $0.spacedLines > $0.lines ? Self.tint : nil, Self.ink
                )
            }
            let runTag = section.tag(style.longestRunSample).map { ", \($0)" } ?? ""
            let run = "\(style.longestRun) (\(formatNumber(style.longestRunWidth, decimals: 1)) pt\(runTag))"
            cells.append((run, nil, Self.ink))
            cells += style.runTooWideFrom.map { ($0 ?? "fits", $0 == nil ? nil : Self.tint, Self.ink) }
            try row(cells)
        }
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
