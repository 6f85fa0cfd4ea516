import FontScaleExport
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

/// What `--fluid 320-1280` text does under browser zoom (WCAG 1.4.4), measured in headless Chromium.
///
/// Zoom z in a window D px wide lays the page out in a viewport D / z CSS px wide and draws each
/// CSS px as z device px, so the text is z x size(D / z) against size(D) at 100%. Chromium
/// computes each style's font-size in iframes (each its own viewport) 160 to 2560 px wide; the
/// size at 200% zoom in a window D wide is 2 x the size at D / 2.
@Suite(
    .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
    .enabled(if: ChromiumPage.available, "install Chromium: scripts/install-deps.sh --with-chromium"), .serialized)
struct FluidZoomBrowserTests {
    static let out = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-zoom-\(getpid())")
    /// Window widths at 100%: 320 to 2560 px (the range, and twice it) every 80 px, which holds
    /// MIN, 2 x MIN, MAX and 2 x MAX, where the least percentage can be.
    static let windows = stride(from: 320, through: 2560, by: 80).map(Double.init)

    /// Computed font-size per iframe width, per style slug.
    static func measure(css: String, slugs: [String], widths: [Int]) throws -> [String: [Double]] {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let body = slugs.map { "<p class=\"fs-\($0)\" id=\"\($0)\">Aa</p>" }.joined()
        let source = try String(
            decoding: JSONEncoder().encode("<style>\(css)</style><body>\(body)</body>"), as: UTF8.self)
        let page = """
            <!doctype html><html><body><pre id="result"></pre><script>
            const widths = [\(widths.map(String.init).joined(separator: ","))];
            const ids = [\(slugs.map { "\"\($0)\"" }.joined(separator: ","))];
            Promise.all(widths.map(w => new Promise(done => {
              const frame = document.createElement('iframe');
              frame.style = `width:${w}px;height:600px;border:0;display:block`;
              frame.onload = () => done([w, ids.map(id => parseFloat(
                frame.contentWindow.getComputedStyle(frame.contentDocument.getElementById(id)).fontSize)),
                frame.contentWindow.innerWidth]);
              frame.srcdoc = \(source);
              document.body.append(frame);
            }))).then(rows => {
              document.getElementById('result').textContent = JSON.stringify(Object.fromEntries(
                rows.map(([w, sizes, inner]) => [String(w), sizes.concat([inner])])));
            });
            </script></body></html>
            """
        let result = try PipelineBrowserTests.run(page, in: out)
        return result.compactMapValues { $0 as? [Double] }
    }

    /// Chromium's sizes are clamp()'s arithmetic at every width; at 200% zoom text reaches at
    /// least `zoomReach`'s percentage (Body: 169.7% in a 1280 px window), never 200% where it
    /// grows; by 2 x largest / smallest zoom it reaches 200% at every width.
    @Test func zoomReachMeasured() throws {
        let fluid = Pipeline.fluid
        let (_, model) = try Pipeline.model()
        let slugs = model.styles.map { $0.name.lowercased() }
        let css = try Pipeline.render(.css, options: ExportOptions(fluid: fluid))
        let widths = Array(Set(Self.windows.flatMap { [Int($0), Int($0 / 2)] })).sorted()
        let sizes = try Self.measure(css: css, slugs: slugs, widths: widths)
        #expect(sizes.count == widths.count, "\(sizes.keys.count) iframes of \(widths.count)")
        let reach = fluid.zoomReach(model)
        for (index, style) in model.styles.enumerated() {
            let low = style.sizes[.large]!, high = style.sizes[fluid.to]!
            func measured(_ width: Double) throws -> Double {
                let row = try #require(sizes[String(Int(width))])
                #expect(row.last == width, "the iframe's viewport is \(width) px")
                #expect(
                    abs(row[index] - fluid.size(from: low, to: high, at: width)) < 0.01,
                    "\(style.name) at \(width): Chromium \(row[index]), clamp() \(fluid.size(from: low, to: high, at: width))"
                )
                return row[index]
            }
            var least = (percent: 1000.0, width: 0.0)
            for window in Self.windows {
                let percent = 200 * (try measured(window / 2)) / (try measured(window))
                if percent < least.percent - 1e-9 { least = (percent, window) }
                #expect(percent >= reach[index].percentAt200 - 0.05, "\(style.name) at \(window): \(percent)%")
                // At zoom 2 x largest / smallest every window reaches 200% (arithmetic).
                let zoom = reach[index].zoomFor200 / 100
                #expect(
                    zoom * fluid.size(from: low, to: high, at: window / zoom) >= 2
                        * fluid.size(from: low, to: high, at: window) - 1e-9)
            }
            #expect(
                abs(least.percent - reach[index].percentAt200) < 0.05,
                "\(style.name): measured \(least), computed \(reach[index])")
            #expect(
                (high > low) == (least.percent < 199.9), "\(style.name) grows, so falls short at 200% zoom: \(least)")
            #expect(reach[index].zoomFor200 <= 500)
        }
        let body = try #require(reach.first { $0.name == "Body" })
        // 17 to 22 px over 320-1280: at 1280 px 22 px; at 640 px (200% zoom) 17 + 5 / 3 px, twice 37.33 px: 169.7%.
        #expect(abs(body.percentAt200 - 200 * (17 + 5.0 / 3) / 22) < 1e-9 && body.width == 1280, "\(body)")
        #expect(abs(body.zoomFor200 - 200 * 22.0 / 17) < 1e-9)
    }
}
