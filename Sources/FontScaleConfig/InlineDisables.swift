import FontScaleMetrics

/// A comment in the config that turns rules off for some of its lines, as SwiftLint's and
/// ESLint's do: `# fontscale: disable-next-line RULE[, RULE] -- reason`, or a block from
/// `# fontscale: disable RULE[, RULE] -- reason` to `# fontscale: enable RULE[, RULE]` (or the end
/// of the file). `all` stands for every rule. A finding whose location is on one of the lines is
/// suppressed, and a disable that suppresses none is itself a finding (config/superfluous-disable).
public struct InlineDisable: Sendable, Equatable {
    /// The rule ids it turns off (current ids), nil for every rule.
    public let rules: Set<String>?
    /// The lines it covers (1-based, inclusive).
    public let lines: ClosedRange<Int>
    /// The reason written after "--", nil when none.
    public let reason: String?
    /// Where the comment is.
    public let location: SourceLocation
    /// The directive as written: "disable-next-line" or "disable".
    public let kind: String

    /// Whether it covers a finding of `rule` at `location`.
    public func covers(rule: String, at location: SourceLocation) -> Bool {
        location.file == self.location.file && lines.contains(location.line) && (rules?.contains(rule) ?? true)
    }

    /// The rules in words: "every rule" or "layout/fits-container, wcag/reflow".
    public var ruleList: String { rules.map { $0.sorted().joined(separator: ", ") } ?? "every rule" }
}

extension ConfigParser {
    static let directivePrefix = "fontscale:"

    /// The inline disables of the config `text` read from `file`, their rule ids checked against
    /// `vocabulary` (a located error for an unknown one, with a did-you-mean).
    static func inlineDisables(_ text: String, file: String, vocabulary: RuleVocabulary) throws(ConfigError)
        -> [InlineDisable]
    {
        // Most configs have none: a large one is not split into lines to find that out.
        guard text.contains(directivePrefix) else { return [] }
        var disables: [InlineDisable] = []
        // Open blocks per rule id ("all" for every rule): where each started, with its reason.
        var open: [String: (line: Int, location: SourceLocation, reason: String?, rules: Set<String>?)] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            guard let hash = line.firstIndex(of: "#") else { continue }
            let comment = line[line.index(after: hash)...].trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix(directivePrefix) else { continue }
            let number = index + 1
            let column = line[..<hash].unicodeScalars.count + 1
            let location = SourceLocation(file: file, line: number, column: column)
            var body = comment.dropFirst(directivePrefix.count).trimmingCharacters(in: .whitespaces)
            var reason: String?
            if let dashes = body.range(of: "--") {
                reason = body[dashes.upperBound...].trimmingCharacters(in: .whitespaces)
                body = body[..<dashes.lowerBound].trimmingCharacters(in: .whitespaces)
                if reason?.isEmpty == true { reason = nil }
            }
            let words = body.split(separator: " ", maxSplits: 1).map(String.init)
            let kind = words.first ?? ""
            let kinds = ["disable-next-line", "disable", "enable"]
            guard kinds.contains(kind) else {
                throw ConfigError(
                    location,
                    "unknown directive '\(kind)' after '# fontscale:'; expected one of: \(kinds.joined(separator: ", "))"
                )
            }
            let names = (words.count > 1 ? words[1] : "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
            guard !names.isEmpty else {
                throw ConfigError(
                    location, "'# fontscale: \(kind)' names no rule; expected rule ids (layout/fits-container) or all")
            }
            var rules: Set<String>? = []
            for name in names {
                if name == "all" {
                    rules = nil
                    continue
                }
                guard let rule = vocabulary.rule(name) else {
                    var message = "unknown rule '\(name)' in '# fontscale: \(kind)'"
                    if let near = NameSuggestions.nearest(to: name, in: vocabulary.rules.map(\.id), limit: 1).first {
                        message += "; did you mean '\(near)'?"
                    }
                    throw ConfigError(location, message)
                }
                rules?.insert(rule.id)
            }
            let keys = rules.map { Array($0) } ?? ["all"]
            switch kind {
            case "disable-next-line":
                disables.append(
                    InlineDisable(
                        rules: rules, lines: (number + 1)...(number + 1), reason: reason, location: location,
                        kind: kind))
            case "disable":
                for key in keys { open[key] = (number, location, reason, rules) }
            default:  // enable
                for key in keys {
                    guard let block = open.removeValue(forKey: key) else {
                        throw ConfigError(
                            location, "'# fontscale: enable \(key)' closes no '# fontscale: disable \(key)' above it")
                    }
                    disables.append(
                        InlineDisable(
                            rules: key == "all" ? nil : [key], lines: block.line...max(block.line, number),
                            reason: block.reason, location: block.location, kind: "disable"))
                }
            }
        }
        // Blocks never enabled again run to the end of the file.
        for (key, block) in open.sorted(by: { $0.value.line < $1.value.line }) {
            disables.append(
                InlineDisable(
                    rules: key == "all" ? nil : [key], lines: block.line...max(block.line, lines.count),
                    reason: block.reason, location: block.location, kind: "disable"))
        }
        return disables.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
}
