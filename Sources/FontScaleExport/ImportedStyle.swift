import FontScale
import FontScaleConfig
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// One style read from a typography token, as config values.
struct ImportedStyle {
    var order: Int?
    var name: String
    /// The token's path ("typography.caption.desktop").
    var path: String
    /// Whether the name came from fontscale's extension (else from the token's path).
    var named = false
    var textStyle: TextStyle
    /// Why the text style was guessed, when it was (written as a comment).
    var textStyleNote: String?
    var scalesWith: TextStyle?
    var family: String?
    var file: String?
    var index = 0
    var weight: Int
    var italic = false
    var size: Double
    var lineHeight: Double?
    var tracking: Double = 0
    /// Size limits as config values: points (40) or a factor ("2x").
    var minSize: YAMLScalar?
    var maxSize: YAMLScalar?
    var axes: [String: Double] = [:]
    var features: [String] = []
    var numeric = false
    var containers: [String]?
    var samples: [String]?

    /// The style of a typography token; `tokensStudio`: the token comes from a Tokens Studio file,
    /// whose bare line heights are px (DTCG's are ratios) and whose weights are Figma style names
    /// ("SemiBold Italic").
    init(_ entry: TokenTree.Entry, tokens: TokenTree, platform: Platform, tokensStudio: Bool = false)
        throws(TokenImportError)
    {
        let token = entry.path
        let file = tokens.file
        let fail = { @Sendable (message: String) in TokenImportError(file: file, token: token, message: message) }
        let resolvedValue = try tokens.resolve(entry.value, token: token)
        guard let value = resolvedValue.object else {
            throw fail(
                "expected a typography object ($value with fontFamily, fontSize, ...), instead saw \(resolvedValue.kind)"
            )
        }
        func field(_ key: String) throws(TokenImportError) -> JSONValue? {
            guard let raw = value[key] else { return nil }
            return try tokens.evaluated(raw, token: token)
        }
        let ext = entry.extensions[DesignTokens.extensionKey]?.object ?? [:]

        guard let sizeValue = try field("fontSize") else { throw fail("fontSize is missing") }
        let size = try Self.dimension(sizeValue, em: nil, name: "fontSize", fail: fail)
        guard size.isFinite, size > 0, size <= PointSizeRange.maximum else {
            throw fail(
                "fontSize: expected a size above 0 and at most \(Int(PointSizeRange.maximum)) px, instead saw \(formatNumber(size))"
            )
        }
        self.size = size

        // The family: the exported family or file while the token still names the font it resolved to.
        // A family is a name, never math: "Inter (Display)"; references in it are substituted.
        let familyValue = try value["fontFamily"].map { raw throws(TokenImportError) in
            try tokens.substituted(try tokens.resolve(raw, token: token), token: token)
        }
        let families = familyValue?.array?.compactMap(\.string) ?? familyValue?.string.map { [$0] } ?? []
        // A CSS-style stack in one string ("Bitter, serif", as Tokens Studio files often have): its first family.
        let tokenFamily = families.first.map { first in
            String(first.split(separator: ",").first ?? "").trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        let unchanged = tokenFamily == nil || tokenFamily == ext["resolvedFamily"]?.string
        if let path = ext["file"]?.string, unchanged {
            self.file = path
            index = ext["index"]?.int ?? 0
        } else if let name = ext["family"]?.string, unchanged {
            family = name
        } else {
            family = tokenFamily
        }
        var namedItalic = false
        weight =
            try field("fontWeight").map { v throws(TokenImportError) in
                guard tokensStudio, let name = v.string?.lowercased().filter({ $0.isLetter || $0.isNumber }),
                    name.hasSuffix("italic")
                else { return try Self.weight(v, fail: fail) }
                namedItalic = true
                let bare = String(name.dropLast("italic".count))
                return bare.isEmpty ? 400 : try Self.weight(.string(bare), fail: fail)
            } ?? ext["weight"]?.int ?? 400
        tracking =
            try field("letterSpacing").map { v throws(TokenImportError) in
                try Self.dimension(v, em: size, name: "letterSpacing", fail: fail)
            } ?? 0
        if let given = ext["tracking"]?.number, abs(given - tracking) < 1e-9 { tracking = given }

        order = ext["order"]?.int
        name = ext["name"]?.string ?? Self.displayName(token)
        path = token
        named = ext["name"]?.string != nil
        if let raw = ext["textStyle"]?.string, let style = try? TextStyle.parse(raw) {
            textStyle = style
        } else if let style = Self.textStyle(named: token) {
            textStyle = style
        } else {
            let distance = { @Sendable (style: TextStyle) in
                abs(((try? HIG.metrics(style, .large, platform: platform).pointSize) ?? .infinity) - size)
            }
            textStyle = TextStyle.iOSStyles.min { distance($0) < distance($1) } ?? .body
            textStyleNote = "guessed: the Apple text style nearest to \(formatNumber(size)) pt"
        }
        let auto = ["auto", "normal"]
        if let lineValue = try field("lineHeight"), !auto.contains(lineValue.string?.lowercased() ?? "") {
            // Tokens Studio: a bare number is px (its Figma transform's PIXELS), "150%" of the size.
            let points =
                tokensStudio
                ? try Self.dimension(lineValue, em: size, name: "lineHeight", fail: fail)
                : try Self.lineHeight(lineValue, size: size, fail: fail)
            if ext["lineHeight"] == .null, let derived = ext["derivedLineHeight"]?.number, ext["size"]?.number == size,
                abs(points - derived) < 0.01
            {
                lineHeight = nil  // derived from the HIG when exported, and unchanged since
            } else if let given = ext["lineHeight"]?.number, abs(given - points) < 0.001 {
                lineHeight = given
            } else {
                lineHeight = (points * 10_000).rounded() / 10_000
            }
        }
        scalesWith = ext["scalesWith"]?.string.flatMap { try? TextStyle.parse($0) }
        italic = ext["italic"]?.bool ?? false
        if tokensStudio, value["fontWeight"] != nil { italic = italic || namedItalic }
        // Tokens Studio: the Figma style name fontscale wrote, unchanged, stands for the config's weight.
        if tokensStudio, let written = ext["figmaStyle"]?.string, try field("fontWeight")?.string == written {
            weight = ext["weight"]?.int ?? weight
            italic = ext["italic"]?.bool ?? italic
        }
        if let style = value["fontStyle"]?.string?.lowercased() { italic = style == "italic" || style == "oblique" }
        minSize = ext["minSize"].flatMap(Self.limit)
        maxSize = ext["maxSize"].flatMap(Self.limit)
        axes = ext["axes"]?.object?.compactMapValues(\.number) ?? [:]
        features = ext["features"]?.array?.compactMap(\.string) ?? []
        numeric = ext["numeric"]?.bool ?? false
        containers = ext["containers"]?.array?.compactMap(\.string)
        samples = ext["samples"]?.array?.compactMap(\.string)
    }

    /// Styles named from their tokens' last names that collide ("Desktop" under caption and under
    /// body) are named from their whole paths instead, the first group left out ("Caption Desktop").
    static func uniqueNames(_ styles: inout [ImportedStyle]) {
        var counts: [String: Int] = [:]
        for style in styles { counts[style.name.lowercased(), default: 0] += 1 }
        for index in styles.indices where !styles[index].named && counts[styles[index].name.lowercased()]! > 1 {
            let parts = styles[index].path.split(separator: ".").dropFirst()
            styles[index].name = parts.map { displayName(String($0)) }.joined(separator: " ")
        }
        // Still the same (caption.desktop beside captionDesktop) or empty: a number makes them differ.
        var taken = Set<String>()
        for index in styles.indices {
            var name = styles[index].name.isEmpty ? styles[index].path : styles[index].name
            if name.isEmpty { name = "Style" }
            var candidate = name, number = 2
            while !taken.insert(candidate.lowercased()).inserted {
                candidate = "\(name) \(number)"
                number += 1
            }
            styles[index].name = candidate
        }
    }

    /// A config size limit: points (40) or a factor ("2x").
    static func limit(_ value: JSONValue) -> YAMLScalar? {
        if let points = value["points"]?.number { return .number(points) }
        if let factor = value["factor"]?.number { return .string(YAMLEmitter.number(factor) + "x") }
        return nil
    }

    /// "typography.large-title" -> "Large Title"; "heading.h1" -> "H1".
    static func displayName(_ path: String) -> String {
        let last = path.split(separator: ".").last.map(String.init) ?? path
        var words: [String] = []
        var current = ""
        for character in last {
            if character == "-" || character == "_" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let previous = current.last, previous.isLowercase {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The text style a token's last name spells ("body", "title-1", "largeTitle"), if any.
    static func textStyle(named path: String) -> TextStyle? {
        let last = path.split(separator: ".").last.map(String.init) ?? path
        guard let style = try? TextStyle.parse(last), TextStyle.iOSStyles.contains(style) else { return nil }
        return style
    }

    /// A DTCG dimension in points: {value, unit: px|rem} (2025.10), or the older "17px", "1.5rem",
    /// "-0.02em", "-2%" strings and bare numbers (px). Percent and em are of the font size.
    static func dimension(_ value: JSONValue, em: Double?, name: String, fail: (String) -> TokenImportError)
        throws(TokenImportError) -> Double
    {
        var number: Double?
        var unit = "px"
        switch value {
        case let .object(members):
            number = members["value"]?.number
            unit = (members["unit"]?.string ?? "px").lowercased()
        case let .number(plain):
            number = plain
        case let .string(raw):
            let text = raw.trimmingCharacters(in: .whitespaces).lowercased()
            let suffix = ["px", "pt", "rem", "em", "%"].first { text.hasSuffix($0) } ?? ""
            number = Double(text.dropLast(suffix.count).trimmingCharacters(in: .whitespaces))
            unit = suffix.isEmpty ? "px" : suffix
        default: break
        }
        guard let number, number.isFinite else {
            throw fail(
                "\(name): expected a dimension ({\"value\": 17, \"unit\": \"px\"} or \"17px\"), instead saw \(describe(value))"
            )
        }
        switch unit {
        case "px", "pt": return number
        case "rem": return number * 16
        case "em", "%":
            guard let em else { throw fail("\(name): \(unit) needs a font size; give px or rem") }
            return unit == "em" ? number * em : number * em / 100
        default: throw fail("\(name): expected the unit px or rem, instead saw '\(unit)'")
        }
    }

    /// A line height: a ratio of the font size (DTCG), "1.5", "150%", or a dimension in px.
    static func lineHeight(_ value: JSONValue, size: Double, fail: (String) -> TokenImportError)
        throws(TokenImportError) -> Double
    {
        if let ratio = value.number { return ratio * size }
        if let text = value.string, let ratio = Double(text.trimmingCharacters(in: .whitespaces)) {
            return ratio * size
        }
        return try dimension(value, em: size, name: "lineHeight", fail: fail)
    }

    /// A weight: 1-1000, or a DTCG name ("semi-bold", "extra-black").
    static func weight(_ value: JSONValue, fail: (String) -> TokenImportError) throws(TokenImportError) -> Int {
        if let number = value.number {
            guard let weight = value.int, (1...1000).contains(weight) else {
                throw fail("fontWeight: expected a whole number from 1 to 1000, instead saw \(formatNumber(number))")
            }
            return weight
        }
        guard let text = value.string else {
            throw fail("fontWeight: expected a number or a weight name, instead saw \(value.kind)")
        }
        let names: [String: Int] = [
            "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400,
            "regular": 400,
            "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800,
            "ultrabold": 800,
            "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
        ]
        let folded = text.lowercased().filter { $0.isLetter || $0.isNumber }
        if let weight = names[folded] ?? Int(folded).flatMap({ (1...1000).contains($0) ? $0 : nil }) { return weight }
        throw fail(
            "fontWeight: expected a number from 1 to 1000 or a DTCG weight name (thin, light, regular, medium, semi-bold, bold, black, ...), instead saw '\(text)'"
        )
    }

    static func describe(_ value: JSONValue) -> String {
        if let text = value.string { return "'\(shown(text))'" }
        return value.kind
    }

    /// `text` cut to 80 characters for a message ("((((...": a value can be any length).
    static func shown(_ text: String) -> String { text.count > 80 ? text.prefix(80) + "..." : text }
}
