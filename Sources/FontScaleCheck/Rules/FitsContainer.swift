import FontScale
import FontScaleFonts
import FontScaleMetrics

/// layout/fits-container: every sample fits each container within its maximum lines.
struct FitsContainer: CheckRule {
    enum Code: String, CaseIterable { case overflows }

    static let rule = Rule(
        id: "layout/fits-container", title: "Every sample fits each container within its maximum lines",
        rationale: "Text grows with Dynamic Type while containers keep their width. Real measured widths (HarfBuzz shaping, kerning, the font's own advances) show where a label wraps past its line limit and is truncated, at each category, before a user with larger text sees a cut-off price or button title.",
        severity: .fail, codes: Code.self)

    func check(_ subject: StyleSubject, at category: ContentSizeCategory, _ scaled: ScaledStyle, in context: CheckContext) throws {
        let style = subject.config, config = context.config
        let containers = config.containers.filter { style.containers?.contains($0.name) ?? true }
        guard !containers.isEmpty else { return }
        let instance = try subject.font.instance(weight: style.weight.rawValue, italic: style.italic, opticalSize: scaled.pointSize, axes: style.axes).instance
        for container in containers where container.maxLines > 0 {
            for sample in subject.samples {
                context.measurements += 1
                let layout = LayoutOptions(features: subject.features, tracking: scaled.tracking, width: container.width, maxLines: 0,
                                           lineHeight: scaled.leading, displayScale: config.displayScale)
                let result = try context.measurer.measure(sample.text, instance: instance, pointSize: scaled.pointSize, options: layout)
                guard result.lineCount > container.maxLines else { continue }
                report(.overflows,
                       "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt) needs \(result.lineCount) lines for \"\(sample.text)\" in \(container.name) (\(formatNumber(container.width)) pt), which allows \(container.maxLines)",
                       at: container.location, style: style, category: category, container: container.name, sample: sample.text,
                       actual: "\(result.lineCount) lines", expected: "at most \(container.maxLines)",
                       hint: "allow more lines in \(container.name), shorten the text, or cap the style with maxSize", in: context)
            }
        }
    }
}
