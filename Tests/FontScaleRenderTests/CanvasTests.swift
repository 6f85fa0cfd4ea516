import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

@testable import FontScaleRender

/// The canvas draws what the measuring path says: the inked pixels of a rendered string sit
/// where HarfBuzz's glyph extents put them, and the PNG encoder's files decode (libpng) to the
/// same pixels as the canvas holds.
@Suite struct CanvasTests {
    /// The box of pixels darker than mid grey: (left, top, right, bottom) in pixels, right/bottom exclusive.
    func inkedBox(_ bitmap: Bitmap) -> (Int, Int, Int, Int)? {
        var left = Int.max, top = Int.max, right = -1, bottom = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.rgb[(y * bitmap.width + x) * 3] < 128 {
                left = min(left, x); right = max(right, x + 1); top = min(top, y); bottom = max(bottom, y + 1)
            }
        }
        return right < 0 ? nil : (left, top, right, bottom)
    }

    func render(_ text: String, instance: FontInstance, size: Double, scaleX: Double = 1) throws -> Bitmap {
        let canvas = try Canvas(rasterWidth: 600, height: 120, pixelScale: 1)
        canvas.fillRect(x: 0, y: 0, width: 600, height: 120, color: .white)
        canvas.setColor(.black)
        try canvas.drawText(text, instance: instance, size: size, x: 20, y: 80, scaleX: scaleX)
        return try canvas.bitmap()
    }

    @Test func inkLandsWhereTheGlyphExtentsSay() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        let measured = try TextMeasurer().measure("Hamburgefonstiv", instance: instance, pointSize: 48)
        let ink = try #require(measured.ink)
        let box = try #require(inkedBox(try render("Hamburgefonstiv", instance: instance, size: 48)))
        // Anti-aliased edges: within a pixel of the exact outline extents.
        #expect(abs(Double(box.0) - (20 + ink.xMin)) <= 1)
        #expect(abs(Double(box.2) - (20 + ink.xMax)) <= 1)
        #expect(abs(Double(box.1) - (80 - ink.yMax)) <= 1)
        #expect(abs(Double(box.3) - (80 - ink.yMin)) <= 1)
    }

    @Test func horizontalScaleStretchesTheInk() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        let plain = try #require(inkedBox(try render("Type", instance: instance, size: 40)))
        let wide = try #require(inkedBox(try render("Type", instance: instance, size: 40, scaleX: 2)))
        let plainWidth = Double(plain.2 - plain.0), wideWidth = Double(wide.2 - wide.0)
        #expect(abs(wideWidth - 2 * plainWidth) <= 2)
        #expect(plain.1 == wide.1 && plain.3 == wide.3)
    }

    @Test(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"))
    func variableInstancesDrawTheirOwnWeight() throws {
        let face = try FontFace(path: TestFonts.merriweather)
        func darkness(_ weight: Double) throws -> Int {
            let bitmap = try render(
                "Weight", instance: FontInstance(face: face, variations: ["wght": weight, "opsz": 18]), size: 40)
            return bitmap.rgb.reduce(0) { $0 + (255 - Int($1)) }
        }
        // The design coordinates reach the drawn outlines: Black inks far more than Light.
        #expect(try darkness(900) > Int(1.5 * Double(try darkness(300))))
    }

    @Test func pngFilesDecodeToTheCanvasPixels() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-canvas-\(getpid()).png")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try Canvas(format: .png, width: 200, height: 60, pixelScale: 2, path: path)
        canvas.fillRect(x: 0, y: 0, width: 200, height: 60, color: .white)
        canvas.setColor(RGB(0.1, 0.3, 0.8))
        try canvas.drawText("Canvas", instance: instance, size: 30, x: 10, y: 45)
        let inMemory = try canvas.bitmap()
        try canvas.finish()
        let decoded = try Bitmap(pngFile: path)
        #expect(decoded.width == 400 && decoded.height == 120)
        #expect(decoded == inMemory)
    }

    /// A picture many bands tall: each band is deflated on its own and the segments are joined
    /// into one zlib stream. libpng decodes both encoder paths (a recording drawn band by band,
    /// and a raster canvas) to the drawn pixels, and Python's zlib, a second inflater that checks
    /// the stream's end and its Adler-32, inflates the joined stream to every row.
    @Test func tallPNGsJoinTheirBandsIntoOneStream() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        func draw(_ canvas: Canvas) throws {
            canvas.fillRect(x: 0, y: 0, width: 150, height: 700, color: .white)
            for stripe in 0..<53 {  // stripes 13 pt apart: never aligned with the 32-row bands
                canvas.fillRect(
                    x: Double(stripe % 7) * 20, y: Double(stripe) * 13, width: 40, height: 5,
                    color: RGB(Double(stripe % 5) / 5, Double(stripe % 3) / 3, 0.5))
            }
            canvas.setColor(.black)
            for line in 0..<20 {
                try canvas.drawText("Band \(line)", instance: instance, size: 24, x: 10, y: 30 + Double(line) * 34)
            }
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-tall-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorded = try Canvas(format: .png, width: 150, height: 700, pixelScale: 2, path: path)
        try draw(recorded)
        let expected = try recorded.bitmap()
        try recorded.finish()
        let raster = try Canvas(rasterWidth: 150, height: 700, pixelScale: 2)
        try draw(raster)
        let rasterPath = path + ".raster.png"
        defer { try? FileManager.default.removeItem(atPath: rasterPath) }
        try raster.pngData().write(to: URL(fileURLWithPath: rasterPath))

        #expect(expected.height == 1400 && expected.height > 10 * PNGEncoder.bandRows)
        #expect(try Bitmap(pngFile: path) == expected)
        #expect(try Bitmap(pngFile: rasterPath) == expected)
        let script = """
            import struct, sys, zlib
            for path in sys.argv[1:]:
                data = open(path, "rb").read(); pos = 8; idat = b""
                while pos < len(data):
                    n, = struct.unpack(">I", data[pos:pos + 4]); kind = data[pos + 4:pos + 8]
                    if kind == b"IDAT": idat += data[pos + 8:pos + 8 + n]
                    pos += 12 + n
                d = zlib.decompressobj(); rows = d.decompress(idat)
                print(len(rows), d.eof, len(d.unused_data))
            """
        let run = try Command.run("/usr/bin/env", ["python3", "-c", script, path, rasterPath])
        #expect(run.status == 0, "\(run.stderr)")
        let rowBytes = (1 + 3 * 300) * 1400
        #expect(run.stdout == "\(rowBytes) True 0\n\(rowBytes) True 0\n")
    }

    @Test func unreadablePNGIsAnError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-not-a-png-\(getpid()).png")
            .path
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: RenderError.self) { try Bitmap(pngFile: path) }
    }
}

