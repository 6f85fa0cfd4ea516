import FontScaleConfig

/// config/superfluous-disable: every `# fontscale: disable` comment suppresses a finding.
struct SuperfluousDisable: CheckRule {
    enum Code: String, CaseIterable { case superfluous }

    static let rule = Rule(
        id: "config/superfluous-disable", title: "Every inline disable suppresses a finding",
        rationale:
            "A `# fontscale: disable-next-line` or `disable` comment that suppresses nothing hides nothing: the finding it was written for is gone, or it names the wrong rule or sits on the wrong line. Left in place it would hide the next real finding there without anyone deciding so (SwiftLint's superfluous_disable_command).",
        severity: .warn, codes: Code.self)

    /// Marks the findings each inline disable covers as suppressed; reports the disables that cover
    /// none when `reporting` (the rule is on).
    static func apply(
        _ disables: [InlineDisable], to findings: inout [Finding], reporting: Bool, in context: CheckContext
    ) {
        var used = [Bool](repeating: false, count: disables.count)
        for index in findings.indices where findings[index].suppressed == nil {
            let finding = findings[index]
            guard let at = disables.firstIndex(where: { $0.covers(rule: finding.rule, at: finding.location) }) else {
                continue
            }
            let disable = disables[at]
            findings[index].suppressed =
                "# fontscale: \(disable.kind) at line \(disable.location.line)"
                + (disable.reason.map { ": \($0)" } ?? "")
            used[at] = true
        }
        for (disable, used) in zip(disables, used) where !used && reporting {
            SuperfluousDisable().report(
                .superfluous,
                "the \(disable.kind) of \(disable.ruleList) at line \(disable.location.line) suppresses no finding",
                at: disable.location,
                hint: "remove the comment, or correct its rule ids or move it above the line it is for",
                in: context)
        }
    }
}
