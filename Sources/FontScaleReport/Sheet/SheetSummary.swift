import FontScale
import FontScaleFonts
import FontScaleRender
import Foundation

/// Page 1 of the sheet: what the report compares and what it found, before any grid.
extension SheetRenderer {
    /// A column of text on the summary page, written top to bottom.
    final class Column {
        let x: Double, width: Double
        var y: Double

        init(x: Double, y: Double, width: Double) {
            self.x = x
            self.y = y
            self.width = width
        }
    }

    func drawSummary(_ pen: Pen) throws {
        let m = SheetLayout.margin
        try drawHeader(pen, grid: nil, right: "", number: 1)
        var y = m + SheetLayout.headerHeight + 20
        _ = try label(
            pen, "\(report.font.family): Dynamic Type, custom font against reference", x: m, y: y, size: 18,
            color: Self.ink, bold: true)
        y += 16
        let settings =
            "\(report.platform) · \(report.model) model · display scale \(report.displayScale) · containers "
            + report.containerWidths.map { formatNumber($0, decimals: 3) }.joined(separator: ", ")
            + " pt · width threshold \(formatNumber(report.widthThreshold * 100, decimals: 1))% · legible minimum "
            + "\(formatNumber(report.minimumLegibleSize, decimals: 3)) pt · \(report.generator) · \(report.date)"
        _ = try label(pen, settings, x: m, y: y, size: 8.5)
        let gap = 28.0, columnWidth = (plan.width - 2 * m - gap) / 2
        let left = Column(x: m, y: y + 22, width: columnWidth)
        let right = Column(x: m + columnWidth + gap, y: y + 22, width: columnWidth)
        try drawFonts(pen, left)
        try drawHighlights(pen, left)
        try drawSuggestions(pen, right)
        try drawReading(pen, right)
    }

    private func heading(_ pen: Pen, _ column: Column, _ text: String) throws {
        _ = try label(pen, text, x: column.x, y: column.y, size: 11, color: Self.ink, bold: true)
        column.y += 15
    }

    private func paragraph(
        _ pen: Pen, _ column: Column, _ text: String, size: Double = 8, indent: Double = 0,
        color: RGB = SheetRenderer.numbersInk
    ) throws {
        for line in try wrapped(text, width: column.width - indent, size: size) {
            _ = try label(pen, line, x: column.x + indent, y: column.y, size: size, color: color)
            column.y += size + 3
        }
    }

    private func drawFonts(_ pen: Pen, _ column: Column) throws {
        try heading(pen, column, "Fonts")
        let custom = report.font
        _ = try label(
            pen, "\(custom.family) (\(custom.role))", x: column.x, y: column.y, size: 9, color: Self.ink,
            bold: true)
        column.y += 12
        try paragraph(pen, column, fontDetails(custom), indent: 10)
        for (index, grid) in report.grids.enumerated() {
            column.y += 4
            var x = column.x
            x += try label(pen, "Sample \(index + 1) “", x: x, y: column.y, size: 9, color: Self.ink, bold: true)
            let what = sampleDescription(grid)
            let closing = "”" + (what.isEmpty ? "" : " (\(what))")
            let room = column.x + column.width - x - (try labelWidth(closing, size: 9, bold: true))
            x += try sampleLabel(
                pen, try fitted(grid.text, width: room) { try sampleWidth($0, size: 9) }, x: x,
                y: column.y, size: 9, color: Self.ink)
            _ = try label(pen, closing, x: x, y: column.y, size: 9, color: Self.ink, bold: true)
            column.y += 12
            let pages = plan.pageRange(ofGrid: index).map { " Pages \($0.lowerBound)–\($0.upperBound)." } ?? ""
            // Without a reference, the sentence that says why (the sample's own text is on the line
            // above, set in the custom font: the labels' font may not draw it).
            let against =
                grid.reference.map {
                    "against \($0.family), chosen as: \($0.role). " + fontDetails($0) + "."
                } ?? grid.noReferenceSentence(number: index + 1, font: custom.family, quoting: false) ?? ""
            let standIns = grid.standInSentence(font: custom.family).map { " " + $0 } ?? ""
            try paragraph(pen, column, against + standIns + pages, indent: 10)
        }
        column.y += 10
    }

