internal import CCairo
import FontScaleFonts
import Foundation

/// A picture format a canvas writes.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// Vector PDF with selectable, searchable text.
    case pdf
    /// A raster PNG at the canvas's pixel scale.
    case png
    /// SVG.
    case svg
}

/// An sRGB colour with components from 0 to 1.
public struct RGB: Hashable, Sendable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double

    /// Creates a colour from components in 0...1.
    public init(_ red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// White.
    public static let white = RGB(1, 1, 1)
    /// Black.
    public static let black = RGB(0, 0, 0)
}

/// Document metadata a PDF carries; fixed dates make the file byte-identical run to run.
public struct DocumentInfo: Sendable {
    /// The title.
    public var title: String
    /// The creating program (`FontScaleVersion.generator`, "fontscale" and the version).
    public var creator: String
    /// The creation and modification date, ISO 8601 ("2026-01-01T00:00:00Z").
    public var date: String

    /// Creates document metadata.
    public init(title: String, creator: String, date: String) {
        self.title = title
        self.creator = creator
        self.date = date
    }
}

/// A drawing surface in points, y down: rectangles, lines and HarfBuzz-shaped text in real
/// fonts, written as PDF, PNG or SVG, or read back as pixels.
///
/// The only place (with `Bitmap` and the PNG encoder) that calls cairo. Not thread-safe: one
/// canvas per task.
public final class Canvas {
    /// The most pixels a raster canvas (an in-memory one, or a PNG) has on a side: cairo's image
    /// surfaces stop at 32767. Larger canvases are refused with a `RenderError` saying so.
    public static let maximumPixels = 32767

    /// The format this canvas writes.
    public let format: ImageFormat
    /// The size in points.
    public let width: Double, height: Double
    /// Pixels per point of a raster canvas.
    public let pixelScale: Int
    private let path: String?
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let text: CairoText
    private var finished = false
    /// The SVG being written (fontscale's own writer: glyphs defined once per instance), nil for
    /// PDF and PNG, which cairo draws.
    private let svg: SVGDocument?
    private var color = RGB.black, opacity = 1.0

    /// Throws `RenderError.unsupported` when this system's libraries cannot write `format`: SVG
    /// draws each glyph's outline, which needs HarfBuzz 4.0 (Debian 11 has 2.7.4); PDF and PNG
    /// draw through cairo everywhere. Callers that write several files ask before the first.
    public static func requireSupport(for format: ImageFormat) throws {
        guard format == .svg, !FontInstance.drawsOutlines else { return }
        throw RenderError.unsupported(
            "SVG output draws each glyph's outline, which needs HarfBuzz 4.0 or later; this system has "
                + "HarfBuzz \(FontInstance.harfBuzzVersion) (PDF and PNG work with it)")
    }

