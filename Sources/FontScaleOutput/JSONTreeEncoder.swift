import Foundation

/// An `Encoder` that writes the bytes Foundation's `JSONEncoder` writes on Linux with
/// `.sortedKeys` (keys ordered by their UTF-8 bytes), pretty-printed (`"key" : value`, two spaces,
/// `[\n\n]` and `{\n\n}` when empty) or compact, in half its time: Merriweather's report.json
/// takes 8 ms, 17 ms through `JSONEncoder` (best of 15 in one process, release).
///
/// The values are built into a tree (each container a class, so a nested container can be
/// filled after it is placed) and written in one pass. What `JSONEncoder` treats specially and
/// fontscale never encodes (`Date`, `Data`, `URL`, `Decimal`) is refused with `Unsupported`, and
/// `JSONEncoding` then hands the value to `JSONEncoder` itself. `JSONTreeEncoderTests` compares
/// the two byte for byte.
struct JSONTreeEncoder {
    /// A value `JSONEncoder` encodes in a way of its own.
    struct Unsupported: Error {}

    /// `value` as JSON: `pretty` (`withoutEscapingSlashes` is implied) or compact ("/" escaped).
    static func encode<T: Encodable>(_ value: T, pretty: Bool) throws -> [UInt8] {
        let root = Slot(parent: nil, key: nil)
        try root.encode(value)
        guard let node = root.node else {
            // JSONEncoder's error for a value that asks for no container at the top.
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        var writer = JSONTreeWriter(pretty: pretty)
        do { try writer.write(node) } catch is JSONTreeWriter.TooDeep {
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
        }
        return writer.bytes
    }
}

/// A value in the tree: a scalar already written as JSON text, or a container filled in place.
enum JSONNode {
    case null
    case bool(Bool)
    /// A number as text: digits, or a floating-point description (its final ".0" dropped when written).
    case number(String)
    case int(Int64)
    case string(String)
    case array(JSONArrayNode)
    case object(JSONObjectNode)
}

// The containers' arrays are only ever used by one encoding at a time (no dynamic exclusivity
// checks: they were a tenth of building the tree).

/// An array in the tree, filled in place.
final class JSONArrayNode {
    @exclusivity(unchecked) var items: [JSONNode] = []
}

/// An object in the tree, filled in place.
final class JSONObjectNode {
    /// The members in the order encoded; a key encoded again replaces the earlier value when written.
    @exclusivity(unchecked) var members: [(key: String, value: JSONNode)] = []
    /// The `CodingKey` type of the container that filled it (the writer reuses the sorted order
    /// of the last object of the same type with the same keys).
    let keyType: ObjectIdentifier?

    init(keyType: ObjectIdentifier? = nil) { self.keyType = keyType }
}

/// Where one value goes, and the path to it (its parent slot and its key in it) for errors and
/// `codingPath`, computed only when asked.
private final class Slot {
    var node: JSONNode?
    let parent: Slot?
    let key: (any CodingKey)?

    init(parent: Slot?, key: (any CodingKey)?) {
        self.parent = parent
        self.key = key
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var slot: Slot? = self
        while let current = slot, let key = current.key {
            path.append(key)
            slot = current.parent
        }
        return path.reversed()
    }

    /// `value`'s node: the scalars directly, anything else through its `encode(to:)`.
    func encode<T: Encodable>(_ value: T) throws { node = try Self.node(of: value, in: self, top: true) }

    static func node<T: Encodable>(of value: T, in slot: Slot, top: Bool = false) throws -> JSONNode? {
        // The type compared, not cast (a cast looked up conformances: a third of the time).
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Double.self { return try number(unsafeBitCast(value, to: Double.self), at: slot) }
        if T.self == Int.self { return .int(Int64(unsafeBitCast(value, to: Int.self))) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == Data.self || T.self == URL.self || T.self == Decimal.self || T.self == Date.self {
            throw JSONTreeEncoder.Unsupported()
        }
        try value.encode(to: TreeEncoder(slot: slot))
        // A value that encodes nothing is {} inside a document, as in JSONEncoder; at the top, an error.
        return top ? slot.node : slot.node ?? .object(JSONObjectNode())
    }

    /// A floating-point number as `JSONEncoder` writes it: its description without a final ".0";
    /// NaN and infinities refused with its error.
    static func number<F: BinaryFloatingPoint & CustomStringConvertible>(
        _ value: F, at slot: Slot, key: (any CodingKey)? = nil
    ) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                .init(
                    codingPath: slot.codingPath + (key.map { [$0] } ?? []),
                    debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
        }
        return .number(value.description)
    }

