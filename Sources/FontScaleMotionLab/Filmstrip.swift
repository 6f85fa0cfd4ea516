import FontScale
import FontScaleFonts
import FontScaleRender
import Foundation

/// One piece of text in a frame: a label drawn at a point size, scaled about its leading
/// baseline, at an opacity.
public struct FilmLayer {
    /// The font instance.
    public let instance: FontInstance
    /// The text.
    public let text: String
    /// The point size the label is set at.
    public let pointSize: Double
    /// The transform's horizontal and vertical scale.
    public let scaleX: Double, scaleY: Double
    /// The opacity, 0 to 1.
    public let opacity: Double
    /// OpenType features.
    public let features: [FontFeature]
    /// When set, the text is rasterised at its point size at this many pixels per point and the
    /// pixels are scaled, as a compositor scales a layer's backing store (the naive strategy).
    public let rasterScale: Int?
    /// The layer's offset from the frame's leading baseline, in points (a morphing character's position).
    public let dx: Double, dy: Double
    /// The text colour (nil: near-black ink).
    public var color: RGB? = nil

    /// Creates a layer.
    public init(
        instance: FontInstance, text: String, pointSize: Double, scaleX: Double = 1, scaleY: Double = 1,
        opacity: Double = 1,
        features: [FontFeature] = [], rasterScale: Int? = nil, dx: Double = 0, dy: Double = 0
    ) {
        self.rasterScale = rasterScale
        self.dx = dx
        self.dy = dy
        self.instance = instance
        self.text = text
        self.pointSize = pointSize
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.opacity = opacity
        self.features = features
    }

    /// The drawn width in points.
    func width(_ measurer: TextMeasurer) -> Double {
        measurer.width(of: text, instance: instance, pointSize: pointSize, features: features) * scaleX + max(dx, 0)
    }
}

/// One frame of an animation: its time and the layers drawn in it.
public struct FilmFrame {
    /// Seconds from the start.
    public let time: Double
    /// The layers, bottom first.
    public let layers: [FilmLayer]
    /// The background colour.
    public var background: RGB = .white
    /// Creates a frame.
    public init(time: Double, layers: [FilmLayer]) {
        self.time = time
        self.layers = layers
    }
}

/// A row of the filmstrip: one way of animating, frame by frame.
public struct FilmRow {
    /// The row's title ("shrink: swap at the end").
    public let title: String
    /// A note under the title (the measured jump).
    public let note: String
    /// Every frame of the animation.
    public let frames: [FilmFrame]
    /// Creates a row.
    public init(title: String, note: String = "", frames: [FilmFrame]) {
        self.title = title
        self.note = note
        self.frames = frames
    }
}

/// Draws animations as filmstrips (rows of sampled frames on one PNG) and as frame-by-frame
/// pictures for an animated preview, with the report's renderer.
public final class FilmstripRenderer {
    /// The font of titles and numbers.
    public let labels: FontInstance
    /// Pixels per point.
    public let pixelScale: Int
    private let measurer = TextMeasurer()
    private let text = CairoText()
    static let margin = 10.0, titleWidth = 150.0, padding = 8.0

    /// Creates a renderer with `labels` for titles, drawing at `pixelScale`.
    public init(labels: FontInstance, pixelScale: Int = 2) {
        self.labels = labels
        self.pixelScale = pixelScale
    }

    /// The cell that holds every frame of `rows`: the widest layer and the tallest line.
    public func cellSize(_ rows: [FilmRow]) -> (width: Double, height: Double, baseline: Double) {
        var width = 1.0, ascent = 1.0, descent = 1.0
        for row in rows {
            for frame in row.frames {
                for layer in frame.layers {
                    width = max(width, layer.width(measurer))
                    let metrics = layer.instance.lineMetrics(pointSize: layer.pointSize)
                    ascent = max(ascent, metrics.ascender * layer.scaleY)
                    descent = max(descent, -metrics.descender * layer.scaleY)
                }
            }
        }
        return (
            (width + 2 * Self.padding).rounded(.up), (ascent + descent + 2 * Self.padding).rounded(.up),
            Self.padding + ascent
        )
    }

