import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

/// wcag/reflow: the longest unbreakable run of each sample fits the viewport (320 pt) and each
/// container at every category (WCAG 2.2 SC 1.4.10).
struct Reflow: CheckRule {
    enum Code: String, CaseIterable { case runTooWide = "run-too-wide" }

    static let viewportWidth = RuleOption(
        name: "viewportWidth", defaultValue: .number(320),
        summary: "the narrowest screen text must reflow in, in points (0: the containers only)")

    static let rule = Rule(
        id: "wcag/reflow",
        title: "The longest unbreakable run of each sample fits 320 pt and each container (WCAG 1.4.10)",
        rationale:
            "WCAG 2.2 SC 1.4.10 asks that content reflows at 320 CSS px wide without scrolling in two directions. Text reflows at its line break opportunities, as a browser finds them (ICU's: after spaces and hyphens, between ideographs, between Thai, Lao, Khmer and Myanmar words by dictionary; and, as Chromium and WebKit, never after a slash inside a URL, where a UILabel would break), so what cannot reflow is the longest stretch between two of them: a German compound or a long URL at AX3 is wider than a phone. The rule measures that stretch with HarfBuzz at each category and compares it with viewportWidth (320 pt by default) and each container's width; one finding per style and sample, at the first category it does not fit the narrowest of them, with the run and its width. A browser audit only checks the viewport meta tag.",
        severity: .fail, codes: Code.self, options: [viewportWidth], enabledByDefault: false,
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/reflow.html")

    /// `width` to 1 decimal, or to as many more (at most 3) as it takes to read as wider than
    /// `limit`: 150.048 pt over 150 pt is "150.05", not "150".
    static func width(_ width: Double, over limit: Double) -> String {
        for decimals in 1...3 {
            let text = formatNumber(width, decimals: decimals)
            if let shown = Double(text), shown > limit { return text }
        }
        return formatNumber(width, decimals: 3)
    }

    func checkAfterCategories(_ subject: StyleSubject, in context: CheckContext) {
        let style = subject.config, config = context.config
        let widths = widths(for: style, in: context)
        guard !widths.isEmpty else { return }
        for sample in subject.samples {
            // One finding per sample, at the first category its run is wider than the narrowest width.
            for category in config.categories {
                guard let scaled = subject.scaled[category],
                    let run = run(of: sample.text, subject, at: scaled.pointSize, in: context)
                else { continue }
                context.countLayouts(1, for: Self.rule.id)
                let exceeded = widths.filter { run.width > $0.width + 1e-6 }
                guard let narrowest = exceeded.first else { continue }
                let places = exceeded.map { target in
                    target.name.map { "\($0) (\(formatNumber(target.width)) pt)" }
                        ?? "a \(formatNumber(target.width)) pt screen"
                }
                // A cap helps only when the run fits at some size from the style's own at Large up.
                var hint = "give the text a break opportunity (a hyphen, a shorter word)"
                if let own = bound(of: sample, subject, below: scaled.pointSize, narrowest, in: context) {
                    let advice = context.advice(.maxSize, for: subject, sides: [.atLeast])
                    hint += (advice.allows(own) ? ", or " : "; ") + advice.cap(style.name, own)
                }
                let width = Self.width(run.width, over: narrowest.width)
                report(
                    .runTooWide,
                    "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt): \"\(run.text)\" cannot break and is \(width) pt wide, wider than \(places.joined(separator: " and "))",
                    at: narrowest.location, style: style, category: category, container: narrowest.name,
                    sample: sample.text, actual: "\(width) pt",
                    expected: "at most \(formatNumber(narrowest.width)) pt", hint: hint, in: context)
                break
            }
        }
    }

    /// The largest maxSize at which each sample's longest run still fits the narrowest width, for
    /// each sample whose run the style's curve would take past it (and that fits at the style's
    /// size at Large: below that, a cap is not the fix).
    func bounds(on key: AdvisedKey, _ side: ValueBound.Side, of subject: StyleSubject, in context: CheckContext)
        -> [ValueBound]
    {
        guard key == .maxSize, side == .atMost, let narrowest = widths(for: subject.config, in: context).first,
            let curve = context.curve(of: subject.config)
        else { return [] }
        let largest = context.config.categories.compactMap { curve[$0]?.pointSize }.max() ?? subject.config.size
        return subject.samples.compactMap { sample in
            guard (run(of: sample.text, subject, at: largest, in: context)?.width ?? 0) > narrowest.width + 1e-6
            else { return nil }
            return bound(of: sample, subject, below: largest, narrowest, in: context)
        }
    }

    /// The largest whole size below `size`, from the style's size at Large up, at which the sample's
    /// longest run fits the narrowest width, as a bound on maxSize; nil when it does not fit at the
    /// style's size at Large.
    private func bound(
        of sample: SampleConfig, _ subject: StyleSubject, below size: Double,
        _ narrowest: (name: String?, width: Double, location: SourceLocation), in context: CheckContext
    ) -> ValueBound? {
        guard
            let fits = SizeSearch.largestPassing(
                from: subject.config.size, below: size,
                { (run(of: sample.text, subject, at: $0, in: context)?.width ?? .infinity) <= narrowest.width + 1e-6 }),
            let run = run(of: sample.text, subject, at: size, in: context)
        else { return nil }
        let place =
            narrowest.name.map { "\($0) (\(formatNumber(narrowest.width)) pt)" }
            ?? "a \(formatNumber(narrowest.width)) pt screen"
        return ValueBound(
            side: .atMost, value: fits, rule: Self.rule.id,
            reason: "\"\(run.text)\" is wider than \(place) above \(formatNumber(fits)) pt",
            otherwise: narrowest.name.map { "widen \($0), or give \"\(run.text)\" a break opportunity" }
                ?? "give \"\(run.text)\" a break opportunity (a hyphen, a shorter word)")
    }

    /// The widths a style's text must reflow in, narrowest first: the viewport (unless 0) and each
    /// container the style uses.
    private func widths(for style: StyleConfig, in context: CheckContext) -> [(
        name: String?, width: Double, location: SourceLocation
    )] {
        var widths: [(name: String?, width: Double, location: SourceLocation)] = []
        let viewport = number(Self.viewportWidth, in: context)
        if viewport > 0 {
            widths.append((nil, viewport, style.location(of: ConfigKeys.Style.size)))
        }
        for container in context.config.containers where style.containers?.contains(container.name) ?? true {
            widths.append((container.name, container.width, container.location))
        }
        return widths.sorted { $0.width < $1.width }
    }

    /// The longest unbreakable run of `text` in the subject's style at `size` (its optical size and
    /// tracking following the size); nil when the font has no instance there.
    private func run(of text: String, _ subject: StyleSubject, at size: Double, in context: CheckContext)
        -> UnbreakableRun?
    {
        guard let instance = subject.instance(at: size) else { return nil }
        return context.measurer.longestUnbreakableRun(
            of: text, instance: instance, pointSize: size, features: subject.features,
            tracking: subject.tracking(at: size), rules: .browser)
    }
}
