/// A writing script fontscale knows how to sample: a short text in it, the characters that decide
/// whether a font covers it, a reference font that does, and a phrase and a compound for starter
/// configs (Tables/scripts.tsv).
public struct WritingScript: Hashable, Sendable {
    /// The ISO 15924 code ("Latn", "Arab", "Hani").
    public let code: String
    /// The English name ("Arabic").
    public let name: String
    /// Whether the script is written right to left.
    public let isRightToLeft: Bool
    /// A short UI-like sample in the script (a pangram or the UDHR's first article).
    public let sample: String
    /// The sample's language, BCP 47 ("ar", "zh-Hans").
    public let language: String
    /// Characters a font for the script must map; a font covers the script when it maps them all.
    public let probe: [Unicode.Scalar]
    /// A family that covers the script, as fontconfig names it ("Noto Sans Arabic").
    public let referenceFamily: String
    /// Where the reference font comes from ("pip:fontpkg-noto-sans-arabic==2.12", "deb:fonts-noto-core").
    public let fetch: String
    /// A short UI-like text in the script (`fontscale init` writes it as a sample).
    public let phrase: String
    /// A text around a word no line may break inside, the reflow rule's stress case
    /// ("Kontoeinstellungen überprüfen", "स्वतन्त्रता"); nil where a line may break between any two
    /// characters (Han, Japanese).
    public let compound: String?
    /// Where the sample text (and the phrase and compound) come from.
    public let source: String

    /// Every script in the table, in its order (European scripts first, then the others).
    public static let all: [WritingScript] = GeneratedTables.scripts.map { row in
        WritingScript(
            code: row.code, name: row.name, isRightToLeft: row.rightToLeft, sample: row.sample, language: row.language,
            probe: Array(row.probe.unicodeScalars), referenceFamily: row.reference, fetch: row.fetch,
            phrase: row.phrase, compound: row.compound.isEmpty ? nil : row.compound, source: row.source
        )
    }

    /// The script with ISO 15924 code `code` (any case), nil when the table has none.
    public static func named(_ code: String) -> WritingScript? {
        all.first { $0.code.lowercased() == code.lowercased() }
    }

    /// Whether the script is Latin, Cyrillic or Greek (the scripts most Latin fonts also cover).
    public var isEuropean: Bool { ["Latn", "Cyrl", "Grek"].contains(code) }
}

/// A language that writes a script of the table with letters or marks the script's own sample does
/// not show (Vietnamese's stacked marks in Latin, Persian's and Urdu's letters in Arabic), from
/// Tables/languages.tsv.
public struct WritingLanguage: Hashable, Sendable {
    /// The BCP 47 code ("vi", "fa").
    public let code: String
    /// The English name ("Vietnamese").
    public let name: String
    /// The ISO 15924 code of the script it writes ("Latn").
    public let script: String
    /// Characters a font for the language must map; a font covers it when it maps them all.
    public let probe: [Unicode.Scalar]
    /// A sample in the language (the UDHR's first article).
    public let sample: String
    /// A short UI-like text in the language (`fontscale init` writes it as a sample).
    public let phrase: String
    /// What the language asks of a font that its script's sample does not.
    public let stresses: String
    /// Where the sample and the phrase come from.
    public let source: String

    /// Every language in the table, in its order.
    public static let all: [WritingLanguage] = GeneratedTables.languages.map { row in
        WritingLanguage(
            code: row.code, name: row.name, script: row.script, probe: Array(row.probe.unicodeScalars),
            sample: row.sample, phrase: row.phrase, stresses: row.stresses, source: row.source)
    }

    /// The language with BCP 47 code `code` (any case), nil when the table has none.
    public static func named(_ code: String) -> WritingLanguage? {
        all.first { $0.code.lowercased() == code.lowercased() }
    }

    /// The languages of the table that write `script` (ISO 15924), in the table's order.
    public static func writing(_ script: String) -> [WritingLanguage] { all.filter { $0.script == script } }
}
