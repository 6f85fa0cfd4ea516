import Foundation

/// Writes a `JSONTreeEncoder` tree as `JSONEncoder`'s writer does (JSONWriter.swift in
/// swift-foundation): the same indentation, separators, escapes and key order.
struct JSONTreeWriter {
    /// A document nested deeper than `JSONEncoder` writes (512 arrays or objects).
    struct TooDeep: Error {}

    let pretty: Bool
    var bytes: [UInt8] = []
    private var indent = 0
    private var depth = 0

    init(pretty: Bool) {
        self.pretty = pretty
        bytes.reserveCapacity(1 << 16)
    }

    mutating func write(_ node: JSONNode) throws {
        switch node {
        case .null: bytes.append(contentsOf: "null".utf8)
        case let .bool(flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case let .number(text):
            // JSONEncoder's way: the description, a final ".0" dropped.
            let utf8 = text.utf8
            if utf8.count > 2, utf8.last == UInt8(ascii: "0"), utf8[utf8.index(utf8.endIndex, offsetBy: -2)] == 0x2E {
                bytes.append(contentsOf: utf8.dropLast(2))
            } else {
                bytes.append(contentsOf: utf8)
            }
        case let .int(value): bytes.append(contentsOf: String(value).utf8)
        case let .string(text): quote(text)
        case let .array(array): try write(array.items)
        case let .object(object): try write(object)
        }
    }

    /// One level deeper, as JSONWriter counts them.
    private mutating func enter() throws {
        depth += 1
        guard depth < 512 else { throw TooDeep() }
    }

    private mutating func write(_ items: [JSONNode]) throws {
        try enter()
        defer { depth -= 1 }
        bytes.append(UInt8(ascii: "["))
        if pretty {
            bytes.append(0x0A)
            indent += 1
        }
        for (index, item) in items.enumerated() {
            if index > 0 {
                bytes.append(0x2C)
                if pretty { bytes.append(0x0A) }
            }
            if pretty { writeIndent() }
            try write(item)
        }
        if pretty {
            bytes.append(0x0A)
            indent -= 1
            writeIndent()
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func write(_ object: JSONObjectNode) throws {
        try enter()
        defer { depth -= 1 }
        let members = object.members
        let sorted = order(of: object)
        bytes.append(UInt8(ascii: "{"))
        if pretty {
            bytes.append(0x0A)
            indent += 1
            if !sorted.isEmpty { writeIndent() }
        }
        for (position, pair) in sorted.enumerated() {
            if position > 0 {
                bytes.append(0x2C)
                if pretty {
                    bytes.append(0x0A)
                    writeIndent()
                }
            }
            quote(members[pair.key].key)
            if pretty { bytes.append(0x20) }
            bytes.append(0x3A)
            if pretty { bytes.append(0x20) }
            try write(members[pair.value].value)
        }
        if pretty {
            bytes.append(0x0A)
            indent -= 1
            writeIndent()
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// The last sorted order of each key type's objects, with the keys it sorted.
    private var orders: [ObjectIdentifier: (keys: [String], order: [(key: Int, value: Int)])] = [:]

    /// `object`'s members as `JSONEncoder` writes them: each key once, by its keys' UTF-8 bytes,
    /// as (the member whose key is written, the member whose value is). A key encoded twice is
    /// one member, as in JSONEncoder's dictionary, which compares keys as Swift strings do: the
    /// first spelling with the last value. The order of the last object of the same key type is
    /// used again when its keys are the same bytes.
    private mutating func order(of object: JSONObjectNode) -> [(key: Int, value: Int)] {
        let members = object.members
        guard members.count > 1 else { return members.indices.map { ($0, $0) } }
        if let type = object.keyType, let cached = orders[type], cached.keys.count == members.count,
            zip(cached.keys, members).allSatisfy({ $0.utf8.elementsEqual($1.key.utf8) })
        {
            return cached.order
        }
        var pairs: [(key: Int, value: Int)]
        if members.allSatisfy({ $0.key.utf8.allSatisfy { $0 < 0x80 } }) {
            // ASCII keys (every key of fontscale's types): equal as strings only when equal as bytes.
            var ranked: [(prefix: UInt64, index: Int)] = members.indices.map { (Self.prefix(members[$0].key), $0) }
            ranked.sort { a, b in
                if a.prefix != b.prefix { return a.prefix < b.prefix }
                let (left, right) = (members[a.index].key.utf8, members[b.index].key.utf8)
                return left.elementsEqual(right) ? a.index < b.index : left.lexicographicallyPrecedes(right)
            }
            pairs = []
            pairs.reserveCapacity(ranked.count)
            for (_, index) in ranked {
                if let last = pairs.last, members[last.key].key.utf8.elementsEqual(members[index].key.utf8) {
                    pairs[pairs.count - 1].value = index
                } else {
                    pairs.append((index, index))
                }
            }
        } else {
            var first: [String: Int] = [:], last: [String: Int] = [:]
            for (index, member) in members.enumerated() {
                if first[member.key] == nil { first[member.key] = index }
                last[member.key] = index
            }
            pairs = first.map { ($0.value, last[$0.key]!) }
            pairs.sort { members[$0.key].key.utf8.lexicographicallyPrecedes(members[$1.key].key.utf8) }
        }
        if let type = object.keyType { orders[type] = (members.map(\.key), pairs) }
        return pairs
    }

    /// A key's first 8 UTF-8 bytes as a big-endian number (zeros after a shorter key's end), so
    /// comparing the numbers orders keys as their bytes do, but for ties.
    private static func prefix(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { utf8 in
            var value: UInt64 = 0
            for index in 0..<min(8, utf8.count) { value |= UInt64(utf8[index]) << (56 - 8 * UInt64(index)) }
            return value
        }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 64)

    private mutating func writeIndent() {
        var left = 2 * indent
        Self.spaces.withUnsafeBufferPointer { spaces in
            while left > 0 {
                let count = min(left, spaces.count)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[0..<count]))
                left -= count
            }
        }
    }

    /// A string as `JSONEncoder` escapes it: quotes, backslashes, \b \f \n \r \t, other controls
    /// as \u00XX (lowercase), and "/" as "\/" in the compact layout only.
    private mutating func quote(_ text: String) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            var mark = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C || (byte == 0x2F && !pretty) else { continue }
                if index > mark { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<index])) }
                bytes.append(0x5C)
                switch byte {
                case 0x22, 0x5C, 0x2F: bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
                mark = index + 1
            }
            if utf8.count > mark { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark...])) }
        }
        bytes.append(0x22)
    }
}
