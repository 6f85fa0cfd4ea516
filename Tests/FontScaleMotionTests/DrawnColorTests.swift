import FontScaleMotion
import Testing

/// The colour that is drawn: frames at 8 bits a channel, contrast judged on them, and colours
/// outside sRGB reported and gamut-mapped (CSS Color 4).
///
/// Reference values: 50-digit arithmetic (mpmath 1.3) for luminances and ratios, ColorAide 8.13.1
/// for gamut mapping (`fit("srgb", method="minde-chroma")`, CSS Color 4's binary search).
@Suite struct DrawnColorTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

    @Test func levelsRoundToTheNearestAndHalvesUp() throws {
        let half = try RGBColor(red: 0.5, green: 89.25 / 255, blue: 1)
        #expect(half.levels == (128, 89, 255))
        #expect(half.hex == "#8059ff")
        #expect(half.quantized == (try RGBColor(hex: "#8059ff")))
    }

    @Test func contrastIsOfTheDrawnColour() throws {
        // Grey 0.35 is drawn as #595959 (0.35 · 255 = 89.25 -> 89). Unrounded it would have
        // luminance 0.10048 and pass 3:1 on black (3.0096); #595959 has 0.0498987 and 2.997974564942:
        // ((89/255 + 0.055) / 1.055)^2.4 = 0.09989873, (0.09989873 + 0.05) / 0.05.
        let grey = try RGBColor(red: 0.35, green: 0.35, blue: 0.35)
        #expect(Self.close(grey.contrastRatio(with: .black), 2.997974564942278, 1e-12))
        #expect(!ContrastRequirement.largeText.isMet(by: grey.contrastRatio(with: .black)))
        #expect(Self.close((try RGBColor(hex: "#5a5a5a")).contrastRatio(with: .black), 3.044834661762026, 1e-12))
    }

    @Test func issueSweepFailsTheFramesDrawnTooDark() throws {
        // `animate color '#000' '#fff' --space srgb --background '#000000' --style title1 --curve linear
        // --duration 0.5 --rate 120`: 61 frames, frame i grey i/60, drawn at level round(4.25 i).
        // 3:1 on black needs luminance 0.1: grey 1.055 · 0.1^(1/2.4) - 0.055 = 0.349190 = level 89.04,
        // so level 90 (#5a5a5a) is the first to pass; frame 21 is 89.25 -> #595959 and fails,
        // frame 22 is 93.5 -> #5e5e5e and passes.
        let sweep = try ColorAnimation(
            stops: [.black, .white], duration: 0.5, rate: FrameRate(hertz: 120)!, curve: TimingCurve.linear,
            space: .srgb)
        #expect(sweep.frames.count == 61)
        #expect(sweep.frames[21].color.hex == "#595959" && sweep.frames[22].color.hex == "#5e5e5e")
        let report = sweep.contrast(against: .black, requirement: .largeText)
        #expect(report.failingFrames == Array(0...21))
        #expect(sweep.frames.allSatisfy { $0.color == $0.color.quantized })
    }

    @Test func thresholdsDecideTheClosestPairsExactly() throws {
        // Of all pairs of 8-bit colours these come nearest the thresholds (exhaustive search over the
        // 2^24 luminances; ratios in 50 digits): #89bb09 on #8212db is 2.99999999999993956... (fails 3:1),
        // #be64db on #480b1d is 4.50000000000007870... (passes 4.5:1).
        let below = try RGBColor(hex: "#89bb09").contrastRatio(with: try RGBColor(hex: "#8212db"))
        #expect(!ContrastRequirement.largeText.isMet(by: below))
        let above = try RGBColor(hex: "#be64db").contrastRatio(with: try RGBColor(hex: "#480b1d"))
        #expect(ContrastRequirement.normalText.isMet(by: above))
        // Exact thresholds pass, and WCAG does not round up.
        #expect(ContrastRequirement.largeText.isMet(by: 3) && ContrastRequirement.normalText.isMet(by: 4.5))
        #expect(ContrastRequirement.largeText.isMet(by: 2.999999999999999))
        #expect(!ContrastRequirement.normalText.isMet(by: 4.4999))
    }

    @Test func linearisationThresholdBothSides() throws {
        // Level 10 (0.039216) is below both WCAG 2.0's 0.03928 and IEC's 0.04045: linear 10/255/12.92;
        // level 11 (0.043137) above both: ((11/255 + 0.055) / 1.055)^2.4. Either definition gives
        // 0.0030352698354883749 and 0.0033465357638991585 (mpmath, 50 digits).
        #expect(Self.close(try RGBColor(hex: "#0a0a0a").relativeLuminance, 0.0030352698354883749, 1e-17))
        #expect(Self.close(try RGBColor(hex: "#0b0b0b").relativeLuminance, 0.0033465357638991585, 1e-17))
    }

    @Test func outOfGamutFramesAreMarkedAndMapped() throws {
        // Red to green in OKLCH, 0.5 s at 60 Hz, linear: 31 frames, every one between the ends outside
        // sRGB. ColorAide (hues along the shorter arc, CSS Color 4 mapping / clipping, then each
        // channel to the nearest level):
        let red = try RGBColor(hex: "#ff0000"), green = try RGBColor(hex: "#00ff00")
        let mapped = try ColorAnimation(
            stops: [red, green], duration: 0.5, curve: TimingCurve.linear, space: .oklch)
        #expect(mapped.frames.map(\.outOfGamut) == [false] + Array(repeating: true, count: 29) + [false])
        let css = [
            "#ff0000", "#ff1400", "#ff3000", "#fb4600", "#f75400", "#f35f00", "#f06900", "#ee7100", "#ec7800",
            "#e97f00", "#e78600", "#e58c00", "#e39200", "#e19700", "#df9d00", "#dda200", "#dba800", "#d8ad00",
            "#d5b300", "#d1b800", "#cdbe00", "#c8c400", "#c3c900", "#bccf00", "#b4d600", "#aadc00", "#9de300",
            "#8cea00", "#73f100", "#4cf900", "#00ff00",
        ]
        #expect(mapped.frames.map(\.color.hex) == css)
        let clipped = try ColorAnimation(
            stops: [red, green], duration: 0.5, curve: TimingCurve.linear, space: .oklch, gamut: .clip)
        #expect(clipped.frames[15].color.hex == "#f99500" && clipped.frames[5].color.hex == "#ff3f00")
        #expect(clipped.frames.map(\.outOfGamut) == mapped.frames.map(\.outOfGamut))
        // sRGB and linear sRGB never leave the gamut.
        let srgb = try ColorAnimation(stops: [red, green], duration: 0.5, space: .srgb)
        #expect(srgb.frames.allSatisfy { !$0.outOfGamut })
    }

    @Test func gamutMappingEnds() {
        // CSS Color 4: lightness 1 and above is white, 0 and below black, whatever the chroma.
        #expect(OKLCH(lightness: 1.2, chroma: 0.3, hue: 30).mappedIntoSRGB() == .white)
        #expect(OKLCH(lightness: -0.1, chroma: 0.3, hue: 30).mappedIntoSRGB() == .black)
        // In gamut: as it is.
        let blue = OKLab(lightness: 0.5, a: 0, b: -0.05)
        #expect(GamutMapping.css.map(blue).outOfGamut == false)
    }
}
