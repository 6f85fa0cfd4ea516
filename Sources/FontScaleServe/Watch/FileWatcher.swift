import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Notices when any of a set of files changes. The files' stamps (inode, size and modification
/// time to the nanosecond) are the truth: the caller compares them after every `wait()`. What ends
/// a wait early is the kernel: where it has inotify (Linux), the folders holding the files (and
/// each watched folder itself) are watched, so a save wakes the watcher at once. Folders, not the
/// files: an editor that writes a new file and renames it over the old one gives the path a new
/// inode, which a watch on the old file would have gone with; the folder sees the rename. With
/// every folder watched, the stamps are still looked at every `max(interval, 1 s)`, for what
/// inotify does not report (a network file system changed from another machine); without inotify,
/// or while a folder cannot be watched (the kernel's limit on watches), every `interval`.
///
/// A small lock-guarded class rather than an actor: `wait()` blocks in poll(2) on the watch thread
/// (an actor's method would hold a thread of the cooperative pool for the whole wait), and
/// `stop()` must reach it from any thread, deinit included, while it waits. The lock guards only
/// the stop flag, the closed flag and the awaiters; the watches are the waiting thread's alone.
final class FileWatcher: @unchecked Sendable {
    /// One file's identity and version; nil fields for a missing file.
    struct Stamp: Equatable {
        let inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int

        /// The modification time in seconds since 1970.
        var modified: Double { Double(seconds) + Double(nanoseconds) / 1e9 }
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

    /// The folders whose changes concern `paths`: a folder's own contents, a file's folder, and
    /// for a path that does not exist (yet) its nearest existing folder, so its creation is seen.
    static func folders(of paths: [String]) -> [String] {
        var folders = Set<String>()
        for path in paths {
            var info = stat()
            let exists = stat(path, &info) == 0
            if exists, info.st_mode & S_IFMT == S_IFDIR { folders.insert(path); continue }
            var folder = parent(of: path)
            if !exists {
                while !isFolder(folder), folder != "/", folder != "." { folder = parent(of: folder) }
            }
            folders.insert(folder)
        }
        return folders.sorted()
    }

    /// The folder holding `path` ("." for a bare name, "/" for a name at the root).
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// How long the folders must stay quiet after a change before `wait()` returns (a save is a
    /// few events: truncate, write, close, or write and rename), and the most it waits for that.
    static let quiet = 0.001, settleAtMost = 0.02

    /// The look without inotify, in seconds.
    let interval: Double
    private let lock = NSLock()
    private var stopping = false, closed = false
    /// Whether a thread has waited on the watcher: `finished()` waits for none otherwise.
    private var begun = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Written by the thread that waits only.
    private var watches: [String: Int32] = [:], unwatched = false

    #if canImport(Glibc)
        /// The inotify descriptor, -1 where the kernel has none.
        private let inotify: Int32
        /// A socket pair: `stop()` writes to the second, which ends a wait on the first.
        private let wake: [Int32]

        /// A watcher looking every `interval` seconds without inotify; `useInotify` false never
        /// asks for it (the tests of the polling).
        init(interval: Double, useInotify: Bool = true) {
            self.interval = interval
            inotify = useInotify ? inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) : -1
            var pair: [Int32] = [-1, -1]
            let flags = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
            if socketpair(AF_UNIX, flags, 0, &pair) != 0 { pair = [-1, -1] }
            wake = pair
        }

        /// Whether a change in a watched folder ends a wait (inotify started).
        var usesInotify: Bool { inotify >= 0 }

        /// Watches the folders of `paths` (`folders(of:)`), and only those: new folders are added,
        /// folders no longer wanted dropped, a folder replaced by another at its path watched anew.
        func watch(_ paths: [String]) {
            guard inotify >= 0 else { return }
            let mask = UInt32(
                IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
                    | IN_MOVE_SELF | IN_DELETE_SELF)
            var now: [String: Int32] = [:], missing = false
            for folder in Self.folders(of: paths) {
                let descriptor = inotify_add_watch(inotify, folder, mask)
                if descriptor >= 0 { now[folder] = descriptor } else { missing = true }
            }
            let kept = Set(now.values)
            for descriptor in Set(watches.values).subtracting(kept) { inotify_rm_watch(inotify, descriptor) }
            watches = now
            unwatched = missing
        }

