/// A font weight on the OpenType/CSS scale from 1 to 1000, with names for the nine hundreds.
///
/// Names follow OpenType's `usWeightClass` and CSS: 100 Thin, 200 ExtraLight (UltraLight),
/// 300 Light, 400 Regular, 500 Medium, 600 Semibold, 700 Bold, 800 Heavy (ExtraBold), 900 Black.
/// Apple's `UIFont.Weight.ultraLight` is lighter than `.thin`; fontscale follows the font
/// files' convention, where UltraLight is 200.
public struct FontWeight: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The numeric weight, 1 ... 1000.
    public let rawValue: Int

    /// Creates a weight from a number, or nil outside 1 ... 1000.
    public init?(rawValue: Int) {
        guard (1...1000).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(_ value: Int) { rawValue = value }

    /// Thin, 100.
    public static let thin = FontWeight(100)
    /// ExtraLight (UltraLight), 200.
    public static let extraLight = FontWeight(200)
    /// Light, 300.
    public static let light = FontWeight(300)
    /// Regular, 400.
    public static let regular = FontWeight(400)
    /// Medium, 500.
    public static let medium = FontWeight(500)
    /// Semibold, 600.
    public static let semibold = FontWeight(600)
    /// Bold, 700.
    public static let bold = FontWeight(700)
    /// Heavy (ExtraBold), 800.
    public static let heavy = FontWeight(800)
    /// Black, 900.
    public static let black = FontWeight(900)

    /// The nine named weights, lightest first.
    public static let named: [FontWeight] = [
        .thin, .extraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The name of the weight ("Semibold"), or its number when it is not a multiple of 100.
    public var name: String {
        switch rawValue {
        case 100: "Thin"
        case 200: "ExtraLight"
        case 300: "Light"
        case 400: "Regular"
        case 500: "Medium"
        case 600: "Semibold"
        case 700: "Bold"
        case 800: "Heavy"
        case 900: "Black"
        default: String(rawValue)
        }
    }

    public var description: String { name }

    /// Every name a weight is accepted by ("semibold", "demi bold", "600"'s names), for the
    /// config's JSON Schema.
    public static var spellings: [String] { named.flatMap(\.aliases) }

    private var aliases: [String] {
        switch rawValue {
        case 100: ["Thin", "Hairline"]
        case 200: ["ExtraLight", "UltraLight", "Extra Light", "Ultra Light"]
        case 300: ["Light"]
        case 400: ["Regular", "Normal", "Book", "Roman"]
        case 500: ["Medium"]
        case 600: ["Semibold", "SemiBold", "DemiBold", "Demi"]
        case 700: ["Bold"]
        case 800: ["Heavy", "ExtraBold", "UltraBold"]
        case 900: ["Black"]
        default: []
        }
    }

    /// Parses a weight name ("semibold", "Demi Bold", ".heavy") or a number ("600").
    public static func parse(_ text: String) throws(UnknownNameError) -> FontWeight {
        let trimmed = text.trimmingSpaces
        if let number = Int(trimmed), let weight = FontWeight(rawValue: number) { return weight }
        let folded = NameMatcher.normalize(trimmed)
        for weight in named where weight.aliases.contains(where: { NameMatcher.normalizeSpelling($0) == folded }) {
            return weight
        }
        throw UnknownNameError(
            kind: "font weight", input: text,
            accepted: named.map { "\($0.name) (\($0.rawValue))" } + ["a number from 1 to 1000"],
            candidates: named.flatMap { weight in weight.aliases.map { ($0, weight.name) } }
        )
    }

    /// The weight that Bold Text (Settings > Accessibility) substitutes: APPROXIMATE.
    ///
    /// Apple documents only "use a heavier font weight". This follows one observation of the
    /// system font: the three lightest named weights gain 100, the others 200, up to 900
    /// (Regular becomes Semibold). Callers should label the result as approximate.
    public var boldTextWeight: FontWeight {
        let step = rawValue < 400 ? 100 : 200
        return FontWeight(min(900, rawValue + step))
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Int.self)
        guard let weight = FontWeight(rawValue: value) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a font weight from 1 to 1000, instead saw \(value)")
        }
        self = weight
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines (no Foundation needed).
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
