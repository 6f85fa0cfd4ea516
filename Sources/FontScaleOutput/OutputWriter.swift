import Foundation

/// Writes a command's outputs, the one policy for every file fontscale writes: each file
/// atomically (a temporary file, then a rename), never over a file the command may not replace,
/// and, when a run fails, removing what it added (`discard()`, `finishing(_:)`): the files that
/// were not there before and the folders it created. A file it replaced stays, whole and new.
///
/// What may be replaced is the writer's `Ownership` and `force`:
/// - `.none`: paths the user named (`check -o`, export's font folder); a file already there is the
///   user's, refused unless forced.
/// - `.files(marker)`: a folder shared with other files (animate): the files the marker records,
///   unchanged since, are the command's; others are refused unless forced. Each file written is recorded.
/// - `.folder(marker)`: a folder the command owns whole (the report): new, empty or marked (for the
///   same request), else refused unless forced. Claimed, created and marked when the writer is made.
///
/// A device, pipe or socket is refused even when forced: the rename would replace `/dev/null` itself.
/// Every failure is an `OutputError`; errors of the code that draws a file pass through.
package final class OutputWriter {
    /// What the writer may replace.
    package enum Ownership: Sendable {
        /// Nothing that exists: the paths are the user's.
        case none
        /// The files `marker` records, unchanged since.
        case files(OutputMarker)
        /// The whole folder `marker` marks.
        case folder(OutputMarker)
    }

    /// The folder the files go into.
    package let folder: URL
    /// What the writer may replace.
    package let ownership: Ownership
    /// Whether an existing file is replaced whoever wrote it.
    package let force: Bool
    /// Whether missing folders on the way to a file are created.
    package let createsFolders: Bool
    /// The paths written in this run, in order.
    package private(set) var written: [String] = []
    /// The folders this writer created, outermost first.
    package private(set) var createdFolders: [URL] = []
    /// The paths written in this run that were not there before.
    private var added: [String] = []
    /// The one file of a writer made with `init(file:force:createsFolders:)`: its name and its path as given.
    private let file: (name: String, path: String)?

    /// A writer into `folder`. A `.folder` ownership claims the folder now: refuses a file there,
    /// and (unless `force`) a folder of other files or one marked for another request; creates
    /// the folder when missing and writes the marker (the request recorded there is kept when the
    /// marker names none).
    package init(folder: URL, ownership: Ownership, force: Bool, createsFolders: Bool = true) throws {
        self.folder = folder
        self.ownership = ownership
        self.force = force
        self.createsFolders = createsFolders
        self.file = nil
        if case let .folder(marker) = ownership { try claimFolder(marker) }
    }

    /// A writer of the one file at `path` (messages name it as given): refuses a device, pipe or
    /// socket, and an existing file unless `force`. With `createsFolders`, missing folders on the
    /// way are created when it is written.
    package init(file path: String, force: Bool, createsFolders: Bool = false) throws {
        let url = URL(fileURLWithPath: path)
        self.folder = url.deletingLastPathComponent()
        self.ownership = .none
        self.force = force
        self.createsFolders = createsFolders
        self.file = (url.lastPathComponent, path)
        try claim([url.lastPathComponent])
    }

    /// The path of `name` in the folder as messages give it.
    package func path(of name: String) -> String {
        if let file, file.name == name { return file.path }
        return folder.appendingPathComponent(name).path
    }

    /// Refuses the run before anything is written when one of `names` may not be replaced: a
    /// file where the folder goes, a device, pipe or socket, or (unless `force`) a file the
    /// writer does not own.
    package func claim(_ names: [String]) throws {
        if file == nil, isFile(folder.path) { throw OutputError.notAFolder(path: folder.path) }
        for name in names {
            let path = path(of: name)
            var info = stat()
            guard lstat(folder.appendingPathComponent(name).path, &info) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            if type == S_IFCHR || type == S_IFBLK || type == S_IFIFO || type == S_IFSOCK {
                throw OutputError.notARegularFile(path: path)
            }
            guard !force else { continue }
            switch ownership {
            case .none: throw OutputError.exists(path: path)
            case let .files(marker) where !marker.owns(name):
                throw OutputError.notWrittenBy(path: path, command: marker.command)
            case .files, .folder: continue
            }
        }
    }

    /// Lets `body` write a temporary file at the path it is given, then renames it to `name`
    /// (missing folders on the way created when the writer creates folders); records it in a
    /// `.files` marker. Returns the file's path.
    @discardableResult
    package func write(_ name: String, _ body: (String) throws -> Void) throws -> String {
        let url = folder.appendingPathComponent(name), path = path(of: name)
        if createsFolders { try createFolders(upTo: url.deletingLastPathComponent(), naming: path) }
        let isNew = !FileManager.default.fileExists(atPath: url.path)
        do { try AtomicFile.write(to: url, body) } catch let OutputError.cannotWrite(_, reason) {
            throw OutputError.cannotWrite(path: path, reason: reason)
        }
        written.append(path)
        if isNew { added.append(url.path) }
        if case let .files(marker) = ownership { try marker.record([name]) }
        return path
    }

    /// Writes `data` to `name` (see `write(_:_:)`).
    @discardableResult
    package func write(_ data: Data, to name: String) throws -> String {
        try write(name) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
    }

    /// Writes `data` to the writer's one file (`init(file:force:createsFolders:)`).
    package func write(_ data: Data) throws {
        guard let file else { preconditionFailure("write(_:) without a name is for a writer of one file") }
        try write(data, to: file.name)
    }

    /// Removes `name` from the folder (an output an earlier, longer run left there).
    package func remove(_ name: String) throws {
        let url = folder.appendingPathComponent(name)
        do { try FileManager.default.removeItem(at: url) } catch {
            throw OutputError.cannotWrite(path: path(of: name), reason: error.localizedDescription)
        }
    }

    /// Removes what this run added: the files that were not there before, then the folders it
    /// created (a created folder is all this run's, marker included).
    package func discard() {
        for path in added.reversed() { try? FileManager.default.removeItem(atPath: path) }
        added = []
        for created in createdFolders.reversed() {
            if created.standardizedFileURL.path == folder.standardizedFileURL.path, let marker {
                try? FileManager.default.removeItem(at: marker.url)
            }
            if (try? FileManager.default.contentsOfDirectory(atPath: created.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: created)
            }
        }
        createdFolders = []
    }

    /// Runs `body`, which writes through this writer; when it throws, discards what it wrote.
    package func finishing<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            discard()
            throw error
        }
    }

    /// The marker of a `.files` or `.folder` ownership.
    private var marker: OutputMarker? {
        switch ownership {
        case .none: nil
        case let .files(marker), let .folder(marker): marker
        }
    }

    private func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Creates `target` and its missing parents, remembering each; a failure names `path`.
    private func createFolders(upTo target: URL, naming path: String) throws {
        var missing: [URL] = []
        var folder = target
        while !FileManager.default.fileExists(atPath: folder.path) {
            missing.insert(folder, at: 0)
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        guard !missing.isEmpty else { return }
        do { try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true) } catch {
            // The parents made before the failure are this run's too: `discard()` removes them.
            createdFolders += missing.filter { FileManager.default.fileExists(atPath: $0.path) }
            throw OutputError.cannotWrite(path: path, reason: WriteProblem.describe(path))
        }
        createdFolders += missing
    }

    /// The `.folder` claim: see `init(folder:ownership:force:createsFolders:)`.
    private func claimFolder(_ marker: OutputMarker) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputError.notAFolder(path: folder.path) }
            let contents = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard marker.exists || contents.isEmpty || force else {
                throw OutputError.foreignFolder(path: folder.path, command: marker.command)
            }
            if !force, let requested = marker.request, let recorded = marker.recordedRequest(), recorded != requested {
                throw OutputError.anotherRequest(
                    path: folder.path, command: marker.command, recorded: recorded, requested: requested)
            }
        } else {
            let inside = folder.appendingPathComponent("x").path
            do { try createFolders(upTo: folder, naming: inside) } catch {
                throw OutputError.cannotWrite(path: folder.path, reason: WriteProblem.describe(inside))
            }
        }
        // A marker that names no request keeps the one the folder records.
        let recorded = marker.request ?? marker.recordedRequest()
        try OutputMarker(folder: folder, command: marker.command, header: marker.header, request: recorded).record()
    }
}
