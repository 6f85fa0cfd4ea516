import FontScaleFonts
import FontScaleMotionLab
import FontScaleRender
import FontScaleTestSupport
import Foundation
import Testing

/// Size transitions measured with real fonts, against facts known without the lab: a static
/// unhinted font scales linearly, so its scaled text is its native text; widths from hb-shape.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct TransitionLabTests {
    let catalog: FontCatalog
    init() throws { catalog = try FontCatalog(fontDirectories: [TestFonts.directory]) }

    @Test(arguments: ["DejaVu Sans", "Atkinson Hyperlegible"])
    func staticFontsHaveNoSwapJump(family: String) throws {
        let flaws = try TransitionLab(font: try CustomFont(family: family, catalog: catalog)).measure(
            "Dynamic Type", from: 37, to: 17)
        #expect(flaws.shrinkSwap.map(\.opticalSizing) == [.followsSize])  // no opsz axis: one way to set it
        for jump in flaws.shrinkSwap + flaws.growStart {
            #expect(abs(jump.widthJump) < 1e-9 && abs(jump.heightJump) < 1e-9 && jump.maxGlyphDrift < 1e-9)
            // The same outlines at the same size and position rasterise to the same pixels.
            #expect(jump.pixels.rmse == 0)
        }
        // Magnifying 17 pt pixels to 37 pt blurs: clearly different from the native render.
        #expect(flaws.naive[0].pixels.rmse > 0.05 && flaws.naive[0].pixels.shareOff10Percent > 0.02)
    }

    @Test func merriweatherJumpsWhenOpticalSizeFollows() throws {
        let flaws = try TransitionLab(font: try CustomFont(family: "Merriweather", catalog: catalog)).measure(
            "Dynamic Type", from: 37, to: 17)
        let follows = try #require(flaws.shrinkSwap.first { $0.opticalSizing == .followsSize })
        let held = try #require(flaws.shrinkSwap.first { $0.opticalSizing == .heldFixed })
        // Second path: hb-shape at the instances CustomFont makes (wght 400, wdth 100, opsz = size).
        let upem = Double(try FontFace(path: TestFonts.merriweather).info.unitsPerEm)
        func width(_ size: Double, opsz: Double) throws -> Double {
            try HBShape.advance(
                font: TestFonts.merriweather, unitsPerEm: Int(upem), text: "Dynamic Type",
                variations: ["wght": 400, "wdth": 100, "opsz": opsz]) / upem * size
        }
        let expected = try width(17, opsz: 17) - (try width(37, opsz: 37)) * 17 / 37
        #expect(abs(follows.widthJump - expected) < 1e-6)
        #expect(abs(follows.widthJump) > 1)  // opsz 17 is set wider than opsz 37 scaled down: points, not pixels
        #expect(follows.maxGlyphDrift > 1 && follows.pixels.rmse > 0.1)
        // opsz held at 37 pt at both ends: the same outlines, no jump.
        #expect(abs(held.widthJump) < 1e-9 && held.maxGlyphDrift < 1e-9 && held.pixels.rmse == 0)
    }

    @Test func transformScalesAreRatiosOfIntrinsicSizes() throws {
        let font = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        let flaws = try TransitionLab(font: font, displayScale: .x3).measure("Order total", from: 17, to: 40)
        // Intrinsic widths: hb-shape advances rounded up to thirds of a point.
        let upem = 2048.0
        let advance = try HBShape.advance(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: "Order total") / upem
        func roundUp(_ value: Double) -> Double { (value * 3 - 1e-9).rounded(.up) / 3 }
        #expect(abs(flaws.from.intrinsicWidth - roundUp(advance * 17)) < 1e-9)
        #expect(abs(flaws.scaleX - roundUp(advance * 40) / roundUp(advance * 17)) < 1e-12)
        // DejaVu Sans' line height: (ascender 1901 + descender 483) / 2048 em, as hhea gives it (fontTools).
        let line = (1901.0 + 483.0) / 2048
        #expect(abs(flaws.scaleY - roundUp(line * 40) / roundUp(line * 17)) < 1e-12)
    }

    @Test func wideFramesAreComparedInStripsWithTheSameResult() throws {
        // Merriweather (opsz: the renders differ) 17 -> 31 pt: about 1800 x 3 pixels wide at the target.
        // Strips of 300 pixels must give what one comparison of the whole gives.
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let text = "Order total: 1,299.00 — shipping included, no returns"
        let whole = try TransitionLab(font: font).measure(text, from: 17, to: 31)
        let striped = TransitionLab(font: font)
        striped.stripPixels = 300
        let strips = try striped.measure(text, from: 17, to: 31)
        #expect(whole.naive.first!.pixels.pixels > 3 * 300)
        for (a, b) in zip(whole.shrinkSwap + whole.growStart, strips.shrinkSwap + strips.growStart) {
            // Renders shifted by whole points are the same pixels: exactly the same counts.
            #expect(a.pixels.pixels == b.pixels.pixels && a.pixels.shareOff10Percent == b.pixels.shareOff10Percent)
            #expect(abs(a.pixels.rmse - b.pixels.rmse) < 1e-12)
        }
        for (a, b) in zip(whole.naive, strips.naive) {
            // Resampled strips: the same source pixels under each target pixel, up to rounding of the sample positions.
            #expect(a.pixels.pixels == b.pixels.pixels)
            #expect(abs(a.pixels.shareOff10Percent - b.pixels.shareOff10Percent) < 1e-3, "\(a) \(b)")
            #expect(abs(a.pixels.rmse - b.pixels.rmse) < 1e-3, "\(a) \(b)")
        }
    }

    @Test func badInputIsNamed() throws {
        let lab = TransitionLab(font: try CustomFont(family: "DejaVu Sans", catalog: catalog))
        #expect { try lab.measure("Title", from: 17, to: 17) } throws: {
            "\($0)" == "to size: expected a size other than the from size (17 pt): nothing to animate, instead saw 17"
        }
        #expect { try lab.measure("   ", from: 17, to: 20) } throws: {
            "\($0)" == "text: expected text with at least one visible character, instead saw '   '"
        }
        #expect { try lab.measure("Title", from: 0, to: 20) } throws: {
            "\($0)" == "from size: expected a point size above 0 and at most 4096, instead saw 0"
        }
    }
}

