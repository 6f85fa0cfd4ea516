import FontScaleConfig
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// The starter's samples are in the font's own scripts: each script it covers gets its phrase and
/// compound, Latin only when the font has Latin, every sample drawn whole by the font (its cmap
/// read by the tests' own reader agrees), and what could not be sampled is said.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct StarterSamplesTests {
    static func font(_ family: String) throws -> CustomFont {
        try CustomFont(family: family, catalog: try FontCatalog(fontDirectories: [TestFonts.directory]))
    }

    /// The `samples:` list of a starter's text, in order.
    static func samples(_ text: String) -> [String] {
        guard let start = text.range(of: "\nsamples:\n") else { return [] }
        return text[start.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("  ") }
            .filter { $0.hasPrefix("  - \"") }.map { String($0.dropFirst(5).dropLast()) }
    }

    /// Whether `text` has a character in `range` (a Unicode block: Thai U+0E00-0E7F, Devanagari U+0900-097F).
    static func has(_ text: String, _ range: ClosedRange<UInt32>) -> Bool {
        text.unicodeScalars.contains { range.contains($0.value) }
    }

    static let latinLetters: ClosedRange<UInt32> = 0x41...0x7A
    static let thai: ClosedRange<UInt32> = 0xE00...0xE7F
    static let devanagari: ClosedRange<UInt32> = 0x900...0x97F

    /// Sarabun (Thai), Mukta and Hind (Devanagari) map the Latin probe too (their cmaps say so), so
    /// each gets its own script's phrase and compound first, then the four Latin samples, then the
    /// phrase of each language of Tables/languages.tsv its cmap covers (Sarabun: Vietnamese).
    @Test(arguments: [
        ("Sarabun", "Sarabun-Regular.ttf", thai, "Thai"), ("Mukta", "Mukta-Regular.ttf", devanagari, "Deva"),
        ("Hind", "Hind-Regular.ttf", devanagari, "Deva"),
    ])
    func ownScriptFirstThenLatin(family: String, file: String, block: ClosedRange<UInt32>, code: String) throws {
        let written = try StarterConfig.make(font: try Self.font(family), directories: [])
        let samples = Self.samples(written.text)
        let languages = try LanguageTable.covered(by: TestFonts.directory + "/" + file, scripts: [code, "Latn"])
        #expect(written.scripts == [code, "Latn"] && written.uncovered.isEmpty, "\(written.uncovered)")
        #expect(samples.count == 6 + languages.count && written.samples == 6 + languages.count)
        #expect(samples.prefix(2).allSatisfy { Self.has($0, block) }, "\(samples)")
        #expect(
            Array(samples.dropFirst(2).prefix(4))
                == ["Dynamic Type", "Order total: 1,234.50", "Notifications", "Kontoeinstellungen überprüfen"])
        #expect(Array(samples.dropFirst(6)) == languages.map(\.phrase))
        // A second path: the font's cmap, read by the tests' own reader, maps every sample character.
        let cmap = try HmtxReader(path: TestFonts.directory + "/" + file)
        for sample in samples {
            #expect(sample.unicodeScalars.allSatisfy { $0 == " " || cmap.glyph($0) != 0 }, "\(family): \(sample)")
        }
    }

    /// Noto Sans Hebrew has no Latin letters (its cmap maps no A-Z) and no digits: its samples are
    /// Hebrew only, and it gets no Price style.
    @Test func noLatinWithoutLatin() throws {
        let written = try StarterConfig.make(font: try Self.font("Noto Sans Hebrew"), directories: [])
        let samples = Self.samples(written.text)
        let cmap = try HmtxReader(path: TestFonts.directory + "/NotoSansHebrew-Regular.ttf")
        #expect((0x41...0x5A).allSatisfy { cmap.glyph(Unicode.Scalar(UInt32($0))!) == 0 })
        #expect(written.scripts == ["Hebr"] && samples.count == 2)
        #expect(samples.allSatisfy { !Self.has($0, Self.latinLetters) && Self.has($0, 0x5D0...0x5EA) }, "\(samples)")
        #expect(!written.text.contains("name: \"Price\""))
    }

    /// What a CJK face maps but the starter cannot sample is named, in a comment and in `uncovered`:
    /// Noto Sans CJK JP's Greek, whose accented vowel (the probe's U+03AC) it lacks, and Bopomofo,
    /// which Tables/scripts.tsv has no sample for.
    @Test func whatCouldNotBeSampledIsSaid() throws {
        let written = try StarterConfig.make(font: try Self.font("Noto Sans CJK JP"), directories: [])
        #expect(written.scripts == ["Jpan", "Hani", "Hang", "Latn", "Cyrl"])
        #expect(written.uncovered.count == 2)
        #expect(
            written.uncovered.contains {
                $0.hasPrefix("Greek: Noto Sans CJK JP maps ")
                    && $0.hasSuffix(
                        " of its letters but lacks U+03AC ά of "
                            + "the characters Tables/scripts.tsv decides coverage by")
            }, "\(written.uncovered)")
        #expect(
            written.uncovered.contains {
                $0.hasPrefix("Bopomofo: Noto Sans CJK JP maps ")
                    && $0.hasSuffix(" of its letters; Tables/scripts.tsv has no sample for it")
            }, "\(written.uncovered)")
        #expect(written.text.contains("\n# Not sampled (add your own text for these):\n#   Bopomofo: "))
    }
}
