import CCairo
import CZlib
import Dispatch
import Foundation

/// Writes cairo RGB24 pixels as PNG: no row filters and zlib level 3, which on the mostly white
/// sheet is as small as cairo's writer within 20% and about three times faster. The output is
/// deterministic (no time stamp, fixed settings).
///
/// A large picture is never held whole: `encode(recording:...)` rasterises a recording in bands
/// of rows and deflates each band on a second thread while the next one is drawn, so memory
/// stays at a few bands (13 MB each on the 13,000-pixel-wide sheet) instead of the whole image
/// (215 MB), and drawing and compressing share the two cores.
enum PNGEncoder {
    /// Rows per band when rasterising a recording.
    static let bandRows = 128

    /// The pixels of an image surface as PNG.
    static func encode(_ surface: OpaquePointer) throws -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else { throw RenderError.cairo("the image has no pixel data") }
        let stream = try PNGStream(width: width, height: height)
        try stream.append(pixels, stride: Int(cairo_image_surface_get_stride(surface)), rows: height)
        return try stream.finish()
    }

    /// A recording surface rasterised at `width` x `height` pixels, as PNG, band by band.
    static func encode(recording: OpaquePointer, width: Int, height: Int) throws -> Data {
        let stream = try PNGStream(width: width, height: height)
        let queue = DispatchQueue(label: "fontscale.png.deflate")
        let inFlight = DispatchSemaphore(value: 1)  // a band compressing while the next is drawn
        let failure = FailureBox()
        defer { queue.sync {} }  // a band still compressing when drawing throws
        var top = 0
        while top < height, failure.error == nil {
            let rows = min(bandRows, height - top)
            inFlight.wait()
            let band = try rasterise(recording, width: width, top: top, rows: rows)
            queue.async {
                defer {
                    cairo_surface_destroy(band.pointer)
                    inFlight.signal()
                }
                guard failure.error == nil else { return }
                do {
                    try stream.append(cairo_image_surface_get_data(band.pointer), stride: Int(cairo_image_surface_get_stride(band.pointer)), rows: rows)
                } catch { failure.error = error }
            }
            top += rows
        }
        queue.sync {}
        if let error = failure.error { throw error }
        return try stream.finish()
    }

    /// Rows `top ..< top + rows` of the recording, drawn into a new image surface.
    static func rasterise(_ recording: OpaquePointer, width: Int, top: Int, rows: Int) throws -> SurfaceHandle {
        let band = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(rows))!
        guard cairo_surface_status(band) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(band)
            throw RenderError.cairo("cannot make a \(width)x\(rows) image band")
        }
        let cr = cairo_create(band)!
        cairo_set_source_surface(cr, recording, 0, -Double(top))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(band)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(band)
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return SurfaceHandle(pointer: band)
    }
}

/// A cairo surface handed to the compressing thread, which alone touches it from then on.
struct SurfaceHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// The first error of the compressing thread; read by the drawing thread after each band.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?

    var error: (any Error)? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// A PNG written row by row: the rows (filter byte 0, then R, G, B from cairo's native-endian
/// xRGB words) deflated as they come. Used from one thread at a time (the band queue).
final class PNGStream: @unchecked Sendable {
    private let width: Int, height: Int
    private var stream = z_stream()
    private var compressed = Data()
    private var rowsWritten = 0
    private var raw: [UInt8]
    private var output = [UInt8](repeating: 0, count: 1 << 20)
    private static let batch = 64

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        raw = [UInt8](repeating: 0, count: (1 + 3 * width) * Self.batch)
        guard fontscale_deflate_init(&stream, 3, Z_DEFAULT_STRATEGY) == Z_OK else { throw RenderError.cairo("zlib could not start") }
    }

    deinit { deflateEnd(&stream) }

    /// Deflates `rows` rows of RGB24 pixels starting at `pixels`.
    func append(_ pixels: UnsafeMutablePointer<UInt8>?, stride: Int, rows: Int) throws {
        guard let pixels else { throw RenderError.cairo("the image has no pixel data") }
        let rowBytes = 1 + 3 * width
        var done = 0
        while done < rows {
            let count = min(Self.batch, rows - done)
            raw.withUnsafeMutableBufferPointer { out in
                for r in 0..<count {
                    let row = UnsafeRawPointer(pixels + (done + r) * stride).assumingMemoryBound(to: UInt32.self)
                    var o = r * rowBytes
                    out[o] = 0
                    o += 1
                    for x in 0..<width {
                        let pixel = row[x]
                        out[o] = UInt8(truncatingIfNeeded: pixel >> 16)
                        out[o + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: pixel)
                        o += 3
                    }
                }
            }
            done += count
            rowsWritten += count
            try deflateRaw(bytes: count * rowBytes, finish: rowsWritten == height)
        }
    }

    private func deflateRaw(bytes: Int, finish: Bool) throws {
        let flush = finish ? Z_FINISH : Z_NO_FLUSH
        var status = Z_OK
        raw.withUnsafeMutableBufferPointer { input in
            stream.next_in = input.baseAddress
            stream.avail_in = uInt(bytes)
            repeat {
                output.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = deflate(&stream, flush)
                    compressed.append(out.baseAddress!, count: out.count - Int(stream.avail_out))
                }
            } while stream.avail_out == 0 || (flush == Z_FINISH && status == Z_OK)
        }
        guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
            throw RenderError.cairo("zlib could not compress the image")
        }
    }

    /// The PNG file: signature, header, the deflated rows, end.
    func finish() throws -> Data {
        guard rowsWritten == height else { throw RenderError.cairo("the image has \(rowsWritten) of its \(height) rows") }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(compressed.count + 64)
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits, RGB, deflate, adaptive filtering, no interlace
        Self.chunk(&png, "IHDR", header)
        Self.chunk(&png, "IDAT", compressed)
        Self.chunk(&png, "IEND", Data())
        return png
    }

    private static func chunk(_ png: inout Data, _ type: String, _ body: Data) {
        png.appendBigEndian(UInt32(body.count))
        let typeBytes = Array(type.utf8)
        png.append(contentsOf: typeBytes)
        png.append(body)  // the CRC runs over type and body in place: no copy of a large IDAT
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        crc = body.withUnsafeBytes { crc32(crc, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count)) }
        png.appendBigEndian(UInt32(crc))
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