    /// A canvas that writes `format` to `path` when `finish()` is called (PDF streams to the
    /// file as it draws; SVG is kept by fontscale's writer and PNG recorded, both written at the end).
    public init(
        format: ImageFormat, width: Double, height: Double, pixelScale: Int = 2, path: String,
        info: DocumentInfo? = nil,
        text: CairoText = CairoText()
    ) throws {
        self.format = format
        self.width = width
        self.height = height
        self.pixelScale = format == .png ? pixelScale : 1
        self.path = path
        self.text = text
        switch format {
        case .pdf:
            surface = cairo_pdf_surface_create(path, width, height)
            if let info {
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, info.date)
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, info.date)
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, info.title)
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, info.creator)
            }
        case .svg:
            try Self.requireSupport(for: .svg)
            var extents = cairo_rectangle_t(x: 0, y: 0, width: width, height: height)
            // A small recording that receives nothing drawn (the SVG writer draws), so that every
            // format has a cairo context for its state calls.
            surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR, &extents)
        case .png:
            try Self.checkPixels(width * Double(pixelScale), height * Double(pixelScale))
            // Recorded, then rasterised band by band when finished: the whole sheet's pixels
            // never sit in memory at once.
            var extents = cairo_rectangle_t(
                x: 0, y: 0, width: (width * Double(pixelScale)).rounded(.down),
                height: (height * Double(pixelScale)).rounded(.down))
            surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR, &extents)
        }
        cr = cairo_create(surface)!
        svg = format == .svg ? SVGDocument(width: width, height: height) : nil
        if format == .png { cairo_scale(cr, Double(pixelScale), Double(pixelScale)) }
        try checkStatus()
    }

    /// An in-memory raster canvas of at least `width` x `height` points at `pixelScale`, read
    /// back with `bitmap()`; its size is rounded up to whole pixels, one at least (`width`, `height` say the size used).
    public init(rasterWidth width: Double, height: Double, pixelScale: Int = 1, text: CairoText = CairoText()) throws {
        format = .png
        // At least one pixel each way: cairo gives a 0-pixel image no data at all, and a label a
        // damaged font measures 0 wide must still be drawn (as nothing).
        let pixels = (
            x: Swift.max(1, (width * Double(pixelScale) - 1e-9).rounded(.up)),
            y: Swift.max(1, (height * Double(pixelScale) - 1e-9).rounded(.up))
        )
        try Self.checkPixels(pixels.x, pixels.y)
        self.width = pixels.x / Double(pixelScale)
        self.height = pixels.y / Double(pixelScale)
        self.pixelScale = pixelScale
        path = nil
        self.text = text
        svg = nil
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(pixels.x), Int32(pixels.y))
        cr = cairo_create(surface)!
        cairo_scale(cr, Double(pixelScale), Double(pixelScale))
        try checkStatus()
    }

    /// Refuses a raster of more than `maximumPixels` on a side, in words, before cairo does in its own.
    static func checkPixels(_ width: Double, _ height: Double) throws {
        guard width <= Double(maximumPixels), height <= Double(maximumPixels) else {
            throw RenderError.cairo(
                "a picture of \(Int(width.rounded(.up))) x \(Int(height.rounded(.up))) pixels is larger than cairo draws"
                    + " (at most \(maximumPixels) pixels a side)")
        }
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Sets the colour of what is drawn next.
    public func setColor(_ color: RGB) {
        self.color = color
        opacity = 1
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
    }

    /// Sets the colour of what is drawn next, with an opacity from 0 (invisible) to 1.
    public func setColor(_ color: RGB, opacity: Double) {
        self.color = color
        self.opacity = Swift.min(Swift.max(opacity, 0), 1)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, self.opacity)
    }

    /// Fills a rectangle with `color` at `opacity` (1: opaque).
    public func fillRect(x: Double, y: Double, width: Double, height: Double, color: RGB, opacity: Double = 1) {
        if opacity < 1 { setColor(color, opacity: opacity) } else { setColor(color) }
        if let svg { return svg.rect(x: x, y: y, width: width, height: height, color: color, opacity: self.opacity) }
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
    }

    /// Strokes a straight line with `color`, solid or dashed (2 on, 1.5 off).
    public func line(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), color: RGB, width: Double = 0.5,
        dashed: Bool = false
    ) {
        setColor(color)
        if let svg { return svg.line(from: start, to: end, color: color, width: width, dashed: dashed) }
        cairo_set_line_width(cr, width)
        if dashed { cairo_set_dash(cr, [2, 1.5], 2, 0) } else { cairo_set_dash(cr, nil, 0, 0) }
        cairo_move_to(cr, start.x, start.y)
        cairo_line_to(cr, end.x, end.y)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// Draws `string` shaped by HarfBuzz in `instance` at `size` points, baseline at (x, y), in
    /// the current colour, scaled by `scaleX` x `scaleY` about the origin (1 = as set); returns the advance in points.
    @discardableResult
    public func drawText(
        _ string: String, instance: FontInstance, size: Double, x: Double, y: Double,
        features: [FontFeature] = [], scaleX: Double = 1, scaleY: Double = 1
    ) throws -> Double {
        if let svg {
            let run = text.glyphs(string, instance: instance, features: features)
            svg.glyphs(
                run, instance: instance, size: size, x: x, y: y, scaleX: scaleX, scaleY: scaleY, color: color,
                opacity: opacity)
            return run.glyphs.isEmpty ? 0 : run.advance * size / Double(instance.unitsPerEm) * scaleX
        }
        if scaleX == 1, scaleY == 1 {
            return try text.draw(cr, string, instance: instance, size: size, x: x, y: y, features: features)
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, x, y)
        cairo_scale(cr, scaleX, scaleY)
        return try text.draw(cr, string, instance: instance, size: size, x: 0, y: 0, features: features) * scaleX
    }

    /// Draws `bitmap` stretched over the rectangle (x, y, width, height) in points, resampled
    /// bilinearly, as a compositor magnifies or minifies a layer's backing store.
    public func drawBitmap(_ bitmap: Bitmap, x: Double, y: Double, width: Double, height: Double, opacity: Double = 1)
        throws
    {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(bitmap.width), Int32(bitmap.height))!
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
            throw RenderError.cairo("cannot make a \(bitmap.width)x\(bitmap.height) image")
        }
        let stride = Int(cairo_image_surface_get_stride(image))
        for row in 0..<bitmap.height {
            let words = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<bitmap.width {
                let o = (row * bitmap.width + column) * 3
                words[column] = UInt32(bitmap.rgb[o]) << 16 | UInt32(bitmap.rgb[o + 1]) << 8 | UInt32(bitmap.rgb[o + 2])
            }
        }
        cairo_surface_mark_dirty(image)
        if let svg {
            return svg.image(
                png: try PNGEncoder.encode(image), x: x, y: y, width: width, height: height,
                opacity: Swift.min(Swift.max(opacity, 0), 1))
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, x, y)
        cairo_scale(cr, width / Double(bitmap.width), height / Double(bitmap.height))
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, Swift.min(Swift.max(opacity, 0), 1))
    }

    /// Ends the current page of a PDF and starts a new one of the same size (cairo_show_page).
    public func newPage() throws {
        guard format == .pdf else { throw RenderError.cairo("a \(format.rawValue) canvas has one page") }
        cairo_show_page(cr)
        try checkStatus()
    }

    /// Restricts what is drawn next to the rectangle, until `resetClip()`.
    public func clip(x: Double, y: Double, width: Double, height: Double) {
        if let svg { return svg.beginClip(x: x, y: y, width: width, height: height) }
        cairo_save(cr)
        cairo_rectangle(cr, x, y, width, height)
        cairo_clip(cr)
    }

    /// Ends the restriction of the last `clip(x:y:width:height:)`.
    public func resetClip() {
        if let svg { return svg.endClip() }
        cairo_restore(cr)
        if opacity < 1 { setColor(color, opacity: opacity) } else { setColor(color) }
    }

    /// The pixels drawn so far (a raster canvas only).
    public func bitmap() throws -> Bitmap {
        guard format == .png else { throw RenderError.cairo("a \(format.rawValue) canvas has no pixels") }
        if let size = recordedPixels {
            let image = try PNGEncoder.rasterise(surface, width: size.width, top: 0, rows: size.height)
            defer { cairo_surface_destroy(image.pointer) }
            return try Bitmap(surface: image.pointer)
        }
        cairo_surface_flush(surface)
        return try Bitmap(surface: surface)
    }

    /// The pixel size of a recorded PNG canvas (one with a path), nil for a raster canvas.
    private var recordedPixels: (width: Int, height: Int)? {
        guard format == .png, path != nil else { return nil }
        return (Int(width * Double(pixelScale)), Int(height * Double(pixelScale)))
    }

    private func encodePNG() throws -> Data {
        if let size = recordedPixels {
            return try PNGEncoder.encode(recording: surface, width: size.width, height: size.height)
        }
        return try PNGEncoder.encode(surface)
    }

    /// The pixels drawn so far, encoded as PNG (a raster canvas only).
    public func pngData() throws -> Data {
        guard format == .png else { throw RenderError.cairo("a \(format.rawValue) canvas has no pixels") }
        return try encodePNG()
    }

    /// Ends drawing and writes the file. A PDF or SVG is complete only after this call.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        cairo_show_page(cr)
        if format == .png, let path {
            // The file system's error passes on as it is: the atomic writer around it words it
            // about the file asked for, never this temporary path.
            try encodePNG().write(to: URL(fileURLWithPath: path))
        }
        cairo_surface_finish(surface)
        try checkStatus()
        if let svg, let path { try svg.data().write(to: URL(fileURLWithPath: path)) }
    }

    private func checkStatus() throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }

}
