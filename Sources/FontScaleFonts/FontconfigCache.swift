import CFontconfig
import Foundation

/// A cache folder of fontconfig's own for one catalog, used only when none of the configured
/// cache folders can be written (a read-only home in a CI container, a user without one).
///
/// Fontconfig writes a cache for every font folder it scans; when it finds no writable cache
/// folder it prints "Fontconfig error: No writable cache directories" on stderr, which would
/// break the CLI's one-line errors and mix into its output. Giving it a private folder, removed
/// when the catalog goes, keeps stderr to fontscale's own messages.
struct FontconfigCache {
    /// The private folder added to the configuration, or nil when fontconfig has a writable one.
    let privateFolder: String?

    /// Adds a private cache folder to `config` (before its fonts are built) when none of its
    /// cache folders is writable or could be created.
    init(config: OpaquePointer) {
        guard !Self.hasWritableFolder(config), let folder = Self.makeTemporaryFolder() else {
            privateFolder = nil
            return
        }
        let xml = "<fontconfig><cachedir>\(Self.escaped(folder))</cachedir></fontconfig>"
        let loaded = xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, 0) }
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

    /// Whether one of the configured cache folders is writable, or missing under a writable
    /// folder (fontconfig creates it then).
    private static func hasWritableFolder(_ config: OpaquePointer) -> Bool {
        guard let list = FcConfigGetCacheDirs(config) else { return false }
        defer { FcStrListDone(list) }
        while let entry = FcStrListNext(list) {
            if canWrite(String(cString: entry)) { return true }
        }
        return false
    }

    private static func canWrite(_ path: String) -> Bool {
        var candidate = path
        while !candidate.isEmpty {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
                return isDirectory.boolValue && access(candidate, W_OK | X_OK) == 0
            }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate { return false }
            candidate = parent
        }
        return false
    }

    private static func makeTemporaryFolder() -> String? {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("fontscale-fontconfig-XXXXXX").utf8CString)
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
