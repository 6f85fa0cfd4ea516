import Foundation

/// A paper size the sheet's pages take, always landscape: the PDF's pages, and the PNG pages at @2x.
public enum PaperSize: String, CaseIterable, Sendable {
    /// ISO A4, 297 x 210 mm.
    case a4
    /// US Letter, 11 x 8.5 in.
    case letter
    /// ISO A3, 420 x 297 mm.
    case a3

    /// Width and height in points, landscape (A4: 841.89 x 595.28).
    public var landscape: (width: Double, height: Double) {
        // ISO sizes in points to 0.01 pt, as PDF tools print them (297 mm = 841.89 pt).
        func points(_ millimetres: Double) -> Double { (millimetres * 72 / 25.4 * 100).rounded() / 100 }
        switch self {
        case .a4: return (points(297), points(210))
        case .letter: return (792, 612)
        case .a3: return (points(420), points(297))
        }
    }

    /// The paper the locale prints on: the first of LC_ALL, LC_PAPER and LANG that is set names a
    /// territory ("en_US.UTF-8"); the US and Canada use Letter, everywhere else (and "C") A4.
    public static func preferred(environment: [String: String]) -> PaperSize {
        let locale = ["LC_ALL", "LC_PAPER", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        guard let underscore = locale.firstIndex(of: "_") else { return .a4 }
        let territory = locale[locale.index(after: underscore)...].prefix { $0.isLetter }.uppercased()
        return ["US", "CA"].contains(territory) ? .letter : .a4
    }
}

/// Where everything on the sheet's pages goes: page 1 summarises; then each sample's grid is cut
/// into blocks of whole rows (styles) and whole columns (categories), each block with its own
/// column widths, so a block of small styles is not as wide as the largest style needs; a page
/// holds as many blocks of one grid, one under the other, as its height takes.
struct SheetPlan {
    /// A block of a sample's grid: some of its styles at some of its categories, under its own
    /// column labels.
    struct Block {
        /// The styles (rows) in the block.
        let styles: Range<Int>
        /// The categories (columns) in the block.
        let categories: Range<Int>
        /// The width of each column, in `categories` order.
        let columns: [Double]
        /// The height of each row, in `styles` order.
        let rows: [Double]

        /// The block's height below its column labels.
        var height: Double { rows.reduce(0, +) }
    }

    /// One page of a sample's grid: its blocks, top to bottom.
    struct GridPage {
        /// The index of the grid in `report.grids`.
        let grid: Int
        /// The blocks, in reading order (categories, then styles).
        let blocks: [Block]
    }

    /// The space between two blocks on a page, above the second block's column labels.
    static let blockGap = 10.0

    /// The page size in points.
    let width: Double, height: Double
    /// The grid pages, in order; page number `index + 2`.
    let pages: [GridPage]

    /// A plan with the pages given.
    init(width: Double, height: Double, pages: [GridPage]) {
        self.width = width
        self.height = height
        self.pages = pages
    }

    /// Every page, the summary included.
    var pageCount: Int { pages.count + 1 }

    /// The first and last page number of grid `index`.
    func pageRange(ofGrid index: Int) -> ClosedRange<Int>? {
        let numbers = pages.indices.filter { pages[$0].grid == index }.map { $0 + 2 }
        guard let first = numbers.first, let last = numbers.last else { return nil }
        return first...last
    }