    private func fontDetails(_ font: FontSummary) -> String {
        let axes = font.axes.map {
            "\($0.tag) \(formatNumber($0.minimum, decimals: 3))–\(formatNumber($0.maximum, decimals: 3))"
        }.joined(separator: ", ")
        return font.files.joined(separator: ", ") + (font.isVariable ? " · variable: \(axes)" : " · static")
    }

    /// The highlight counts as a table: a column per sample headed with its number ("sample 1"),
    /// so "99" and "84" never read as "99 of 84"; then what each highlight means.
    private func drawHighlights(_ pen: Pen, _ column: Column) throws {
        let grids = report.grids
        try heading(pen, column, grids.count > 1 ? "Highlights (cells per sample)" : "Highlights (cells)")
        let badges = try Highlight.allCases.map { try labelWidth($0.badge, size: Self.numberSize) + 6 }
        let countsX = column.x + (badges.max() ?? 0) + 6
        // A column per sample, as wide as its title or its widest count; "s1" when "sample 1"
        // would leave the meanings too little room.
        func titles(_ long: Bool) -> [String] {
            grids.indices.map { grids.count == 1 ? "cells" : long ? "sample \($0 + 1)" : "s\($0 + 1)" }
        }
        func widths(_ titles: [String]) throws -> [Double] {
            try zip(titles, grids).map { title, grid in
                let counts = try Highlight.allCases.map {
                    try labelWidth(String(grid.highlightCounts[$0] ?? 0), size: 8.5, bold: true)
                }
                return max(try labelWidth(title, size: 7.5, bold: true), counts.max() ?? 0) + 8
            }
        }
        var heads = titles(true), columns = try widths(heads)
        if column.x + column.width - countsX - columns.reduce(0, +) < 150 {
            heads = titles(false)
            columns = try widths(heads)
        }
        let meaningX = countsX + columns.reduce(0, +) + 2
        var x = countsX
        for (title, width) in zip(heads, columns) {
            let shown = try labelWidth(title, size: 7.5, bold: true)
            _ = try label(
                pen, title, x: x + width - 8 - shown, y: column.y, size: 7.5, color: Self.secondary, bold: true)
            x += width
        }
        _ = try label(pen, "highlight", x: meaningX, y: column.y, size: 7.5, color: Self.secondary, bold: true)
        column.y += 12
        for highlight in Highlight.allCases {
            _ = try badge(pen, highlight, x: column.x, y: column.y)
            var x = countsX
            for (grid, width) in zip(grids, columns) {
                let count = String(grid.highlightCounts[highlight] ?? 0)
                let shown = try labelWidth(count, size: 8.5, bold: true)
                _ = try label(pen, count, x: x + width - 8 - shown, y: column.y, size: 8.5, color: Self.ink, bold: true)
                x += width
            }
            let tint = highlight.tintsCell ? "tints the cell" : "badge only, no tint"
            let lines = try wrapped(
                "\(highlight.meaning); \(tint)", width: column.x + column.width - meaningX, size: 8)
            for (index, line) in lines.enumerated() {
                if index > 0 { column.y += 10 }
                _ = try label(pen, line, x: meaningX, y: column.y, size: 8)
            }
            column.y += 13
        }
        column.y += 2
        pen.rect(column.x, column.y - 7, 16, 9, Self.tint)
        let common = Highlight.allCases.filter { !$0.tintsCell }.map(\.meaning).joined(separator: ", ")
        try paragraph(
            pen, Column(x: column.x + 20, y: column.y, width: column.width - 20),
            "A tinted cell needs a look. Only the highlights marked “tints the cell” tint it; \(common) is "
                + "common (custom fonts round differently) and only gets its badge.")
        column.y += 24
    }

