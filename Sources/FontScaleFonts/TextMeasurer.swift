import FontScale
import FontScaleMetrics
import Foundation

/// Measures text: shapes once per (text, font instance, features), then scales by size.
///
/// Unhinted advances scale linearly with size for a fixed instance, so a shaped run in design
/// units serves every size. Not thread-safe: keep one per task.
public final class TextMeasurer {
    /// A text compared and hashed by its exact UTF-8 bytes: canonically equivalent strings
    /// (NFC and NFD) may shape differently, so they must not share an entry.
    private struct ExactText: Hashable {
        let text: String

        static func == (lhs: ExactText, rhs: ExactText) -> Bool {
            // Native strings hold contiguous UTF-8: compare the bytes at once (memcmp) rather than
            // iterating two UTF8Views.
            let fast = lhs.text.utf8.withContiguousStorageIfAvailable { left in
                rhs.text.utf8.withContiguousStorageIfAvailable { right in
                    left.count == right.count
                        && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
                }
            }
            return (fast ?? nil) ?? lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            if let done: Void = text.utf8.withContiguousStorageIfAvailable({
                hasher.combine(bytes: UnsafeRawBufferPointer($0))
            }) {
                return done
            }
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private struct Key: Hashable {
        let instance: ObjectIdentifier
        let features: [FontFeature]
    }

    /// The runs of one (instance, features) pair, with their advances apart for the width fast path.
    private final class RunTable {
        var runs: [ExactText: ShapedRun] = [:]
        /// Paragraphs `lineCount` wrapped: a check wraps each sample in every container in turn.
        var paragraphs: [ExactText: Paragraph] = [:]
        var advances: [ExactText: (advance: Double, clusters: Int)] = [:]
    }

    private var cache: [Key: RunTable] = [:]
    private var lastKey: Key?
    private var lastTable: RunTable?

    private func table(_ key: Key) -> RunTable {
        if key == lastKey, let lastTable { return lastTable }
        let table = cache[key] ?? RunTable()
        cache[key] = table
        lastKey = key
        lastTable = table
        return table
    }
    private var instances: [ObjectIdentifier: FontInstance] = [:]  // keeps keyed instances alive
    /// A paragraph wrapped at one instance: its scalars and run, and the line breaker's estimates
    /// at the tracking it was last wrapped with (the same at every width).
    private final class Paragraph {
        let scalars: [Unicode.Scalar]
        let run: ShapedRun
        /// Whether a character in it forces a line to end (a line separator, a vertical tab).
        let forcesBreak: Bool
        var estimates: (tracking: Double, cutPoints: [Int], prefix: [Double])?

        init(scalars: [Unicode.Scalar], run: ShapedRun) {
            self.scalars = scalars
            self.run = run
            forcesBreak = scalars.contains(where: LineBreaker.forcesBreak)
        }
    }
    /// ICU's break iterators, opened on first use.
    lazy var breakIterator = BreakIterator()
    /// The job's shared shapings (a report's), looked up before shaping and kept for its drawing
    /// threads; nil: this measurer shapes on its own.
    package var glyphRuns: GlyphRuns?
    /// How many texts HarfBuzz shaped (cache misses).
    public private(set) var shapeCount = 0
    /// How many lookups the cache answered.
    public private(set) var cacheHits = 0

    /// Creates an empty measurer.
    public init() {}

    /// How many texts the cache holds (runs and widths, by instance and features).
    package var cachedTexts: Int { cache.values.reduce(0) { $0 + $1.runs.count + $1.advances.count } }

    /// Forgets every shaped run.
    public func removeAll() {
        cache.removeAll()
        lastKey = nil
        lastTable = nil
        instances.removeAll()
    }

    /// The shaped run of `scalars` at `instance`, from the cache when shaped before.
    public func shaped(_ scalars: [Unicode.Scalar], instance: FontInstance, features: [FontFeature] = []) -> ShapedRun {
        shaped(Self.string(scalars), scalars: scalars, instance: instance, features: features)
    }

    /// The shaped run of `text` at `instance`, from the cache when shaped before.
    public func shaped(_ text: String, instance: FontInstance, features: [FontFeature] = []) -> ShapedRun {
        shaped(text, scalars: nil, instance: instance, features: features)
    }

    private func shaped(_ text: String, scalars: [Unicode.Scalar]?, instance: FontInstance, features: [FontFeature])
        -> ShapedRun
    {
        let id = ObjectIdentifier(instance)
        let table = table(Key(instance: id, features: features))
        let exact = ExactText(text: text)
        if let run = table.runs[exact] {
            cacheHits += 1
            return run
        }
        let run =
            glyphRuns?.shaped(text, scalars: scalars, instance: instance, features: features).run
            ?? instance.shape(scalars ?? Array(text.unicodeScalars), features: features)
        instances[id] = instance
        table.runs[exact] = run
        table.advances[exact] = (run.advance, run.clusters.count)
        shapeCount += 1
        return run
    }

    /// `scalars` as a String, encoded to UTF-8 in one buffer (appending to a
    /// String.UnicodeScalarView is several times slower on Linux, and this runs per line).
    static func string(_ scalars: [Unicode.Scalar]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 2)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How many lines `text` takes at `pointSize` in a container `width` points wide (wrapped as
    /// `measure` wraps it, with no line limit): the same count as `measure(...).lineCount`
    /// without shaping each line again or building the lines.
    public func lineCount(
        of text: String, instance: FontInstance, pointSize: Double, width: Double, features: [FontFeature] = [],
        tracking: Double = 0
    ) throws(InvalidValueError) -> Int {
        try PointSizeRange.validate(pointSize, name: "size")
        try validate(text: text, width: width)
        let perUnit = pointSize / Double(instance.unitsPerEm)
        let maxWidth = width / perUnit, trackingUnits = tracking / perUnit
        // One paragraph (kept once wrapped: only texts without line feeds are), the whole text's
        // cached run, and the common case of it fitting.
        let table = table(Key(instance: ObjectIdentifier(instance), features: features))
        let exact = ExactText(text: text)
        var paragraph = table.paragraphs[exact]
        if paragraph == nil, !text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            let scalars = Array(text.unicodeScalars)
            paragraph = Paragraph(
                scalars: scalars, run: shaped(text, scalars: scalars, instance: instance, features: features))
            table.paragraphs[exact] = paragraph
        }
        if let paragraph {
            if paragraph.run.width(tracking: trackingUnits) <= maxWidth + 1e-6, !paragraph.forcesBreak {
                return 1
            }
            if paragraph.estimates?.tracking != trackingUnits {
                let (cutPoints, prefix) = LineBreaker.estimates(
                    paragraph.scalars, run: paragraph.run, tracking: trackingUnits,
                    breaks: breakIterator.opportunities(paragraph.scalars))
                paragraph.estimates = (trackingUnits, cutPoints, prefix)
            }
            return lineRanges(
                paragraph.scalars, run: paragraph.run, instance: instance, features: features, maxWidth: maxWidth,
                tracking: trackingUnits, estimates: paragraph.estimates.map { ($0.cutPoints, $0.prefix) }
            ).count
        }
        var count = 0
        for paragraph in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let scalars = paragraph.last == "\r" ? Array(paragraph.dropLast()) : Array(paragraph)
            let run = shaped(scalars, instance: instance, features: features)
            count +=
                lineRanges(
                    scalars, run: run, instance: instance, features: features, maxWidth: maxWidth,
                    tracking: trackingUnits
                ).count
        }
        return count
    }

