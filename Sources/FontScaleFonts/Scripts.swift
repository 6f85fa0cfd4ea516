internal import CFreeType
internal import CHarfBuzz
import FontScaleMetrics
import Foundation

/// Writing scripts of text and of fonts, through HarfBuzz's Unicode data and the font's
/// `cmap` and `meta` tables.
public enum ScriptDetection {
    /// The ISO 15924 code of `scalar`'s script ("Latn", "Arab"); "Zyyy" (common) and "Zinh"
    /// (inherited) for digits, punctuation and combining marks.
    public static func script(of scalar: Unicode.Scalar) -> String {
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
        return tagString(script.rawValue)
    }

    /// The script most of `text`'s letters belong to, nil when it has none (only digits,
    /// punctuation, spaces).
    public static func dominantScript(of text: String) -> String? {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for scalar in text.unicodeScalars {
            let code = script(of: scalar)
            guard code != "Zyyy", code != "Zinh", code != "Zzzz" else { continue }
            if counts[code] == nil { order.append(code) }
            counts[code, default: 0] += 1
        }
        return order.max {
            counts[$0]! < counts[$1]!
                || (counts[$0]! == counts[$1]! && order.firstIndex(of: $0)! > order.firstIndex(of: $1)!)
        }
    }

    /// Whether `script` (ISO 15924) is written right to left.
    public static func isRightToLeft(_ script: String) -> Bool {
        let tag = hb_script_from_string(script, Int32(script.utf8.count))
        return hb_script_get_horizontal_direction(tag) == HB_DIRECTION_RTL
    }

    static func tagString(_ tag: UInt32) -> String {
        String(
            decoding: [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)],
            as: UTF8.self)
    }
}

/// The languages a font declares in its OpenType `meta` table: `dlng` (designed for) and
/// `slng` (supports), as ScriptLangTags ("Arab", "ar-Arab", "zh-Hans").
public struct DeclaredLanguages: Hashable, Sendable {
    /// The `dlng` entries, in the font's order.
    public let designed: [String]
    /// The `slng` entries, in the font's order.
    public let supported: [String]

    /// Declared languages from lists of ScriptLangTags.
    public init(designed: [String], supported: [String]) {
        self.designed = designed
        self.supported = supported
    }

    /// The ISO 15924 scripts of `tags`, in order, once each ("ar-Arab" -> Arab; "zh-Hans" -> Hani;
    /// "ja" -> Jpan; a bare language with no script is skipped).
    public static func scripts(of tags: [String]) -> [String] {
        var scripts: [String] = []
        for tag in tags {
            let parts = tag.split(separator: "-").map(String.init)
            var script: String?
            if let part = parts.first(where: { $0.count == 4 && $0.first!.isLetter }) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            }
            // The rows of Tables/scripts.tsv: Han is "Hani", Japanese "Jpan", Korean "Hang" (its
            // sample is Hangul), so Korean's "Kore" and the kana scripts map onto those rows.
            switch script {
            case "Hans", "Hant": script = "Hani"
            case "Kore": script = "Hang"
            case "Hira", "Kana", "Hrkt": script = "Jpan"
            default: break
            }
            if script == nil, let language = parts.first?.lowercased() {
                script =
                    [
                        "ja": "Jpan", "ko": "Hang", "zh": "Hani", "ar": "Arab", "he": "Hebr", "hi": "Deva",
                        "th": "Thai", "km": "Khmr", "ru": "Cyrl", "el": "Grek",
                    ][language]
            }
            if let script, !scripts.contains(script) { scripts.append(script) }
        }
        return scripts
    }
}

extension FontFace {
    /// The raw bytes of table `tag` ("meta", "OS/2"), nil when the font has no such table.
    public func table(_ tag: String) -> Data? {
        guard tag.utf8.count == 4 else { return nil }
        let code = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard let blob = hb_face_reference_table(hbFace, code) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Data(bytes: bytes, count: Int(length))
    }

    /// The `meta` table's dlng and slng entries; empty lists when the font has none or the
    /// table is malformed (a bad offset is skipped, never read past the table).
    public var declaredLanguages: DeclaredLanguages {
        DeclaredLanguages(metaTable: table("meta") ?? Data())
    }
}

extension DeclaredLanguages {
    /// The dlng and slng entries of a `meta` table's bytes; empty lists when it is too short or
    /// malformed (a map pointing outside the table is skipped, never read).
    public init(metaTable meta: Data) {
        guard meta.count >= 16 else {
            self.init(designed: [], supported: [])
            return
        }
        let bytes = [UInt8](meta)
        func u32(_ offset: Int) -> Int {
            offset + 4 <= bytes.count ? bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } : 0
        }
        var designed: [String] = [], supported: [String] = []
        let count = min(u32(12), (bytes.count - 16) / 12)
        for map in 0..<count {
            let record = 16 + map * 12
            let tag = ScriptDetection.tagString(UInt32(u32(record)))
            let offset = u32(record + 4), length = u32(record + 8)
            guard tag == "dlng" || tag == "slng", offset >= 0, length >= 0, offset + length <= bytes.count else {
                continue
            }
            let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
            let tags = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if tag == "dlng" { designed += tags } else { supported += tags }
        }
        self.init(designed: designed, supported: supported)
    }
}