    /// The cell of `rows` cut to fit a filmstrip of `columns` frames a row within cairo's limit
    /// (`Canvas.maximumPixels` a side at the pixel scale), and a note saying what was cut, nil when nothing was.
    public func fittedCellSize(_ rows: [FilmRow], columns: Int) -> (
        cell: (width: Double, height: Double, baseline: Double), note: String?
    ) {
        let full = cellSize(rows)
        let side = Double(Canvas.maximumPixels) / Double(pixelScale)
        let count = Double(max(2, columns))
        let width = min(full.width, ((side - Self.margin * 2 - Self.titleWidth) / count - 4).rounded(.down))
        let height = min(
            full.height, ((side - Self.margin * 2 - 24) / Double(max(1, rows.count)) - 18).rounded(.down))
        guard width < full.width || height < full.height else { return (full, nil) }
        var cut: [String] = []
        if width < full.width {
            cut.append("the first \(formatNumber(width)) of \(formatNumber(full.width)) pt across")
        }
        if height < full.height { cut.append("the top \(formatNumber(height)) of \(formatNumber(full.height)) pt") }
        let note =
            "frames show \(cut.joined(separator: " and ")): cairo draws at most \(Canvas.maximumPixels) pixels a side"
            + " (\(Int(count)) frames a row at \(pixelScale) pixels a point)"
        return ((width, height, full.baseline), note)
    }

    /// Draws one frame's layers into a cell whose top left is (x, y), clipped to the cell; layers
    /// that start right of the cell are not drawn.
    func draw(
        _ frame: FilmFrame, on canvas: Canvas, x: Double, y: Double,
        cell: (width: Double, height: Double, baseline: Double)
    ) throws {
        canvas.fillRect(x: x, y: y, width: cell.width, height: cell.height, color: frame.background)
        canvas.line(
            from: (x + Self.padding, y + cell.baseline), to: (x + cell.width - Self.padding, y + cell.baseline),
            color: RGB(0.8, 0.8, 0.85), width: 0.5)
        canvas.clip(x: x, y: y, width: cell.width, height: cell.height)
        defer { canvas.resetClip() }
        for layer in frame.layers where Self.padding + layer.dx < cell.width {
            if let rasterScale = layer.rasterScale {
                // The backing store: the text drawn once at its own size, then its pixels stretched.
                let metrics = layer.instance.lineMetrics(pointSize: layer.pointSize)
                // Only what the cell shows: a long label's store stops past the cell's right edge.
                let width = min(
                    measurer.width(
                        of: layer.text, instance: layer.instance, pointSize: layer.pointSize, features: layer.features)
                        + 2,
                    cell.width / max(layer.scaleX, 1e-3) + 2, Double(Canvas.maximumPixels / rasterScale - 1))
                let height = metrics.ascender - metrics.descender + 2
                let store = try Canvas(rasterWidth: width, height: height, pixelScale: rasterScale, text: text)
                store.fillRect(x: 0, y: 0, width: store.width, height: store.height, color: .white)
                store.setColor(RGB(0.08, 0.08, 0.1))
                try store.drawText(
                    layer.text, instance: layer.instance, size: layer.pointSize, x: 1, y: 1 + metrics.ascender,
                    features: layer.features)
                let pixels = try store.bitmap()
                let storeWidth = Double(pixels.width) / Double(rasterScale),
                    storeHeight = Double(pixels.height) / Double(rasterScale)
                try canvas.drawBitmap(
                    pixels, x: x + Self.padding - layer.scaleX,
                    y: y + cell.baseline - (1 + metrics.ascender) * layer.scaleY,
                    width: storeWidth * layer.scaleX, height: storeHeight * layer.scaleY, opacity: layer.opacity)
                continue
            }
            canvas.setColor(layer.color ?? RGB(0.08, 0.08, 0.1), opacity: layer.opacity)
            try canvas.drawText(
                layer.text, instance: layer.instance, size: layer.pointSize, x: x + Self.padding + layer.dx,
                y: y + cell.baseline + layer.dy,
                features: layer.features, scaleX: layer.scaleX, scaleY: layer.scaleY)
        }
    }

