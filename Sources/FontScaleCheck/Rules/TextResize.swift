import FontScale
import FontScaleConfig

/// accessibility/text-resize: body text reaches 200% of its default size (WCAG 1.4.4).
struct TextResize: CheckRule {
    enum Code: String, CaseIterable {
        case belowFactor = "below-factor"
        case capped
    }

    static let minimumFactor = RuleOption(
        name: "minimumFactor", defaultValue: .number(2), summary: "the growth required by the largest checked category")
    static let styles = RuleOption(
        name: "styles", defaultValue: .textStyles([.body]), summary: "the text styles that count as body text")

    static let rule = Rule(
        id: "accessibility/text-resize", title: "Body text reaches 200% of its default size (WCAG 1.4.4)",
        rationale:
            "WCAG 1.4.4 asks that text can be resized to 200% without loss of content. With Dynamic Type that means the body styles must reach twice their Large size by the largest category the app supports, and no maximum size may stop them earlier.",
        severity: .fail, codes: Code.self, options: [minimumFactor, styles])

    func checkAfterCategories(_ subject: StyleSubject, in context: CheckContext) {
        let style = subject.config, config = context.config
        guard textStyles(Self.styles, in: context).contains(style.textStyle), let largest = config.categories.last,
            let result = subject.scaled[largest]
        else { return }
        let factor = number(Self.minimumFactor, in: context)
        let growth = result.pointSize / style.size
        guard growth < factor - 1e-9 else { return }
        let percent = formatNumber(growth * 100, decimals: 0), required = formatNumber(factor * 100, decimals: 0)
        if let cap = result.cap, cap.bound == .maximum, cap.uncappedPointSize / style.size >= factor - 1e-9 {
            report(
                .capped,
                "\(style.name) stops at \(formatNumber(result.pointSize)) pt (\(percent)%) at \(largest): its maxSize caps it before \(required)%",
                at: style.location(of: "maxSize"), style: style, category: largest, actual: "\(percent)%",
                expected: "at least \(required)%",
                hint: "raise maxSize to at least \(formatNumber((style.size * factor).rounded(.up))) pt, or remove it",
                in: context)
        } else {
            report(
                .belowFactor,
                "\(style.name) grows to \(formatNumber(result.pointSize)) pt (\(percent)% of \(formatNumber(style.size)) pt) by \(largest), the largest checked category",
                at: config.keyLocations["categories"] ?? style.location, style: style, category: largest,
                actual: "\(percent)%", expected: "at least \(required)%",
                hint: "support the accessibility sizes (categories up to AX5)", in: context)
        }
    }
}
