import Foundation

/// Notices when any of a set of files changes, by polling: each file's inode, size and
/// modification time (nanoseconds) every `interval`. Polling, not inotify: an editor that saves by
/// writing a new file and renaming it over the old one gives the path a new inode, which a stat
/// sees at once, while an inotify watch on the old file would have gone with it; a dozen stats
/// every 50 ms cost nothing measurable.
struct FileWatcher {
    /// One file's identity and version; nil fields for a missing file.
    struct Stamp: Equatable {
        let inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int
    }

    /// The stamps of `files`, in order (nil for a file that cannot be read).
    static func stamps(_ files: [String]) -> [Stamp?] {
        files.map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return Stamp(
                inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec),
                nanoseconds: Int(info.st_mtim.tv_nsec))
        }
    }
}
