import Foundation

/// Compiles generated Swift against the UIKit and SwiftUI stand-ins in StandIn/ (Linux has no
/// UIKit); the files live in Tests/FontScaleExportTests/StandIn/: Swift 6 language mode, warnings as errors.
public enum StandIn {
    static let sources = Fixture.root.appendingPathComponent("Tests/FontScaleExportTests/StandIn")

    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { "\($0)/swiftc" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// A folder with UIKit.swiftmodule and SwiftUI.swiftmodule, and their code as static libraries
    /// (libUIKit.a, libSwiftUI.a) for `run`, built once.
    public static let modules: Result<URL, CommandError> = {
        guard let swiftc else { return .failure(CommandError(message: "swiftc is not on PATH")) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-standin-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in ["UIKit", "SwiftUI"] {
            let run = try? Command.run(
                swiftc,
                [
                    "-parse-as-library", "-swift-version", "5", "-emit-library", "-static", "-emit-module",
                    "-module-name", module, "-I", folder.path,
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    "-o", folder.appendingPathComponent("lib\(module).a").path,
                    sources.appendingPathComponent("\(module).swift").path,
                ])
            guard let run, run.status == 0 else {
                return .failure(CommandError(message: "stand-in \(module) does not build: \(run?.stderr ?? "")"))
            }
        }
        return .success(folder)
    }()

    /// The compiler's diagnostics for `source` (empty when it type-checks cleanly).
    public static func typecheck(_ source: String, name: String) throws -> String {
        try typecheck([(name, source)])
    }

    /// The compiler's diagnostics for `files` (name, source) type-checked together as one module,
    /// as an app holds them (empty when they type-check cleanly).
    public static func typecheck(_ files: [(name: String, source: String)]) throws -> String {
        let folder = try modules.get()
        var paths: [String] = []
        for (name, source) in files {
            let file = folder.appendingPathComponent(name)
            try source.write(to: file, atomically: true, encoding: .utf8)
            paths.append(file.path)
        }
        let run = try Command.run(
            swiftc!, ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", folder.path] + paths)
        return run.status == 0 ? "" : run.stdout + run.stderr
    }

    /// What `files` (name, source; one of them `main.swift`) print when built into one program with
    /// the stand-ins and run with `environment` added to the process's.
    public static func run(_ files: [(name: String, source: String)], environment: [String: String]) throws -> String {
        let folder = try modules.get()
        let work = folder.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var paths: [String] = []
        for (name, source) in files {
            let file = work.appendingPathComponent(name)
            try source.write(to: file, atomically: true, encoding: .utf8)
            paths.append(file.path)
        }
        let program = work.appendingPathComponent("program").path
        let build = try Command.run(
            swiftc!,
            ["-swift-version", "6", "-I", folder.path, "-L", folder.path, "-lSwiftUI", "-lUIKit", "-o", program]
                + paths)
        guard build.status == 0 else { throw CommandError(message: "does not build: \(build.stdout + build.stderr)") }
        let run = try Command.run(
            program, [], environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
        guard run.status == 0 else { throw CommandError(message: "exited \(run.status): \(run.stderr)") }
        return run.stdout
    }
}
