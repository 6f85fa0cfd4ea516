import FontScale
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// The config's JSON Schema (draft-07, which editors' YAML and JSON plugins read), made from the
/// key catalogue (`ConfigKeys`): each key's type, its values, whether it is required and its
/// default come from there.
public enum ConfigSchema {
    /// The schema's `$id`, which also marks a file as a fontscale schema.
    public static let id = "https://fontscale.dev/schema/fontscale.schema.json"

    /// The name of the schema file `fontscale init` writes beside a config.
    public static let fileName = "fontscale.schema.json"

    /// A config's first line: yaml-language-server's schema modeline, relative to the config.
    public static let modeline = "# yaml-language-server: $schema=\(fileName)"

    /// A value as `JSONValue(building:)` takes it.
    static func json(_ value: YAMLScalar) -> Any {
        switch value {
        case let .plain(text), let .string(text): text
        case let .number(number): number
        case let .integer(number): number
        case let .bool(flag): flag
        case .null: NSNull()
        case let .list(items): items.map(json)
        case let .mapping(pairs): Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, json($0.value)) })
        }
    }

    /// A key's schema: its values (`const`, `enum`) or its kind's type, and its summary with its
    /// default, unless `describesDefault` is false (a key whose parts state their own).
    static func fragment(_ key: ConfigKeys.Key, describesDefault: Bool = true) -> [String: Any] {
        var schema: [String: Any]
        switch key.values.count {
        case 0: schema = key.kind.schema
        case 1: schema = ["const": json(key.values[0])]
        default: schema = ["enum": key.values.map(json)]
        }
        schema["description"] =
            key.summary + (key.isRequired || !describesDefault ? "" : " Default: \(key.defaultWords).")
        return schema
    }

    static func object(_ keys: [ConfigKeys.Key]) -> [String: Any] {
        var properties: [String: Any] = [:]
        for key in keys { properties[key.name] = fragment(key) }
        return [
            "type": "object", "additionalProperties": false, "required": ConfigKeys.required(keys),
            "properties": properties,
        ]
    }

    /// `key`'s schema with `parts` merged into it; its description says no default (its parts do).
    static func nested(_ key: ConfigKeys.Key, _ parts: [String: Any]) -> [String: Any] {
        var schema = key.kind.schema
        schema["description"] = key.summary
        return schema.merging(parts) { $1 }
    }

    /// The schema as JSON text, with the settings of every rule in `rules`.
    public static func json(rules: RuleVocabulary) throws -> String {
        typealias Top = ConfigKeys.Top
        typealias Fonts = ConfigKeys.Fonts
        var top = object(ConfigKeys.topLevel)
        var properties = top["properties"] as! [String: Any]
        func summary(_ key: ConfigKeys.Key) -> String { (fragment(key)["description"] as? String) ?? key.summary }
        // Named values in every spelling the parser takes.
        properties[Top.platform.name] = named(
            [Platform.iOS, Platform.watchOS], description: summary(Top.platform.key))
        properties[Top.model.name] = named(
            ScalingModel.allCases.filter { $0 != .android }, description: summary(Top.model.key))
        properties[Top.categories.name] = categoriesSchema(description: summary(Top.categories))
        var directories = Fonts.directories.key.kind.schema
        directories["description"] = Fonts.directories.key.summary
        var index = Fonts.index.key.kind.schema
        index["minimum"] = 0
        properties[Top.fonts.name] = nested(
            Top.fonts,
            [
                "additionalProperties": false,
                "properties": [
                    Fonts.directories.name: directories, Fonts.family.name: Fonts.family.kind.schema,
                    Fonts.file.name: Fonts.file.kind.schema, Fonts.index.name: index,
                ],
            ])
        var style = object(ConfigKeys.style)
        var styleProperties = style["properties"] as! [String: Any]
        typealias Style = ConfigKeys.Style
        let styles = TextStyle.allCases.filter {
            Platform.iOS.textStyles.contains($0) || Platform.watchOS.textStyles.contains($0)
        }
        styleProperties[Style.textStyle.name] = named(styles, description: summary(Style.textStyle))
        styleProperties[Style.scalesWith.name] = named(styles, description: summary(Style.scalesWith))
        styleProperties[Style.weight.name] = weightSchema(description: summary(Style.weight))
        styleProperties[Style.lineHeight.name] = fragment(Style.lineHeight).merging([
            "exclusiveMinimum": 0, "maximum": 4096,
        ]) { $1 }
        let size = ConfigKeys.Style.size
        styleProperties[size.name] = fragment(size).merging([
            "exclusiveMinimum": 0, "maximum": ConfigParser.maximumStyleSize,
        ]) { $1 }
        let styleSamples = ConfigKeys.Style.samples
        styleProperties[styleSamples.name] = fragment(styleSamples).merging([
            "minItems": 1, "items": ["type": "string", "minLength": 1],
        ]) { $1 }
        style["properties"] = styleProperties
        properties[Top.styles.name] = nested(Top.styles, ["type": "array", "minItems": 1, "items": style])
        var container = object(ConfigKeys.container)
        var containerProperties = container["properties"] as! [String: Any]
        for (name, range) in [
            ("width", ["exclusiveMinimum": 0, "maximum": 100_000]),
            ("height", ["exclusiveMinimum": 0, "maximum": 100_000]),
            ("minimumScaleFactor", ["exclusiveMinimum": 0, "maximum": 1]), ("maxLines", ["minimum": 0]),
            ("accessibilityMaxLines", ["minimum": 0]),
        ] {
            if let fragment = containerProperties[name] as? [String: Any] {
                containerProperties[name] = fragment.merging(range) { $1 }
            }
        }
        container["properties"] = containerProperties
        properties[Top.containers.name] = nested(Top.containers, ["type": "array", "items": container])
        properties[Top.samples.name] = nested(
            Top.samples.key, ["minItems": 1, "items": ["type": "string", "minLength": 1]])
        var ruleProperties: [String: Any] = [:]
        for rule in rules.rules {
            var keys: [String: Any] = [
                ConfigKeys.RuleSetting.severity.name: ["enum": ConfigKeys.RuleSetting.severity.values.map(json)],
                ConfigKeys.RuleSetting.enabled.name: ConfigKeys.RuleSetting.enabled.key.kind.schema,
            ]
            for option in rule.options {
                keys[option.name] =
                    option.takesTextStyles
                    ? ConfigKeys.ValueKind.strings.schema
                    : ["type": "number", "description": option.summary + ". Default: \(option.defaultValue)."]
            }
            ruleProperties[rule.id] = [
                "type": "object", "additionalProperties": false, "description": rule.title, "properties": keys,
            ]
        }
        properties[Top.rules.name] = nested(
            Top.rules, ["type": "object", "additionalProperties": false, "properties": ruleProperties])
        properties[Top.overrides.name] = nested(
            Top.overrides, ["type": "array", "items": object(ConfigKeys.override)])
        top["properties"] = properties
        // Keys starting "x-" hold anchors for YAML merge keys.
        top["patternProperties"] = ["^x-": [String: Any]()]
        top["$schema"] = "http://json-schema.org/draft-07/schema#"
        top["$id"] = id
        top["title"] = "fontscale check configuration"
        return try JSONEncoding.string(JSONValue(building: top), .document)
    }
}
