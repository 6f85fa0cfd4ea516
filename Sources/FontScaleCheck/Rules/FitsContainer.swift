import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

/// layout/fits-container: every sample fits each container within its maximum lines, at the
/// size the label shrinks to when the container allows shrinking.
struct FitsContainer: CheckRule {
    enum Code: String, CaseIterable {
        case overflows, shrinks
        case shrinksBelowMinimum = "shrinks-below-minimum"
    }

    static let rule = Rule(
        id: "layout/fits-container", title: "Every sample fits each container within its maximum lines",
        rationale:
            "Text grows with Dynamic Type while containers keep their width. Real measured widths (HarfBuzz shaping, kerning, the font's own advances) show where a label wraps past its line limit and is truncated, at each category, before a user with larger text sees a cut-off price or button title. A container with a minimumScaleFactor shrinks the text instead: the finding gives the size it shrinks to, and fails when that is below the platform's legible minimum.",
        severity: .fail, codes: Code.self, codeSeverities: [.shrinks: .info])

    func check(
        _ subject: StyleSubject, at category: ContentSizeCategory, _ scaled: ScaledStyle, in context: CheckContext
    ) throws {
        let style = subject.config, config = context.config
        let containers = config.containers.filter { style.containers?.contains($0.name) ?? true }
        guard !containers.isEmpty else { return }
        let instance = try subject.font.instance(
            weight: style.weight.rawValue, italic: style.italic, opticalSize: scaled.pointSize, axes: style.axes
        ).instance
        for container in containers where container.maxLines > 0 {
            for sample in subject.samples {
                context.measurements += 1
                let lineCount = try context.measurer.lineCount(
                    of: sample.text, instance: instance, pointSize: scaled.pointSize, width: container.width,
                    features: subject.features, tracking: scaled.tracking)
                guard lineCount > container.maxLines else { continue }
                let place = "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt)"
                if let factor = container.minimumScaleFactor {
                    let fit = try context.sizer(for: subject).fit(
                        sample.text, pointSize: scaled.pointSize, weight: style.weight, width: container.width,
                        maxLines: container.maxLines, minimumScaleFactor: factor,
                        options: MeasureOptions(features: subject.features, italic: style.italic))
                    context.measurements += fit.measurements
                    if let size = fit.pointSize {
                        let minimum = config.platform.minimumLegibleSize
                        let shrunk =
                            "shrinks to \(formatNumber(size)) pt (\(formatNumber(size / scaled.pointSize * 100, decimals: 0))%) to fit \"\(sample.text)\" in \(container.name) (\(formatNumber(container.width)) pt, \(container.maxLines) line\(container.maxLines == 1 ? "" : "s"))"
                        if size < minimum - 1e-9 {
                            report(
                                .shrinksBelowMinimum,
                                "\(place) \(shrunk), below the \(formatNumber(minimum)) pt legible minimum",
                                at: container.location, style: style, category: category, container: container.name,
                                sample: sample.text,
                                actual: "\(formatNumber(size)) pt", expected: "at least \(formatNumber(minimum)) pt",
                                hint: "widen \(container.name), allow more lines, or cap the style with maxSize",
                                in: context)
                        } else {
                            report(
                                .shrinks, "\(place) \(shrunk)", at: container.location, style: style,
                                category: category, container: container.name,
                                sample: sample.text, actual: "\(formatNumber(size)) pt",
                                expected: "\(formatNumber(scaled.pointSize)) pt",
                                hint:
                                    "fine if a smaller \(style.name) is acceptable here; else allow more lines in \(container.name)",
                                in: context)
                        }
                        continue
                    }
                }
                let shrinkNote =
                    container.minimumScaleFactor.map { ", even shrunk to \(formatNumber($0 * 100, decimals: 0))%" }
                    ?? ""
                report(
                    .overflows,
                    "\(place) needs \(lineCount) lines for \"\(sample.text)\" in \(container.name) (\(formatNumber(container.width)) pt), which allows \(container.maxLines)\(shrinkNote)",
                    at: container.location, style: style, category: category, container: container.name,
                    sample: sample.text,
                    actual: "\(lineCount) lines", expected: "at most \(container.maxLines)",
                    hint: "allow more lines in \(container.name), shorten the text, or cap the style with maxSize",
                    in: context)
            }
        }
    }
}
