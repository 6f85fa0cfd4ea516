import FontScale
import FontScaleFonts
import FontScaleRender
import Foundation

/// One cell of the sheet: the sample in the custom font above the reference at the same scaled
/// size, cut at the cell's edge when longer; guide ticks in the margins either side of each line
/// (never across the glyphs); a diagram of both lines' lengths against the container widths (a
/// tick at each width, coloured by what the custom line does there); badges; the numbers.
extension SheetRenderer {
    /// Vertical measures of a cell, in points.
    enum CellMetrics {
        /// Space above the lines and below the numbers.
        static let padTop = 3.0, padBottom = 3.0
        /// The horizontal padding, wide enough for the guide ticks.
        static let pad = 10.0
        /// The container diagram under the lines.
        static let diagram = 13.0
        /// The badge row, when the cell has badges.
        static let badgeRow = 10.0
        /// A badge's height.
        static let badgeHeight = 8.0
        /// One line of numbers.
        static let numberLine = 8.5
        /// Columns a page holds at least, however long the sample: lines longer than a column are cut.
        static let columnsPerPage = 4.0
    }

    /// The first two lines of numbers under the samples (the third is `containerWords`).
    func numbers(_ cell: Cell) -> [String] {
        let custom = cell.custom
        var first =
            "\(formatNumber(custom.pointSize, decimals: 3)) pt · line \(formatNumber(custom.leading, decimals: 3)) · weight \(custom.weight.used)"
        if let opsz = custom.axes.first(where: { $0.tag == "opsz" }) {
            first += " · opsz \(formatNumber(opsz.value, decimals: 1))"
        }
        guard let reference = cell.reference, let change = cell.widthChange else {
            return [first, "width \(formatNumber(custom.width, decimals: 1)) pt"]
        }
        let second =
            "width \(formatNumber(custom.width, decimals: 1)) / \(formatNumber(reference.width, decimals: 1)) pt (\(percent(change)))"
        return [first, second]
    }

    /// The widest a line is drawn when a page is full: a quarter of the page's cell area, so a page
    /// holds four columns (a page with room to spare widens its cut columns).
    var lineCap: Double {
        let area = SheetLayout.gridArea(width: plan.width, height: plan.height).width
        return max(120, area / CellMetrics.columnsPerPage - 2 * CellMetrics.pad)
    }

    /// What the custom line does at a container width, in a word and a colour.
    func containerState(_ fit: ContainerFit) -> (word: String, color: RGB) {
        if fit.truncated { return ("cut", Highlight.truncates.colour) }
        return fit.lines > 1 ? ("wraps", Highlight.wraps.colour) : ("fits", Self.secondary)
    }

    /// The third line of numbers: each container width and what the custom line does there.
    func containerWords(_ cell: Cell) -> [(text: String, color: RGB)] {
        cell.custom.containers.enumerated().map { index, fit in
            let state = containerState(fit)
            return ((index == 0 ? "" : " · ") + "\(formatNumber(fit.width, decimals: 3)) \(state.word)", state.color)
        }
    }

    /// The cell's size, its lines cut to `lineCap` and whole.
    func cellSize(_ cell: Cell) throws -> CellSize {
        let lines = max(cell.custom.width, cell.reference?.width ?? 0)
        var content = min(lines, lineCap)
        for line in numbers(cell) { content = max(content, try labelWidth(line, size: Self.numberSize)) }
        let words = try containerWords(cell).reduce(0) { $0 + (try labelWidth($1.text, size: Self.numberSize)) }
        content = max(content, words)
        content = max(content, try badgesWidth(cell.highlights))
        let layout = CellMetrics.self
        let height =
            layout.padTop + cell.custom.leading + (cell.reference?.leading ?? 0) + layout.diagram
            + (cell.highlights.isEmpty ? 0 : layout.badgeRow) + 3 * layout.numberLine + layout.padBottom
        return CellSize(width: content + 2 * layout.pad, height: height, full: max(content, lines) + 2 * layout.pad)
    }

    private func badgesWidth(_ highlights: [Highlight]) throws -> Double {
        try highlights.reduce(0) { $0 + (try labelWidth($1.badge, size: Self.numberSize)) + 6 + 3 }
    }

