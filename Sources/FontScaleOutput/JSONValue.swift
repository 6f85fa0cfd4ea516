import Foundation

/// A JSON document as a value: parsed with booleans kept apart from numbers, written with
/// sorted keys and two-space indentation, the same bytes on every platform.
public enum JSONValue: Equatable, Sendable {
    /// null
    case null
    /// true or false
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Parses `data` (any JSON value at the top).
    public static func parse(_ data: Data) throws -> JSONValue {
        JSONValue(foundation: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    /// Converts what `JSONSerialization` returns: booleans are NSNumbers of type "c", and long
    /// decimals come as NSDecimalNumber, whose `doubleValue` is off in the last digits on Linux
    /// (1.2941176470588236 reads as ...238), so numbers are read back from their text.
    init(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" {
                self = .bool(number.boolValue)
            } else {
                self = .number(Double(number.stringValue) ?? number.doubleValue)
            }
        case let array as [Any]: self = .array(array.map(JSONValue.init(foundation:)))
        case let object as [String: Any]: self = .object(object.mapValues(JSONValue.init(foundation:)))
        default: self = .null
        }
    }

    /// The string, if this is one.
    public var string: String? { if case let .string(value) = self { value } else { nil } }
    /// The number, if this is one.
    public var number: Double? { if case let .number(value) = self { value } else { nil } }
    /// The number, if this is a whole one.
    public var int: Int? { number.flatMap { $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) : nil } }
    /// The boolean, if this is one.
    public var bool: Bool? { if case let .bool(value) = self { value } else { nil } }
    /// The elements, if this is an array.
    public var array: [JSONValue]? { if case let .array(value) = self { value } else { nil } }
    /// The members, if this is an object.
    public var object: [String: JSONValue]? { if case let .object(value) = self { value } else { nil } }
    /// The member `key`, if this is an object that has it.
    public subscript(key: String) -> JSONValue? { object?[key] }

    /// What kind of value this is, for messages: "a string", "an object".
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The document: sorted keys, two-space indentation, `"key": value`, a final newline.
    public func rendered() -> String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .number(value): out += Self.number(value)
        case let .string(value): out += Self.quote(value)
        case let .array(values):
            guard !values.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, value) in values.enumerated() {
                out += indent + "  "
                value.write(into: &out, indent: indent + "  ")
                out += index == values.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case let .object(members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                out += indent + "  " + Self.quote(key) + ": "
                members[key]!.write(into: &out, indent: indent + "  ")
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    /// A number as JSON: whole numbers without a fraction, others in the shortest exact form.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
