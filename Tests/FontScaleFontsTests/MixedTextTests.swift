import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// Real app text: a paragraph itemized into runs of one direction and one script before shaping
/// (UAX #9 with ICU's ubidi), and overlong words cut where the platforms cut them. The second
/// path is Debian's hb-shape on each run alone, in the direction UAX #9 gives it.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct MixedTextTests {
    let measurer = TextMeasurer()

    /// hb-shape's advance of each (text, direction) run, summed, in points.
    func hbWidth(_ runs: [(String, String)], font: String, size: Double) throws -> Double {
        let upem = FontInstance(face: try FontFace(path: font)).unitsPerEm
        return try runs.map {
            try HBShape.advance(font: font, unitsPerEm: upem, text: $0.0, direction: $0.1)
        }.reduce(0, +) * size / Double(upem)
    }

    // "Pay للدفع" in Almarai at 20 pt: Chromium draws it 84.67 px wide, the Arabic joined. Shaped
    // as one left-to-right run (before) it was 109.96 pt, the letters unjoined.
    @Test func arabicAfterAnEnglishWordIsShapedRightToLeft() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.almarai))
        let text = "Pay للدفع"
        let measured = try measurer.measure(text, instance: instance, pointSize: 20)
        let expected = try hbWidth([("Pay ", "ltr"), ("للدفع", "rtl")], font: TestFonts.almarai, size: 20)
        #expect(abs(measured.width - expected) < 0.05, "\(measured.width) against \(expected)")
        #expect(abs(measured.width - 84.67) < 0.05)
        // UIKit's natural direction: the first strong character, P, makes the paragraph left to right.
        #expect(measured.direction == .leftToRight)
        // Drawn in visual order: "Pay " then the Arabic run, its glyphs joined as hb-shape joins them.
        let glyphs = instance.positionedGlyphs(text).glyphs.map(Int.init)
        let arabic = try HBShape.glyphIDs(font: TestFonts.almarai, text: "للدفع", direction: "rtl")
        let latin = try HBShape.glyphIDs(font: TestFonts.almarai, text: "Pay ", direction: "ltr")
        #expect(glyphs == latin + arabic)
        #expect(arabic != (try HBShape.glyphIDs(font: TestFonts.almarai, text: "للدفع", direction: "ltr")))
    }

    // Hebrew with a number and an English brand: a right-to-left paragraph of four runs, the
    // number and the brand left to right, laid out right to left (the last run leftmost).
    @Test func hebrewWithNumbersAndLatinIsFourRuns() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.heebo))
        let text = "הזמנה 1234 ממתינה ב-Apple Pay"
        let runs = [("הזמנה ", "rtl"), ("1234", "ltr"), (" ממתינה ב-", "rtl"), ("Apple Pay", "ltr")]
        let measured = try measurer.measure(text, instance: instance, pointSize: 20)
        let expected = try hbWidth(runs, font: TestFonts.heebo, size: 20)
        #expect(abs(measured.width - expected) < 0.005, "\(measured.width) against \(expected)")
        // One run guessed as Hebrew is 11 design units wider: the test tells the two apart.
        let oneRun = try hbWidth([(text, "rtl")], font: TestFonts.heebo, size: 20)
        #expect(abs(oneRun - expected) > 0.05)
        #expect(measured.direction == .rightToLeft)
        var visual: [Int] = []
        for (run, direction) in runs.reversed() {
            visual += try HBShape.glyphIDs(font: TestFonts.heebo, text: run, direction: direction)
        }
        #expect(instance.positionedGlyphs(text).glyphs.map(Int.init) == visual)
    }

    // A paragraph wrapped in an Arabic container: the lines are broken on the logical text, and
    // each line is as wide as its runs shaped alone.
    @Test func wrappedMixedLinesAreMeasuredByTheirRuns() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.almarai))
        let text = "ادفع باستخدام Apple Pay الآن"
        let measured = try measurer.measure(text, instance: instance, pointSize: 20, options: LayoutOptions(width: 130))
        #expect(measured.lines.count > 1)
        #expect(measured.lines.map(\.text).joined(separator: " ") == text)
        for line in measured.lines {
            let expected = try hbRuns(of: line.text).map { try hbWidth([$0], font: TestFonts.almarai, size: 20) }
                .reduce(0, +)
            #expect(abs(line.width - expected) < 0.005, "\(line.text)")
        }
    }

    /// The runs of a line of `wrappedMixedLinesAreMeasuredByTheirRuns`'s text by UAX #9's rules
    /// for it: Latin letters left to right, Arabic right to left, a space left to right only
    /// between two Latin letters (N1), else in the paragraph's direction (N2).
    func hbRuns(of line: String) -> [(String, String)] {
        let scalars = Array(line.unicodeScalars)
        func isLatin(_ index: Int) -> Bool { index >= 0 && index < scalars.count && scalars[index].value < 0x250 }
        var runs: [(String, String)] = []
        for (index, scalar) in scalars.enumerated() {
            let direction =
                scalar == " "
                ? (isLatin(index - 1) && isLatin(index + 1) ? "ltr" : "rtl") : isLatin(index) ? "ltr" : "rtl"
            if let last = runs.last, last.1 == direction {
                runs[runs.count - 1].0.unicodeScalars.append(scalar)
            } else {
                runs.append((String(scalar), direction))
            }
        }
        return runs
    }

    // `measure "W ab"` in Vollkorn at 40 pt in 30 pt gave ["W", "", "a", "b"]: the space after
    // the overlong W made a line of its own. It hangs after W, as UIKit draws it.
    @Test func aGlyphWiderThanTheLineLeavesNoEmptyLine() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.vollkorn), variations: ["wght": 400])
        let w = try hbWidth([("W", "ltr")], font: TestFonts.vollkorn, size: 40)
        #expect(w > 30)
        let measured = try measurer.measure(
            "W ab", instance: instance, pointSize: 40, options: LayoutOptions(width: 30))
        #expect(measured.lines.map(\.text) == ["W", "a", "b"])
        #expect(!measured.lines.contains { $0.text.isEmpty })
    }

    // Vollkorn forms an "ff" ligature: a cut may fall inside it, the pieces re-shaped. hb-shape:
    // "Zugrif" fits 56 pt at 20 pt and "Zugriff" does not; the old cut stopped at "Zugri".
    @Test func aCutMayFallInsideALigature() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.vollkorn), variations: ["wght": 400])
        let fits = try hbWidth([("Zugrif", "ltr")], font: TestFonts.vollkorn, size: 20)
        let tooWide = try hbWidth([("Zugriff", "ltr")], font: TestFonts.vollkorn, size: 20)
        #expect(fits <= 56 && tooWide > 56)
        let ligature = try HBShape.glyphs(font: TestFonts.vollkorn, unitsPerEm: 1000, text: "Zugriffs")
        #expect(ligature.count < 8, "ff is one glyph")
        let measured = try measurer.measure(
            "Zugriffsberechtigung", instance: instance, pointSize: 20, options: LayoutOptions(width: 56))
        #expect(measured.lines.first?.text == "Zugrif")
        #expect(abs(measured.lines[0].width - fits) < 0.005)
        #expect(measured.lines.map(\.text).joined() == "Zugriffsberechtigung")
    }

    // Khmer: "ភាសាខ្មែរ" cut at 60 pt fell between the coeng (U+17D2) and its subscript MO,
    // leaving "ភាសាខ្" with a dangling coeng. The cut keeps them together.
    @Test func aKhmerCutKeepsTheCoengWithItsSubscript() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.notoSansKhmer))
        for width in stride(from: 20.0, through: 80, by: 5) {
            let measured = try measurer.measure(
                "ភាសាខ្មែរ", instance: instance, pointSize: 20, options: LayoutOptions(width: width))
            for line in measured.lines {
                #expect(line.text.unicodeScalars.last != "\u{17D2}", "at \(width) pt: \(measured.lines.map(\.text))")
                #expect(line.text.unicodeScalars.first != "\u{1798}", "at \(width) pt: \(measured.lines.map(\.text))")
            }
        }
    }

    // A URL: a UILabel (Core Text, ICU's UAX #14) may break after each slash; Chromium and WebKit
    // keep "/" with the next ASCII character. The widths are hb-shape's of the runs alone.
    @Test func aURLBreaksAtItsSlashesInALabelOnly() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.inter), variations: ["wght": 400, "opsz": 17])
        let url = "example.com/account/settings/privacy"
        let label = measurer.longestUnbreakableRun(of: url, instance: instance, pointSize: 17)
        let browser = measurer.longestUnbreakableRun(of: url, instance: instance, pointSize: 17, rules: .browser)
        #expect(label.text == "example.com/")
        #expect(browser.text == url)
        let upem = Double(instance.unitsPerEm)
        let whole = try HBShape.advance(
            font: TestFonts.inter, unitsPerEm: instance.unitsPerEm, text: url, variations: ["wght": 400, "opsz": 17])
        #expect(abs(browser.width - whole * 17 / upem) < 0.005)
        // measure wraps where the label breaks: after a slash.
        let lines = try measurer.measure(url, instance: instance, pointSize: 17, options: LayoutOptions(width: 150))
        #expect(lines.lines.dropLast().allSatisfy { $0.text.hasSuffix("/") }, "\(lines.lines.map(\.text))")
    }

    // The page embeds a subset only when it shapes like the whole font; the check shapes both the
    // same way (itemized), so a sample mixing Arabic and English keeps its subset (before, the
    // whole font was embedded: Amiri's page grew from 0.5 to 1.5 MB). hb-subset is the second path:
    // its subset, shaped by hb-shape per run, is as wide as the whole font.
    @Test func aMixedSampleKeepsItsSubset() throws {
        let text = "Pay للدفع"
        let face = try FontFace(path: TestFonts.almarai)
        let subset = try #require(face.subset(keeping: text))
        let whole = try Data(contentsOf: URL(fileURLWithPath: TestFonts.almarai))
        #expect(subset.count < whole.count / 4)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-mixed-\(getpid()).ttf")
        defer { try? FileManager.default.removeItem(at: file) }
        try subset.write(to: file)
        let runs = [("Pay ", "ltr"), ("للدفع", "rtl")]
        let subsetWidth = try hbWidth(runs, font: file.path, size: 20)
        #expect(abs(subsetWidth - (try hbWidth(runs, font: TestFonts.almarai, size: 20))) < 1e-9)
    }

    // A character the custom font lacks is drawn on a device by a fallback font: here fontconfig's
    // stand-in, which must map it (the tests' own cmap reader), replaces the .notdef box's advance
    // with its own (hb-shape on each file: the text in Heebo, the box, the stand-in's glyph).
    @Test func aMissingCharacterIsMeasuredInItsStandIn() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let instance = FontInstance(face: try FontFace(path: TestFonts.heebo), variations: ["wght": 400])
        let text = "Total Ж 5"
        let fallback = try #require(
            measurer.fallbackWidth(of: text, instance: instance, pointSize: 20, catalog: catalog))
        let standIn = try #require(fallback.characters.first)
        #expect(fallback.characters.count == 1 && standIn.character == "Ж")
        let file = try #require(standIn.file)
        #expect(try HmtxReader(path: file).glyph("Ж") != 0)
        #expect(try HmtxReader(path: TestFonts.heebo).glyph("Ж") == 0)
        let heebo = 2048.0, standInUPEM = Double(FontInstance(face: try FontFace(path: file)).unitsPerEm)
        func hb(_ text: String, _ font: String, _ upem: Double, variations: [String: Double] = [:]) throws -> Double {
            try HBShape.advance(font: font, unitsPerEm: Int(upem), text: text, variations: variations) * 20 / upem
        }
        let expected =
            try hb(text, TestFonts.heebo, heebo, variations: ["wght": 400])
            - hb("Ж", TestFonts.heebo, heebo, variations: ["wght": 400]) + hb("Ж", file, standInUPEM)
        #expect(abs(fallback.width - expected) < 0.005, "\(fallback.width) against \(expected)")
        #expect(measurer.fallbackWidth(of: "Total 5", instance: instance, pointSize: 20, catalog: catalog) == nil)
    }

    // A bold style's missing character is drawn by a bold stand-in, as a device's cascade list
    // matches the weight: fontconfig's face at weight 700 (DejaVu Sans Bold, a file of its own).
    @Test func aBoldStylesStandInIsBold() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let instance = FontInstance(face: try FontFace(path: TestFonts.heebo), variations: ["wght": 700])
        let fallback = try #require(
            measurer.fallbackWidth(of: "Total Ж 5", instance: instance, pointSize: 20, catalog: catalog))
        let file = try #require(fallback.characters.first?.file)
        #expect(file.hasSuffix("DejaVuSans-Bold.ttf"), "\(file)")
        let heebo = 2048.0, standInUPEM = Double(try HmtxReader(path: file).unitsPerEm)
        func hb(_ text: String, _ font: String, _ upem: Double, variations: [String: Double] = [:]) throws -> Double {
            try HBShape.advance(font: font, unitsPerEm: Int(upem), text: text, variations: variations) * 20 / upem
        }
        let expected =
            try hb("Total ", TestFonts.heebo, heebo, variations: ["wght": 700])
            + hb(" 5", TestFonts.heebo, heebo, variations: ["wght": 700]) + hb("Ж", file, standInUPEM)
        #expect(abs(fallback.width - expected) < 0.005, "\(fallback.width) against \(expected)")
    }

    // UAX #9's L2 on levels: the highest level's runs reversed first, then each lower one to 1.
    @Test func runsAreReorderedByRuleL2() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.heebo))
        // An English paragraph quoting Hebrew with a number in it: "Order הזמנה 12 נשלחה today".
        // L: "Order ", R: "הזמנה ", EN inside R: "12", R: " נשלחה", L: " today". Visual order:
        // Order, then the Hebrew part reversed as a whole with the number kept left to right.
        let text = "Order הזמנה 12 נשלחה today"
        var visual: [Int] = []
        for (run, direction) in [
            ("Order ", "ltr"), (" נשלחה", "rtl"), ("12", "ltr"), ("הזמנה ", "rtl"), (" today", "ltr"),
        ] {
            visual += try HBShape.glyphIDs(font: TestFonts.heebo, text: run, direction: direction)
        }
        #expect(instance.positionedGlyphs(text).glyphs.map(Int.init) == visual)
    }
}