    private func drawSuggestions(_ pen: Pen, _ column: Column) throws {
        let suggestions = report.suggestions
        try heading(pen, column, "Suggested base sizes")
        try paragraph(
            pen, column,
            "The custom size per style whose \(suggestions.metric) matches "
                + "\(suggestions.reference)'s at Apple's Large size "
                + "(suggestions.metric: \(suggestions.metric)), "
                + "rounded to half a point; CustomFonts.swift has them as code.")
        column.y += 4
        let tabs = [0.0, 70, 104, 152, 188, 222]
        let titles = ["Style", "Apple", "suggested", "exact", "weight", "PostScript name (+ variations)"]
        for (tab, title) in zip(tabs, titles) {
            _ = try label(pen, title, x: column.x + tab, y: column.y, size: 7.5, color: Self.secondary, bold: true)
        }
        column.y += 11
        let nameRoom = column.width - tabs[tabs.count - 1] - 4
        for row in suggestions.styles {
            let cells = [
                row.style.displayName, "\(formatNumber(row.higPointSize, decimals: 3)) pt",
                "\(formatNumber(row.pointSize, decimals: 3)) pt",
                formatNumber(row.exactPointSize, decimals: 2), "\(row.weight)",
            ]
            for (index, (tab, text)) in zip(tabs, cells).enumerated() {
                let room = tabs[index + 1] - tab - 4
                let shown = try fitted(text, width: room) { try labelWidth($0, size: 8, bold: index == 2) }
                _ = try label(pen, shown, x: column.x + tab, y: column.y, size: 8, color: Self.ink, bold: index == 2)
            }
            // The name as CustomFonts.swift applies it: with its variations, on a second line when
            // the name and its variations do not fit on one (a name is never shown without them).
            let x = column.x + tabs[tabs.count - 1]
            let whole = row.displayName, measure = { (text: String) in try self.labelWidth(text, size: 8) }
            if try measure(whole) <= nameRoom || row.variations.isEmpty {
                _ = try label(
                    pen, try fitted(whole, width: nameRoom, measure), x: x, y: column.y, size: 8, color: Self.ink)
            } else {
                _ = try label(
                    pen, try fitted(row.postScriptName, width: nameRoom, measure), x: x, y: column.y, size: 8,
                    color: Self.ink)
                column.y += 10
                let axes = "+ " + AppFontName.variationsText(row.variations)
                _ = try label(
                    pen, try fitted(axes, width: nameRoom, measure), x: x, y: column.y, size: 8, color: Self.ink)
            }
            column.y += 11
        }
        column.y += 12
    }

    private func drawReading(_ pen: Pen, _ column: Column) throws {
        try heading(pen, column, "Reading a cell")
        try paragraph(
            pen, column,
            "Styles run down, content size categories across (xSmall to AX5); a page holds "
                + "whole rows and columns and repeats their labels. In each cell the upper line is "
                + "\(report.font.family), the lower line the sample's reference, both at the style's scaled "
                + "size" + (report.unreferencedGrids.isEmpty ? "." : " (a sample without a reference has one line)."))
        column.y += 3
        var x = column.x
        for (name, color) in Self.guides {
            pen.line(x, column.y - 3, x + 8, column.y - 3, color, width: 0.8)
            x += 11 + (try label(pen, name, x: x + 11, y: column.y, size: 8)) + 8
        }
        _ = try label(pen, "ticks beside each line, outside the glyphs", x: x, y: column.y, size: 8)
        column.y += 13
        try paragraph(
            pen, column,
            "A line longer than its cell is cut at the cell's edge. Under the lines, two bars "
                + "give each line's whole length (upper: \(report.font.family), lower: the reference) against "
                + "the container widths, scaled to the cell; a tick at each width says what the upper line does "
                + "there: fits (grey), wraps to 2 lines (teal) or is cut after 2 lines (red).")
        column.y += 3
        try paragraph(
            pen, column,
            "Numbers: size · line height · weight used (· opsz); width of the custom and "
                + "reference "
                + "line and the change; what the custom line does at each container width.")
    }
}