/// Recommendations follow the documented thresholds.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct TransitionAdviceTests {
    @Test func staticFontsNeedOnlyATransformAndOpszFontsMore() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let dejaVu = try TransitionLab(font: try CustomFont(family: "DejaVu Sans", catalog: catalog)).measure(
            "Dynamic Type", from: 17, to: 37)
        let plain = dejaVu.recommendation()
        #expect(plain.strategy == "grow" && plain.advice == .plainTransform && plain.crossFadeWindow == nil)
        #expect(plain.invisibleDrift == 0.5 / 3 && abs(plain.crossFadeLimit - 1.7) < 1e-12)
        let merriweather = try TransitionLab(font: try CustomFont(family: "Merriweather", catalog: catalog)).measure(
            "Dynamic Type", from: 37, to: 17)
        let advice = merriweather.recommendation()
        #expect(advice.strategy == "shrink" && advice.advice != .plainTransform)
        // Held at one optical size, Merriweather scales linearly too.
        #expect(merriweather.recommendation(opticalSizing: .heldFixed).advice == .plainTransform)
    }
}

/// A container the text fits at one size and wraps in at the other.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct TransitionReflowTests {
    @Test func wrappingAtOneEndMeansRelayout() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        // hb-shape: "Dynamic Type" is 120.3 pt wide at 17 pt and 256.7 pt at 37 pt in Merriweather; 200 pt lies between.
        let upem = Double(try FontFace(path: TestFonts.merriweather).info.unitsPerEm)
        let at37 =
            try HBShape.advance(
                font: TestFonts.merriweather, unitsPerEm: Int(upem), text: "Dynamic Type",
                variations: ["wght": 400, "wdth": 100, "opsz": 37]) / upem * 37
        #expect(at37 > 200)
        let lab = TransitionLab(font: try CustomFont(family: "Merriweather", catalog: catalog))
        let flaws = try lab.measure("Dynamic Type", from: 17, to: 37, containerWidth: 200, parts: [.grow])
        let breaks = try #require(flaws.lineBreaks)
        #expect(breaks.from == ["Dynamic Type"] && breaks.to == ["Dynamic", "Type"] && breaks.reflows)
        let advice = flaws.recommendation()
        #expect(
            advice.advice == .relayoutEachFrame
                && advice.reason.hasPrefix("the text breaks into 1 line at the start and 2 at the end in 200 pt"))
        // Wide enough for both: no reflow, and no line breaks recorded without a width.
        #expect(
            try lab.measure("Dynamic Type", from: 17, to: 37, containerWidth: 400, parts: [.grow]).lineBreaks?.reflows
                == false)
        #expect(try lab.measure("Dynamic Type", from: 17, to: 37, parts: [.grow]).lineBreaks == nil)
    }
}
