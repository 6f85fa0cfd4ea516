internal import CCairo
internal import CZlib
import Dispatch
import Foundation

/// Writes cairo RGB24 pixels as PNG: no row filters and zlib level 1, fast on the mostly white
/// sheet (level 3 made Merriweather's 27 sheet pages 5% smaller, 5.9 MB against 6.2 MB, for 0.17 s
/// more CPU in a 0.6 s run). The output is
/// deterministic (no time stamp, fixed settings, fixed bands).
///
/// A large picture is never held whole, and both cores compress it: the rows are cut into bands
/// of `bandRows`; each band is deflated on its own (pigz's way: a raw deflate segment ending on a
/// byte boundary, with no reference back into the band before) on a worker thread while the next
/// bands are drawn, and the segments are joined into the one zlib stream PNG wants (a zlib header,
/// the segments in order, the Adler-32 of all rows combined from the bands'). `encode(recording:...)`
/// rasterises a recording band by band, so memory stays at a few bands (1.7 MB each on the
/// 13,000-pixel-wide sheet) instead of the whole image (215 MB). Starting each band without the
/// previous 32 KB window costs about 0.1% in size (6,289,181 bytes for Merriweather's sheet
/// against 6,285,037 in one stream); compressing on both cores takes the PNG from 0.75 s to
/// 0.51 s for the command.
enum PNGEncoder {
    /// Rows per band.
    static let bandRows = 32
    /// Serial compressing queues, at most; band k goes to queue k % (the queues made): two, or
    /// one on a single core (the segments are the same bytes either way).
    static var workerCount: Int { min(2, Processors.available) }
    /// Bands drawn but not yet compressed, at most (with the one being drawn: three bands in memory).
    static let bandsInFlight = 2
    /// zlib's level: 1 (see above).
    static let level: Int32 = 1

