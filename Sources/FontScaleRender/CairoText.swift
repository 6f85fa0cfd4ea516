internal import CCairo
import FontScaleFonts
import Foundation

/// The user-data key under which a cairo font face keeps its FreeType face.
nonisolated(unsafe) private let freeTypeFaceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

/// cairo font faces by font instance: each instance gets its own FreeType face with the
/// instance's design coordinates set before the cairo face is made; cairo closes it through a
/// destroy callback when it drops the face.
///
/// One set serves every thread drawing a sheet: cairo locks a face while it reads it, and the
/// glyphs it renders for one thread's page are cached for the others (a second set of faces
/// cost a second thread 14 MB: a FreeType face per instance, and glyphs rendered twice).
package final class CairoFaces: @unchecked Sendable {
    private let lock = NSLock()
    private var faces: [String: OpaquePointer] = [:]

    /// An empty set.
    package init() {}

    deinit {
        for face in faces.values { cairo_font_face_destroy(face) }
    }

    /// The cairo face of `instance` (by its cache key: a thread's copy of an instance shares it).
    func face(_ instance: FontInstance) throws -> OpaquePointer {
        try lock.withLock {
            if let face = faces[instance.cacheKey] { return face }
            let drawingFace = try instance.makeDrawingFace()
            let face = cairo_ft_font_face_create_for_ft_face(
                drawingFace.pointer.assumingMemoryBound(to: FT_FaceRec_.self),
                DrawingFace.unhintedLoadFlags)!
            let status = cairo_font_face_set_user_data(face, freeTypeFaceKey, drawingFace.pointer) { pointer in
                if let pointer { DrawingFace.close(pointer) }
            }
            if status != CAIRO_STATUS_SUCCESS {
                cairo_font_face_destroy(face)
                drawingFace.close()
                throw RenderError.cairo(
                    "cannot attach the FreeType face: \(String(cString: cairo_status_to_string(status)))")
            }
            // cairo owns the FreeType face now: its destroy callback closes it.
            _ = drawingFace.handOver()
            faces[instance.cacheKey] = face
            return face
        }
    }
}

/// Draws HarfBuzz-shaped text with cairo, in the cairo face of each font instance (`CairoFaces`).
public final class CairoText {
    /// The cairo faces drawn with, shared with the other threads drawing the same sheet.
    package let faces: CairoFaces
    /// The glyphs of every text drawn, by instance, text and features: a text drawn again (on
    /// another page, in another format) is not shaped again.
    private var runs: [RunKey: PositionedGlyphs] = [:]
    /// The instances `runs` are keyed by, kept alive so that their identifiers stay theirs.
    private var instances: [ObjectIdentifier: FontInstance] = [:]

    private struct RunKey: Hashable {
        let instance: ObjectIdentifier
        let text: String
        let features: [FontFeature]
    }

    /// The faces that stood in for characters a font lacks, drawn in their own faces.
    private let standIns = StandInInstances()

    /// Runs shaped elsewhere (the measurer, another drawing thread), looked up before shaping.
    private let shared: GlyphRuns?

    /// Creates an empty face cache.
    public init() {
        shared = nil
        faces = CairoFaces()
    }

    /// Creates a text drawer that takes each text's glyphs from `glyphRuns`, which shapes it
    /// there once for every measurer and drawing thread sharing the store, and draws in `faces`.
    package init(glyphRuns: GlyphRuns, faces: CairoFaces = CairoFaces()) {
        shared = glyphRuns
        self.faces = faces
    }

    private func cairoFace(_ instance: FontInstance) throws -> OpaquePointer { try faces.face(instance) }

    /// How many texts' glyphs are kept.
    package var cachedRuns: Int { runs.count }

    /// Forgets the glyphs of every text drawn (and the instances they were keyed by); keeps the
    /// cairo faces, which cairo's own caches would otherwise hold on to after they are dropped.
    package func forgetRuns() {
        runs.removeAll()
        instances.removeAll()
    }

    /// `text` shaped at `instance` with `features`, glyph by glyph, as it is drawn: shaped the
    /// first time only.
    public func glyphs(_ text: String, instance: FontInstance, features: [FontFeature]) -> PositionedGlyphs {
        let key = RunKey(instance: ObjectIdentifier(instance), text: text, features: features)
        if let known = runs[key] { return known }
        let run =
            shared?.shaped(text, instance: instance, features: features).glyphs
            ?? instance.positionedGlyphs(text, features: features)
        instances[key.instance] = instance
        runs[key] = run
        return run
    }

