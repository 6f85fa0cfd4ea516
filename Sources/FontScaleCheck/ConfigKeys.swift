/// The config schema, key by key: parsing, `--print-config`, the JSON Schema and the docs share it.
public enum ConfigKeys {
    /// A documented key.
    public struct Key: Sendable {
        /// The key.
        public let name: String
        /// Its type, in words.
        public let type: String
        /// Its default, in words ("required" when it has none).
        public let defaultValue: String
        /// What it means.
        public let summary: String
    }

    /// The top-level keys.
    public static let topLevel: [Key] = [
        Key(name: "version", type: "integer", defaultValue: "required", summary: "The schema version: 1."),
        Key(name: "platform", type: "string", defaultValue: "ios", summary: "The platform whose tables apply: ios or watchos."),
        Key(name: "model", type: "string", defaultValue: "uiFontMetrics", summary: "The scaling model: uiFontMetrics (what a device does to a custom font) or proportional (the system font's curve)."),
        Key(name: "categories", type: "string or list of strings", defaultValue: "every category of the platform", summary: "The content size categories to check: a range \"xSmall...AX5\" or a list; any UIKit, SwiftUI or short spelling."),
        Key(name: "displayScale", type: "integer", defaultValue: "3", summary: "The pixel grid for rounded sizes: 1, 2 or 3."),
        Key(name: "fonts", type: "mapping", defaultValue: "{}", summary: "Font sources: `directories` (list of folders, relative to the config), `family` or `file` (+ `index`): the default font of the styles."),
        Key(name: "styles", type: "list of mappings", defaultValue: "required", summary: "The type scale, one entry per style (keys below)."),
        Key(name: "containers", type: "list of mappings", defaultValue: "[]", summary: "Where text is laid out: `name`, `width` (points), `maxLines` (default 1), `minimumScaleFactor` (shrink to fit)."),
        Key(name: "samples", type: "list of strings", defaultValue: "[\"Dynamic Type\"]", summary: "Sample strings to measure: include your languages and your longest words."),
        Key(name: "rules", type: "mapping", defaultValue: "{}", summary: "Per rule id: `severity` (info, warn, fail), `enabled` (true/false) and the rule's options."),
        Key(name: "overrides", type: "list of mappings", defaultValue: "[]", summary: "Accepted findings: `rule`, optional `code`, `style`, `category`, `container`, and a required `reason`."),
    ]

    /// The keys of a style.
    public static let style: [Key] = [
        Key(name: "name", type: "string", defaultValue: "required", summary: "The design system's name for the style."),
        Key(name: "textStyle", type: "string", defaultValue: "required", summary: "The Apple text style it claims to be (largeTitle ... caption2; any spelling)."),
        Key(name: "scalesWith", type: "string", defaultValue: "the textStyle", summary: "The text style whose curve scales it: `relativeTo:` of `Font.custom`, or the style given to `UIFontMetrics`. `Font.custom(_:size:)` without `relativeTo:` scales with body."),
        Key(name: "family", type: "string", defaultValue: "fonts.family", summary: "The font family (fontconfig)."),
        Key(name: "file", type: "string", defaultValue: "fonts.file", summary: "A font file instead of a family (relative to the config)."),
        Key(name: "index", type: "integer", defaultValue: "0", summary: "The face index in a font collection."),
        Key(name: "weight", type: "string or integer", defaultValue: "the text style's HIG weight", summary: "The weight: a name (semibold) or 1-1000."),
        Key(name: "italic", type: "boolean", defaultValue: "false", summary: "Use the italic."),
        Key(name: "size", type: "number", defaultValue: "required", summary: "The size in points at the Large category."),
        Key(name: "lineHeight", type: "number", defaultValue: "the text style's HIG leading ratio", summary: "The line height in points at Large; scales with the size."),
        Key(name: "tracking", type: "number", defaultValue: "0", summary: "Tracking in points at Large; scales with the size."),
        Key(name: "minSize", type: "number or string", defaultValue: "none", summary: "The smallest size: points (11) or a factor of the size (\"0.8x\")."),
        Key(name: "maxSize", type: "number or string", defaultValue: "none", summary: "The largest size, like maximumPointSize: points (40) or a factor (\"2x\")."),
        Key(name: "axes", type: "mapping", defaultValue: "{}", summary: "Variation axis values by tag, e.g. {wdth: 90, GRAD: 50}; wght comes from weight and opsz follows the size."),
        Key(name: "features", type: "list of strings", defaultValue: "[]", summary: "OpenType features: tnum, -liga, ss01=1."),
        Key(name: "numeric", type: "boolean", defaultValue: "false", summary: "The style shows changing numbers (counters, prices): figures must be tabular."),
        Key(name: "containers", type: "list of strings", defaultValue: "every container", summary: "The containers (by name) the style is laid out in."),
        Key(name: "samples", type: "list of strings", defaultValue: "the config's samples", summary: "Sample strings for this style only (prices for a price style, labels for buttons)."),
    ]

    /// The keys of a container.
    public static let container: [Key] = [
        Key(name: "name", type: "string", defaultValue: "required", summary: "The container's name."),
        Key(name: "width", type: "number", defaultValue: "required", summary: "The width in points."),
        Key(name: "maxLines", type: "integer", defaultValue: "1", summary: "The most lines the text may take; 0 for no limit."),
        Key(name: "minimumScaleFactor", type: "number", defaultValue: "none (no shrinking)", summary: "How far the label shrinks its font to fit (adjustsFontSizeToFitWidth), e.g. 0.7: a text that fits at 70% or more is reported at the size it shrinks to."),
    ]

    /// The keys of a rule's settings: severity, enabled, and every rule's options (each applies to
    /// the rule that names it), read from `RuleRegistry.all`.
    public static let rule: [Key] = {
        var keys = [Key(name: "severity", type: "string", defaultValue: "the rule's", summary: "info, warn or fail."),
                    Key(name: "enabled", type: "boolean", defaultValue: "true", summary: "Whether the rule runs.")]
        for rule in RuleCatalog.all {
            for option in rule.options where !keys.contains(where: { $0.name == option.name }) {
                keys.append(Key(name: option.name, type: option.takesTextStyles ? "list of strings" : "number",
                                defaultValue: option.defaultValue.description, summary: "\(rule.id): \(option.summary)."))
            }
        }
        return keys
    }()

    /// The keys of an override.
    public static let override: [Key] = [
        Key(name: "rule", type: "string", defaultValue: "required", summary: "The rule id (a renamed id still works)."),
        Key(name: "code", type: "string", defaultValue: "every code", summary: "The message code."),
        Key(name: "style", type: "string", defaultValue: "every style", summary: "The style name."),
        Key(name: "category", type: "string", defaultValue: "every category", summary: "The category."),
        Key(name: "container", type: "string", defaultValue: "every container", summary: "The container name."),
        Key(name: "reason", type: "string", defaultValue: "required", summary: "Why the finding is accepted."),
    ]
}
