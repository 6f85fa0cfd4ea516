import FontScaleConfig
import Foundation

/// The config format bound, for these tests, to one rule and to a fixed list of feature settings
/// instead of the checker's catalogue and HarfBuzz: what FontScaleConfig reads without FontScaleCheck.
enum TestFormat {
    enum LineHeightCode: String, CaseIterable { case tooTight = "too-tight" }

    /// One rule, as FontScaleCheck's `spacing/line-height` describes itself, renamed from `typography/line-height`.
    static let vocabulary = RuleVocabulary(
        rules: [
            Rule(
                id: "spacing/line-height", title: "Line height leaves headroom", rationale: "Test rule.",
                severity: .warn, codes: LineHeightCode.self,
                options: [RuleOption(name: "minimumRatio", defaultValue: .number(1.15), summary: "the ratio")])
        ],
        renamed: ["typography/line-height": "spacing/line-height"])

    enum NoCode: String, CaseIterable { case none }

    /// The rules a starter config names, as opt-in rules without evaluations.
    static let starterVocabulary = RuleVocabulary(
        rules: vocabulary.rules + [
            Rule(
                id: "wcag/resize-text", title: "", rationale: "", severity: .fail, codes: NoCode.self,
                options: [RuleOption(name: "styles", defaultValue: .textStyles([.body]), summary: "the styles")])
        ]
            + ["wcag/text-spacing", "wcag/reflow", "a11y/accessibility-sizes-content", "a11y/android-font-scale"].map {
                Rule(id: $0, title: "", rationale: "", severity: .fail, codes: NoCode.self, enabledByDefault: false)
            })

    /// Accepts `tnum`, `-liga` and `ss01=1` only.
    struct Features: FeatureSyntax {
        func problem(with setting: String) -> String? {
            ["tnum", "-liga", "ss01=1"].contains(setting) ? nil : "not a feature: '\(setting)'"
        }
    }

    static func parse(
        _ text: String, file: String = "/repo/ci/t.yml", rules: RuleVocabulary = vocabulary,
        environment: [String: String] = [:]
    ) throws -> CheckConfig {
        try ConfigParser.parse(text, file: file, rules: rules, features: Features(), environment: environment)
    }

    static func print(_ config: CheckConfig) -> String { ConfigPrinter.yaml(config, rules: vocabulary) }
}