    /// Cuts grids into pages: `cellSize(grid, style, category)` is a cell's size with its lines cut
    /// to a column (`width`), its height and its width with whole lines (`full`). The categories are
    /// cut into runs as wide as a page; each run's styles follow one another down the pages, each
    /// row only as tall as the run's categories need, as many as fit (a run that starts lower on a
    /// page brings its own column labels); a page's spare width goes to the columns whose lines
    /// were cut. A row or column larger than a page gets a page to itself, and its cells clip what
    /// does not fit. A page holds one grid.
    init(
        paper: PaperSize, grids: [(styles: Int, categories: Int)],
        cellSize: (_ grid: Int, _ style: Int, _ category: Int) throws -> CellSize
    ) rethrows {
        width = paper.landscape.width
        height = paper.landscape.height
        let area = SheetLayout.gridArea(width: width, height: height)
        // A block under another on a page costs its gap and column labels.
        let blockHead = Self.blockGap + SheetLayout.columnHeaderHeight
        var pages: [GridPage] = []
        for (gridIndex, grid) in grids.enumerated() {
            var sizes: [[CellSize]] = []
            for style in 0..<grid.styles {
                sizes.append(try (0..<grid.categories).map { try cellSize(gridIndex, style, $0) })
            }
            let columns = (0..<grid.categories).map { category in
                min(sizes.map { $0[category].width }.max() ?? 0, area.width)
            }
            let full = (0..<grid.categories).map { category in
                min(sizes.map { $0[category].full }.max() ?? 0, area.width)
            }
            var blocks: [Block] = [], used = 0.0
            for categories in Self.bands(columns, within: area.width) {
                let widths = Self.widened(
                    Array(columns[categories]), toward: Array(full[categories]),
                    within: area.width)
                let rows = sizes.map { row in min(row[categories].map(\.height).max() ?? 0, area.height) }
                func block(_ styles: Range<Int>) -> Block {
                    Block(styles: styles, categories: categories, columns: widths, rows: Array(rows[styles]))
                }
                var first: Int?  // the first style of this run's block on the page
                for style in rows.indices {
                    let head = first == nil && !blocks.isEmpty ? blockHead : 0
                    if first != nil || !blocks.isEmpty, used + head + rows[style] > area.height {
                        if let first { blocks.append(block(first..<style)) }
                        pages.append(GridPage(grid: gridIndex, blocks: blocks))
                        (blocks, used, first) = ([], 0, nil)
                    }
                    if first == nil {
                        used += blocks.isEmpty ? 0 : blockHead
                        first = style
                    }
                    used += rows[style]
                }
                if let first { blocks.append(block(first..<rows.count)) }
            }
            if !blocks.isEmpty { pages.append(GridPage(grid: gridIndex, blocks: blocks)) }
        }
        self.pages = pages
    }

    /// `widths` grown toward `full`, evenly, until they fill `limit` or reach `full`.
    static func widened(_ widths: [Double], toward full: [Double], within limit: Double) -> [Double] {
        var widths = widths
        var spare = limit - widths.reduce(0, +)
        while spare > 0.5 {
            let wanting = widths.indices.filter { full[$0] > widths[$0] + 0.01 }
            guard !wanting.isEmpty else { break }
            let share = spare / Double(wanting.count)
            for index in wanting {
                let grown = min(full[index] - widths[index], share)
                widths[index] += grown
                spare -= grown
            }
        }
        return widths
    }

    /// Consecutive runs of `lengths` whose sums stay within `limit` (a longer one alone).
    static func bands(_ lengths: [Double], within limit: Double) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        var start = 0, sum = 0.0
        for (index, length) in lengths.enumerated() {
            if index > start, sum + length > limit {
                bands.append(start..<index)
                start = index
                sum = 0
            }
            sum += length
        }
        if start < lengths.count { bands.append(start..<lengths.count) }
        return bands
    }
}

/// A cell's size: its width with lines cut to a column, its height, and its width with whole lines.
struct CellSize {
    /// The width with the lines cut to a column.
    let width: Double
    /// The height.
    let height: Double
    /// The width with whole lines.
    let full: Double
}

/// The fixed measures of the sheet's pages, in points.
enum SheetLayout {
    /// The page margin on every side (printers leave about 15 pt unprinted).
    static let margin = 30.0
    /// The running header: names and page number, then a rule.
    static let headerHeight = 26.0
    /// The key at the foot of each grid page (two lines).
    static let footerHeight = 24.0
    /// The column labels' band.
    static let columnHeaderHeight = 30.0
    /// The row labels' column.
    static let styleColumn = 96.0

    /// The room for cells on a page of `width` x `height`.
    static func gridArea(width: Double, height: Double) -> (width: Double, height: Double) {
        (width - 2 * margin - styleColumn, height - 2 * margin - headerHeight - footerHeight - columnHeaderHeight)
    }
}
