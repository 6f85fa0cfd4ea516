import FontScale

/// A label's intrinsic size at one end of a size transition, measured by the caller.
///
/// For a one-line `UILabel` this is `intrinsicContentSize` with the baseline's distance from
/// the top (the font's ascender, rounded as the label rounds it). No font is read here.
public struct TextBox: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width in points.
    public let width: Double
    /// The height in points.
    public let height: Double
    /// The baseline's distance from the top of the box, in points (0...height).
    public let baseline: Double

    /// Creates a box; `SizeTransitionPlan` checks the numbers.
    public init(width: Double, height: Double, baseline: Double) {
        self.width = width
        self.height = height
        self.baseline = baseline
    }

    /// "120 x 24 (baseline 19)".
    public var description: String {
        "\(formatNumber(width)) x \(formatNumber(height)) (baseline \(formatNumber(baseline)))"
    }

    /// Checks that width and height are finite and above 0 and the baseline lies in 0...height.
    func validate(_ name: String) throws(MotionError) {
        for (part, value) in [("width", width), ("height", height)] where !(value.isFinite && value > 0) {
            throw MotionError.invalid("\(name) \(part)", value, expected: "a finite size above 0 points")
        }
        guard baseline.isFinite, baseline >= 0, baseline <= height else {
            throw MotionError.invalid(
                "\(name) baseline", baseline,
                expected: "a baseline from 0 to the height (\(formatNumber(height)) points)")
        }
    }
}

/// A point or offset in two dimensions.
public struct Point2D: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal coordinate.
    public let x: Double
    /// The vertical coordinate, growing downwards as in UIKit.
    public let y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// "(x, y)".
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A transform's scale factors along x and y (`CGAffineTransform(scaleX:y:)`).
public struct Scale2D: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal factor.
    public let x: Double
    /// The vertical factor.
    public let y: Double

    /// Creates a scale.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// No scaling.
    public static let identity = Scale2D(x: 1, y: 1)

    /// The scale that maps a box of size `from` onto one of size `to`: (to.width / from.width,
    /// to.height / from.height). Widths do not scale exactly like heights (advances and line
    /// heights round differently), so x and y usually differ a little.
    public static func mapping(_ from: TextBox, onto to: TextBox) -> Scale2D {
        Scale2D(x: to.width / from.width, y: to.height / from.height)
    }

    /// The scale `fraction` of the way from `self` to `other`: exactly `self` at 0 and `other` at 1.
    public func interpolated(to other: Scale2D, by fraction: Double) -> Scale2D {
        Scale2D(x: (1 - fraction) * x + fraction * other.x, y: (1 - fraction) * y + fraction * other.y)
    }

    /// "(x, y)".
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// The point of a label that stays put while it scales (the transform's fixed point).
///
/// A layer scales about its `anchorPoint` (unit coordinates of its bounds), and its `position`
/// is where that anchor sits in the superlayer. Changing the anchor from the default centre
/// without moving the position shifts the label on screen, so set `position` to the anchor's
/// place: the untransformed frame's origin plus `TransitionLayer.anchorOffset`. Give every layer
/// of a transition the same position (the source label's anchor place) and the anchor stays put
/// through the swap: `TransitionLayer.origin(anchoredAt:)` gives each label's frame origin.
public enum TransitionAnchor: String, Hashable, Sendable, Codable, CaseIterable {
    /// The leading edge on the baseline (the default): the text stays on its baseline and grows
    /// away from its leading edge, like a label pinned by leading and first-baseline constraints.
    /// Both labels scale about their own baselines, so at a swap the baselines coincide exactly
    /// whatever the heights' and ascenders' ratios; about the centre they would not, because the
    /// ascender does not scale exactly like the line height. Leading is the left edge
    /// (left-to-right text); for right-to-left text mirror x.
    case leadingBaseline
    /// The centre of the box: the text grows in every direction (a label centred in its container).
    case center
    /// The top-leading corner: the text grows right and down (a label pinned to top and leading).
    case topLeading

    /// The anchor in unit coordinates of `box` (`CALayer.anchorPoint`): x and y in 0...1.
    public func unitPoint(in box: TextBox) -> Point2D {
        switch self {
        case .leadingBaseline: Point2D(x: 0, y: box.baseline / box.height)
        case .center: Point2D(x: 0.5, y: 0.5)
        case .topLeading: Point2D(x: 0, y: 0)
        }
    }

    /// The anchor in points from the top-leading corner of `box`.
    public func offset(in box: TextBox) -> Point2D {
        switch self {
        case .leadingBaseline: Point2D(x: 0, y: box.baseline)
        case .center: Point2D(x: box.width / 2, y: box.height / 2)
        case .topLeading: Point2D(x: 0, y: 0)
        }
    }
}
