/// Why a font could not be found, opened or used. The CLI reports these with exit status 2.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// fontconfig has no such family: it offered `fallback` instead.
    case familyNotFound(requested: String, fallback: String?, suggestions: [String])
    /// No file at the path.
    case fileNotFound(path: String)
    /// The path is a folder, not a font file.
    case notAFile(path: String)
    /// The path is a named pipe, socket or device (reading one could block forever), not a font file.
    case notARegularFile(path: String, kind: String)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not a font FreeType and HarfBuzz can use.
    case invalidFont(path: String, reason: String)
    /// A collection (.ttc) has no face at the index.
    case indexOutOfRange(path: String, index: Int, count: Int)
    /// A font folder does not exist.
    case directoryNotFound(path: String)
    /// A font folder holds something fontconfig would hang on when it scans the folder: a named
    /// pipe, socket or device (opening it blocks), or a link back to a folder above it (a loop).
    case unscannableDirectory(directory: String, path: String, reason: String)
    /// A font folder holds no font fontconfig can read.
    case noFontsInDirectory(path: String)
    /// fontconfig could not start.
    case fontconfigFailed(String)
    /// The family name is empty.
    case emptyFamily

    /// The message without advice: what was asked and what fontconfig offers instead. The caller,
    /// which knows how its user gives fonts, adds what to do with `description(remedies:)`.
    public var description: String { description(remedies: []) }

    /// The message followed, for a family that is not installed, by what the user can do, in the
    /// caller's words for its own ways of giving a font ("add its folder with --font-dir or
    /// FONTSCALE_FONT_PATH", "give --font-file"): the library names no option or config key.
    public func description(remedies: [String]) -> String {
        switch self {
        case let .familyNotFound(requested, fallback, suggestions):
            var text = "font family '\(requested)' is not installed"
            if let fallback { text += " (fontconfig would fall back to '\(fallback)')" }
            if !suggestions.isEmpty {
                text += "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
            }
            guard !remedies.isEmpty else { return text }
            return text + (suggestions.isEmpty ? "; " : " Or ") + Self.either(remedies)
        case let .fileNotFound(path):
            return
                "font file '\(path)' does not exist; expected the path of a font file (.ttf, .otf, .ttc, .woff, .woff2)"
        case let .notAFile(path): return "'\(path)' is a folder; expected a font file (.ttf, .otf, .ttc, .woff, .woff2)"
        case let .notARegularFile(path, kind):
            return "'\(path)' is \(kind), not a file; expected a font file (.ttf, .otf, .ttc, .woff, .woff2)"
        case let .unreadable(path, reason):
            return "font file '\(path)' cannot be read: \(reason); expected a font file this user can read"
        case let .invalidFont(path, reason):
            return
                "'\(path)' is not a usable font: \(reason); expected a TrueType, OpenType, collection, WOFF or WOFF2 file"
        case let .indexOutOfRange(path, index, count):
            return
                "'\(path)' has \(count) face\(count == 1 ? "" : "s"); expected an index from 0 to \(count - 1), instead saw \(index)"
        case let .directoryNotFound(path): return "font folder '\(path)' does not exist"
        case let .unscannableDirectory(directory, path, reason):
            return
                "font folder '\(directory)' holds '\(path)', \(reason); expected font files and folders without loops"
        case let .noFontsInDirectory(path):
            return
                "font folder '\(path)' holds no font fontconfig can read; expected .ttf, .otf, .ttc, .woff or .woff2 files"
        case let .fontconfigFailed(reason): return "fontconfig failed: \(reason)"
        case .emptyFamily: return "font family: expected a family name, instead saw an empty string"
        }
    }

    /// "a", "a, or b", "a, b, or c" (a remedy may hold an "or" of its own).
    static func either(_ items: [String]) -> String {
        items.count <= 2
            ? items.joined(separator: ", or ") : items.dropLast().joined(separator: ", ") + ", or " + items.last!
    }
}
