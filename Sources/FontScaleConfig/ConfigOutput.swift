import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// Prints a parsed config as YAML with every default filled in (`--print-config`).
public enum ConfigPrinter {
    static func quote(_ text: String) -> String { YAML.quote(text) }

    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// A value from the config: as `formatNumber` prints it when that reads back as the same
    /// number, else in full (17.123456, 0.00001), so the printed config parses to the same config.
    static func number(_ value: Double) -> String {
        let short = formatNumber(value)
        return Double(short) == value ? short : String(value)
    }

    /// A line height derived from the text style's leading ratio: to 4 decimals (it is not the
    /// user's value), else `null` (derived again on reading) when that is not a size a config
    /// may give, above 0 and at most 4096.
    static func derivedLineHeight(_ value: Double) -> String {
        let short = formatNumber(value)
        guard let read = Double(short), read > 0, read <= PointSizeRange.maximum else { return "null" }
        return short
    }

    /// A size limit; none is YAML's `null`, with the docs' word for it ("none") in a comment.
    static func limit(_ limit: SizeLimit?) -> String {
        switch limit {
        case nil: "null  # none"
        case let .points(value)?: number(value)
        case let .factor(value)?: quote(number(value) + "x")
        }
    }

    static func font(_ reference: FontReference, indent: String) -> String {
        switch reference {
        case let .family(name): "\(indent)family: \(quote(name))\n"
        case let .file(path, index): "\(indent)file: \(quote(path))\n\(indent)index: \(index)\n"
        }
    }

    /// The config as YAML, with the settings of every rule in `rules`.
    public static func yaml(_ config: CheckConfig, rules: RuleVocabulary) -> String {
        var out = "# \(config.file) with every default filled in (fontscale check --print-config)\n"
        out += "version: \(config.version)\nplatform: \(config.platform.rawValue)\nmodel: \(config.model.rawValue)\n"
        out += "categories: \(list(config.categories.map(\.displayName)))\ndisplayScale: \(config.displayScale)\n"
        out += "fonts:\n  directories: \(list(config.fontDirectories.map(quote)))\n"
        if let font = config.defaultFont { out += Self.font(font, indent: "  ") }
        out += "styles:\n"
        for style in config.styles {
            let hig = try? HIG.metrics(style.textStyle, .large, platform: config.platform)
            let lineHeight = style.lineHeight ?? style.size * ((hig?.leading ?? 1.2) / (hig?.pointSize ?? 1))
            out +=
                "  - name: \(quote(style.name))\n    textStyle: \(style.textStyle.rawValue)\n    scalesWith: \(style.scalesWith.rawValue)\n"
            out += font(style.font, indent: "    ")
            out +=
                "    weight: \(style.weight.rawValue)\n    italic: \(style.italic)\n    size: \(number(style.size))\n"
            out +=
                "    lineHeight: \(style.lineHeight.map(number) ?? derivedLineHeight(lineHeight))\(style.lineHeight == nil ? "  # the text style's HIG leading ratio" : "")\n"
            out +=
                "    tracking: \(number(style.tracking))\n    minSize: \(limit(style.minSize))\n    maxSize: \(limit(style.maxSize))\n"
            out +=
                "    axes: {"
                + style.axes.sorted { $0.key < $1.key }.map { "\($0.key): \(number($0.value))" }.joined(separator: ", ")
                + "}\n"
            out += "    features: \(list(style.features.map(quote)))\n    numeric: \(style.numeric)\n"
            out += "    containers: \(list((style.containers ?? config.containers.map(\.name)).map(quote)))\n"
            out += "    samples: \(list((style.samples ?? config.samples).map { quote($0.text) }))\n"
        }
        out += "containers:\(config.containers.isEmpty ? " []" : "")\n"
        for container in config.containers {
            out +=
                "  - name: \(quote(container.name))\n    width: \(number(container.width))\n    maxLines: \(container.maxLines)\n"
            if let lines = container.accessibilityMaxLines { out += "    accessibilityMaxLines: \(lines)\n" }
            if let factor = container.minimumScaleFactor { out += "    minimumScaleFactor: \(number(factor))\n" }
            if let height = container.height { out += "    height: \(number(height))\n" }
        }
        out += "samples:\n" + config.samples.map { "  - \(quote($0.text))\n" }.joined()
        out += "rules:\n"
        for rule in rules.rules {
            let settings = config.rules[rule.id]
            out +=
                "  \(rule.id):\n    severity: \((settings?.severity ?? rule.severity).rawValue)\n    enabled: \(settings?.enabled ?? rule.enabledByDefault)\n"
            for option in rule.options {
                switch option.defaultValue {
                case let .textStyles(defaults):
                    out +=
                        "    \(option.name): \(list((settings?.textStyles[option.name] ?? defaults).map(\.rawValue)))\n"
                case let .number(value):
                    out += "    \(option.name): \(number(settings?.options[option.name] ?? value))\n"
                case .platformMinimumLegibleSize:
                    out +=
                        "    \(option.name): \(number(settings?.options[option.name] ?? config.platform.minimumLegibleSize))\n"
                }
            }
        }
        out += "overrides:\(config.overrides.isEmpty ? " []" : "")\n"
        for override in config.overrides {
            out += "  - rule: \(override.rule)\n"
            if let code = override.code { out += "    code: \(code)\n" }
            if let style = override.style { out += "    style: \(quote(style))\n" }
            if let category = override.category { out += "    category: \(category.displayName)\n" }
            if let container = override.container { out += "    container: \(quote(container))\n" }
            out += "    reason: \(quote(override.reason))\n"
        }
        return out
    }
}

