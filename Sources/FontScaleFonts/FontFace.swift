internal import CFreeType
internal import CHarfBuzz
import Foundation

/// A variation axis of a variable font.
public struct VariationAxis: Hashable, Sendable, Codable {
    /// The four-letter tag: wght, wdth, opsz, ital, slnt, or a custom one.
    public let tag: String
    /// The axis name from the font's name table.
    public let name: String
    /// The smallest value.
    public let minimum: Double
    /// The value of the default instance.
    public let defaultValue: Double
    /// The largest value.
    public let maximum: Double

    /// Creates an axis description.
    public init(tag: String, name: String, minimum: Double, defaultValue: Double, maximum: Double) {
        self.tag = tag
        self.name = name
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
    }

    /// `value` limited to the axis range.
    public func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, minimum), maximum) }
}

/// A named instance of a variable font ("Bold", "SemiBold Condensed").
public struct NamedInstance: Hashable, Sendable, Codable {
    /// The instance's subfamily name.
    public let name: String
    /// Its coordinates by axis tag.
    public let coordinates: [String: Double]
    /// Its PostScript name, when the font names one (what `UIFont(name:size:)` takes).
    public let postScriptName: String?
}

/// What a font face is: names, file, metrics header, axes and named instances.
public struct FaceInfo: Hashable, Sendable, Codable {
    /// The typographic family name (name ID 16, else the family name).
    public let family: String
    /// The style name of the face's default instance ("Regular", "Light").
    public let style: String
    /// The PostScript name, when the font has one.
    public let postScriptName: String?
    /// The font file.
    public let file: String
    /// The face index inside a collection (0 for single fonts).
    public let index: Int
    /// How many faces the file holds.
    public let faceCount: Int
    /// Design units per em.
    public let unitsPerEm: Int
    /// Number of glyphs.
    public let glyphCount: Int
    /// The OS/2 weight class of the default instance (400 Regular).
    public let weight: Int
    /// The OS/2 width class (1-9, 5 is normal).
    public let widthClass: Int
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// The variation axes, empty for a static font.
    public let axes: [VariationAxis]
    /// The named instances, empty for a static font.
    public let namedInstances: [NamedInstance]

    /// Whether the font has variation axes.
    public var isVariable: Bool { !axes.isEmpty }

    /// The axis with `tag`, if the font has it.
    public func axis(_ tag: String) -> VariationAxis? { axes.first { $0.tag == tag } }
}

/// An open font face: FreeType for loading and validation, HarfBuzz for shaping and metrics.
///
/// Its properties never change after it is opened, and drawing reads only them and its HarfBuzz
/// face (which HarfBuzz lets threads share), so the copies a report's drawing threads make of a
/// font (`CustomFont.threadCopy()`) share their faces. Instances made from it share its HarfBuzz
/// face and are not thread-safe: keep each on one task.
public final class FontFace {
    /// What the face is.
    public let info: FaceInfo
    let ftFace: FT_Face
    let hbFace: OpaquePointer
    /// OS/2 fsSelection bit 7: use the typographic ascender, descender and line gap.
    let useTypoMetrics: Bool

