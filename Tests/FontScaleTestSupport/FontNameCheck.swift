import Foundation

/// A second reader of font names: scripts/check-font-names.py (fontTools) confirms that each
/// name the generated Swift gives UIKit exists in its face and carries the weight claimed.
public enum FontNameCheck {
    /// One emitted name: the face it should be in, the name, its variation axes and its weight.
    public struct Entry: Encodable, Sendable {
        public let file: String
        public let index: Int
        public let name: String
        public let variations: [String: Double]
        public let weight: Int

        public init(file: String, index: Int, name: String, variations: [String: Double], weight: Int) {
            self.file = file
            self.index = index
            self.name = name
            self.variations = variations
            self.weight = weight
        }
    }

    /// Runs the checker on `entries`; returns its exit status and output ("N names checked" when all pass).
    public static func run(_ entries: [Entry]) throws -> (status: Int32, output: String) {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-names-\(getpid())-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        try JSONEncoder().encode(entries).write(to: input)
        let script = Fixture.root.appendingPathComponent("scripts/check-font-names.py").path
        let tools = Fixture.root.appendingPathComponent(".tools/python").path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let run = try Command.run(
            "/bin/sh", ["-c", "python3 \"$0\" < \"$1\"", script, input.path],
            environment: ["PYTHONPATH": tools, "PATH": path])
        return (run.status, run.stdout + run.stderr)
    }
}

/// fontTools (at .tools/python) as a second reader or maker of fonts: runs a Python `script`
/// with `arguments` (sys.argv[1...]).
public enum FontTools {
    /// The script's exit status, stdout and stderr.
    public static func python(_ script: String, _ arguments: [String] = []) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let tools = Fixture.root.appendingPathComponent(".tools/python").path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return try Command.run(
            "/bin/sh", ["-c", "python3 -c \"$0\" \"$@\"", script] + arguments,
            environment: ["PYTHONPATH": tools, "PATH": path])
    }
}