/// The config's JSON Schema (draft-07, which editors' YAML and JSON plugins read).
public enum ConfigSchema {
    /// The schema's `$id`, which also marks a file as a fontscale schema.
    public static let id = "https://fontscale.dev/schema/fontscale.schema.json"

    /// The name of the schema file `fontscale init` writes beside a config.
    public static let fileName = "fontscale.schema.json"

    /// A config's first line: yaml-language-server's schema modeline, relative to the config.
    public static let modeline = "# yaml-language-server: $schema=\(fileName)"

    static func fragment(_ key: ConfigKeys.Key) -> [String: Any] {
        var schema = key.kind.schema
        schema["description"] = key.summary + (key.defaultValue == "required" ? "" : " Default: \(key.defaultValue).")
        return schema
    }

    static func object(_ keys: [ConfigKeys.Key], required: [String]) -> [String: Any] {
        var properties: [String: Any] = [:]
        for key in keys { properties[key.name] = fragment(key) }
        return ["type": "object", "additionalProperties": false, "required": required, "properties": properties]
    }

    /// The schema as JSON text, with the settings of every rule in `rules`.
    public static func json(rules: RuleVocabulary) -> String {
        var top = object(ConfigKeys.topLevel, required: ["version", "styles"])
        var properties = top["properties"] as! [String: Any]
        properties["version"] = ["const": 1, "description": "The schema version: 1."]
        properties["platform"] = [
            "enum": ["ios", "watchos"], "description": "The platform whose tables apply. Default: ios.",
        ]
        properties["model"] = [
            "enum": ["uiFontMetrics", "proportional"], "description": "The scaling model. Default: uiFontMetrics.",
        ]
        properties["displayScale"] = [
            "enum": [1, 2, 3], "description": "The pixel grid for rounded sizes. Default: 3.",
        ]
        properties["fonts"] = [
            "type": "object", "additionalProperties": false,
            "description": ConfigKeys.topLevel.first { $0.name == "fonts" }!.summary,
            "properties": [
                "directories": [
                    "type": "array", "items": ["type": "string"],
                    "description":
                        "Font folders, relative to the config; an entry $FONTSCALE_FONT_PATH (any $NAME) stands for the colon-separated folders in that environment variable.",
                ],
                "family": ["type": "string"],
                "file": ["type": "string"], "index": ["type": "integer", "minimum": 0],
            ],
        ]
        var style = object(ConfigKeys.style, required: ["name", "textStyle", "size"])
        var styleProperties = style["properties"] as! [String: Any]
        styleProperties["size"] = [
            "type": "number", "exclusiveMinimum": 0, "maximum": 4096,
            "description": "The size in points at the Large category.",
        ]
        style["properties"] = styleProperties
        properties["styles"] = ["type": "array", "minItems": 1, "items": style, "description": "The type scale."]
        properties["containers"] = [
            "type": "array", "items": object(ConfigKeys.container, required: ["name", "width"]),
            "description": "Where text is laid out.",
        ]
        properties["samples"] = [
            "type": "array", "items": ["type": "string", "minLength": 1], "description": "Sample strings to measure.",
        ]
        var ruleProperties: [String: Any] = [:]
        for rule in rules.rules {
            var keys: [String: Any] = ["severity": ["enum": ["info", "warn", "fail"]], "enabled": ["type": "boolean"]]
            for option in rule.options {
                keys[option.name] =
                    option.takesTextStyles
                    ? ["type": "array", "items": ["type": "string"]] as [String: Any]
                    : ["type": "number", "description": option.summary + ". Default: \(option.defaultValue)."]
            }
            ruleProperties[rule.id] = [
                "type": "object", "additionalProperties": false, "description": rule.title, "properties": keys,
            ]
        }
        properties["rules"] = [
            "type": "object", "additionalProperties": false, "properties": ruleProperties,
            "description": "Per-rule settings.",
        ]
        properties["overrides"] = [
            "type": "array", "items": object(ConfigKeys.override, required: ["rule", "reason"]),
            "description": "Accepted findings, each with a reason.",
        ]
        top["properties"] = properties
        top["$schema"] = "http://json-schema.org/draft-07/schema#"
        top["$id"] = id
        top["title"] = "fontscale check configuration"
        let data = try! JSONSerialization.data(
            withJSONObject: top, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
