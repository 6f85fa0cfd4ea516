internal import CFontconfig
import Foundation

/// Makes sure fontconfig has a cache folder it can write before it scans anything.
///
/// Fontconfig writes a cache for every font folder it scans; when it finds no writable cache
/// folder it prints "Fontconfig error: No writable cache directories" on stderr, which would
/// break the CLI's one-line errors and mix into its output. That happens in two ways:
/// - no configured folder is writable (a read-only home in a CI container, a user without one):
///   fontconfig gets a private folder, removed when the catalog goes;
/// - the first usable folder does not exist yet and two processes start together: both try to
///   create it, and the one whose `mkdir` loses the race gives up (fontconfig 2.14's
///   `FcDirCacheWrite`). The folder is created here first, where an existing one is no failure.
struct FontconfigCache {
    /// The private folder added to the configuration, or nil when fontconfig has a writable one.
    let privateFolder: String?

    /// Creates the first of `config`'s cache folders that is missing under a writable folder, or
    /// adds a private cache folder (before its fonts are built) when none is writable.
    init(config: OpaquePointer) {
        guard !Self.hasWritableFolder(config), let folder = Self.makeTemporaryFolder() else {
            privateFolder = nil
            return
        }
        let xml = "<fontconfig><cachedir>\(Self.escaped(folder))</cachedir></fontconfig>"
        let loaded = xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, 0)
            }
        }
        guard loaded != 0 else {
            try? FileManager.default.removeItem(atPath: folder)
            privateFolder = nil
            return
        }
        privateFolder = folder
    }

    /// Removes the private folder and the caches written into it.
    func remove() {
        if let privateFolder { try? FileManager.default.removeItem(atPath: privateFolder) }
    }

    /// Whether one of the configured cache folders (in fontconfig's order) is writable, creating
    /// it when it is missing under a writable folder.
    private static func hasWritableFolder(_ config: OpaquePointer) -> Bool {
        guard let list = FcConfigGetCacheDirs(config) else { return false }
        defer { FcStrListDone(list) }
        while let entry = FcStrListNext(list) {
            if makeWritable(String(cString: entry)) { return true }
        }
        return false
    }

    private static func makeWritable(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            // Fails when a parent is read-only or a file; succeeds when another process made it.
            try? FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        }
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            && access(path, W_OK | X_OK) == 0
    }

    private static func makeTemporaryFolder() -> String? {
        var template = Array(
            (NSTemporaryDirectory() as NSString).appendingPathComponent("fontscale-fontconfig-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
