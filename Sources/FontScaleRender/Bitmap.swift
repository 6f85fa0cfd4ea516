internal import CCairo

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
            throw RenderError.cairo(
                "'\(path)' is not a readable PNG: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))"
            )
        }
        try self.init(surface: surface)
    }

    init(surface: OpaquePointer) throws {
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let bytes = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo("the image has no pixel data")
        }
        let (width, height) = (width, height)
        rgb = [UInt8](unsafeUninitializedCapacity: width * height * 3) { data, initialized in
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
            initialized = width * height * 3
        }
    }
}

/// How far two pictures of the same size differ, pixel by pixel.
public struct PixelDifference: Sendable, Equatable, Codable {
    /// The root mean square of the channel differences, 0 (identical) to 1 (black against white).
    public let rmse: Double
    /// The share of pixels, 0 to 1, with a channel off by more than 10% (26 of 255).
    public let shareOff10Percent: Double
    /// The pixels compared.
    public let pixels: Int

    /// Creates a difference record.
    public init(rmse: Double, shareOff10Percent: Double, pixels: Int) {
        self.rmse = rmse
        self.shareOff10Percent = shareOff10Percent
        self.pixels = pixels
    }
}

extension PixelDifference {
    /// The difference of a picture compared in parts (strips that together cover it once): the
    /// pixel-weighted sums of the parts, as one comparison of the whole gives.
    public init(combining parts: [PixelDifference]) {
        if parts.count == 1 {
            self = parts[0]
            return
        }
        let count = parts.reduce(0) { $0 + $1.pixels }
        guard count > 0 else {
            self.init(rmse: 0, shareOff10Percent: 0, pixels: 0)
            return
        }
        let squares = parts.reduce(0.0) { $0 + $1.rmse * $1.rmse * Double($1.pixels) }
        let off = parts.reduce(0.0) { $0 + ($1.shareOff10Percent * Double($1.pixels)).rounded() }
        self.init(rmse: (squares / Double(count)).squareRoot(), shareOff10Percent: off / Double(count), pixels: count)
    }
}

extension Bitmap {
    /// The difference from `other`, which must have the same size.
    public func difference(from other: Bitmap) throws -> PixelDifference {
        guard width == other.width, height == other.height else {
            throw RenderError.cairo(
                "cannot compare a \(width)x\(height) picture with a \(other.width)x\(other.height) one")
        }
        // Whole numbers summed exactly (as the doubles they were once summed in: below 2^53).
        var squares = 0
        var off = 0
        rgb.withUnsafeBufferPointer { a in
            other.rgb.withUnsafeBufferPointer { b in
                for pixel in 0..<(width * height) {
                    var worst = 0
                    for channel in 0..<3 {
                        let delta = Int(a[pixel * 3 + channel]) - Int(b[pixel * 3 + channel])
                        squares += delta * delta
                        worst = Swift.max(worst, abs(delta))
                    }
                    if worst > 26 { off += 1 }
                }
            }
        }
        let count = width * height
        guard count > 0 else { return PixelDifference(rmse: 0, shareOff10Percent: 0, pixels: 0) }
        return PixelDifference(
            rmse: (Double(squares) / Double(count * 3)).squareRoot() / 255,
            shareOff10Percent: Double(off) / Double(count),
            pixels: count)
    }
}
