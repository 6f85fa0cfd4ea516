internal import CFreeType
internal import CHarfBuzz
import Foundation

// The checks FontFace makes before it hands out a face: the tables as one sfnt file, a name
// table read past its end, metrics no sane font has.
extension FontFace {
    /// The face's tables as FreeType reads them (a WOFF file's unpacked), put together as an sfnt
    /// file; nil when FreeType lists no tables or cannot load one.
    static func unpackedSfnt(_ face: FT_Face) -> [UInt8]? {
        var count: FT_ULong = 0
        guard FT_Sfnt_Table_Info(face, 0, nil, &count) == 0, count > 0, count < 0xFFFF else { return nil }
        var tables: [(tag: FT_ULong, bytes: [UInt8])] = []
        for index in 0..<count {
            var tag: FT_ULong = 0, length: FT_ULong = 0
            guard FT_Sfnt_Table_Info(face, FT_UInt(index), &tag, &length) == 0, length < 1 << 30 else { return nil }
            var bytes = [UInt8](repeating: 0, count: Int(length))
            var loaded = length
            if length > 0 {
                guard FT_Load_Sfnt_Table(face, tag, 0, &bytes, &loaded) == 0, loaded == length else { return nil }
            }
            tables.append((tag, bytes))
        }
        tables.sort { $0.tag < $1.tag }
        func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value) }
        var power = 1
        while power * 2 <= tables.count { power *= 2 }
        let version =
            tables.contains { $0.tag == FT_ULong(makeTag("CFF ")) || $0.tag == FT_ULong(makeTag("CFF2")) }
            ? 0x4F54_544F : 0x0001_0000
        var sfnt =
            be32(version) + be16(tables.count) + be16(power * 16) + be16(power.trailingZeroBitCount)
            + be16(tables.count * 16 - power * 16)
        var data: [UInt8] = []
        let start = 12 + 16 * tables.count
        for table in tables {
            // Checksums: nobody here checks them.
            sfnt += be32(Int(table.tag)) + be32(0) + be32(start + data.count) + be32(table.bytes.count)
            data += table.bytes + [UInt8](repeating: 0, count: (4 - table.bytes.count % 4) % 4)
        }
        return sfnt + data
    }

    /// Why the name table would be read past its end, nil when every record's string lies inside
    /// it (or there is no name table). HarfBuzz and FreeType skip bad records, but cairo's PDF font
    /// subsetter copies them unchecked: a name table of random bytes crashed `report` now and
    /// then (SIGSEGV in `cairo_surface_finish`, writing sheet.pdf), depending on what lay beyond.
    static func nameTableProblem(_ face: OpaquePointer) -> String? {
        let blob = hb_face_reference_table(face, makeTag("name"))!
        defer { hb_blob_destroy(blob) }
        var size: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &size), size > 0 else { return nil }
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(size))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        let length = Int(size)
        guard length >= 6 else {
            return "its name table is \(length) bytes long, too short for its own header: the table is damaged"
        }
        let count = u16(2), strings = u16(4)
        guard 6 + 12 * count <= length else {
            return
                "its name table lists \(count) names, but its \(length) bytes hold at most \((length - 6) / 12): the table is damaged"
        }
        for record in 0..<count {
            let at = 6 + 12 * record
            let end = strings + u16(at + 10) + u16(at + 8)
            guard end <= length else {
                return
                    "its name table is damaged: name \(record) (ID \(u16(at + 6))) runs to byte \(end) of a \(length)-byte table"
            }
        }
        return nil
    }

    /// The most a sane font's line height or a Latin letter's advance takes, in ems. Real fonts
    /// stay far below (Noto Sans Arabic's lines are 2.1 em; Zapfino's about 3.5); a damaged table
    /// can say 65 em, and every raster drawn from it (sheets, animation frames) would be
    /// gigabytes.
    static let largestSaneEms = 10

    /// Why the default instance cannot be measured or drawn, nil when it can: every glyph 0 wide
    /// (or less), a Latin letter or digit wider than `largestSaneEms`, lines taller than
    /// `largestSaneEms`, or no glyph whose outline both HarfBuzz and FreeType read. FreeType and
    /// HarfBuzz open such a font and quietly treat a damaged table as empty or take its numbers
    /// as they are, so every width or height measured would be meaningless, and a damaged CFF
    /// table has crashed cairo's PDF subsetter.
    static func metricsProblem(_ face: OpaquePointer, _ ftFace: FT_Face, glyphCount: Int) -> String? {
        let font = hb_font_create(face)!
        defer { hb_font_destroy(font) }
        let upem = Int64(hb_face_get_upem(face))
        let limit = Int64(largestSaneEms) * upem
        var glyphs: [(glyph: hb_codepoint_t, label: String)] = []
        for scalar in "HOnox0AaBbCcDdEeFfGgIiJjKkLlMmNPpQqRrSsTtUuVvWwXYyZz123456789".unicodeScalars {
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 { glyphs.append((glyph, "'\(scalar)'")) }
        }
        let latin = !glyphs.isEmpty
        if !latin { glyphs = (1..<max(2, min(glyphCount, 33))).map { (hb_codepoint_t($0), "glyph \($0)") } }
        let advances = glyphs.map { Int64(hb_font_get_glyph_h_advance(font, $0.glyph)) }
        if advances.allSatisfy({ $0 <= 0 }) {
            return
                "its glyphs are all 0 units wide or less (\(glyphs[0].label): \(advances[0])): the horizontal metrics (hhea, hmtx) are missing or damaged"
        }
        if let widest = advances.indices.max(by: { advances[$0] < advances[$1] }), advances[widest] > limit {
            return
                "its glyph for \(glyphs[widest].label) is \(advances[widest]) units wide, more than \(largestSaneEms) em (\(upem) units per em): the horizontal metrics (hmtx, HVAR) are damaged"
        }
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(font, &extents)
        let ascender = Int64(extents.ascender), descender = Int64(extents.descender),
            gap = Int64(max(0, extents.line_gap))
        if ascender - descender + gap > limit {
            return
                "its lines are \(ascender - descender + gap) units tall (ascender \(ascender), descender \(descender), line gap \(gap)), more than \(largestSaneEms) em (\(upem) units per em): the vertical metrics (hhea, OS/2) are damaged"
        }
        let drawable = glyphs.contains { entry in
            var ink = hb_glyph_extents_t()
            guard hb_font_get_glyph_extents(font, entry.glyph, &ink) != 0, ink.width != 0 || ink.height != 0 else {
                return false
            }
            return FT_Load_Glyph(ftFace, entry.glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0
        }
        if !drawable {
            let which = latin ? "its Latin letters and digits" : "glyphs 1 to \(glyphs.count)"
            return
                "none of \(which) has an outline HarfBuzz and FreeType can read: the glyph outlines (glyf, CFF) are missing or damaged"
        }
        return nil
    }
}