    /// The pixels of an image surface as PNG.
    static func encode(_ surface: OpaquePointer) throws -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo("the image has no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return try encodeBands(width: width, height: height) { top, _ in
            PixelBand(pixels: SendablePointer(pointer: pixels + top * stride), stride: stride, owner: nil)
        }
    }

    /// A recording surface rasterised at `width` x `height` pixels, as PNG, band by band.
    static func encode(recording: OpaquePointer, width: Int, height: Int) throws -> Data {
        // The bands' pixels are drawn into buffers used again and again (made here, freed here
        // once every band is compressed): a new surface for each band cost an allocation, its
        // zeroing and its page faults, 215 KB a band on a sheet page.
        let buffers = BandBuffers(
            bytes: Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width))) * bandRows)
        defer { buffers.free() }
        return try encodeBands(width: width, height: height) { top, rows in
            let band = try rasterise(recording, width: width, top: top, rows: rows, into: buffers)
            guard let pixels = cairo_image_surface_get_data(band.pointer) else {
                cairo_surface_destroy(band.pointer)
                throw RenderError.cairo("the image has no pixel data")
            }
            return PixelBand(
                pixels: SendablePointer(pointer: pixels), stride: Int(cairo_image_surface_get_stride(band.pointer)),
                owner: band)
        }
    }

    /// Draws each band on this thread (`band(top, rows)`) and deflates it on a worker; joins the segments.
    private static func encodeBands(width: Int, height: Int, band: (_ top: Int, _ rows: Int) throws -> PixelBand) throws
        -> Data
    {
        guard width > 0, height > 0 else { throw RenderError.cairo("the image has no pixels") }
        let count = (height + bandRows - 1) / bandRows
        let segments = SegmentStore(count: count)
        let slots = DispatchSemaphore(value: bandsInFlight)
        let group = DispatchGroup()
        // A small picture (one band: a filmstrip frame, an image in an SVG) gets one worker.
        let workerCount = min(Self.workerCount, count)
        let workers = try (0..<workerCount).map { index in
            (
                queue: DispatchQueue(label: "fontscale.png.deflate.\(index)"),
                compressor: try SegmentCompressor(
                    index: index, width: width,
                    rows: (index..<count).reduce(0) { sum, band in
                        band % workerCount == index ? sum + min(bandRows, height - band * bandRows) : sum
                    })
            )
        }
        defer { group.wait() }  // no worker outlives the pixels it reads when drawing throws
        for index in 0..<count where segments.error == nil {
            let top = index * bandRows, rows = min(bandRows, height - top)
            slots.wait()
            let pixels: PixelBand
            do { pixels = try band(top, rows) } catch {
                slots.signal()
                throw error
            }
            let worker = workers[index % workerCount]
            worker.queue.async(group: group) {
                defer {
                    if let owner = pixels.owner { cairo_surface_destroy(owner.pointer) }
                    slots.signal()
                }
                guard segments.error == nil else { return }
                do {
                    segments.store(index, try worker.compressor.compress(pixels, rows: rows, last: index == count - 1))
                } catch { segments.fail(error) }
            }
        }
        group.wait()
        if let error = segments.error { throw error }
        return try segments.png(width: width, height: height, compressors: workers.map(\.compressor))
    }

    /// Rows `top ..< top + rows` of the recording, drawn into a new image surface.
    static func rasterise(_ recording: OpaquePointer, width: Int, top: Int, rows: Int) throws -> SurfaceHandle {
        let band = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(rows))!
        guard cairo_surface_status(band) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(band)
            throw RenderError.cairo("cannot make a \(width)x\(rows) image band")
        }
        return try paint(recording, top: top, into: band)
    }

    /// Rows `top ..< top + rows` of the recording, drawn into a buffer of `buffers` (given back
    /// when the surface is destroyed).
    static func rasterise(
        _ recording: OpaquePointer, width: Int, top: Int, rows: Int, into buffers: BandBuffers
    ) throws -> SurfaceHandle {
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width))
        let pixels = buffers.take()
        let band = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(width), Int32(rows), stride)!
        guard cairo_surface_status(band) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(band)
            buffers.give(pixels)
            throw RenderError.cairo("cannot make a \(width)x\(rows) image band")
        }
        // The buffer goes back to the pool when cairo lets go of the surface (after compressing).
        let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
        let release = Unmanaged.passRetained(BandRelease(buffers: buffers, pixels: pixels, key: key))
        guard
            cairo_surface_set_user_data(
                band, key, release.toOpaque(),
                { data in
                    Unmanaged<BandRelease>.fromOpaque(data!).takeRetainedValue().run()
                }) == CAIRO_STATUS_SUCCESS
        else {
            release.release()
            key.deallocate()
            cairo_surface_destroy(band)
            buffers.give(pixels)
            throw RenderError.cairo("cannot make a \(width)x\(rows) image band")
        }
        // SOURCE replaces every pixel of the band, so what the buffer held before never shows.
        return try paint(recording, top: top, into: band)
    }

    /// `recording` painted into `band` from row `top` on (SOURCE: every pixel replaced).
    private static func paint(_ recording: OpaquePointer, top: Int, into band: OpaquePointer) throws -> SurfaceHandle {
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

/// A cairo surface handed to a compressing thread, which alone touches it from then on.
struct SurfaceHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// A pointer into pixels that a worker only reads.
struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
}

/// One band's rows (cairo's native-endian xRGB words) and the surface to free after compressing.
struct PixelBand: Sendable {
    let pixels: SendablePointer
    let stride: Int
    /// The band's own surface, destroyed once it is compressed; nil when the rows belong to a
    /// whole image, which the caller keeps until every band is done.
    let owner: SurfaceHandle?
}

/// One band deflated: raw deflate ending on a byte boundary (the last band ends the stream), where
/// its compressor's output holds it, and the Adler-32 of its filtered rows.
struct Segment: Sendable {
    /// Which compressor wrote it.
    let compressor: Int
    let offset: Int
    let count: Int
    let adler: UInt
    /// The bytes of rows it stands for.
    let length: Int
}

/// Deflates bands into segments, one band at a time (each compressor belongs to one serial
/// queue), each segment after the last in one output region.
///
/// Everything is allocated on the drawing thread: the zlib state, a row buffer, and the output,
/// an anonymous mapping sized for the worst case (`deflateBound` of every row it may get; no swap
/// is reserved for it) that is resident only where written and goes back to the system whole. Memory the workers allocated
/// themselves would stay in their malloc arenas, which grew a long-running process by 2 MB a report.
final class SegmentCompressor: @unchecked Sendable {
    /// Rows converted and deflated at a time (a small buffer, not the band's rows at once).
    private static let chunkRows = 16
    /// This compressor's place among the encoder's compressors (its segments name it).
    let index: Int
    private let width: Int
    private var stream = z_stream()
    private var raw: [UInt8]
    private let output: UnsafeMutableRawPointer
    private let capacity: Int
    private var used = 0

