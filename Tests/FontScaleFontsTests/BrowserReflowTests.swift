import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// wcag/reflow's longest unbreakable run against Chromium's min-content width of the same text
/// (CSS: the widest stretch between soft wrap opportunities; `overflow-wrap: break-word` adds
/// none to it), as set and with WCAG 1.4.12's spacing, over the samples of BrowserLineBreakTests.
/// A Khmer or Thai run may differ by dictionary (Chromium 156 carries ICU 78 and its own Khmer
/// word list, Debian 12 ICU 72): counted apart and listed; every other run must agree.
@Suite(
    .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
    .enabled(if: ChromiumPage.available, "install Chromium: scripts/install-deps.sh --with-chromium"))
struct BrowserReflowTests {
    static let sizes: [Double] = [12, 17, 28, 40]
    /// URLs, which a browser does not break at their slashes (a UILabel does): Blink's and WebKit's
    /// table for ASCII pairs against ICU's UAX #14.
    static let urls = [
        "Open example.com/account/settings/privacy to change it.", "https://help.example.org/de/datenschutz/konto",
    ]
    /// Widths agree within this many px (Chromium lays text out in 1/64 px).
    static let tolerance = 0.05

    @Test func longestRunsAgreeWithChromiumMinContent() throws {
        var runs: [(script: String, label: String, width: Double)] = []
        var blocks: [BrowserLines.Block] = [], faces: [BrowserLines.Face] = []
        let measurer = TextMeasurer()
        for script in BrowserLineBreakTests.scripts {
            for font in script.fonts {
                let path = TestFonts.directory + "/" + font.file
                let custom = try CustomFont(file: path)
                faces.append(BrowserLines.Face(family: "FS " + font.name, path: path))
                for text in script.texts + (script.name == "Latin" ? Self.urls : []) where !text.contains("\n") {
                    for size in Self.sizes {
                        let instance = try custom.instance(weight: 400, opticalSize: size).instance
                        let axes = instance.coordinates.sorted { $0.key < $1.key }.map { "\"\($0.key)\" \($0.value)" }
                        let css =
                            "font-family: \"FS \(font.name)\"; font-size: \(size)px; width: min-content; "
                            + "white-space: normal; line-height: \(size * 2)px; "
                            + (axes.isEmpty ? "" : "font-variation-settings: \(axes.joined(separator: ", ")); ")
                        for spacing in [nil, TextSpacingOverride.wcag] {
                            let run = measurer.longestUnbreakableRun(
                                of: text, instance: instance, pointSize: size, spacing: spacing, rules: .browser)
                            runs.append(
                                (
                                    script.name,
                                    "\(font.name) \(Int(size)) px \(spacing == nil ? "as set" : "1.4.12") \"\(text)\": fontscale \"\(run.text)\"",
                                    run.width
                                ))
                            blocks.append(
                                BrowserLines.Block(
                                    lang: script.lang, rightToLeft: script.rightToLeft,
                                    style: css
                                        + (spacing == nil ? "" : "letter-spacing: 0.12em; word-spacing: 0.16em;"),
                                    paragraphs: [text]))
                        }
                    }
                }
            }
        }
        let result = try BrowserLines.layOut(faces: faces, blocks: blocks, css: BrowserLineBreakTests.css)
        try #require(result.unloaded.isEmpty, "fonts Chromium did not load: \(result.unloaded)")
        var agreed: [String: (Int, Int)] = [:], differing: [String] = [], unexplained = 0
        for (index, run) in runs.enumerated() {
            let chromium = result.blocks[index].width
            let agrees = abs(chromium - run.width) <= Self.tolerance
            for key in [run.script, "all"] {
                agreed[key, default: (0, 0)].0 += agrees ? 1 : 0
                agreed[key, default: (0, 0)].1 += 1
            }
            if !agrees {
                let dictionary = BrowserLineBreakTests.dictionaryScripts.contains(run.script)
                if !dictionary { unexplained += 1 }
                differing.append(
                    "\(run.label) \(String(format: "%.3f", run.width)) px, Chromium \(chromium) px"
                        + (dictionary ? " (ICU dictionaries)" : " (unexplained)"))
            }
        }
        var lines = ["Longest unbreakable run against Chromium's min-content width (within \(Self.tolerance) px):"]
        for name in BrowserLineBreakTests.scripts.map(\.name) + ["all"] {
            let (yes, all) = agreed[name] ?? (0, 0)
            lines.append(
                name.padding(toLength: 12, withPad: " ", startingAt: 0)
                    + String(format: "%5d of %5d  %7.2f%%", yes, all, 100 * Double(yes) / Double(max(all, 1))))
        }
        TestOutput.write(lines: lines + differing)
        let all = agreed["all"]?.1 ?? 0
        #expect(all > 300)
        #expect(Double(unexplained) <= 0.002 * Double(all), "\(unexplained) of \(all) differ with no documented cause")
    }
}
