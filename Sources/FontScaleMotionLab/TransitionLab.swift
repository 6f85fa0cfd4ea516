import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleRender

/// One end of a size transition: the label's font size and its intrinsic size (as
/// `UILabel.intrinsicContentSize` gives it: the one-line width and the font's line height,
/// rounded up to the pixel grid).
public struct LabelEnd: Sendable, Codable, Equatable {
    /// The point size.
    public let pointSize: Double
    /// The optical size (opsz) the instance uses, nil for a font without that axis.
    public let opticalSize: Double?
    /// The exact advance width of the text, in points.
    public let width: Double
    /// The font's natural line height, in points.
    public let lineHeight: Double
    /// The intrinsic width: `width` rounded up to the pixel grid.
    public let intrinsicWidth: Double
    /// The intrinsic height: `lineHeight` rounded up to the pixel grid.
    public let intrinsicHeight: Double
    /// The ascender, in points (the baseline's distance from the top of the label).
    public let ascender: Double
}

/// How a variable font's optical size is set at the two ends.
public enum OpticalSizing: String, Sendable, Codable, CaseIterable {
    /// opsz follows each end's point size, as Core Text's automatic optical sizing does.
    case followsSize
    /// opsz stays at the source end's size at both ends.
    case heldFixed
}

/// What the eye sees when one end's label is replaced by the other end's: the source text scaled
/// by the ratio of the point sizes against the native target text, on the same leading baseline.
/// A font whose advances and outlines scale linearly (static, unhinted, no opsz) shows none.
public struct SwapJump: Sendable, Codable, Equatable {
    /// How opsz was set.
    public let opticalSizing: OpticalSizing
    /// The native text's advance width minus the scaled text's, in points.
    public let widthJump: Double
    /// The native line height minus the scaled one, in points.
    public let heightJump: Double
    /// The largest move of a glyph's origin (pen position plus offset), in points.
    public let maxGlyphDrift: Double
    /// The pixel difference between the two renders at the display scale.
    public let pixels: PixelDifference
}

/// The magnified (or minified) render against a native render at the target size.
public struct Magnification: Sendable, Codable, Equatable {
    /// How opsz was set.
    public let opticalSizing: OpticalSizing
    /// The pixel difference at the display scale.
    public let pixels: PixelDifference
}

/// The flaws of one size transition measured with the real font.
public struct TransitionFlaws: Sendable, Codable, Equatable {
    /// The text.
    public let text: String
    /// The start.
    public let from: LabelEnd
    /// The end.
    public let to: LabelEnd
    /// The transform scale that maps the source label onto the target's frame (intrinsic sizes' ratios).
    public let scaleX: Double, scaleY: Double
    /// The display scale of the renders (pixels per point).
    public let displayScale: DisplayScale
    /// naive: the source render resampled to the target frame against a native target render.
    public let naive: [Magnification]
    /// shrink: at the end, the source label scaled to the target frame, then the target font swapped in.
    public let shrinkSwap: [SwapJump]
    /// grow: at the start, the target label scaled down to the source frame in place of the source label.
    public let growStart: [SwapJump]
    /// In a container: the lines at both ends, nil when no width was given.
    public let lineBreaks: LineBreaks?
}

/// How the text breaks into lines in a container at both ends of a transition.
public struct LineBreaks: Sendable, Codable, Equatable {
    /// The container width in points.
    public let width: Double
    /// The lines at the start.
    public let from: [String]
    /// The lines at the end.
    public let to: [String]
    /// Whether the lines differ: a scale transform cannot reflow text, so the label jumps when
    /// it is re-laid out (or is wrong all along).
    public var reflows: Bool { from != to }
}

/// Measures size transitions of a custom font: renders both ends with the report's renderer
/// and compares them. Not thread-safe: one per task.
public final class TransitionLab {
    /// The font.
    public let font: CustomFont
    /// The display scale of the renders.
    public let displayScale: DisplayScale
    private let measurer: TextMeasurer
    private let text: CairoText

