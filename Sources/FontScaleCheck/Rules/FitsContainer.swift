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
        case clipped
    }

    static let rule = Rule(
        id: "layout/fits-container", title: "Every sample fits each container within its maximum lines",
        rationale:
            "Text grows with Dynamic Type while containers keep their width. Real measured widths (HarfBuzz shaping, kerning, the font's own advances) show where a label wraps past its line limit and is truncated, at each category, before a user with larger text sees a cut-off price or button title. A container with a minimumScaleFactor shrinks the text instead: the finding gives the size it shrinks to, and fails when that is below the platform's legible minimum. At AX1-AX5 a container's accessibilityMaxLines applies (Apple asks text to wrap there). A container with a fixed height clips text whose lines (at the style's line height) are taller than it (clipped). A sample with characters the font lacks is left to font/glyph-coverage.",
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
        // A sample the font cannot draw is font/glyph-coverage's finding: measured with fallback
        // boxes, its width says nothing about the container.
        let coverage = context.isEnabled(GlyphCoverage.rule)
        let samples = subject.samples.filter { sample in
            !coverage
                || sample.text.unicodeScalars.allSatisfy {
                    subject.resolved.instance.hasGlyph($0) || FontInstance.isInvisible($0)
                }
        }
        for container in containers {
            // At AX1-AX5 a container may allow more lines (accessibilityMaxLines): Apple asks text to wrap there.
            let maxLines = container.maxLines(at: category)
            guard maxLines > 0 || container.height != nil else { continue }
            for sample in samples {
                context.measurements += 1
                let lineCount = try context.measurer.lineCount(
                    of: sample.text, instance: instance, pointSize: scaled.pointSize, width: container.width,
                    features: subject.features, tracking: scaled.tracking)
                guard maxLines > 0, lineCount > maxLines else {
                    clip(sample, lines: lineCount, in: container, subject, at: category, scaled, context)
                    continue
                }
                let place = "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt)"
                if let factor = container.minimumScaleFactor {
                    let fit = try context.sizer(for: subject).fit(
                        sample.text, pointSize: scaled.pointSize, weight: style.weight, width: container.width,
                        maxLines: maxLines, minimumScaleFactor: factor,
                        options: MeasureOptions(features: subject.features, italic: style.italic))
                    context.measurements += fit.measurements
                    if let size = fit.pointSize {
                        let minimum = config.platform.minimumLegibleSize
                        let shrunk =
                            "shrinks to \(formatNumber(size)) pt (\(formatNumber(size / scaled.pointSize * 100, decimals: 0))%) to fit \"\(TerminalText.visible(sample.text))\" in \(container.name) (\(formatNumber(container.width)) pt, \(maxLines) line\(maxLines == 1 ? "" : "s"))"
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
                let atAccessibilitySizes =
                    category.isAccessibilityCategory && container.accessibilityMaxLines != nil
                    ? " at the accessibility sizes" : ""
                let shrinkNote =
                    container.minimumScaleFactor.map { ", even shrunk to \(formatNumber($0 * 100, decimals: 0))%" }
                    ?? ""
                // A word wider than the container is broken inside it: the font's width, not the wrapping.
                let wide = sample.text.split(whereSeparator: \.isWhitespace).map(String.init).map { word in
                    (
                        word,
                        context.measurer.width(
                            of: word, instance: instance, pointSize: scaled.pointSize, features: subject.features,
                            tracking: scaled.tracking)
                    )
                }.filter { $0.1 > container.width }.max { $0.1 < $1.1 }
                let wideNote =
                    wide.map {
                        "; \"\($0.0)\" alone is \(formatNumber($0.1, decimals: 0)) pt wide in \(instance.face.info.family)"
                    } ?? ""
                report(
                    .overflows,
                    "\(place) needs \(lineCount) lines for \"\(TerminalText.visible(sample.text))\" in \(container.name) (\(formatNumber(container.width)) pt), which allows \(maxLines)\(atAccessibilitySizes)\(shrinkNote)\(wideNote)",
                    at: container.location, style: style, category: category, container: container.name,
                    sample: sample.text,
                    actual: "\(lineCount) lines", expected: "at most \(maxLines)",
                    hint: "allow more lines in \(container.name), shorten the text, or cap the style with maxSize",
                    in: context)
            }
        }
    }

    /// The `clipped` finding: `lines` of `sample` at the style's line height are taller than the
    /// container's fixed height.
    private func clip(
        _ sample: SampleConfig, lines: Int, in container: ContainerConfig, _ subject: StyleSubject,
        at category: ContentSizeCategory, _ scaled: ScaledStyle, _ context: CheckContext
    ) {
        guard let height = container.height else { return }
        let style = subject.config, textHeight = Double(lines) * scaled.leading
        guard textHeight > height + 1e-9 else { return }
        report(
            .clipped,
            "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt) takes \(lines) line\(lines == 1 ? "" : "s") of \(formatNumber(scaled.leading)) pt for \"\(TerminalText.visible(sample.text))\" in \(container.name) (\(formatNumber(container.width)) x \(formatNumber(height)) pt): \(formatNumber(textHeight)) pt tall, \(formatNumber(textHeight - height)) pt of text is clipped",
            at: container.location, style: style, category: category, container: container.name,
            sample: sample.text, actual: "\(formatNumber(textHeight)) pt tall",
            expected: "at most \(formatNumber(height)) pt",
            hint:
                "let \(container.name) grow with its text (no height), raise its height to \(formatNumber(textHeight)) pt, or cap the style with maxSize",
            in: context)
    }
}
