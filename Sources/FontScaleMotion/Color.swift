import FontScale
import Foundation

/// An sRGB colour with gamma-encoded channels in 0...1, as a text colour is given (#rrggbb).
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0...1 (gamma-encoded).
    public let red: Double
    /// The green channel, 0...1 (gamma-encoded).
    public let green: Double
    /// The blue channel, 0...1 (gamma-encoded).
    public let blue: Double

    /// A colour from channels in 0...1; throws for a channel outside it.
    public init(red: Double, green: Double, blue: Double) throws(MotionError) {
        for (name, value) in [("red", red), ("green", green), ("blue", blue)]
        where !(value.isFinite && (0...1).contains(value)) {
            throw MotionError.invalid(name, value, expected: "a channel value from 0 to 1")
        }
        self.init(unchecked: red, green, blue)
    }

    init(unchecked red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Black, #000000.
    public static let black = RGBColor(unchecked: 0, 0, 0)
    /// White, #ffffff.
    public static let white = RGBColor(unchecked: 1, 1, 1)

    /// Parses "#rrggbb" or "#rgb" (hex digits in either case; "#rgb" means "#rrggbb" with each digit doubled).
    public init(hex text: String) throws(MotionError) {
        let invalid = MotionError.invalidValue(
            InvalidValueError(
                name: "colour", value: "'\(text)'", expected: "a hex colour #rrggbb or #rgb (such as #1a2b3c or #fa0)"))
        guard text.hasPrefix("#") else { throw invalid }
        let digits = Array(text.dropFirst())
        guard digits.count == 3 || digits.count == 6, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
            throw invalid
        }
        let pairs =
            digits.count == 3
            ? digits.map { String([$0, $0]) }
            : stride(from: 0, to: 6, by: 2).map { String(digits[$0...$0 + 1]) }
        let values = pairs.map { Double(UInt8($0, radix: 16) ?? 0) / 255 }
        self.init(unchecked: values[0], values[1], values[2])
    }

    /// "#rrggbb" in lower case: the 8-bit `levels`.
    public var hex: String {
        let (r, g, b) = levels
        return "#" + [r, g, b].map { (($0 < 16 ? "0" : "") + String($0, radix: 16)) }.joined()
    }

    /// Each channel as one of 256 levels, 0...255: the nearest (a half rounds up, 127.5 to 128), as
    /// #rrggbb shows it and the pictures draw it.
    public var levels: (red: Int, green: Int, blue: Int) {
        (Self.level(red), Self.level(green), Self.level(blue))
    }

    /// The colour that is drawn: each channel at its 8-bit level (level / 255).
    public var quantized: RGBColor {
        let (r, g, b) = levels
        return RGBColor(unchecked: Double(r) / 255, Double(g) / 255, Double(b) / 255)
    }

    /// The nearest 8-bit level of a channel, 0...255 (NaN counts as 0).
    static func level(_ channel: Double) -> Int {
        let scaled = (channel * 255).rounded()
        return scaled >= 255 ? 255 : scaled > 0 ? Int(scaled) : 0
    }

    /// The hex form, "#rrggbb".
    public var description: String { hex }

    /// The linear-light channels (the sRGB transfer function undone: IEC 61966-2-1, threshold 0.04045).
    public var linear: LinearRGB {
        LinearRGB(red: Self.decode(red), green: Self.decode(green), blue: Self.decode(blue))
    }

    /// The colour in OKLab.
    public var oklab: OKLab { linear.oklab }

    /// The colour in OKLCH.
    public var oklch: OKLCH { oklab.oklch }

    /// sRGB's decoding: c / 12.92 up to 0.04045, ((c + 0.055) / 1.055)^2.4 above (sign kept for out-of-gamut values).
    static func decode(_ c: Double) -> Double {
        let magnitude = abs(c)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -value : value
    }

    /// sRGB's encoding, the inverse of `decode`: 12.92 c up to 0.0031308, 1.055 c^(1/2.4) - 0.055 above.
    static func encode(_ c: Double) -> Double {
        let magnitude = abs(c)
        let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return c < 0 ? -value : value
    }
}

/// Linear-light sRGB: the channels proportional to light, where averaging is physically mixing.
public struct LinearRGB: Hashable, Sendable {
    /// The red channel (0...1 inside the sRGB gamut).
    public let red: Double
    /// The green channel (0...1 inside the sRGB gamut).
    public let green: Double
    /// The blue channel (0...1 inside the sRGB gamut).
    public let blue: Double

    /// A linear colour; channels outside 0...1 are out of the sRGB gamut.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Whether every channel is within 0...1, allowing 1e-6: a colour of the sRGB cube taken to
    /// OKLab and back comes out up to 1.3e-7 beyond it (Ottosson's matrices are given to 10
    /// decimals, so they are not exact inverses: #ffff00's blue returns as -1.3e-7), and 1e-6 is
    /// still 1/3900 of one 8-bit step.
    public var isInGamut: Bool {
        [red, green, blue].allSatisfy { $0 >= -Self.gamutTolerance && $0 <= 1 + Self.gamutTolerance }
    }

