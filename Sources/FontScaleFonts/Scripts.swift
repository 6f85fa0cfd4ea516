import CHarfBuzz
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
        return order.max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && order.firstIndex(of: $0)! > order.firstIndex(of: $1)!) }
    }

    /// Whether `script` (ISO 15924) is written right to left.
    public static func isRightToLeft(_ script: String) -> Bool {
        let tag = hb_script_from_string(script, Int32(script.utf8.count))
        return hb_script_get_horizontal_direction(tag) == HB_DIRECTION_RTL
    }

    static func tagString(_ tag: UInt32) -> String {
        String(decoding: [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)], as: UTF8.self)
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
            if script == "Hans" || script == "Hant" { script = "Hani" }
            if script == nil, let language = parts.first?.lowercased() {
                script = ["ja": "Jpan", "ko": "Kore", "zh": "Hani", "ar": "Arab", "he": "Hebr", "hi": "Deva", "th": "Thai", "ru": "Cyrl", "el": "Grek"][language]
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
        func u32(_ offset: Int) -> Int { offset + 4 <= bytes.count ? bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } : 0 }
        var designed: [String] = [], supported: [String] = []
        let count = min(u32(12), (bytes.count - 16) / 12)
        for map in 0..<count {
            let record = 16 + map * 12
            let tag = ScriptDetection.tagString(UInt32(u32(record)))
            let offset = u32(record + 4), length = u32(record + 8)
            guard tag == "dlng" || tag == "slng", offset >= 0, length >= 0, offset + length <= bytes.count else { continue }
            let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
            let tags = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if tag == "dlng" { designed += tags } else { supported += tags }
        }
        self.init(designed: designed, supported: supported)
    }
}

extension CustomFont {
    /// The scripts of Tables/scripts.tsv this font covers (it maps every probe character), most
    /// characteristic first: the scripts its `meta` table says it was designed for, then scripts
    /// other than Latin, Cyrillic and Greek, then those (so Amiri gives Arabic, Latin).
    public func coveredScripts() throws -> [WritingScript] {
        let instance = try instance(weight: 400).instance
        let covered = WritingScript.all.filter { script in script.probe.allSatisfy(instance.hasGlyph) }
        let declared = DeclaredLanguages.scripts(of: instance.face.declaredLanguages.designed)
        let first = declared.compactMap { code in covered.first { $0.code == code } }
        let rest = covered.filter { !first.contains($0) }
        return first + rest.filter { !$0.isEuropean } + rest.filter(\.isEuropean)
    }
}
