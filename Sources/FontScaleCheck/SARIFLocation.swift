import FontScaleOutput
import Foundation

/// Where SARIF says a file is (2.1.0 §3.4): GitHub code scanning matches results to files by a
/// path relative to the repository root, so a path under the working directory is written
/// relative to it with a `uriBaseId` (§3.4.4), which `run.originalUriBaseIds` (§3.14.14) gives
/// as an absolute `file://` URI ending in "/"; a path outside it stays an absolute `file://` URI.
struct SARIFLocation {
    /// The base id of the working directory (the repository root in CI).
    static let baseId = "%SRCROOT%"

    /// The working directory, standardized, without a trailing "/".
    let base: String

    /// Locations relative to `workingDirectory` (an absolute path).
    init(workingDirectory: String) {
        let path = URL(fileURLWithPath: workingDirectory, isDirectory: true).standardizedFileURL.path
        base = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// `run.originalUriBaseIds`: the base id as a `file://` URI ending in "/".
    var originalUriBaseIds: JSONValue {
        .object([Self.baseId: .object(["uri": .string(URL(fileURLWithPath: base, isDirectory: true).absoluteString)])])
    }

    /// The artifact location of `path` (as given: relative to the working directory, or absolute).
    func artifactLocation(_ path: String) -> JSONValue {
        let absolute =
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
            .standardizedFileURL.path
        let prefix = base == "/" ? "/" : base + "/"
        guard absolute.hasPrefix(prefix), absolute.count > prefix.count else {
            return .object(["uri": .string(URL(fileURLWithPath: absolute).absoluteString)])
        }
        // A relative reference: each character outside a path's unreserved set percent-encoded,
        // ":" too (in a first segment it would read as a scheme).
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(":")
        let relative = String(absolute.dropFirst(prefix.count))
        return .object([
            "uri": .string(relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative),
            "uriBaseId": .string(Self.baseId),
        ])
    }
}
