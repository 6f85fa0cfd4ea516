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
            "WCAG 2.2 SC 1.4.10 asks that content reflows at 320 CSS px wide without scrolling in two directions. Text reflows at its line break opportunities (ICU's, the ones every layout wraps at: after spaces, hyphens and slashes, between ideographs, between Thai, Lao, Khmer and Myanmar words by dictionary), so what cannot reflow is the longest stretch between two of them: a German compound or a long URL at AX3 is wider than a phone. The rule measures that stretch with HarfBuzz at each category and compares it with viewportWidth (320 pt by default) and each container's width; one finding per style and sample, at the first category it does not fit the narrowest of them, with the run and its width. A browser audit only checks the viewport meta tag.",
        severity: .fail, codes: Code.self, options: [viewportWidth], enabledByDefault: false,
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/reflow.html")

    func checkAfterCategories(_ subject: StyleSubject, in context: CheckContext) {
        let style = subject.config, config = context.config
        var widths: [(name: String?, width: Double, location: SourceLocation)] = []
        let viewport = number(Self.viewportWidth, in: context)
        if viewport > 0 {
            widths.append((nil, viewport, style.location(of: "size")))
        }
        for container in config.containers where style.containers?.contains(container.name) ?? true {
            widths.append((container.name, container.width, container.location))
        }
        guard !widths.isEmpty else { return }
        widths.sort { $0.width < $1.width }
        for sample in subject.samples {
            // One finding per sample, at the first category its run is wider than the narrowest width.
            for category in config.categories {
                guard let scaled = subject.scaled[category],
                    let instance = try? subject.font.instance(
                        weight: style.weight.rawValue, italic: style.italic, opticalSize: scaled.pointSize,
                        axes: style.axes
                    ).instance
                else { continue }
                context.measurements += 1
                let run = context.measurer.longestUnbreakableRun(
                    of: sample.text, instance: instance, pointSize: scaled.pointSize, features: subject.features,
                    tracking: scaled.tracking)
                let exceeded = widths.filter { run.width > $0.width + 1e-6 }
                guard let narrowest = exceeded.first else { continue }
                let places = exceeded.map { target in
                    target.name.map { "\($0) (\(formatNumber(target.width)) pt)" }
                        ?? "a \(formatNumber(target.width)) pt screen"
                }
                report(
                    .runTooWide,
                    "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt): \"\(run.text)\" cannot break and is \(formatNumber(run.width, decimals: 1)) pt wide, wider than \(places.joined(separator: " and "))",
                    at: narrowest.location, style: style, category: category, container: narrowest.name,
                    sample: sample.text, actual: "\(formatNumber(run.width, decimals: 1)) pt",
                    expected: "at most \(formatNumber(narrowest.width)) pt",
                    hint:
                        "give the text a break opportunity (a hyphen, a shorter word), or cap \(style.name) with maxSize at \(formatNumber((scaled.pointSize * narrowest.width / run.width).rounded(.down))) pt",
                    in: context)
                break
            }
        }
    }
}
