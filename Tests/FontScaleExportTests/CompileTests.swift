import FontScaleCheck
import FontScaleExport
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// Compiles generated Swift against the UIKit and SwiftUI stand-ins in StandIn/ (Linux has no
/// UIKit): Swift 6 language mode, warnings as errors.
enum StandIn {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("StandIn")

    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// A folder with UIKit.swiftmodule and SwiftUI.swiftmodule, built once.
    static let modules: Result<URL, CommandError> = {
        guard let swiftc else { return .failure(CommandError(message: "swiftc is not on PATH")) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-standin-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in ["UIKit", "SwiftUI"] {
            let run = try? Command.run(swiftc, ["-parse-as-library", "-swift-version", "5", "-emit-module", "-module-name", module,
                                                "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                                                sources.appendingPathComponent("\(module).swift").path])
            guard let run, run.status == 0 else { return .failure(CommandError(message: "stand-in \(module) does not build: \(run?.stderr ?? "")")) }
        }
        return .success(folder)
    }()

    /// The compiler's diagnostics for `source` (empty when it type-checks cleanly).
    static func typecheck(_ source: String, name: String) throws -> String {
        let folder = try modules.get()
        let file = folder.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let run = try Command.run(swiftc!, ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", folder.path, file.path])
        return run.status == 0 ? "" : run.stdout + run.stderr
    }
}

@Suite(.serialized) struct GeneratedSwiftCompiles {
    @Test(.enabled(if: TestFonts.available), arguments: ["clean.yml", "violations.yml"], [ExportFormat.uikit, .swiftui])
    func examples(config: String, format: ExportFormat) throws {
        let source = try Examples.render(format, config)
        let errors = try StandIn.typecheck(source, name: "\(format)-\(config).swift")
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(arguments: [ExportFormat.uikit, .swiftui]) func trickyNames(format: ExportFormat) throws {
        let (config, model) = try ExportNamingTests.model()
        let errors = try StandIn.typecheck(Exporter.render(format, model: model, config: config, source: "tricky.yml"), name: "tricky-\(format).swift")
        #expect(errors.isEmpty, "\(errors)")
    }

    /// The stand-ins can fail: SwiftUI's text style is `.title`, not UIKit's `.title1`; a stored
    /// static UIFont dictionary is not concurrency-safe in Swift 6; UIFontMetrics has no minimum.
    @Test func standInsCatchWhatRealFrameworksWould() throws {
        let title1 = try StandIn.typecheck("import SwiftUI\nvar font: Font { .custom(\"X\", size: 28, relativeTo: .title1) }\n", name: "title1.swift")
        #expect(title1.contains("has no member 'title1'"), "\(title1)")
        let stored = try StandIn.typecheck("import UIKit\nenum Fonts {\n    static let all: [UIFont.TextStyle: UIFont] = [:]\n}\n", name: "stored.swift")
        #expect(stored.contains("not concurrency-safe"), "\(stored)")
        let unknown = try StandIn.typecheck("import UIKit\nlet f = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont.systemFont(ofSize: 1, weight: .regular), minimumPointSize: 3)\n", name: "unknown.swift")
        #expect(unknown.contains("error"), "an API UIKit does not have")
    }
}
