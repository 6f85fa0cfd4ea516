import Foundation

/// Writes a `JSONTreeEncoder` tree as `JSONEncoder`'s writer does (JSONWriter.swift in
/// swift-foundation): the same indentation, separators, escapes and key order.
struct JSONTreeWriter {
    let pretty: Bool
    var bytes: [UInt8] = []
    private var indent = 0

    init(pretty: Bool) {
        self.pretty = pretty
        bytes.reserveCapacity(1 << 16)
    }

    mutating func write(_ node: JSONNode) {
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
        case let .array(array): write(array.items)
        case let .object(object): write(object)
        }
    }

    private mutating func write(_ items: [JSONNode]) {
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
            write(item)
        }
        if pretty {
            bytes.append(0x0A)
            indent -= 1
            writeIndent()
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func write(_ object: JSONObjectNode) {
        let members = object.members
        let sorted = order(of: object)
        bytes.append(UInt8(ascii: "{"))
        if pretty {
            bytes.append(0x0A)
            indent += 1
            if !sorted.isEmpty { writeIndent() }
        }
        for (position, index) in sorted.enumerated() {
            if position > 0 {
                bytes.append(0x2C)
                if pretty {
                    bytes.append(0x0A)
                    writeIndent()
                }
            }
            quote(members[index].key)
            if pretty { bytes.append(0x20) }
            bytes.append(0x3A)
            if pretty { bytes.append(0x20) }
            write(members[index].value)
        }
        if pretty {
            bytes.append(0x0A)
            indent -= 1
            writeIndent()
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// The last sorted order of each key type's objects, with the keys it sorted.
    private var orders: [ObjectIdentifier: (keys: [String], order: [Int])] = [:]

    /// The indices of `object`'s members sorted by their keys' UTF-8 bytes, each key once (of a key
    /// encoded twice, the later value); the last order of the same key type when the keys are the same.
    private mutating func order(of object: JSONObjectNode) -> [Int] {
        let members = object.members
        guard members.count > 1 else { return Array(members.indices) }
        if let type = object.keyType, let cached = orders[type], cached.keys.count == members.count,
            zip(cached.keys, members).allSatisfy({ $0 == $1.key })
        {
            return cached.order
        }
        // Compared by their first 8 bytes as a number, then whole; stable.
        var ranked: [(prefix: UInt64, index: Int)] = members.indices.map { (Self.prefix(members[$0].key), $0) }
        ranked.sort { a, b in
            if a.prefix != b.prefix { return a.prefix < b.prefix }
            let (left, right) = (members[a.index].key, members[b.index].key)
            return left == right ? a.index < b.index : left.utf8.lexicographicallyPrecedes(right.utf8)
        }
        var sorted: [Int] = []
        sorted.reserveCapacity(ranked.count)
        for (_, index) in ranked {
            if let last = sorted.last, members[last].key == members[index].key {
                sorted[sorted.count - 1] = index
            } else {
                sorted.append(index)
            }
        }
        if let type = object.keyType { orders[type] = (members.map(\.key), sorted) }
        return sorted
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
