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
    }

    let targets: [Target]

    /// Reads the real manifest through SwiftPM (a scratch folder of its own, so it never waits
    /// for the build that runs these tests).
    static func load() throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-dump-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try Command.run("/usr/bin/env", ["swift", "package", "--package-path", Fixture.root.path, "--scratch-path", scratch.path, "dump-package"])
        guard run.status == 0 else { throw CommandError(message: "swift package dump-package failed: \(run.stderr)") }
        return try PackageGraph(json: Data(run.stdout.utf8))
    }

    init(json: Data) throws {
        let root = try JSONSerialization.jsonObject(with: json) as! [String: Any]
        targets = (root["targets"] as! [[String: Any]]).map { target in
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
                // {"byName": ["X", null]}, {"target": ["X", null]} or {"product": ["X", "package", ...]}
                guard let value = dependency.values.first as? [Any], let name = value.first as? String else { return nil }
                return name
            }
            return Target(name: target["name"] as! String, kind: target["type"] as! String, path: target["path"] as? String,
                          dependencies: dependencies)
        }
    }

    init(targets: [Target]) { self.targets = targets }

    /// The graph with one more edge, for showing that the check catches it.
    func adding(_ dependency: String, to name: String) -> PackageGraph {
        PackageGraph(targets: targets.map { $0.name == name ? Target(name: $0.name, kind: $0.kind, path: $0.path, dependencies: $0.dependencies + [dependency]) : $0 })
    }
}

/// The allowed arrows of docs/ARCHITECTURE.md. A target missing here is itself a violation:
/// a newcomer adding a target decides its place in this table.
enum House {
    static let cFree: Set<String> = ["FontScaleMetrics", "FontScale", "FontScaleMotion"]
    static let libraries: Set<String> = cFree.union(["FontScaleFonts", "FontScaleRender", "FontScaleMotionLab", "FontScaleOutput", "FontScaleReport", "FontScaleCheck",
                                                     "FontScaleExport"])

    static let allowed: [String: Set<String>] = [
        "FontScaleMetrics": [],
        "FontScale": ["FontScaleMetrics"],
        "FontScaleMotion": ["FontScale", "FontScaleMetrics"],
        "FontScaleFonts": ["FontScale", "FontScaleMetrics", "CFreeType", "CHarfBuzz", "CFontconfig"],
        "FontScaleRender": ["FontScaleFonts", "FontScale", "FontScaleMetrics", "CCairo", "CZlib"],
        "FontScaleMotionLab": ["FontScaleMotion", "FontScale", "FontScaleMetrics", "FontScaleFonts", "FontScaleRender", "FontScaleOutput"],
        "FontScaleOutput": [],
        "FontScaleReport": ["FontScale", "FontScaleMetrics", "FontScaleMotion", "FontScaleMotionLab", "FontScaleFonts", "FontScaleRender", "FontScaleOutput"],
        "FontScaleCheck": ["FontScale", "FontScaleMetrics", "FontScaleMotion", "FontScaleFonts", "FontScaleRender", "FontScaleOutput", "Yams"],
        "FontScaleExport": ["FontScaleCheck", "FontScale", "FontScaleMetrics", "FontScaleFonts", "FontScaleOutput"],
        "fontscale": libraries.union(["ArgumentParser"]),
        "fontscale-bench": libraries,
        "FontScaleTableGen": [],
        "fontscale-tables": ["FontScaleTableGen"],
        "FontScaleTestSupport": [],
    ]

    /// Every edge outside the allowed ones, and every target with no place in the house, in words.
    static func violations(_ graph: PackageGraph) -> [String] {
        var problems: [String] = []
        let byName = Dictionary(uniqueKeysWithValues: graph.targets.map { ($0.name, $0) })
        for target in graph.targets {
            switch target.kind {
            case "system":
                if !target.dependencies.isEmpty { problems.append("\(target.name): a system library target depends on \(target.dependencies)") }
            case "test":
                // Tests may use any library and the support target, never another test or an edge into C directly.
                for dependency in target.dependencies where byName[dependency]?.kind == "test" || byName[dependency]?.kind == "system" {
                    problems.append("\(target.name) -> \(dependency): tests reach C and other tests only through the libraries")
                }
            default:
                guard let allowed = allowed[target.name] else {
                    problems.append("\(target.name): not in the house; give it a place and its allowed arrows in docs/ARCHITECTURE.md and ArchitectureTests")
                    continue
                }
                for dependency in target.dependencies where !allowed.contains(dependency) {
                    problems.append("\(target.name) -> \(dependency): not an allowed arrow")
                }
            }
        }
        // The C-free core stays C-free transitively: nothing below it is a system library or a package product.
        for name in cFree.sorted() {
            var seen: Set<String> = [], stack = [name]
            while let next = stack.popLast() {
                for dependency in byName[next]?.dependencies ?? [] where seen.insert(dependency).inserted {
                    if byName[dependency] == nil || byName[dependency]!.kind == "system" {
                        problems.append("\(name) reaches \(dependency): the C-free core may depend on nothing beyond Foundation")
                    } else {
                        stack.append(dependency)
                    }
                }
            }
        }
        return problems
    }
}

@Suite struct PackageGraphTests {
    @Test func everyEdgeIsAnAllowedArrow() throws {
        let graph = try PackageGraph.load()
        #expect(House.violations(graph) == [])
        // Every library the house draws exists.
        let names = Set(graph.targets.map(\.name))
        #expect(House.libraries.isSubset(of: names))
    }

    @Test func forbiddenEdgesAreCaught() throws {
        let graph = try PackageGraph.load()
        // The C-free core reaching a font library directly, or through FontScaleFonts.
        #expect(House.violations(graph.adding("CFreeType", to: "FontScale")).contains("FontScale -> CFreeType: not an allowed arrow"))
        let upward = House.violations(graph.adding("FontScaleFonts", to: "FontScaleMotion"))
        #expect(upward.contains("FontScaleMotion -> FontScaleFonts: not an allowed arrow"))
        #expect(upward.contains("FontScaleMotion reaches CFreeType: the C-free core may depend on nothing beyond Foundation"))
        // Drawing outside the drawing target; a report reaching up into the check.
        #expect(House.violations(graph.adding("CCairo", to: "FontScaleReport")) == ["FontScaleReport -> CCairo: not an allowed arrow"])
        #expect(House.violations(graph.adding("FontScaleCheck", to: "FontScaleReport")) == ["FontScaleReport -> FontScaleCheck: not an allowed arrow"])
        // A new target with no place in the house.
        let stray = PackageGraph(targets: graph.targets + [.init(name: "FontScaleExtras", kind: "regular", path: nil, dependencies: [])])
        #expect(House.violations(stray).count == 1)
    }
}
