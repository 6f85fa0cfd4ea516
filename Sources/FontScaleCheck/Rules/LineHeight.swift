import FontScale
import FontScaleConfig
import FontScaleMetrics

/// spacing/line-height: line height leaves headroom at every size (WCAG 1.4.12).
struct LineHeight: CheckRule {
    enum Code: String, CaseIterable { case tooTight = "too-tight" }

    static let minimumRatio = RuleOption(
        name: "minimumRatio", defaultValue: .number(1.15),
        summary: "the smallest line height as a multiple of the size (Apple's own tightest is 1.17, Caption 2)")

    static let rule = Rule(
        id: "spacing/line-height", title: "Line height leaves headroom at every size (WCAG 1.4.12)",
        rationale:
            "WCAG 1.4.12 asks that text survive a line height of 1.5 times the size; lines set tighter than about 1.15 clip accents and descenders in many fonts and collide when users add spacing. Line heights that scale slower than sizes (a fixed lineHeight, or a cap on the size only) get tighter at large sizes.",
        severity: .warn, codes: Code.self, options: [minimumRatio])

    func check(
        _ subject: StyleSubject, at category: ContentSizeCategory, _ scaled: ScaledStyle, in context: CheckContext
    ) {
        let style = subject.config
        let ratio = number(Self.minimumRatio, in: context)
        guard scaled.leading < ratio * scaled.pointSize - 1e-9 else { return }
        // The line height scales by the style's factor: the base value that clears the ratio here.
        let needed = (ratio * scaled.pointSize / max(scaled.factor, 1e-9) * 2).rounded(.up) / 2
        let actual = formatNumber(scaled.leading / scaled.pointSize, decimals: 3)
        report(
            .tooTight,
            "\(style.name) has a \(formatNumber(scaled.leading, decimals: 2)) pt line height for \(formatNumber(scaled.pointSize)) pt text at \(category) (\(actual)x)",
            at: style.location(of: style.lineHeight != nil ? "lineHeight" : "size"), style: style, category: category,
            actual: "\(actual)x", expected: "at least \(formatNumber(ratio, decimals: 3))x",
            hint: "raise lineHeight to at least \(formatNumber(needed)) pt at Large", in: context)
    }
}
