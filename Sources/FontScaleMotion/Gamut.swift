import Foundation

/// How a colour outside sRGB (from OKLab or OKLCH interpolation) is brought into it.
public enum GamutMapping: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// CSS Color 4's gamut mapping: lower the OKLCH chroma by binary search, keeping lightness
    /// and hue, until clipping what is left moves the colour less than a just-noticeable
    /// difference (deltaEOK 0.02). Red to green in OKLCH keeps its orange (hue 82.6° instead of 85.9°).
    case css
    /// Each linear channel clipped into 0...1: what a plain conversion does; hue and lightness
    /// shift (red to green in OKLCH draws hue 64.4° instead of 85.9°).
    case clip

    /// The name, "css" or "clip".
    public var description: String { rawValue }

    /// The sRGB colour for `color`, and whether `color` lay outside sRGB.
    public func map(_ color: OKLab) -> (color: RGBColor, outOfGamut: Bool) {
        let linear = color.linear
        if linear.isInGamut { return (linear.rgb, false) }
        switch self {
        case .clip: return (linear.rgb, true)
        case .css: return (color.oklch.mappedIntoSRGB(), true)
        }
    }
}

extension OKLab {
    /// deltaEOK: the Euclidean distance to `other` in OKLab (CSS Color 4's colour difference).
    public func distance(to other: OKLab) -> Double {
        let (dl, da, db) = (lightness - other.lightness, a - other.a, b - other.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

extension OKLCH {
    /// The colour brought into sRGB by CSS Color 4's gamut-mapping algorithm
    /// (https://www.w3.org/TR/css-color-4/#binsearch): a colour in gamut as it is; otherwise black
    /// from lightness 0 down and white from 1 up; otherwise the chroma is searched (to 0.0001) for the colour
    /// whose channel-clipped form is within a just-noticeable difference (deltaEOK 0.02) of it,
    /// and that clipped form returned (a colour in gamut is returned as it is, even at lightness 1). Lightness and hue are kept, up to that last clip.
    public func mappedIntoSRGB() -> RGBColor {
        if oklab.linear.isInGamut { return oklab.linear.rgb }
        if !(lightness < 1) { return .white }
        if !(lightness > 0) { return .black }
        let jnd = 0.02, epsilon = 0.0001
        func clipped(_ color: OKLCH) -> (color: RGBColor, difference: Double) {
            let lab = color.oklab
            let rgb = lab.linear.rgb
            return (rgb, rgb.oklab.distance(to: lab))
        }
        var best = clipped(self)
        if best.difference < jnd { return best.color }
        var low = 0.0, high = chroma, lowInGamut = true
        while high - low > epsilon {
            let middle = (low + high) / 2
            let current = OKLCH(lightness: lightness, chroma: middle, hue: hue)
            if lowInGamut && current.oklab.linear.isInGamut {
                low = middle
                continue
            }
            best = clipped(current)
            if best.difference < jnd {
                if jnd - best.difference < epsilon { return best.color }
                lowInGamut = false
                low = middle
            } else {
                high = middle
            }
        }
        return best.color
    }
}
