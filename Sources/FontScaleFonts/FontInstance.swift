internal import CHarfBuzz

/// An OpenType feature setting such as `tnum`, `-liga` or `ss01=1`, in HarfBuzz's syntax.
public struct FontFeature: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The setting as written ("tnum", "-liga", "aalt=2").
    public let text: String
    let tag: hb_tag_t
    let value: UInt32
    let start: UInt32
    let end: UInt32

    /// Parses one feature setting; throws when HarfBuzz cannot read it.
    public init(_ text: String) throws(FontFeatureError) {
        var feature = hb_feature_t()
        let trimmed = String(text.filter { !$0.isWhitespace })
        // The length is explicit: with -1 HarfBuzz would stop at an embedded NUL and take "tnum\0junk" for tnum.
        guard !trimmed.isEmpty, hb_feature_from_string(trimmed, Int32(trimmed.utf8.count), &feature) != 0 else {
            throw FontFeatureError(input: text)
        }
        self.text = trimmed
        tag = feature.tag
        value = feature.value
        start = feature.start
        end = feature.end
    }

    /// Parses a comma-separated list ("tnum,-liga").
    public static func list(_ text: String) throws(FontFeatureError) -> [FontFeature] {
        var features: [FontFeature] = []
        for part in text.split(separator: ",") { features.append(try FontFeature(String(part))) }
        return features
    }

    /// The feature's four-letter tag.
    public var tagName: String { tagString(tag) }

    var hbFeature: hb_feature_t { hb_feature_t(tag: tag, value: value, start: start, end: end) }

    public var description: String { text }

    public static func == (lhs: FontFeature, rhs: FontFeature) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    private enum CodingKeys: CodingKey { case text }
    public init(from decoder: any Decoder) throws {
        let text = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .text)
        try self.init(text)
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
    }
}

/// A feature setting HarfBuzz cannot read.
public struct FontFeatureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text given.
    public let input: String
    public var description: String {
        "font feature: expected a setting such as 'tnum', '-liga', 'ss01=1' or 'kern[3:5]=0', instead saw '\(input)'"
    }
}

/// The value an axis was set to, and whether the request had to be clamped to the axis range.
public struct AxisSetting: Hashable, Sendable, Codable {
    /// The axis tag.
    public let tag: String
    /// The value asked for, nil when the axis was left at its default.
    public let requested: Double?
    /// The value used.
    public let value: Double
    /// Whether `requested` lay outside the axis range.
    public var clamped: Bool { requested.map { $0 != value } ?? false }
}

/// Vertical metrics of a font instance at a point size.
public struct LineMetrics: Hashable, Sendable, Codable {
    /// The size the metrics are scaled to.
    public let pointSize: Double
    /// Distance from the baseline up to the ascender line (positive).
    public let ascender: Double
    /// Distance from the baseline down to the descender line (negative).
    public let descender: Double
    /// Extra space between lines.
    public let lineGap: Double
    /// Height of capital letters.
    public let capHeight: Double
    /// Height of lower-case x.
    public let xHeight: Double
    /// Where ascender, descender and line gap come from: "OS/2 typo (USE_TYPO_METRICS)" or "hhea".
    public let verticalSource: String
    /// Where cap height and x-height come from: "OS/2" or "measured from glyph outlines".
    public let heightSource: String

    /// Creates line metrics from values in points.
    public init(
        pointSize: Double, ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double,
        verticalSource: String, heightSource: String
    ) {
        self.pointSize = pointSize
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.verticalSource = verticalSource
        self.heightSource = heightSource
    }

    /// The font's natural line height: ascender - descender + line gap (UIFont.lineHeight).
    public var naturalLineHeight: Double { ascender - descender + lineGap }
}

/// The direction a run of text was shaped in.
public enum TextDirection: String, Hashable, Sendable, Codable {
    /// Latin, Cyrillic, CJK set horizontally.
    case leftToRight = "ltr"
    /// Arabic, Hebrew.
    case rightToLeft = "rtl"
    /// Vertical text, top to bottom.
    case topToBottom = "ttb"
    /// Vertical text, bottom to top.
    case bottomToTop = "btt"
}

