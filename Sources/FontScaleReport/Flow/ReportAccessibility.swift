import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput

extension ReportBuilder {
    /// The accessibility section for `texts` (every sample of the report, the first the main one)
    /// in the custom font: per style, the worst sample in each width and the widest run.
    func accessibility(_ scale: TypeScale, texts: [String]) throws -> AccessibilitySummary? {
        guard let last = categories.last, categories.contains(.large) || scaler.platform.referenceCategory != nil
        else { return nil }
        var rows: [AccessibilityStyle] = []
        for style in styles {
            guard var spec = scale.styles[style] else { continue }
            spec.maximum = spec.maximum ?? scale.maximum
            let reach = try ResizeReach.apple(spec, style: style, scaler: scaler, through: last)
            let factors = try categories.map { category in
                try scaler.scale(scale, style: style, at: .category(category)).pointSize / reach.referenceSize
            }
            let weight = (spec.weight ?? .regular).rawValue
            func instance(_ size: Double) throws -> FontInstance {
                try font.instance(weight: weight, opticalSize: options.opticalSizing ? size : nil).instance
            }
            let top = try scaler.scale(scale, style: style, at: .category(last))
            let topInstance = try instance(top.pointSize)
            let spacing = try options.containerWidths.map { width in
                var worst: SpacedLines?
                for text in texts {
                    let plain = try measurer.measure(
                        text, instance: topInstance, pointSize: top.pointSize,
                        options: LayoutOptions(tracking: top.tracking, width: width, lineHeight: top.leading))
                    let spaced = try measurer.spacedLayout(
                        text, instance: topInstance, pointSize: top.pointSize, width: width, tracking: top.tracking)
                    let lines = SpacedLines(
                        width: width, sample: text, lines: plain.lineCount, spacedLines: spaced.lineCount,
                        height: plain.height, spacedHeight: spaced.height)
                    if worst.map({ lines.isWorse(than: $0) }) ?? true { worst = lines }
                }
                return worst!
            }
            var widest: (run: UnbreakableRun, sample: String)?
            for text in texts {
                let run = measurer.longestUnbreakableRun(
                    of: text, instance: topInstance, pointSize: top.pointSize, tracking: top.tracking,
                    rules: .browser)
                if run.width > (widest?.run.width ?? -1) + 1e-9 { widest = (run, text) }
            }
            let (run, runSample) = widest!
            var tooWide: [String?] = options.containerWidths.map { _ in nil }
            for category in categories {
                let scaled = try scaler.scale(scale, style: style, at: .category(category))
                let scaledInstance = try instance(scaled.pointSize)
                let width =
                    texts.map {
                        measurer.longestUnbreakableRun(
                            of: $0, instance: scaledInstance, pointSize: scaled.pointSize, tracking: scaled.tracking,
                            rules: .browser
                        ).width
                    }.max() ?? 0
                for (index, container) in options.containerWidths.enumerated()
                where tooWide[index] == nil && width > container + 1e-6 {
                    tooWide[index] = category.displayName
                }
            }
            let reached = reach.reached.flatMap { step -> String? in
                if case let .category(category) = step.target { return category.displayName }
                return nil
            }
            rows.append(
                AccessibilityStyle(
                    style: style, largeSize: reach.referenceSize, factors: factors, reaches200: reached,
                    largestFactor: reach.largestFactor,
                    capped: reach.curveReaches != nil && reach.reached == nil, spacing: spacing,
                    longestRun: run.text, longestRunWidth: run.width, longestRunSample: runSample,
                    runTooWideFrom: tooWide))
        }
        return AccessibilitySummary(
            category: last, containerWidths: options.containerWidths, samples: texts, styles: rows)
    }
}
