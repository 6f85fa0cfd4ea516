/// The config schema, key by key: parsing, `--print-config`, the JSON Schema and the docs share it.
public enum ConfigKeys {
    /// What a key's value is. The words the docs and `Key.type` show and the key's JSON Schema
    /// type both come from here, so a kind cannot be spelled one way in one place and another in
    /// the other.
    public enum ValueKind: Sendable, CaseIterable {
        /// A whole number.
        case integer
        /// A number.
        case number
        /// A string.
        case string
        /// true or false.
        case boolean
        /// A list of strings.
        case strings
        /// A mapping (the schema's generic form: numbers by key, as `axes` takes them).
        case mapping
        /// A list of mappings.
        case mappings
        /// One string or a list of strings.
        case stringOrStrings
        /// A number or a string.
        case numberOrString
        /// A string or a whole number.
        case stringOrInteger

        /// The kind in words, as docs/Configuration.md's type column writes it.
        public var words: String {
            switch self {
            case .integer: "integer"
            case .number: "number"
            case .string: "string"
            case .boolean: "boolean"
            case .strings: "list of strings"
            case .mapping: "mapping"
            case .mappings: "list of mappings"
            case .stringOrStrings: "string or list of strings"
            case .numberOrString: "number or string"
            case .stringOrInteger: "string or integer"
            }
        }

        /// The JSON Schema for a value of this kind, without a description (`[:]` when the key's
        /// schema is written by hand: the lists of styles, containers and overrides).
        var schema: [String: Any] {
            switch self {
            case .integer: ["type": "integer"]
            case .number: ["type": "number"]
            case .string: ["type": "string"]
            case .boolean: ["type": "boolean"]
            case .strings: ["type": "array", "items": ["type": "string"]]
            case .mapping: ["type": "object", "additionalProperties": ["type": "number"]]
            case .mappings: [:]
            case .stringOrStrings: ["oneOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]]]
            case .numberOrString: ["type": ["number", "string"]]
            case .stringOrInteger: ["type": ["string", "integer"]]
            }
        }
    }

    /// A documented key.
    public struct Key: Sendable {
        /// The key.
        public let name: String
        /// What its value is.
        public let kind: ValueKind
        /// Its default, in words ("required" when it has none).
        public let defaultValue: String
        /// What it means.
        public let summary: String

        /// Its type, in words.
        public var type: String { kind.words }
    }

    /// The top-level keys.
    public static let topLevel: [Key] = [
        Key(name: "version", kind: .integer, defaultValue: "required", summary: "The schema version: 1."),
        Key(
            name: "platform", kind: .string, defaultValue: "ios",
            summary: "The platform whose tables apply: ios or watchos."),
        Key(
            name: "model", kind: .string, defaultValue: "uiFontMetrics",
            summary:
                "The scaling model: uiFontMetrics (what a device does to a custom font) or proportional (the system font's curve)."
        ),
        Key(
            name: "categories", kind: .stringOrStrings, defaultValue: "every category of the platform",
            summary:
                "The content size categories to check: a range \"xSmall...AX5\" or a list; any UIKit, SwiftUI or short spelling."
        ),
        Key(
            name: "displayScale", kind: .integer, defaultValue: "3",
            summary: "The pixel grid for rounded sizes: 1, 2 or 3."),
        Key(
            name: "fonts", kind: .mapping, defaultValue: "{}",
            summary:
                "Font sources: `directories` (list of folders, relative to the config; `$FONTSCALE_FONT_PATH` for the folders in that variable), `family` or `file` (+ `index`): the default font of the styles."
        ),
        Key(
            name: "styles", kind: .mappings, defaultValue: "required",
            summary: "The type scale, one entry per style (keys below)."),
        Key(
            name: "containers", kind: .mappings, defaultValue: "[]",
            summary:
                "Where text is laid out: `name`, `width` (points), `maxLines` (default 1), `accessibilityMaxLines` (at AX1-AX5), `minimumScaleFactor` (shrink to fit), `height` (a fixed height that clips)."
        ),
        Key(
            name: "samples", kind: .strings, defaultValue: "[\"Dynamic Type\"]",
            summary: "Sample strings to measure: include your languages and your longest words."),
        Key(
            name: "rules", kind: .mapping, defaultValue: "{}",
            summary: "Per rule id: `severity` (info, warn, fail), `enabled` (true/false) and the rule's options."),
        Key(
            name: "overrides", kind: .mappings, defaultValue: "[]",
            summary:
                "Accepted findings: `rule`, optional `code`, `style`, `category`, `container`, and a required `reason`."
        ),
    ]