    /// Draws `cell` of `sample`'s grid in the rectangle, the custom font above the sample's reference.
    func drawCell(
        _ pen: Pen, _ cell: Cell, of sample: MeasuredSample, x: Double, y: Double, width: Double, height: Double
    ) throws {
        cellsDrawn += 1
        let layout = CellMetrics.self
        let model = sample.grid, reference = sample.reference
        if cell.highlights.contains(where: \.tintsCell) { pen.rect(x + 0.5, y + 0.5, width - 1, height - 1, Self.tint) }
        let customInstance = try font.instance(
            weight: cell.custom.weight.requested,
            opticalSize: opticalSizing ? cell.custom.pointSize : nil
        ).instance
        // The lower line: the reference at the same size, when the sample has one.
        var lines = [(customInstance, cell.custom, Self.ink)]
        if let reference, let metrics = cell.reference {
            let instance = try reference.instance(
                weight: metrics.weight.requested, opticalSize: opticalSizing ? metrics.pointSize : nil
            ).instance
            lines.append((instance, metrics, Self.secondary))
        }
        let rightToLeft = model.isRightToLeft
        // The line's start: the left edge, or for a right-to-left sample the right edge, as an RTL
        // interface aligns it; `direction` turns a distance along the line into x.
        let start = rightToLeft ? x + width - layout.pad : x + layout.pad, direction = rightToLeft ? -1.0 : 1.0
        let available = width - 2 * layout.pad
        var lineTop = y + layout.padTop
        for (instance, metrics, color) in lines {
            // The line box is the style's leading; the font's ascent-to-descent is centred in it.
            let baseline = lineTop + (metrics.leading - (metrics.ascender - metrics.descender)) / 2 + metrics.ascender
            let isCut = metrics.width > available + 0.01
            drawGuides(
                pen, metrics, baseline: baseline, start: start, end: start + direction * metrics.width,
                direction: direction, trailing: !isCut)
            if isCut { pen.clip(x + 1, y, width - 4, height) }  // short of the column rule
            try pen.text(
                model.text, instance: instance, size: metrics.pointSize,
                x: rightToLeft ? start - metrics.width : start, y: baseline, color: color)
            if isCut { pen.unclip() }
            lineTop += metrics.leading
        }
        drawContainers(pen, cell, start: start, direction: direction, length: available, top: lineTop + 2)
        var textY = lineTop + layout.diagram
        if !cell.highlights.isEmpty {
            var badgeX = x + layout.pad
            for highlight in cell.highlights { badgeX += try badge(pen, highlight, x: badgeX, y: textY + 7.5) + 3 }
            textY += layout.badgeRow
        }
        for line in numbers(cell) {
            textY += layout.numberLine
            _ = try label(pen, line, x: x + layout.pad, y: textY - 2, size: Self.numberSize, color: Self.numbersInk)
        }
        textY += layout.numberLine
        var wordsX = x + layout.pad
        for word in containerWords(cell) {
            wordsX += try label(pen, word.text, x: wordsX, y: textY - 2, size: Self.numberSize, color: word.color)
        }
    }

    /// Baseline, x-height and cap-height ticks in the margin before the line and, unless the line
    /// was cut, after its advance: they never cross a glyph.
    private func drawGuides(
        _ pen: Pen, _ metrics: CellFont, baseline: Double, start: Double, end: Double,
        direction: Double, trailing: Bool
    ) {
        let guides = [
            (baseline - metrics.capHeight, Self.capGuide), (baseline - metrics.xHeight, Self.xGuide),
            (baseline, Self.baselineGuide),
        ]
        for (guideY, color) in guides {
            pen.line(start - direction * 8, guideY, start - direction * 2, guideY, color, width: 0.8)
            if trailing { pen.line(end + direction * 2, guideY, end + direction * 8, guideY, color, width: 0.8) }
        }
    }

    /// Both lines' lengths as bars (custom above, reference below, when there is one) on a scale where
    /// the longest line or the widest container fills `length`, with a tick at each container width
    /// coloured by what the custom line does there.
    private func drawContainers(
        _ pen: Pen, _ cell: Cell, start: Double, direction: Double, length: Double,
        top: Double
    ) {
        let widest = max(cell.custom.width, cell.reference?.width ?? 0, report.containerWidths.max() ?? 0)
        guard widest > 0 else { return }
        let scale = length / widest
        for (index, metrics) in ([cell.custom] + (cell.reference.map { [$0] } ?? [])).enumerated() {
            let barLength = metrics.width * scale, barTop = top + 2 + Double(index) * 4
            let color = index == 0 ? Self.ink : Self.secondary
            pen.rect(direction > 0 ? start : start - barLength, barTop, barLength, 2.5, color)
        }
        for fit in cell.custom.containers {
            let tickX = start + direction * fit.width * scale
            pen.line(tickX, top, tickX, top + 10, containerState(fit).color, width: 1)
        }
    }

    /// Draws a highlight's badge with its baseline at `y`; returns its width.
    func badge(_ pen: Pen, _ highlight: Highlight, x: Double, y: Double) throws -> Double {
        let width = try labelWidth(highlight.badge, size: Self.numberSize) + 6
        pen.rect(x, y - 6.25, width, CellMetrics.badgeHeight, highlight.colour)
        _ = try label(pen, highlight.badge, x: x + 3, y: y, size: Self.numberSize, color: .white, bold: true)
        return width
    }
}
