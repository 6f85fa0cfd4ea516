import FontScaleOutput

/// A value written on its key's line: a scalar or a flow collection.
public indirect enum YAMLScalar: Sendable, Equatable {
    /// Written as it is: a name the config reads unquoted (`ios`, `body`, `xSmall...AX5`, a rule id).
    case plain(String)
    /// A double-quoted string (`YAML.quote`).
    case string(String)
    /// A number: its shortest text that reads back as the same Double (`YAMLEmitter.number`).
    case number(Double)
    /// A whole number.
    case integer(Int)
    /// true or false.
    case bool(Bool)
    /// `null`: the key's default applies.
    case null
    /// A flow list: `[a, b]`.
    case list([YAMLScalar])
    /// A flow mapping, in the order given: `{wdth: 90, GRAD: 50}`.
    case mapping([YAMLPair])

    /// The value as YAML text.
    public var text: String {
        switch self {
        case let .plain(text): text
        case let .string(text): YAML.quote(text)
        case let .number(value): YAMLEmitter.number(value)
        case let .integer(value): String(value)
        case let .bool(value): value ? "true" : "false"
        case .null: "null"
        case let .list(items): "[" + items.map(\.text).joined(separator: ", ") + "]"
        case let .mapping(pairs): "{" + pairs.map { "\($0.key): \($0.value.text)" }.joined(separator: ", ") + "}"
        }
    }
}

/// A key and its value in a flow mapping.
public struct YAMLPair: Sendable, Equatable {
    /// The key, written plain.
    public var key: String
    /// The value.
    public var value: YAMLScalar

    /// Creates a pair.
    public init(_ key: String, _ value: YAMLScalar) {
        self.key = key
        self.value = value
    }
}

/// A comment after a value on its line: two spaces before the `#`, or padded to `column` (1-based).
public struct YAMLComment: Sendable, Equatable {
    /// The comment's text, after `# `.
    public var text: String
    /// The column its `#` starts at when the line is shorter; nil: two spaces after the value.
    public var column: Int?

    /// Creates a comment.
    public init(_ text: String, column: Int? = nil) {
        self.text = text
        self.column = column
    }
}

/// A line of a block mapping, or a block under a key.
public indirect enum YAMLLine: Sendable {
    /// `key: value`, with an optional comment after it.
    case pair(String, YAMLScalar, comment: YAMLComment? = nil)
    /// `key:` and a block mapping indented under it (`key: {}` when empty).
    case mapping(String, [YAMLLine])
    /// `key:` and a block list of `- ` items under it (`key: []` when it has no value item).
    case list(String, [YAMLItem])
    /// A comment line, `# text`, at the mapping's indentation.
    case comment(String)
}

/// An item of a block list.
public enum YAMLItem: Sendable {
    /// `- value`.
    case scalar(YAMLScalar)
    /// `- key: value` and the mapping's further lines indented under its first.
    case mapping([YAMLLine])
    /// A comment line between items, at the items' indentation.
    case comment(String)
}

/// The one writer of fontscale's YAML: `--print-config`, the starter configs of `init` and `serve`
/// and the config read from design tokens are each a list of `YAMLLine`s written here, two spaces
/// an indentation level, numbers by `number(_:)` and strings by `YAML.quote`.
public enum YAMLEmitter {
    /// The document: `lines` at the top level, each line ended by a newline.
    public static func document(_ lines: [YAMLLine]) -> String {
        var out = ""
        write(lines, indent: "", to: &out)
        return out
    }

    /// A number as a config writes it: a whole number without ".0" (17), else the shortest text
    /// that reads back as the same Double (0.3745, 1.2941176470588236).
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    private static func write(_ lines: [YAMLLine], indent: String, to out: inout String) {
        for line in lines { write(line, indent: indent, first: indent, to: &out) }
    }

    /// One line at `indent`; `first` replaces the indentation of its first line (`  - ` for a list item).
    private static func write(_ line: YAMLLine, indent: String, first: String, to out: inout String) {
        switch line {
        case let .pair(key, value, comment):
            var text = first + key + ": " + value.text
            if let comment {
                let pad = comment.column.map { max($0 - 1 - text.count, 2) } ?? 2
                text += String(repeating: " ", count: pad) + "# " + comment.text
            }
            out += text + "\n"
        case let .mapping(key, lines):
            guard !lines.isEmpty else { out += first + key + ": {}\n"; return }
            out += first + key + ":\n"
            write(lines, indent: indent + "  ", to: &out)
        case let .list(key, items):
            guard items.contains(where: { if case .comment = $0 { false } else { true } }) else {
                out += first + key + ": []\n"; return
            }
            out += first + key + ":\n"
            let inner = indent + "  "
            for item in items {
                switch item {
                case let .scalar(value): out += inner + "- " + value.text + "\n"
                case let .comment(text): out += inner + "# " + text + "\n"
                case let .mapping(lines):
                    for (index, line) in lines.enumerated() {
                        write(line, indent: inner + "  ", first: index == 0 ? inner + "- " : inner + "  ", to: &out)
                    }
                }
            }
        case let .comment(text):
            out += first + "# " + text + "\n"
        }
    }
}
