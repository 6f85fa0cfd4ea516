import FontScale
import Foundation

/// The space a colour animation interpolates in; each gives different colours in between.
public enum ColorSpace: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Gamma-encoded sRGB channels, as `UIColor` animations mix them: midpoints come out dark and greyish.
    case srgb
    /// Linear-light sRGB: physically mixing the light; midpoints come out light.
    case linearSRGB
    /// OKLab: perceptually even steps of lightness and colour along a straight line.
    case oklab
    /// OKLCH: lightness, chroma and hue, the hue along the shorter arc; keeps colours saturated in between.
    case oklch

    /// The space's name ("oklch").
    public var description: String { rawValue }

    /// The colour `fraction` (0...1) of the way from `from` to `to`, brought into sRGB by
    /// `gamut`, and whether it lay outside sRGB (only OKLab and OKLCH can leave it).
    func interpolate(_ from: RGBColor, _ to: RGBColor, by fraction: Double, gamut: GamutMapping = .css)
        -> (color: RGBColor, outOfGamut: Bool)
    {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        switch self {
        case .srgb:
            return (
                RGBColor(unchecked: mix(from.red, to.red), mix(from.green, to.green), mix(from.blue, to.blue)), false
            )
        case .linearSRGB:
            let (a, b) = (from.linear, to.linear)
            return (
                LinearRGB(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue)).rgb, false
            )
        case .oklab:
            let (a, b) = (from.oklab, to.oklab)
            return gamut.map(OKLab(lightness: mix(a.lightness, b.lightness), a: mix(a.a, b.a), b: mix(a.b, b.b)))
        case .oklch:
            let (a, b) = (from.oklch, to.oklch)
            // A grey has no hue: take the other end's so the hue does not swing through unrelated colours.
            let greyA = a.chroma < OKLCH.achromaticChroma, greyB = b.chroma < OKLCH.achromaticChroma
            let hueA = greyA && !greyB ? b.hue : a.hue
            let hueB = greyB && !greyA ? a.hue : b.hue
            return gamut.map(
                OKLCH(
                    lightness: mix(a.lightness, b.lightness), chroma: mix(a.chroma, b.chroma),
                    hue: OKLCH.interpolateHue(from: hueA, to: hueB, by: fraction)
                ).oklab)
        }
    }
}

extension RGBColor {
    /// The colour `fraction` (0...1) of the way to `other`, interpolated in `space` and brought
    /// into sRGB by `gamut` (unrounded: `quantized` gives the colour drawn).
    public func interpolated(
        to other: RGBColor, by fraction: Double, in space: ColorSpace, gamut: GamutMapping = .css
    ) -> RGBColor {
        if !(fraction > 0) { return self }
        if fraction >= 1 { return other }
        return space.interpolate(self, other, by: fraction, gamut: gamut).color
    }
}

/// How the colour changes between frames.
public enum ColorChangeMode: Hashable, Sendable, CustomStringConvertible {
    /// A new interpolated colour every frame.
    case smooth
    /// "Animation chaining": the colour is set `steps` times, at equal shares of the duration,
    /// each time to the smooth animation's colour at the end of that share, and held in between
    /// (what a `UILabel` without an animatable text colour can do with chained, delayed updates).
    case chained(steps: Int)

    /// "smooth" or "chained 3 steps".
    public var description: String {
        switch self {
        case .smooth: "smooth"
        case let .chained(steps): "chained \(steps) step\(steps == 1 ? "" : "s")"
        }
    }
}

/// One frame of a text colour animation.
public struct ColorFrame: Hashable, Sendable {
    /// The frame's time and progress.
    public let frame: Frame
    /// The colour drawn: inside sRGB, each channel at its 8-bit level (what #rrggbb shows).
    public let color: RGBColor
    /// Whether the interpolated colour lay outside sRGB, and was brought in by the animation's `gamut`.
    public let outOfGamut: Bool
}

