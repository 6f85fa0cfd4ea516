import ArgumentParser
import Foundation

/// Command lines the parser refuses with a message that reads as a missing value, when the value
/// is there but starts with "-" (issue 34): `--max -2x` ("Missing value for '--max <limit>'") and
/// `animate count 0 --5` ("Missing expected argument '<to>'"). Each is worded here with the input
/// and what was expected; the exit status stays 64.
enum ParseFailures {
    /// The message for an option whose value starts with "-": `parserMessage` is the parser's
    /// ("Missing value for '--max <limit>'"). The command line is parsed again with the value
    /// joined (`--max=-2x`): when that refuses the value itself, its message (naming the option)
    /// is the one to give; otherwise the way to write it. Nil for any other failure.
    static func dashValue(arguments: [String], parserMessage: String) -> String? {
        let pattern = /^(?:Error: )?Missing value for '(--?[^ ']+)(?: <([^>]+)>)?'/
        guard let match = parserMessage.firstMatch(of: pattern) else { return nil }
        let name = String(match.1), valueName = match.2.map(String.init) ?? "value"
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        let value = arguments[index + 1]
        guard value.hasPrefix("-"), value != "--" else { return nil }
        var joined = arguments
        joined.replaceSubrange(index...(index + 1), with: ["\(name)=\(value)"])
        do {
            _ = try FontScaleCommand.parseAsRoot(joined)
        } catch {
            let message = firstLine(FontScaleCommand.message(for: error))
            let plain = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
            if plain.contains(name) { return plain }
        }
        return "\(name) takes a <\(valueName)> after it, but '\(value)' starts with '-' and reads as an option; "
            + "to give it as the value, write \(name)=\(value)"
    }

    /// The long options (and their short forms) of `command` that take a value, from its help
    /// ("--locale <id>"), so a number after one is read as its value, not as FROM or TO.
    static func valueOptions(of command: any ParsableCommand.Type) -> Set<String> {
        let help = FontScaleCommand.helpMessage(for: command, columns: 10_000)
        var names = Set<String>()
        for line in help.split(separator: "\n") {
            guard let match = line.firstMatch(of: /^\s+(?:(-\w), )?(--[\w-]+) </) else { continue }
            names.insert(String(match.2))
            if let short = match.1 { names.insert(String(short)) }
        }
        return names
    }

    /// `animate count`'s values: a negative FROM or TO before "--" reads as an option ("-5") or
    /// is one ("--5"); the message names it and writes the command that counts to it.
    static func countValue(arguments: [String]) -> String? {
        let takesValue = valueOptions(of: FontScaleCommand.Animate.Count.self)
        var positionals: [String] = []
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" { return nil }  // what follows is FROM and TO as given
            guard token.hasPrefix("-"), token.count > 1 else {
                positionals.append(token)
                index += 1
                continue
            }
            let body = String(token.drop { $0 == "-" })
            let number = body.hasSuffix("%") ? String(body.dropLast()) : body
            if Double(number) != nil, number.first?.isNumber == true || number.first == "." {
                guard positionals.count < 2 else { return nil }
                let negative = "-" + body
                let what = token.hasPrefix("--") ? "is not an option" : "reads as an option"
                let line: String
                if positionals.isEmpty {
                    // TO: the next token that is neither an option nor an option's value.
                    var to = "TO", next = index + 1
                    while next < arguments.count {
                        let later = arguments[next]
                        if !later.hasPrefix("-") || later == "-" {
                            to = later
                            break
                        }
                        next += takesValue.contains(later) ? 2 : 1
                    }
                    line = "to count from \(negative) write `fontscale animate count -- \(negative) \(to)`"
                } else {
                    line = "to count to \(negative) write `fontscale animate count \(positionals[0]) -- \(negative)`"
                }
                return "'\(token)' \(what); \(line) (values after \"--\", options before it)"
            }
            // An option: its value, when it takes one and is not joined with "=", is not a positional.
            index += takesValue.contains(token) ? 2 : 1
        }
        return nil
    }
}

extension FontScaleCommand.Animate: ParseFailureExplaining {
    /// `animate count` with a negative value before "--".
    static func parseFailureMessage(arguments: [String]) -> String? {
        guard arguments.first == "count" else { return nil }
        return ParseFailures.countValue(arguments: Array(arguments.dropFirst()))
    }
}