    /// One row of cairo's native-endian xRGB words as PNG stores it: filter byte 0 (none), then
    /// R, G, B; four pixels at a time as three 32-bit words.
    static func convert(_ source: UnsafeRawPointer, width: Int, into target: UnsafeMutableRawPointer) {
        target.storeBytes(of: 0, as: UInt8.self)
        let out = target + 1
        var x = 0
        #if _endian(little)
            while x + 4 <= width {
                // 0x00BBGGRR: R, G, B, 0 in memory (little-endian words).
                let q0 = source.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self).byteSwapped >> 8
                let q1 = source.loadUnaligned(fromByteOffset: 4 * x + 4, as: UInt32.self).byteSwapped >> 8
                let q2 = source.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt32.self).byteSwapped >> 8
                let q3 = source.loadUnaligned(fromByteOffset: 4 * x + 12, as: UInt32.self).byteSwapped >> 8
                out.storeBytes(of: (q0 | q1 << 24).littleEndian, toByteOffset: 3 * x, as: UInt32.self)
                out.storeBytes(of: (q1 >> 8 | q2 << 16).littleEndian, toByteOffset: 3 * x + 4, as: UInt32.self)
                out.storeBytes(of: (q2 >> 16 | q3 << 8).littleEndian, toByteOffset: 3 * x + 8, as: UInt32.self)
                x += 4
            }
        #endif
        while x < width {
            let pixel = source.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
            out.storeBytes(of: UInt8(truncatingIfNeeded: pixel >> 16), toByteOffset: 3 * x, as: UInt8.self)
            out.storeBytes(of: UInt8(truncatingIfNeeded: pixel >> 8), toByteOffset: 3 * x + 1, as: UInt8.self)
            out.storeBytes(of: UInt8(truncatingIfNeeded: pixel), toByteOffset: 3 * x + 2, as: UInt8.self)
            x += 1
        }
    }

    /// Compressor number `index`, for at most `rows` rows `width` pixels wide in all.
    init(index: Int, width: Int, rows: Int) throws {
        self.index = index
        self.width = width
        raw = [UInt8](repeating: 0, count: (1 + 3 * width) * Self.chunkRows)
        guard fontscale_deflate_init(&stream, PNGEncoder.level, -15, Z_DEFAULT_STRATEGY) == Z_OK else {
            throw RenderError.cairo("zlib could not start")
        }
        let bands = (rows + PNGEncoder.bandRows - 1) / PNGEncoder.bandRows
        capacity = Int(deflateBound(&stream, uLong((1 + 3 * width) * rows))) + 64 * (bands + 1)
        guard
            let region = mmap(
                nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
            region != MAP_FAILED
        else {
            deflateEnd(&stream)
            throw RenderError.cairo("cannot map \(capacity) bytes for the compressed image")
        }
        output = region
    }

    deinit {
        deflateEnd(&stream)
        munmap(output, capacity)
    }

    /// The bytes of `segment`, which this compressor wrote.
    func bytes(of segment: Segment) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: output + segment.offset, count: segment.count)
    }

    /// `rows` rows of `pixels` as a segment; `last` ends the deflate stream.
    func compress(_ pixels: PixelBand, rows: Int, last: Bool) throws -> Segment {
        guard deflateReset(&stream) == Z_OK else { throw RenderError.cairo("zlib could not start") }
        // The rows as PNG stores them: filter byte 0, then R, G, B.
        let rowBytes = 1 + 3 * width
        let start = used
        var checksum = adler32(0, nil, 0)
        // A row the same as the one above it (41% of a sheet page's: white space, rules) is
        // copied from that row's conversion, with its checksum.
        var rowChecksum: uLong = 0
        var done = 0
        while done < rows {
            let count = Swift.min(Self.chunkRows, rows - done)
            raw.withUnsafeMutableBufferPointer { out in
                let base = UnsafeMutableRawPointer(out.baseAddress!)
                for r in 0..<count {
                    let row = done + r
                    let source = UnsafeRawPointer(pixels.pixels.pointer + row * pixels.stride)
                    let target = base + r * rowBytes
                    if row > 0, memcmp(source, source - pixels.stride, 4 * width) == 0 {
                        // The row above was converted just before this one, or is the previous
                        // chunk's last (every chunk but a band's last is full).
                        memcpy(target, base + (r == 0 ? Self.chunkRows - 1 : r - 1) * rowBytes, rowBytes)
                    } else {
                        Self.convert(source, width: width, into: target)
                        rowChecksum = adler32(
                            adler32(0, nil, 0), target.assumingMemoryBound(to: Bytef.self), uInt(rowBytes))
                    }
                    checksum = adler32_combine(checksum, rowChecksum, off_t(rowBytes))
                }
            }
            done += count
            let status: Int32 = raw.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(count * rowBytes)
                stream.next_out = (output + used).assumingMemoryBound(to: Bytef.self)
                let room = Swift.min(capacity - used, Int(uInt.max))
                stream.avail_out = uInt(room)
                let status = deflate(&stream, done < rows ? Z_NO_FLUSH : last ? Z_FINISH : Z_SYNC_FLUSH)
                used += room - Int(stream.avail_out)
                return status
            }
            // The output is the worst case: all input is taken, nothing waits in zlib for more
            // room (a flush that filled the output would be cut by the next reset), and the
            // stream ends with the last band.
            guard status == (done == rows && last ? Z_STREAM_END : Z_OK), stream.avail_in == 0, stream.avail_out > 0
            else {
                throw RenderError.cairo("zlib could not compress the image")
            }
        }
        return Segment(
            compressor: index, offset: start, count: used - start, adler: UInt(checksum), length: rowBytes * rows)
    }
}

