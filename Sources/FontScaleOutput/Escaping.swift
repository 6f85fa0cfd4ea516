import Foundation

/// RFC 4180 comma-separated values.
package enum CSV {
    /// One field: quoted (quotes doubled) when it holds a comma, a quote or a line break.
    package static func field(_ text: String) -> String {
        text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    /// A whole document: every row's fields joined by commas, each row ended by CRLF.
    package static func document(_ rows: [[String]]) -> String {
        rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }
}

/// GitHub-flavoured Markdown.
package enum Markdown {
    /// Text for a table cell: pipes escaped, line breaks turned into spaces.
    package static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }

    /// One table row: "| a | b |".
    package static func row(_ cells: [String]) -> String { "| " + cells.map(cell).joined(separator: " | ") + " |" }
}

/// HTML text and attribute values.
package enum HTML {
    /// Text safe inside an element or a double-quoted attribute: & < > " escaped.
    /// One pass over the UTF-8 bytes (Foundation's `replacingOccurrences`, four times over, took
    /// half the time of a report's page); the text itself when nothing needs escaping.
    package static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { utf8 in
            guard let first = utf8.firstIndex(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else {
                return nil
            }
            var out: [UInt8] = []
            out.reserveCapacity(utf8.count + utf8.count / 8 + 8)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<first]))
            for byte in utf8[first...] {
                switch byte {
                case 0x26: out.append(contentsOf: "&amp;".utf8)
                case 0x3C: out.append(contentsOf: "&lt;".utf8)
                case 0x3E: out.append(contentsOf: "&gt;".utf8)
                case 0x22: out.append(contentsOf: "&quot;".utf8)
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        } ?? text
    }
}

/// XML 1.0 (JUnit reports).
package enum XML {
    /// Text safe inside an element or an attribute: the five entities, newlines as character
    /// references, and the control characters XML 1.0 forbids dropped.
    package static func escape(_ text: String) -> String {
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
package enum GitHubAnnotation {
    /// A message: %, CR and LF percent-encoded.
    package static func message(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, plus : and , encoded.
    package static func property(_ text: String) -> String {
        message(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// YAML 1.2 double-quoted scalars (fontscale configs).
package enum YAML {
    /// `text` as a double-quoted scalar: `"` and `\` escaped, newline, tab and carriage return
    /// as `\n`, `\t`, `\r`, the other line breaks (NEL, LS, PS) as `\N`, `\L`, `\P`, other C0
    /// and C1 controls and DEL as `\xXX`, and U+FFFE, U+FFFF as `\uXXXX` (YAML 1.2, sections 5.1
    /// and 5.7): a YAML reader refuses the unprintable ones raw and folds raw line breaks.
    package static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += "\\x" + hex(scalar.value)
                } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\\u" + hex(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// Swift source (generated code).
package enum SwiftSource {
    /// `text` as a Swift string literal: `"` and `\` escaped, newline, tab and carriage return as
    /// `\n`, `\t`, `\r`, other controls as `\u{X}` (The Swift Programming Language, string literals).
    package static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` safe inside a `//` or `///` comment: line breaks and other controls become spaces.
    package static func comment(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0
                }))
    }
}

/// CSS strings and comments (generated style sheets).
package enum CSS {
    /// `text` as a double-quoted CSS string: `"` and `\` escaped, controls as hex escapes
    /// followed by a space (CSS Syntax Level 3, section 4.3.7).
    package static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": out += "\\" + String(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\" + String(scalar.value, radix: 16) + " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` safe inside a `/* ... */` comment: `*/` cannot close it.
    package static func comment(_ text: String) -> String { text.replacingOccurrences(of: "*/", with: "* /") }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
}
