import FontScaleTestSupport
import Foundation
import Testing

/// The package graph as `swift package dump-package` reports it: each target's kind and dependencies.
struct PackageGraph {
    struct Target {
        let name: String
        let kind: String
        let path: String?
        let dependencies: [String]
        /// The manifest's `sources` (nil: every file under the path) and `exclude`, relative to the path.
        var sources: [String]? = nil
        var exclude: [String] = []

        /// Whether `relativePath` (from the target's folder) is one of its sources.
        func compiles(_ relativePath: String) -> Bool {
            func under(_ entry: String) -> Bool { relativePath == entry || relativePath.hasPrefix(entry + "/") }
            return (sources?.contains(where: under) ?? true) && !exclude.contains(where: under)
        }
    }

    let targets: [Target]

    /// Reads the real manifest through SwiftPM (a scratch folder of its own, so it never waits
    /// for the build that runs these tests).
    static func load() throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-dump-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try Command.run(
            "/usr/bin/env",
            ["swift", "package", "--package-path", Fixture.root.path, "--scratch-path", scratch.path, "dump-package"],
            // The whole house, `serve` included, even in a build that leaves it out (scripts/sanitize.sh).
            environment: ProcessInfo.processInfo.environment.filter { $0.key != "FONTSCALE_NO_SERVE" })
        guard run.status == 0 else { throw CommandError(message: "swift package dump-package failed: \(run.stderr)") }
        return try PackageGraph(json: Data(run.stdout.utf8))
    }

    init(json: Data) throws {
        let root = try JSONSerialization.jsonObject(with: json) as! [String: Any]
        targets = (root["targets"] as! [[String: Any]]).map { target in
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
                // {"byName": ["X", null]}, {"target": ["X", null]} or {"product": ["X", "package", ...]}
                guard let value = dependency.values.first as? [Any], let name = value.first as? String else {
                    return nil
                }
                return name
            }
            let name = target["name"] as! String, path = target["path"] as? String
            return Target(
                name: name, kind: Self.isCTarget(name, path: path) ? "c" : target["type"] as! String, path: path,
                dependencies: dependencies, sources: target["sources"] as? [String],
                exclude: target["exclude"] as? [String] ?? [])
        }
    }

    init(targets: [Target]) { self.targets = targets }

    /// A regular target with C sources and no Swift (CICU: a C shim compiled as its own target),
    /// which the house treats as it treats a system-library target: a C module.
    static func isCTarget(_ name: String, path: String?) -> Bool {
        let folder = Fixture.root.appendingPathComponent(path ?? "Sources/\(name)")
        guard let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] else {
            return false
        }
        return files.contains { $0.hasSuffix(".c") } && !files.contains { $0.hasSuffix(".swift") }
    }

    /// The graph with one more edge, for showing that the check catches it.
    func adding(_ dependency: String, to name: String) -> PackageGraph {
        PackageGraph(
            targets: targets.map {
                $0.name == name
                    ? Target(
                        name: $0.name, kind: $0.kind, path: $0.path, dependencies: $0.dependencies + [dependency],
                        sources: $0.sources, exclude: $0.exclude)
                    : $0
            })
    }
}

@Suite struct PackageGraphTests {
    @Test func everyEdgeIsAnAllowedArrow() throws {
        let graph = try PackageGraph.load(), house = try House.load()
        #expect(house.violations(graph) == [])
        // Every target and product the house names exists, and every library it draws.
        #expect(house.unknownNames(graph) == [])
        #expect(house.libraries.isSubset(of: Set(graph.targets.map(\.name))))
        #expect(house.cFree == ["FontScaleMetrics", "FontScale", "FontScaleMotion"])
    }

    @Test func forbiddenEdgesAreCaught() throws {
        let graph = try PackageGraph.load(), house = try House.load()
        // The C-free core reaching a font library directly, or through FontScaleFonts.
        #expect(
            house.violations(graph.adding("CFreeType", to: "FontScale"))
                .contains("FontScale -> CFreeType: not an allowed arrow"))
        let upward = house.violations(graph.adding("FontScaleFonts", to: "FontScaleMotion"))
        #expect(upward.contains("FontScaleMotion -> FontScaleFonts: not an allowed arrow"))
        #expect(
            upward.contains(
                "FontScaleMotion reaches CFreeType: the C-free core may depend on nothing beyond Foundation"))
        // Drawing outside the drawing target; a report reaching up into the check.
        #expect(
            house.violations(graph.adding("CCairo", to: "FontScaleReport"))
                == ["FontScaleReport -> CCairo: not an allowed arrow"])
        #expect(
            house.violations(graph.adding("FontScaleCheck", to: "FontScaleReport"))
                == ["FontScaleReport -> FontScaleCheck: not an allowed arrow"])
        // The config format knows no checker, and reads YAML for everyone.
        #expect(
            house.violations(graph.adding("FontScaleCheck", to: "FontScaleConfig"))
                == ["FontScaleConfig -> FontScaleCheck: not an allowed arrow"])
        #expect(
            house.violations(graph.adding("Yams", to: "FontScaleCheck"))
                == ["FontScaleCheck -> Yams: not an allowed arrow"])
        // A new target with no place in the house.
        let stray = PackageGraph(
            targets: graph.targets + [.init(name: "FontScaleExtras", kind: "regular", path: nil, dependencies: [])])
        #expect(house.violations(stray).count == 1)
    }

    /// The block's own grammar: continuation lines, `-`, `libraries`, and located errors.
    @Test func theArrowsBlockParses() throws {
        let house = try House(
            markdown: """
                text
                ```arrows
                # comment
                Core      c-free   -
                Fonts     library  Core  # a comment
                                   CFreeType
                cli       tool     libraries ArgumentParser
                ```
                """)
        #expect(house.cFree == ["Core"])
        #expect(house.allowed["Fonts"] == ["Core", "CFreeType"])
        #expect(house.allowed["cli"] == ["Core", "Fonts", "ArgumentParser"])
        #expect(throws: CommandError.self) { try House(markdown: "```arrows\nCore everywhere -\n```") }
        #expect(throws: CommandError.self) { try House(markdown: "```arrows\nCore c-free -\nCore tool -\n```") }
        #expect(throws: CommandError.self) { try House(markdown: "no block") }
    }
}
