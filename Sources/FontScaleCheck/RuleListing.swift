import FontScaleConfig

extension RuleCatalog {
    /// The catalogue as text: id, severity, title, codes, options and rationale of every rule.
    public static func listing() -> String {
        var out = ""
        for rule in all {
            let codes = rule.codes.map { code in rule.codeSeverities[code].map { "\(code) (\($0.rawValue))" } ?? code }
            out +=
                "\(rule.id)  [\(rule.severity.rawValue)]\(rule.enabledByDefault ? "" : "  off by default")\n  \(rule.title)\n  codes: \(codes.joined(separator: ", "))\n"
            if let uri = rule.helpURI { out += "  criterion: \(uri)\n" }
            for option in rule.options {
                out += "  option \(option.name) (default \(option.defaultValue)): \(option.summary)\n"
            }
            out += wrap(rule.rationale, indent: "  ") + "\n"
        }
        if !renamed.isEmpty {
            out +=
                "renamed ids (still accepted): "
                + renamed.sorted { $0.key < $1.key }.map { "\($0.key) -> \($0.value)" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    static func wrap(_ text: String, indent: String, width: Int = 96) -> String {
        var lines: [String] = [], line = indent
        for word in text.split(separator: " ") {
            if line.count + word.count + 1 > width, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
