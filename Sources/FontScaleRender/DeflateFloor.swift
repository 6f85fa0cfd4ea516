internal import CZlib
import Foundation

/// The deflate floor of PNG files (the benchmark's): their pixels' rows, as `PNGEncoder` filters
/// them, taken back out of each file's IDAT and deflated again whole with the encoder's zlib
/// level on one thread, with nothing else (no drawing, no bands, no file). Package access: for
/// `fontscale-bench`, no part of the public API.
package enum DeflateFloor {
    /// What deflating `pngs` costs on one thread: the seconds, the filtered bytes read and the
    /// deflated bytes written. Throws when a file is no PNG or its IDAT does not inflate.
    package static func measure(_ pngs: [Data]) throws -> (seconds: Double, raw: Int, deflated: Int) {
        var seconds = 0.0, raw = 0, deflated = 0
        // One page's rows in memory at a time (156 MB for Merriweather's 26 pages), read untimed.
        for png in pngs {
            let rows = try filteredRows(png)
            let start = DispatchTime.now().uptimeNanoseconds
            deflated += try deflate(rows)
            seconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            raw += rows.count
        }
        return (seconds, raw, deflated)
    }

    /// The inflated IDAT data of a PNG: the filtered rows.
    static func filteredRows(_ png: Data) throws -> [UInt8] {
        let bytes = [UInt8](png)
        guard bytes.count > 8, bytes[0] == 0x89 else { throw RenderError.cairo("not a PNG") }
        var offset = 8, idat: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "IDAT" { idat += bytes[offset + 8..<offset + 8 + length] }
            offset += 12 + length
        }
        var stream = z_stream()
        guard fontscale_inflate_init(&stream) == Z_OK else { throw RenderError.cairo("zlib could not start") }
        defer { inflateEnd(&stream) }
        var out: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 20)
        var status = Z_OK
        idat.withUnsafeMutableBufferPointer { input in
            stream.next_in = input.baseAddress
            stream.avail_in = uInt(input.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    out += buffer[0..<buffer.count - Int(stream.avail_out)]
                }
            } while status == Z_OK
        }
        guard status == Z_STREAM_END else { throw RenderError.cairo("the PNG's data does not inflate") }
        return out
    }

    /// `rows` deflated in one zlib stream at the encoder's level; the bytes written.
    static func deflate(_ rows: [UInt8]) throws -> Int {
        var stream = z_stream()
        guard fontscale_deflate_init(&stream, PNGEncoder.level, 15, Z_DEFAULT_STRATEGY) == Z_OK else {
            throw RenderError.cairo("zlib could not start")
        }
        defer { deflateEnd(&stream) }
        var input = rows
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(rows.count))))
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw RenderError.cairo("zlib could not compress the rows") }
        return output.count - Int(stream.avail_out)
    }
}
