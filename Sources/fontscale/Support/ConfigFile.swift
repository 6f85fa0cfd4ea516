import ArgumentParser
import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// Reading a config file with fontscale's messages.
enum ConfigFile {
    /// The parsed config at `path`; an unreadable file is exit 2, a malformed one a located `ConfigError`.
    static func read(_ path: String) throws -> CheckConfig {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw CLIError(
                message:
                    "cannot read config '\(path)': \(FileManager.default.fileExists(atPath: path) ? "not readable UTF-8 text" : "no such file")",
                status: .fontFailure)
        }
        return try ConfigParser.parse(text, file: path)
    }
}

/// Throws a usage error (exit 64) when `path` exists and `force` is off (no command overwrites a
/// file without --force), and, even with --force, when it is a device, pipe or socket: the
/// atomic write renames a new file over its target, which would replace `/dev/null` itself.
func refuseOverwriting(_ path: String?, force: Bool) throws {
    guard let path else { return }
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    let type = info.st_mode & S_IFMT
    if type == S_IFCHR || type == S_IFBLK || type == S_IFIFO || type == S_IFSOCK {
        throw CLIError.usage(
            "'\(path)' is a device, pipe or socket; expected the path of a regular file to write (or no --output, for stdout)"
        )
    }
    guard !force else { return }
    throw CLIError.usage("'\(path)' exists; pass --force to overwrite it, or choose another --output")
}

/// Writes `text` to `path` atomically, or to stdout when `path` is nil.
func writeText(_ text: String, to path: String?) throws {
    guard let path else { return writeOut(text) }
    do { try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path)) } catch {
        throw CLIError(message: "cannot write '\(path)': \(WriteProblem.describe(path))", status: .operationFailed)
    }
}
