import FontScaleMotion
import Testing

/// OKLab reference values: Björn Ottosson, "A perceptual color space for image processing"
/// (https://bottosson.github.io/posts/oklab/), the table "Table of example XYZ and Oklab pairs"
/// (three decimals). sRGB primaries to four or five decimals: computed for this test with NumPy
/// from the post's published matrices and the sRGB decoding (IEC 61966-2-1), independently of
/// this code; sRGB red agrees with the widely quoted oklab(0.62796 0.22486 0.12585).
@Suite struct ColorTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

    static func expectLab(
        _ lab: OKLab, _ l: Double, _ a: Double, _ b: Double, _ tolerance: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            close(lab.lightness, l, tolerance) && close(lab.a, a, tolerance) && close(lab.b, b, tolerance),
            "\(lab)", sourceLocation: sourceLocation)
    }

    @Test func ottossonsTableFromXYZ() {
        // (X, Y, Z) -> (L, a, b), each published to three decimals (tolerance covers the rounding of both).
        Self.expectLab(OKLab(x: 0.950, y: 1.000, z: 1.089), 1.000, 0.000, 0.000, 0.001)
        Self.expectLab(OKLab(x: 1, y: 0, z: 0), 0.450, 1.236, -0.019, 0.0006)
        Self.expectLab(OKLab(x: 0, y: 1, z: 0), 0.922, -0.671, 0.263, 0.0006)
        Self.expectLab(OKLab(x: 0, y: 0, z: 1), 0.153, -1.415, -0.449, 0.0006)
    }

    @Test func srgbColorsInOKLab() throws {
        Self.expectLab(RGBColor.white.oklab, 1, 0, 0, 1e-6)
        Self.expectLab(RGBColor.black.oklab, 0, 0, 0, 1e-12)
        Self.expectLab(try RGBColor(hex: "#ff0000").oklab, 0.62796, 0.22486, 0.12585, 0.000006)
        Self.expectLab(try RGBColor(hex: "#00ff00").oklab, 0.86644, -0.23389, 0.17950, 0.000006)
        Self.expectLab(try RGBColor(hex: "#0000ff").oklab, 0.45201, -0.03246, -0.31153, 0.000006)
        // OKLCH of red: C = √(0.22486² + 0.12585²) = 0.25768, h = atan2(0.12585, 0.22486) = 29.23°.
        let red = try RGBColor(hex: "#f00")
        #expect(Self.close(red.oklch.chroma, 0.25768, 0.00001) && Self.close(red.oklch.hue, 29.2339, 0.0001))
        // Blue's hue lies below 0 as atan2 gives it (-95.95°) and is reported as 264.05°.
        #expect(Self.close(try RGBColor(hex: "#00f").oklch.hue, 264.0520, 0.0001))
    }

    @Test func roundTrips() throws {
        for hex in ["#000000", "#ffffff", "#777777", "#1a2b3c", "#ff8800", "#00ffff", "#0a0a0a"] {
            let color = try RGBColor(hex: hex)
            #expect(color.hex == hex)
            #expect(color.linear.rgb.hex == hex)
            #expect(color.oklab.rgb.hex == hex)
            #expect(color.oklch.oklab.rgb.hex == hex)
            let back = color.oklab.linear
            #expect(Self.close(back.red, color.linear.red, 1e-6) && Self.close(back.blue, color.linear.blue, 1e-6))
        }
        // The sRGB decoding switches at 0.04045:
        // 10/255 = 0.0392 is linear (/12.92), 11/255 = 0.0431 is the power curve.
        #expect(Self.close(try RGBColor(hex: "#0a0a0a").linear.red, 10.0 / 255 / 12.92, 1e-15))
    }

    // Every colour of the sRGB cube stays inside sRGB through OKLab and back: the worst, by
    // Python over the cube in steps of 5 with the same matrices, is #ffff00's blue at -1.3e-7,
    // beyond 1e-9 (the old tolerance: 59 frames of a constant #ff0000 were "outside sRGB").
    @Test func theCubeRoundTripsThroughOKLabInsideSRGB() throws {
        for red in stride(from: 0, through: 255, by: 15) {
            for green in stride(from: 0, through: 255, by: 15) {
                for blue in stride(from: 0, through: 255, by: 15) {
                    let color = try RGBColor(
                        red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
                    #expect(color.oklab.linear.isInGamut, "\(color.hex)")
                    #expect(color.oklch.oklab.linear.isInGamut, "\(color.hex)")
                }
            }
        }
        let yellow = try RGBColor(hex: "#ffff00").oklab.linear
        #expect(yellow.blue < -1e-9 && yellow.blue > -LinearRGB.gamutTolerance)
    }

    @Test func parsing() throws {
        #expect(try RGBColor(hex: "#FA0") == RGBColor(hex: "#ffaa00"))
        #expect(try RGBColor(hex: "#80ff00").red == 128.0 / 255)
        for bad in ["ff0000", "#ff00", "#gg0000", "#ff00000", "", "#", "#１２３"] {
            let error = #expect(throws: MotionError.self) { try RGBColor(hex: bad) }
            #expect(
                error?.description
                    == "colour: expected a hex colour #rrggbb or #rgb (such as #1a2b3c or #fa0), instead saw '\(bad)'")
        }
        // A control or line break in what was typed is shown escaped: the message stays one line (the fuzzer's find).
        let broken = #expect(throws: MotionError.self) { try RGBColor(hex: "#0\u{0B}ff") }
        #expect(
            broken?.description
                == "colour: expected a hex colour #rrggbb or #rgb (such as #1a2b3c or #fa0), instead saw '#0\\u{B}ff'")
        let error = #expect(throws: MotionError.self) { try RGBColor(red: 1.5, green: 0, blue: 0) }
        #expect(error?.description == "red: expected a channel value from 0 to 1, instead saw 1.5")
    }

    @Test(arguments: [
        // (from, to, fraction, hue): the shorter arc, wrapping through 0°.
        (350.0, 10.0, 0.5, 0.0), (10.0, 350.0, 0.25, 5.0), (30.0, 270.0, 0.5, 330.0),
        (270.0, 30.0, 0.5, 330.0), (20.0, 100.0, 0.5, 60.0), (0.0, 0.0, 0.7, 0.0),
    ])
    func hueTakesTheShorterArc(from: Double, to: Double, fraction: Double, hue: Double) {
        #expect(Self.close(OKLCH.interpolateHue(from: from, to: to, by: fraction), hue, 1e-12))
    }

    @Test func greenToRedMidpointDependsOnTheSpace() throws {
        let green = try RGBColor(hex: "#00ff00"), red = try RGBColor(hex: "#ff0000")
        // sRGB: the channels average to (0.5, 0.5, 0), 127.5 rounding to 128 = #808000, a dark olive
        // (OKLab lightness 0.579, well below both ends' 0.866 and 0.628).
        let srgb = green.interpolated(to: red, by: 0.5, in: .srgb)
        #expect(srgb.hex == "#808000")
        #expect(Self.close(srgb.oklab.lightness, 0.57903, 0.00001))
        // OKLCH: L = (0.86644 + 0.62796) / 2 = 0.74720, C = 0.27626, hue halfway along the shorter arc
        // from 142.50° to 29.23°: 85.86° (orange-yellow). Out of sRGB (linear blue -0.172). CSS Color 4's
        // gamut mapping gives #dda200 (oklch 0.74909 0.15417 82.56°); clipping the channels gives
        // #f99500 (oklch 0.75657 0.17057 64.39°): ColorAide 8.13.1, `Color.interpolate([green, red],
        // space="oklch")(0.5).fit("srgb", method="minde-chroma")`, and `method="clip"`.
        let lch = green.interpolated(to: red, by: 0.5, in: .oklch)
        #expect(lch.hex == "#dda200")
        #expect(Self.close(lch.oklch.hue, 82.56017, 0.001) && Self.close(lch.oklch.chroma, 0.15417, 0.00001))
        #expect(green.interpolated(to: red, by: 0.5, in: .oklch, gamut: .clip).hex == "#f99500")
        #expect(lch.oklab.lightness > srgb.oklab.lightness + 0.15)
        // OKLab: the straight line through the grey axis side, in gamut: linear (0.63182, 0.39360, 0.00014).
        #expect(green.interpolated(to: red, by: 0.5, in: .oklab).hex == "#d0a800")
    }

    @Test func animationThroughStops() throws {
        let stops = [try RGBColor(hex: "#000000"), try RGBColor(hex: "#ff0000"), try RGBColor(hex: "#ffffff")]
        // 1 s at 60 Hz, linear: 61 frames; the middle stop is reached at frame 30 (eased 0.5).
        let animation = try ColorAnimation(stops: stops, duration: 1, curve: TimingCurve.linear, space: .srgb)
        #expect(animation.frames.count == 61)
        #expect(animation.frames[0].color == stops[0] && animation.frames[60].color == stops[2])
        #expect(animation.frames[30].color.hex == "#ff0000")
        // Frame 15 is halfway from black to red in sRGB: 0.5 · 255 = 127.5 -> #800000; frame 45 halfway red to white.
        #expect(animation.frames[15].color.hex == "#800000")
        #expect(animation.frames[45].color.hex == "#ff8080")
        #expect(animation.frames.allSatisfy { !$0.outOfGamut })
    }

    @Test func chainedSteps() throws {
        // 3 steps over 0.5 s at 60 Hz (31 frames): the colour changes at frames 10, 20 and 30 (1/3, 2/3, 3/3 of
        // the time) to the smooth colours at linear progress 1/3 and 2/3, then the end: 4 colours in all.
        let animation = try ColorAnimation(
            stops: [.black, .white], duration: 0.5, curve: TimingCurve.linear,
            space: .srgb, mode: .chained(steps: 3))
        #expect(animation.frames.count == 31)
        // 255/3 = 85 = 0x55, 170 = 0xaa.
        #expect(animation.distinctColors.map(\.hex) == ["#000000", "#555555", "#aaaaaa", "#ffffff"])
        #expect(animation.frames[9].color.hex == "#000000" && animation.frames[10].color.hex == "#555555")
        #expect(animation.frames[19].color.hex == "#555555" && animation.frames[20].color.hex == "#aaaaaa")
        #expect(animation.frames[30].color.hex == "#ffffff")
    }

    @Test func animationErrors() throws {
        let one = #expect(throws: MotionError.self) { try ColorAnimation(stops: [.black], duration: 1) }
        #expect(one?.description == "stops: expected at least 2 colours, instead saw 1 colour")
        let steps = #expect(throws: MotionError.self) {
            try ColorAnimation(stops: [.black, .white], duration: 1, mode: .chained(steps: 0))
        }
        #expect(steps?.description == "steps: expected a number of steps from 1 to 100, instead saw 0")
        #expect(throws: MotionError.self) { try ColorAnimation(stops: [.black, .white], duration: 0) }
    }
}