    /// The keys of a style.
    public static let style: [Key] = [
        Key(name: "name", kind: .string, defaultValue: "required", summary: "The design system's name for the style."),
        Key(
            name: "textStyle", kind: .string, defaultValue: "required",
            summary: "The Apple text style it claims to be (largeTitle ... caption2; any spelling)."),
        Key(
            name: "scalesWith", kind: .string, defaultValue: "the textStyle",
            summary:
                "The text style whose curve scales it: `relativeTo:` of `Font.custom`, or the style given to `UIFontMetrics`. `Font.custom(_:size:)` without `relativeTo:` scales with body."
        ),
        Key(name: "family", kind: .string, defaultValue: "fonts.family", summary: "The font family (fontconfig)."),
        Key(
            name: "file", kind: .string, defaultValue: "fonts.file",
            summary: "A font file instead of a family (relative to the config)."),
        Key(name: "index", kind: .integer, defaultValue: "0", summary: "The face index in a font collection."),
        Key(
            name: "weight", kind: .stringOrInteger, defaultValue: "the text style's HIG weight",
            summary: "The weight: a name (semibold) or 1-1000."),
        Key(name: "italic", kind: .boolean, defaultValue: "false", summary: "Use the italic."),
        Key(
            name: "size", kind: .number, defaultValue: "required", summary: "The size in points at the Large category."),
        Key(
            name: "lineHeight", kind: .number, defaultValue: "the text style's HIG leading ratio",
            summary: "The line height in points at Large; scales with the size."),
        Key(
            name: "tracking", kind: .number, defaultValue: "0",
            summary: "Tracking in points at Large; scales with the size."),
        Key(
            name: "minSize", kind: .numberOrString, defaultValue: "none",
            summary: "The smallest size: points (11) or a factor of the size (\"0.8x\")."),
        Key(
            name: "maxSize", kind: .numberOrString, defaultValue: "none",
            summary: "The largest size, like maximumPointSize: points (40) or a factor (\"2x\")."),
        Key(
            name: "axes", kind: .mapping, defaultValue: "{}",
            summary:
                "Variation axis values by tag, e.g. {wdth: 90, GRAD: 50}; wght comes from weight and opsz follows the size."
        ),
        Key(name: "features", kind: .strings, defaultValue: "[]", summary: "OpenType features: tnum, -liga, ss01=1."),
        Key(
            name: "numeric", kind: .boolean, defaultValue: "false",
            summary: "The style shows changing numbers (counters, prices): figures must be tabular."),
        Key(
            name: "containers", kind: .strings, defaultValue: "every container",
            summary: "The containers (by name) the style is laid out in."),
        Key(
            name: "samples", kind: .strings, defaultValue: "the config's samples",
            summary: "Sample strings for this style only (prices for a price style, labels for buttons)."),
    ]

    /// The keys of a container.
    public static let container: [Key] = [
        Key(name: "name", kind: .string, defaultValue: "required", summary: "The container's name."),
        Key(name: "width", kind: .number, defaultValue: "required", summary: "The width in points."),
        Key(
            name: "height", kind: .number, defaultValue: "none (grows with the text)",
            summary:
                "A fixed height in points: text taller than it (its lines at the style's line height) is clipped."
        ),
        Key(
            name: "maxLines", kind: .integer, defaultValue: "1",
            summary: "The most lines the text may take; 0 for no limit."),
        Key(
            name: "accessibilityMaxLines", kind: .integer, defaultValue: "maxLines",
            summary:
                "The most lines at the accessibility sizes (AX1-AX5), where Apple asks text to wrap rather than truncate; 0 for no limit."
        ),
        Key(
            name: "minimumScaleFactor", kind: .number, defaultValue: "none (no shrinking)",
            summary:
                "How far the label shrinks its font to fit (adjustsFontSizeToFitWidth), e.g. 0.7: a text that fits at 70% or more is reported at the size it shrinks to."
        ),
    ]

    /// The keys of a rule's settings: severity, enabled, and every rule's options (each applies to
    /// the rule that names it), read from `rules`.
    public static func rule(for rules: RuleVocabulary) -> [Key] {
        var keys = [
            Key(name: "severity", kind: .string, defaultValue: "the rule's", summary: "info, warn or fail."),
            Key(name: "enabled", kind: .boolean, defaultValue: "true", summary: "Whether the rule runs."),
        ]
        for rule in rules.rules {
            for option in rule.options where !keys.contains(where: { $0.name == option.name }) {
                keys.append(
                    Key(
                        name: option.name, kind: option.takesTextStyles ? .strings : .number,
                        defaultValue: option.defaultValue.description, summary: "\(rule.id): \(option.summary)."))
            }
        }
        return keys
    }

    /// The keys of an override.
    public static let override: [Key] = [
        Key(name: "rule", kind: .string, defaultValue: "required", summary: "The rule id (a renamed id still works)."),
        Key(name: "code", kind: .string, defaultValue: "every code", summary: "The message code."),
        Key(name: "style", kind: .string, defaultValue: "every style", summary: "The style name."),
        Key(name: "category", kind: .string, defaultValue: "every category", summary: "The category."),
        Key(name: "container", kind: .string, defaultValue: "every container", summary: "The container name."),
        Key(name: "reason", kind: .string, defaultValue: "required", summary: "Why the finding is accepted."),
    ]
}