    /// Draws `text` at `size` with its baseline at (x, y); returns the advance in points.
    @discardableResult
    func draw(
        _ cr: OpaquePointer, _ text: String, instance: FontInstance, size: Double, x: Double, y: Double,
        features: [FontFeature] = []
    ) throws -> Double {
        let run = glyphs(text, instance: instance, features: features)
        guard !run.glyphs.isEmpty else { return 0 }
        let scale = size / Double(instance.unitsPerEm)
        let glyphs = (0..<run.glyphs.count).map { index in
            cairo_glyph_t(index: UInt(run.glyphs[index]), x: x + run.x[index] * scale, y: y - run.y[index] * scale)
        }
        // Clusters map glyphs back to the UTF-8 text, so PDF text selects and searches as typed:
        // one map per run (one direction each), the runs in visual order as they were shaped.
        let scalars = Array(text.unicodeScalars)
        // Each run in its own font: a stand-in draws the characters the font lacks.
        var current: String?
        for span in run.runs where !span.glyphs.isEmpty {
            let font = span.font.flatMap(standIns.instance) ?? instance
            if font.cacheKey != current {
                cairo_set_font_face(cr, try cairoFace(font))
                cairo_set_font_size(cr, size)
                current = font.cacheKey
            }
            glyphs[span.glyphs].withUnsafeBufferPointer { spanGlyphs in
                Self.show(
                    cr, glyphs: spanGlyphs, scalars: scalars[span.scalars],
                    clusters: run.clusters[span.glyphs].map { $0 - span.scalars.lowerBound },
                    backward: span.isRightToLeft)
            }
        }
        return run.advance * scale
    }

    /// Shows one run's glyphs with the map from its clusters (offsets into `scalars`, in the
    /// glyphs' visual order) to its UTF-8 text; without the map when the clusters are not monotone.
    private static func show(
        _ cr: OpaquePointer, glyphs: UnsafeBufferPointer<cairo_glyph_t>, scalars: ArraySlice<Unicode.Scalar>,
        clusters glyphClusters: [Int], backward: Bool
    ) {
        // Only a PDF keeps the text: pixels (an image, or a recording rasterised into a PNG) need
        // the glyphs alone.
        guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_PDF else {
            cairo_show_glyphs(cr, glyphs.baseAddress, Int32(glyphs.count))
            return
        }
        var byteOffset = [0]
        for scalar in scalars { byteOffset.append(byteOffset.last! + UTF8.width(scalar)) }
        let logical = backward ? Array(glyphClusters.reversed()) : glyphClusters
        var clusters: [cairo_text_cluster_t] = []
        var index = 0
        while index < logical.count {
            var end = index
            while end < logical.count, logical[end] == logical[index] { end += 1 }
            let next = end < logical.count ? logical[end] : scalars.count
            let first = min(max(0, logical[index]), scalars.count)
            let bytes = byteOffset[min(max(next, first), scalars.count)] - byteOffset[first]
            clusters.append(cairo_text_cluster_t(num_bytes: Int32(bytes), num_glyphs: Int32(end - index)))
            index = end
        }
        let covered = clusters.reduce(0) { $0 + Int($1.num_bytes) }
        var utf8: [UInt8] = []
        for scalar in scalars { UTF8.encode(scalar) { utf8.append($0) } }
        guard covered == utf8.count, logical == logical.sorted() else {
            cairo_show_glyphs(cr, glyphs.baseAddress, Int32(glyphs.count))  // reordered clusters: no text map
            return
        }
        let flags = backward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cairo_show_text_glyphs(
                    cr, chars.baseAddress, Int32(utf8.count), glyphs.baseAddress, Int32(glyphs.count),
                    &clusters, Int32(clusters.count), flags)
            }
        }
    }
}

/// Why an output could not be drawn.
public enum RenderError: Error, CustomStringConvertible {
    /// cairo (or the PNG writer) reported a problem.
    case cairo(String)
    /// The format needs a library feature this system lacks (the message names both).
    case unsupported(String)
    public var description: String {
        switch self {
        case let .cairo(message): "drawing failed: \(message)"
        case let .unsupported(message): message
        }
    }
}
