import Foundation

/// Every text of one job shaped once: the measurers and the drawing threads of a report look a
/// text up here before shaping it, and what one of them shapes is kept for all (its measured run
/// and its positioned glyphs, from the one HarfBuzz shaping). Keyed by the instance
/// (`FontInstance.cacheKey`: file, face index, every axis value), the text and the features, so
/// thread copies of a font find each other's runs.
///
/// Thread-safe: a text is shaped under the store's lock by the thread that asks first (with that
/// thread's own instance), so two threads never shape it both. Each thread's measurer and
/// `CairoText` keep their own cache in front, so the lock is taken once per text per thread.
/// Scoped to one job: it grows with every distinct text and is dropped with the job.
package final class GlyphRuns: @unchecked Sendable {
    /// One text shaped: its run as measured (advances, clusters, ink) and its glyphs as drawn.
    package struct Shaped: Sendable {
        /// The measured run, with ink bounds.
        package let run: ShapedRun
        /// The glyphs with their positions.
        package let glyphs: PositionedGlyphs
    }

    private struct Key: Hashable {
        let instance: String
        let text: String
        let features: [FontFeature]
    }

    private let lock = NSLock()
    private var runs: [Key: Shaped] = [:]

    /// Creates an empty store.
    package init() {}

    /// `text` (or `scalars`, the same text) at `instance` with `features`: kept from whoever shaped
    /// it first, else shaped now with `instance` and kept.
    package func shaped(
        _ text: String, scalars: [Unicode.Scalar]? = nil, instance: FontInstance, features: [FontFeature]
    ) -> Shaped {
        let key = Key(instance: instance.cacheKey, text: text, features: features)
        return lock.withLock {
            if let known = runs[key] { return known }
            let (run, glyphs) = instance.shapeWithGlyphs(scalars ?? Array(text.unicodeScalars), features: features)
            let shaped = Shaped(run: run, glyphs: glyphs)
            runs[key] = shaped
            return shaped
        }
    }
}
