internal import CHarfBuzz
import FontScaleMetrics
import Foundation

/// What a font can draw of a text, and which scripts its `cmap` maps letters of: the one
/// definition of "covers" that reports (a reference for a sample) and starter configs (a sample
/// for a font) share.
extension FontInstance {
    /// The characters of `text` the font does not map, each once, in order. White space and what
    /// text systems leave undrawn (`isInvisible`: ZWJ, ZWNJ, controls) do not count.
    public func unmapped(in text: String) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return text.unicodeScalars.filter {
            !$0.properties.isWhitespace && !Self.isInvisible($0) && !hasGlyph($0) && seen.insert($0).inserted
        }
    }

    /// Whether the font covers `text`: it maps every character of it (`unmapped(in:)` is empty).
    public func covers(_ text: String) -> Bool { unmapped(in: text).isEmpty }
}

extension FontFace {
    /// Every character the `cmap` maps, in code point order.
    public var mappedScalars: [Unicode.Scalar] {
        guard let set = hb_set_create() else { return [] }
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(hbFace, set)
        var scalars: [Unicode.Scalar] = []
        var codepoint = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start before the first
        while hb_set_next(set, &codepoint) != 0 {
            if let scalar = Unicode.Scalar(codepoint) { scalars.append(scalar) }
        }
        return scalars
    }
}

/// A script whose letters a font maps, with how many (`CustomFont.mappedScripts(minimum:)`).
public struct MappedScript: Hashable, Sendable {
    /// The ISO 15924 code, as HarfBuzz names the characters' script ("Deva", "Hira", "Khmr").
    public let code: String
    /// Its English name ("Devanagari", "Khmer"), the code when none is known.
    public let name: String
    /// How many letters (alphabetic characters) of the script the font maps.
    public let letters: Int

    /// The English name of the script `code`: Tables/scripts.tsv's, else the locale data's, else the code.
    public static func name(of code: String) -> String {
        WritingScript.named(code)?.name ?? Locale(identifier: "en").localizedString(forScriptCode: code) ?? code
    }

    /// Whether characters of this script are drawn by a sample of `script` (a table row): kana and
    /// Han by Japanese, Han by Chinese, the script itself otherwise.
    public func isSampled(by script: WritingScript) -> Bool {
        switch script.code {
        case "Jpan": ["Hira", "Kana", "Hani"].contains(code)
        default: code == script.code
        }
    }
}

extension CustomFont {
    /// The scripts of which the font's regular face maps at least `minimum` letters (alphabetic
    /// characters, by HarfBuzz's script of each), most letters first: what the font is drawn for,
    /// with or without a row in Tables/scripts.tsv. The few Greek letters a Latin font carries for
    /// maths (µ, π, Ω) stay under the default minimum.
    public func mappedScripts(minimum: Int = 20) throws -> [MappedScript] {
        let face = try instance(weight: 400).instance.face
        var counts: [String: Int] = [:]
        for scalar in face.mappedScalars where scalar.properties.isAlphabetic {
            let code = ScriptDetection.script(of: scalar)
            guard !["Zyyy", "Zinh", "Zzzz"].contains(code) else { continue }
            counts[code, default: 0] += 1
        }
        return counts.filter { $0.value >= minimum }
            .sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { MappedScript(code: $0.key, name: MappedScript.name(of: $0.key), letters: $0.value) }
    }
}
