import FontScaleTestSupport
import Foundation
import Testing

/// Every subcommand's --help at 80 columns: no line wider than the terminal (ArgumentParser's
/// one-line USAGE aside), and no hard line break inside a paragraph, which ArgumentParser would
/// wrap a second time ("a text-size\nslider").
@Suite struct HelpTextTests {
    static func help(_ command: [String]) throws -> String {
        let run = try Command.run(
            Fixture.executable.path, command + ["--help"], environment: ["COLUMNS": "80", "PATH": "/usr/bin:/bin"])
        return run.stdout
    }

    /// The subcommands, found by walking the SUBCOMMANDS sections from the root.
    static func commands() throws -> [[String]] {
        var found: [[String]] = [[]]
        var queue: [[String]] = [[]]
        while let command = queue.popLast() {
            let text = try help(command)
            guard let section = text.range(of: "SUBCOMMANDS:\n") else { continue }
            for line in text[section.upperBound...].split(separator: "\n") {
                guard line.hasPrefix("  ") else { break }
                guard !line.hasPrefix("   ") else { continue }  // a wrapped description line
                // "  size (default)   Plan a size change ..."; not "  See 'fontscale help <subcommand>' ...".
                guard let name = line.split(separator: " ").first, name.allSatisfy({ $0.isLowercase || $0 == "-" }),
                    name != "help", command.count < 3, !found.contains(command + [String(name)])
                else { continue }
                let sub = command + [String(name)]
                found.append(sub)
                queue.append(sub)
            }
        }
        return found
    }

    /// Every example can be copied as it prints: each line of an Examples section is a command
    /// ("  fontscale ...") or continues the line before, which ends in " \\", indented deeper.
    /// ArgumentParser wraps a longer line at the width into a second line at column 0, which a
    /// shell would run as a command of its own.
    @Test func everyExampleIsOneCommandACopyRuns() throws {
        var examples = 0
        for command in try Self.commands() {
            let name = (["fontscale"] + command).joined(separator: " ")
            let lines = try Self.help(command).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let start = lines.firstIndex(of: "Examples:") else { continue }
            var previous = "Examples:"
            for line in lines[(start + 1)...] {
                if line.isEmpty || line.hasPrefix("USAGE:") { break }
                let command = line.hasPrefix("  fontscale ") && !previous.hasSuffix(" \\")
                let continued = line.hasPrefix("    ") && previous.hasSuffix(" \\")
                #expect(
                    command || continued, "\(name) --help: an example line broken off: '\(line)' after '\(previous)'")
                if command { examples += 1 }
                previous = line
            }
        }
        // fit 2, measure 3, report 4, scale 4, animate size 2, count 3, morph 2, color 2.
        #expect(examples == 22)
    }

    /// `animate` names all four of its subcommands' kinds; --display-scale reads the same in each
    /// animation that takes it (one declaration).
    @Test func animateHelpSaysWhatItDoes() throws {
        let overview = try Self.help(["animate"]).split(separator: "\n").prefix(2).joined(separator: " ")
        #expect(
            overview
                == "OVERVIEW: Plan text animations and measure their flaws with the real font: size changes, counting labels, text morphs and colour changes."
        )
        let option =
            "  --display-scale <scale> The pixel grid the frames are measured and drawn on:\n                          1, 2 or 3. (default: 3)\n"
        for sub in ["size", "count"] {
            #expect(try Self.help(["animate", sub]).contains(option), "animate \(sub)")
        }
    }

    @Test func everyHelpReadsWellAt80Columns() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 16, "\(commands)")  // the root, 11 subcommands, animate size|count|morph|color
        for command in commands {
            let name = (["fontscale"] + command).joined(separator: " ")
            let lines = try Self.help(command).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for line in lines where line.count > 80 && !line.hasPrefix("USAGE:") {
                Issue.record("\(name) --help: \(line.count) columns: \(line)")
            }
            // A paragraph line followed by a line of the same paragraph must be full: the next
            // word would not have fitted. Only the overview and discussion (before USAGE) are prose.
            let prose = lines.prefix { !$0.hasPrefix("USAGE:") }
            for (index, line) in prose.enumerated() where index + 1 < prose.count {
                let next = prose[prose.startIndex + index + 1]
                guard !line.isEmpty, !next.isEmpty, !line.hasPrefix(" "), !next.hasPrefix(" "), !next.hasPrefix("- "),
                    !line.hasSuffix(":"), let word = next.split(separator: " ").first
                else { continue }
                if line.count + 1 + word.count < 80 {  // ArgumentParser keeps lines under the width
                    Issue.record(
                        "\(name) --help: a hard break inside a paragraph after \"\(line.suffix(30))\" (\"\(word)\" would fit)"
                    )
                }
            }
        }
    }
}

/// The help (and so the manual pages generated from it, which the archive, the .deb and the wheel
/// ship without the repository) names the documentation by its address at this version's tag,
/// never by a repository path such as docs/check.md.
@Suite struct HelpLinksTests {
    @Test func documentationIsNamedByItsAddressAtTheTag() throws {
        let version = try Command.run(Fixture.executable.path, ["--version"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let base = "https://github.com/fontscale/fontscale/blob/v\(version)/"
        var addresses = 0
        for command in try HelpTextTests.commands() {
            let text = try HelpTextTests.help(command)
            for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" })
            where word.contains(".md") && (word.contains("docs/") || word.contains("README")) {
                #expect(word.hasPrefix(base), "fontscale \(command.joined(separator: " ")) --help: \(word)")
                addresses += 1
            }
        }
        #expect(addresses >= 3)  // the root's README, check's Configuration.md and accessibility.md
    }
}
