import FontScaleExport
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

/// Issue 45: `--units rem` (the default) lets the reader's browser text size scale the type, as
/// Dynamic Type does on iOS; `--units px` does not. Headless Chromium computes every style's
/// font-size, line-height and letter-spacing at Large and at AX3 with its default font size at
/// 16 px and at 32 px (`--blink-settings=defaultFontSize=32`, the setting a reader raises).
@Suite(
    .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
    .enabled(if: ChromiumPage.available, "install Chromium: scripts/install-deps.sh --with-chromium"), .serialized)
struct CSSUnitsBrowserTests {
    static let out = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-units-\(getpid())")
    static let properties = ["fontSize", "lineHeight", "letterSpacing"]

    /// Per "<category> <slug>", the computed font-size, line-height and letter-spacing in px, in a
    /// page `width` px wide, with Chromium's default font size `fontSize`.
    static func computed(css: String, slugs: [String], fontSize: Int, width: Int = 800) throws -> [String: [Double]] {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let blocks = ["Large", "AX3"].map { category in
            "<div data-content-size=\"\(category)\">"
                + slugs.map { "<p class=\"fs-\($0)\" id=\"\(category) \($0)\">Aa</p>" }.joined() + "</div>"
        }.joined()
        let page = """
            <!doctype html><html><head><style>\(css)</style></head><body>\(blocks)<pre id="result"></pre><script>
            const rows = {};
            for (const element of document.querySelectorAll('p')) {
              const style = getComputedStyle(element);
              rows[element.id] = [\(properties.map { "parseFloat(style.\($0)) || 0" }.joined(separator: ", "))];
            }
            rows.root = [parseFloat(getComputedStyle(document.documentElement).fontSize)];
            document.getElementById('result').textContent = JSON.stringify(rows);
            </script></body></html>
            """
        let file = out.appendingPathComponent("units-\(fontSize)-\(width).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let run = try Command.run(
            ChromiumPage.executable,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--blink-settings=defaultFontSize=\(fontSize)",
                "--window-size=\(width),600", "--dump-dom", "file://" + file.path,
            ])
        let start = try #require(run.stdout.range(of: "<pre id=\"result\">"), "\(run.stderr)")
        let json = run.stdout[start.upperBound...].prefix { $0 != "<" }.replacingOccurrences(of: "&quot;", with: "\"")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [Double]])
        return object
    }

    /// The model's value for a style at a category: size, line height, tracking at that size.
    static func expected(_ style: ExportStyle, _ category: ContentSizeCategory) -> [Double] {
        let size = style.sizes[category]!
        return [size, style.lineHeights[category]!, style.tracking * size / style.size]
    }

    @Test func remFollowsTheReadersTextSizeAndPxDoesNot() throws {
        let (_, model) = try Pipeline.model()
        let slugs = model.styles.map { $0.name.lowercased() }
        #expect(try Pipeline.render(.css).contains("--fs-body-font-size: 1.0625rem;"))
        for units in CSSUnits.allCases {
            var options = ExportOptions()
            options.cssUnits = units
            let css = try Pipeline.render(.css, options: options)
            let normal = try Self.computed(css: css, slugs: slugs, fontSize: 16)
            let raised = try Self.computed(css: css, slugs: slugs, fontSize: 32)
            #expect(normal["root"] == [16] && raised["root"] == [32], "Chromium's default font size was not applied")
            var compared = 0
            for (index, style) in model.styles.enumerated() {
                for (name, category) in [("Large", ContentSizeCategory.large), ("AX3", .accessibility3)] {
                    let key = "\(name) \(slugs[index])", values = Self.expected(style, category)
                    let at16 = try #require(normal[key]), at32 = try #require(raised[key])
                    for (property, value) in values.enumerated() {
                        // At the default root size rem and px are the model's px.
                        #expect(abs(at16[property] - value) < 0.01, "\(units) \(key) \(Self.properties[property])")
                        // Raised to 32 px: rem doubles, px stays.
                        let factor = units == .rem ? 2.0 : 1.0
                        #expect(
                            abs(at32[property] - factor * value) < 0.02,
                            "\(units) \(key) \(Self.properties[property]) at 32 px: \(at32[property])")
                        compared += 1
                    }
                }
            }
            #expect(compared == model.styles.count * 2 * 3)
        }
    }

    /// Fluid rem: the ends and the intercept follow the root size, the vw slope does not, so with
    /// the root at 32 px the size is clamp(2 x MIN, slope x width + 2 x intercept, 2 x MAX).
    @Test func fluidRemScalesItsEndsAndIntercept() throws {
        let (_, model) = try Pipeline.model()
        let slugs = model.styles.map { $0.name.lowercased() }
        let fluid = Pipeline.fluid
        let css = try Pipeline.render(.css, options: ExportOptions(fluid: fluid))
        #expect(css.contains("rem), "), "the fluid intercept is not in rem")
        for width in [320, 800, 1280, 1600] {
            let raised = try Self.computed(css: css, slugs: slugs, fontSize: 32, width: width)
            let viewport = Double(width)
            for (index, style) in model.styles.enumerated() {
                let low = style.sizes[.large]!, high = style.sizes[fluid.to]!
                let slope = (high - low) / (fluid.maxWidth - fluid.minWidth), intercept = low - slope * fluid.minWidth
                let expected = min(max(slope * viewport + 2 * intercept, 2 * min(low, high)), 2 * max(low, high))
                let size = try #require(raised["Large \(slugs[index])"]?.first)
                #expect(abs(size - expected) < 0.02, "\(style.name) at \(width) px: \(size), expected \(expected)")
            }
        }
    }
}
