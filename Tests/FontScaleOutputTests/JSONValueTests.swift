import FontScaleOutput
import Foundation
import Testing

@Suite struct JSONValueTests {
    /// true stays a boolean and 1 a number (JSONSerialization gives NSNumbers for both).
    @Test func booleansAreNotNumbers() throws {
        let value = try JSONValue.parse(Data(#"{"a": 1, "b": true, "c": 0, "d": false, "e": 1.5, "f": null}"#.utf8))
        #expect(
            value["a"] == .number(1) && value["b"] == .bool(true) && value["c"] == .number(0)
                && value["d"] == .bool(false))
        #expect(value["e"] == .number(1.5) && value["f"] == .null)
    }

    /// RFC 8259 section 7: quotation mark, reverse solidus and the control characters U+0000-U+001F must be escaped.
    @Test func stringsAreEscapedAsRFC8259Requires() throws {
        let text = "a\"b\\c\nd\u{1}e\u{1F}f/é😀"
        #expect(JSONValue.quote(text) == #""a\"b\\c\nd\u0001e\u001ff/é😀""#)
        let parsed = try JSONValue.parse(Data(JSONValue.string(text).rendered().utf8))
        #expect(parsed == .string(text))
    }

    /// Sorted keys, two-space indentation, whole numbers without a fraction, shortest exact doubles,
    /// empty containers inline.
    @Test func rendering() throws {
        let value = JSONValue.object([
            "b": .array([.number(17), .number(0.1), .number(1.2941176470588236)]), "a": .object([:]), "c": .array([]),
        ])
        #expect(
            value.rendered()
                == "{\n  \"a\": {},\n  \"b\": [\n    17,\n    0.1,\n    1.2941176470588236\n  ],\n  \"c\": []\n}\n")
        #expect(try JSONValue.parse(Data(value.rendered().utf8)) == value)
    }

    /// Swift's own values: every integer and floating-point type is a number (a Float's 0.5 and a
    /// UInt8's 3, not null), NSNull and a nil optional are null, an optional with a value is that value.
    @Test func buildingFromSwiftValues() {
        let none: Int? = nil, some: Int? = 4
        let value = JSONValue(
            building: [
                "int": 1, "double": 2.5, "float": Float(0.5), "byte": UInt8(3), "null": NSNull(), "none": none as Any,
                "some": some as Any, "list": [true, "x"] as [Any], "json": JSONValue.string("y"),
            ] as [String: Any])
        #expect(
            value
                == .object([
                    "int": .number(1), "double": .number(2.5), "float": .number(0.5), "byte": .number(3), "null": .null,
                    "none": .null, "some": .number(4), "list": .array([.bool(true), .string("x")]),
                    "json": .string("y"),
                ]))
    }
}
