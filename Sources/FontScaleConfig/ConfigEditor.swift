/// Edits a config's text in place (`check --fix`): a style's key set to a value at the parsed
/// node's line and column, or added to the style's mapping, every other byte as it was: comments,
/// order, quoting, flow or block layout. An anchored value (merged with `<<`) is never edited
/// where it is shared: the style gets a key of its own.
public enum ConfigEditor {
    /// One value to write.
    public struct Edit: Sendable, Equatable {
        /// The style.
        public let style: String
        /// The key (lineHeight, maxSize, minSize, tracking, size).
        public let key: String
        /// The value as it is written ("33", "25.5").
        public let value: String

        /// An edit of `key` on `style` to `value`.
        public init(style: String, key: String, value: String) {
            (self.style, self.key, self.value) = (style, key, value)
        }
    }

    /// `text` (parsed as `config`) with every edit applied; edits of styles the config lacks are skipped.
    public static func apply(_ edits: [Edit], to text: String, config: CheckConfig) -> String {
        var lines = text.components(separatedBy: "\n").map { Array($0.unicodeScalars) }
        // (line, column, replace count, insert text, new line after line) from the bottom up, so
        // that no edit moves the position of one still to come.
        struct Change {
            var line: Int, column: Int, length: Int, text: String, ownLine: Bool
        }
        var changes: [Change] = []
        for edit in edits {
            guard let style = config.styles.first(where: { $0.name == edit.style }) else { continue }
            let start = style.location
            let span = Self.span(of: start, in: lines)
            if let at = style.keyLocations[edit.key], span.contains(at.line),
                at.line != start.line || at.column > start.column
            {
                let row = lines[at.line - 1]
                changes.append(
                    Change(
                        line: at.line, column: at.column, length: Self.scalarLength(row, from: at.column - 1),
                        text: edit.value, ownLine: false))
            } else if lines[start.line - 1].indices.contains(start.column - 1),
                lines[start.line - 1][start.column - 1] == "{",
                let close = Self.closingBrace(lines, line: start.line, column: start.column)
            {
                // Flow mapping: before its "}", after the last value (no space left before the brace).
                var column = close.column
                let row = lines[close.line - 1]
                while column > 1, row[column - 2] == " " { column -= 1 }
                changes.append(
                    Change(
                        line: close.line, column: column, length: 0, text: ", \(edit.key): \(edit.value)",
                        ownLine: false))
            } else {
                // Block mapping: a line of its own after the style's last line, at its keys' indent.
                let indent = String(repeating: " ", count: start.column - 1)
                changes.append(
                    Change(
                        line: span.upperBound, column: 0, length: 0, text: "\(indent)\(edit.key): \(edit.value)",
                        ownLine: true))
            }
        }
        for change in changes.sorted(by: { ($0.line, $0.column) > ($1.line, $1.column) }) {
            if change.ownLine {
                lines.insert(Array(change.text.unicodeScalars), at: change.line)
            } else {
                let from = change.column - 1
                lines[change.line - 1].replaceSubrange(from..<from + change.length, with: change.text.unicodeScalars)
            }
        }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    /// The lines a style's mapping spans, from its start: a flow mapping to its "}", a block one
    /// while lines are blank, comments or indented at least as far as its keys.
    static func span(of start: SourceLocation, in lines: [[Unicode.Scalar]]) -> ClosedRange<Int> {
        let row = lines[start.line - 1]
        if row.indices.contains(start.column - 1), row[start.column - 1] == "{" {
            let close = closingBrace(lines, line: start.line, column: start.column)
            return start.line...(close?.line ?? start.line)
        }
        var last = start.line
        var line = start.line + 1
        while line <= lines.count {
            let text = lines[line - 1]
            let indent = text.prefix { $0 == " " }.count
            let blank = text.allSatisfy { $0 == " " } || text.dropFirst(indent).first == "#"
            if !blank {
                guard indent >= start.column - 1, text.dropFirst(indent).first != "-" || indent > start.column - 1
                else {
                    break
                }
                last = line
            }
            line += 1
        }
        return start.line...last
    }

    /// The "}" closing the flow mapping whose "{" is at `line`:`column` (1-based), quotes skipped.
    static func closingBrace(_ lines: [[Unicode.Scalar]], line: Int, column: Int) -> (line: Int, column: Int)? {
        var depth = 0, quote: Unicode.Scalar?
        var row = line, index = column - 1
        while row <= lines.count {
            let text = lines[row - 1]
            while index < text.count {
                let scalar = text[index]
                if let open = quote {
                    if scalar == "\\" && open == "\"" {
                        index += 1
                    } else if scalar == open {
                        quote = nil
                    }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == "#" && (index == 0 || text[index - 1] == " ") {
                    break  // a comment to the end of the line
                } else if scalar == "{" || scalar == "[" {
                    depth += 1
                } else if scalar == "}" || scalar == "]" {
                    depth -= 1
                    if depth == 0 { return (row, index + 1) }
                }
                index += 1
            }
            row += 1
            index = 0
        }
        return nil
    }

    /// How many scalars the value starting at `from` takes: a quoted string to its closing
    /// quote, else a plain scalar to a ",", "}", "]", " #" or the end of the line, trailing spaces left out.
    static func scalarLength(_ row: [Unicode.Scalar], from: Int) -> Int {
        guard from < row.count else { return 0 }
        if row[from] == "\"" || row[from] == "'" {
            var index = from + 1
            while index < row.count, row[index] != row[from] {
                if row[index] == "\\" && row[from] == "\"" { index += 1 }
                index += 1
            }
            return min(index + 1, row.count) - from
        }
        var end = from
        while end < row.count, !",}]".unicodeScalars.contains(row[end]),
            !(row[end] == "#" && end > from && row[end - 1] == " ")
        {
            end += 1
        }
        while end > from, row[end - 1] == " " { end -= 1 }
        return end - from
    }
}
