import Foundation

/// A JSON document as a value: parsed with booleans kept apart from numbers, written with
/// sorted keys and two-space indentation, the same bytes on every platform.
package enum JSONValue: Equatable, Sendable {
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
    package static func parse(_ data: Data) throws -> JSONValue {
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
    package var string: String? { if case let .string(value) = self { value } else { nil } }
    /// The number, if this is one.
    package var number: Double? { if case let .number(value) = self { value } else { nil } }
    /// The number, if this is a whole one.
    package var int: Int? { number.flatMap { $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) : nil } }
    /// The boolean, if this is one.
    package var bool: Bool? { if case let .bool(value) = self { value } else { nil } }
    /// The elements, if this is an array.
    package var array: [JSONValue]? { if case let .array(value) = self { value } else { nil } }
    /// The members, if this is an object.
    package var object: [String: JSONValue]? { if case let .object(value) = self { value } else { nil } }
    /// The member `key`, if this is an object that has it.
    package subscript(key: String) -> JSONValue? { object?[key] }

    /// What kind of value this is, for messages: "a string", "an object".
    package var kind: String {
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
    package func rendered() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(into: &out, depth: 0)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    /// Written as UTF-8 bytes into one buffer (string concatenation took seconds on a 25 MB SARIF log).
    private func write(into out: inout [UInt8], depth: Int) {
        func indent(_ depth: Int) { out.append(contentsOf: repeatElement(0x20, count: 2 * depth)) }
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case let .bool(value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case let .number(value): out.append(contentsOf: Self.number(value).utf8)
        case let .string(value): Self.quote(value, into: &out)
        case let .array(values):
            guard !values.isEmpty else { return out.append(contentsOf: "[]".utf8) }
            out.append(contentsOf: "[\n".utf8)
            for (index, value) in values.enumerated() {
                indent(depth + 1)
                value.write(into: &out, depth: depth + 1)
                out.append(contentsOf: (index == values.count - 1 ? "\n" : ",\n").utf8)
            }
            indent(depth)
            out.append(UInt8(ascii: "]"))
        case let .object(members):
            guard !members.isEmpty else { return out.append(contentsOf: "{}".utf8) }
            out.append(contentsOf: "{\n".utf8)
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                indent(depth + 1)
                Self.quote(key, into: &out)
                out.append(contentsOf: ": ".utf8)
                members[key]!.write(into: &out, depth: depth + 1)
                out.append(contentsOf: (index == keys.count - 1 ? "\n" : ",\n").utf8)
            }
            indent(depth)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A number as JSON: whole numbers without a fraction, others in the shortest exact form.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped.
    package static func quote(_ text: String) -> String {
        var out: [UInt8] = []
        quote(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `quote(text)` appended to `out` as UTF-8.
    static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 0x0A: out.append(contentsOf: "\\n".utf8)
            case 0x0D: out.append(contentsOf: "\\r".utf8)
            case 0x09: out.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)  // UTF-8 continuation and lead bytes are all >= 0x80
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSONValue: Encodable {
    /// Encodes the value as itself (an object as a keyed container), so `JSONEncoding` lays out a
    /// document built by hand as it lays out every other: whole numbers as integers.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .number(value):
            if value == value.rounded(), abs(value) < 1e15 {
                try container.encode(Int(value))
            } else {
                try container.encode(value)
            }
        case let .string(value): try container.encode(value)
        case let .array(values): try container.encode(values)
        case let .object(members): try container.encode(members)
        }
    }
}

extension JSONValue {
    /// A value built of Swift's own types (String, Bool, any integer or floating-point number,
    /// arrays and `[String: Any]` dictionaries of them, a `JSONValue`); nil and NSNull are null.
    /// Anything else is a programming error: the caller builds the value in code.
    package init(building value: Any) {
        switch value {
        case let json as JSONValue: self = json
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let number as any BinaryInteger: self = .number(Double(number))
        case let number as any BinaryFloatingPoint: self = .number(Double(number))
        case let array as [Any]: self = .array(array.map(JSONValue.init(building:)))
        case let object as [String: Any]: self = .object(object.mapValues(JSONValue.init(building:)))
        case is NSNull: self = .null
        case _ where Mirror(reflecting: value).displayStyle == .optional:
            let wrapped = Mirror(reflecting: value).children.first?.value
            self = wrapped.map(JSONValue.init(building:)) ?? .null
        default: preconditionFailure("JSONValue(building:): a \(type(of: value)) is not a JSON value")
        }
    }
}
