import FontScale
import FontScaleConfig
import FontScaleFonts

/// numbers/tabular-figures: numeric styles use tabular figures.
struct TabularFigures: CheckRule {
    enum Code: String, CaseIterable {
        case tnumNotEnabled = "tnum-not-enabled"
        case noTabularFigures = "no-tabular-figures"
    }

    static let threshold = RuleOption(
        name: "threshold", defaultValue: .number(0.01), summary: "the largest width spread of the digits, in em")

    static let rule = Rule(
        id: "numbers/tabular-figures", title: "Numeric styles use tabular figures",
        rationale:
            "Counters, timers and prices change while on screen. With proportional figures every digit has its own width, so the text jitters and columns do not align. Enable tnum, or use a font whose default figures are tabular.",
        severity: .warn, codes: Code.self, options: [threshold])

    func check(_ subject: StyleSubject, in context: CheckContext) {
        let style = subject.config, instance = subject.resolved.instance, features = subject.features
        guard style.numeric else { return }
        let enabled = features.contains { $0.tagName == "tnum" && !$0.text.hasPrefix("-") }
        let spread = instance.digitSpread(features: features)
        if spread <= number(Self.threshold, in: context) { return }
        let family = instance.face.info.family, em = formatNumber(spread, decimals: 3) + " em"
        if !enabled, instance.face.offersFeature("tnum") {
            report(
                .tnumNotEnabled,
                "\(style.name) shows numbers with proportional figures (digit widths differ by \(em)); \(family) offers tnum",
                at: style.location(of: ConfigKeys.Style.numeric), style: style, actual: "proportional figures",
                expected: "tabular figures",
                hint: "add features: [tnum]", in: context)
        } else {
            report(
                .noTabularFigures,
                "\(style.name) shows numbers but \(family) has no tabular figures (digit widths differ by \(em))",
                at: style.location(of: ConfigKeys.Style.numeric), style: style, actual: "proportional figures",
                expected: "tabular figures",
                hint: "use a font with tnum or tabular default figures for numbers", in: context)
        }
    }
}
