import FontScale
import FontScaleConfig

/// a11y/android-font-scale: the styles, as sp on Android 14+, reach 200% at the largest font
/// scale as far as Android's nonlinear curve lets them, and no cap stops them (WCAG 2.2 SC 1.4.4).
struct AndroidFontScale: CheckRule {
    enum Code: String, CaseIterable {
        case capped
        case curveShort = "curve-short"
    }

    static let minimumFactor = RuleOption(
        name: "minimumFactor", defaultValue: .number(2), summary: "the growth over the size at font scale 1 required")
    static let styles = RuleOption(
        name: "styles", defaultValue: .textStyles([.body]),
        summary: "the text styles checked (the wcag22 profile: every style)")

    static let rule = Rule(
        id: "a11y/android-font-scale",
        title: "On Android 14's nonlinear font scaling, text grows as far as the curve allows (WCAG 1.4.4)",
        rationale:
            "The same type scale shipped on Android (sizes as sp) is scaled by Android 14's nonlinear tables at font scales 1.3, 1.5, 1.8 and 2.0: only sizes at or below about 12 sp double at 2.0 (14 sp becomes 26 dp, 24 sp 36 dp, 30 sp 38 dp), so a style above that is a note (the platform's curve stops short; WCAG2ICT asks as far as the platform allows). A maxSize that holds a style below what the curve gives at 2.0 is a failure. Off unless named in rules: or turned on by the wcag22 profile, since an iOS-only app has no Android build.",
        severity: .fail, codes: Code.self, codeSeverities: [.curveShort: .info], options: [minimumFactor, styles],
        enabledByDefault: false, helpURI: ResizeText.helpURI)

    func checkAfterCategories(_ subject: StyleSubject, in context: CheckContext) {
        let style = subject.config
        guard textStyles(Self.styles, in: context).contains(style.textStyle) else { return }
        let factor = number(Self.minimumFactor, in: context)
        guard
            let reach = try? ResizeReach.android(
                StyleSpec(pointSize: style.size, minimum: style.minSize, maximum: style.maxSize),
                style: style.scalesWith, requiredFactor: factor),
            let top = reach.steps.last, case let .fontScale(scale) = top.target
        else { return }
        let required = percent(factor), base = formatNumber(reach.referenceSize)
        let steps = reach.steps.map { step in formatNumber(step.pointSize, decimals: 1) }.joined(separator: ", ")
        let scales = ResizeReach.androidFontScales.map { formatNumber($0) }.joined(separator: ", ")
        if let stop = reach.firstCapped, case let .fontScale(stops) = stop.target {
            report(
                .capped,
                "\(style.name) is \(formatNumber(top.pointSize, decimals: 1)) dp at font scale \(formatNumber(scale)), where Android's curve gives \(formatNumber(top.uncappedPointSize, decimals: 1)) dp: \(percent(top.factor)) of \(base) sp, its maxSize stops it from font scale \(formatNumber(stops)) on",
                at: style.location(of: ConfigKeys.Style.maxSize), style: style, actual: percent(top.factor),
                expected: "\(percent(min(top.uncappedFactor, factor))) (the curve's)",
                hint: context.advice(.maxSize, for: subject).raise(for: Self.rule.id), in: context)
        } else if reach.reached == nil {
            report(
                .curveShort,
                "\(style.name) (\(base) sp) reaches \(percent(top.factor)) at font scale \(formatNumber(scale)) on Android 14 (\(steps) dp at \(scales)): the nonlinear curve itself stops short of \(required)",
                at: style.location, style: style, actual: percent(top.factor), expected: "at least \(required)",
                hint:
                    "nothing to fix in the config: Android scales large text less (WCAG2ICT: as far as the platform allows)",
                in: context)
        }
    }

    /// The smallest maxSize no step of Android's curve goes past (whole points up): any cap below
    /// what the curve gives holds a checked style back.
    func bounds(on key: AdvisedKey, _ side: ValueBound.Side, of subject: StyleSubject, in context: CheckContext)
        -> [ValueBound]
    {
        guard side == .atLeast else { return [] }
        let style = subject.config
        guard key == .maxSize, textStyles(Self.styles, in: context).contains(style.textStyle),
            let reach = try? ResizeReach.android(
                StyleSpec(pointSize: style.size, minimum: style.minSize), style: style.scalesWith,
                requiredFactor: number(Self.minimumFactor, in: context)),
            let top = reach.steps.max(by: { $0.uncappedPointSize < $1.uncappedPointSize }),
            case let .fontScale(scale) = top.target
        else { return [] }
        return [
            ValueBound(
                side: .atLeast, value: top.uncappedPointSize.rounded(.up), rule: Self.rule.id,
                reason:
                    "Android's curve gives \(style.name) \(formatNumber(top.uncappedPointSize, decimals: 1)) dp at font scale \(formatNumber(scale))"
            )
        ]
    }

    private func percent(_ factor: Double) -> String { formatNumber(factor * 100, decimals: 0) + "%" }
}
