import FontScale
import FontScaleFonts
import FontScaleMotion
import FontScaleMotionLab
import FontScaleTestSupport
import Foundation
import Testing

/// The motion requests used as a library, without the CLI: summaries, JSON and pictures.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct MotionRequestTests {
    let catalog: FontCatalog
    init() throws { catalog = try FontCatalog(fontDirectories: [TestFonts.directory]) }

    @Test func countRequestSummarisesAndHandsOverItsPicturesInOrder() throws {
        let request = CountRequest(
            font: try CustomFont(family: "Merriweather", catalog: catalog), from: 0, to: 100,
            format: try CountFormat(.decimal, locale: "en_US"), duration: 0.1)
        let run = try request.run()
        // 0.1 s at 60 Hz: 6 intervals, 7 frames.
        #expect(run.summary.hasPrefix("0 -> 100: 7 frames at 60 Hz over 0.1 s, "))
        #expect(run.summary.contains("\n  Body at Large: 17 pt;"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-job-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var names: [String] = []
        try run.drawPictures(catalog: catalog) { name, write in
            names.append(name)
            try write(folder.appendingPathComponent(name).path)
        }
        #expect(names == run.pictureNames && names == ["count-filmstrip.png", "count-preview.html"])
        let png = try Data(contentsOf: folder.appendingPathComponent("count-filmstrip.png"))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let html = try String(contentsOf: folder.appendingPathComponent("count-preview.html"), encoding: .utf8)
        #expect(html.contains("0 -&gt; 100: 7 frames") && html.contains("const hertz = 60"))
        let data = try JSONEncoder().encode(run.jsonSummary(files: ["a.png"]))
        let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        #expect((json["frames"] as! [Any]).count == 7 && json["files"] as! [String] == ["a.png"])
    }

    /// One summary of a size transition: `animate size` (every part measured) and the report's
    /// and serve's path (only the swap of its direction) agree; Body is 17 pt at Large and about
    /// 17 x 48/22 = 37.09 pt at AX3 (UIFontMetrics' factor, Tables/uifontmetrics_scale.tsv); a
    /// category is written by its display name, a size as a number.
    @Test func sizeSummaryIsTheSameFromTheRequestAndFromScaledSizes() throws {
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let run = try SizeTransitionRequest(font: font, from: .category(.large), to: .category(.accessibility3)).run()
        let summary = run.transitionSummary
        #expect(summary.style == .body && summary.fromPointSize == 17 && abs(summary.toPointSize - 17 * 48 / 22) < 0.34)
        #expect(summary.strategy == "grow" && summary.advice == run.advice.advice)
        let scaler = Scaler(displayScale: .x3)
        let measured = try SizeTransitionSummary.measure(
            "Dynamic Type", lab: TransitionLab(font: font, displayScale: .x3),
            from: try scaler.scale(TypeScale.hig(), style: .body, at: .category(.large)),
            to: try scaler.scale(TypeScale.hig(), style: .body, at: .category(.accessibility3)))
        #expect(measured == summary)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(run.jsonSummary(files: [])))
        let transition = (json as? [String: Any])?["transition"] as? [String: Any]
        #expect(transition?["from"] as? String == "Large" && transition?["to"] as? String == "AX3")
        let points = try SizeTransitionRequest(font: font, from: .points(12), to: .points(30)).run().transitionSummary
        let encoded = String(decoding: try JSONEncoder().encode([points.from, points.to]), as: UTF8.self)
        #expect(encoded == "[12,30]")
        #expect(try JSONDecoder().decode(SizeTransitionSummary.self, from: JSONEncoder().encode(summary)) == summary)
    }

    @Test func sizeRequestRefusesEndsThatComeOutAtOnePointSize() throws {
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let error = #expect(throws: SizeTransitionRequest.NothingToAnimate.self) {
            try SizeTransitionRequest(font: font, from: .category(.large), to: .points(17)).run()
        }
        #expect(error?.description == "Body is 17 pt at both Large and 17 pt: nothing to animate")
        let run = try SizeTransitionRequest(
            font: font, from: .category(.large), to: .category(.accessibility3),
            strategies: [.shrink, .naive]
        ).run()
        #expect(run.plans.map(\.strategy.description) == ["naive", "shrink"])
        #expect(run.summary.hasPrefix("Dynamic Type in Body: 17 pt -> 37 pt (display @3x)\n"))
    }

    @Test func colorRequestKeepsTheCallersSpellingAndRunsWithoutAFont() throws {
        #expect(ColorTransitionRequest.colorSpace(named: "OKLCH") == .oklch)
        #expect(ColorTransitionRequest.colorSpace(named: "hsl") == nil)
        let run = try ColorTransitionRequest(stops: ["#000", "#fff"], space: "OKLCH", steps: 2).run()
        #expect(run.summary.hasPrefix("#000 -> #fff on #ffffff in OKLCH: WCAG threshold 4.5:1 for Body at Large\n"))
        #expect(run.variants.map(\.name) == ["smooth", "chained 2 steps"])
        let summary = run.jsonSummary(files: [])
        #expect(summary.space == "oklch" && summary.background == "#ffffff" && summary.animations.count == 2)
    }

    @Test func morphRequestLaysTheTextsOutAtTheStylesSize() throws {
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let request = MorphRequest(from: "Backing up", to: "Backed up", font: font)
        let run = try request.run()
        #expect(run.summary.hasPrefix("\"Backing up\" -> \"Backed up\" (morph) in Body at Large, 17 pt\n"))
        #expect(run.jsonSummary(files: []).exiting.count == 3)
    }
}
