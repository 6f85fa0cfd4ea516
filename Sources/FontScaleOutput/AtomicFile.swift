import Foundation

/// Writes files so a reader never sees half of one: a temporary file beside the target, then a rename.
package enum AtomicFile {
    /// Lets `body` write the temporary file at the path it is given, then renames it to `url`;
    /// removes the temporary file when anything fails. A file-system error (Foundation's, from
    /// writing the temporary file) becomes `OutputError.cannotWrite` about `url` in words, never
    /// the temporary file's name; `body`'s own errors pass through.
    package static func write(to url: URL, _ body: (String) throws -> Void) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).tmp-\(getpid())")
        do {
            try body(temporary.path)
            guard rename(temporary.path, url.path) == 0 else {
                throw OutputError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if !(error is OutputError), [NSCocoaErrorDomain, NSPOSIXErrorDomain].contains((error as NSError).domain) {
                throw OutputError.cannotWrite(path: url.path, reason: WriteProblem.describe(url.path))
            }
            throw error
        }
    }

    /// Writes `data` to `url` through a temporary file and a rename.
    package static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
    }
}

/// Why a path cannot be written, in words a user can act on.
package enum WriteProblem {
    /// The first thing in the way of writing `path`: a missing or non-folder parent, or no permission.
    package static func describe(_ path: String) -> String {
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { break }
            ancestor = parent
        }
        if !isDirectory.boolValue { return "'\(ancestor.path)' is a file, not a folder" }
        if !FileManager.default.isWritableFile(atPath: ancestor.path) {
            return "the folder '\(ancestor.path)' is not writable"
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return parent == ancestor.path ? "the file system refused it" : "the folder '\(parent)' does not exist"
    }
}