        /// Waits until a watched folder changes (then until it has been quiet for `quiet`), the
        /// look's interval passes or `stop()` is called; false once stopped.
        func wait() -> Bool {
            lock.withLock { begun = true }
            let timeout = inotify >= 0 && !unwatched ? max(interval, 1) : interval
            guard poll(timeout) else { return !isStopping }
            let start = Date()
            // The rest of the save: until the folders are quiet, or settleAtMost has passed.
            while Date().timeIntervalSince(start) < Self.settleAtMost, poll(Self.quiet) {}
            return !isStopping
        }

        /// Waits up to `seconds` for an inotify event or the wake; true when inotify had one
        /// (drained), false on the timeout or the wake.
        private func poll(_ seconds: Double) -> Bool {
            var fds = [
                pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0),
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
            ]
            // At least 1 ms, at most Int32's milliseconds (any interval longer is as good as never).
            let milliseconds = Int32(min(max(1, (seconds * 1000).rounded()), Double(Int32.max)))
            let count = Glibc.poll(&fds, nfds_t(inotify >= 0 ? 2 : 1), milliseconds)
            guard count > 0, fds[0].revents == 0, inotify >= 0, fds[1].revents != 0 else { return false }
            // The events themselves say nothing the stamps do not: read them all and drop them.
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while read(inotify, &buffer, buffer.count) > 0 {}
            return true
        }

        /// Ends the current or next wait (from any thread); the waiting thread then closes the
        /// watcher.
        func stop() {
            // Under the lock, and only while open: `close()` takes the same lock, so the wake is
            // never sent to a descriptor number closed (and perhaps reused) since.
            lock.withLock {
                stopping = true
                guard !closed, wake[1] >= 0 else { return }
                var byte: UInt8 = 1
                _ = send(wake[1], &byte, 1, Int32(MSG_NOSIGNAL))
            }
        }

        deinit {
            // A watcher no thread waited on (a server that did not start) closes its descriptors here.
            if !closed { for descriptor in [inotify] + wake where descriptor >= 0 { Glibc.close(descriptor) } }
        }

        /// Closes the descriptors (by the thread that waits, once it is done) and wakes who awaits
        /// `finished()`.
        func close() {
            lock.withLock {
                guard !closed else { return }
                for descriptor in [inotify] + wake where descriptor >= 0 { Glibc.close(descriptor) }
                closed = true
            }
            finish()
        }
    #else
        private let condition = NSCondition()

        /// A watcher looking every `interval` seconds (no inotify here).
        init(interval: Double, useInotify: Bool = true) { self.interval = interval }

        /// Whether a change in a watched folder ends a wait: never without inotify.
        var usesInotify: Bool { false }

        /// Nothing to watch without inotify.
        func watch(_ paths: [String]) {}

        /// Waits `interval` or until `stop()`; false once stopped.
        func wait() -> Bool {
            lock.withLock { begun = true }
            condition.lock()
            defer { condition.unlock() }
            if !isStopping { _ = condition.wait(until: Date().addingTimeInterval(interval)) }
            return !isStopping
        }

        /// Ends the current or next wait (from any thread).
        func stop() {
            lock.withLock { stopping = true }
            condition.lock()
            condition.broadcast()
            condition.unlock()
        }

        /// Wakes who awaits `finished()`.
        func close() { finish() }
    #endif

    private var isStopping: Bool { lock.withLock { stopping } }

    private func finish() {
        let resumed = lock.withLock {
            closed = true
            defer { waiters = [] }
            return waiters
        }
        for waiter in resumed { waiter.resume() }
    }

    /// Returns once the waiting thread has closed the watcher, or at once when no thread has
    /// waited on it (a server that did not start: nobody would close it).
    func finished() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = lock.withLock {
                if !closed && begun { waiters.append(continuation) }
                return closed || !begun
            }
            if done { continuation.resume() }
        }
    }
}
