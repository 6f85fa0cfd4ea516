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
}
