import FontScaleMotion
import Testing

/// WCAG 2.2, success criterion 1.4.3 and its definitions of relative luminance, contrast ratio
/// and large scale text (https://www.w3.org/TR/WCAG22/).
@Suite struct ContrastTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

    @Test func knownRatios() throws {
        // Black on white: (1 + 0.05) / (0 + 0.05) = 21, the largest ratio.
        #expect(RGBColor.black.contrastRatio(with: .white) == 21)
        #expect(RGBColor.white.contrastRatio(with: .black) == 21)
        #expect(RGBColor.white.contrastRatio(with: .white) == 1)
        // #777777 on white is the well-known near miss, 4.48:1: 0x77/255 = 0.46667 decodes to
        // ((0.46667 + 0.055) / 1.055)^2.4 = 0.18447, and 1.05 / 0.23447 = 4.4781.
        let grey = try RGBColor(hex: "#777777")
        #expect(Self.close(grey.relativeLuminance, 0.184474994, 1e-8))
        #expect((grey.contrastRatio(with: .white) * 100).rounded() / 100 == 4.48)
        // #767676 is the lightest grey that passes on white (4.54:1).
        #expect((try RGBColor(hex: "#767676").contrastRatio(with: .white) * 100).rounded() / 100 == 4.54)
        // Luminance weights: pure red 0.2126, green 0.7152, blue 0.0722.
        #expect(Self.close(try RGBColor(hex: "#f00").relativeLuminance, 0.2126, 1e-15))
        #expect(Self.close(try RGBColor(hex: "#0f0").relativeLuminance, 0.7152, 1e-15))
    }

    @Test func largeText() {
        // Large from 18 pt, or 14 pt at Bold (700) and up (this target cannot name FontWeight, only its members).
        #expect(ContrastRequirement.forText(pointSize: 17.9) == .normalText)
        #expect(ContrastRequirement.forText(pointSize: 18) == .largeText)
        #expect(ContrastRequirement.forText(pointSize: 17, weight: .semibold) == .normalText)
        #expect(ContrastRequirement.forText(pointSize: 13.9, weight: .bold) == .normalText)
        #expect(ContrastRequirement.forText(pointSize: 14, weight: .bold) == .largeText)
        #expect(ContrastRequirement.forText(pointSize: 14, weight: .black) == .largeText)
        #expect(ContrastRequirement.largeText.minimumRatio == 3 && ContrastRequirement.normalText.minimumRatio == 4.5)
    }

    @Test func framesBelowTheThreshold() throws {
        // Black fading to white on white, linear in sRGB, 1 s at 60 Hz: frame i shows grey i/60.
        // Normal text needs L <= 1.05 / 4.5 - 0.05 = 0.18333, i.e. a grey at most
        // 1.055 · 0.18333^(1/2.4) - 0.055 = 0.46532 = 27.92/60: frames 0...27 pass, 28...60 fail.
        let fade = try ColorAnimation(stops: [.black, .white], duration: 1, curve: TimingCurve.linear, space: .srgb)
        let report = fade.contrast(against: .white)
        #expect(report.failingFrames == Array(28...60))
        #expect(report.minimumRatio == 1 && report.minimumFrame == 60)
        #expect(!report.passes)
        // Large text needs 3:1: L <= 1.05 / 3 - 0.05 = 0.3, a grey at most 1.055 · 0.3^(1/2.4) - 0.055
        // = 0.58363 = level 148.83. Frame 35 (35/60 · 255 = 148.75) is drawn at level 149, too light:
        // frames 35...60 fail (unrounded, frame 35 would have passed).
        #expect(fade.contrast(against: .white, requirement: .largeText).failingFrames == Array(35...60))
        // Black to dark blue on white stays readable all the way.
        let dark = try ColorAnimation(stops: [.black, try RGBColor(hex: "#000080")], duration: 0.25, space: .oklch)
        #expect(dark.contrast(against: .white).passes)
    }
}