/// Pixel differences against values worked out by hand.
@Suite struct PixelDifferenceTests {
    @Test func knownDifferences() throws {
        let white = Bitmap(width: 2, height: 2, rgb: [UInt8](repeating: 255, count: 12))
        #expect(try white.difference(from: white) == PixelDifference(rmse: 0, shareOff10Percent: 0, pixels: 4))
        // One of four pixels black: mean square (3 x 255^2) / 12 channels = 255^2 / 4, so RMSE = 1/2.
        var rgb = [UInt8](repeating: 255, count: 12)
        rgb[0] = 0; rgb[1] = 0; rgb[2] = 0
        let oneBlack = Bitmap(width: 2, height: 2, rgb: rgb)
        #expect(try white.difference(from: oneBlack) == PixelDifference(rmse: 0.5, shareOff10Percent: 0.25, pixels: 4))
        // A channel 26 off is within 10% of 255 (25.5 rounds to 26); 27 is beyond it.
        var near = [UInt8](repeating: 255, count: 12)
        near[0] = 229; near[3] = 228
        #expect(try white.difference(from: Bitmap(width: 2, height: 2, rgb: near)).shareOff10Percent == 0.25)
        #expect(throws: RenderError.self) { try white.difference(from: Bitmap(width: 1, height: 1, rgb: [0, 0, 0])) }
    }

    @Test func halfTransparentInkIsHalfAsDark() throws {
        let canvas = try Canvas(rasterWidth: 4, height: 4, pixelScale: 1)
        canvas.fillRect(x: 0, y: 0, width: 4, height: 4, color: .white)
        canvas.fillRect(x: 0, y: 0, width: 4, height: 4, color: .black, opacity: 0.5)
        // 255 x (1 - 0.5) = 127.5: cairo rounds to 127 or 128.
        #expect(try canvas.bitmap().rgb.allSatisfy { $0 == 127 || $0 == 128 })
    }
}

