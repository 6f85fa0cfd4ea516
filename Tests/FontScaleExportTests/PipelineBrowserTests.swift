import FontScale
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

/// The exported CSS in headless Chromium: the @font-face rules load the copied files and set the
/// text as fontscale measures it; the fluid sizes are the style's at each end of the range.
@Suite(
    .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
    .enabled(if: ChromiumPage.available, "install Chromium: scripts/install-deps.sh --with-chromium"), .serialized)
struct PipelineBrowserTests {
    static let out = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-browser-\(getpid())")
    static let sample = "Sphinx of black quartz, judge my vow: 1,234.50"

    /// The page's `<pre id="result">` as JSON, after `script` ran in a page of `width` px.
    static func run(_ page: String, in folder: URL, width: Int = 800) throws -> [String: Any] {
        let file = folder.appendingPathComponent("page-\(width).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let run = try Command.run(
            ChromiumPage.executable,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                "--virtual-time-budget=10000", "--window-size=\(width),600", "--dump-dom", "file://" + file.path,
            ])
        let start = try #require(run.stdout.range(of: "<pre id=\"result\">"), "\(run.stderr)")
        let json = run.stdout[start.upperBound...].prefix { $0 != "<" }.replacingOccurrences(of: "&quot;", with: "\"")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
    }

    /// Every style's sample in Chromium with fonts.css and the CSS export against fontscale's
    /// HarfBuzz width (opsz at the size, as CSS's font-optical-sizing: auto sets it): within 0.5 px.
    @Test func fontFacePageRendersAsFontscaleMeasures() throws {
        let folder = Self.out.appendingPathComponent("site")
        let assets = try Pipeline.writeFonts(to: folder)
        try Pipeline.render(.css).write(
            to: folder.appendingPathComponent("type.css"), atomically: true, encoding: .utf8)
        let (config, model) = try Pipeline.model()
        let slugs = model.styles.map { $0.name.lowercased() }
        let spans = slugs.map { "<div><span class=\"fs-\($0)\" id=\"\($0)\">\(Self.sample)</span></div>" }.joined()
        let page = """
            <!doctype html><html><head><link rel="stylesheet" href="fonts.css"><link rel="stylesheet" href="type.css">
            </head><body>\(spans)<pre id="result"></pre><script>
            document.fonts.ready.then(async () => {
              await Promise.all([...document.fonts].map(f => f.load().catch(() => null)));
              const ids = [\(slugs.map { "\"\($0)\"" }.joined(separator: ", "))];
              const widths = ids.map(id => document.getElementById(id).getBoundingClientRect().width);
              const faces = [...document.fonts].map(f => f.family + " " + f.weight + " " + f.status);
              document.getElementById('result').textContent = JSON.stringify({widths, faces});
            });
            </script></body></html>
            """
        let result = try Self.run(page, in: folder)
        let faces = try #require(result["faces"] as? [String])
        #expect(faces.count == assets.fonts.count && faces.allSatisfy { $0.hasSuffix(" loaded") }, "\(faces)")
        let widths = try #require(result["widths"] as? [Double])
        let catalog = try FontCatalog(fontDirectories: config.fontDirectories)
        for (index, style) in model.styles.enumerated() {
            let font = try CustomFont(family: style.family, catalog: catalog)
            let instance = try font.instance(weight: style.weight.rawValue, opticalSize: style.size).instance
            #expect(style.face?.path == instance.face.info.file, "the page's file is the one measured")
            let features = try style.features.map { try FontFeature($0) }
            let run = instance.shape(Array(Self.sample.unicodeScalars), features: features, ink: false)
            let width = run.advance / Double(instance.unitsPerEm) * style.size
            #expect(
                abs(widths[index] - width) <= 0.5, "\(style.name): Chromium \(widths[index]) px, fontscale \(width) px")
        }
    }

    /// A style's axes reach the browser: `font-variation-settings` from the CSS export, the
    /// wdth range from fonts.css. Merriweather at wdth 87 and 112 and at its default width, each
    /// within 0.05 px of fontscale's HarfBuzz width at the same axes (what `measure --axes` prints).
    @Test func axesReachChromium() throws {
        let folder = Self.out.appendingPathComponent("axes")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let yaml = """
            version: 1
            fonts:
              directories: ["\(Fixture.root.appendingPathComponent(".fonts").path)"]
            styles:
              - {name: Narrow, textStyle: body, size: 17, weight: 500, family: Merriweather, axes: {wdth: 87}}
              - {name: Wide, textStyle: title2, size: 22, family: Merriweather, axes: {wdth: 112}}
              - {name: Plain, textStyle: body, size: 17, weight: 500, family: Merriweather}
            """
        let config = try ConfigParser.parse(yaml, file: folder.appendingPathComponent("axes.yml").path)
        let catalog = try FontCatalog(fontDirectories: config.fontDirectories)
        let model = try ExportModel(config: config, catalog: catalog)
        let assets = FontAssets(model: model, source: "axes.yml")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(FontAssets.fontFolder), withIntermediateDirectories: true)
        for font in assets.fonts {
            try FileManager.default.copyItem(
                atPath: font.face.path, toPath: folder.appendingPathComponent("fonts/" + font.name).path)
        }
        for file in try assets.textFiles() where file.path.hasSuffix(".css") {
            try file.text.write(to: folder.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        #expect(try assets.textFiles()[0].text.contains("font-stretch: 87% 112%;"))
        let css = try Exporter.render(.css, model: model, config: config, source: "axes.yml")
        #expect(css.contains("--fs-narrow-font-variation-settings: \"wdth\" 87;"))
        try css.write(to: folder.appendingPathComponent("type.css"), atomically: true, encoding: .utf8)
        let ids = ["narrow", "wide", "plain"]
        let spans = ids.map { "<div><span class=\"fs-\($0)\" id=\"\($0)\">\(Self.sample)</span></div>" }.joined()
        let page = """
            <!doctype html><html><head><link rel="stylesheet" href="fonts.css"><link rel="stylesheet" href="type.css">
            </head><body>\(spans)<pre id="result"></pre><script>
            document.fonts.ready.then(async () => {
              await Promise.all([...document.fonts].map(f => f.load().catch(() => null)));
              const widths = \(ids).map(id => document.getElementById(id).getBoundingClientRect().width);
              document.getElementById('result').textContent = JSON.stringify({widths});
            });
            </script></body></html>
            """
        let widths = try #require(try Self.run(page, in: folder)["widths"] as? [Double])
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        var measured: [Double] = []
        for (index, style) in config.styles.enumerated() {
            let instance = try font.instance(
                weight: style.weight.rawValue, opticalSize: style.size, axes: style.axes
            ).instance
            let run = instance.shape(Array(Self.sample.unicodeScalars), features: [], ink: false)
            measured.append(run.advance / Double(instance.unitsPerEm) * style.size)
            #expect(
                abs(widths[index] - measured[index]) <= 0.05,
                "\(style.name): Chromium \(widths[index]) px, fontscale \(measured[index]) px")
        }
        // The axis is not a no-op: wdth 87 is narrower than the default width at the same size and weight.
        #expect(measured[0] < measured[2] - 10, "\(measured)")
    }

    /// --fluid 320-1280: Body is 17 px up to 320 px wide (headless Chromium's narrowest window is
    /// 500 px, so the narrow end is checked with another range), 22 px (xxxLarge under UIFontMetrics)
    /// from 1280 on, and on the line between: 17 + 5 x (W - 320) / 960 px; its line height 22 to 29 px.
    @Test func fluidSizesFollowTheViewport() throws {
        let folder = Self.out.appendingPathComponent("fluid")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Pipeline.render(.css, options: ExportOptions(fluid: Pipeline.fluid)).write(
            to: folder.appendingPathComponent("type.css"), atomically: true, encoding: .utf8)
        let page = """
            <!doctype html><html><head><link rel="stylesheet" href="type.css"></head><body>
            <p class="fs-body" id="body">Body</p><pre id="result"></pre><script>
            const style = getComputedStyle(document.getElementById('body'));
            document.getElementById('result').textContent = JSON.stringify({
              width: window.innerWidth, size: style.fontSize, line: style.lineHeight,
              rules: document.styleSheets[0].cssRules.length});
            </script></body></html>
            """
        for width in [500, 800, 1280, 1600] {
            let t = min(1, Double(width - 320) / 960)
            let size = 17 + 5 * t, line = 22 + 7 * t
            let result = try Self.run(page, in: folder, width: width)
            #expect(result["width"] as? Int == width)
            #expect(result["rules"] as? Int == 19, ":root, 11 categories, 6 classes, @supports: \(result)")
            let computed = try #require(Double((result["size"] as? String ?? "").dropLast(2)))
            let height = try #require(Double((result["line"] as? String ?? "").dropLast(2)))
            #expect(abs(computed - size) < 0.01 && abs(height - line) < 0.01, "\(width): \(result)")
        }
        // Below the range the clamp holds the size at Large: 600-1400 in a 500 px window.
        try Pipeline.render(.css, options: ExportOptions(fluid: try FluidType(parsing: "600-1400"))).write(
            to: folder.appendingPathComponent("type.css"), atomically: true, encoding: .utf8)
        let narrow = try Self.run(page, in: folder, width: 500)
        #expect(narrow["size"] as? String == "17px" && narrow["line"] as? String == "22px", "\(narrow)")
    }
}
