import FontScaleRender
import FontScaleTestSupport
import Foundation
import Testing

/// A canvas's pages (PDF) and clipping (raster and SVG).
@Suite struct CanvasPagesTests {
    /// Three pages through `newPage()`, read back by poppler; a PNG canvas has one page only.
    @Test func pdfPages() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-pages-\(getpid()).pdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try Canvas(format: .pdf, width: 200, height: 100, path: path)
        for page in 0..<3 {
            if page > 0 { try canvas.newPage() }
            canvas.fillRect(x: 10, y: 10, width: 20 + Double(page) * 10, height: 20, color: .black)
        }
        try canvas.finish()
        let info = try Command.run("/usr/bin/pdfinfo", [path]).stdout
        #expect(info.contains("Pages:           3") && info.contains("200 x 100 pts"), "\(info)")
        let png = try Canvas(format: .png, width: 10, height: 10, path: path + ".png")
        #expect(throws: RenderError.self) { try png.newPage() }
    }

    /// A rectangle drawn across a clip paints only inside it; after `resetClip()` it paints everywhere.
    @Test func clipRestrictsPainting() throws {
        let canvas = try Canvas(rasterWidth: 40, height: 10, pixelScale: 1)
        canvas.fillRect(x: 0, y: 0, width: 40, height: 10, color: .white)
        canvas.clip(x: 10, y: 0, width: 10, height: 10)
        canvas.fillRect(x: 0, y: 0, width: 40, height: 5, color: .black)
        canvas.resetClip()
        canvas.fillRect(x: 0, y: 5, width: 40, height: 5, color: .black)
        let bitmap = try canvas.bitmap()
        func red(_ x: Int, _ y: Int) -> UInt8 { bitmap.rgb[(y * bitmap.width + x) * 3] }
        #expect(red(5, 2) == 255 && red(15, 2) == 0 && red(25, 2) == 255)
        #expect(red(5, 7) == 0 && red(25, 7) == 0)
    }

    /// The SVG writer clips with a clipPath around what was drawn in between.
    @Test func svgClip() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-clip-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try Canvas(format: .svg, width: 40, height: 10, path: path)
        canvas.clip(x: 10, y: 0, width: 10, height: 10)
        canvas.fillRect(x: 0, y: 0, width: 40, height: 5, color: .black)
        canvas.resetClip()
        try canvas.finish()
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<clipPath id=\"c1\"><rect x=\"10\" y=\"0\" width=\"10\" height=\"10\"/></clipPath>"))
        #expect(
            svg.contains(
                #"<g clip-path="url(#c1)">"# + "\n" + ##"<rect x="0" y="0" width="40" height="5" fill="#000000"/>"##
                    + "\n</g>"))
    }
}