/// One cluster of shaped text: the characters it covers and its advance.
public struct ClusterAdvance: Hashable, Sendable {
    /// Index of the cluster's first Unicode scalar in the text.
    public let scalarStart: Int
    /// How many scalars the cluster covers.
    public let scalarCount: Int
    /// The cluster's advance in design units.
    public let advance: Double
}

/// A rectangle in design units, y up.
public struct InkBox: Hashable, Sendable, Codable {
    /// The edges: left, bottom, right, top.
    public let xMin: Double, yMin: Double, xMax: Double, yMax: Double

    /// The smallest box holding both.
    func union(_ other: InkBox) -> InkBox {
        InkBox(
            xMin: min(xMin, other.xMin), yMin: min(yMin, other.yMin), xMax: max(xMax, other.xMax),
            yMax: max(yMax, other.yMax))
    }

    /// How far the ink (in points, y up from the first baseline) leaves UIKit's line box of
    /// `lineHeight` with the descender `descender` (negative) at its bottom, by more than
    /// `tolerance`: the points and whether above; nil when it stays inside. `lastBaseline` is the
    /// last line's baseline (0 for one line), whose box bottom the ink's bottom is held to.
    public func outside(
        lineHeight: Double, descender: Double, tolerance: Double, lastBaseline: Double = 0
    ) -> (points: Double, above: Bool)? {
        let top = lineHeight + descender, bottom = lastBaseline + descender
        if yMax > top + tolerance { return (yMax - top, true) }
        if yMin < bottom - tolerance { return (bottom - yMin, false) }
        return nil
    }

    /// The box scaled by `factor` (design units to points).
    public func scaled(_ factor: Double) -> InkBox {
        InkBox(xMin: xMin * factor, yMin: yMin * factor, xMax: xMax * factor, yMax: yMax * factor)
    }
}

/// Text shaped by HarfBuzz at one font instance, in design units: scale by size / unitsPerEm.
public struct ShapedRun: Sendable {
    /// The total advance in design units.
    public let advance: Double
    /// Clusters in logical order.
    public let clusters: [ClusterAdvance]
    /// Number of glyphs.
    public let glyphCount: Int
    /// The union of the glyphs' ink, nil when nothing is drawn (only spaces).
    public let ink: InkBox?
    /// The direction HarfBuzz shaped in.
    public let direction: TextDirection
    /// The ISO 15924 script tag HarfBuzz chose ("Latn", "Arab", "Hebr").
    public let script: String
    /// Characters the font has no glyph for (shaped as .notdef), in order of first appearance.
    public let missing: [Unicode.Scalar]
    /// Where a line may be cut out of the run without shaping it again; nil when a piece shaped
    /// alone could be itemized otherwise than the run (see `SafeCuts`).
    var safeCuts: SafeCuts? = nil

    /// The run's width in design units with `tracking` (design units) added after each cluster.
    public func width(tracking: Double) -> Double { advance + tracking * Double(clusters.count) }

    /// The width of the clusters that start before scalar `end` (a line without the spaces that
    /// hang at its end, shaped with them: a comma keeps its kerning against the space after it).
    func width(tracking: Double, before end: Int) -> Double {
        var width = 0.0
        for cluster in clusters where cluster.scalarStart < end { width += cluster.advance + tracking }
        return width
    }

