internal import CFreeType
internal import CHarfBuzz

/// Glyphs positioned by HarfBuzz, in design units, ready to draw.
public struct PositionedGlyphs: Sendable {
    /// Glyph ids.
    public let glyphs: [UInt32]
    /// Each glyph's pen position plus offset, x in design units.
    public let x: [Double]
    /// Each glyph's offset, y up in design units.
    public let y: [Double]
    /// Each glyph's cluster: the index of its first Unicode scalar in the text.
    public let clusters: [Int]
    /// Each glyph's advance in design units.
    public let advances: [Double]
    /// The total advance in design units.
    public let advance: Double
    /// Whether the paragraph runs right to left (glyphs are in visual order either way).
    public let isRightToLeft: Bool
    /// The runs the glyphs were shaped in, in visual order: each one direction, one script and one font.
    package let runs: [Run]

    /// Whether a stand-in drew some of the glyphs (characters the font lacks).
    public var hasStandIns: Bool { runs.contains { $0.font != nil } }

    /// One shaped run of a paragraph: its glyphs (a range of the arrays) and its scalars.
    package struct Run: Hashable, Sendable {
        /// The run's glyphs, indices into `glyphs`; in visual order.
        package let glyphs: Range<Int>
        /// The run's Unicode scalars, offsets into the text.
        package let scalars: Range<Int>
        /// Whether the run was shaped right to left.
        package let isRightToLeft: Bool
        /// The stand-in that shaped the run (`StandInFonts.instance(for:)`), nil for the instance itself.
        package let font: StandInKey?
    }
}

extension FontInstance {
    /// Shapes `text` and returns every glyph with its position, for drawing: itemized as
    /// `shape(_:features:ink:)` itemizes, the runs in visual order.
    public func positionedGlyphs(_ text: String, features: [FontFeature] = []) -> PositionedGlyphs {
        let scalars = Array(text.unicodeScalars)
        ShapingLog.record(self, scalars, features: features, drawing: true)
        // A buffer of its own: drawing may shape while a measurer holds the instance's buffer.
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        var glyphs: PositionedGlyphs?
        _ = shapeItems(scalars, features: features, ink: false, glyphs: &glyphs, buffer: buffer)
        return glyphs!
    }

    /// A new face of this instance's file with the instance's design coordinates set, for a
    /// drawing library (cairo keeps glyph outlines per face, so each instance needs its own).
    package func makeDrawingFace() throws(FontError) -> DrawingFace {
        let face = try FreeTypeLibrary.shared.openFace(path: self.face.info.file, index: self.face.info.index)
        if !axisSettings.isEmpty {
            var coordinates = axisSettings.map { FT_Fixed(($0.value * 65536).rounded()) }
            _ = FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
        }
        return DrawingFace(pointer: UnsafeMutableRawPointer(face))
    }
}

/// A FreeType face handed to the package's drawing target (FontScaleRender's cairo text): `package`
/// access, so it is no part of the public API, and no FreeType type crosses this module's interface.
///
/// `pointer` is the native face (a FreeType `FT_Face`); only a drawing library that takes such
/// faces (cairo's FreeType backend) casts it. The face is closed exactly once: the value cannot
/// be copied, and it ends either in `close()`, or in `handOver()` to a library that calls the
/// static `close(_:)` when it drops the face (cairo's destroy callback); dropping it closes it too.
package struct DrawingFace: ~Copyable, @unchecked Sendable {
    /// The native face, untyped; valid until the face is closed.
    package let pointer: UnsafeMutableRawPointer

    fileprivate init(pointer: UnsafeMutableRawPointer) { self.pointer = pointer }

    deinit { Self.close(pointer) }

    /// The load flags a drawing library should use: unhinted outlines, so drawn glyphs match
    /// the measured (unhinted, linearly scaled) advances.
    package static let unhintedLoadFlags = Int32(FT_LOAD_NO_HINTING)

    /// Closes the face now.
    package consuming func close() {
        let pointer = self.pointer
        discard self
        Self.close(pointer)
    }

    /// Gives the face to a library that now owns it and closes it with `close(_:)`; not closed here.
    package consuming func handOver() -> UnsafeMutableRawPointer {
        let pointer = self.pointer
        discard self
        return pointer
    }

    /// Closes a face handed over with `handOver()`, under the font library's lock.
    package static func close(_ pointer: UnsafeMutableRawPointer) {
        FreeTypeLibrary.shared.closeFace(pointer.assumingMemoryBound(to: FT_FaceRec_.self))
    }
}