/// Bitmaps drawn back onto a canvas, magnified as a compositor does.
@Suite struct DrawBitmapTests {
    @Test func identityKeepsEveryPixel() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        let source = try Canvas(rasterWidth: 60, height: 30, pixelScale: 2)
        source.fillRect(x: 0, y: 0, width: 60, height: 30, color: .white)
        source.setColor(.black)
        try source.drawText("Ag", instance: instance, size: 20, x: 4, y: 22)
        let original = try source.bitmap()
        let copy = try Canvas(rasterWidth: 60, height: 30, pixelScale: 2)
        try copy.drawBitmap(original, x: 0, y: 0, width: 60, height: 30)
        #expect(try copy.bitmap() == original)
    }

    @Test func magnifiedTwiceMatchesBlocksOfTheOriginal() throws {
        // A 2x2 checkerboard magnified to 4x4: each source pixel covers a 2x2 block; bilinear
        // sampling at pixel centres (0.25 and 0.75 of a source pixel) mixes neighbours 3:1.
        let board = Bitmap(width: 2, height: 2, rgb: [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0])
        let canvas = try Canvas(rasterWidth: 4, height: 4, pixelScale: 1)
        try canvas.drawBitmap(board, x: 0, y: 0, width: 4, height: 4)
        let out = try canvas.bitmap()
        // Corner pixel (0, 0) samples source (0.25, 0.25) with the edge padded: pure black.
        #expect(out.rgb[0] == 0)
        // Pixel (1, 1) samples (0.75, 0.75): weights 9/16 black, 3/16 + 3/16 white, 1/16 black = 6/16 white: 95.6.
        let centre = Int(out.rgb[(1 * 4 + 1) * 3])
        #expect(abs(centre - 96) <= 1)
    }
}

/// fontscale's SVG writer: each glyph's outline defined once per instance, whatever the sizes,
/// and the outlines where HarfBuzz's glyph extents put the ink.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct SVGCanvasTests {
    @Test func glyphsAreDefinedOnceAcrossSizes() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.dejaVuSans))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-svg-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try Canvas(format: .svg, width: 400, height: 300, path: path)
        canvas.fillRect(x: 0, y: 0, width: 400, height: 300, color: .white)
        canvas.setColor(.black)
        for (row, size) in [12.0, 17, 34].enumerated() {
            try canvas.drawText("Hello Hello", instance: instance, size: size, x: 10, y: 50 + 80 * Double(row))
        }
        try canvas.finish()
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        // H, e, l, o: four outlines (the space has none); 3 sizes x 10 inked glyphs use them.
        #expect(svg.components(separatedBy: "<path id=").count - 1 == 4)
        #expect(svg.components(separatedBy: "<use ").count - 1 == 30)
        #expect(svg.hasPrefix("<?xml") && svg.contains("viewBox=\"0 0 400 300\""))
    }

    @Test func outlinesMatchTheGlyphExtents() throws {
        for file in [TestFonts.dejaVuSans, TestFonts.merriweather] {
            let instance = FontInstance(face: try FontFace(path: file), variations: ["wght": 700, "opsz": 40])
            let upem = Double(instance.unitsPerEm)
            for character in ["H", "g", "Q", "&"] {
                let glyph = instance.positionedGlyphs(character).glyphs[0]
                var xs: [Double] = [], ys: [Double] = []
                for element in instance.outline(glyph: glyph) {
                    switch element {
                    case let .move(x, y), let .line(x, y): xs.append(x); ys.append(y)
                    case let .quadratic(_, _, x, y), let .cubic(_, _, _, _, x, y): xs.append(x); ys.append(y)
                    case .close: break
                    }
                }
                // On-curve points bound the ink of these glyphs (extrema carry points, as fonts are drawn).
                let ink = try #require(try TextMeasurer().measure(character, instance: instance, pointSize: upem).ink)
                #expect(abs(xs.min()! - ink.xMin) < 1 && abs(xs.max()! - ink.xMax) < 1, "\(file) \(character)")
                #expect(abs(ys.min()! - ink.yMin) < 1 && abs(ys.max()! - ink.yMax) < 1, "\(file) \(character)")
            }
        }
    }
}
