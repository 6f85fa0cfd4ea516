import Foundation

/// An sfnt font (TrueType or OpenType) as its tables, for tests that damage real fonts in code:
/// patch a field, replace a table, cut the file, wrap it as a collection or a WOFF file.
/// No font bytes are committed; every bad font is made from a fetched one when a test runs.
public struct SFNT {
    /// The sfnt version: 0x00010000 for TrueType outlines, "OTTO" for CFF.
    public var version: UInt32
    /// The tables by tag ("head", "OS/2").
    public var tables: [String: [UInt8]]

    /// Reads the font at `path` (a single font, not a collection).
    public init(path: String) throws {
        try self.init(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// Reads the table directory at `base` (0, or a face's offset in a collection) and its tables.
    public init(bytes: [UInt8], at base: Int = 0) throws {
        guard bytes.count >= base + 12 else { throw CommandError(message: "not an sfnt: \(bytes.count) bytes") }
        version = UInt32(SFNT.u16(bytes, base)) << 16 | UInt32(SFNT.u16(bytes, base + 2))
        tables = [:]
        for entry in 0..<SFNT.u16(bytes, base + 4) {
            let at = base + 12 + 16 * entry
            let tag = String(decoding: bytes[at..<at + 4], as: UTF8.self)
            let offset = SFNT.u32(bytes, at + 8), length = SFNT.u32(bytes, at + 12)
            tables[tag] = Array(bytes[offset..<offset + length])
        }
    }

    /// The order `bytes(last:)` writes the tables' data in: by tag, `last` moved to the end.
    func order(last: String?) -> [String] {
        let sorted = tables.keys.sorted()
        guard let last, tables[last] != nil else { return sorted }
        return sorted.filter { $0 != last } + [last]
    }

    /// The table directory entries as `bytes(base:last:)` writes them: (tag, offset, length), by tag.
    public func layout(base: Int = 0, last: String? = nil) -> [(tag: String, offset: Int, length: Int)] {
        var offset = base + 12 + 16 * tables.count
        var offsets: [String: Int] = [:]
        for tag in order(last: last) {
            offsets[tag] = offset
            offset += (tables[tag]!.count + 3) / 4 * 4
        }
        return tables.keys.sorted().map { ($0, offsets[$0]!, tables[$0]!.count) }
    }

    /// The font file: a sorted directory, 4-byte aligned tables, `last`'s data at the end (as
    /// glyf often is), offsets counted from `base` (a face's place in a collection); checksums
    /// are left 0: nothing checks them.
    public func bytes(base: Int = 0, last: String? = nil) -> [UInt8] {
        let count = tables.count
        var power = 1
        while power * 2 <= count { power *= 2 }
        var out =
            SFNT.be32(Int(version)) + SFNT.be16(count) + SFNT.be16(power * 16) + SFNT.be16(power.trailingZeroBitCount)
            + SFNT.be16(count * 16 - power * 16)
        for entry in layout(base: base, last: last) {
            out += Array(entry.tag.utf8) + SFNT.be32(0) + SFNT.be32(entry.offset) + SFNT.be32(entry.length)
        }
        for tag in order(last: last) {
            out += tables[tag]! + [UInt8](repeating: 0, count: (4 - tables[tag]!.count % 4) % 4)
        }
        return out
    }

    /// Sets the big-endian 16-bit field at `offset` of table `tag` (negative values as two's complement).
    public mutating func set16(_ tag: String, _ offset: Int, _ value: Int) {
        tables[tag]!.replaceSubrange(offset..<offset + 2, with: SFNT.be16(value))
    }

    /// Replaces the name table with Windows Unicode English records: family (IDs 1 and 16),
    /// subfamily, full name and PostScript name.
    public mutating func rename(family: String, style: String = "Regular", postScript: String = "Renamed-Regular") {
        let names: [(Int, String)] = [
            (1, family), (2, style), (4, family + " " + style), (6, postScript), (16, family),
        ]
        var records: [UInt8] = [], strings: [UInt8] = []
        for (id, text) in names {
            let utf16 = text.utf16.flatMap { SFNT.be16(Int($0)) }
            records += [3, 1, 0x409, id, utf16.count, strings.count].flatMap(SFNT.be16)
            strings += utf16
        }
        tables["name"] = SFNT.be16(0) + SFNT.be16(names.count) + SFNT.be16(6 + 12 * names.count) + records + strings
    }

    /// The font as a WOFF 1.0 file with every table stored uncompressed (allowed when it does not shrink).
    public func woff() -> [UInt8] {
        let sorted = tables.keys.sorted()
        var entries: [UInt8] = [], data: [UInt8] = []
        let start = 44 + 20 * sorted.count
        for tag in sorted {
            let table = tables[tag]!
            entries +=
                Array(tag.utf8) + SFNT.be32(start + data.count) + SFNT.be32(table.count) + SFNT.be32(table.count)
                + SFNT.be32(0)
            data += table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
        }
        let total = start + data.count
        let header =
            Array("wOFF".utf8) + SFNT.be32(Int(version)) + SFNT.be32(total) + SFNT.be16(sorted.count) + SFNT.be16(0)
            + SFNT.be32(bytes().count) + SFNT.be16(1) + SFNT.be16(0) + [UInt8](repeating: 0, count: 20)
        return header + entries + data
    }

    /// The test process's scratch folder, removed when the process exits.
    private static let scratch: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-sfnt-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: SFNT.scratch) }
        return folder
    }()

    /// Writes `bytes` to `name` in a folder of its own (tests run in parallel and reuse names);
    /// returns the path. Everything written goes when the test process exits.
    public static func write(_ bytes: [UInt8], named name: String) throws -> String {
        let folder = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func u16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    static func u32(_ bytes: [UInt8], _ at: Int) -> Int { u16(bytes, at) << 16 | u16(bytes, at + 2) }
    /// Two big-endian bytes.
    public static func be16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
    /// Four big-endian bytes.
    public static func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value) }
}
