import FontScaleFonts
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

/// WCAG 1.4.12's spaced layout and the longest unbreakable run, against widths hb-shape measures
/// and the spacing arithmetic written out here.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct TextSpacingTests {
    let measurer = TextMeasurer()

    /// hb-shape's advance of `text` in points at 17 pt.
    func hbWidth(_ text: String, font: String = TestFonts.dejaVuSans, upem: Int = 2048) throws -> Double {
        try HBShape.advance(font: font, unitsPerEm: upem, text: text) * 17 / Double(upem)
    }

    func dejaVu() throws -> FontInstance { FontInstance(face: try FontFace(path: TestFonts.dejaVuSans)) }

    // "Hello world": 11 clusters get 0.12 x 17 = 2.04 pt each, the space 0.16 x 17 = 2.72 pt more.
    @Test func spacingAddsLetterAndWordSpacingToHarfBuzzsAdvances() throws {
        let instance = try dejaVu()
        let spaced = try hbWidth("Hello world") + 11 * 2.04 + 2.72
        func lines(_ width: Double) throws -> Int {
            try measurer.spacedLayout("Hello world", instance: instance, pointSize: 17, width: width).lineCount
        }
        #expect(try lines(spaced + 0.01) == 1)
        #expect(try lines(spaced - 0.01) == 2)
        // Without the override it fits the narrower width on one line.
        #expect(
            try measurer.lineCount(of: "Hello world", instance: instance, pointSize: 17, width: spaced - 0.01) == 1)
    }

    // Arabic is cursive: no letter spacing on its letters (Understanding 1.4.12); its one space
    // gets the word spacing and, as Chromium gives it, the letter spacing: 2.72 + 2.04 pt.
    @Test func cursiveScriptsGetNoLetterSpacing() throws {
        let text = "مرحبا بالعالم"
        let instance = FontInstance(face: try FontFace(path: TestFonts.notoSansArabic))
        let spaced = try hbWidth(text, font: TestFonts.notoSansArabic, upem: 1000) + 2.72 + 2.04
        let wide = try measurer.spacedLayout(text, instance: instance, pointSize: 17, width: spaced + 0.01)
        #expect(wide.lineCount == 1 && !wide.letterSpacingApplied && wide.script == "Arab")
        #expect(try measurer.spacedLayout(text, instance: instance, pointSize: 17, width: spaced - 0.01).lineCount == 2)
    }

    // DejaVu Sans's own line height is (1901 + 483) / 2048 x 17 = 19.79 pt, below 1.5 x 17 = 25.5.
    // The paragraph spacing replaces the blank line (CSS's margin between two paragraphs): two
    // lines of 25.5 pt and 34 pt between them, 85 pt, not a third line as well (110.5 pt).
    @Test func paragraphsAreTwiceTheSizeApartAndLinesOneAndAHalf() throws {
        let layout = try measurer.spacedLayout("One two\n\nThree", instance: try dejaVu(), pointSize: 17, width: 1000)
        #expect(layout.lines == ["One two", "Three"])
        #expect(layout.paragraphOfLine == [0, 1])
        #expect(layout.lineHeight == 25.5 && layout.paragraphSpacing == 34)
        #expect(layout.height == 2 * 25.5 + 34)
        #expect(layout.height(ofFirst: 1) == 25.5)
        // Three blank lines are one paragraph break; a single line feed breaks the line only.
        let blanks = try measurer.spacedLayout("A\n\n\n\nB\nC", instance: try dejaVu(), pointSize: 17, width: 1000)
        #expect(blanks.lines == ["A", "B", "C"] && blanks.paragraphOfLine == [0, 1, 1])
        #expect(blanks.height == 3 * 25.5 + 34)
        // A font whose own line height is larger keeps it: 40 pt text in DejaVu at a 1.0 multiple.
        let tight = try measurer.spacedLayout(
            "One", instance: try dejaVu(), pointSize: 40, width: 1000,
            spacing: TextSpacingOverride(lineHeight: 1.0))
        #expect(abs(tight.lineHeight - Double(1901 + 483) / 2048 * 40) < 1e-9)
    }

    @Test func longestUnbreakableRunIsTheWidestStretchBetweenOpportunities() throws {
        let run = measurer.longestUnbreakableRun(
            of: "Rechtsschutz-Versicherung und mehr", instance: try dejaVu(), pointSize: 17)
        let parts = ["Rechtsschutz-", "Versicherung", "und", "mehr"]
        let widths = try parts.map { try hbWidth($0) }
        let widest = widths.indices.max { widths[$0] < widths[$1] }!
        #expect(run.text == parts[widest])
        #expect(abs(run.width - widths[widest]) < 0.01)
        // With 1.4.12 spacing each of its clusters is 2.04 pt wider.
        let spaced = measurer.longestUnbreakableRun(
            of: "Rechtsschutz-Versicherung und mehr", instance: try dejaVu(), pointSize: 17, spacing: .wcag)
        #expect(abs(spaced.width - (widths[widest] + 2.04 * Double(parts[widest].count))) < 0.01)
    }
}
