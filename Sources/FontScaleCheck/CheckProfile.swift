import FontScale
import FontScaleConfig
import FontScaleMetrics

/// A set of rules turned on together with the thresholds of a standard (`fontscale check --profile`).
public enum CheckProfile: String, CaseIterable, Sendable {
    /// WCAG 2.2's text criteria (1.4.4, 1.4.10, 1.4.12) and Apple's and Android's accessibility-size guidance.
    case wcag22

    /// One line saying what the profile turns on.
    public var summary: String {
        switch self {
        case .wcag22:
            "wcag/resize-text (every style, 200%), wcag/text-spacing (0.12/0.16/1.5/2), wcag/reflow (320 pt), a11y/accessibility-sizes-content, a11y/android-font-scale (every style)"
        }
    }

    /// The rules the profile turns on, each with the options the standard fixes.
    public var settings: [(rule: String, numbers: [String: Double], styles: [String: [TextStyle]])] {
        switch self {
        case .wcag22:
            let every = TextStyle.allCases
            return [
                ("wcag/resize-text", ["minimumFactor": 2], ["styles": every]),
                (
                    "wcag/text-spacing",
                    ["letterSpacing": 0.12, "wordSpacing": 0.16, "lineHeight": 1.5, "paragraphSpacing": 2], [:]
                ),
                ("wcag/reflow", ["viewportWidth": 320], [:]),
                ("a11y/accessibility-sizes-content", [:], [:]),
                ("a11y/android-font-scale", ["minimumFactor": 2], ["styles": every]),
            ]
        }
    }

    /// `config` with the profile's rules enabled at the standard's thresholds; the config's
    /// severities and overrides (accepted findings, with their reasons) still apply.
    public func apply(to config: CheckConfig) -> CheckConfig {
        var config = config
        for (id, numbers, styles) in settings {
            var rule = config.rules[id] ?? RuleSettings(location: config.location(of: ConfigKeys.Top.rules))
            rule.enabled = true
            rule.options.merge(numbers) { _, standard in standard }
            rule.textStyles.merge(styles) { _, standard in standard }
            config.rules[id] = rule
        }
        return config
    }
}