    /// The child slot for `key` (or an array element), encoded with `value`.
    func child<T: Encodable>(_ value: T, key: any CodingKey) throws -> JSONNode {
        try Self.node(of: value, in: Slot(parent: self, key: key)) ?? .null
    }

    /// The object this slot holds, made when it holds nothing yet (a second keyed container
    /// adds to the first, as in `JSONEncoder`).
    func object(keyType: ObjectIdentifier? = nil) -> JSONObjectNode {
        if case let .object(object) = node { return object }
        let object = JSONObjectNode(keyType: keyType)
        node = .object(object)
        return object
    }

    func array() -> JSONArrayNode {
        if case let .array(array) = node { return array }
        let array = JSONArrayNode()
        node = .array(array)
        return array
    }
}

/// An array element's key in a coding path ("Index 3", as `JSONEncoder` names it), or a super
/// encoder's.
private struct IndexKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(_ index: Int) { (stringValue, intValue) = ("Index \(index)", index) }
    init(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
    init(intValue: Int) { self.init(intValue) }
}

private struct TreeEncoder: Encoder {
    let slot: Slot
    var codingPath: [any CodingKey] { slot.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedTree<Key>(slot: slot, object: slot.object(keyType: ObjectIdentifier(Key.self))))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedTree(slot: slot, array: slot.array()) }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleTree(slot: slot) }
}

