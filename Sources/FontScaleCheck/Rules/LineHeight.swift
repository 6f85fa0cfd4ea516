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
        let actual = formatNumber(scaled.leading / scaled.pointSize, decimals: 3)
        report(
            .tooTight,
            "\(style.name) has a \(formatNumber(scaled.leading, decimals: 2)) pt line height for \(formatNumber(scaled.pointSize)) pt text at \(category) (\(actual)x)",
            at: style.location(of: style.lineHeight != nil ? ConfigKeys.Style.lineHeight : ConfigKeys.Style.size),
            style: style, category: category,
            actual: "\(actual)x", expected: "at least \(formatNumber(ratio, decimals: 3))x",
            hint: context.advice(.lineHeight, for: subject).raise(for: Self.rule.id), in: context)
    }

    /// The smallest lineHeight (half points) that clears the ratio at every checked category: the
    /// line height scales by the style's leading factor there, and lands on the pixel grid.
    func bounds(on key: AdvisedKey, _ side: ValueBound.Side, of subject: StyleSubject, in context: CheckContext)
        -> [ValueBound]
    {
        guard side == .atLeast else { return [] }
        let style = subject.config, ratio = number(Self.minimumRatio, in: context)
        var probe = style.spec
        probe.leading = 1000
        guard key == .lineHeight, let per1000 = context.scaled(probe, style: style.scalesWith) else { return [] }
        // Each category's need, from the factor the line height is multiplied by there.
        let needs = context.config.categories.compactMap { category -> (ContentSizeCategory, Double)? in
            guard let scaled = per1000[category], scaled.leading > 0 else { return nil }
            return (category, ratio * scaled.pointSize * 1000 / scaled.leading)
        }
        guard let binding = needs.max(by: { $0.1 < $1.1 }) else { return [] }
        var value = (binding.1 * 2).rounded(.up) / 2
        // The pixel grid can round a line height down: step up by half points until every category clears.
        for _ in 0..<8 {
            probe.leading = value
            guard let sizes = context.scaled(probe, style: style.scalesWith),
                sizes.values.contains(where: { $0.leading < ratio * $0.pointSize - 1e-9 })
            else { break }
            value += 0.5
        }
        return [
            ValueBound(
                side: .atLeast, value: value, rule: Self.rule.id,
                reason:
                    "\(style.name) needs \(formatNumber(ratio, decimals: 3))x at \(binding.0) (\(formatNumber(per1000[binding.0]!.pointSize)) pt)"
            )
        ]
    }
}
