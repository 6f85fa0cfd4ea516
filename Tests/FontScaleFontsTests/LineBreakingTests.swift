import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// Lines broken where UAX #14 and ICU's dictionaries allow, each line measured as it is drawn:
/// the expected lines come from word lists and hb-shape's widths of the candidate lines.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct LineBreakingTests {
    let measurer = TextMeasurer()

    /// hb-shape's advance of `text` in points.
    func hbWidth(
        _ text: String, font: String, size: Double, variations: [String: Double] = [:], features: [String] = []
    ) throws -> Double {
        let upem = FontInstance(face: try FontFace(path: font)).unitsPerEm
        return try HBShape.advance(font: font, unitsPerEm: upem, text: text, variations: variations, features: features)
            * size / Double(upem)
    }

    /// `words` wrapped greedily at `width`, each candidate line measured whole by hb-shape.
    func greedy(_ words: [String], font: String, size: Double, width: Double) throws -> [String] {
        var lines: [String] = [], line = ""
        for word in words {
            let fits = line.isEmpty ? true : try hbWidth(line + word, font: font, size: size) <= width
            if fits {
                line += word
            } else {
                lines.append(line)
                line = word
            }
        }
        return lines + [line]
    }

    // Thai has no spaces between words: ICU's dictionary finds ยืนยัน / คำ / สั่ง / ซื้อ / ของ / คุณ
    // ("confirm / word / order / buy / of / you"). The old breaker cut the word ของ after ขอ.
    @Test func thaiBreaksBetweenWords() throws {
        let words = ["ยืนยัน", "คำ", "สั่ง", "ซื้อ", "ของ", "คุณ"]
        let instance = FontInstance(face: try FontFace(path: TestFonts.sarabun))
        for width in [60.0, 90, 120, 150] {
            let measured = try measurer.measure(
                words.joined(), instance: instance, pointSize: 17, options: LayoutOptions(width: width))
            let expected = try greedy(words, font: TestFonts.sarabun, size: 17, width: width)
            #expect(measured.lines.map(\.text) == expected, "at \(width) pt")
        }
        let at120 = try measurer.measure(
            words.joined(), instance: instance, pointSize: 17, options: LayoutOptions(width: 120))
        #expect(at120.lines.map(\.text) == ["ยืนยันคำสั่งซื้อ", "ของคุณ"])
    }

    // wcag/reflow's longest run of "ตั้งค่าบัญชี" ("account settings": ตั้ง / ค่า / บัญชี) is its
    // widest word, not the phrase.
    @Test func thaiUnbreakableRunIsAWord() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.sarabun))
        let run = measurer.longestUnbreakableRun(of: "ตั้งค่าบัญชี", instance: instance, pointSize: 34)
        let words = try ["ตั้ง", "ค่า", "บัญชี"].map { ($0, try hbWidth($0, font: TestFonts.sarabun, size: 34)) }
        let widest = words.max { $0.1 < $1.1 }!
        #expect(run.text == widest.0)
        #expect(abs(run.width - widest.1) < 0.01)
        #expect(run.width < (try hbWidth("ตั้งค่าบัญชี", font: TestFonts.sarabun, size: 34)) - 10)
    }

    // Khmer too is written without spaces; ICU's Khmer dictionary breaks "ការកំណត់គណនី" (account settings).
    @Test func khmerBreaksInsideAPhrase() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.notoSansKhmer))
        let text = "ការកំណត់គណនី"
        let run = measurer.longestUnbreakableRun(of: text, instance: instance, pointSize: 17)
        #expect(run.text.unicodeScalars.count < text.unicodeScalars.count)
        #expect(text.contains(run.text))
    }

    // A word wider than its label is cut between graphemes where the line, shaped alone as it is
    // drawn, still fits; one more grapheme would not. "Datenschutzerklärung" in Merriweather at
    // 43 pt (opsz 43) in 160 pt: the old breaker summed the whole word's clusters and drew
    // "Datensc" 160.19 pt wide.
    @Test func aCutWordIsMeasuredAsDrawn() throws {
        let cases: [(font: String, text: String, size: Double, width: Double, variations: [String: Double])] = [
            (TestFonts.merriweather, "Datenschutzerklärung", 43, 160, ["wght": 400, "opsz": 43, "wdth": 100]),
            (TestFonts.inter, "passwordx", 52, 150, ["wght": 700, "opsz": 32]),
            (TestFonts.merriweather, "Rechtsschutzversicherungsgesellschaften", 28, 120, ["wght": 700, "opsz": 28]),
        ]
        for item in cases {
            let instance = FontInstance(face: try FontFace(path: item.font), variations: item.variations)
            let lines = try measurer.measure(
                item.text, instance: instance, pointSize: item.size, options: LayoutOptions(width: item.width)
            ).lines.map(\.text)
            #expect(lines.joined() == item.text)
            for (index, line) in lines.enumerated() {
                let drawn = try hbWidth(line, font: item.font, size: item.size, variations: item.variations)
                #expect(drawn <= item.width + 1e-6, "\(line) is \(drawn) pt in \(item.width)")
                if index + 1 < lines.count {
                    let longer = line + String(lines[index + 1].first!)
                    let over = try hbWidth(longer, font: item.font, size: item.size, variations: item.variations)
                    #expect(over > item.width, "\(longer) would fit: \(over) pt")
                }
            }
        }
    }

    // CSS Text 3: optional ligatures off while letter spacing is not zero, and the spacing after
    // every character. Crimson Pro ligates "ffi", "ff", "fi" and "fj"; spaced, each letter gets 2.04 pt.
    @Test func letterSpacingTurnsOptionalLigaturesOff() throws {
        let font = TestFonts.crimsonPro, text = "The official staff office affirms five fjords"
        let instance = FontInstance(face: try FontFace(path: font))
        let upem = instance.unitsPerEm
        let ligated = try HBShape.glyphs(font: font, unitsPerEm: upem, text: text).count
        #expect(ligated < text.count)  // the font has the ligatures
        let letters = Double(text.count), spaces = Double(text.filter { $0 == " " }.count)
        let spaced =
            try hbWidth(text, font: font, size: 17, features: ["-liga", "-clig"]) + letters * 2.04 + spaces * 2.72
        // What spacing each ligature once would give: narrower, since fewer clusters get spacing.
        let once = try hbWidth(text, font: font, size: 17) + Double(ligated) * 2.04 + spaces * 2.72
        #expect(once < spaced - 1)
        func lines(_ width: Double) throws -> Int {
            try measurer.spacedLayout(text, instance: instance, pointSize: 17, width: width).lineCount
        }
        #expect(try lines(spaced + 0.01) == 1)
        #expect(try lines(spaced - 0.01) == 2)
        #expect(try lines(once + 0.01) == 2)
    }

    // UAX #14: numbers with separators hold together (IS and NU), "/" and "—" allow a break after
    // them; a soft hyphen allows one and is drawn as a hyphen when taken.
    @Test func uax14Opportunities() throws {
        let font = TestFonts.dejaVuSans
        let instance = FontInstance(face: try FontFace(path: font))
        let run = measurer.longestUnbreakableRun(of: "1,234,567.89 and/or more—less", instance: instance, pointSize: 17)
        #expect(run.text == "1,234,567.89")
        #expect(abs(run.width - (try hbWidth("1,234,567.89", font: font, size: 17))) < 0.01)
        let slash = try measurer.measure(
            "and/or", instance: instance, pointSize: 17,
            options: LayoutOptions(width: try hbWidth("and/o", font: font, size: 17)))
        #expect(slash.lines.map(\.text) == ["and/", "or"])
        let dash = try measurer.measure(
            "more—less", instance: instance, pointSize: 17,
            options: LayoutOptions(width: try hbWidth("more—le", font: font, size: 17)))
        #expect(dash.lines.map(\.text) == ["more—", "less"])
        let shy = "Donau\u{AD}dampf\u{AD}schiff"
        let width = try hbWidth("Donau\u{AD}dampf\u{2010}", font: font, size: 17)
        let hyphenated = try measurer.measure(
            shy, instance: instance, pointSize: 17, options: LayoutOptions(width: width + 0.01))
        #expect(hyphenated.lines.map(\.text) == ["Donau\u{AD}dampf\u{2010}", "schiff"])
        #expect(abs(hyphenated.lines[0].width - width) < 0.01)
        // Unbroken, the soft hyphen draws nothing.
        let whole = try measurer.measure(shy, instance: instance, pointSize: 17)
        #expect(abs(whole.width - (try hbWidth("Donaudampfschiff", font: font, size: 17))) < 0.01)
    }

    // UIKit keeps a Korean word whole (hangulWordPriority): "모든 인간은" breaks at its space,
    // not between syllables, where ICU's default rules would allow both.
    @Test func hangulWordsStayWhole() throws {
        let font = TestFonts.directory + "/NotoSansCJK-Regular.ttc"
        let instance = FontInstance(face: try FontFace(path: font))
        #expect(measurer.lineBreakOpportunities(in: "모든 인간은") == [3])
        let width = try hbWidth("모든 인간", font: font, size: 17)
        let lines = try measurer.measure(
            "모든 인간은", instance: instance, pointSize: 17, options: LayoutOptions(width: width))
        #expect(lines.lines.map(\.text) == ["모든", "인간은"])
    }

    // A grapheme cluster is never cut: an emoji ZWJ sequence and a base with its combining marks
    // stay on one line even in a label one letter wide.
    @Test func graphemesStayWhole() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        let text = "a\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}e\u{301}\u{323}b"
        let lines = try measurer.measure(text, instance: instance, pointSize: 17, options: LayoutOptions(width: 1))
            .lines.map(\.text)
        #expect(lines == ["a", "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "e\u{301}\u{323}", "b"])
    }
}
