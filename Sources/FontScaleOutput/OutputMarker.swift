import Foundation

/// A hidden file in an output folder that says a command wrote there, so its next run may
/// rewrite its own outputs and still refuses files it did not write.
///
/// The first line is `header` (words for a person who finds the file); each further line
/// records one file the command wrote: its byte count, its FNV-1a 64-bit hash in hex and its
/// name (`5120 9f0c...e1 size-filmstrip.png`). A folder-wide owner (the report) writes the
/// header alone and asks `exists`; a command that shares its folder with other files (animate)
/// records each file and asks `owns(_:)`, which holds only while the file is byte for byte what
/// was recorded: a file edited, replaced or put there by anyone else is not the command's.
package struct OutputMarker: Sendable {
    /// The folder.
    package let folder: URL
    /// The command that writes the marker ("report", "animate"), as messages name it.
    package let command: String
    /// The first line's words.
    package let header: String
    /// What the outputs were made for, recorded after the header (`header on request`); nil: none.
    package let request: String?
    /// The marker's file name.
    package let name: String

    /// The marker of `command` in `folder` (`.fontscale-command`, or `name` when given: a second
    /// marker of the command in a folder that may hold its first), whose first line is `header`,
    /// then " on " and `request` when given.
    package init(folder: URL, command: String, header: String, request: String? = nil, name: String? = nil) {
        self.folder = folder
        self.command = command
        self.header = header
        self.request = request
        self.name = name ?? ".fontscale-\(command)"
    }

    /// The marker file.
    package var url: URL { folder.appendingPathComponent(name) }

    /// Whether the folder holds the marker.
    package var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// The files recorded: each name with its fingerprint (`bytes hash`); empty without a marker.
    package func records() -> [String: String] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var records: [String: String] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3 else { continue }
            records[String(fields[2])] = "\(fields[0]) \(fields[1])"
        }
        return records
    }

    /// Whether `file` (a name in the folder) is one this marker recorded and is unchanged since.
    package func owns(_ file: String) -> Bool {
        guard let recorded = records()[file] else { return false }
        return Self.fingerprint(of: folder.appendingPathComponent(file)) == recorded
    }

    /// Records `files` (names in the folder) as they are now, keeping the other records; writes
    /// the marker atomically. With no files, writes the header alone (or keeps the records).
    package func record(_ files: [String] = []) throws {
        var records = records()
        for file in files {
            records[file] = Self.fingerprint(of: folder.appendingPathComponent(file))
        }
        let lines = [firstLine] + records.keys.sorted().map { "\(records[$0]!) \($0)" }
        try AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: url)
    }

    private static let requestPrefix = " on "

    /// The first line: the header, then the request when there is one.
    private var firstLine: String { header + (request.map { Self.requestPrefix + $0 } ?? "") }

    /// The request the marker in the folder records; nil without a marker or when it names none.
    package func recordedRequest() -> String? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let first = text.prefix { $0 != "\n" }
        guard first.hasPrefix(header + Self.requestPrefix) else { return nil }
        return String(first.dropFirst(header.count + Self.requestPrefix.count))
    }

    /// A file's byte count and FNV-1a 64-bit hash, "bytes hash"; nil when it cannot be read.
    package static func fingerprint(of url: URL) -> String? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return "\(data.count) \(String(repeating: "0", count: 16 - hex.count) + hex)"
    }
}
