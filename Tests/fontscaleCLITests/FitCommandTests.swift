import FontScaleTestSupport
import Foundation
import Testing

/// `fontscale fit` as a user runs it.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct FitCommandTests {
    var fonts: [String] { ["--font-dir", TestFonts.directory] }

    @Test func everyCategoryWithItsShrunkSize() throws {
        let run = try Run(
            [
                "fit", "Kontoeinstellungen", "--font", "Merriweather", "--style", "title1", "--width", "200",
                "--min-scale", "0.7",
                "--format", "json",
            ] + fonts)
        #expect(run.status == 0, "\(run.stderr)")
        let rows = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        #expect(rows.count == 12)
        let large = rows[3]["fit"] as! [String: Any]
        #expect(rows[3]["category"] as! String == "Large" && large["stylePointSize"] as! Double == 28)
        // Title 1 at AX5 is 56 pt; 70% of it (39.2 pt) is still far wider than 200 pt for this word.
        #expect((rows[11]["fit"] as! [String: Any])["pointSize"] == nil)
        let text = try Run(
            [
                "fit", "Kontoeinstellungen", "--font", "Merriweather", "--style", "title1", "--width", "200",
                "--min-scale", "0.7",
            ] + fonts)
        #expect(text.stdout.contains("does not fit even at the minimum at: "))
    }

    /// A wide container (an iPad's landscape width and beyond) takes the same limit as measure's
    /// --width, 100000 pt: a 5000 pt line fits at the style's own size in every category.
    @Test func wideContainersFitAtFullSize() throws {
        let run = try Run(
            ["fit", "Hello", "--font", "Merriweather", "--width", "5000", "--min-scale", "1", "--format", "json"]
                + fonts)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let rows = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        #expect(rows.count == 12 && rows.allSatisfy { ($0["fit"] as? [String: Any])?["scaleFactor"] as? Double == 1 })
    }

    @Test(
        arguments: [
            (
                ["--width", "0", "--min-scale", "0.7"],
                "--width: expected a point size above 0 and at most 100000, instead saw '0'"
            ),
            (
                ["--width", "200", "--min-scale", "1.5"],
                "--min-scale: expected a factor from 0.01 to 1 (such as 0.7), instead saw '1.5'"
            ),
            (
                ["--width", "200", "--min-scale", "0.7", "--lines", "0"],
                "--lines: expected a number of lines from 1 to 1000, instead saw 0"
            ),
            // Issue 22: numbers by a strict decimal grammar, finite and bounded.
            (
                ["--width", "0x10", "--min-scale", "0.7"],
                "--width: expected a point size above 0 and at most 100000, instead saw '0x10'"
            ),
            (
                ["--width", "nan", "--min-scale", "0.7"],
                "--width: expected a point size above 0 and at most 100000, instead saw 'nan'"
            ),
            (
                ["--width", "1e400", "--min-scale", "0.7"],
                "--width: expected a point size above 0 and at most 100000, instead saw '1e400'"
            ),
            (
                ["--width", "200", "--min-scale", "1e-300"],
                "--min-scale: expected a factor from 0.01 to 1 (such as 0.7), instead saw '1e-300'"
            ),
            (
                ["--width", "200", "--min-scale", "inf"],
                "--min-scale: expected a factor from 0.01 to 1 (such as 0.7), instead saw 'inf'"
            ),
            (
                ["--width", "200", "--min-scale", ".7.", "--lines", "2"],
                "--min-scale: expected a factor from 0.01 to 1 (such as 0.7), instead saw '.7.'"
            ),
            (
                ["--width", "200", "--min-scale", "0.7", "--lines", "100000000000"],
                "--lines: expected a number of lines from 1 to 1000, instead saw 100000000000"
            ),
        ] as [([String], String)])
    func badInput(arguments: [String], message: String) throws {
        let run = try Run(["fit", "Konto", "--font", "Merriweather"] + arguments + fonts)
        #expect(run.status == 64 && run.stderr == "fontscale: error: \(message)\n")
    }
}