extension FontFace {
    /// The CJK scripts of Tables/scripts.tsv ("Hani", "Jpan", "Hang") this face is made for, most
    /// likely first; empty when it does not say. A font that maps Han, kana and Hangul alike
    /// (Noto Sans CJK JP and KR are the same glyph set; Korean fonts carry kana and hanja from
    /// KS X 1001) says it through, in order: the languages of its localized family names (name IDs
    /// 1 and 16: Japanese, Korean, Chinese); a region at the end of its family name (JP, KR, SC,
    /// TC, HK, CN, TW); the OS/2 code pages it claims (JIS, GB 2312 and Big5, Wansung and Johab)
    /// when they leave some of the three out.
    public var preferredCJKScripts: [String] {
        var scripts: [String] = []
        var count: UInt32 = 0
        if let entries = hb_ot_name_list_names(hbFace, &count) {
            let families = [
                hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY), hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY),
            ]
            for entry in UnsafeBufferPointer(start: entries, count: Int(count)) where families.contains(entry.name_id) {
                guard let tag = hb_language_to_string(entry.language) else { continue }
                let language = String(cString: tag).lowercased().split(separator: "-").first.map(String.init) ?? ""
                if let script = ["ja": "Jpan", "ko": "Hang", "zh": "Hani"][language], !scripts.contains(script) {
                    scripts.append(script)
                }
            }
        }
        if !scripts.isEmpty { return scripts }
        if let region = info.family.split(separator: " ").last?.uppercased(),
            let script = [
                "JP": "Jpan", "KR": "Hang", "SC": "Hani", "TC": "Hani", "HK": "Hani", "CN": "Hani", "TW": "Hani",
            ][region]
        {
            return [script]
        }
        guard let raw = FT_Get_Sfnt_Table(ftFace, FT_SFNT_OS2) else { return [] }
        let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
        guard os2.version != 0xFFFF, os2.version >= 1 else { return [] }
        let pages = UInt64(os2.ulCodePageRange1)
        for (bit, script) in [(17, "Jpan"), (18, "Hani"), (20, "Hani"), (19, "Hang"), (21, "Hang")]
        where pages >> bit & 1 == 1 && !scripts.contains(script) {
            scripts.append(script)
        }
        return scripts.count == 3 ? [] : scripts
    }
}

extension CustomFont {
    /// The scripts of Tables/scripts.tsv this font covers (it maps every probe character), most
    /// characteristic first (``ScriptDetection/order(_:designedFor:preferredCJK:)``): Amiri gives
    /// Arabic, Latin; Noto Sans CJK JP Japanese, Chinese, Korean, Latin, Cyrillic.
    public func coveredScripts() throws -> [WritingScript] {
        let instance = try instance(weight: 400).instance
        let covered = WritingScript.all.filter { script in script.probe.allSatisfy(instance.hasGlyph) }
        return ScriptDetection.order(
            covered, designedFor: DeclaredLanguages.scripts(of: instance.face.declaredLanguages.designed),
            preferredCJK: instance.face.preferredCJKScripts)
    }
}

extension ScriptDetection {
    /// The scripts a font covers, `covered` in Tables/scripts.tsv's order, most characteristic
    /// first: those its `meta` table's dlng names (`designedFor`; its own scripts before Latin,
    /// Cyrillic and Greek, which keep the table's order: dlng is a set, and IBM Plex Mono's
    /// "Cyrl,Latn" does not make it a Cyrillic font first), then the other scripts but Latin,
    /// Cyrillic and Greek, then those. Among Han, Japanese and Korean, `preferredCJK`
    /// (``FontFace/preferredCJKScripts``) come first, in the places the three hold.
    public static func order(
        _ covered: [WritingScript], designedFor declared: [String], preferredCJK preferred: [String]
    ) -> [WritingScript] {
        let first =
            declared.compactMap { code in covered.first { $0.code == code && !$0.isEuropean } }
            + covered.filter { $0.isEuropean && declared.contains($0.code) }
        let rest = covered.filter { !first.contains($0) }
        var own = rest.filter { !$0.isEuropean }
        let places = own.indices.filter { ["Hani", "Jpan", "Hang"].contains(own[$0].code) }
        let ordered = places.map { own[$0] }.enumerated().sorted { a, b in
            let rankA = preferred.firstIndex(of: a.element.code) ?? preferred.count
            let rankB = preferred.firstIndex(of: b.element.code) ?? preferred.count
            return (rankA, a.offset) < (rankB, b.offset)
        }
        for (place, script) in zip(places, ordered) { own[place] = script.element }
        return first + own + rest.filter(\.isEuropean)
    }
}
