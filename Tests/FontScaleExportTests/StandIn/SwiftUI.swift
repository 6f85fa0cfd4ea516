// A stand-in for the SwiftUI declarations fontscale's generated Swift uses, with Apple's
// signatures (developer.apple.com/documentation/swiftui), so the output type-checks on Linux.
// Font declares the system text styles (.body, .title, ...) so a generated member of the same
// name collides here as it would with SwiftUI. Font is not Sendable here, so the generated code
// must not rely on it being so.
@_exported import Foundation
// SwiftUI on iOS imports UIKit (and Core Text's CTFont through it).
@_exported import UIKit

public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Font: Hashable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title3
        case headline, subheadline, body, callout, footnote, caption
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case caption2
        case extraLargeTitle, extraLargeTitle2

        // Cases with availability leave CaseIterable unsynthesised: SwiftUI declares allCases itself.
        public static var allCases: [Font.TextStyle] {
            [
                .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption,
                .caption2,
            ]
        }
    }

    private let name: String

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2 = Font(name: "caption2")

    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(name: name)
    }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name: name) }

    public struct Weight: Hashable, Sendable {
        private let value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public func weight(_ weight: Font.Weight) -> Font { self }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func monospacedDigit() -> Font { self }
}

@propertyWrapper
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    private let base: Value
    private let textStyle: Font.TextStyle
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }
    /// The value scaled as UIFontMetrics scales it for the text style at the current traits (the stand-in's environment).
    public var wrappedValue: Value {
        let styles: [Font.TextStyle: UIFont.TextStyle] = [
            .largeTitle: .largeTitle, .title: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
            .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote, .caption: .caption1,
            .caption2: .caption2,
        ]
        return Value(UIFontMetrics(forTextStyle: styles[textStyle] ?? .body).scaledValue(for: CGFloat(base)))
    }
}

/// SwiftUI's environment, read here from `UITraitCollection.current` (the stand-in's environment).
public struct EnvironmentValues {
    /// The display scale of the current traits.
    public var displayScale: CGFloat { UITraitCollection.current.displayScale }
}

@propertyWrapper
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

public protocol DynamicProperty {}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    func body(content: Content) -> Body
}

public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View {
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

// Availability as on Apple's pages (Tests/FontScaleExportTests/StandIn/availability.tsv cites each;
// a test holds the two together). swiftc on Linux ignores iOS availability: the availability
// check in AvailabilityTests reads these and the generated code instead.

// iOS 26: SwiftUI's line height (developer.apple.com/documentation/swiftui/view/lineheight(_:)) takes
// Foundation's AttributedString.LineHeight (.exact(points:), .multiple(factor:), ...).
extension AttributedString {
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public struct LineHeight: Hashable, Sendable {
        private let points: Double
        public static func exact(points: CGFloat) -> AttributedString.LineHeight { LineHeight(points: Double(points)) }
        public static func multiple(factor: CGFloat) -> AttributedString.LineHeight {
            LineHeight(points: -Double(factor))
        }
    }
}

extension View {
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        ModifiedContent<Self, Never>()
    }
    public func font(_ font: Font?) -> some View { ModifiedContent<Self, Never>() }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { ModifiedContent<Self, Never>() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func tracking(_ tracking: CGFloat) -> some View { ModifiedContent<Self, Never>() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func kerning(_ kerning: CGFloat) -> some View { ModifiedContent<Self, Never>() }
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
}

extension Font {
    /// A font from a platform font (UIFont is toll-free bridged to CTFont).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(_ font: CTFont) { self.init(name: "ctFont") }
}
