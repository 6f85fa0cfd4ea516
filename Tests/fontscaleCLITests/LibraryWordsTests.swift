import FontScaleTestSupport
import Foundation
import Testing

/// The libraries speak in values, never in the CLI's words (issue 33): no string literal in
/// `Sources/FontScale*/` names one of the options the commands declare. The option names come
/// from the commands themselves (`fontscale --experimental-dump-help`, every subcommand), not
/// from a list kept here; the CLI words a flag in `classify` (Sources/fontscale/main.swift).
@Suite struct LibraryWordsTests {
    /// Targets still being reworded on a branch of their own; allowed here until it is merged.
    static let knownUntilMerged: Set<String> = []

    /// Every long and short option name of every command, as the parser declares it.
    static func optionNames() throws -> Set<String> {
        let run = try Command.run(Fixture.executable.path, ["--experimental-dump-help"])
        let root = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        var names: Set<String> = []
        func walk(_ command: [String: Any]) {
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for name in argument["names"] as? [[String: Any]] ?? [] {
                    guard let kind = name["kind"] as? String, let text = name["name"] as? String else { continue }
                    names.insert((kind == "long" ? "--" : "-") + text)
                }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] { walk(sub) }
        }
        walk(root?["command"] as? [String: Any] ?? [:])
        return names
    }

    /// The string literals of Swift source, each with the line it starts on; comments are
    /// skipped, and an interpolation is a NUL in its literal (the literals inside it count apart).
    static func literals(_ source: String) -> [(line: Int, text: String)] {
        var scanner = LiteralScanner(Array(source.unicodeScalars))
        scanner.code(untilParenthesis: false)
        return scanner.found
    }

    /// The places `names` occur as whole words in `text` (not inside `--fontx` or `---font`).
    static func mentions(of names: Set<String>, in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        func isWord(_ index: Int) -> Bool {
            guard index >= 0, index < scalars.count else { return false }
            let scalar = scalars[index]
            return scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
        }
        return names.sorted().filter { name in
            let pattern = Array(name.unicodeScalars)
            guard pattern.count <= scalars.count else { return false }
            return (0...(scalars.count - pattern.count)).contains { start in
                scalars[start..<start + pattern.count].elementsEqual(pattern) && !isWord(start - 1)
                    && !isWord(start + pattern.count)
            }
        }
    }

    /// `text` without the fontscale command lines it quotes, in backticks or in parentheses
    /// (`` `fontscale check --print-config` ``, "(fontscale check --print-config)"): a generated
    /// file that tells its reader what to type spells the command whole; that is output for a
    /// person, not a library naming a flag. An unquoted "fontscale report; pass --force" is kept.
    static func withoutQuotedCommands(_ text: String) -> String {
        text.replacing(/`fontscale [a-z]+[^`]*`/, with: "").replacing(/\(fontscale [a-z]+[^()]*\)/, with: "")
    }

    @Test func theScannerFindsLiteralsAndSkipsComments() {
        let source = #"""
            // "--font" in a comment
            /* "--font" in /* a nested */ block */
            let a = "plain --style x"  // "--model"
            let b = "outer \(f("inner --size")) --fontx ---font"
            let c = #"raw "--index" \(x)"#
            let d = """
                multi
                --platform
                """
            """#
        let found = Self.literals(source)
        #expect(
            found.map(\.text) == [
                "plain --style x", "inner --size", "outer \0 --fontx ---font", #"raw "--index" \(x)"#,
                "    multi\n    --platform\n    ",
            ])
        #expect(found.map(\.line) == [3, 4, 4, 5, 6])
        let names: Set<String> = ["--font", "--style", "--size", "--index", "--platform", "--model", "-o"]
        #expect(
            found.flatMap { Self.mentions(of: names, in: $0.text) } == ["--style", "--size", "--index", "--platform"])
        #expect(Self.mentions(of: names, in: "write -o DIR, not -oDIR") == ["-o"])
        // A quoted command line is the reader's to type; the same flag outside it is still found.
        let quoted = "defaults: `fontscale check --print-config`; (fontscale check --profile x) --model"
        let flags: Set<String> = ["--print-config", "--profile", "--model", "--force"]
        #expect(Self.mentions(of: flags, in: Self.withoutQuotedCommands(quoted)) == ["--model"])
        let unquoted = Self.withoutQuotedCommands("written by fontscale report; pass --force")
        #expect(Self.mentions(of: flags, in: unquoted) == ["--force"])
        #expect(
            Self.mentions(of: flags, in: Self.withoutQuotedCommands("(or run `fontscale check --profile x`)")) == [])
    }

    @Test func noLibraryStringNamesAnOption() throws {
        let names = try Self.optionNames()
        // The commands' own options: a parser that lost them would make this test pass on nothing.
        #expect(names.isSuperset(of: ["--font", "--font-file", "--display-scale", "--style", "--format", "-o"]))
        let sources = Fixture.root.appendingPathComponent("Sources")
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
            $0.hasPrefix("FontScale") && !Self.knownUntilMerged.contains($0)
        }
        #expect(targets.count >= 9, "\(targets)")
        var offenders: [String] = []
        for target in targets.sorted() {
            let folder = sources.appendingPathComponent(target)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!.compactMap {
                $0 as? URL
            }
            for file in files where file.pathExtension == "swift" {
                for literal in Self.literals(try String(contentsOf: file, encoding: .utf8)) {
                    for name in Self.mentions(of: names, in: Self.withoutQuotedCommands(literal.text)) {
                        offenders.append("Sources/\(target)/\(file.lastPathComponent):\(literal.line): \(name)")
                    }
                }
            }
        }
        #expect(offenders == [], "library strings naming CLI options (word them in the CLI's classify)")
    }
}

/// Walks Swift source for string literals (plain, multi-line and raw), through comments and
/// interpolations.
private struct LiteralScanner {
    let source: [Unicode.Scalar]
    var index = 0, line = 1
    var found: [(line: Int, text: String)] = []

    init(_ source: [Unicode.Scalar]) { self.source = source }

    func at(_ text: String, _ offset: Int = 0) -> Bool {
        let pattern = Array(text.unicodeScalars), start = index + offset
        guard start >= 0, start + pattern.count <= source.count else { return false }
        return source[start..<start + pattern.count].elementsEqual(pattern)
    }

    mutating func step() {
        if source[index] == "\n" { line += 1 }
        index += 1
    }

    /// Code up to the end, or to the `)` closing an interpolation.
    mutating func code(untilParenthesis: Bool) {
        var depth = 0
        while index < source.count {
            if at("//") {
                while index < source.count, source[index] != "\n" { step() }
            } else if at("/*") {
                var nesting = 0
                repeat {
                    if at("/*") { nesting += 1; step() } else if at("*/") { nesting -= 1; step() }
                    step()
                } while nesting > 0 && index < source.count
            } else if source[index] == "\"" || (source[index] == "#" && rawQuote() != nil) {
                literal()
            } else {
                if source[index] == "(" { depth += 1 }
                if source[index] == ")" {
                    if depth == 0, untilParenthesis { step(); return }
                    depth -= 1
                }
                step()
            }
        }
    }

    /// The number of `#` before a `"` starting here, or nil when no quote follows them.
    func rawQuote() -> Int? {
        var count = 0
        while index + count < source.count, source[index + count] == "#" { count += 1 }
        return index + count < source.count && source[index + count] == "\"" ? count : nil
    }

    mutating func literal() {
        let hashes = rawQuote() ?? 0, delimiter = String(repeating: "#", count: hashes)
        for _ in 0..<hashes { step() }
        let multiline = at("\"\"\"")
        let quote = multiline ? "\"\"\"" : "\""
        let start = line
        for _ in 0..<quote.count { step() }
        if multiline, index < source.count, source[index] == "\n" { step() }
        var text = String.UnicodeScalarView()
        while index < source.count, !at(quote + delimiter) {
            if at("\\" + delimiter + "(") {
                for _ in 0..<(hashes + 2) { step() }
                code(untilParenthesis: true)
                text.append("\0")
            } else if at("\\" + delimiter) {
                for _ in 0..<(hashes + 1) { step() }
                if index < source.count { text.append(source[index]); step() }
            } else {
                text.append(source[index])
                step()
            }
        }
        for _ in 0..<(quote.count + hashes) where index < source.count { step() }
        found.append((start, String(text)))
    }
}
