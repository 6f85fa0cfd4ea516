/// libyaml's syntax errors said in words: what is wrong at `file:line:col`, what was expected,
/// and what was there instead. libyaml names its state ("did not find expected key while parsing
/// a block mapping"); a reader needs the cause: a tab, an unclosed quote or list, a line indented
/// off its siblings. Problems without a wording here keep libyaml's text after "syntax error:".
enum YAMLSyntax {
    /// A libyaml problem at `line`:`column` (1-based), with the construct it was reading (`context`,
    /// at `contextLine`:`contextColumn`), read against the original `text`.
    struct Problem {
        var problem: String
        var context: String?
        var contextLine = 0, contextColumn = 0
        var line: Int, column: Int
    }

    /// The located message for `problem` in `text`.
    static func describe(_ problem: Problem, in text: String) -> (line: Int, column: Int, message: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            Array(line.unicodeScalars.reversed().drop { $0 == "\r" }.reversed())
        }
        func row(_ line: Int) -> [Unicode.Scalar] { line >= 1 && line <= lines.count ? lines[line - 1] : [] }
        let here = row(problem.line)
        let flow = problem.context?.contains("flow") == true || problem.problem.contains("','")
        if let tab = tab(in: here, at: problem.column, flow: flow) {
            let indenting = here[..<(tab - 1)].allSatisfy { $0 == " " || $0 == "\t" }
            return (
                problem.line, tab,
                indenting
                    ? "a tab indents this line; YAML indents with spaces only: expected spaces, instead saw a tab"
                    : "a tab where YAML expects a space; expected spaces, instead saw a tab"
            )
        }
        let atEnd = problem.line > lines.count || problem.line == lines.count && here.isEmpty
        let seen = atEnd ? "the end of the file" : Self.seen(here, from: problem.column)
        let at = "\(problem.contextLine):\(problem.contextColumn)"
        let before = here.prefix(max(problem.column - 1, 0)).reversed().first { $0 != " " && $0 != "\t" }
        let afterQuote = before == "\"" || before == "'"
        if problem.problem.hasPrefix("did not find expected"),
            let open = openQuote(lines, from: problem.contextLine, to: problem.line - 1)
        {
            return (
                open.line, open.column,
                """
                a quoted string is not closed; expected a closing \" on its line, instead saw it run on to line \
                \(problem.line)
                """
            )
        }
        if afterQuote, !flow, problem.problem.hasPrefix("did not find expected") {
            return (
                problem.line, problem.column,
                """
                text after a closing quote; expected the value to end at the quote, instead saw \(seen) (write a quote \
                inside a string as \\\" or put the value in single quotes)
                """
            )
        }
        switch (problem.problem, problem.context) {
        case ("found unexpected end of stream", "while scanning a quoted scalar"),
            ("found unexpected document indicator", "while scanning a quoted scalar"):
            let quote =
                row(problem.contextLine).dropFirst(max(problem.contextColumn - 1, 0)).first.map(String.init) ?? "\""
            return (
                problem.contextLine, problem.contextColumn,
                """
                a quoted string is not closed; expected a closing \(quote) on its line, instead saw it run to \
                \(problem.problem.hasSuffix("stream") ? "the end of the file" : "'---'")
                """
            )
        case ("did not find expected key", "while parsing a block mapping"):
            return (
                problem.line, problem.column,
                """
                this line does not continue the mapping at \(at); expected 'key: value' indented like its keys, \
                instead saw \(seen)
                """
            )
        case ("did not find expected '-' indicator", "while parsing a block collection"):
            return (
                problem.line, problem.column,
                """
                this line does not continue the list at \(at); expected '- ' entries indented like its first, instead \
                saw \(seen)
                """
            )
        case ("mapping values are not allowed in this context", _):
            return (
                problem.line, problem.column,
                """
                a ':' where no key can start; expected this line indented like the keys above it, or a value with ': ' \
                in quotes
                """
            )
        case ("block sequence entries are not allowed in this context", _):
            return (
                problem.line, problem.column,
                "a '- ' list entry where a value is expected; expected it on its own line, indented under a key"
            )
        case ("found character that cannot start any token", _):
            let value = String(String.UnicodeScalarView(here.dropFirst(max(problem.column - 1, 0)))).trimmingSpaces
            let quoted = value.count <= 30 && !value.contains("\"") ? " (\"\(value)\")" : ""
            return (
                problem.line, problem.column,
                "\(seen) cannot start a value in YAML; expected the value in quotes\(quoted)"
            )
        case ("did not find expected ',' or ']'", _):
            return (
                problem.line, problem.column,
                "the list opened at \(at) is not closed; expected ',' or ']', instead saw \(seen)"
            )
        case ("did not find expected ',' or '}'", _):
            return (
                problem.line, problem.column,
                "the mapping opened at \(at) is not closed; expected ',' or '}', instead saw \(seen)"
            )
        case let (text, _) where text.hasPrefix("Maximum nesting level reached"):
            return (
                problem.line, problem.column,
                "lists or mappings nested too deep; expected at most 1,000 levels of nesting, instead saw more"
            )
        case ("found undefined alias", _):
            return (
                problem.line, problem.column,
                "\(seen) refers to no anchor; expected an anchor (&name) defined above it, or the value in quotes"
            )
        case ("could not find expected ':'", _):
            return (
                problem.contextLine, problem.contextColumn,
                """
                a key without ':'; expected 'key: value', instead saw \
                \(Self.seen(row(problem.contextLine), from: problem.contextColumn))
                """
            )
        case ("did not find expected alphabetic or numeric character", "while scanning an alias"),
            ("did not find expected alphabetic or numeric character", "while scanning an anchor"):
            let sign = problem.context == "while scanning an alias" ? "*" : "&"
            return (
                problem.contextLine, problem.contextColumn,
                """
                '\(sign)' starts \(sign == "*" ? "an alias" : "an anchor") in YAML; expected a name after it, or the \
                value in quotes
                """
            )
        case ("did not find expected <document start>", _):
            return (
                problem.line, problem.column,
                "text after the end of the config; expected one mapping at the top, instead saw \(seen)"
            )
        case ("did not find expected node content", _):
            return (problem.line, problem.column, "expected a value, instead saw \(seen)")
        case ("found unknown escape character", _):
            return (
                problem.line, problem.column,
                """
                an unknown escape in a double-quoted string; expected \\\\, \\\", \\n, \\t or \\u, or the value in \
                single quotes
                """
            )
        default:
            var message = "syntax error: \(problem.problem)"
            if let context = problem.context { message += " (\(context) at \(at))" }
            return (problem.line, problem.column, message)
        }
    }

    /// The column of the tab that caused an error at `column` of `line`: one in the indentation
    /// (outside brackets, where JSON may indent with tabs), or one at or just before the error.
    private static func tab(in line: [Unicode.Scalar], at column: Int, flow: Bool) -> Int? {
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        if !flow, let first = line[..<indent].firstIndex(of: "\t") { return first + 1 }
        for candidate in [column, column - 1] where candidate >= 1 && candidate <= line.count {
            if line[candidate - 1] == "\t" { return candidate }
        }
        return nil
    }

    /// The first line from `start` to `end` with an odd number of double quotes (not escaped, not
    /// after a comment or inside single quotes): a string opened there runs on past its line.
    private static func openQuote(_ lines: [[Unicode.Scalar]], from start: Int, to end: Int) -> (
        line: Int, column: Int
    )? {
        guard max(start, 1) <= min(end, lines.count) else { return nil }
        for number in max(start, 1)...min(end, lines.count) {
            var open: Int?, single = false, previous: Unicode.Scalar = " "
            for (index, scalar) in lines[number - 1].enumerated() {
                defer { previous = scalar }
                if scalar == "#", open == nil, !single, previous == " " { break }
                if scalar == "'", open == nil { single.toggle() }
                if scalar == "\"", !single, previous != "\\" { open = open == nil ? index + 1 : nil }
            }
            if let open { return (number, open) }
        }
        return nil
    }

    /// What is at `column` of `line`, quoted for a message: the rest of the line, shortened.
    private static func seen(_ line: [Unicode.Scalar], from column: Int) -> String {
        let rest = String(String.UnicodeScalarView(line.dropFirst(max(column - 1, 0)))).trimmingSpaces
        guard !rest.isEmpty else { return "the end of the line" }
        return "'" + (rest.count > 30 ? rest.prefix(29) + "…" : rest) + "'"
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