    /// The widest strip of a frame rendered at once, in pixels: wider frames (long text) are
    /// compared strip by strip and the counts summed, so no render passes cairo's limit of
    /// 32767 pixels a side; default 8190 (a whole number of points at display scales 1, 2 and 3).
    public var stripPixels = 8190

    /// Creates a lab for `font` rendering at `displayScale` (1, 2 or 3), shaping through
    /// `measurer` (share one so that text measured before is not shaped again; a measurer that
    /// keeps its glyph runs lends them to the drawing too).
    public init(font: CustomFont, displayScale: DisplayScale = .x3, measurer: TextMeasurer = TextMeasurer()) {
        self.measurer = measurer
        text = measurer.glyphRuns.map { CairoText(glyphRuns: $0) } ?? CairoText()
        self.font = font
        self.displayScale = displayScale
    }

    /// How many texts the lab's measurer and drawing keep shaped.
    package var cachedTexts: Int { measurer.cachedTexts + text.cachedRuns }

    /// Forgets every text shaped through the lab (its measurer's and its drawing's), keeping its
    /// font faces: for a lab that outlives its texts (the preview's, kept per font while samples
    /// change), whose caches would otherwise grow with every text it was ever given.
    package func forgetShapedText() {
        measurer.removeAll()
        text.forgetRuns()
    }

    /// The strategies whose flaws to measure.
    public enum Part: Sendable, CaseIterable {
        /// The magnified source label.
        case naive
        /// The swap at the end of a shrink.
        case shrink
        /// The swap at the start of a grow.
        case grow
    }

    /// The flaws of animating `string` from `fromSize` to `toSize` points at `weight` (the
    /// strategies in `parts`; the others come back empty).
    public func measure(
        _ string: String, from fromSize: Double, to toSize: Double, weight: FontWeight = .regular,
        containerWidth: Double? = nil, parts: Set<Part> = Set(Part.allCases)
    ) throws -> TransitionFlaws {
        try MotionInput.checkText(string)
        if let containerWidth { try PointSizeRange.validate(containerWidth, name: "width") }
        try PointSizeRange.validate(fromSize, name: "from size")
        try PointSizeRange.validate(toSize, name: "to size")
        guard fromSize != toSize else {
            throw InvalidValueError(
                name: "to size", value: formatNumber(toSize),
                expected: "a size other than the from size (\(formatNumber(fromSize)) pt): nothing to animate")
        }
        let hasOpticalSize = try font.instance(weight: weight.rawValue).instance.face.info.axis("opsz") != nil
        let modes: [OpticalSizing] = hasOpticalSize ? [.followsSize, .heldFixed] : [.followsSize]
        var naive: [Magnification] = [], shrink: [SwapJump] = [], grow: [SwapJump] = []
        var ends: (LabelEnd, LabelEnd)?
        for mode in modes {
            let source = try instance(weight, opsz: fromSize)
            let target = try instance(weight, opsz: mode == .followsSize ? toSize : fromSize)
            let a = try end(string, source, fromSize), b = try end(string, target, toSize)
            if mode == .followsSize { ends = (a, b) }
            if parts.contains(.naive) {
                naive.append(
                    Magnification(opticalSizing: mode, pixels: try magnify(string, source, a, onto: target, b)))
            }
            if parts.contains(.shrink) { shrink.append(try jump(string, scaling: source, a, into: target, b, mode)) }
            if parts.contains(.grow) { grow.append(try jump(string, scaling: target, b, into: source, a, mode)) }
        }
        let (a, b) = ends!
        var breaks: LineBreaks?
        if let containerWidth {
            func lines(_ size: Double) throws -> [String] {
                try measurer.measure(
                    string, instance: try instance(weight, opsz: size), pointSize: size,
                    options: LayoutOptions(width: containerWidth, displayScale: displayScale)
                ).lines.map(\.text)
            }
            breaks = LineBreaks(width: containerWidth, from: try lines(fromSize), to: try lines(toSize))
        }
        return TransitionFlaws(
            text: string, from: a, to: b, scaleX: b.intrinsicWidth / a.intrinsicWidth,
            scaleY: b.intrinsicHeight / a.intrinsicHeight,
            displayScale: displayScale, naive: naive, shrinkSwap: shrink, growStart: grow, lineBreaks: breaks)
    }

