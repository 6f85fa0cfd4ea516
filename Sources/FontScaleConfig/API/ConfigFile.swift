import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a config file: the one place every command that reads one (check, export, serve) does,
/// so an unreadable file is named once, with its real cause.
public enum ConfigFile {
    /// The largest config read: 16 MB is some 90,000 styles, far beyond any design system.
    public static let maximumBytes = 16 << 20

    /// The text of the config at `path`, or a `ConfigError` (`isReadFailure`) saying what the path
    /// is instead: missing, a folder, not a regular file, too large, not permitted, a font file,
    /// not UTF-8, or the system's reason (too many open files, an I/O error).
    public static func text(_ path: String) throws(ConfigError) -> String {
        let data = try bytes(path)
        let magic = data.prefix(4)
        let fonts = ["\0\u{1}\0\0", "OTTO", "true", "ttcf", "wOFF", "wOF2"].map { Data($0.utf8) }
        if fonts.contains(magic) {
            throw .unreadable(path, "it is a font file; expected a config (YAML or JSON text)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path, "not UTF-8 text; expected a config (YAML or JSON text)")
        }
        return text
    }

    /// The bytes of the regular file at `path`: what it is and its size from `stat` before it is
    /// opened (opening a FIFO would block), then read whole, at most `maximumBytes` (a file that
    /// grows past the limit meanwhile is refused as it grows).
    static func bytes(_ path: String) throws(ConfigError) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(path, reason(errno)) }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw .unreadable(path, "it is a folder; expected a config file (YAML or JSON)")
        }
        // A FIFO or a device would block the read or never end.
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(path, "not a regular file; expected a config file (YAML or JSON)")
        }
        if info.st_size > maximumBytes { throw tooLarge(path, Int(info.st_size)) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path, reason(errno)) }
        defer { close(descriptor) }
        var data = Data(), buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(path, reason(errno)) }
            if count == 0 { return data }
            data.append(buffer, count: count)
            if data.count > maximumBytes { throw tooLarge(path, data.count) }
        }
    }

    private static func tooLarge(_ path: String, _ size: Int) -> ConfigError {
        .unreadable(path, "it is \(size >> 20) MB; expected a config of at most \(maximumBytes >> 20) MB")
    }

    /// The cause in words: the common ones as fontscale says them, the rest as the system does.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case ENOTDIR: "no such file (a part of the path is not a folder)"
        case EACCES, EPERM: "permission denied"
        case EMFILE, ENFILE: "too many open files (the limit of open files was reached; raise `ulimit -n`)"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "too many symbolic links in the path"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

extension ConfigError {
    /// A config file that could not be read at all: `message` says why.
    public static func unreadable(_ path: String, _ why: String) -> ConfigError {
        ConfigError(SourceLocation(file: path, line: 0, column: 0), why)
    }

    /// Whether the file could not be read, rather than being malformed: an `unreadable` error, the
    /// one kind whose location has no line (line 0).
    public var isReadFailure: Bool { location.line == 0 }
}