    /// Opens face `index` of the font file at `path`.
    public init(path: String, index: Int = 0) throws(FontError) {
        try FontFile.check(path)
        guard index >= 0 else { throw .indexOutOfRange(path: path, index: index, count: 1) }

        // How many faces: open with index -1 (FreeType's convention) and close again.
        let probe = try FreeTypeLibrary.shared.openFace(path: path, index: -1)
        // Closed once the face is open: the library's one mapping of the file stays in use
        // instead of being unmapped here and mapped again below.
        defer { FreeTypeLibrary.shared.closeFace(probe) }
        let faceCount = probe.pointee.num_faces
        guard index < faceCount else { throw .indexOutOfRange(path: path, index: index, count: faceCount) }
        try FontFile.checkTables(path, index: index)

        let ftFace = try FreeTypeLibrary.shared.openFace(path: path, index: index)
        guard fontscale_ft_is_scalable(ftFace) != 0 else {
            FreeTypeLibrary.shared.closeFace(ftFace)
            throw .invalidFont(path: path, reason: "it holds bitmap strikes only, no outlines")
        }
        // HarfBuzz reads sfnt files and collections only: a WOFF or WOFF2 file reaches it as the
        // sfnt FreeType unpacked (without this, every WOFF file had "no glyphs").
        let blob: OpaquePointer
        if FontFile.isWebFont(path) {
            guard let sfnt = Self.unpackedSfnt(ftFace) else {
                FreeTypeLibrary.shared.closeFace(ftFace)
                throw .invalidFont(path: path, reason: "FreeType could not unpack its tables")
            }
            blob = sfnt.withUnsafeBytes {
                hb_blob_create(
                    $0.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32($0.count), HB_MEMORY_MODE_DUPLICATE,
                    nil, nil)
            }
        } else {
            // HarfBuzz reads the bytes FreeType reads (the library's one mapping of the file), which
            // stay mapped while `ftFace` is open: until deinit, after the HarfBuzz face is gone.
            let stream = ftFace.pointee.stream.pointee
            guard let base = stream.base, stream.size > 0, stream.size <= UInt(UInt32.max),
                // hb_blob_create, not hb_blob_create_or_fail (HarfBuzz 2.8): the empty blob it
                // returns on failure is the same signal, and Debian 11's HarfBuzz has it.
                let mapped = hb_blob_create(
                    UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), UInt32(stream.size),
                    HB_MEMORY_MODE_READONLY, nil, nil) as OpaquePointer?,
                hb_blob_get_length(mapped) > 0
            else {
                FreeTypeLibrary.shared.closeFace(ftFace)
                throw .unreadable(path: path, reason: "HarfBuzz could not read the file")
            }
            blob = mapped
        }
        let hbFace = hb_face_create(blob, UInt32(index))!
        hb_blob_destroy(blob)
        let glyphCount = Int(hb_face_get_glyph_count(hbFace))
        guard glyphCount > 0, ftFace.pointee.units_per_EM > 0 else {
            hb_face_destroy(hbFace)
            FreeTypeLibrary.shared.closeFace(ftFace)
            throw .invalidFont(path: path, reason: "it has no glyphs")
        }
        if let problem = Self.nameTableProblem(hbFace) ?? Self.metricsProblem(hbFace, ftFace, glyphCount: glyphCount) {
            hb_face_destroy(hbFace)
            FreeTypeLibrary.shared.closeFace(ftFace)
            throw .invalidFont(path: path, reason: problem)
        }
        self.ftFace = ftFace
        self.hbFace = hbFace

        var weight = 400, widthClass = 5, typo = false
        if let raw = FT_Get_Sfnt_Table(ftFace, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version != 0xFFFF {
                weight = Int(os2.usWeightClass)
                widthClass = Int(os2.usWidthClass)
                typo = os2.fsSelection & (1 << 7) != 0
            }
        }
        useTypoMetrics = typo
        let familyName =
            ftFace.pointee.family_name.map { String(cString: $0) }
            ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let styleName = ftFace.pointee.style_name.map { String(cString: $0) } ?? "Regular"
        let typographicFamily = Self.name(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY))
        let postScript = FT_Get_Postscript_Name(ftFace).map { String(cString: $0) }
        let axes = Self.axes(hbFace)
        info = FaceInfo(
            family: typographicFamily ?? familyName,
            style: Self.name(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_SUBFAMILY)) ?? styleName,
            postScriptName: postScript, file: path, index: index, faceCount: faceCount,
            unitsPerEm: Int(ftFace.pointee.units_per_EM), glyphCount: glyphCount, weight: weight,
            widthClass: widthClass,
            isItalic: ftFace.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0,
            axes: axes, namedInstances: Self.namedInstances(hbFace, axes))
    }

    deinit {
        hb_face_destroy(hbFace)
        FreeTypeLibrary.shared.closeFace(ftFace)
    }

    /// The name table's string `id` (13: licence description, 14: licence URL), in English when
    /// there is a choice; nil when the font has none.
    public func nameString(id: Int) -> String? {
        guard id >= 0, id < 0x8000 else { return nil }
        return Self.name(hbFace, hb_ot_name_id_t(id))
    }

    /// A string from the name table, in English when there is a choice.
    static func name(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String? {
        let language = hb_language_from_string("en", -1)
        var length: UInt32 = 0
        let total = hb_ot_name_get_utf8(face, id, language, &length, nil)
        guard total > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(total) + 1)
        length = total + 1
        _ = buffer.withUnsafeMutableBufferPointer { hb_ot_name_get_utf8(face, id, language, &length, $0.baseAddress) }
        let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    private static func axes(_ face: OpaquePointer) -> [VariationAxis] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        _ = hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map { info in
            VariationAxis(
                tag: tagString(info.tag), name: name(face, info.name_id) ?? tagString(info.tag),
                minimum: Double(info.min_value), defaultValue: Double(info.default_value),
                maximum: Double(info.max_value))
        }
    }

    private static func namedInstances(_ face: OpaquePointer, _ axes: [VariationAxis]) -> [NamedInstance] {
        let count = hb_ot_var_get_named_instance_count(face)
        return (0..<count).map { instance in
            var coordinateCount = UInt32(axes.count)
            var coordinates = [Float](repeating: 0, count: axes.count)
            _ = hb_ot_var_named_instance_get_design_coords(face, instance, &coordinateCount, &coordinates)
            let nameID = hb_ot_var_named_instance_get_subfamily_name_id(face, instance)
            let postScriptID = hb_ot_var_named_instance_get_postscript_name_id(face, instance)
            var values: [String: Double] = [:]
            for (axis, value) in zip(axes, coordinates) { values[axis.tag] = Double(value) }
            return NamedInstance(
                name: name(face, nameID) ?? "Instance \(instance)", coordinates: values,
                postScriptName: postScriptID == HB_OT_NAME_ID_INVALID ? nil : name(face, postScriptID))
        }
    }
}