/// The bands' segments as workers finish them, and the first error.
private final class SegmentStore: @unchecked Sendable {
    private let lock = NSLock()
    private var segments: [Segment?]
    private var firstError: (any Error)?

    init(count: Int) { segments = Array(repeating: nil, count: count) }

    var error: (any Error)? { lock.withLock { firstError } }
    func fail(_ error: any Error) { lock.withLock { if firstError == nil { firstError = error } } }
    func store(_ index: Int, _ segment: Segment) { lock.withLock { segments[index] = segment } }

    /// The PNG file: signature, header, the joined segments in one IDAT (written piece by piece,
    /// its CRC running over each piece), end.
    func png(width: Int, height: Int, compressors: [SegmentCompressor]) throws -> Data {
        let parts = try lock.withLock {
            try segments.map { segment in
                guard let segment else { throw RenderError.cairo("a band of the image was not compressed") }
                return segment
            }
        }
        let zlibHeader: [UInt8] = [0x78, 0x01]  // deflate, 32 KB window, level "fastest" (1); 0x7801 % 31 == 0
        let idatLength = parts.reduce(zlibHeader.count + 4) { $0 + $1.count }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(8 + 25 + 12 + idatLength + 12)
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits, RGB, deflate, adaptive filtering, no interlace
        Self.chunk(&png, "IHDR", header)

        png.appendBigEndian(UInt32(idatLength))
        let type = Array("IDAT".utf8)
        png.append(contentsOf: type)
        var crc = type.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        func add(_ bytes: UnsafeRawBufferPointer) {
            png.append(contentsOf: bytes)
            crc = crc32(crc, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count))
        }
        zlibHeader.withUnsafeBytes { add($0) }
        var adler = UInt(adler32(0, nil, 0))
        for part in parts {
            add(compressors[part.compressor].bytes(of: part))
            adler = UInt(adler32_combine(uLong(adler), uLong(part.adler), off_t(part.length)))
        }
        let trailer = [
            UInt8(adler >> 24 & 0xFF), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
        ]
        trailer.withUnsafeBytes { add($0) }
        png.appendBigEndian(UInt32(crc))
        Self.chunk(&png, "IEND", Data())
        return png
    }

    private static func chunk(_ png: inout Data, _ type: String, _ body: Data) {
        png.appendBigEndian(UInt32(body.count))
        let typeBytes = Array(type.utf8)
        png.append(contentsOf: typeBytes)
        png.append(body)
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        crc = body.withUnsafeBytes { crc32(crc, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count)) }
        png.appendBigEndian(UInt32(crc))
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
