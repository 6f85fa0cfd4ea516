import FontScaleFonts
import FontScaleTestSupport
import Testing

/// Character boxes from HarfBuzz clusters, against hb-shape's clusters and advances.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct GraphemeLayoutTests {
    @Test func boxesFollowHBShapeClusters() throws {
        // DejaVu Sans forms an "ffi" ligature in "office": one glyph for three characters (hb-shape: o, uniFB03, c, e).
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        let boxes = instance.graphemeBoxes("office", pointSize: 20)
        let glyphs = try HBShape.glyphs(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: "office")
        #expect(glyphs.map(\.cluster) == [0, 1, 4, 5])
        let scale = 20.0 / 2048
        #expect(boxes.map(\.character) == ["o", "f", "f", "i", "c", "e"])
        #expect(boxes.map(\.cluster) == [0, 1, 1, 1, 4, 5])
        // The ligature's advance is shared by its three characters; c starts after o and the ligature.
        #expect(abs(boxes[1].advance - glyphs[1].advance * scale / 3) < 1e-9)
        #expect(abs(boxes[3].x - (glyphs[0].advance + glyphs[1].advance * 2 / 3) * scale) < 1e-9)
        #expect(abs(boxes[4].x - (glyphs[0].advance + glyphs[1].advance) * scale) < 1e-9)
        #expect(abs(boxes.map(\.advance).reduce(0, +) - glyphs.map(\.advance).reduce(0, +) * scale) < 1e-9)
    }

    @Test func graphemesStayWhole() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        // e + COMBINING ACUTE is one character; so is a thumbs-up with a skin-tone modifier.
        let boxes = instance.graphemeBoxes("Cafe\u{301} 👍🏽!", pointSize: 17)
        #expect(boxes.map(\.character) == ["C", "a", "f", "e\u{301}", " ", "👍🏽", "!"])
        #expect(boxes.map(\.index) == Array(0..<7))
        #expect(zip(boxes, boxes.dropFirst()).allSatisfy { $0.x < $1.x })
    }

    @Test func rightToLeftRunsLeftwards() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.notoSansArabic))
        let boxes = instance.graphemeBoxes("سلام", pointSize: 20)
        #expect(boxes.count == 4)
        // Visual order: the first logical letter is rightmost.
        #expect(zip(boxes, boxes.dropFirst()).allSatisfy { $0.x > $1.x })
        #expect(
            abs(
                boxes.map(\.advance).reduce(0, +)
                    - (try HBShape.advance(font: TestFonts.notoSansArabic, unitsPerEm: 1000, text: "سلام")) / 1000 * 20)
                < 1e-6)
    }

    // MARK: - HarfBuzz clusters and grapheme clusters that disagree

    /// Each box against hb-shape: the glyphs whose cluster lies in the box's scalars (`ranges`),
    /// their leftmost pen position and their summed advance.
    /// `runs` (the text's bidi runs in visual order, each with its first scalar's offset and its
    /// direction) shaped by hb-shape one by one, as fontscale itemizes; nil: the text as one run.
    func expectUnionBoxes(
        _ boxes: [GraphemeBox], font: String, unitsPerEm: Int, text: String, pointSize: Double, ranges: [Range<Int>],
        runs: [(text: String, offset: Int, direction: String?)]? = nil
    ) throws {
        let glyphs = try (runs ?? [(text, 0, nil)]).flatMap { run in
            try HBShape.glyphs(font: font, unitsPerEm: unitsPerEm, text: run.text, direction: run.direction).map {
                (cluster: $0.cluster + run.offset, advance: $0.advance)
            }
        }
        let pens = glyphs.indices.map { index in glyphs[..<index].map(\.advance).reduce(0, +) }
        let scale = pointSize / Double(unitsPerEm)
        #expect(boxes.count == ranges.count)
        for (box, range) in zip(boxes, ranges) {
            let members = glyphs.indices.filter { range.contains(glyphs[$0].cluster) }
            #expect(!members.isEmpty)
            #expect(abs(box.x - members.map { pens[$0] }.min()! * scale) < 1e-9, "\(box)")
            #expect(abs(box.advance - members.map { glyphs[$0].advance }.reduce(0, +) * scale) < 1e-9, "\(box)")
        }
    }

    @Test func emptyTextHasNoBoxes() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        #expect(instance.graphemeBoxes("", pointSize: 17).isEmpty)
        #expect(instance.positionedGlyphs("").glyphs.isEmpty)
    }

    @Test func carriageReturnLineFeedIsOneCharacterOverTwoClusters() throws {
        // Swift: "\r\n" is one character; HarfBuzz: two clusters (1 and 2), each a .notdef in DejaVu Sans.
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        let boxes = instance.graphemeBoxes("a\r\nb", pointSize: 20)
        #expect(boxes.map(\.character) == ["a", "\r\n", "b"])
        #expect(boxes.map(\.index) == [0, 1, 2])
        #expect(boxes.map(\.cluster) == [0, 1, 3])
        // hb-shape splits its text at line feeds, so the second path is the font's own hmtx:
        // a 1255, .notdef 1229 (hb-shape shapes "a\r" as a=0+1255|.notdef=1+1229), b 1300 units.
        let hmtx = try HmtxReader(path: TestFonts.dejaVuSans)
        let scale = 20.0 / Double(hmtx.unitsPerEm)
        let (a, cr, lf) = (hmtx.advance(of: "a"), hmtx.advance(of: "\r"), hmtx.advance(of: "\n"))
        #expect([a, cr, lf, hmtx.advance(of: "b")] == [1255, 1229, 1229, 1300])
        #expect(
            try HBShape.glyphs(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: "a\r").map(\.advance) == [
                1255, 1229,
            ])
        #expect(abs(boxes[1].x - Double(a) * scale) < 1e-9)
        #expect(abs(boxes[1].advance - Double(cr + lf) * scale) < 1e-9)
        #expect(abs(boxes[2].x - Double(a + cr + lf) * scale) < 1e-9)
    }

    @Test func prependedConcatenationMarkTakesItsDigitsBox() throws {
        // U+0600 ARABIC NUMBER SIGN is a Prepend character: Swift joins it with the digit after it
        // ("\u{600}1", "2"); HarfBuzz keeps three clusters (0, 1, 2), the digits drawn over the sign with no advance.
        // UAX #9 puts the sign (AN) at level 2 and the digits at 0: no odd level, one left-to-right run.
        let instance = FontInstance(face: try FontFace(path: TestFonts.notoSansArabic))
        let text = "\u{600}12"
        let boxes = instance.graphemeBoxes(text, pointSize: 20)
        #expect(boxes.map(\.character) == ["\u{600}1", "2"])
        #expect(boxes.map(\.cluster) == [0, 2])
        let glyphs = try HBShape.glyphs(font: TestFonts.notoSansArabic, unitsPerEm: 1000, text: text, direction: "ltr")
        #expect(glyphs.map(\.cluster) == [0, 1, 2])
        try expectUnionBoxes(
            boxes, font: TestFonts.notoSansArabic, unitsPerEm: 1000, text: text, pointSize: 20, ranges: [0..<2, 2..<3],
            runs: [(text, 0, "ltr")])
        #expect(boxes[0].advance > 0 && boxes[1].advance == 0)
    }

    @Test func conjunctWithoutGlyphsIsOneCharacterOverTwoClusters() throws {
        // क्ष (ka, virama, ssa) is one grapheme cluster (Unicode 15.1's conjunct rule); DejaVu Sans has
        // no Devanagari, so HarfBuzz draws three .notdef glyphs in two clusters (0: ka + virama, 2: ssa).
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        let text = "xक्षy"
        let boxes = instance.graphemeBoxes(text, pointSize: 17)
        #expect(boxes.map(\.character) == ["x", "क्ष", "y"])
        #expect(boxes.map(\.cluster) == [0, 1, 4])
        #expect(
            try HBShape.glyphs(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: text).map(\.cluster) == [
                0, 1, 1, 3, 4,
            ])
        try expectUnionBoxes(
            boxes, font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: text, pointSize: 17,
            ranges: [0..<1, 1..<4, 4..<5])
    }

    @Test func rightToLeftUnitsTakeTheirGlyphsUnion() throws {
        // A right-to-left paragraph: سل at level 1, the number sign and its digits (AN, W2 makes the
        // digits AN after an Arabic letter) at level 2, a left-to-right run drawn left of the letters.
        let instance = FontInstance(face: try FontFace(path: TestFonts.notoSansArabic))
        let text = "سل\u{600}12"
        let boxes = instance.graphemeBoxes(text, pointSize: 20)
        #expect(boxes.map(\.character) == ["س", "ل", "\u{600}1", "2"])
        try expectUnionBoxes(
            boxes, font: TestFonts.notoSansArabic, unitsPerEm: 1000, text: text, pointSize: 20,
            ranges: [0..<1, 1..<2, 2..<4, 4..<5], runs: [("\u{600}12", 2, "ltr"), ("سل", 0, "rtl")])
        #expect(boxes[0].x > boxes[1].x && boxes[1].x > boxes[2].x)
    }
}
