import FontScale
import FontScaleFonts
import FontScaleMotion
import FontScaleMotionLab
import FontScaleTestSupport
import Testing

/// Morphs laid out with the real font, against hb-shape's cluster positions.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct MorphLabTests {
    @Test func stayingCharactersMoveBetweenTheirShapedPositions() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let font = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        let measured = try MorphLab.measure(from: "Backing up", to: "Backed up", font: font, pointSize: 20)
        // hb-shape: the x of 'u' is the sum of the advances of the glyphs before its cluster.
        func x(_ text: String, cluster: Int) throws -> Double {
            try HBShape.glyphs(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: text).filter { $0.cluster < cluster }
                .map(\.advance).reduce(0, +) / 2048 * 20
        }
        let u = try #require(
            measured.morph.tracks.first { $0.character == "u" && $0.fate == .persistent(old: 8, new: 7) })
        #expect(abs(u.from.x - (try x("Backing up", cluster: 8))) < 1e-9)
        #expect(abs(u.to.x - (try x("Backed up", cluster: 7))) < 1e-9)
        // First frame: the old layout; last: the new one, the leaving letters gone.
        let first = measured.morph.frames.first!, last = measured.morph.frames.last!
        let index = measured.morph.tracks.firstIndex(of: u)!
        #expect(first.characters[index].x == u.from.x && last.characters[index].x == u.to.x)
        // Layers come in track order (old characters, then arriving ones); left to right they read the new text.
        #expect(measured.filmFrames().last!.layers.sorted { $0.dx < $1.dx }.map(\.text).joined() == "Backed up")
    }

    @Test func ligaturesMoveWhole() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        // DejaVu Sans draws "ffi" in "office" as one glyph: those three characters are one unit.
        let measured = try MorphLab.measure(
            from: "office", to: "offset", font: try CustomFont(family: "DejaVu Sans", catalog: catalog), pointSize: 20)
        let diff = measured.morph.diff
        // "ffi" cannot persist piecewise into "offset" (where "ff" is not followed by i): only o stays of the group's neighbourhood.
        #expect(!diff.persistent.contains { (1...3).contains($0.old) })
        #expect(diff.persistent.contains(CharacterMatch(old: 0, new: 0)))
    }

    @Test func anEmptySideEntersOrLeavesWhole() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let font = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        let arriving = try MorphLab.measure(from: "", to: "new", font: font, pointSize: 20)
        #expect(arriving.oldBoxes.isEmpty && arriving.morph.diff.entering == [0, 1, 2])
        #expect(arriving.morph.diff.persistent.isEmpty && arriving.morph.diff.changeRatio == 1)
        // Nothing to follow: each character fades in at its own hb-shape position, staggered 0.03 s apart.
        let glyphs = try HBShape.glyphs(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: "new")
        let x = glyphs.indices.map { glyphs[..<$0].map(\.advance).reduce(0, +) / 2048 * 20 }
        for (index, track) in arriving.morph.tracks.enumerated() {
            #expect(abs(track.from.x - x[index]) < 1e-9 && track.from.x == track.to.x)
            #expect(abs(track.fadeDelay - 0.03 * Double(index)) < 1e-12)
        }
        #expect(arriving.morph.frames.first!.characters.allSatisfy { $0.opacity == 0 })
        #expect(arriving.morph.frames.last!.characters.allSatisfy { $0.opacity == 1 })
        let leaving = try MorphLab.measure(from: "old", to: "", font: font, pointSize: 20)
        #expect(leaving.newBoxes.isEmpty && leaving.morph.diff.exiting == [0, 1, 2])
        #expect(leaving.morph.frames.last!.characters.allSatisfy { $0.opacity == 0 })
        #expect(leaving.filmFrames().last!.layers.isEmpty)
        #expect(
            throws: InvalidValueError(name: "texts", value: "two empty texts", expected: "at least one text to morph")
        ) {
            try MorphLab.measure(from: "", to: "", font: font, pointSize: 20)
        }
    }

    @Test func lineBreaksAndUnknownConjunctsMorph() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let font = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        // CR LF (one character, two HarfBuzz clusters) leaves, LF arrives; b slides left by CR's .notdef (1229 units).
        let measured = try MorphLab.measure(from: "a\r\nb", to: "a\nb", font: font, pointSize: 20)
        #expect(measured.morph.diff.persistent == [CharacterMatch(old: 0, new: 0), CharacterMatch(old: 2, new: 2)])
        #expect(measured.morph.diff.exiting == [1] && measured.morph.diff.entering == [1])
        let b = try #require(measured.morph.tracks.first { $0.fate == .persistent(old: 2, new: 2) })
        #expect(abs(b.from.x - (1255.0 + 1229 + 1229) / 2048 * 20) < 1e-9)
        #expect(abs(b.to.x - (1255.0 + 1229) / 2048 * 20) < 1e-9)
        // क्ष has no glyphs in DejaVu Sans and is one character over two HarfBuzz clusters: it stays, whole.
        let conjunct = try MorphLab.measure(from: "क्ष", to: "क्षa", font: font, pointSize: 20)
        #expect(conjunct.morph.diff.persistent == [CharacterMatch(old: 0, new: 0)])
        #expect(conjunct.morph.diff.entering == [1])
    }
}
