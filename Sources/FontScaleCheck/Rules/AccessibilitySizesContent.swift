import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

/// a11y/accessibility-sizes-content: at AX1-AX5 a container shows at least as much of each
/// sample as at xxxLarge (Apple's guidance for the accessibility sizes).
struct AccessibilitySizesContent: CheckRule {
    enum Code: String, CaseIterable { case lessContent = "less-content" }

    static let rule = Rule(
        id: "a11y/accessibility-sizes-content",
        title: "At AX1-AX5 a container shows at least as much text as at xxxLarge",
        rationale:
            "Apple's guidance for the accessibility sizes is that larger text keeps the content: a label that shows a whole sentence at xxxLarge and cuts it after three words at AX3 loses what it exists to say. The rule lays each sample out in each line-limited container at xxxLarge and at each checked AX category and counts the characters shown (the lines that fit, the last cut with an ellipsis); fewer at an AX size than at xxxLarge is a warning, at the first such category. Allow more lines at the accessibility sizes (accessibilityMaxLines, 0 for no limit).",
        severity: .warn, codes: Code.self, enabledByDefault: false,
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")

    func checkAfterCategories(_ subject: StyleSubject, in context: CheckContext) {
        let style = subject.config, config = context.config
        let categories = config.categories.filter(\.isAccessibilityCategory)
        guard !categories.isEmpty else { return }
        let scaler = Scaler(model: config.model, platform: config.platform, displayScale: config.displayScale)
        let spec = StyleSpec(
            pointSize: style.size, leading: style.lineHeight, tracking: style.tracking, weight: style.weight,
            minimum: style.minSize, maximum: style.maxSize)
        guard let reference = try? scaler.scale(spec, style: style.scalesWith, at: .category(.xxxLarge)) else { return }
        func shown(_ text: String, _ scaled: ScaledStyle, width: Double, lines: Int) -> (Int, Int)? {
            guard
                let instance = try? subject.font.instance(
                    weight: style.weight.rawValue, italic: style.italic, opticalSize: scaled.pointSize,
                    axes: style.axes
                ).instance,
                let measured = try? context.measurer.measure(
                    text, instance: instance, pointSize: scaled.pointSize,
                    options: LayoutOptions(
                        features: subject.features, tracking: scaled.tracking, width: width, maxLines: lines))
            else { return nil }
            context.countLayouts(1, for: Self.rule.id)
            let characters = measured.lines.reduce(0) { total, line in
                total + line.text.filter { $0 != "\u{2026}" && !$0.isWhitespace }.count
            }
            return (characters, measured.lineCount)
        }
        for container in config.containers where style.containers?.contains(container.name) ?? true {
            for sample in subject.samples {
                guard
                    container.maxLines(at: .xxxLarge) > 0
                        || categories.contains(where: { container.maxLines(at: $0) > 0 }),
                    let before = shown(
                        sample.text, reference, width: container.width, lines: container.maxLines(at: .xxxLarge))
                else { continue }
                for category in categories {
                    guard let scaled = subject.scaled[category],
                        let after = shown(
                            sample.text, scaled, width: container.width, lines: container.maxLines(at: category)),
                        after.0 < before.0
                    else { continue }
                    let total = sample.text.filter { !$0.isWhitespace }.count
                    report(
                        .lessContent,
                        "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt) shows \(after.0) of the \(total) characters of \"\(TerminalText.sample(sample.text))\" in \(container.name) (\(formatNumber(container.width)) pt, \(after.1) line\(after.1 == 1 ? "" : "s")), fewer than the \(before.0) it shows at xxxLarge (\(formatNumber(reference.pointSize)) pt, \(before.1) line\(before.1 == 1 ? "" : "s"))",
                        at: container.location, style: style, category: category, container: container.name,
                        sample: sample.text, actual: "\(after.0) characters", expected: "at least \(before.0)",
                        hint: "set accessibilityMaxLines on \(container.name) (0 for no limit)", in: context)
                    break
                }
            }
        }
    }
}
