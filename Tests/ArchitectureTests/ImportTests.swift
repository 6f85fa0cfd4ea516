import FontScaleTestSupport
import Foundation
import Testing

/// Imports against the declared dependencies: a module may import only what its target
/// declares (plus the toolchain's own modules), and the C-free core imports Foundation at most.
@Suite struct ImportTests {
    static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    static let toolchain: Set<String> = [
        "Foundation", "FoundationXML", "FoundationEssentials", "Testing", "XCTest", "Glibc", "Dispatch", "Darwin",
        "Synchronization",
    ]

    /// `import X` lines at the start of a line (not inside string literals, which are indented),
    /// with attributes and an access level (`internal import CFreeType`, SE-0409) before it.
    /// With `documentation`, also the code samples of the target's DocC catalog (`.md` files).
    /// With `target`, only the files the manifest compiles into it (its `sources` and `exclude`).
    static func imports(in folder: URL, documentation: Bool = false, of target: PackageGraph.Target? = nil) throws
        -> [(file: String, module: String, access: String?)]
    {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!.compactMap {
            $0 as? URL
        }
        .filter {
            $0.pathExtension == "swift" || documentation && $0.pathExtension == "md" && $0.path.contains(".docc/")
        }
        // StandIn/ (excluded from its target in Package.swift) holds stand-ins for Apple's modules,
        // compiled on their own as UIKit and SwiftUI: not the target's imports.
        .filter { !$0.path.contains("/StandIn/") }
        .filter { file in
            target.map {
                $0.compiles(String(file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
            }
                ?? true
        }
        var found: [(String, String, String?)] = []
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index < words.count - 1,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") || Self.accessLevels.contains(String($0)) }),
                    line.first != " "
                else { continue }
                let access = words[..<index].first { Self.accessLevels.contains(String($0)) }.map(String.init)
                found.append((file.lastPathComponent, String(words[index + 1]), access))
            }
        }
        return found
    }

    @Test func everyImportIsDeclared() throws {
        let graph = try PackageGraph.load()
        var checked = 0
        for target in graph.targets where target.kind != "system" && target.kind != "c" {
            let folder = Fixture.root.appendingPathComponent(
                target.path ?? (target.kind == "test" ? "Tests/\(target.name)" : "Sources/\(target.name)"))
            for (file, module, _) in try Self.imports(in: folder, of: target) where !Self.toolchain.contains(module) {
                checked += 1
                #expect(
                    target.dependencies.contains(module),
                    "\(target.name)/\(file) imports \(module), which \(target.name) does not declare")
            }
        }
        #expect(checked > 50)
    }

    /// The core's sources and its documentation's samples: an app reading FontScale's docs must
    /// not be sent to a module that needs FreeType, HarfBuzz, fontconfig or cairo.
    @Test func theCFreeCoreImportsOnlyFoundation() throws {
        let cFree = try House.load().cFree
        for name in cFree {
            let folder = Fixture.root.appendingPathComponent("Sources/\(name)")
            for (file, module, _) in try Self.imports(in: folder, documentation: true)
            where !(["Foundation", "Testing"] + cFree).contains(module) {
                Issue.record("\(name)/\(file) imports \(module)")
            }
        }
    }

    /// The C modules stay behind the libraries that wrap them: every import of a system-library
    /// target is `internal` or narrower (SE-0409), so the compiler refuses a C type in a public
    /// or `package` signature. A plain `import` would be public in Swift 6.
    @Test func cModulesAreImportedInternally() throws {
        let graph = try PackageGraph.load()
        let system = Set(graph.targets.filter { $0.kind == "system" || $0.kind == "c" }.map(\.name))
        var checked = 0
        for target in graph.targets where target.kind == "regular" {
            let folder = Fixture.root.appendingPathComponent(target.path ?? "Sources/\(target.name)")
            for (file, module, access) in try Self.imports(in: folder) where system.contains(module) {
                checked += 1
                #expect(
                    ["internal", "fileprivate", "private"].contains(access ?? "public"),
                    "\(target.name)/\(file) imports \(module) as \(access ?? "public (no access level)")")
            }
        }
        #expect(checked >= 10)
    }
}
