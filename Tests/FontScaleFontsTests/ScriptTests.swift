import FontScaleFonts
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

@Suite struct ScriptTableTests {
    /// Every letter of every sample is of its row's script by HarfBuzz's Unicode data (Japanese
    /// mixes Han, Hiragana and Katakana; Korean is Hangul), and every probe character too.
    @Test(arguments: WritingScript.all) func samplesAreInTheirScript(script: WritingScript) {
        let allowed: Set<String> =
            switch script.code {
            case "Jpan": ["Hani", "Hira", "Kana"]
            default: [script.code]
            }
        for scalar in script.sample.unicodeScalars {
            let code = ScriptDetection.script(of: scalar)
            guard !["Zyyy", "Zinh"].contains(code) else { continue }
            #expect(
                allowed.contains(code),
                "\(script.code): U+\(String(scalar.value, radix: 16, uppercase: true)) is \(code)")
        }
        for scalar in script.probe {
            #expect(
                allowed.contains(ScriptDetection.script(of: scalar))
                    || ["Zinh", "Zyyy"].contains(ScriptDetection.script(of: scalar)),
                "\(script.code) probe U+\(String(scalar.value, radix: 16))")
        }
        #expect(ScriptDetection.isRightToLeft(script.code) == script.isRightToLeft)
        #expect((15...45).contains(script.sample.count), "\(script.code): \(script.sample.count) characters")
        // The phrase and compound a starter config writes: of the script too, short enough for a
        // label (Latin's compound holds its German phrase, the starter's since it was written).
        let latin: Set<String> = ["Latn"]
        for text in [script.phrase, script.compound ?? ""] {
            for scalar in text.unicodeScalars {
                let code = ScriptDetection.script(of: scalar)
                guard !["Zyyy", "Zinh"].contains(code) else { continue }
                #expect(allowed.union(script.code == "Latn" ? latin : []).contains(code), "\(script.code): \(text)")
            }
        }
        #expect((2...30).contains(script.phrase.count), "\(script.code) phrase: \(script.phrase.count) characters")
        // Han and Japanese have no compound: a line may break between any two of their characters.
        #expect((script.compound == nil) == ["Hani", "Jpan"].contains(script.code))
    }

    @Test func dominantScript() {
        #expect(ScriptDetection.dominantScript(of: "Order total: 1,234.50") == "Latn")
        #expect(ScriptDetection.dominantScript(of: "مرحبا Hi") == "Arab")
        #expect(ScriptDetection.dominantScript(of: "12:45 — 3.50") == nil)
    }

    /// A `meta` table built by hand (OpenType spec, 'meta' table: version 1, flags 0, reserved,
    /// dataMapsCount, then tag/offset/length records; the data is UTF-8 ScriptLangTags).
    @Test func metaTable() {
        func u32(_ value: Int) -> [UInt8] {
            [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        let dlng = Array("ar-Arab, Latn".utf8), slng = Array("zh-Hans,ja".utf8)
        var bytes = u32(1) + u32(0) + u32(0) + u32(3)
        bytes += Array("dlng".utf8) + u32(52) + u32(dlng.count)
        bytes += Array("slng".utf8) + u32(52 + dlng.count) + u32(slng.count)
        bytes += Array("dlng".utf8) + u32(5000) + u32(10)  // outside the table: skipped
        bytes += dlng + slng
        let declared = DeclaredLanguages(metaTable: Data(bytes))
        #expect(declared.designed == ["ar-Arab", "Latn"] && declared.supported == ["zh-Hans", "ja"])
        #expect(
            DeclaredLanguages.scripts(of: declared.designed + declared.supported) == ["Arab", "Latn", "Hani", "Jpan"])
        #expect(DeclaredLanguages(metaTable: Data(bytes.prefix(20))) == DeclaredLanguages(designed: [], supported: []))
    }

    /// Korean is the table's "Hang" row and Japanese its "Jpan" row, whichever way a font's dlng
    /// spells them (the sweep: "ko" and "Kore" matched no row, so a Korean font's own sample
    /// was not put first).
    @Test func declaredCJKScripts() {
        #expect(DeclaredLanguages.scripts(of: ["ko", "ko-Kore", "Hang"]) == ["Hang"])
        #expect(DeclaredLanguages.scripts(of: ["ja-Hira", "Kana", "ja-Jpan", "zh-Hant"]) == ["Jpan", "Hani"])
    }

    /// The order of a font's samples (found by the real-font sweep, docs/RELIABILITY.md):
    /// dlng's European scripts keep the table's order (IBM Plex Mono declares "Cyrl,Latn");
    /// a CJK font's own script leads the three (NanumGothic maps kana, so it came out Japanese first).
    @Test func sampleOrder() throws {
        let scripts = try ["Latn", "Cyrl", "Grek", "Arab", "Hani", "Jpan", "Hang"].map {
            try #require(WritingScript.named($0))
        }
        func order(_ covered: [String], _ declared: [String] = [], _ preferred: [String] = []) -> [String] {
            ScriptDetection.order(
                scripts.filter { covered.contains($0.code) }, designedFor: declared, preferredCJK: preferred
            ).map(\.code)
        }
        #expect(order(["Latn", "Cyrl"], ["Cyrl", "Latn"]) == ["Latn", "Cyrl"])
        #expect(order(["Latn", "Cyrl", "Arab"], ["Cyrl", "Arab"]) == ["Arab", "Cyrl", "Latn"])
        #expect(order(["Latn", "Cyrl", "Arab"], ["Latn"]) == ["Latn", "Arab", "Cyrl"])
        #expect(order(["Latn", "Cyrl", "Jpan", "Hang"], [], ["Hang"]) == ["Hang", "Jpan", "Latn", "Cyrl"])
        #expect(order(["Latn", "Hani", "Jpan", "Hang"], [], ["Jpan"]) == ["Jpan", "Hani", "Hang", "Latn"])
        #expect(order(["Latn", "Hani", "Jpan", "Hang"], [], ["Hang", "Hani"]) == ["Hang", "Hani", "Jpan", "Latn"])
        #expect(order(["Latn", "Hani", "Jpan", "Hang"]) == ["Hani", "Jpan", "Hang", "Latn"])
        #expect(order(["Latn", "Arab", "Hani", "Jpan"], [], ["Jpan"]) == ["Arab", "Jpan", "Hani", "Latn"])
        #expect(order(["Latn", "Hani", "Jpan"], ["Hani"], ["Jpan"]) == ["Hani", "Jpan", "Latn"])
    }
}

