import FontScaleOutput
import Foundation
import Testing

/// The one output policy: what each ownership refuses, what it replaces, and what a failed run leaves.
@Suite struct OutputWriterTests {
    /// A fresh folder for one test, removed by the caller.
    static func scratch(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-writer-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// A file the user names: refused when it exists unless forced, a device even when forced,
    /// and every message names the path as given.
    @Test func oneFileTheUserNames() throws {
        let folder = try Self.scratch("file")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/out.txt"
        try OutputWriter(file: path, force: false).write(Data("one".utf8))
        #expect(try Self.read(URL(fileURLWithPath: path)) == "one")
        #expect(throws: OutputError.exists(path: path)) { try OutputWriter(file: path, force: false) }
        try OutputWriter(file: path, force: true).write(Data("two".utf8))
        #expect(try Self.read(URL(fileURLWithPath: path)) == "two")
        #expect(throws: OutputError.notARegularFile(path: "/dev/null")) {
            try OutputWriter(file: "/dev/null", force: true)
        }
        let missing = folder.path + "/no/such/out.txt"
        #expect(
            throws: OutputError.cannotWrite(path: missing, reason: "the folder '\(folder.path)/no/such' does not exist")
        ) { try OutputWriter(file: missing, force: false).write(Data("x".utf8)) }
        // Made to create its folders, it does, and says which it created.
        let made = try OutputWriter(file: missing, force: false, createsFolders: true)
        try made.write(Data("x".utf8))
        #expect(made.createdFolders.map(\.lastPathComponent) == ["no", "such"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["no", "out.txt"])
    }

    /// A folder shared with other files: the files the marker records, unchanged, are replaced;
    /// any other file of the same name, or one changed since, is refused unless forced.
    @Test func filesTheMarkerRecords() throws {
        let folder = try Self.scratch("files")
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = OutputMarker(folder: folder, command: "animate", header: "test outputs")
        let first = try OutputWriter(folder: folder, ownership: .files(marker), force: false)
        try first.claim(["a.png"])
        #expect(try first.write(Data("A".utf8), to: "a.png") == folder.appendingPathComponent("a.png").path)
        // "A" is 1 byte; FNV-1a 64 of "A" is af63fc4c860222ec.
        #expect(try Self.read(marker.url) == "test outputs\n1 af63fc4c860222ec a.png\n")
        try Data("mine".utf8).write(to: folder.appendingPathComponent("b.png"))
        let second = try OutputWriter(folder: folder, ownership: .files(marker), force: false)
        try second.claim(["a.png"])
        let foreign = folder.appendingPathComponent("b.png").path
        #expect(throws: OutputError.notWrittenBy(path: foreign, command: "animate")) {
            try second.claim(["a.png", "b.png"])
        }
        try Data("edited".utf8).write(to: folder.appendingPathComponent("a.png"))
        #expect(throws: OutputError.notWrittenBy(path: folder.appendingPathComponent("a.png").path, command: "animate"))
        { try second.claim(["a.png"]) }
        try OutputWriter(folder: folder, ownership: .files(marker), force: true).claim(["a.png", "b.png"])
        #expect(
            "\(OutputError.notWrittenBy(path: "/o/b.png", command: "animate"))"
                == "'/o/b.png' exists and fontscale animate did not write it")
    }

    /// A folder owned whole: new, empty or marked is taken; other files, another request's
    /// outputs or a file in its place are refused.
    @Test func aFolderOwnedWhole() throws {
        let root = try Self.scratch("folder")
        defer { try? FileManager.default.removeItem(at: root) }
        func marker(_ folder: URL, _ request: String?) -> OutputMarker {
            OutputMarker(folder: folder, command: "report", header: "a report", request: request)
        }
        let folder = root.appendingPathComponent("new/report")
        let writer = try OutputWriter(folder: folder, ownership: .folder(marker(folder, "A")), force: false)
        #expect(writer.createdFolders.map(\.lastPathComponent) == ["new", "report"])
        #expect(try Self.read(folder.appendingPathComponent(".fontscale-report")) == "a report on A\n")
        #expect(marker(folder, nil).recordedRequest() == "A")
        #expect(
            throws: OutputError.anotherRequest(path: folder.path, command: "report", recorded: "A", requested: "B")
        ) { try OutputWriter(folder: folder, ownership: .folder(marker(folder, "B")), force: false) }
        // No request asked: the recorded one stays.
        _ = try OutputWriter(folder: folder, ownership: .folder(marker(folder, nil)), force: false)
        #expect(marker(folder, nil).recordedRequest() == "A")

        let other = root.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: other.appendingPathComponent("notes.txt"))
        #expect(throws: OutputError.foreignFolder(path: other.path, command: "report")) {
            try OutputWriter(folder: other, ownership: .folder(marker(other, nil)), force: false)
        }
        _ = try OutputWriter(folder: other, ownership: .folder(marker(other, nil)), force: true)
        #expect(try Self.read(other.appendingPathComponent("notes.txt")) == "keep")

        let file = root.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        #expect(throws: OutputError.notAFolder(path: file.path)) {
            try OutputWriter(folder: file, ownership: .folder(marker(file, nil)), force: true)
        }
    }

    /// Folders made before a creation failed are removed with the rest: `x` is made, then the
    /// 300-byte name inside it is refused by the file system (255 bytes at most).
    @Test func aPartlyCreatedPathIsDiscarded() throws {
        let root = try Self.scratch("partial")
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = try OutputWriter(folder: root, ownership: .none, force: false, createsFolders: true)
        let name = "x/" + String(repeating: "a", count: 300) + "/f.txt"
        #expect(throws: OutputError.self) { try writer.finishing { try writer.write(Data("1".utf8), to: name) } }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
    }

    /// A failed run removes what it added (new files, its marker in a folder it created, the
    /// folders it created) and keeps what it replaced, whole.
    @Test func aFailedRunRemovesWhatItAdded() throws {
        let root = try Self.scratch("discard")
        defer { try? FileManager.default.removeItem(at: root) }
        struct Boom: Error {}
        let folder = root.appendingPathComponent("out/report")
        let marker = OutputMarker(folder: folder, command: "report", header: "a report")
        let fresh = try OutputWriter(folder: folder, ownership: .folder(marker), force: false)
        #expect(throws: Boom.self) {
            try fresh.finishing {
                try fresh.write(Data("1".utf8), to: "one.txt")
                throw Boom()
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])

        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: folder.appendingPathComponent("kept.txt"))
        let again = try OutputWriter(folder: folder, ownership: .none, force: true)
        #expect(throws: Boom.self) {
            try again.finishing {
                try again.write(Data("new".utf8), to: "kept.txt")
                try again.write(Data("2".utf8), to: "sub/added.txt")
                throw Boom()
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["kept.txt"])
        #expect(try Self.read(folder.appendingPathComponent("kept.txt")) == "new")

        // A shared folder this run created goes too, with the marker that recorded its files.
        let pictures = root.appendingPathComponent("pictures")
        let shared = try OutputWriter(
            folder: pictures, ownership: .files(OutputMarker(folder: pictures, command: "animate", header: "h")),
            force: false)
        #expect(throws: Boom.self) {
            try shared.finishing {
                try shared.write(Data("1".utf8), to: "one.png")
                throw Boom()
            }
        }
        #expect(!FileManager.default.fileExists(atPath: pictures.path))
    }

    /// The one JSON encoding, against bytes written out by hand.
    @Test func jsonLayouts() throws {
        struct Sample: Encodable {
            let zeta = "a/b</c>"
            let alpha = 1
        }
        #expect(try JSONEncoding.string(Sample()) == "{\n  \"alpha\" : 1,\n  \"zeta\" : \"a/b</c>\"\n}\n")
        #expect(try JSONEncoding.string(Sample(), .compact) == #"{"alpha":1,"zeta":"a\/b<\/c>"}"#)
    }
}