    private func instance(_ weight: FontWeight, opsz: Double) throws -> FontInstance {
        try font.instance(weight: weight.rawValue, opticalSize: opsz).instance
    }

    private func end(_ string: String, _ instance: FontInstance, _ size: Double) throws -> LabelEnd {
        let measured = try measurer.measure(
            string, instance: instance, pointSize: size, options: LayoutOptions(displayScale: displayScale))
        let line = measured.naturalLineHeight
        return LabelEnd(
            pointSize: size, opticalSize: instance.axisSettings.first { $0.tag == "opsz" }?.value,
            width: measured.width,
            lineHeight: line, intrinsicWidth: PixelGrid.roundUp(measured.width, displayScale: displayScale),
            intrinsicHeight: PixelGrid.roundUp(line, displayScale: displayScale), ascender: measured.metrics.ascender)
    }

    /// `string` in `instance` at `size` points, scaled by `scale` about its leading baseline at
    /// (0, `baseline`), black on white in a `width` x `height` point frame at the display scale
    /// whose left edge is `left` points into the label (a strip of a wider frame).
    private func render(
        _ string: String, _ instance: FontInstance, size: Double, scale: (x: Double, y: Double) = (1, 1),
        left: Double = 0, width: Double, height: Double, baseline: Double
    ) throws -> Bitmap {
        let canvas = try Canvas(rasterWidth: width, height: height, pixelScale: displayScale.rawValue, text: text)
        canvas.fillRect(x: 0, y: 0, width: canvas.width, height: canvas.height, color: .white)
        canvas.setColor(.black)
        try canvas.drawText(
            string, instance: instance, size: size, x: -left, y: baseline, scaleX: scale.x, scaleY: scale.y)
        return try canvas.bitmap()
    }

    /// The pixel strips of a frame `width` points wide: each strip's first pixel and pixel count,
    /// at most `limit` pixels and starting on a whole point (a multiple of 6 pixels).
    private func strips(_ width: Double, limit: Int) -> [(first: Int, count: Int)] {
        let total = Int((width * displayScale.pixelsPerPoint - 1e-9).rounded(.up))
        let step = max(6, limit / 6 * 6)
        return stride(from: 0, to: max(total, 1), by: step).map { ($0, min(step, max(total, 1) - $0)) }
    }

    /// Compares two renders of a frame `width` points wide strip by strip (at most `limit` pixels,
    /// else `stripPixels`): `pair` renders the strip that starts `left` points in and is `width`
    /// points wide, both ways. One strip, the whole frame, when it fits.
    private func compare(
        width: Double, limit: Int? = nil, _ pair: (_ left: Double, _ width: Double) throws -> (Bitmap, Bitmap)
    ) throws -> PixelDifference {
        let parts = strips(width, limit: limit ?? stripPixels)
        let scale = displayScale.pixelsPerPoint
        return PixelDifference(
            combining: try parts.map { strip in
                let (a, b) =
                    parts.count == 1
                    ? try pair(0, width) : try pair(Double(strip.first) / scale, Double(strip.count) / scale)
                return try a.difference(from: b)
            })
    }

