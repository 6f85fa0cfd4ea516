/// A Dynamic Type content size category, ordered from xSmall to AX5.
///
/// fontscale names the cases as SwiftUI's `DynamicTypeSize` does and prints them as Apple's
/// HIG tables do (xSmall ... xxxLarge, AX1 ... AX5). Every UIKit, SwiftUI, Core Text and short
/// spelling parses.
public enum ContentSizeCategory: String, NamedValue, Codable, Comparable, CustomStringConvertible {
    /// A standard category, xSmall to xxxLarge, smallest first (Large is the default).
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// One of the five larger accessibility categories, AX1 to AX5.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// "content size category", the word error messages use for this kind of name.
    public static let kindName = "content size category"

    /// The category a device starts at and custom fonts are designed for.
    public static let `default`: ContentSizeCategory = .large

    /// The name in Apple's HIG tables: xSmall, Small, ..., xxxLarge, AX1 ... AX5.
    public var displayName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// The `UIContentSizeCategory` member name (`extraSmall`, `accessibilityExtraExtraExtraLarge`).
    public var uiKitName: String { uiKitNames.member }

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibility1 }

    private var uiKitNames: (member: String, coreText: String) {
        switch self {
        case .xSmall: ("extraSmall", "XS")
        case .small: ("small", "S")
        case .medium: ("medium", "M")
        case .large: ("large", "L")
        case .xLarge: ("extraLarge", "XL")
        case .xxLarge: ("extraExtraLarge", "XXL")
        case .xxxLarge: ("extraExtraExtraLarge", "XXXL")
        case .accessibility1: ("accessibilityMedium", "AccessibilityM")
        case .accessibility2: ("accessibilityLarge", "AccessibilityL")
        case .accessibility3: ("accessibilityExtraLarge", "AccessibilityXL")
        case .accessibility4: ("accessibilityExtraExtraLarge", "AccessibilityXXL")
        case .accessibility5: ("accessibilityExtraExtraExtraLarge", "AccessibilityXXXL")
        }
    }

    /// Every accepted spelling: the HIG name, the case name, UIKit's and Core Text's constants and short forms.
    public var spellings: [String] {
        let names = uiKitNames
        var spellings = [
            displayName, rawValue, names.member, "UICTContentSizeCategory" + names.coreText,
            "UIContentSizeCategory" + names.member,
        ]
        switch self {
        case .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge:
            spellings.append(names.coreText)  // XS, S, M, L, XL, XXL, XXXL
        case .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5:
            let number = displayName.dropFirst(2)
            spellings += ["AX" + number, "accessibility" + number, "accessibility " + number]
        }
        if self == .xSmall { spellings += ["extra small", "x-small"] }
        return spellings
    }

    public var description: String { displayName }

    /// Orders categories from xSmall to AX5.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
