internal import CFreeType
import Foundation

/// The process's one FreeType library. Face creation and destruction go through its lock.
///
/// Every face of a file reads one shared mapping of it: FreeType's own file streams map the file
/// once per face, and a report opens a face per variable-font instance it draws (Merriweather's
/// 6 MB file was mapped 45 times, 50 MB of resident pages). A mapping lives while a face of its
/// file is open, and a file changed on disk (size or modification time) is mapped anew.
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()

    private let lock = NSLock()
    private let library: FT_Library?

    /// A file's bytes, mapped once (`Data` with `.alwaysMapped`), and how many faces read them.
    private final class MappedFile {
        let data: Data
        let stamp: String
        var faces = 0

        init(data: Data, stamp: String) {
            self.data = data
            self.stamp = stamp
        }
    }

    private var files: [String: MappedFile] = [:]
    /// The mapping each open face reads (which keeps it alive, even after its file changed).
    private var fileOfFace: [UnsafeMutableRawPointer: (path: String, file: MappedFile)] = [:]

    private init() {
        var library: FT_Library?
        library = FT_Init_FreeType(&library) == 0 ? library : nil
        self.library = library
    }

    /// Opens face `index` of `path` (index -1 opens nothing and tells the face count).
    func openFace(path: String, index: Int) throws(FontError) -> FT_Face {
        lock.lock()
        defer { lock.unlock() }
        guard let library else { throw .invalidFont(path: path, reason: "FreeType could not start") }
        let file = try mapped(path)
        guard !file.data.isEmpty else {  // as FreeType's file stream says of an empty file
            if file.faces == 0 { files[path] = nil }
            throw .invalidFont(path: path, reason: Self.describe(0x02))
        }
        var face: FT_Face?
        let error = file.data.withUnsafeBytes { bytes in
            FT_New_Memory_Face(
                library, bytes.bindMemory(to: FT_Byte.self).baseAddress, FT_Long(bytes.count), FT_Long(index), &face)
        }
        guard error == 0, let face else {
            if file.faces == 0 { files[path] = nil }
            throw .invalidFont(path: path, reason: Self.describe(error))
        }
        file.faces += 1
        fileOfFace[UnsafeMutableRawPointer(face)] = (path, file)
        return face
    }

    /// The shared mapping of `path`, made when missing or when the file changed.
    private func mapped(_ path: String) throws(FontError) -> MappedFile {
        // stat follows links: a linked font whose target is replaced is mapped again.
        var info = stat()
        let stamp =
            stat(path, &info) == 0
            ? "\(info.st_dev)|\(info.st_ino)|\(info.st_size)|\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" : "missing"
        if let known = files[path], known.stamp == stamp { return known }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) } catch {
            throw .invalidFont(path: path, reason: "FreeType cannot open the file")
        }
        let file = MappedFile(data: data, stamp: stamp)
        files[path] = file  // faces still reading an older mapping keep it through `fileOfFace`
        return file
    }

    /// Closes a face opened by `openFace`.
    func closeFace(_ face: FT_Face) {
        lock.lock()
        defer { lock.unlock() }
        FT_Done_Face(face)
        guard let (path, file) = fileOfFace.removeValue(forKey: UnsafeMutableRawPointer(face)) else { return }
        file.faces -= 1
        if file.faces == 0, files[path] === file { files[path] = nil }
    }

    /// FreeType's error codes in words (fterrdef.h); Debian's FreeType has no error strings built in.
    static func describe(_ error: FT_Error) -> String {
        let known: [FT_Error: String] = [
            0x01: "FreeType cannot open the file", 0x02: "unknown file format", 0x03: "broken file",
            0x04: "unsupported font format version", 0x06: "invalid argument", 0x07: "unimplemented feature",
            0x08: "broken table", 0x09: "broken offset within a table", 0x10: "invalid glyph index",
            0x40: "out of memory", 0x51: "invalid stream operation", 0x53: "invalid stream seek",
            0x55: "invalid stream read", 0x56: "invalid frame operation", 0x8E: "invalid table",
            0x8F: "invalid table: missing or corrupt", 0x90: "missing or corrupt table",
            0x92: "missing horizontal header (hhea) table", 0x93: "missing locations (loca) table",
            0x96: "missing horizontal metrics (hmtx) table", 0x97: "missing PostScript (post) table",
        ]
        return known[error] ?? "FreeType error \(error)"
    }
}
