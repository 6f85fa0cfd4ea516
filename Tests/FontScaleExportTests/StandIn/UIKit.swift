// A stand-in for the UIKit declarations fontscale's generated Swift uses, with Apple's
// signatures (developer.apple.com/documentation/uikit), so the output type-checks on Linux.
// Availability as on Apple's pages where a test cites it (StandIn/availability.tsv).
// Bodies do nothing useful: only the types matter. UIFont is not Sendable here, so the
// generated code must not rely on it being so.
@_exported import Foundation

open class UITraitCollection: NSObject, @unchecked Sendable {}

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
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { self.pointSize = pointSize }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(size: fontSize) }
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont { UIFont(size: 17) }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
}

@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject {
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledFont(for font: UIFont) -> UIFont { font }
    @available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
    @available(iOS 11.0, tvOS 11.0, *)
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont { font }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
