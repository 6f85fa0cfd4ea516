import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

/// A check rule: its description (`rule`) and its evaluation, in one file under Rules/.
///
/// The checker calls the hooks a rule implements, style by style in config order: `unresolved`
/// when a style's font cannot be loaded (once per cause), then `check(_:in:)` once per style, `check(_:at:_:in:)`
/// per category, `checkAfterCategories`, and after every style `check(scale:in:)`; last,
/// `check(overrides:in:)` once the config's overrides are applied. Within a hook, rules run in
/// registry order. A rule whose verdict depends on a style's maxSize or lineHeight states that in
/// `bounds(on:_:of:in:)`, which the hints of every rule read (`CheckContext.advice`), so that no hint
/// suggests a value another rule then fails. Every hook has an empty default.
protocol CheckRule: Sendable {
    /// The rule's stable message codes.
    associatedtype Code: RawRepresentable<String> & CaseIterable & Hashable
    /// The rule's id, title, rationale, severities, codes and options.
    static var rule: Rule { get }

    /// A font that could not be found or loaded, once per cause: named by `style` itself, or with
    /// `style` nil the config's default font (`fonts.family` or `fonts.file`), once for every style using it.
    func unresolved(_ font: FontReference, error: FontError, style: StyleConfig?, in context: CheckContext)
    /// A style, once, with its font resolved at its base size.
    func check(_ style: StyleSubject, in context: CheckContext) throws
    /// A style at one category.
    func check(_ style: StyleSubject, at category: ContentSizeCategory, _ scaled: ScaledStyle, in context: CheckContext)
        throws
    /// A style, after every category.
    func checkAfterCategories(_ style: StyleSubject, in context: CheckContext)
    /// The whole scale, after every style.
    func check(scale styles: [StyleSubject], in context: CheckContext)
    /// The config's overrides, once applied: each with whether it matched a finding.
    func check(overrides: [(override: OverrideConfig, used: Bool)], in context: CheckContext)
    /// What this rule asks of `key` of a style to pass, on one side: a value at least (or at most)
    /// some points; none when its verdict does not depend on the key that way.
    func bounds(on key: AdvisedKey, _ side: ValueBound.Side, of subject: StyleSubject, in context: CheckContext)
        -> [ValueBound]
}

extension CheckRule {
    func unresolved(_ font: FontReference, error: FontError, style: StyleConfig?, in context: CheckContext) {}
    func check(_ style: StyleSubject, in context: CheckContext) throws {}
    func check(_ style: StyleSubject, at category: ContentSizeCategory, _ scaled: ScaledStyle, in context: CheckContext)
        throws
    {}
    func checkAfterCategories(_ style: StyleSubject, in context: CheckContext) {}
    func check(scale styles: [StyleSubject], in context: CheckContext) {}
    func check(overrides: [(override: OverrideConfig, used: Bool)], in context: CheckContext) {}
    func bounds(on key: AdvisedKey, _ side: ValueBound.Side, of subject: StyleSubject, in context: CheckContext)
        -> [ValueBound]
    { [] }

    /// Records a finding of this rule with `code`.
    func report(
        _ code: Code, _ message: String, at location: SourceLocation, style: StyleConfig? = nil,
        category: ContentSizeCategory? = nil, container: String? = nil, sample: String? = nil,
        actual: String? = nil, expected: String? = nil, hint: String, in context: CheckContext
    ) {
        context.add(
            Self.rule, code: code.rawValue, message, at: location, style: style, category: category,
            container: container,
            sample: sample, actual: actual, expected: expected, hint: hint)
    }

    /// The value of a numeric option: the config's setting, else its default.
    func number(_ option: RuleOption, in context: CheckContext) -> Double { context.number(option, of: Self.rule) }

    /// The value of a text-style list option: the config's setting, else its default.
    func textStyles(_ option: RuleOption, in context: CheckContext) -> [TextStyle] {
        context.textStyles(option, of: Self.rule)
    }
}

/// A style as the rules see it: its config, its font resolved at the base size, its features,
/// its scaled size at every checked category and its samples.
struct StyleSubject {
    /// The style's config.
    let config: StyleConfig
    /// The font.
    let font: CustomFont
    /// The font at the style's weight, italic, axes and base optical size.
    let resolved: ResolvedFont
    /// The parsed OpenType features.
    let features: [FontFeature]
    /// The scaled style at every checked category.
    let scaled: [ContentSizeCategory: ScaledStyle]
    /// The style's own samples, else the config's.
    let samples: [SampleConfig]
}

