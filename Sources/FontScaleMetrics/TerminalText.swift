/// One-line messages on a terminal.
public enum TerminalText {
    /// `text` with control characters, line and paragraph separators and bidi overrides written as
    /// Swift escapes (`\n`, `\u{1B}`): names read from a font, a folder or a token file cannot break
    /// a one-line message in two, drive the terminal, or reorder what is shown.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The longest sample a message quotes whole, in characters.
    public static let sampleLength = 60

    /// A sample as a one-line message quotes it: `visible`, and at most `sampleLength` characters
    /// of it, cut with "…" (a 5 KB sample never makes a 5 KB line).
    public static func sample(_ text: String) -> String {
        visible(text.count <= sampleLength ? text : String(text.prefix(sampleLength - 1)) + "…")
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
