import CCairo

/// RGB pixels, row by row, 3 bytes a pixel: a rendered canvas or a PNG file read through libpng.
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// R, G, B bytes, row-major from the top left.
    public let rgb: [UInt8]

    /// Creates a bitmap from RGB bytes (`width * height * 3` of them).
    public init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(rgb.count == width * height * 3, "expected \(width * height * 3) bytes")
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// Reads a PNG file with libpng (through cairo), independently of fontscale's own encoder.
    public init(pngFile path: String) throws {
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("'\(path)' is not a readable PNG: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        try self.init(surface: surface)
    }

    init(surface: OpaquePointer) throws {
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let bytes = cairo_image_surface_get_data(surface) else { throw RenderError.cairo("the image has no pixel data") }
        var data = [UInt8](repeating: 0, count: width * height * 3)
        var o = 0
        for y in 0..<height {
            let row = UnsafeRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                data[o] = UInt8(truncatingIfNeeded: pixel >> 16)
                data[o + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                data[o + 2] = UInt8(truncatingIfNeeded: pixel)
                o += 3
            }
        }
        rgb = data
    }
}
