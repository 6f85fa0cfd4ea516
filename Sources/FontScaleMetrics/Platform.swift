/// An Apple platform with its own typography table.
public enum Platform: String, NamedValue, Codable, CustomStringConvertible {
    /// iOS, with iPadOS: Dynamic Type, every content size category.
    case iOS = "ios"
    /// watchOS: Dynamic Type, without Medium and AX4.
    case watchOS = "watchos"
    /// tvOS: one fixed size per text style, no Dynamic Type.
    case tvOS = "tvos"
    /// macOS: one fixed size per text style, no Dynamic Type.
    case macOS = "macos"

    /// "platform", the word error messages use for this kind of name.
    public static let kindName = "platform"

    /// The platform's own spelling: iOS, watchOS, tvOS, macOS.
    public var displayName: String {
        switch self {
        case .iOS: "iOS"
        case .watchOS: "watchOS"
        case .tvOS: "tvOS"
        case .macOS: "macOS"
        }
    }

    /// Every accepted spelling: the platform's name and common aliases ("iPhone", "watch", "mac").
    public var spellings: [String] {
        switch self {
        case .iOS: ["iOS", "iPadOS", "visionOS", "iPhone", "iPad"]
        case .watchOS: ["watchOS", "watch", "Apple Watch"]
        case .tvOS: ["tvOS", "tv", "Apple TV"]
        case .macOS: ["macOS", "mac", "OS X", "osx"]
        }
    }

    public var description: String { displayName }

    /// Whether the platform's text styles follow the user's content size category.
    public var supportsDynamicType: Bool { self == .iOS || self == .watchOS }

    /// The content size categories the platform offers, smallest first; empty without Dynamic Type.
    public var categories: [ContentSizeCategory] {
        switch self {
        case .iOS: ContentSizeCategory.allCases
        case .watchOS:
            [.xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3]
        case .tvOS, .macOS: []
        }
    }

    /// The text styles the platform defines, in Apple's order.
    public var textStyles: [TextStyle] {
        switch self {
        case .iOS: TextStyle.iOSStyles
        case .watchOS:
            [.largeTitle, .title1, .title2, .title3, .headline, .body, .caption1, .caption2, .footnote1, .footnote2]
        case .tvOS: [.title1, .title2, .title3, .headline, .subtitle1, .callout, .body, .caption1, .caption2]
        case .macOS: TextStyle.iOSStyles
        }
    }

    /// The smallest legible text size the HIG recommends on the platform, in points.
    public var minimumLegibleSize: Double {
        switch self {
        case .iOS: 11
        case .watchOS: 12
        case .tvOS: 23
        case .macOS: 10
        }
    }

    /// The category the platform's base sizes are given at: Large (tvOS and macOS have none).
    public var referenceCategory: ContentSizeCategory? { supportsDynamicType ? .large : nil }
}
