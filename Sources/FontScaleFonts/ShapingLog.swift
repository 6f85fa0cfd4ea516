import Foundation
import Synchronization

/// Every HarfBuzz shaping on one thread while a test records it (`recording(_:)`), counted by
/// what was shaped: the instance (face and coordinates), the text, the features and whether it
/// was shaped to draw (glyph positions) or to measure. Off unless a test records: then each
/// shaping costs one atomic load to find that nothing records.
package final class ShapingLog {
    /// One shaping: what was shaped and what for.
    package struct Key: Hashable, Sendable {
        /// The instance (`FontInstance.cacheKey`: file, face index, every axis value).
        package let instance: String
        /// The text shaped.
        package let text: String
        /// The features on top of the defaults, as written.
        package let features: [String]
        /// Whether it was shaped only to draw (`positionedGlyphs`), rather than to measure (a
        /// job's shared shaping, `GlyphRuns`, serves both and counts as measuring).
        package let drawing: Bool
    }

    private var counts: [Key: Int] = [:]
    /// Guards `counts`: the threads a recording thread starts record into its log (`joining`).
    private let countsLock = NSLock()
    private static let threadKey = "fontscale.shapingLog"
    /// Threads recording now: one atomic load per shaping finds that nothing records.
    private static let recorders = Atomic<Int>(0)

    /// Runs `body`, counting every shaping on this thread while it runs; returns its value and the counts.
    package static func recording<T>(_ body: () throws -> T) rethrows -> (value: T, shapings: [Key: Int]) {
        let log = ShapingLog()
        Thread.current.threadDictionary[threadKey] = log
        recorders.wrappingAdd(1, ordering: .relaxed)
        defer {
            recorders.wrappingSubtract(1, ordering: .relaxed)
            Thread.current.threadDictionary[threadKey] = nil
        }
        let value = try body()
        return (value, log.countsLock.withLock { log.counts })
    }

    /// The log this thread records into, if it records.
    package static var current: ShapingLog? {
        guard recorders.load(ordering: .relaxed) > 0 else { return nil }
        return Thread.current.threadDictionary[threadKey] as? ShapingLog
    }

    /// Runs `body` on this thread recording into `log` (nil: as it was), for work a recording
    /// thread hands to other threads: their shapings count with the recording thread's.
    package static func joining<T>(_ log: ShapingLog?, _ body: () throws -> T) rethrows -> T {
        guard let log, Thread.current.threadDictionary[threadKey] as? ShapingLog !== log else { return try body() }
        let previous = Thread.current.threadDictionary[threadKey]
        Thread.current.threadDictionary[threadKey] = log
        recorders.wrappingAdd(1, ordering: .relaxed)
        defer {
            recorders.wrappingSubtract(1, ordering: .relaxed)
            Thread.current.threadDictionary[threadKey] = previous
        }
        return try body()
    }

    /// Counts a shaping of `scalars` at `instance` when this thread records.
    static func record(_ instance: FontInstance, _ scalars: [Unicode.Scalar], features: [FontFeature], drawing: Bool) {
        guard recorders.load(ordering: .relaxed) > 0,
            let log = Thread.current.threadDictionary[threadKey] as? ShapingLog
        else { return }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        let key = Key(instance: instance.cacheKey, text: text, features: features.map(\.text), drawing: drawing)
        log.countsLock.withLock { log.counts[key, default: 0] += 1 }
    }
}
