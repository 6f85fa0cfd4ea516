// A stand-in for the UIKit declarations fontscale's generated Swift uses, with Apple's
// signatures (developer.apple.com/documentation/uikit), so the output type-checks on Linux.
// Availability as on Apple's pages where a test cites it (StandIn/availability.tsv).
// UIFont is not Sendable here, so the generated code must not rely on it being so.
// UIFontMetrics scales as a device does, so tests can run the generated helpers (StandIn.run): by
// the factor measured per text style and content size (the table named by the environment
// variable STANDIN_UIFONTMETRICS_TSV, Tests/Fixtures/reference/uifontmetrics_scale.tsv), fonts
// rounded to whole points and then capped, values rounded to the display's pixel grid. Other
// bodies do nothing useful: only the types matter.
@_exported import Foundation

public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")

    /// The category's name in the measured table (stand-in only).
    var tableName: String {
        let names: [UIContentSizeCategory: String] = [
            .extraSmall: "xSmall", .small: "Small", .medium: "Medium", .large: "Large", .extraLarge: "xLarge",
            .extraExtraLarge: "xxLarge", .extraExtraExtraLarge: "xxxLarge", .accessibilityMedium: "AX1",
            .accessibilityLarge: "AX2", .accessibilityExtraLarge: "AX3", .accessibilityExtraExtraLarge: "AX4",
            .accessibilityExtraExtraExtraLarge: "AX5",
        ]
        return names[self] ?? "Large"
    }
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let displayScale: CGFloat

    private init(category: UIContentSizeCategory, scale: CGFloat) {
        preferredContentSizeCategory = category
        displayScale = scale
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory, scale: 0)
    }
    public convenience init(displayScale scale: CGFloat) { self.init(category: .unspecified, scale: scale) }
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(
            category: traitCollections.last { $0.preferredContentSizeCategory != .unspecified }?
                .preferredContentSizeCategory ?? .unspecified,
            scale: traitCollections.last { $0.displayScale > 0 }?.displayScale ?? 0)
    }

    nonisolated(unsafe) private static var currentTraits = UITraitCollection(
        traitsFrom: [UITraitCollection(preferredContentSizeCategory: .large), UITraitCollection(displayScale: 3)])
    @available(iOS 13.0, tvOS 13.0, *)
    open class var current: UITraitCollection {
        get { currentTraits }
        set { currentTraits = newValue }
    }
}

open class UIFontDescriptor: NSObject {
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    public struct FeatureKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor { self }
}

/// Core Text's font, to which UIFont is toll-free bridged (`uiFont as CTFont`): the same class here.
public typealias CTFont = UIFont

open class UIFont: NSObject {
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(iOS 11.0, watchOS 5.0, *)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public let pointSize: CGFloat
    public let fontDescriptor = UIFontDescriptor()

    private init(size: CGFloat) { pointSize = size }
    public init?(name fontName: String, size fontSize: CGFloat) { pointSize = fontSize }
    /// Not a font's: 1.2 x the size (the stand-in reads no font).
    open var lineHeight: CGFloat { pointSize * 1.2 }
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { self.pointSize = pointSize }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(size: fontSize) }
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont { UIFont(size: 17) }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
}

@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject {
    private let textStyle: UIFont.TextStyle
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }
    @available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }
    @available(iOS 11.0, tvOS 11.0, *)
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: .infinity, compatibleWith: traitCollection)
    }
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let factor = Self.factor(textStyle, traitCollection)
        return font.withSize(min((font.pointSize * factor).rounded(), maximumPointSize))
    }
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let scale =
            traitCollection.map { $0.displayScale > 0 ? $0.displayScale : UITraitCollection.current.displayScale }
            ?? UITraitCollection.current.displayScale
        return (value * Self.factor(textStyle, traitCollection) * scale).rounded() / scale
    }

    /// The measured factor for the style at the traits' category (the current one when unspecified).
    static func factor(_ style: UIFont.TextStyle, _ traits: UITraitCollection?) -> CGFloat {
        var category = traits?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        let names: [UIFont.TextStyle: String] = [
            .largeTitle: "Large Title", .title1: "Title 1", .title2: "Title 2", .title3: "Title 3",
            .headline: "Headline", .subheadline: "Subheadline", .body: "Body", .callout: "Callout",
            .footnote: "Footnote", .caption1: "Caption 1", .caption2: "Caption 2",
        ]
        guard let factor = measured["\(category.tableName)\t\(names[style] ?? "Body")"] else {
            fatalError("stand-in UIFontMetrics: no measured factor (set STANDIN_UIFONTMETRICS_TSV)")
        }
        return factor
    }

    /// "category\tstyle" to the measured multiplier.
    nonisolated(unsafe) static let measured: [String: CGFloat] = {
        guard let path = ProcessInfo.processInfo.environment["STANDIN_UIFONTMETRICS_TSV"],
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return [:] }
        var table: [String: CGFloat] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count > 2, let value = Double(fields[2]) { table["\(fields[0])\t\(fields[1])"] = CGFloat(value) }
        }
        return table
    }()
}