@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct FontScriptTests {
    static func font(_ family: String) throws -> CustomFont {
        try CustomFont(family: family, catalog: try FontCatalog(fontDirectories: [TestFonts.directory]))
    }

    /// Coverage as the fonts' designers describe them: Amiri is Arabic with Latin, Heebo Hebrew
    /// with Latin, Hind Devanagari with Latin, WenQuanYi Micro Hei CJK with Latin, Cyrillic, Greek.
    @Test(arguments: [
        ("Amiri", ["Arab", "Latn"]), ("Heebo", ["Hebr", "Latn"]), ("Hind", ["Deva", "Latn"]),
        ("WenQuanYi Micro Hei", ["Hani", "Jpan", "Hang", "Latn", "Cyrl", "Grek"]), ("Atkinson Hyperlegible", ["Latn"]),
        // One collection, one glyph set: the face's own language leads (its family name is
        // localized in Japanese, Korean, Chinese), where it was Chinese for every face.
        ("Noto Sans CJK JP", ["Jpan", "Hani", "Hang", "Latn", "Cyrl"]),
        ("Noto Sans CJK KR", ["Hang", "Hani", "Jpan", "Latn", "Cyrl"]),
        ("Noto Sans CJK SC", ["Hani", "Jpan", "Hang", "Latn", "Cyrl"]),
        ("Noto Sans CJK TC", ["Hani", "Jpan", "Hang", "Latn", "Cyrl"]),
        // dlng "Latn, Cyrl"
        ("Merriweather", ["Latn", "Cyrl"]),
    ])
    func coveredScripts(family: String, expected: [String]) throws {
        #expect(try Self.font(family).coveredScripts().map(\.code) == expected)
    }

    /// What a CJK face says it is made for: WenQuanYi's family name in Chinese, the Noto Sans CJK
    /// faces' in their own language; nothing for a Latin font.
    @Test(arguments: [
        ("WenQuanYi Micro Hei", ["Hani"]), ("Noto Sans CJK JP", ["Jpan"]), ("Noto Sans CJK KR", ["Hang"]),
        ("Noto Sans CJK HK", ["Hani"]), ("Merriweather", []), ("Amiri", []),
    ])
    func preferredCJKScripts(family: String, expected: [String]) throws {
        #expect(try Self.font(family).instance(weight: 400).instance.face.preferredCJKScripts == expected)
    }

    /// Each reference font the tests fetch covers its script's sample, phrase and compound completely;
    /// a second path (the cmap read by the tests' own reader) agrees for every character.
    @Test(arguments: ["Arab", "Hebr", "Deva", "Thai", "Khmr", "Hani", "Latn"])
    func referencesCoverTheirSamples(code: String) throws {
        let script = try #require(WritingScript.named(code))
        let font = try Self.font(script.referenceFamily)
        let instance = try font.instance(weight: 400).instance
        for text in [script.sample, script.phrase, script.compound ?? ""] {
            let missing = text.unicodeScalars.filter { $0 != " " && !instance.hasGlyph($0) }
            #expect(missing.isEmpty, "\(script.referenceFamily) lacks \(missing.map { String($0) })")
            #expect(instance.covers(text))
            if instance.face.info.faceCount == 1 {
                let cmap = try HmtxReader(path: instance.face.info.file)
                #expect(text.unicodeScalars.allSatisfy { $0 == " " || cmap.glyph($0) != 0 }, "\(code): \(text)")
            }
        }
    }

    /// Each compound is one run the line breaker keeps whole: its first word is the longest
    /// stretch without a break opportunity, measured in the script's reference font.
    @Test(arguments: WritingScript.all.filter { $0.compound != nil }) func compoundsDoNotBreak(script: WritingScript)
        throws
    {
        // Bengali, Tamil, Georgian, Armenian, Ethiopic: their references are not fetched.
        guard let font = try? Self.font(script.referenceFamily) else { return }
        let compound = try #require(script.compound)
        let word = String(compound.split(separator: " ").first ?? "")
        let run = TextMeasurer().longestUnbreakableRun(
            of: compound, instance: try font.instance(weight: 400).instance, pointSize: 17)
        #expect(run.text == word, "\(script.code): the longest run of \"\(compound)\" is \"\(run.text)\"")
    }

    /// The scripts a font maps letters of, by its whole cmap: Sarabun Thai and Latin, Mukta
    /// Devanagari and Latin; WenQuanYi Micro Hei also Bopomofo, which Tables/scripts.tsv has no
    /// sample for; Noto Sans CJK JP's Greek without the probe's accented vowel (its cmap, read by
    /// the tests' own reader, has no U+03AC).
    @Test func mappedScripts() throws {
        func codes(_ family: String) throws -> Set<String> { Set(try Self.font(family).mappedScripts().map(\.code)) }
        #expect(try codes("Sarabun").isSuperset(of: ["Thai", "Latn"]))
        #expect(try codes("Mukta").isSuperset(of: ["Deva", "Latn"]))
        #expect(try codes("Noto Sans Hebrew") == ["Hebr"])
        #expect(try codes("WenQuanYi Micro Hei").contains("Bopo"))
        let japanese = try Self.font("Noto Sans CJK JP")
        let greek = try #require(try japanese.mappedScripts().first { $0.code == "Grek" })
        #expect(greek.letters >= 20 && greek.name == "Greek")
        #expect(try !japanese.coveredScripts().contains { $0.code == "Grek" })
        #expect(try !japanese.instance(weight: 400).instance.hasGlyph("\u{3AC}"))
        let latin = try #require(WritingScript.named("Latn"))
        for family in ["Sarabun", "Mukta"] {
            let cmap = try HmtxReader(path: try Self.font(family).instance(weight: 400).instance.face.info.file)
            #expect(latin.probe.allSatisfy { cmap.glyph($0) != 0 }, "\(family) maps the Latin probe")
        }
    }
}

@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct WidthsAtSizesTests {
    /// `widths(of:pointSizes:)` against hb-shape's advance (a separate HarfBuzz program) scaled to
    /// each size, and with tracking added per cluster.
    @Test func widthsAtEverySize() throws {
        let font = try CustomFont(
            family: "DejaVu Sans", catalog: try FontCatalog(fontDirectories: [TestFonts.directory]))
        let instance = try font.instance(weight: 400).instance
        let text = "Wave AVAT 1,234.50"
        let advance = try HBShape.advance(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: text)
        let sizes = [11.0, 17, 53]
        let measurer = TextMeasurer()
        let widths = measurer.widths(of: text, instance: instance, pointSizes: sizes)
        for (width, size) in zip(widths, sizes) { #expect(abs(width - advance * size / 2048) < 1e-9, "\(size) pt") }
        let tracked = measurer.widths(of: text, instance: instance, pointSizes: [17], tracking: 0.5)
        #expect(abs(tracked[0] - (advance * 17 / 2048 + 0.5 * Double(text.count))) < 1e-9)
        #expect(measurer.widths(of: text, instance: instance, pointSizes: []).isEmpty)
    }
}
