import FontScaleTestSupport
import Foundation

/// The allowed arrows, read from the one place that states them: the ```` ```arrows ```` block of
/// docs/ARCHITECTURE.md. Package.swift's comment points there; nothing else restates them.
///
/// The block has one line per target: its name, its layer (`c-free`, `library` or `tool`) and the
/// targets and products it may depend on (`-` for none, `libraries` for every c-free and library
/// target). An indented line continues the previous target's list. `#` starts a comment.
/// A target missing from the block is itself a violation: a newcomer adding a target decides its
/// place there.
struct House {
    /// Where a target sits.
    enum Layer: String {
        /// Foundation at most, so an iOS or macOS app can depend on it.
        case cFree = "c-free"
        /// A library target (may use the C modules where its arrows allow).
        case library
        /// An executable or support target.
        case tool
    }

    /// Each target's layer, by name.
    let layers: [String: Layer]
    /// Each target's allowed dependencies, `libraries` expanded.
    let allowed: [String: Set<String>]

    /// The C-free core.
    var cFree: Set<String> { Set(layers.filter { $0.value == .cFree }.keys) }
    /// Every library target, the C-free core included.
    var libraries: Set<String> { Set(layers.filter { $0.value != .tool }.keys) }

    static let file = Fixture.root.appendingPathComponent("docs/ARCHITECTURE.md")

    /// The house as docs/ARCHITECTURE.md draws it.
    static func load() throws -> House {
        try House(markdown: String(contentsOf: file, encoding: .utf8))
    }

    /// Parses the arrows block of `markdown`; a malformed line throws with its line number.
    init(markdown: String) throws {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "```arrows"),
            let end = lines[(start + 1)...].firstIndex(of: "```")
        else {
            throw CommandError(message: "docs/ARCHITECTURE.md: no ```arrows block")
        }
        var layers: [String: Layer] = [:], order: [String] = [], named: [String: [String]] = [:]
        for index in (start + 1)..<end {
            let line = lines[index], number = index + 1
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(separator: " ").map(String.init)
            guard !words.isEmpty else { continue }
            if line.first == " " {
                guard let last = order.last else { throw Self.error(number, "a continuation before any target") }
                named[last, default: []] += words
                continue
            }
            guard words.count >= 3, let layer = Layer(rawValue: words[1]) else {
                throw Self.error(number, "expected 'target layer dependencies...' with layer c-free, library or tool")
            }
            guard layers[words[0]] == nil else { throw Self.error(number, "\(words[0]) appears twice") }
            layers[words[0]] = layer
            order.append(words[0])
            named[words[0]] = words[2...].filter { $0 != "-" }
        }
        let libraries = Set(layers.filter { $0.value != .tool }.keys)
        self.layers = layers
        allowed = named.mapValues { names in
            Set(names.flatMap { $0 == "libraries" ? Array(libraries) : [$0] })
        }
    }

    private static func error(_ line: Int, _ message: String) -> CommandError {
        CommandError(message: "docs/ARCHITECTURE.md:\(line): arrows block: \(message)")
    }

    /// Every edge outside the allowed ones, and every target with no place in the house, in words.
    func violations(_ graph: PackageGraph) -> [String] {
        var problems: [String] = []
        let byName = Dictionary(uniqueKeysWithValues: graph.targets.map { ($0.name, $0) })
        for target in graph.targets {
            switch target.kind {
            case "system", "c":
                if !target.dependencies.isEmpty {
                    problems.append("\(target.name): a system library target depends on \(target.dependencies)")
                }
            case "test":
                // Tests may use any library and the support target, never another test or an edge into C directly.
                for dependency in target.dependencies
                where ["test", "system", "c"].contains(byName[dependency]?.kind) {
                    problems.append(
                        "\(target.name) -> \(dependency): "
                            + "tests reach C and other tests only through the libraries")
                }
            default:
                guard let allowed = allowed[target.name] else {
                    problems.append(
                        "\(target.name): not in the house; give it a place and its allowed arrows "
                            + "in the arrows block of docs/ARCHITECTURE.md")
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
                    if byName[dependency] == nil || ["system", "c"].contains(byName[dependency]!.kind) {
                        problems.append(
                            "\(name) reaches \(dependency): "
                                + "the C-free core may depend on nothing beyond Foundation")
                    } else {
                        stack.append(dependency)
                    }
                }
            }
        }
        return problems
    }

    /// Names in the block that are neither a target nor a product the package uses: a stale house.
    func unknownNames(_ graph: PackageGraph) -> [String] {
        let targets = Set(graph.targets.map(\.name))
        let products = Set(graph.targets.flatMap(\.dependencies)).subtracting(targets)
        var unknown = Set(layers.keys).subtracting(targets)
        for names in allowed.values { unknown.formUnion(names.subtracting(targets).subtracting(products)) }
        return unknown.sorted()
    }
}
