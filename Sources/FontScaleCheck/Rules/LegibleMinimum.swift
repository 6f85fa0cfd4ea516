import FontScale
import FontScaleConfig
import FontScaleMetrics

/// size/legible-minimum: no style falls below the platform's legible minimum.
struct LegibleMinimum: CheckRule {
    enum Code: String, CaseIterable { case belowMinimum = "below-minimum" }

    static let minimum = RuleOption(
        name: "minimum", defaultValue: .platformMinimumLegibleSize, summary: "the smallest legible size in points")

    static let rule = Rule(
        id: "size/legible-minimum", title: "No style falls below the platform's legible minimum",
        rationale:
            "Apple's HIG gives a minimum legible size per platform (iOS 11 pt, watchOS 12 pt). UIFontMetrics scales a custom font by its text style's line-height ratio and rounds, so a 12 pt caption becomes 10 pt at xSmall, below the 11 pt the system font keeps.",
        severity: .fail, codes: Code.self, options: [minimum])

    func check(
        _ subject: StyleSubject, at category: ContentSizeCategory, _ scaled: ScaledStyle, in context: CheckContext
    ) {
        let style = subject.config
        let minimum = number(Self.minimum, in: context)
        guard scaled.pointSize < minimum - 1e-9 else { return }
        report(
            .belowMinimum,
            "\(style.name) is \(formatNumber(scaled.pointSize)) pt at \(category), below the \(formatNumber(minimum)) pt minimum",
            at: style.location(of: style.minSize != nil ? ConfigKeys.Style.minSize : ConfigKeys.Style.size),
            style: style, category: category,
            actual: "\(formatNumber(scaled.pointSize)) pt", expected: "at least \(formatNumber(minimum)) pt",
            hint: "set minSize: \(formatNumber(minimum)), or raise the size", in: context)
    }
}
