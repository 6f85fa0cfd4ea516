import Foundation

/// Checks on a font path before FreeType, HarfBuzz or fontconfig open it.
///
/// Opening a named pipe blocks until something writes to it, and a character device such as
/// a terminal can block as well: only regular files (or links to them) are fonts.
enum FontFile {
    /// Throws the `FontError` that says why `path` cannot be a font file: missing, a dangling link
    /// or a loop of links, a folder, a pipe, socket or device, or not readable.
    static func check(_ path: String) throws(FontError) {
        var link = stat()
        guard lstat(path, &link) == 0 else { throw .fileNotFound(path: path) }
        var target = stat()
        if stat(path, &target) != 0 {
            let reason = errno
            guard link.st_mode & S_IFMT == S_IFLNK else {
                throw .unreadable(path: path, reason: String(cString: strerror(reason)))
            }
            if reason == ELOOP { throw .unreadable(path: path, reason: "it is a loop of symbolic links") }
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            throw .unreadable(path: path, reason: "it is a symbolic link to '\(destination)', which does not exist")
        }
        if let kind = kind(target.st_mode) {
            if kind == "a folder" { throw .notAFile(path: path) }
            throw .notARegularFile(path: path, kind: kind)
        }
        guard access(path, R_OK) == 0 else { throw .unreadable(path: path, reason: "permission denied") }
    }

    /// What a file that is not a regular file is ("a named pipe"), nil for a regular file.
    static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a regular file"
        }
    }

    /// The first entry of `directory` or its subfolders that fontconfig would hang on when it
    /// scans them (it follows links): a named pipe, socket or device, which blocks when opened,
    /// or a link to the folder itself or one above it, which fontconfig follows round and round
    /// (a folder with `again -> .` and `sub/up -> ..` kept it busy for minutes). Nil when there
    /// is none. Looks at no more than `limit` entries and `depth` levels.
    static func firstScanProblem(in directory: String, limit: Int = 100_000, depth: Int = 32) -> (
        path: String, reason: String
    )? {
        var looked = 0
        var visited = Set<[UInt64]>()
        func identity(_ info: stat) -> [UInt64] { [UInt64(info.st_dev), UInt64(info.st_ino)] }
        func walk(_ folder: String, ancestors: [[UInt64]: String]) -> (path: String, reason: String)? {
            var info = stat()
            guard ancestors.count < depth, stat(folder, &info) == 0, visited.insert(identity(info)).inserted,
                let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
            else { return nil }
            var chain = ancestors
            chain[identity(info)] = folder
            for name in names.sorted() {
                looked += 1
                if looked > limit { return nil }
                let path = folder + "/" + name
                var entry = stat()
                guard stat(path, &entry) == 0 else { continue }  // dangling links and link loops: fontconfig skips them
                switch kind(entry.st_mode) {
                case nil: continue
                case "a folder"?:
                    if let above = chain[identity(entry)] {
                        return (path, "a link back to '\(above)', which fontconfig would follow round and round")
                    }
                    if let problem = walk(path, ancestors: chain) { return problem }
                case let special?: return (path, "\(special), which fontconfig would block on when it opens it")
                }
            }
            return nil
        }
        return walk(directory, ancestors: [:])
    }
}

extension FontFile {
    /// Whether the file at `path` starts as a WOFF or WOFF2 file does.
    static func isWebFont(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        return magic == Data("wOFF".utf8) || magic == Data("wOF2".utf8)
    }

    /// Throws when the table directory of face `index` of the sfnt (or collection) at `path`
    /// names a table that runs past the end of the file: a truncated file or a damaged
    /// directory. FreeType and HarfBuzz open such fonts and quietly treat the missing tables as
    /// empty (glyphs without outlines, widths of 0), so the measurements would be wrong without
    /// a word. WOFF and WOFF2 files are left to FreeType, which checks them as it unpacks them.
    static func checkTables(_ path: String, index: Int) throws(FontError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd() else { return }
        func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
            guard offset + UInt64(count) <= size, (try? handle.seek(toOffset: offset)) != nil,
                let data = try? handle.read(upToCount: count), data.count == count
            else { return nil }
            return [UInt8](data)
        }
        func u16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ bytes: [UInt8], _ at: Int) -> UInt64 { UInt64(u16(bytes, at)) << 16 | UInt64(u16(bytes, at + 2)) }
        guard let header = read(0, 12) else { return }
        var base: UInt64 = 0
        if header[0..<4] == [0x74, 0x74, 0x63, 0x66] {  // "ttcf"
            guard let entry = read(12 + 4 * UInt64(index), 4) else { return }
            base = u32(entry, 0)
        }
        guard let face = read(base, 12) else {
            throw .invalidFont(
                path: path, reason: "face \(index) starts at byte \(base), past the end of the file (\(size) bytes)")
        }
        let version = u32(face, 0)
        // 1.0, OTTO, true, typ1.
        guard [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031].contains(version) else { return }
        let count = u16(face, 4)
        guard let entries = read(base + 12, 16 * count) else {
            throw .invalidFont(
                path: path,
                reason:
                    "its table directory (\(count) tables) runs past the end of the file (\(size) bytes): the file is truncated"
            )
        }
        for table in 0..<count {
            let offset = u32(entries, 16 * table + 8), length = u32(entries, 16 * table + 12)
            guard offset + length > size else { continue }
            let tag = String(
                decoding: entries[(16 * table)..<(16 * table + 4)].map {
                    (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?")
                }, as: UTF8.self)
            throw .invalidFont(
                path: path,
                reason:
                    "its '\(tag)' table (bytes \(offset) to \(offset + length)) runs past the end of the file (\(size) bytes): the file is truncated or its table directory is damaged"
            )
        }
    }
}