/// A text colour animated through two or more colours,
/// frame by frame (a `UILabel.textColor` that UIKit cannot animate).
///
/// The stops are spread evenly over the eased progress: with three stops the middle one is
/// reached at eased progress 0.5. Eased progress outside 0...1 (an overshooting curve or
/// spring) is clamped, so colours never run past the ends. Every frame holds the colour drawn,
/// at 8 bits a channel: the first frame is the first stop, the last frame the last stop. OKLab
/// and OKLCH can leave sRGB between two colours inside it; such frames are marked
/// (``ColorFrame/outOfGamut``) and brought in by the animation's ``GamutMapping`` (CSS Color 4's
/// by default).
public struct ColorAnimation: Sendable {
    /// The colours passed through, in order.
    public let stops: [RGBColor]
    /// The space the colours are interpolated in.
    public let space: ColorSpace
    /// Smooth, or chained in steps.
    public let mode: ColorChangeMode
    /// How colours outside sRGB are brought into it.
    public let gamut: GamutMapping
    /// The frames' times and eased progress.
    public let timeline: Timeline
    /// Every frame's colour.
    public let frames: [ColorFrame]

    /// The most steps a chained animation takes.
    public static let maximumSteps = 100

    /// Plans a colour change through `stops` over `duration` seconds at `rate` through `curve`.
    ///
    /// Throws for fewer than two stops, a duration not above 0 and at most 60 s, or a chained
    /// mode with steps outside 1...100.
    public init(
        stops: [RGBColor], duration: Double, rate: FrameRate = .hz60,
        curve: any TimingFunction = TimingCurve.easeInOut, space: ColorSpace = .oklab,
        mode: ColorChangeMode = .smooth, gamut: GamutMapping = .css
    ) throws(MotionError) {
        guard stops.count >= 2 else {
            throw .invalidValue(
                InvalidValueError(
                    name: "stops", value: "\(stops.count) colour\(stops.count == 1 ? "" : "s")",
                    expected: "at least 2 colours"))
        }
        if case let .chained(steps) = mode, !(1...Self.maximumSteps).contains(steps) {
            throw .invalidValue(
                InvalidValueError(
                    name: "steps", value: String(steps),
                    expected: "a number of steps from 1 to \(Self.maximumSteps)"))
        }
        let timeline = try Timeline(duration: duration, rate: rate, curve: curve)
        self.stops = stops
        self.space = space
        self.mode = mode
        self.gamut = gamut
        self.timeline = timeline
        let last = timeline.frames.count - 1
        frames = timeline.frames.map { frame in
            let eased: Double
            switch mode {
            case .smooth:
                eased = frame.eased
            case let .chained(steps):
                // The step reached at this time; 1e-9 keeps k/steps from landing a hair short.
                let step = min(steps, Int((frame.progress * Double(steps) + 1e-9).rounded(.down)))
                eased = step == steps ? 1 : curve.value(at: Double(step) / Double(steps))
            }
            if frame.index == 0 { return ColorFrame(frame: frame, color: stops[0].quantized, outOfGamut: false) }
            if frame.index == last {
                return ColorFrame(frame: frame, color: stops[stops.count - 1].quantized, outOfGamut: false)
            }
            let (color, outOfGamut) = Self.color(stops: stops, at: eased, in: space, gamut: gamut)
            return ColorFrame(frame: frame, color: color.quantized, outOfGamut: outOfGamut)
        }
    }

    /// The colour at eased progress `eased` (clamped into 0...1) through evenly spread stops.
    static func color(stops: [RGBColor], at eased: Double, in space: ColorSpace, gamut: GamutMapping)
        -> (color: RGBColor, outOfGamut: Bool)
    {
        let position = min(1, max(0, eased)) * Double(stops.count - 1)
        let segment = min(stops.count - 2, Int(position.rounded(.down)))
        let fraction = position - Double(segment)
        if fraction <= 0 { return (stops[segment], false) }
        if fraction >= 1 { return (stops[segment + 1], false) }
        return space.interpolate(stops[segment], stops[segment + 1], by: fraction, gamut: gamut)
    }

    /// Each frame's colour, in frame order.
    public var colors: [RGBColor] { frames.map(\.color) }

    /// The different colours shown (compared as #rrggbb), each once, in the order they first appear.
    public var distinctColors: [RGBColor] {
        var seen = Set<String>()
        return frames.map(\.color).filter { seen.insert($0.hex).inserted }
    }
}
