import Foundation

/// A tab-separated table with `# key: value` header lines, as kept in Tables/.
struct TSV {
    /// One data row: its line number and cells by column name.
    struct Row {
        let line: Int
        let cells: [String: String]
    }

    let file: String
    /// The `# key: value` lines before the column header, in order.
    let metadata: [(key: String, value: String)]
    let columns: [String]
    let rows: [Row]

    init(url: URL) throws {
        file = "Tables/" + url.lastPathComponent
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw TableError(file: file, line: 0, message: "cannot read the table: \(error.localizedDescription)")
        }
        var metadata: [(String, String)] = []
        var columns: [String] = []
        var rows: [Row] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                let body = line.dropFirst().drop { $0 == " " }
                if let colon = body.firstIndex(of: ":") {
                    metadata.append(
                        (String(body[..<colon]), String(body[body.index(after: colon)...].drop { $0 == " " })))
                }
                continue
            }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if columns.isEmpty { columns = cells; continue }
            guard cells.count <= columns.count else {
                throw TableError(
                    file: file, line: index + 1,
                    message: "expected at most \(columns.count) cells, instead saw \(cells.count)")
            }
            var byName: [String: String] = [:]
            for (column, cell) in zip(columns, cells) { byName[column] = cell }
            rows.append(Row(line: index + 1, cells: byName))
        }
        guard !columns.isEmpty, !rows.isEmpty else {
            throw TableError(file: file, line: 0, message: "expected a header line and data rows, instead saw none")
        }
        for key in ["fontscale table", "source", "revision", "confidence"]
        where !metadata.contains(where: { $0.0 == key }) {
            throw TableError(file: file, line: 1, message: "expected a '# \(key): ...' header line, instead saw none")
        }
        self.metadata = metadata
        self.columns = columns
        self.rows = rows
    }

    func meta(_ key: String) -> String { metadata.first { $0.key == key }?.value ?? "" }

    func error(_ row: Row, _ message: String) -> TableError { TableError(file: file, line: row.line, message: message) }

    func optional(_ row: Row, _ column: String) -> String { row.cells[column] ?? "" }

    func required(_ row: Row, _ column: String) throws -> String {
        guard let cell = row.cells[column], !cell.isEmpty else {
            throw error(row, "expected a value in column '\(column)', instead saw an empty cell")
        }
        return cell
    }

    /// A number as a Swift literal: the cell's own digits, without a leading '+'.
    func number(_ row: Row, _ column: String) throws -> String {
        var cell = try required(row, column)
        if cell.hasPrefix("+") { cell.removeFirst() }
        guard let value = Double(cell), value.isFinite else {
            throw error(row, "expected a number in column '\(column)', instead saw '\(cell)'")
        }
        return cell.contains(".") || cell.contains("e") ? cell : cell + ".0"
    }

    func flag(_ row: Row, _ column: String) throws -> String {
        switch try required(row, column) {
        case "yes": return "true"
        case "no": return "false"
        case let other: throw error(row, "expected 'yes' or 'no' in column '\(column)', instead saw '\(other)'")
        }
    }

    func style(_ row: Row, _ column: String) throws -> String {
        let cell = try required(row, column)
        let known = [
            "Large Title", "Title 1", "Title 2", "Title 3", "Headline", "Subtitle 1", "Body", "Callout", "Subheadline",
            "Footnote", "Caption 1", "Caption 2", "Footnote 1", "Footnote 2",
        ]
        guard known.contains(cell) else {
            throw error(row, "expected a text style (\(known.joined(separator: ", "))), instead saw '\(cell)'")
        }
        let words = cell.split(separator: " ")
        return "." + words[0].lowercased()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    func category(_ row: Row, _ column: String) throws -> String {
        let cell = try required(row, column)
        let known: [String: String] = [
            "xSmall": ".xSmall", "Small": ".small", "Medium": ".medium", "Large": ".large", "xLarge": ".xLarge",
            "xxLarge": ".xxLarge", "xxxLarge": ".xxxLarge", "AX1": ".accessibility1", "AX2": ".accessibility2",
            "AX3": ".accessibility3", "AX4": ".accessibility4", "AX5": ".accessibility5",
        ]
        guard let name = known[cell] else {
            throw error(row, "expected a content size category (xSmall ... AX5), instead saw '\(cell)'")
        }
        return name
    }

    func weight(_ row: Row, _ column: String) throws -> String {
        let cell = try required(row, column)
        let known = [
            "Thin": ".thin", "ExtraLight": ".extraLight", "Light": ".light", "Regular": ".regular", "Medium": ".medium",
            "Semibold": ".semibold", "Bold": ".bold", "Heavy": ".heavy", "Black": ".black",
        ]
        guard let name = known[cell] else {
            throw error(
                row, "expected a weight name (\(known.keys.sorted().joined(separator: ", "))), instead saw '\(cell)'")
        }
        return name
    }
}
