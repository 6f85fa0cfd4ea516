import FontScale
import Foundation

extension RGBColor {
    /// WCAG 2.x relative luminance of the colour as drawn: 0.2126 R + 0.7152 G + 0.0722 B of the
    /// linear channels of its 8-bit `levels` (a colour between levels is judged as the level shown).
    ///
    /// The channels are decoded with sRGB's threshold 0.04045 (IEC 61966-2-1; WCAG 2.1 and 2.2
    /// since May 2021). WCAG 2.0 printed 0.03928, from an early sRGB draft: no 8-bit channel lies
    /// between the two (10/255 = 0.03922 is below both, 11/255 = 0.04314 above both), so for the
    /// colours drawn the two definitions give the same luminance.
    public var relativeLuminance: Double {
        let (r, g, b) = levels
        let table = Self.linearLevels
        return 0.2126 * table[r] + 0.7152 * table[g] + 0.0722 * table[b]
    }

    /// The linear value of each 8-bit level, 0...255.
    static let linearLevels: [Double] = (0...255).map { decode(Double($0) / 255) }

    /// The WCAG 2.x contrast ratio with `other`, both as drawn (8-bit): (L1 + 0.05) / (L2 + 0.05),
    /// the lighter over the darker; 1...21.
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

    /// How far below `minimumRatio` a computed ratio may land and still pass: 2e-14.
    ///
    /// Larger than the rounding of a ratio computed in Double (a few 1e-16), smaller than the
    /// closest any pair of 8-bit colours comes to either threshold: of all 2^24 luminances
    /// against each other, #89bb09 on #8212db is the nearest to 3:1 (6.04e-14 below it) and
    /// #be64db on #480b1d the nearest to 4.5:1 (7.87e-14 above it), by an exhaustive search and
    /// 50-digit arithmetic (no pair lands exactly on either). So for colours as drawn the
    /// comparison gives the answer exact arithmetic gives.
    public static let tolerance = 2e-14

    /// Whether `ratio` meets the requirement: at least `minimumRatio`, within `tolerance`.
    public func isMet(by ratio: Double) -> Bool { ratio >= minimumRatio - Self.tolerance }

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

    /// Measures `colors` (one per frame) against `background`, each as drawn (8-bit).
    public init(colors: [RGBColor], background: RGBColor, requirement: ContrastRequirement) {
        self.background = background
        self.requirement = requirement
        let ratios = colors.map { $0.contrastRatio(with: background) }
        self.ratios = ratios
        let lowest = ratios.enumerated().min { $0.element < $1.element }
        minimumRatio = lowest?.element ?? .infinity
        minimumFrame = lowest?.offset ?? 0
        failingFrames = ratios.indices.filter { !requirement.isMet(by: ratios[$0]) }
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
