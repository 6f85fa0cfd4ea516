// The one UIKit font loader that every generated Swift file uses (the report's
// CustomFonts.swift and `fontscale export --format uikit`), so the two never disagree on how a
// name, its OpenType features and its variation axes become a UIFont.

extension SwiftSource {
    /// `[tag: value]` axis values as a Swift dictionary literal, tags sorted (`[:]` when empty).
    package static func variations(_ axes: [String: Double]) -> String {
        guard !axes.isEmpty else { return "[:]" }
        let number = { (value: Double) in
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return "["
            + axes.sorted { $0.key < $1.key }.map { "\(literal($0.key)): \(number($0.value))" }.joined(separator: ", ")
            + "]"
    }

    /// `UIFont.Weight`'s name for a CSS weight ("semibold" for 600): the nearest of the nine.
    package static func uiKitWeight(_ weight: Int) -> String {
        switch weight {
        case ..<150: "ultraLight"
        case ..<250: "thin"
        case ..<350: "light"
        case ..<450: "regular"
        case ..<550: "medium"
        case ..<650: "semibold"
        case ..<750: "bold"
        case ..<850: "heavy"
        default: "black"
        }
    }

    /// The declaration of `custom(_:size:weight:features:variations:)`, a private static
    /// function that loads a named font with OpenType features and variation axes, and falls back
    /// to the system font (with an assertion in debug builds) when the app lacks the font; every
    /// line indented by `indent`.
    package static func uiFontLoader(indent: String) -> String {
        let lines = #"""
            /// The font named `name` at `size` with OpenType `features` and variation axes (tag: value)
            /// applied; when the app lacks the font, the system font at `weight`, and an assertion in
            /// debug builds (add the font file to UIAppFonts in Info.plist).
            private static func custom(_ name: String, size: CGFloat, weight: UIFont.Weight, features: [(String, Int)] = [],
                                       variations: [String: Double] = [:]) -> UIFont {
                guard let font = UIFont(name: name, size: size) else {
                    assertionFailure("\(name) is not in the app: add its file to UIAppFonts in Info.plist")
                    return .systemFont(ofSize: size, weight: weight)
                }
                var attributes: [UIFontDescriptor.AttributeName: Any] = [:]
                if !features.isEmpty {
                    attributes[.featureSettings] = features.map { tag, value in
                        [UIFontDescriptor.FeatureKey(rawValue: "CTFeatureOpenTypeTag"): tag,
                         UIFontDescriptor.FeatureKey(rawValue: "CTFeatureOpenTypeValue"): value] as [UIFontDescriptor.FeatureKey: Any]
                    }
                }
                if !variations.isEmpty {
                    // kCTFontVariationAttribute: each axis keyed by its four-letter tag read as a number.
                    let axes = variations.map { tag, value in (tag.unicodeScalars.reduce(0) { $0 << 8 | Int($1.value) }, value) }
                    attributes[UIFontDescriptor.AttributeName(rawValue: "NSCTFontVariationAttribute")] =
                        Dictionary(axes, uniquingKeysWith: { first, _ in first })
                }
                guard !attributes.isEmpty else { return font }
                return UIFont(descriptor: font.fontDescriptor.addingAttributes(attributes), size: size)
            }
            """#
        return lines.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }.joined(
            separator: "\n") + "\n"
    }
}