    /// How far a channel may stray outside 0...1 and still count as inside sRGB.
    public static let gamutTolerance = 1e-6

    /// The gamma-encoded sRGB colour, each channel clipped into 0...1 first (no chroma-preserving gamut mapping).
    public var rgb: RGBColor {
        let clip = { (c: Double) in RGBColor.encode(min(1, max(0, c))) }
        return RGBColor(unchecked: clip(red), clip(green), clip(blue))
    }

    /// The colour in OKLab, through Björn Ottosson's linear sRGB -> LMS matrix and cube roots.
    public var oklab: OKLab {
        let l = 0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue
        let m = 0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue
        let s = 0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue
        return OKLab(lms: (cbrt(l), cbrt(m), cbrt(s)))
    }
}

/// A colour in Björn Ottosson's OKLab (2020): perceptual lightness L (0 black ... 1 white)
/// and opponent axes a (green-red), b (blue-yellow).
///
/// Matrices from "A perceptual color space for image processing",
/// https://bottosson.github.io/posts/oklab/ (M1 for CIE XYZ D65, and the post's combined
/// linear-sRGB matrix).
public struct OKLab: Hashable, Sendable {
    /// Perceptual lightness, 0 (black) ... 1 (white).
    public let lightness: Double
    /// The green (-) to red (+) axis.
    public let a: Double
    /// The blue (-) to yellow (+) axis.
    public let b: Double

    /// A colour from its coordinates.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The colour with CIE XYZ tristimulus values (D65 white, Y = 1 for white), through the post's M1.
    public init(x: Double, y: Double, z: Double) {
        let l = 0.8189330101 * x + 0.3618667424 * y - 0.1288597137 * z
        let m = 0.0329845436 * x + 0.9293118715 * y + 0.0361456387 * z
        let s = 0.0482003018 * x + 0.2643662691 * y + 0.6338517070 * z
        self.init(lms: (cbrt(l), cbrt(m), cbrt(s)))
    }

    /// From the cube roots of l, m, s through the post's M2.
    init(lms: (Double, Double, Double)) {
        let (l, m, s) = lms
        self.init(
            lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// The colour in linear sRGB (possibly out of gamut), through the post's inverse matrices.
    public var linear: LinearRGB {
        let l = cube(lightness + 0.3963377774 * a + 0.2158037573 * b)
        let m = cube(lightness - 0.1055613458 * a - 0.0638541728 * b)
        let s = cube(lightness - 0.0894841775 * a - 1.2914855480 * b)
        return LinearRGB(
            red: 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            green: -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            blue: -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }

    /// The sRGB colour, clipped into the gamut.
    public var rgb: RGBColor { linear.rgb }

    /// The polar form: chroma √(a² + b²) and hue atan2(b, a) in degrees, 0..<360.
    public var oklch: OKLCH {
        let hue = atan2(b, a) * 180 / .pi
        return OKLCH(lightness: lightness, chroma: (a * a + b * b).squareRoot(), hue: hue < 0 ? hue + 360 : hue)
    }

    private func cube(_ v: Double) -> Double { v * v * v }
}

/// OKLab in polar form: lightness, chroma (colourfulness) and hue angle in degrees.
public struct OKLCH: Hashable, Sendable {
    /// Perceptual lightness, 0 ... 1.
    public let lightness: Double
    /// Chroma, 0 for greys (about 0.37 at most inside sRGB).
    public let chroma: Double
    /// The hue angle in degrees, 0..<360 (meaningless when the chroma is 0).
    public let hue: Double

    /// Chroma below this counts as grey: its hue is ignored when interpolating (CSS Color 4's "powerless" hue).
    public static let achromaticChroma = 1e-4

    /// A colour from lightness, chroma and a hue in degrees (any angle; reduced into 0..<360).
    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        let reduced = hue.truncatingRemainder(dividingBy: 360)
        self.hue = reduced < 0 ? reduced + 360 : reduced
    }

    /// The Cartesian form: a = C cos h, b = C sin h.
    public var oklab: OKLab {
        let radians = hue * .pi / 180
        return OKLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    /// The hue `fraction` of the way from `from` to `to` along the shorter arc (a difference of exactly 180° goes up).
    public static func interpolateHue(from: Double, to: Double, by fraction: Double) -> Double {
        var difference = (to - from).truncatingRemainder(dividingBy: 360)
        if difference > 180 { difference -= 360 } else if difference < -180 { difference += 360 }
        let hue = (from + difference * fraction).truncatingRemainder(dividingBy: 360)
        return hue < 0 ? hue + 360 : hue
    }
}