    /// The source label scaled by the ratio of the point sizes against the native target label,
    /// both on the same leading baseline: what changes when one replaces the other.
    private func jump(
        _ string: String, scaling source: FontInstance, _ a: LabelEnd, into target: FontInstance, _ b: LabelEnd,
        _ mode: OpticalSizing
    ) throws -> SwapJump {
        let scale = b.pointSize / a.pointSize
        let width = PixelGrid.roundUp(max(a.width * scale, b.width) + 1, displayScale: displayScale)
        let baseline = PixelGrid.roundUp(max(a.ascender * scale, b.ascender), displayScale: displayScale)
        let height = PixelGrid.roundUp(
            baseline + max(a.lineHeight - a.ascender, 0) * scale + max(b.lineHeight - b.ascender, 0),
            displayScale: displayScale)
        let pixels = try compare(width: width) { left, strip in
            (
                try render(
                    string, source, size: a.pointSize, scale: (scale, scale), left: left, width: strip, height: height,
                    baseline: baseline),
                try render(
                    string, target, size: b.pointSize, left: left, width: strip, height: height, baseline: baseline)
            )
        }
        let from = text.glyphs(string, instance: source, features: []),
            to = text.glyphs(string, instance: target, features: [])
        let fromScale = a.pointSize / Double(source.unitsPerEm) * scale,
            toScale = b.pointSize / Double(target.unitsPerEm)
        var drift = 0.0
        if from.glyphs.count == to.glyphs.count {
            for index in from.x.indices { drift = max(drift, abs(to.x[index] * toScale - from.x[index] * fromScale)) }
        } else {
            // Different shaping at the two sizes: compare the first glyph of each cluster.
            var first: [Int: Double] = [:]
            for (index, cluster) in from.clusters.enumerated() where first[cluster] == nil {
                first[cluster] = from.x[index] * fromScale
            }
            for (index, cluster) in to.clusters.enumerated() {
                if let x = first[cluster] { drift = max(drift, abs(to.x[index] * toScale - x)) }
            }
        }
        return SwapJump(
            opticalSizing: mode, widthJump: b.width - a.width * scale, heightJump: b.lineHeight - a.lineHeight * scale,
            maxGlyphDrift: drift, pixels: pixels)
    }

    /// The source label rendered at its size, its pixels resampled to the target frame (as a
    /// compositor scales a layer's backing store), against the native target label. A frame
    /// wider than `stripPixels` is compared strip by strip, each target strip resampled from the
    /// source pixels under it plus a margin of 6 pixels (bilinear sampling reads one neighbour).
    private func magnify(
        _ string: String, _ source: FontInstance, _ a: LabelEnd, onto target: FontInstance, _ b: LabelEnd
    ) throws -> PixelDifference {
        let scale = displayScale.pixelsPerPoint
        let sourcePixels = Int((a.intrinsicWidth * scale - 1e-9).rounded(.up))
        let targetPixels = Int((b.intrinsicWidth * scale - 1e-9).rounded(.up))
        // Source pixels per target pixel; a strip of the target needs about this many times its width of source.
        let ratio = Double(max(sourcePixels, 1)) / Double(max(targetPixels, 1))
        let limit = min(stripPixels, Int(Double(stripPixels - 24) / max(ratio, 1)))
        return try compare(width: b.intrinsicWidth, limit: limit) { left, width in
            let first = left * scale, last = (left + width) * scale
            let from = max(0, Int(((first * ratio).rounded(.down) - 6) / 6) * 6)
            let to = min(sourcePixels, Int((last * ratio).rounded(.up)) + 6)
            let whole = first == 0 && to == sourcePixels && from == 0
            let small = try render(
                string, source, size: a.pointSize, left: Double(from) / scale,
                width: whole ? a.intrinsicWidth : Double(to - from) / scale, height: a.intrinsicHeight,
                baseline: a.ascender)
            let canvas = try Canvas(
                rasterWidth: width, height: b.intrinsicHeight, pixelScale: displayScale.rawValue, text: text)
            try canvas.drawBitmap(
                small, x: whole ? 0 : (Double(from) / ratio - first) / scale, y: 0,
                width: whole ? b.intrinsicWidth : Double(to - from) / ratio / scale, height: b.intrinsicHeight)
            let native = try render(
                string, target, size: b.pointSize, left: left, width: width, height: b.intrinsicHeight,
                baseline: b.ascender)
            return (try canvas.bitmap(), native)
        }
    }
}

/// Checks shared by the motion measurements.
enum MotionInput {
    /// Text to animate must show something.
    static func checkText(_ text: String) throws {
        guard !text.isEmpty, !text.allSatisfy(\.isWhitespace) else {
            throw InvalidValueError(
                name: "text", value: "'\(text)'", expected: "text with at least one visible character")
        }
    }
}
