import FontScaleCheck
import FontScaleConfig
import FontScaleTestSupport
import Foundation
import Testing

/// text/clipped-ink against hb-shape's glyph extents (`--show-extents`) and the font's OS/2
/// metrics read with fontTools: Be Vietnam Pro (1000 units per em, USE_TYPO_METRICS, typo
/// descender -265) stacks a hook or tilde above a circumflex on Ẩ, Ổ and Ấ.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct ClippedInkTests {
    static let vietnamese = "Ẩm thực Việt: Ổn định, Ấn tượng"

    static func findings(_ styles: String, containers: String = "[]") throws -> [Finding] {
        let text = """
            version: 1
            categories: [Large]
            rules: {text/clipped-ink: {enabled: true}}
            fonts: {file: "\(TestFonts.beVietnamPro)"}
            samples: ["\(vietnamese)"]
            containers: \(containers)
            styles:
            \(styles)
            """
        let result = try Checker(config: try ConfigParser.parse(text, file: "ink.yml")).run()
        return result.findings.filter { $0.rule == "text/clipped-ink" }
    }

    /// The sample's highest ink in design units, from hb-shape: each glyph's y offset plus its y bearing.
    static func inkTop() throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        process.arguments = [
            "--show-extents", "--output-format=json", "--no-glyph-names", TestFonts.beVietnamPro, "--", vietnamese,
        ]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let glyphs = try JSONSerialization.jsonObject(with: data) as! [[String: Any]]
        return Double(glyphs.map { ($0["dy"] as! Int) + ($0["yb"] as! Int) }.max()!)
    }

    // At 15 pt the accents reach 1168 units = 17.52 pt above the baseline. A 17 pt line box with
    // the descender (3.975 pt) at its bottom ends 13.025 pt above it: 4.495 pt are cut off. A 24
    // pt one ends at 20.025 pt: nothing is.
    @Test func stackedVietnameseAccentsLeaveATightLineBox() throws {
        let top = try Self.inkTop() * 15 / 1000
        #expect(abs(top - 17.52) < 1e-9)
        let findings = try Self.findings(
            """
              - {name: Tight, textStyle: body, size: 15, lineHeight: 17}
              - {name: Roomy, textStyle: body, size: 15, lineHeight: 24}
            """)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.style == "Tight" && finding.code == "ink-above-line" && finding.category == .large)
        let outside = Double(finding.actual!.split(separator: " ")[0])!
        #expect(abs(outside - (top - (17 - 265.0 * 15 / 1000))) < 0.005, "\(finding.actual!)")
        #expect(finding.severity == .warn)
    }

    // A wrapped label clips only its first line's top: the same text in two lines of a 120 pt
    // label whose first line holds no stacked accent ("Ẩm thực" starts it, so it does) clips.
    @Test func aWrappedLabelClipsItsFirstLine() throws {
        let findings = try Self.findings(
            "  - {name: Tight, textStyle: body, size: 15, lineHeight: 17}",
            containers: "[{name: Card, width: 120, maxLines: 0}]")
        #expect(findings.map(\.message).first?.contains("(line 1)") == true, "\(findings.map(\.message))")
    }
}
