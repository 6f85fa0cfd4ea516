import FontScaleTestSupport
import Foundation
import Testing

/// The shape every command keeps: the CLI's `run()` and `validate()` short (a request built, run,
/// its outcome printed), each library's public surface within its committed budget, and
/// FontScaleServe's public surface the server's start, stop and options alone.
@Suite struct ShapeTests {
    /// The longest a command's `run()` or `validate()` may be, in lines from `func` to its `}`.
    static let longestHook = 25

    /// The public (and open) declarations each library has: a new public declaration either
    /// replaces one (the count stays) or raises the budget here, in the same commit, with the
    /// reason in its message (builders, jobs, writers and helpers only the package uses are
    /// `package`); one taken away lowers it.
    static let budget: [String: Int] = [
        "FontScale": 176, "FontScaleCheck": 158, "FontScaleConfig": 275, "FontScaleExport": 190,
        "FontScaleFonts": 435, "FontScaleMetrics": 171, "FontScaleMotion": 340, "FontScaleMotionLab": 314,
        "FontScaleOutput": 0, "FontScaleRender": 51, "FontScaleReport": 232, "FontScaleServe": 25,
        "FontScaleTableGen": 0,
    ]

    /// The Swift files of a target (or any folder below Sources/).
    static func files(_ folder: String) throws -> [URL] {
        let root = Fixture.root.appendingPathComponent("Sources/\(folder)")
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    @Test func everyRunAndValidateIsShort() throws {
        var long: [String] = []
        for file in try Self.files("fontscale") {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (start, count) in SwiftScan.functions(in: lines, named: ["run", "validate"])
            where count > Self.longestHook {
                long.append(
                    "\(file.lastPathComponent):\(start + 1): \(lines[start].trimmingCharacters(in: .whitespaces)) is \(count) lines"
                )
            }
        }
        #expect(
            long.isEmpty,
            "at most \(Self.longestHook) lines: build a request, run it, print the outcome (move the rest into the library or a helper):\n\(long.joined(separator: "\n"))"
        )
    }

    /// A `Checked<>` option's value is read only after its `validate()`: every command that
    /// declares one (stored, not a computed alias of a group's) validates it in its own file.
    @Test func everyCheckedOptionIsValidated() throws {
        var unchecked: [String] = []
        for file in try Self.files("fontscale/Commands") {
            let text = try String(contentsOf: file, encoding: .utf8)
            let code = SwiftScan.codeOnly(text)
            for line in code.components(separatedBy: "\n") {
                let words = line.split(separator: " ")
                guard let at = words.firstIndex(of: "var"), at + 1 < words.count, line.contains("Checked<"),
                    !line.contains("{")
                else { continue }
                let name = words[at + 1].prefix { $0.isLetter || $0.isNumber }
                if !code.contains("\(name).validate()") && !code.contains("\(name)?.validate()") {
                    unchecked.append("\(file.lastPathComponent): \(name)")
                }
            }
        }
        #expect(unchecked.isEmpty, "validate these in validate() before reading .value: \(unchecked)")
    }

    @Test func eachLibraryKeepsItsPublicBudget() throws {
        for (target, allowed) in Self.budget.sorted(by: { $0.key < $1.key }) {
            var count = 0
            for file in try Self.files(target) {
                count += SwiftScan.publicDeclarations(in: try String(contentsOf: file, encoding: .utf8)).count
            }
            #expect(
                count <= allowed,
                "\(target): \(count) public declarations, budget \(allowed): make the new ones package unless an app needs them, or raise the budget in ShapeTests with the reason"
            )
            // A ratchet: a surface that shrank lowers its budget in the same commit.
            #expect(count >= allowed, "\(target): \(count) public declarations, budget \(allowed): lower the budget")
        }
    }

    @Test func theServerIsItsOnlyPublicSurface() throws {
        var types: Set<String> = []
        for file in try Self.files("FontScaleServe") {
            for declaration in SwiftScan.publicDeclarations(in: try String(contentsOf: file, encoding: .utf8)) {
                let words = declaration.split(separator: " ")
                if let kind = words.firstIndex(where: { ["class", "struct", "enum", "actor", "protocol"].contains($0) }
                ),
                    kind + 1 < words.count
                {
                    types.insert(String(words[kind + 1].prefix { $0.isLetter || $0.isNumber }))
                }
            }
        }
        #expect(types == ["PreviewServer", "ServeOptions", "HTTPLimits", "ServeError"])
    }
}

