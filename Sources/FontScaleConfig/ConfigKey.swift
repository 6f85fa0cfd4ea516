import FontScale
import FontScaleMetrics

// What a key of the config is: its value kind, its default (typed where it is a value) and its
// summary. The catalogue of keys is ConfigKeys.swift.

extension ConfigKeys {
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

    /// A key's default: none (the key is required), a value the parser applies and the docs and
    /// schema print, or words for a default taken from elsewhere ("the textStyle").
    public enum Default: Sendable, Equatable {
        /// The key must be given.
        case required
        /// This value applies when the key is absent.
        case value(YAMLScalar)
        /// What applies when the key is absent, in words.
        case words(String)
    }

    /// A documented key.
    public struct Key: Sendable {
        /// The key.
        public let name: String
        /// What its value is.
        public let kind: ValueKind
        /// Its default.
        public let defaultValue: Default
        /// The only values it takes, when it takes few (`ios`, `watchos`); empty: any of its kind.
        public let values: [YAMLScalar]
        /// What it means.
        public let summary: String

        /// Creates a key.
        public init(
            name: String, kind: ValueKind, defaultValue: Default, values: [YAMLScalar] = [], summary: String
        ) {
            self.name = name
            self.kind = kind
            self.defaultValue = defaultValue
            self.values = values
            self.summary = summary
        }

        /// Whether a config must give it.
        public var isRequired: Bool { defaultValue == .required }

        /// Its default in words, as the docs' default column and the schema's descriptions say it:
        /// "required", the value as YAML (`3`, `ios`, `[]`), or the words.
        public var defaultWords: String {
            switch defaultValue {
            case .required: "required"
            case let .value(value): value.text
            case let .words(words): words
            }
        }

        /// Its type, in words: the kind, or its values (`"ios" \| "watchos"`, as a Markdown table cell).
        public var type: String {
            guard !values.isEmpty else { return kind.words }
            return values.map { value in
                if case let .plain(text) = value { return "\"\(text)\"" }
                return value.text
            }.joined(separator: " \\| ")
        }
    }

    /// A key whose default is a typed value: the parser reads `defaultValue`, the docs and the
    /// schema print the same value through `key`.
    public struct Typed<Value: ConfigValue>: Sendable {
        /// The key, its default printed.
        public let key: Key
        /// The default.
        public let defaultValue: Value
        /// The only values it takes, when it takes few; empty: any.
        public let values: [Value]

        /// Creates a key with a typed default.
        public init(
            name: String, kind: ValueKind, defaultValue: Value, values: [Value] = [], summary: String
        ) {
            key = Key(
                name: name, kind: kind, defaultValue: .value(defaultValue.yaml), values: values.map(\.yaml),
                summary: summary)
            self.defaultValue = defaultValue
            self.values = values
        }

        /// The key's name.
        public var name: String { key.name }
    }
}

/// A value a config key takes, as the YAML emitter writes it: the type of a key's typed default.
public protocol ConfigValue: Sendable {
    /// The value as YAML.
    var yaml: YAMLScalar { get }
}

extension Int: ConfigValue {
    /// The number.
    public var yaml: YAMLScalar { .integer(self) }
}

extension Double: ConfigValue {
    /// The number.
    public var yaml: YAMLScalar { .number(self) }
}

extension Bool: ConfigValue {
    /// true or false.
    public var yaml: YAMLScalar { .bool(self) }
}

extension String: ConfigValue {
    /// The string, quoted.
    public var yaml: YAMLScalar { .string(self) }
}

extension Platform: ConfigValue {
    /// The platform's name, plain.
    public var yaml: YAMLScalar { .plain(rawValue) }
}

extension ScalingModel: ConfigValue {
    /// The model's name, plain.
    public var yaml: YAMLScalar { .plain(rawValue) }
}

extension Array: ConfigValue where Element: ConfigValue {
    /// A flow list.
    public var yaml: YAMLScalar { .list(map(\.yaml)) }
}

extension Dictionary: ConfigValue where Key == String, Value: ConfigValue {
    /// A flow mapping, keys sorted.
    public var yaml: YAMLScalar { .mapping(sorted { $0.key < $1.key }.map { YAMLPair($0.key, $0.value.yaml) }) }
}
