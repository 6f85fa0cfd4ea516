import FontScaleConfig

/// config/unused-override: every override matches a finding.
struct UnusedOverride: CheckRule {
    enum Code: String, CaseIterable { case unused }

    static let rule = Rule(
        id: "config/unused-override", title: "Every override matches a finding",
        rationale:
            "An override that matches nothing hides nothing: the problem it was written for is gone, or the override names the wrong rule, code, style or category. Removing stale overrides keeps the accepted exceptions honest.",
        severity: .info, codes: Code.self)

    func check(overrides: [(override: OverrideConfig, used: Bool)], in context: CheckContext) {
        for (override, used) in overrides where !used {
            report(
                .unused, "the override of \(override.rule)\(override.code.map { "/\($0)" } ?? "") matches no finding",
                at: override.location, hint: "remove the override, or correct its rule, code, style or category",
                in: context)
        }
    }
}
