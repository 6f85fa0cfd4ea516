import FontScale
import FontScaleFonts
import FontScaleMotion
import FontScaleMotionLab
import FontScaleTestSupport
import Testing

/// The motion example of docs/swift-api.md, line for line, with the values its comments promise; the README's
/// tour shows a shorter version of it.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct ReadmeMotionExampleTests {
    @Test func motionExample() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let count = try CountAnimation(
            from: 0, to: 1_500_000, duration: 1, rate: .hz60, curve: TimingCurve.easeOut,
            format: try CountFormat(.decimal, locale: "de_DE"))
        #expect(count.frames.count == 61)
        #expect(count.frames.last!.text == "1.500.000")
        #expect(TimingCurve.easeInOut.value(at: 0.5) == 0.5)
        let plan = try SizeTransitionPlan(
            from: TextBox(width: 120, height: 22, baseline: 17),
            to: TextBox(width: 240, height: 44, baseline: 34), strategy: .grow, duration: 0.35)
        #expect(plan.layers[0].startScale.x == 0.5 && plan.layers[0].startScale.y == 0.5)

        let flaws = try TransitionLab(font: try CustomFont(family: "Merriweather", catalog: catalog))
            .measure("Dynamic Type", from: 17, to: 37)
        #expect(formatNumber(flaws.growStart[0].maxGlyphDrift, decimals: 2) == "2.22")
        #expect(flaws.recommendation().advice == .relayoutEachFrame)
        let widths = try CountingLab(font: try CustomFont(family: "Merriweather", catalog: catalog))
            .measure(count.strings, pointSize: 28)
        #expect(widths.defaultFigures.jitters)
        #expect(widths.tabularFigures?.jitters == false)
    }

    /// Both documents show this example: docs/swift-api.md in full, the README's tour in part
    /// (scripts/check-doc-blocks.py compiles and runs both as written).
    @Test func readmeShowsThisExample() throws {
        let count =
            "let count = try CountAnimation(from: 0, to: 1_500_000, duration: 1, rate: .hz60, curve: TimingCurve.easeOut,"
        let shown = [
            "README.md": [
                count, "let widths = try CountingLab(font: merriweather).measure(count.strings, pointSize: 28)",
            ],
            "docs/swift-api.md": [
                count, #"    .measure("Dynamic Type", from: 17, to: 37)"#, "    .measure(count.strings, pointSize: 28)",
            ],
        ]
        for (document, lines) in shown {
            let text = try String(contentsOf: Fixture.root.appendingPathComponent(document), encoding: .utf8)
            for line in lines { #expect(text.contains(line), "\(document): \(line)") }
        }
    }
}