/// Just enough of Swift's lexical structure to find declarations and match braces: line and block
/// comments, string literals (with escapes, multi-line and raw) skipped.
enum SwiftScan {
    /// Each function named one of `names` with no parameters: its first line (0-based) and its
    /// length in lines, from the `func` line to the line of its closing brace.
    static func functions(in lines: [String], named names: Set<String>) -> [(start: Int, lines: Int)] {
        let code = codeOnly(lines.joined(separator: "\n")).components(separatedBy: "\n")
        var found: [(Int, Int)] = []
        for (index, line) in code.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard
                let name = names.first(where: {
                    trimmed.contains("func \($0)()") && !trimmed.hasPrefix("//")
                })
            else { continue }
            _ = name
            var depth = 0, opened = false
            for (offset, later) in code[index...].enumerated() {
                for character in later {
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                }
                if opened, depth == 0 {
                    found.append((index, offset + 1))
                    break
                }
            }
        }
        return found
    }

    /// The public and open declarations of a file, one per line that starts with them (after its
    /// attributes), extensions left out.
    static func publicDeclarations(in text: String) -> [String] {
        codeOnly(text).components(separatedBy: "\n").compactMap { line in
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard let first = words.first, first == "public" || first == "open" else { return nil }
            guard words.count > 1, words[1] != "extension", words[1] != "import" else { return nil }
            return words.joined(separator: " ")
        }
    }

    /// `text` with comments removed and string literals emptied (interpolations kept as code),
    /// its lines kept.
    static func codeOnly(_ text: String) -> String {
        var scanner = Scanner(Array(text))
        scanner.code(until: nil)
        return scanner.out
    }

    /// A scan over a file's characters, writing the code it keeps into `out`.
    struct Scanner {
        let characters: [Character]
        var index = 0, out = ""

        init(_ characters: [Character]) { self.characters = characters }

        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        /// Code up to the `)` that closes an interpolation (`closing` ")") or the end.
        mutating func code(until closing: Character?) {
            var depth = 0
            while index < characters.count {
                let character = characters[index]
                if let closing, character == closing, depth == 0 {
                    index += 1
                    return
                }
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if character == "/", at(1) == "/" {
                    while index < characters.count, characters[index] != "\n" { index += 1 }
                    continue
                }
                if character == "/", at(1) == "*" {
                    index += 2
                    while index < characters.count, !(characters[index] == "*" && at(1) == "/") {
                        if characters[index] == "\n" { out.append("\n") }
                        index += 1
                    }
                    index += 2
                    continue
                }
                if character == "#" || character == "\"" {
                    var hashes = 0
                    while at(hashes) == "#" { hashes += 1 }
                    if at(hashes) == "\"" {
                        index += hashes
                        string(hashes: hashes)
                        continue
                    }
                }
                out.append(character)
                index += 1
            }
        }

        /// A string literal from its opening quote: emptied, its interpolations scanned as code.
        mutating func string(hashes: Int) {
            let multi = at(0) == "\"" && at(1) == "\"" && at(2) == "\""
            index += multi ? 3 : 1
            let close = Array((multi ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes))
            let escape = Array("\\" + String(repeating: "#", count: hashes))
            out.append("\"")
            while index < characters.count {
                if Array(characters[index..<min(index + escape.count, characters.count)]) == escape {
                    index += escape.count
                    if at(0) == "(" {
                        index += 1
                        code(until: ")")
                    } else {
                        // An escaped character; a line continuation keeps its line.
                        if at(0) == "\n" { out.append("\n") }
                        index += 1
                    }
                    continue
                }
                if Array(characters[index..<min(index + close.count, characters.count)]) == close {
                    index += close.count
                    break
                }
                if characters[index] == "\n" { out.append("\n") }
                index += 1
            }
            out.append("\"")
        }
    }
}
