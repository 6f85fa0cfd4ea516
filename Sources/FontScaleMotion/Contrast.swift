import FontScale
import Foundation

extension RGBColor {
    /// WCAG 2.x relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linear channels (threshold 0.04045).
    ///
    /// WCAG 2.0 printed the threshold as 0.03928 (from an early sRGB draft); WCAG 2.2 uses
    /// 0.04045, as IEC 61966-2-1 does. No 8-bit channel lies between the two, so the results agree.
    public var relativeLuminance: Double {
        let linear = self.linear
        return 0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
    }

    /// The WCAG 2.x contrast ratio with `other`: (L1 + 0.05) / (L2 + 0.05), the lighter over the darker; 1...21.
    public func contrastRatio(with other: RGBColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

/// The WCAG 2.x level AA minimum contrast for text (success criterion 1.4.3).
public enum ContrastRequirement: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Body text: at least 4.5:1.
    case normalText
    /// Large text (18 pt, or 14 pt bold, and up): at least 3:1.
    case largeText

    /// The lowest passing ratio: 4.5 or 3. A ratio just below it fails (WCAG does not round up).
    public var minimumRatio: Double {
        switch self {
        case .normalText: 4.5
        case .largeText: 3
        }
    }

    /// The smallest large text at a regular weight, in points: 18 pt (24 CSS px).
    public static let largeTextPoints = 18.0
    /// The smallest large text when bold, in points: 14 pt (about 18.66 CSS px).
    public static let largeBoldTextPoints = 14.0

    /// The requirement for text of `pointSize` points at `weight`:
    /// large from 18 pt, or from 14 pt at Bold (700) and heavier.
    ///
    /// WCAG's points are typographic points (1/72 inch, 4/3 CSS px); iOS and macOS points are
    /// taken as the same unit, as Apple's accessibility guidance does.
    public static func forText(pointSize: Double, weight: FontWeight = .regular) -> ContrastRequirement {
        let threshold = weight >= .bold ? largeBoldTextPoints : largeTextPoints
        return pointSize >= threshold ? .largeText : .normalText
    }

    /// "normal text (4.5:1)" or "large text (3:1)".
    public var description: String {
        switch self {
        case .normalText: "normal text (4.5:1)"
        case .largeText: "large text (3:1)"
        }
    }
}

/// The contrast of every frame of a colour animation against a background.
public struct ContrastReport: Sendable {
    /// The background the text is drawn on.
    public let background: RGBColor
    /// The minimum each frame is held to.
    public let requirement: ContrastRequirement
    /// Each frame's contrast ratio, in frame order.
    public let ratios: [Double]
    /// The lowest ratio along the way.
    public let minimumRatio: Double
    /// The index of the first frame with the lowest ratio.
    public let minimumFrame: Int
    /// The indices of the frames below the requirement.
    public let failingFrames: [Int]

    /// Measures `colors` (one per frame) against `background`.
    public init(colors: [RGBColor], background: RGBColor, requirement: ContrastRequirement) {
        self.background = background
        self.requirement = requirement
        let ratios = colors.map { $0.contrastRatio(with: background) }
        self.ratios = ratios
        let lowest = ratios.enumerated().min { $0.element < $1.element }
        minimumRatio = lowest?.element ?? .infinity
        minimumFrame = lowest?.offset ?? 0
        failingFrames = ratios.indices.filter { ratios[$0] < requirement.minimumRatio }
    }

    /// Whether every frame meets the requirement.
    public var passes: Bool { failingFrames.isEmpty }
}

extension ColorAnimation {
    /// The contrast of every frame against `background`, held to `requirement`.
    public func contrast(against background: RGBColor, requirement: ContrastRequirement = .normalText) -> ContrastReport
    {
        ContrastReport(colors: colors, background: background, requirement: requirement)
    }
}