extension FontInstance {
    /// The advances of the digits 0 to 9 in design units, shaped one by one with `features`.
    public func digitAdvances(features: [FontFeature] = []) -> [Double] {
        (0...9).map { shape(Array(String($0).unicodeScalars), features: features, ink: false).advance }
    }

    /// The widest digit minus the narrowest, in em: 0 for tabular figures.
    public func digitSpread(features: [FontFeature] = []) -> Double {
        let widths = digitAdvances(features: features)
        return ((widths.max() ?? 0) - (widths.min() ?? 0)) / Double(unitsPerEm)
    }
}

/// One step of a glyph outline, in font units (y up), as a drawing library or SVG path takes it.
public enum OutlineElement: Hashable, Sendable {
    /// Starts a contour.
    case move(x: Double, y: Double)
    /// A straight segment.
    case line(x: Double, y: Double)
    /// A quadratic Bézier segment (TrueType outlines).
    case quadratic(cx: Double, cy: Double, x: Double, y: Double)
    /// A cubic Bézier segment (CFF outlines).
    case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    /// Closes the contour.
    case close
}

/// Collects HarfBuzz's draw callbacks into outline elements.
private final class OutlineSink {
    var elements: [OutlineElement] = []
}

/// HarfBuzz's draw callbacks, made once: they append to the `OutlineSink` passed as draw data; nil
/// with a HarfBuzz older than 4.0 (`HarfBuzzLate`).
nonisolated(unsafe) private let outlineFuncs: OpaquePointer? = {
    guard let draw = HarfBuzzLate.draw, let funcs = draw.create() else { return nil }
    func sink(_ data: UnsafeMutableRawPointer?) -> OutlineSink {
        Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue()
    }
    draw.setMoveTo(
        funcs,
        { _, data, _, x, y, _ in
            sink(data).elements.append(
                .move(x: Double(x) / FontInstance.subunits, y: Double(y) / FontInstance.subunits))
        }, nil, nil)
    draw.setLineTo(
        funcs,
        { _, data, _, x, y, _ in
            sink(data).elements.append(
                .line(x: Double(x) / FontInstance.subunits, y: Double(y) / FontInstance.subunits))
        }, nil, nil)
    draw.setQuadraticTo(
        funcs,
        { _, data, _, cx, cy, x, y, _ in
            let k = FontInstance.subunits
            sink(data).elements.append(
                .quadratic(cx: Double(cx) / k, cy: Double(cy) / k, x: Double(x) / k, y: Double(y) / k))
        }, nil, nil)
    draw.setCubicTo(
        funcs,
        { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            let k = FontInstance.subunits
            sink(data).elements.append(
                .cubic(
                    c1x: Double(c1x) / k, c1y: Double(c1y) / k, c2x: Double(c2x) / k, c2y: Double(c2y) / k,
                    x: Double(x) / k, y: Double(y) / k))
        }, nil, nil)
    draw.setClosePath(funcs, { _, data, _, _ in sink(data).elements.append(.close) }, nil, nil)
    draw.makeImmutable(funcs)
    return funcs
}()

extension FontInstance {
    /// Whether this system's HarfBuzz draws outlines (4.0 or later): `outline(glyph:)` is empty without.
    public static var drawsOutlines: Bool { outlineFuncs != nil }

    /// The version of the HarfBuzz library loaded, e.g. "8.3.0" (what `drawsOutlines` depends on).
    public static var harfBuzzVersion: String { HarfBuzzLate.version }

    /// The outline of `glyph` at this instance's coordinates, in font units (y up); empty for a
    /// glyph with no outline (a space), and for every glyph where `drawsOutlines` is false.
    public func outline(glyph: UInt32) -> [OutlineElement] {
        guard let funcs = outlineFuncs, let draw = HarfBuzzLate.draw else { return [] }
        let sink = OutlineSink()
        withExtendedLifetime(sink) {
            draw.glyphShape(hbFont, glyph, funcs, Unmanaged.passUnretained(sink).toOpaque())
        }
        return sink.elements
    }
}
