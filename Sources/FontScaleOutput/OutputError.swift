import Foundation

/// Why an output could not be written: the one failure of every file fontscale writes. Each case
/// carries the path and what stands in the way; the words name no command-line option, so the
/// caller adds its own remedy ("choose another folder").
package enum OutputError: Error, Equatable, CustomStringConvertible {
    /// The path, or a folder on the way to it, cannot be written: why, in words.
    case cannotWrite(path: String, reason: String)
    /// A file exists at the path and the writer may not replace it.
    case exists(path: String)
    /// A file exists at the path that `command` did not write (its marker has no record of it as it is).
    case notWrittenBy(path: String, command: String)
    /// The path names a device, pipe or socket, which an atomic write would replace.
    case notARegularFile(path: String)
    /// The output folder's path names a file.
    case notAFolder(path: String)
    /// The folder exists, holds other files and carries no marker of `command`.
    case foreignFolder(path: String, command: String)
    /// The folder holds `command`'s outputs made for another request (`recorded`, not `requested`).
    case anotherRequest(path: String, command: String, recorded: String, requested: String)

    /// The path the failure is about.
    package var path: String {
        switch self {
        case let .cannotWrite(path, _), let .exists(path), let .notWrittenBy(path, _), let .notARegularFile(path),
            let .notAFolder(path), let .foreignFolder(path, _), let .anotherRequest(path, _, _, _):
            path
        }
    }

    /// Whether what stands in the way is something the user chose (a path that exists, a folder
    /// of other files) rather than the file system refusing a write.
    package var isRefusal: Bool {
        switch self {
        case .exists, .notWrittenBy, .notARegularFile, .notAFolder, .foreignFolder, .anotherRequest: true
        case .cannotWrite: false
        }
    }

    package var description: String {
        switch self {
        case let .cannotWrite(path, reason): "cannot write '\(path)': \(reason)"
        case let .exists(path): "'\(path)' exists"
        case let .notWrittenBy(path, command): "'\(path)' exists and fontscale \(command) did not write it"
        case let .notARegularFile(path):
            "'\(path)' is a device, pipe or socket; expected the path of a regular file to write"
        case let .notAFolder(path): "'\(path)': expected a folder, instead saw a file"
        case let .foreignFolder(path, command):
            """
            '\(path)' exists and is not a fontscale \(command) folder; expected an empty or new folder, \
            or a previous \(command)
            """
        case let .anotherRequest(path, command, recorded, requested):
            """
            '\(path)' holds the \(command) on \(recorded), not \(requested); expected a new folder or the same \
            font's \(command)
            """
        }
    }
}