    /// The one-line advance width of `text` at `pointSize` in points: the fast path.
    public func width(
        of text: String, instance: FontInstance, pointSize: Double, features: [FontFeature] = [], tracking: Double = 0
    ) -> Double {
        let table = table(Key(instance: ObjectIdentifier(instance), features: features))
        if let hit = table.advances[ExactText(text: text)] {
            cacheHits += 1
            return hit.advance * pointSize / Double(instance.unitsPerEm) + tracking * Double(hit.clusters)
        }
        // A width needs no ink bounds: shape without them (glyph extents are a third of the
        // shaping time) and keep only the advance; a later `measure` shapes with ink.
        let exact = ExactText(text: text)
        let run: ShapedRun
        if let glyphRuns {
            // Shaped once for the whole job, with ink: keep the run too.
            run = glyphRuns.shaped(text, instance: instance, features: features).run
            table.runs[exact] = run
        } else {
            run = instance.shape(Array(text.unicodeScalars), features: features, ink: false)
        }
        instances[ObjectIdentifier(instance)] = instance
        table.advances[exact] = (run.advance, run.clusters.count)
        shapeCount += 1
        return run.advance * pointSize / Double(instance.unitsPerEm) + tracking * Double(run.clusters.count)
    }

    /// The one-line widths of `text` at each of `pointSizes`, in points: one cache look-up (or
    /// one shaping) for all of them, like shaping once and scaling per size.
    public func widths(
        of text: String, instance: FontInstance, pointSizes: [Double], features: [FontFeature] = [],
        tracking: Double = 0
    ) -> [Double] {
        guard let first = pointSizes.first else { return [] }
        // Points per point size.
        let units = width(of: text, instance: instance, pointSize: first, features: features) / first
        let clusters =
            tracking == 0
            ? 0
            : table(Key(instance: ObjectIdentifier(instance), features: features)).advances[ExactText(text: text)]?
                .clusters ?? 0
        return pointSizes.map { units * $0 + tracking * Double(clusters) }
    }

