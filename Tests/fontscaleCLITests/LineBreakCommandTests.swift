import FontScaleTestSupport
import Foundation
import Testing

/// The line breaker as a user meets it in `measure` and `fit`: the commands, with the
/// expected lines from word lists and hb-shape's widths of the candidate lines.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct LineBreakCommandTests {
    var fonts: [String] { ["--font-dir", TestFonts.directory] }

    /// hb-shape's advance of `text` in `font` at `size` pt with `variations`.
    func hbWidth(_ text: String, font: String, upem: Int, size: Double, variations: [String: Double] = [:]) throws
        -> Double
    {
        try HBShape.advance(font: font, unitsPerEm: upem, text: text, variations: variations) * size / Double(upem)
    }

    // Sarabun, 17 pt in 120 pt: "ยืนยันคำสั่งซื้อ" fits and "ยืนยันคำสั่งซื้อของ" does not (hb-shape), so
    // the line ends between the words ซื้อ and ของ, never inside ของ as before (ขอ / งคุณ).
    @Test func measureBreaksThaiBetweenWords() throws {
        let run = try Run(
            [
                "measure", "ยืนยันคำสั่งซื้อของคุณ", "--font", "Sarabun", "--size", "17", "--width", "120", "--lines",
                "0", "--format", "json",
            ] + fonts)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(json["text"] as? [String] == ["ยืนยันคำสั่งซื้อ", "ของคุณ"])
        let upem = 1000
        #expect(try hbWidth("ยืนยันคำสั่งซื้อ", font: TestFonts.sarabun, upem: upem, size: 17) <= 120)
        #expect(try hbWidth("ยืนยันคำสั่งซื้อของ", font: TestFonts.sarabun, upem: upem, size: 17) > 120)
    }

    // Body at AX4 is 43 pt in Merriweather (opsz 43); in a 160 pt, 3-line label the word breaks as
    // "Datens / chutzer / klärung", each line no wider than 160 pt as hb-shape sets it alone, and
    // it fits at full size (before, "Datensc" was taken for 159.x pt and drawn 160.19 pt wide).
    @Test func fitMeasuresEachLineAsDrawn() throws {
        let run = try Run(
            [
                "fit", "Datenschutzerklärung", "--font", "Merriweather", "--width", "160", "--min-scale", "1",
                "--lines", "3", "--category", "AX4", "--format", "json",
            ] + fonts)
        #expect(run.status == 0, "\(run.stderr)")
        let rows = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        let fit = try #require(rows.first?["fit"] as? [String: Any])
        #expect(fit["pointSize"] as? Double == 43)
        let lines = try #require(fit["lines"] as? [String])
        #expect(lines == ["Datens", "chutzer", "klärung"])
        let variations = ["wght": 400.0, "opsz": 43, "wdth": 100]
        for line in lines {
            #expect(
                try hbWidth(line, font: TestFonts.merriweather, upem: 2000, size: 43, variations: variations) <= 160)
        }
        #expect(
            try hbWidth("Datensc", font: TestFonts.merriweather, upem: 2000, size: 43, variations: variations) > 160)
    }
}