/// A HarfBuzz tag as four characters.
func tagString(_ tag: hb_tag_t) -> String {
    String(
        decoding: [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)],
        as: UTF8.self)
}

/// A four-character string as a HarfBuzz tag.
func makeTag(_ text: String) -> hb_tag_t { fontscale_hb_tag(text) }

extension FontFace {
    /// Whether the font's GSUB or GPOS table offers the OpenType feature `tag` (e.g. "tnum").
    public func offersFeature(_ tag: String) -> Bool {
        for table in ["GSUB", "GPOS"] {
            var count: UInt32 = 0
            let total = hb_ot_layout_table_get_feature_tags(hbFace, makeTag(table), 0, &count, nil)
            guard total > 0 else { continue }
            var tags = [hb_tag_t](repeating: 0, count: Int(total))
            count = total
            _ = hb_ot_layout_table_get_feature_tags(hbFace, makeTag(table), 0, &count, &tags)
            if tags.prefix(Int(count)).contains(makeTag(tag)) { return true }
        }
        return false
    }
}

extension FontFace {
    /// The font cut down to the glyphs `text` needs (HarfBuzz's subsetter), for embedding in pages;
    /// nil unless the subset shapes `text` to exactly the same advance as the whole font at every
    /// instance in `instances` (axis values by tag; the default instance when empty). HarfBuzz 6's
    /// subsetter drops the legacy kern table and can change variable advances, so every subset is
    /// checked before it is trusted. Nil too where `libharfbuzz-subset.so.0` is missing (Debian 11).
    public func subset(keeping text: String, verifyingAt instances: [[String: Double]] = []) -> Data? {
        guard let subsetter = HarfBuzzLate.subset, let input = subsetter.inputCreate() else { return nil }
        defer { subsetter.inputDestroy(input) }
        let unicodes = subsetter.inputUnicodeSet(input)
        for scalar in text.unicodeScalars { hb_set_add(unicodes, scalar.value) }
        hb_set_add(unicodes, 0x20)
        // Every layout feature: the set starts with HarfBuzz's defaults (kern, liga, ...); inverting
        // it as it was kept everything *but* those, so kerning was dropped and no subset ever
        // matched the whole font. Clear, then invert.
        let features = subsetter.inputSet(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG)
        hb_set_clear(features)
        hb_set_invert(features)
        guard let subset = subsetter.subsetOrFail(hbFace, input) else { return nil }
        defer { hb_face_destroy(subset) }
        let scalars = Array(text.unicodeScalars)
        for variations in instances.isEmpty ? [[:]] : instances {
            let whole = FontInstance(face: self, variations: variations).shape(scalars, ink: false).advance
            guard
                abs(
                    whole
                        - Self.advance(
                            subset, unitsPerEm: info.unitsPerEm, axes: info.axes, variations: variations, scalars))
                    < 1e-6
            else {
                return nil
            }
        }
        let blob = hb_face_reference_blob(subset)!
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Data(bytes: bytes, count: Int(length))
    }

    /// The advance of `scalars` shaped with `face` at `variations`, in design units.
    private static func advance(
        _ face: OpaquePointer, unitsPerEm: Int, axes: [VariationAxis], variations: [String: Double],
        _ scalars: [Unicode.Scalar]
    ) -> Double {
        let font = hb_font_create(face)!
        defer { hb_font_destroy(font) }
        let settings = axes.map {
            hb_variation_t(tag: makeTag($0.tag), value: Float(variations[$0.tag].map($0.clamp) ?? $0.defaultValue))
        }
        if !settings.isEmpty { hb_font_set_variations(font, settings, UInt32(settings.count)) }
        let scale = Int32(Double(unitsPerEm) * FontInstance.subunits)
        hb_font_set_scale(font, scale, scale)
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        // Itemized as every fontscale shaping is, so a mixed-direction text compares like with like.
        let codepoints = scalars.map(\.value)
        var total = 0.0
        for item in Itemizer.itemize(scalars).items {
            FontInstance.shape(item, of: codepoints, font: font, buffer: buffer, features: [])
            var count: UInt32 = 0
            // Null for an empty buffer: nothing to add up.
            guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { continue }
            total += (0..<Int(count)).reduce(0.0) { $0 + Double(positions[$1].x_advance) }
        }
        return total / FontInstance.subunits
    }
}
