import Foundation
import Testing

@testable import FontScaleOutput

/// fontscale's JSON writer against Foundation's `JSONEncoder` (the second path): the same bytes
/// for every shape a `Codable` type can take, in both layouts.
@Suite struct JSONTreeEncoderTests {
    /// Every scalar, optionals present and absent, nested values, empty containers.
    struct Scalars: Codable {
        var text = "plain"
        var escapes =
            "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{7} nul \u{0} us \u{1F} del \u{7F}"
        var unicode = "Съешь é 😀 \u{2028} \u{FEFF} e\u{301}"
        var flag = true
        var int = -42
        var int8: Int8 = -128
        var int64 = Int64.min
        var uint64 = UInt64.max
        var uint8: UInt8 = 255
        var float: Float = 0.1
        var doubles: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.2 + 0.1, 1e-7, 1.5e-5, 1e16, 1e21, 1.2345678901234568e20, 2.5,
            .leastNonzeroMagnitude, .greatestFiniteMagnitude, .ulpOfOne, 17.000000000000004, 100,
        ]
        var floats: [Float] = [0, 1, 0.5, 3.4e38, 1e-10, 16_777_216]
        var absent: String? = nil
        var present: Int? = 3
        var emptyArray: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nestedEmpty: [[String]] = [[], [], ["x"]]
        var optionals: [Int?] = [1, nil, 3]
    }

    enum Shade: String, Codable { case dark, light }
    enum Keyed: String, Codable, CodingKeyRepresentable { case zeta, alpha }

    /// Dictionaries: sorted by their keys' UTF-8 bytes (uppercase before lowercase, "Z10" before
    /// "Z9", non-ASCII last), Int keys as strings, enum keys as an array of pairs unless
    /// `CodingKeyRepresentable`.
    struct Dictionaries: Codable {
        var strings = [
            "b": 1, "a": 2, "B": 3, "é": 4, "Z10": 5, "Z9": 6, "": 7, "a b": 8, "ab": 9, "abcdefghij": 10,
            "abcdefghi": 11, "abcdefgh": 12, "abcdefgh\u{0}": 13, "e\u{300}": 14, "😀": 15, "/": 16,
        ]
        var ints = [10: "ten", 9: "nine", -1: "minus one"]
        var shades: [Shade: Int] = [.dark: 1, .light: 2]
        var keyed: [Keyed: Int] = [.zeta: 1, .alpha: 2]
        var nested = ["outer": ["inner": [1.5, 2]]]
    }

    /// Containers used by hand: nested ones, a key encoded twice, a super encoder, nil by key.
    struct Handmade: Encodable {
        enum Key: String, CodingKey { case zebra, apple, nested, list, again, explicitNil, parent }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("first", forKey: .again)
            try container.encode(1, forKey: .zebra)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try nested.encode([3, 2, 1], forKey: .list)
            try nested.encodeNil(forKey: .explicitNil)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode("a")
            var inner = list.nestedContainer(keyedBy: Key.self)
            try inner.encode(true, forKey: .apple)
            var deeper = list.nestedUnkeyedContainer()
            try deeper.encode(0.5)
            try list.encodeNil()
            try container.encode("second", forKey: .again)
            let parent = container.superEncoder(forKey: .parent)
            var parentValues = parent.container(keyedBy: Key.self)
            try parentValues.encode("from super", forKey: .apple)
            let unnamed = container.superEncoder()
            var single = unnamed.singleValueContainer()
            try single.encode(7)
            try container.encode(Nothing(), forKey: .apple)
        }
    }

    /// A value that asks for no container: `{}`.
    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// Two keyed containers on one encoder: their members together.
    struct TwoContainers: Encodable {
        enum A: String, CodingKey { case one }
        enum B: String, CodingKey { case two }
        func encode(to encoder: any Encoder) throws {
            var a = encoder.container(keyedBy: A.self)
            try a.encode(1, forKey: .one)
            var b = encoder.container(keyedBy: B.self)
            try b.encode(2, forKey: .two)
        }
    }

    /// Objects of one type with different keys present, so the writer's sorted order per key
    /// type cannot be reused from the object before.
    struct Varying: Codable {
        var zz: Int?
        var mm: Int?
        var aa: Int?
    }

    func expectSame<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for layout in [JSONEncoding.Layout.document, .compact] {
            let ours = try JSONEncoding.string(value, layout)
            let foundation = try JSONEncoding.foundation(value, layout)
            #expect(ours == foundation, "\(layout)", sourceLocation: sourceLocation)
        }
    }

    @Test func scalarsAndEscapes() throws { try expectSame(Scalars()) }

    @Test func dictionariesSortByBytes() throws { try expectSame(Dictionaries()) }

    @Test func handmadeContainers() throws {
        try expectSame(Handmade())
        try expectSame(TwoContainers())
        try expectSame([Nothing()])
        // Nothing at the top is JSONEncoder's error.
        #expect(throws: EncodingError.self) { try JSONEncoding.string(Nothing()) }
        #expect(throws: EncodingError.self) { try JSONEncoding.foundation(Nothing()) }
    }

    @Test func topLevelFragmentsAndArrays() throws {
        try expectSame("a / \"b\"")
        try expectSame(2.5)
        try expectSame(7)
        try expectSame([Int]())
        try expectSame([String: [Int]]())
        try expectSame([[1, 2], [], [3]])
        try expectSame(Optional<Int>.none)
    }

    @Test func varyingKeysOfOneType() throws {
        try expectSame([
            Varying(zz: 1, mm: 2, aa: 3), Varying(zz: nil, mm: 2, aa: 3), Varying(zz: 1, mm: nil, aa: nil),
            Varying(zz: 1, mm: 2, aa: 3), Varying(),
        ])
    }

    /// Random dictionaries of random strings (every byte class an escape or a sort can trip on).
    @Test func randomDocuments() throws {
        var generator = SplitMix(seed: 47)
        let alphabet = Array("aAzZ09 _-./\\\"\t\n\u{1}\u{1F}é€😀\u{301}")
        func text() -> String {
            String(
                (0..<Int(generator.next() % 12)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
        for _ in 0..<50 {
            var document: [String: [String: Double]] = [:]
            for _ in 0..<Int(generator.next() % 8) {
                var inner: [String: Double] = [:]
                for _ in 0..<Int(generator.next() % 6) {
                    inner[text()] = Double(Int64(bitPattern: generator.next()) % 1_000_000) / 997
                }
                document[text()] = inner
            }
            try expectSame(document)
        }
    }

    /// The error of each encoder for `value`: its coding path and description.
    func failures<T: Encodable>(_ value: T) -> [String] {
        [{ try JSONEncoding.string(value) }, { try JSONEncoding.foundation(value) }].map { encode in
            do {
                _ = try encode()
                return "no error"
            } catch let EncodingError.invalidValue(_, context) {
                return context.codingPath.map(\.stringValue).joined(separator: "/") + ": " + context.debugDescription
            } catch {
                return "\(error)"
            }
        }
    }

    /// NaN and infinities are refused with JSONEncoder's error, naming the same place.
    @Test func nonFiniteNumbersAreRefusedAsFoundationRefusesThem() {
        struct Field: Encodable {
            var x: Double
            var y: Float = 1
        }
        struct Listed: Encodable {
            let value: Double
            func encode(to encoder: any Encoder) throws {
                var list = encoder.unkeyedContainer()
                try list.encode(1.0)
                try list.encode(value)
            }
        }
        for value in [Double.nan, .infinity, -.infinity] {
            let cases = [
                failures(["x": value]), failures(Field(x: value)), failures(Field(x: 1, y: Float(value))),
                failures(Listed(value: value)), failures(["k": [1, value]]), failures([["k": [Float(value)]]]),
                failures([Field(x: 2), Field(x: value)]),
            ]
            for pair in cases {
                #expect(pair[0] == pair[1])
                #expect(pair[0] != "no error")
            }
        }
    }

    /// A nested container asked for again for the same key is the same one, as in JSONEncoder.
    @Test func nestedContainersForOneKeyMerge() throws {
        struct Twice: Encodable {
            enum Key: String, CodingKey { case meta, list, x, y }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var first = container.nestedContainer(keyedBy: Key.self, forKey: .meta)
                try first.encode(1, forKey: .x)
                var second = container.nestedContainer(keyedBy: Key.self, forKey: .meta)
                try second.encode(2, forKey: .y)
                var one = container.nestedUnkeyedContainer(forKey: .list)
                try one.encode("a")
                var two = container.nestedUnkeyedContainer(forKey: .list)
                try two.encode("b")
            }
        }
        try expectSame(Twice())
    }

    /// Keys that are the same as Swift strings but not as bytes ("é" and "e" + U+0301): one key,
    /// the first spelling with the last value, as JSONEncoder's dictionary keeps them; and each
    /// object sorted by its own bytes.
    @Test func canonicallyEquivalentKeys() throws {
        struct Spellings: Encodable {
            struct Key: CodingKey {
                let stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }
            let keys: [String]
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                for (index, key) in keys.enumerated() { try container.encode(index, forKey: Key(stringValue: key)) }
            }
        }
        try expectSame(Spellings(keys: ["f", "e\u{301}", "é", "a"]))
        try expectSame(Spellings(keys: ["é", "f", "e\u{301}"]))
        try expectSame([["é": 1, "f": 2], ["e\u{301}": 1, "f": 2], ["f": 1, "e": 2]])
    }

    /// Deeper than JSONEncoder writes: its error, from both.
    @Test func tooDeepIsRefused() throws {
        var value = JSONValue.bool(true)
        for _ in 0..<600 { value = .array([value]) }
        let pair = failures(value)
        #expect(pair[0] == pair[1] && pair[0].contains("Unable to encode the given top-level value"))
        var shallow = JSONValue.string("leaf")
        for _ in 0..<500 { shallow = .object(["k": shallow]) }
        try expectSame(shallow)
    }

    /// What JSONEncoder writes its own way goes through it: a URL as its string, Data as base64.
    @Test func foundationTypesFallBackToJSONEncoder() throws {
        struct Mixed: Codable {
            var url = URL(string: "https://example.com/a b")
            var data = Data([1, 2, 3])
            var date = Date(timeIntervalSinceReferenceDate: 12.5)
        }
        try expectSame(Mixed())
        #expect(try JSONEncoding.string(Mixed()).contains("\"data\" : \"AQID\""))
    }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