    /// The intrinsic size of `text` at `pointSize`: wrapped at `options.width` on ICU's break
    /// opportunities (UAX #14, dictionaries for Thai, Lao, Khmer, Myanmar), each line measured as
    /// drawn, at most `options.maxLines` lines with the
    /// last truncated by "…", heights from the line height and rounded up to the pixel grid.
    public func measure(
        _ text: String, instance: FontInstance, pointSize: Double, options: LayoutOptions = LayoutOptions()
    ) throws(InvalidValueError) -> TextMeasurement {
        try PointSizeRange.validate(pointSize, name: "size")
        try validate(text: text, width: options.width)
        guard options.maxLines >= 0 else {
            throw InvalidValueError(
                name: "lines", value: String(options.maxLines), expected: "a number of lines, 0 for no limit")
        }
        let perUnit = pointSize / Double(instance.unitsPerEm)
        let metrics = instance.lineMetrics(pointSize: pointSize)
        let lineHeight = options.lineHeight ?? metrics.naturalLineHeight
        let maxWidth = options.width.map { $0 / perUnit }  // in design units

        var lines: [MeasuredLine] = []
        var truncated = false
        var ink: InkBox?
        var missing: [Unicode.Scalar] = []
        var firstRun: ShapedRun?
        // The common case, one line with no width to wrap at: the cached run of the string as
        // given, without splitting it into scalar arrays and back (3x faster, same results).
        let oneLine = maxWidth == nil && !text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
        let paragraphs =
            oneLine
            ? [] : text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        if oneLine {
            let run = shaped(text, instance: instance, features: options.features)
            firstRun = run
            for scalar in run.missing where !missing.contains(scalar) { missing.append(scalar) }
            let trackingUnits = options.tracking / perUnit
            ink = run.ink?.scaled(perUnit)
            var lineText = text
            while let last = lineText.unicodeScalars.last, LineBreaker.isSpace(last) {
                lineText.unicodeScalars.removeLast()
            }
            // A damaged font's kerning or variation deltas can sum to less than nothing: a line is never narrower than 0.
            lines.append(MeasuredLine(text: lineText, width: max(0, run.width(tracking: trackingUnits) * perUnit)))
        }

        paragraphLoop: for paragraph in paragraphs {
            let scalars = paragraph.last == "\r" ? Array(paragraph.dropLast()) : paragraph
            // One paragraph is the text itself: its string is the cache key as it stands.
            let run =
                paragraphs.count == 1 && scalars.count == paragraph.count
                ? shaped(text, scalars: scalars, instance: instance, features: options.features)
                : shaped(scalars, instance: instance, features: options.features)
            if firstRun == nil { firstRun = run }
            for scalar in run.missing where !missing.contains(scalar) { missing.append(scalar) }
            let trackingUnits = options.tracking / perUnit
            let ranges =
                maxWidth.map {
                    lineRanges(
                        scalars, run: run, instance: instance, features: options.features, maxWidth: $0,
                        tracking: trackingUnits, limit: options.maxLines > 0 ? options.maxLines - lines.count : .max)
                } ?? [0..<scalars.count]
            for (number, range) in ranges.enumerated() {
                var lineScalars = LineBreaker.drawn(scalars, range, hyphen: hyphen(for: instance))
                let isLast = options.maxLines > 0 && lines.count + 1 == options.maxLines
                let hasMore = number + 1 < ranges.count || paragraphs.count > 1 && paragraph != paragraphs.last!
                if isLast, hasMore {
                    lineScalars = fitWithEllipsis(
                        Array(scalars[range.lowerBound...]), instance: instance, maxWidth: maxWidth,
                        features: options.features, tracking: trackingUnits)
                    truncated = true
                }
                // A wrapped line is shaped with the spaces that hang at its end, as it was measured
                // to break it; they add no width.
                let hanging = LineBreaker.measured(scalars, range, hyphen: hyphen(for: instance))
                let lineRun: ShapedRun, lineWidth: Double
                if range == 0..<scalars.count && !truncated {
                    (lineRun, lineWidth) = (run, run.width(tracking: trackingUnits))
                } else if !truncated, hanging.visible < hanging.line.count {
                    lineRun = shaped(hanging.line, instance: instance, features: options.features)
                    lineWidth = lineRun.width(tracking: trackingUnits, before: hanging.visible)
                } else {
                    lineRun = shaped(lineScalars, instance: instance, features: options.features)
                    lineWidth = lineRun.width(tracking: trackingUnits)
                }
                let width = max(0, lineWidth * perUnit)
                if let lineInk = lineRun.ink?.scaled(perUnit) {
                    let dy = -Double(lines.count) * lineHeight
                    let shifted = InkBox(
                        xMin: lineInk.xMin, yMin: lineInk.yMin + dy, xMax: lineInk.xMax, yMax: lineInk.yMax + dy)
                    ink = ink.map { $0.union(shifted) } ?? shifted
                }
                lines.append(MeasuredLine(text: Self.string(lineScalars), width: width))
                if truncated { break paragraphLoop }
            }
        }
        let width = lines.map(\.width).max() ?? 0
        func roundUp(_ value: Double) -> Double { PixelGrid.roundUp(value, displayScale: options.displayScale) }
        let height = Double(lines.count) * lineHeight
        return TextMeasurement(
            pointSize: pointSize, width: width, roundedWidth: roundUp(width), lineCount: lines.count,
            truncated: truncated,
            lines: lines, naturalLineHeight: metrics.naturalLineHeight, lineHeight: lineHeight, height: height,
            roundedHeight: roundUp(height), naturalHeight: Double(lines.count) * metrics.naturalLineHeight,
            roundedNaturalHeight: roundUp(Double(lines.count) * metrics.naturalLineHeight), metrics: metrics, ink: ink,
            direction: firstRun?.direction ?? .leftToRight, script: firstRun?.script ?? "Zyyy",
            missingCharacters: missing.map { String($0) }, displayScale: options.displayScale)
    }

    /// A non-empty text and, when given, a container width in 0 < width <= 100000 points.
    private func validate(text: String, width: Double?) throws(InvalidValueError) {
        guard !text.isEmpty else {
            throw InvalidValueError(name: "text", value: "an empty string", expected: "at least one character")
        }
        if let width, !(width.isFinite && width > 0 && width <= 100_000) {
            throw InvalidValueError(
                name: "width", value: formatValue(width),
                expected: "a container width above 0 and at most 100000 points")
        }
    }

    private func formatValue(_ value: Double) -> String {
        value.isNaN ? "nan" : value.isInfinite ? (value < 0 ? "-inf" : "inf") : "\(value)"
    }
}
