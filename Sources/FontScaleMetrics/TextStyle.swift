/// A text style: the 11 iOS Dynamic Type styles, plus the styles watchOS and tvOS add.
public enum TextStyle: String, NamedValue, Codable, Comparable, CustomStringConvertible {
    /// A style from Large Title to Subheadline in Apple's order (Subtitle 1 is tvOS only).
    case largeTitle, title1, title2, title3, headline, subtitle1, body, callout, subheadline
    /// A style from Footnote to Caption 2, or watchOS' Footnote 1 and Footnote 2.
    case footnote, caption1, caption2, footnote1, footnote2

    /// The 11 iOS/iPadOS Dynamic Type styles, largest first, in Apple's order.
    public static let iOSStyles: [TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
        .caption2,
    ]

    /// "text style", the word error messages use for this kind of name.
    public static let kindName = "text style"

    /// The name as Apple's HIG tables spell it ("Large Title", "Title 1", "Subheadline").
    public var displayName: String {
        switch self {
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .subtitle1: "Subtitle 1"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subheadline"
        case .footnote: "Footnote"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        case .footnote1: "Footnote 1"
        case .footnote2: "Footnote 2"
        }
    }

    /// The `UIFont.TextStyle` member name (`largeTitle`, `title1`, `subheadline`), or nil when UIKit has none.
    public var uiKitName: String? {
        switch self {
        case .subtitle1, .footnote1, .footnote2: nil
        default: rawValue
        }
    }

    /// The SwiftUI `Font` member (`.title` for Title 1, `.caption` for Caption 1), or nil when SwiftUI has none.
    public var swiftUIName: String? {
        switch self {
        case .title1: ".title"
        case .caption1: ".caption"
        case .subtitle1, .footnote1, .footnote2: nil
        default: "." + rawValue
        }
    }

    /// Every accepted spelling: the HIG name, the case name, UIKit's and Core Text's constants and short forms.
    public var spellings: [String] {
        var names = [displayName, rawValue]
        switch self {
        case .largeTitle: names += ["UICTFontTextStyleTitle0", "UIFontTextStyleLargeTitle", "LT"]
        case .title1: names += ["title", "UICTFontTextStyleTitle1", "UIFontTextStyleTitle1", "T1"]
        case .title2: names += ["UICTFontTextStyleTitle2", "UIFontTextStyleTitle2", "T2"]
        case .title3: names += ["UICTFontTextStyleTitle3", "UIFontTextStyleTitle3", "T3"]
        case .headline: names += ["UICTFontTextStyleHeadline", "UIFontTextStyleHeadline"]
        case .subtitle1: names += ["subtitle"]
        case .body: names += ["UICTFontTextStyleBody", "UIFontTextStyleBody"]
        case .callout: names += ["UICTFontTextStyleCallout", "UIFontTextStyleCallout"]
        case .subheadline: names += ["Subhead", "UICTFontTextStyleSubhead", "UIFontTextStyleSubheadline"]
        case .footnote: names += ["UICTFontTextStyleFootnote", "UIFontTextStyleFootnote"]
        case .caption1: names += ["caption", "UICTFontTextStyleCaption1", "UIFontTextStyleCaption1", "C1"]
        case .caption2: names += ["UICTFontTextStyleCaption2", "UIFontTextStyleCaption2", "C2"]
        case .footnote1, .footnote2: break
        }
        return names
    }

    public var description: String { displayName }

    /// Orders styles as Apple lists them, largest first.
    public static func < (lhs: TextStyle, rhs: TextStyle) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
