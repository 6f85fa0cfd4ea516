import Foundation
import Testing

/// Golden files in a folder beside a test file; FONTSCALE_RECORD_GOLDEN=1 rewrites them and
/// fails on purpose, so a new baseline is always looked at.
public struct GoldenFiles: Sendable {
    /// The folder holding the golden files.
    public let folder: URL

    /// Whether this run records instead of comparing.
    public static let recording = ProcessInfo.processInfo.environment["FONTSCALE_RECORD_GOLDEN"] == "1"

    /// The `Golden` folder beside `file` (pass `#filePath`).
    public init(besides file: String) {
        folder = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    /// Compares `actual` with golden file `name` (or records it).
    public func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if Self.recording {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(name): look at the diff, then run again without FONTSCALE_RECORD_GOLDEN",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        let relative = folder.path.replacingOccurrences(of: Fixture.root.path + "/", with: "")
        #expect(
            actual == expected,
            "\(name) differs from \(relative)/\(name); re-record with FONTSCALE_RECORD_GOLDEN=1 if intended",
            sourceLocation: sourceLocation)
    }
}
