internal import CCairo
import Foundation

/// Pixel buffers for bands, each `bytes` long, taken and given back from any thread.
final class BandBuffers: @unchecked Sendable {
    private let lock = NSLock()
    private var spare: [UnsafeMutableRawPointer] = []
    private var all: [UnsafeMutableRawPointer] = []
    private let bytes: Int

    init(bytes: Int) { self.bytes = bytes }

    /// A spare buffer, or a new one.
    func take() -> UnsafeMutableRawPointer {
        lock.withLock {
            if let buffer = spare.popLast() { return buffer }
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            all.append(buffer)
            return buffer
        }
    }

    /// `buffer` free for the next band.
    func give(_ buffer: UnsafeMutableRawPointer) { lock.withLock { spare.append(buffer) } }

    /// Frees every buffer; none may be in use.
    func free() { lock.withLock { for buffer in all { buffer.deallocate() } } }
}

/// Gives a band's buffer back when cairo destroys its surface.
final class BandRelease {
    let buffers: BandBuffers
    let pixels: UnsafeMutableRawPointer
    let key: UnsafeMutablePointer<cairo_user_data_key_t>

    init(buffers: BandBuffers, pixels: UnsafeMutableRawPointer, key: UnsafeMutablePointer<cairo_user_data_key_t>) {
        (self.buffers, self.pixels, self.key) = (buffers, pixels, key)
    }

    func run() {
        buffers.give(pixels)
        key.deallocate()
    }
}
