import Foundation

/// RFC 4180 comma-separated values.
public enum CSV {
    /// One field: quoted (quotes doubled) when it holds a comma, a quote or a line break.
    public static func field(_ text: String) -> String {
        text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    /// A whole document: every row's fields joined by commas, each row ended by CRLF.
    public static func document(_ rows: [[String]]) -> String {
        rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }
}

/// GitHub-flavoured Markdown.
public enum Markdown {
    /// Text for a table cell: pipes escaped, line breaks turned into spaces.
    public static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }

    /// One table row: "| a | b |".
    public static func row(_ cells: [String]) -> String { "| " + cells.map(cell).joined(separator: " | ") + " |" }
}

/// HTML text and attribute values.
public enum HTML {
    /// Text safe inside an element or a double-quoted attribute: & < > " escaped.
    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// XML 1.0 (JUnit reports).
public enum XML {
    /// Text safe inside an element or an attribute: the five entities, newlines as character
    /// references, and the control characters XML 1.0 forbids dropped.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

/// GitHub Actions workflow commands (`::error file=...::message`).
public enum GitHubAnnotation {
    /// A message: %, CR and LF percent-encoded.
    public static func message(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, plus : and , encoded.
    public static func property(_ text: String) -> String {
        message(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