    /// Writes a PNG with one row per animation and `columns` frames sampled evenly from each
    /// (the first and the last always), each captioned with its time.
    /// A cell too large for cairo is cut as `fittedCellSize` says.
    public func filmstrip(_ rows: [FilmRow], columns: Int = 9, title: String, to path: String) throws {
        let cell = fittedCellSize(rows, columns: columns).cell
        let count = max(2, columns)
        let width = Self.margin * 2 + Self.titleWidth + Double(count) * (cell.width + 4)
        let height = Self.margin * 2 + 24 + Double(rows.count) * (cell.height + 18)
        let canvas = try Canvas(
            format: .png, width: width.rounded(.up), height: height.rounded(.up), pixelScale: pixelScale, path: path,
            text: text)
        canvas.fillRect(
            x: 0, y: 0, width: width.rounded(.up), height: height.rounded(.up), color: RGB(0.95, 0.95, 0.96))
        canvas.setColor(.black)
        try canvas.drawText(title, instance: labels, size: 12, x: Self.margin, y: Self.margin + 12)
        for (rowIndex, row) in rows.enumerated() {
            let top = Self.margin + 24 + Double(rowIndex) * (cell.height + 18)
            canvas.setColor(.black)
            try canvas.drawText(row.title, instance: labels, size: 9, x: Self.margin, y: top + 12)
            canvas.setColor(RGB(0.4, 0.4, 0.45))
            var lineY = top + 24
            for line in Self.wrap(row.note, width: Self.titleWidth - 8, measurer: measurer, labels: labels) {
                try canvas.drawText(line, instance: labels, size: 7, x: Self.margin, y: lineY)
                lineY += 9
            }
            let picks = Self.sample(row.frames.count, count)
            for (column, index) in picks.enumerated() {
                let x = Self.margin + Self.titleWidth + Double(column) * (cell.width + 4)
                try draw(row.frames[index], on: canvas, x: x, y: top, cell: cell)
                canvas.setColor(RGB(0.4, 0.4, 0.45))
                try canvas.drawText(
                    String(format: "%.0f ms", row.frames[index].time * 1000), instance: labels, size: 7, x: x + 2,
                    y: top + cell.height + 10)
            }
        }
        try canvas.finish()
    }

    /// Every frame of `row` as a PNG, all the same size, for a flipbook preview.
    public func frames(_ row: FilmRow, cell: (width: Double, height: Double, baseline: Double)) throws -> [Data] {
        var pictures: [Data] = []
        for frame in row.frames {
            let canvas = try Canvas(rasterWidth: cell.width, height: cell.height, pixelScale: pixelScale, text: text)
            try draw(frame, on: canvas, x: 0, y: 0, cell: cell)
            pictures.append(try canvas.pngData())
        }
        return pictures
    }

    /// `count` frame indices spread evenly over `total`, first and last included.
    static func sample(_ total: Int, _ count: Int) -> [Int] {
        guard total > count else { return Array(0..<total) }
        return (0..<count).map { Int((Double($0) * Double(total - 1) / Double(count - 1)).rounded()) }
    }

    static func wrap(_ text: String, width: Double, measurer: TextMeasurer, labels: FontInstance) -> [String] {
        // The one line breaker (ICU's opportunities, lines measured as drawn), in the label font.
        let lines = try? measurer.measure(text, instance: labels, pointSize: 7, options: LayoutOptions(width: width))
        return lines?.lines.map(\.text).filter { !$0.isEmpty } ?? []
    }
}
