import FontScaleFonts
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct LayoutTests {
    let instance: FontInstance
    let measurer = TextMeasurer()

    init() throws { instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans)) }

    /// Width of a string measured by hb-shape, in points at 17 pt.
    func hbWidth(_ text: String) throws -> Double {
        try HBShape.advance(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: text) * 17 / 2048
    }

    @Test func wrapsGreedilyAtSpaces() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps running"
        let result = try measurer.measure(text, instance: instance, pointSize: 17, options: LayoutOptions(width: 150))
        #expect(result.lineCount > 1 && !result.truncated)
        #expect(result.lines.map(\.text).joined(separator: " ") == text)
        for (index, line) in result.lines.enumerated() {
            // Every line fits, by hb-shape's measurement of the line alone.
            #expect(try hbWidth(line.text) <= 150 + 1e-6, "\(line.text)")
            #expect(abs(try hbWidth(line.text) - line.width) < 0.01)
            // Greedy: the next line's first word would not have fitted.
            if index + 1 < result.lines.count {
                let next = result.lines[index + 1].text.split(separator: " ")[0]
                #expect(try hbWidth(line.text + " " + next) > 150, "\(line.text) + \(next)")
            }
        }
        #expect(abs(result.height - Double(result.lineCount) * result.naturalLineHeight) < 1e-9)
    }

    /// `lineCount` skips building the lines: it must count as `measure` does, for one and several
    /// paragraphs, CJK, hyphens, words wider than the line and tracking, at every width.
    @Test func lineCountAgreesWithMeasure() throws {
        let texts = [
            "Order total 1,234.50 delivered today", "Notifications\nPrivacy and security settings\r\nOK",
            "日本語の文章は文字の間で改行できます", "state-of-the-art well-known", "Supercalifragilisticexpialidocious",
        ]
        for text in texts {
            for width in stride(from: 20.0, through: 400, by: 7) {
                for tracking in [0.0, 0.8] {
                    let options = LayoutOptions(tracking: tracking, width: width)
                    let expected = try measurer.measure(text, instance: instance, pointSize: 17, options: options)
                        .lineCount
                    let counted = try TextMeasurer().lineCount(
                        of: text, instance: instance, pointSize: 17, width: width, tracking: tracking)
                    #expect(counted == expected, "\(text) at \(width) pt")
                }
            }
        }
        #expect(throws: InvalidValueError.self) {
            try measurer.lineCount(of: "x", instance: instance, pointSize: 17, width: 0)
        }
    }

    @Test func truncatesTheLastAllowedLine() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let result = try measurer.measure(
            text, instance: instance, pointSize: 17, options: LayoutOptions(width: 150, maxLines: 2))
        #expect(result.lineCount == 2 && result.truncated)
        #expect(result.lines[1].text.hasSuffix("\u{2026}"))
        #expect(try hbWidth(result.lines[1].text) <= 150 + 1e-6)
        let unlimited = try measurer.measure(
            text, instance: instance, pointSize: 17, options: LayoutOptions(width: 150))
        #expect(result.lines[0] == unlimited.lines[0])
    }

    @Test func breakOpportunities() throws {
        // hb-shape at 17 pt: "state-of-" 71.10, "state-of-the-" wider, "the-art" 58.11.
        let hyphens = try measurer.measure(
            "state-of-the-art", instance: instance, pointSize: 17, options: LayoutOptions(width: 72))
        #expect(hyphens.lines.map(\.text) == ["state-of-", "the-art"])
        let narrower = try measurer.measure(
            "state-of-the-art", instance: instance, pointSize: 17, options: LayoutOptions(width: 70))
        #expect(narrower.lines.map(\.text) == ["state-", "of-the-", "art"])
        let cjk = try measurer.measure("日本語の文章", instance: instance, pointSize: 17, options: LayoutOptions(width: 40))
        #expect(cjk.lineCount > 1 && cjk.lines.allSatisfy { $0.width <= 40 + 1e-6 })
        #expect(cjk.missingCharacters.count == 6)  // DejaVu has no CJK glyphs
        let long = try measurer.measure(
            "Supercalifragilisticexpialidocious", instance: instance, pointSize: 17, options: LayoutOptions(width: 80))
        #expect(long.lineCount > 1 && long.lines.allSatisfy { $0.width <= 80 + 1e-6 })
        #expect(long.lines.map(\.text).joined() == "Supercalifragilisticexpialidocious")
        let paragraphs = try measurer.measure("one\ntwo\nthree", instance: instance, pointSize: 17)
        #expect(paragraphs.lines.map(\.text) == ["one", "two", "three"])
    }

    @Test func roundsUpToThePixelGrid() throws {
        let result = try measurer.measure(
            "Hello", instance: instance, pointSize: 17, options: LayoutOptions(lineHeight: 22, displayScale: .x3))
        #expect(result.roundedWidth == (result.width * 3).rounded(.up) / 3)
        #expect(result.height == 22 && result.roundedHeight == 22)
        let two = try measurer.measure(
            "Hello", instance: instance, pointSize: 17, options: LayoutOptions(displayScale: .x2))
        #expect(two.roundedHeight == (two.naturalLineHeight * 2).rounded(.up) / 2)
    }

    @Test func shapesOnceAndScales() throws {
        let measurer = TextMeasurer()
        let at17 = measurer.width(of: "Dynamic Type", instance: instance, pointSize: 17)
        let at48 = measurer.width(of: "Dynamic Type", instance: instance, pointSize: 48)
        #expect(measurer.shapeCount == 1 && measurer.cacheHits == 1)
        #expect(abs(at48 - at17 * 48 / 17) < 1e-9)
        #expect(abs(at17 - (try hbWidth("Dynamic Type"))) < 1e-9)
    }

    @Test func badInput() throws {
        #expect(throws: InvalidValueError.self) { try measurer.measure("", instance: instance, pointSize: 17) }
        for size in [0, -1, Double.nan, .infinity, 10_000] {
            #expect(throws: InvalidValueError.self) { try measurer.measure("x", instance: instance, pointSize: size) }
        }
        #expect(throws: InvalidValueError.self) {
            try measurer.measure("x", instance: instance, pointSize: 17, options: LayoutOptions(width: 0))
        }
        #expect(throws: InvalidValueError.self) {
            try measurer.measure("x", instance: instance, pointSize: 17, options: LayoutOptions(maxLines: -1))
        }
    }

    @Test func aMegabyteString() throws {
        let text = String(repeating: "Lorem ipsum dolor sit amet, consectetur. ", count: 25_600)  // ~1 MB
        let start = Date()
        let wrapped = try measurer.measure(
            text, instance: instance, pointSize: 17, options: LayoutOptions(width: 300, maxLines: 3))
        #expect(wrapped.lineCount == 3 && wrapped.truncated)
        let oneLine = try measurer.measure(text, instance: instance, pointSize: 17)
        #expect(oneLine.lineCount == 1 && oneLine.width.isFinite && oneLine.width > 1_000_000)
        #expect(Date().timeIntervalSince(start) < 30)
    }
}
