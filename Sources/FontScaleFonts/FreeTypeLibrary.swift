import CFreeType
import Foundation

/// The process's one FreeType library. Face creation and destruction go through its lock.
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()

    private let lock = NSLock()
    private let library: FT_Library?

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
        var face: FT_Face?
        let error = FT_New_Face(library, path, index, &face)
        guard error == 0, let face else { throw .invalidFont(path: path, reason: Self.describe(error)) }
        return face
    }

    /// Closes a face opened by `openFace`.
    func closeFace(_ face: FT_Face) {
        lock.lock()
        defer { lock.unlock() }
        FT_Done_Face(face)
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
