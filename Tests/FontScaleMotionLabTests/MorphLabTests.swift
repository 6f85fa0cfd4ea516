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
}
