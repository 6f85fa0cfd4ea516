import CCairo
import CZlib
import Foundation

/// Writes a cairo RGB24 image surface as PNG: no row filters and zlib level 3, which on the
/// mostly white sheet is as small as cairo's writer within 20% and about three times faster.
/// The output is deterministic (no time stamp, fixed settings).
enum PNGEncoder {
    static func encode(_ surface: OpaquePointer) throws -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else { throw RenderError.cairo("the image has no pixel data") }

        // Scanlines (filter byte 0, then R, G, B from cairo's native-endian xRGB words),
        // converted and deflated in batches of rows so memory stays small.
        var stream = z_stream()
        guard fontscale_deflate_init(&stream, 3, Z_DEFAULT_STRATEGY) == Z_OK else { throw RenderError.cairo("zlib could not start") }
        defer { deflateEnd(&stream) }
        let rowBytes = 1 + 3 * width, batch = 64
        var raw = [UInt8](repeating: 0, count: rowBytes * batch)
        var output = [UInt8](repeating: 0, count: 1 << 20)
        var compressed = Data()
        var y = 0
        while y < height {
            let rows = min(batch, height - y)
            raw.withUnsafeMutableBufferPointer { out in
                for r in 0..<rows {
                    let row = UnsafeRawPointer(pixels + (y + r) * stride).assumingMemoryBound(to: UInt32.self)
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
            y += rows
            let flush = y == height ? Z_FINISH : Z_NO_FLUSH
            var status = Z_OK
            raw.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(rows * rowBytes)
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

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits, RGB, deflate, adaptive filtering, no interlace
        chunk(&png, "IHDR", header)
        chunk(&png, "IDAT", compressed)
        chunk(&png, "IEND", Data())
        return png
    }

    private static func chunk(_ png: inout Data, _ type: String, _ body: Data) {
        png.appendBigEndian(UInt32(body.count))
        var typed = Data(type.utf8)
        typed.append(body)
        png.append(typed)
        let crc = typed.withUnsafeBytes { crc32(0, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count)) }
        png.appendBigEndian(UInt32(crc))
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
