import FontScale
import FontScaleMetrics

// The names the parser accepts in every spelling (any case, spaces, hyphens and underscores, a
// type prefix such as `UIFont.TextStyle.`, a trailing "(default)"), as JSON Schema patterns: an
// editor then refuses the typos `check` refuses, and accepts what it accepts ("iOS", "Large Title").

extension ConfigSchema {
    /// A pattern (ECMA 262, unanchored) matching every spelling of `spellings` as `NameMatcher`
    /// folds them.
    static func namePattern(_ spellings: [String]) -> String {
        let separator = #"[\s_'"-]*"#
        var seen = Set<String>(), alternatives: [String] = []
        for spelling in spellings {
            let folded = String(
                spelling.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" && $0 != "'" && $0 != "\"" })
            let tail = folded.split(separator: ".").last.map(String.init) ?? folded
            guard !tail.isEmpty, seen.insert(tail).inserted else { continue }
            alternatives.append(
                tail.map { character -> String in
                    let text = String(character)
                    if character.isLetter { return "[\(text.lowercased())\(text.uppercased())]" }
                    return character.isNumber ? text : "\\" + text
                }.joined(separator: separator))
        }
        return #"\s*(?:[^.]*\.)*"# + separator + "(?:" + alternatives.joined(separator: "|") + ")" + separator
            + #"(?:\([dD][eE][fF][aA][uU][lL][tT]\))?\s*"#
    }

    /// The schema of a string naming one of `values`.
    static func named<T: NamedValue>(_ values: [T], description: String) -> [String: Any] {
        ["type": "string", "pattern": "^" + namePattern(values.flatMap(\.spellings)) + "$", "description": description]
    }

    /// `weight`: a number from 1 to 1000, or a weight's name.
    static func weightSchema(description: String) -> [String: Any] {
        [
            "description": description,
            "oneOf": [
                ["type": "integer", "minimum": 1, "maximum": 1000],
                ["type": "string", "pattern": "^(?:" + namePattern(FontWeight.spellings) + #"|\s*[0-9]+\s*)$"#],
            ],
        ]
    }

    /// `categories`: "all", a range "xSmall...AX5", or a list of categories.
    static func categoriesSchema(description: String) -> [String: Any] {
        let category = namePattern(ContentSizeCategory.allCases.flatMap(\.spellings))
        return [
            "description": description,
            "oneOf": [
                ["type": "string", "pattern": #"^(?:\s*[aA][lL][lL]\s*|"# + category + #"\.\.\."# + category + ")$"],
                ["type": "array", "minItems": 1, "items": ["type": "string", "pattern": "^" + category + "$"]],
            ],
        ]
    }
}
