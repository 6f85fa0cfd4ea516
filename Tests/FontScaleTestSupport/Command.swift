import Foundation

/// A failed helper command, in words.
public struct CommandError: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    /// Creates the error.
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// Runs a program to completion and captures its output (through files, so a chatty program
/// never blocks on a full pipe).
public enum Command {
    /// The exit status and both outputs of `executable arguments`, run in `directory` (else this
    /// process's working directory).
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try String(contentsOf: out, encoding: .utf8),
            try String(contentsOf: err, encoding: .utf8)
        )
    }
}
