import FontScale
import FontScaleOutput
import Foundation

/// Rows of cells rendered as an aligned terminal table, TSV, CSV or Markdown.
struct Grid {
    /// The column headers.
    var headers: [String]
    /// The cells, one array per row.
    var rows: [[String]]
    /// Which columns hold numbers (right-aligned in text).
    var numeric: Set<Int> = []

    /// Columns padded to their widest cell, two spaces apart; numbers right-aligned.
    func text() -> String {
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        return ([line(headers)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    /// Tab-separated values with one header line.
    func tsv() -> String {
        ([headers] + rows).map { $0.joined(separator: "\t") }.joined(separator: "\n") + "\n"
    }

    /// RFC 4180 CSV: fields with commas, quotes or line breaks are quoted; CRLF line ends.
    func csv() -> String { CSV.document([headers] + rows) }

    /// A GitHub-flavoured Markdown table.
    func markdown() -> String {
        let rule = "|" + headers.indices.map { numeric.contains($0) ? "---:|" : "---|" }.joined()
        return ([Markdown.row(headers), rule] + rows.map(Markdown.row)).joined(separator: "\n") + "\n"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// JSON as every output writes it (`JSONEncoding.Layout.document`).
func jsonString<T: Encodable>(_ value: T) throws -> String { try JSONEncoding.string(value) }

/// Writes to standard output without buffering surprises.
func writeOut(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