private struct KeyedTree<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let object: JSONObjectNode
    var codingPath: [any CodingKey] { slot.codingPath }

    private func put(_ node: JSONNode, _ key: Key) { object.members.append((key.stringValue, node)) }

    mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        put(try Slot.number(value, at: slot, key: key), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        put(try Slot.number(value, at: slot, key: key), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(.number(String(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.number(String(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.number(String(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.number(String(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(.number(String(value)), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { put(try slot.child(value, key: key), key) }

    /// What `key` holds so far (the last value encoded for it), as `JSONEncoder`'s dictionary has it.
    private func current(_ key: Key) -> JSONNode? {
        let name = key.stringValue
        return object.members.last { $0.key == name }?.value
    }

    // A nested container asked for again for the same key is the same container, as in JSONEncoder.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested: JSONObjectNode
        if case let .object(existing) = current(key) {
            nested = existing
        } else {
            nested = JSONObjectNode(keyType: ObjectIdentifier(NestedKey.self))
            put(.object(nested), key)
        }
        return KeyedEncodingContainer(KeyedTree<NestedKey>(slot: Slot(parent: slot, key: key), object: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested: JSONArrayNode
        if case let .array(existing) = current(key) {
            nested = existing
        } else {
            nested = JSONArrayNode()
            put(.array(nested), key)
        }
        return UnkeyedTree(slot: Slot(parent: slot, key: key), array: nested)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named name: String) -> any Encoder {
        // The value lands under `name` when it is encoded: a slot whose node the object reads back.
        let child = Slot(parent: slot, key: IndexKey(stringValue: name))
        object.members.append((name, .object(JSONObjectNode())))
        let index = object.members.count - 1
        return SuperEncoder(slot: child) { [object] node in object.members[index].value = node }
    }
}

private struct UnkeyedTree: UnkeyedEncodingContainer {
    let slot: Slot
    let array: JSONArrayNode
    var codingPath: [any CodingKey] { slot.codingPath }
    var count: Int { array.items.count }

    private func put(_ node: JSONNode) { array.items.append(node) }

    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(try Slot.number(value, at: slot, key: IndexKey(count))) }
    mutating func encode(_ value: Float) throws { put(try Slot.number(value, at: slot, key: IndexKey(count))) }
    mutating func encode(_ value: Int) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: UInt) throws { put(.number(String(value))) }
    mutating func encode(_ value: UInt8) throws { put(.number(String(value))) }
    mutating func encode(_ value: UInt16) throws { put(.number(String(value))) }
    mutating func encode(_ value: UInt32) throws { put(.number(String(value))) }
    mutating func encode(_ value: UInt64) throws { put(.number(String(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws { put(try slot.child(value, key: IndexKey(count))) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = JSONObjectNode(keyType: ObjectIdentifier(NestedKey.self))
        let key = IndexKey(count)
        put(.object(nested))
        return KeyedEncodingContainer(KeyedTree<NestedKey>(slot: Slot(parent: slot, key: key), object: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArrayNode()
        let key = IndexKey(count)
        put(.array(nested))
        return UnkeyedTree(slot: Slot(parent: slot, key: key), array: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let child = Slot(parent: slot, key: IndexKey(count))
        put(.object(JSONObjectNode()))
        let index = array.items.count - 1
        return SuperEncoder(slot: child) { [array] node in array.items[index] = node }
    }
}

private struct SingleTree: SingleValueEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey] { slot.codingPath }

    mutating func encodeNil() throws { slot.node = .null }
    mutating func encode(_ value: Bool) throws { slot.node = .bool(value) }
    mutating func encode(_ value: String) throws { slot.node = .string(value) }
    mutating func encode(_ value: Double) throws { slot.node = try Slot.number(value, at: slot) }
    mutating func encode(_ value: Float) throws { slot.node = try Slot.number(value, at: slot) }
    mutating func encode(_ value: Int) throws { slot.node = .int(Int64(value)) }
    mutating func encode(_ value: Int8) throws { slot.node = .int(Int64(value)) }
    mutating func encode(_ value: Int16) throws { slot.node = .int(Int64(value)) }
    mutating func encode(_ value: Int32) throws { slot.node = .int(Int64(value)) }
    mutating func encode(_ value: Int64) throws { slot.node = .int(Int64(value)) }
    mutating func encode(_ value: UInt) throws { slot.node = .number(String(value)) }
    mutating func encode(_ value: UInt8) throws { slot.node = .number(String(value)) }
    mutating func encode(_ value: UInt16) throws { slot.node = .number(String(value)) }
    mutating func encode(_ value: UInt32) throws { slot.node = .number(String(value)) }
    mutating func encode(_ value: UInt64) throws { slot.node = .number(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { slot.node = try Slot.node(of: value, in: slot) }
}

/// The encoder `superEncoder()` returns: what is encoded through it is placed once its
/// containers are asked for (each call places the slot's node again, so later values show).
private struct SuperEncoder: Encoder {
    let slot: Slot
    let place: (JSONNode) -> Void
    var codingPath: [any CodingKey] { slot.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object = slot.object()
        place(.object(object))
        return KeyedEncodingContainer(KeyedTree<Key>(slot: slot, object: object))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array = slot.array()
        place(.array(array))
        return UnkeyedTree(slot: slot, array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SuperSingle(inner: SingleTree(slot: slot), place: place)
    }
}

/// A single value through `superEncoder()`: placed as soon as it is encoded.
private struct SuperSingle: SingleValueEncodingContainer {
    var inner: SingleTree
    let place: (JSONNode) -> Void
    var codingPath: [any CodingKey] { inner.codingPath }

    private mutating func placed(_ body: (inout SingleTree) throws -> Void) rethrows {
        try body(&inner)
        if let node = inner.slot.node { place(node) }
    }

    mutating func encodeNil() throws { try placed { try $0.encodeNil() } }
    mutating func encode(_ value: Bool) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: String) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: Double) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: Float) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: Int) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: Int8) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: Int16) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: Int32) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: Int64) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: UInt) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: UInt8) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: UInt16) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: UInt32) throws { try placed { try $0.encode(value) } }
    mutating func encode(_ value: UInt64) throws { try placed { try $0.encode(value) } }
    mutating func encode<T: Encodable>(_ value: T) throws { try placed { try $0.encode(value) } }
}