    /// The width `width(tracking:before:)` gives for the line `scalars[start..<end]` shaped alone
    /// (its clusters before `start + visible`), taken from this run's own clusters when HarfBuzz
    /// says both cuts are safe and the line alone is one item of the run's script; nil when the
    /// line must be shaped to know.
    func sliceWidth(
        of scalars: [Unicode.Scalar], _ start: Int, _ end: Int, visible: Int, tracking: Double
    ) -> Double? {
        guard let safeCuts, start < end, end <= scalars.count,
            safeCuts.allows(start, end, of: scalars)
        else { return nil }
        // The first cluster at or after `start` (clusters are in logical order): a cut must fall
        // where a cluster starts (or at the run's end).
        func firstCluster(from offset: Int) -> Int {
            var low = 0, high = clusters.count
            while low < high {
                let middle = (low + high) / 2
                if clusters[middle].scalarStart < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
        var low = firstCluster(from: start)
        guard low < clusters.count, clusters[low].scalarStart == start else { return nil }
        if end < scalars.count {
            let after = firstCluster(from: end)
            guard after < clusters.count, clusters[after].scalarStart == end else { return nil }
        }
        var width = 0.0
        let limit = start + visible
        while low < clusters.count, clusters[low].scalarStart < limit {
            width += clusters[low].advance + tracking
            low += 1
        }
        return width
    }
}

/// HarfBuzz's unsafe-to-break flags of a run that is one left-to-right item in one font: a line
/// cut out of it at two safe offsets, shaped alone, has the same glyphs and advances as the run
/// has there (HarfBuzz guarantees it: "the two sides will represent the exact same result one
/// would get if breaking input text at the beginning of this cluster and shaping the two sides
/// separately"), so the line breaker need not shape it again.
struct SafeCuts: Sendable {
    /// The run's one script (HarfBuzz's), `HB_SCRIPT_COMMON` when it has no letters.
    let script: UInt32
    /// The clusters' first scalars that carry HarfBuzz's unsafe-to-break flag, ascending (few:
    /// most runs have none, and an empty array costs no allocation).
    let unsafe: [Int]

    /// Whether `scalars[start..<end]` shaped alone equals the run's clusters there (given that
    /// both cuts fall where clusters start): neither cut unsafe, and the line alone itemized as
    /// the run (a letter of its script, unless it has none).
    func allows(_ start: Int, _ end: Int, of scalars: [Unicode.Scalar]) -> Bool {
        guard !isUnsafe(start), end == scalars.count || !isUnsafe(end) else { return false }
        return Itemizer.isCommon(script) || scalars[start..<end].contains { Itemizer.script(of: $0) == script }
    }

    private func isUnsafe(_ offset: Int) -> Bool {
        var low = 0, high = unsafe.count
        while low < high {
            let middle = (low + high) / 2
            if unsafe[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < unsafe.count && unsafe[low] == offset
    }
}

/// A font face set to explicit coordinates on every axis, ready to measure and shape.
public final class FontInstance {
    /// The face.
    public let face: FontFace
    /// The value of every axis, in the face's axis order.
    public let axisSettings: [AxisSetting]
    let hbFont: OpaquePointer
    /// The instance's HarfBuzz buffer, reused by every measuring shaping.
    let buffer: OpaquePointer
    /// Design units per em, kept here for the hot path.
    public let unitsPerEm: Int
    /// Glyph ink extents by glyph id: outlines of variable glyphs are costly to bound.
    private var extentsCache: [hb_codepoint_t: hb_glyph_extents_t?] = [:]

    /// The faces that measure and draw the characters this one lacks; nil: they are its .notdef.
    public let standIns: StandInFonts?

    /// Positions are computed at 64 subunits per design unit, so variable-font deltas keep their fractions.
    static let subunits: Double = 64

    /// Sets every axis of `face`: the requested value clamped to the axis range, or the axis
    /// default; the characters the face lacks are shaped in `standIns` when given.
    public init(face: FontFace, variations: [String: Double] = [:], standIns: StandInFonts? = nil) {
        self.face = face
        self.standIns = standIns
        unitsPerEm = face.info.unitsPerEm
        axisSettings = face.info.axes.map { axis in
            let requested = variations[axis.tag]
            return AxisSetting(
                tag: axis.tag, requested: requested, value: requested.map(axis.clamp) ?? axis.defaultValue)
        }
        let font = hb_font_create(face.hbFace)!
        if !axisSettings.isEmpty {
            let settings = axisSettings.map { hb_variation_t(tag: makeTag($0.tag), value: Float($0.value)) }
            hb_font_set_variations(font, settings, UInt32(settings.count))
        }
        let scale = Int32(Double(face.info.unitsPerEm) * Self.subunits)
        hb_font_set_scale(font, scale, scale)
        hb_font_make_immutable(font)
        hbFont = font
        buffer = hb_buffer_create()
        cacheKey =
            "\(face.info.file)#\(face.info.index)|"
            + axisSettings.map { "\($0.tag)=\($0.value)" }.joined(separator: ",")
            + (standIns == nil ? "" : "|stand-ins")
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(hbFont)
    }

    /// The axis values, by tag.
    public var coordinates: [String: Double] {
        Dictionary(uniqueKeysWithValues: axisSettings.map { ($0.tag, $0.value) })
    }

    /// A key naming the face and coordinates, for the package's caches (FontScaleRender's faces,
    /// the glyph store): made once, as every shaping of the report looks it up.
    package let cacheKey: String

    /// Ascender, descender, line gap, cap height and x-height at `pointSize`, with metric
    /// variations (MVAR) applied.
    public func lineMetrics(pointSize: Double) -> LineMetrics {
        let units = unitMetrics
        let toPoints = pointSize / (Double(unitsPerEm) * Self.subunits)
        return LineMetrics(
            pointSize: pointSize, ascender: units.ascender * toPoints, descender: units.descender * toPoints,
            lineGap: units.lineGap * toPoints, capHeight: units.capHeight * toPoints, xHeight: units.xHeight * toPoints,
            verticalSource: face.useTypoMetrics ? "OS/2 typo (USE_TYPO_METRICS)" : "hhea",
            heightSource: units.fromTables ? "OS/2" : "measured from glyph outlines")
    }

    /// The instance's vertical metrics in scaled units, read once (every measurement needs them).
    private lazy var unitMetrics:
        (ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double, fromTables: Bool) = {
            var extents = hb_font_extents_t()
            _ = hb_font_get_h_extents(hbFont, &extents)
            var capHeight: hb_position_t = 0, xHeight: hb_position_t = 0
            let hasCap =
                hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &capHeight) != 0 && capHeight > 0
            let hasX = hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_X_HEIGHT, &xHeight) != 0 && xHeight > 0
            if !hasCap { capHeight = glyphTop("H") }
            if !hasX { xHeight = glyphTop("x") }
            // A negative line gap counts as 0 (the OpenType spec notes platforms that do so): lines never overlap by it.
            return (
                Double(extents.ascender), Double(extents.descender), Double(max(0, extents.line_gap)),
                Double(capHeight), Double(xHeight), hasCap && hasX
            )
        }()

    /// The top of a character's outline in scaled units, 0 when the font lacks it.
    private func glyphTop(_ character: Unicode.Scalar) -> hb_position_t {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, character.value, &glyph) != 0 else { return 0 }
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0 else { return 0 }
        return extents.y_bearing
    }

    /// The instance's weight (CSS, 1-1000): its wght axis, else the face's OS/2 weight class.
    public var cssWeight: Int {
        axisSettings.first { $0.tag == "wght" }.map { Int($0.value.rounded()) } ?? face.info.weight
    }

    /// Whether the font maps `scalar` to a glyph.
    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
    }

    /// Shapes `scalars` with the default features plus `features`, itemized first: runs of one
    /// bidi level and one script, each shaped in its own direction (Arabic and Hebrew right to
    /// left, the numbers and Latin words among them left to right) and laid out in visual order.
    public func shape(_ scalars: [Unicode.Scalar], features: [FontFeature] = [], ink: Bool = true) -> ShapedRun {
        shape(scalars, features: features, ink: ink, glyphs: nil)
    }

    /// A glyph's ink extents in scaled units, cached per glyph.
    func glyphExtents(_ glyph: hb_codepoint_t) -> hb_glyph_extents_t? {
        if let cached = extentsCache[glyph] { return cached }
        var extents = hb_glyph_extents_t()
        let found: hb_glyph_extents_t? = hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0 ? extents : nil
        extentsCache[glyph] = found
        return found
    }

    /// Whether text systems leave `scalar` undrawn (control and default-ignorable format
    /// characters), so a font lacking it is not "missing" it.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format: true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