/// What the checker hands every rule: the config, the option values, a shared shape cache, and
/// the list the findings go into.
final class CheckContext {
    /// The config checked.
    let config: CheckConfig
    /// The shape cache every measuring rule shares.
    let measurer = TextMeasurer()
    /// Text layouts measured so far.
    var measurements = 0
    /// The same, by the rule that measured them.
    var layoutsByRule: [String: Int] = [:]

    /// Counts `count` layouts measured by `rule`.
    func countLayouts(_ count: Int, for rule: String) {
        measurements += count
        layoutsByRule[rule, default: 0] += count
    }
    /// What a rule has said once for the whole check (a font's own fault, whichever style shows it).
    var saidOnce: Set<String> = []
    /// The catalog the config's fonts were found in, where a missing character's stand-in is looked up.
    var catalog: FontCatalog?
    /// Findings so far, in the order they were found.
    var findings: [Finding] = []
    /// The enabled rules, in registry order.
    var rules: [any CheckRule] = []
    /// Every style whose font resolved, at every checked category, by name.
    var sizes: [String: [ContentSizeCategory: ScaledStyle]] = [:]
    /// `advice(_:for:)` worked out so far.
    var adviceCache: [AdviceKey: [ValueBound]] = [:]
    /// The samples each style's rules measure (those its font can draw), by style.
    var drawableSamples: [String: [SampleConfig]] = [:]
    /// Values worked out so far (`remember(_:_:)`).
    private var memo: [String: Any] = [:]
    /// layout/fits-container's searches: the largest size that fits, and what goes wrong at a size.
    var fitThresholds: [FitKey: Double?] = [:], fitFaults: [FitKey: FitsContainer.Code?] = [:]
    private var sizers: [ObjectIdentifier: IntrinsicSizer] = [:]

    /// The value `compute` gives for `key`, worked out once per check: what a rule measured for its
    /// hints or its bounds (the size at which a sample stops fitting), which several findings ask for.
    func remember<Value>(_ key: String, _ compute: () -> Value) -> Value {
        // `memo[key] as? Value` would turn a missing key into a known nil when Value is optional.
        if let known = memo[key] { return known as! Value }
        let value = compute()
        memo[key] = value
        return value
    }

    init(config: CheckConfig) { self.config = config }

    /// A sizer for the subject's font on the config's pixel grid (shrink-to-fit searches), made once per
    /// font, shaping through the rules' shared `measurer` (one shape and break cache for the whole check).
    func sizer(for subject: StyleSubject) -> IntrinsicSizer {
        let key = ObjectIdentifier(subject.font)
        if let sizer = sizers[key] { return sizer }
        let sizer = IntrinsicSizer(
            font: subject.font,
            scaler: Scaler(model: config.model, platform: config.platform, displayScale: config.displayScale),
            measurer: measurer)
        sizers[key] = sizer
        return sizer
    }

    /// Whether the config leaves `rule` enabled: its `enabled` setting when it names the rule, else the rule's default.
    func isEnabled(_ rule: Rule) -> Bool { config.rules[rule.id]?.enabled ?? rule.enabledByDefault }

    /// The config's value of a numeric option, else its default.
    func number(_ option: RuleOption, of rule: Rule) -> Double {
        if let value = config.rules[rule.id]?.options[option.name] { return value }
        switch option.defaultValue {
        case let .number(value): return value
        case .platformMinimumLegibleSize: return config.platform.minimumLegibleSize
        case .textStyles: preconditionFailure("\(rule.id).\(option.name) is a list of text styles, not a number")
        }
    }

    /// The config's value of a text-style list option, else its default.
    func textStyles(_ option: RuleOption, of rule: Rule) -> [TextStyle] {
        if let value = config.rules[rule.id]?.textStyles[option.name] { return value }
        guard case let .textStyles(styles) = option.defaultValue else {
            preconditionFailure("\(rule.id).\(option.name) is not a list of text styles")
        }
        return styles
    }

    /// Records a finding at the config's severity for the rule, else the code's default. A code
    /// whose own default is info (a note that says there is nothing to fix, such as
    /// `inverted-like-apple`) stays info whatever the rule's severity: raising a rule raises its
    /// findings, not its notes (and `--print-config`, which spells every severity out, reads back
    /// as the same config).
    func add(
        _ rule: Rule, code: String, _ message: String, at location: SourceLocation, style: StyleConfig?,
        category: ContentSizeCategory?, container: String?, sample: String?, actual: String?, expected: String?,
        hint: String
    ) {
        findings.append(
            Finding(
                rule: rule.id, code: code,
                severity: rule.codeSeverities[code] == .info
                    ? .info : config.rules[rule.id]?.severity ?? rule.severity(of: code),
                message: message,
                location: location, style: style?.name, category: category, container: container, sample: sample,
                actual: actual, expected: expected, hint: hint, suppressed: nil))
    }
}
