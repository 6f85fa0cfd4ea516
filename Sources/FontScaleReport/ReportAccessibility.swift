import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput

/// The report's accessibility section (WCAG 2.2 1.4.4, 1.4.10, 1.4.12): per style, how far it
/// grows and where it reaches 200%, and, over every sample of the report, the worst one with the
/// text-spacing override and the widest unbreakable run at the report's container widths. The numbers come from the same code as
/// `fontscale check`'s wcag/ rules (`ResizeReach`, `TextMeasurer.spacedLayout`,
/// `TextMeasurer.longestUnbreakableRun`).
public struct AccessibilitySummary: Codable, Sendable, Equatable {
    /// The category the spacing and reflow columns are measured at (AX5, or the largest reported).
    @DisplayNamed public var category: ContentSizeCategory
    /// The container widths, in points (the report's).
    public var containerWidths: [Double]
    /// The samples measured, in the report's order (nil in reports of format 3, which measured
    /// the first sample only).
    public var samples: [String]? = nil
    /// One row per style, in the report's order.
    public var styles: [AccessibilityStyle]
}

/// One style in the accessibility section.
public struct AccessibilityStyle: Codable, Sendable, Equatable {
    /// The style.
    @DisplayNamed public var style: TextStyle
    /// Its size at Large.
    public var largeSize: Double
    /// Its size over the size at Large at each reported category, in the report's order.
    public var factors: [Double]
    /// The first category at which it reaches 200% ("AX3"), nil when it never does.
    public var reaches200: String?
    /// The largest factor it reaches (at AX5).
    public var largestFactor: Double
    /// Whether the report's maximum stops it before its curve reaches 200%.
    public var capped: Bool
    /// For each container width, the lines at `AccessibilitySummary.category` without and with
    /// WCAG 1.4.12 spacing of the sample that gains the most lines there (then the most height;
    /// then the first).
    public var spacing: [SpacedLines]
    /// The widest unbreakable run of any sample at `AccessibilitySummary.category`.
    public var longestRun: String
    /// Its width, in points.
    public var longestRunWidth: Double
    /// The sample it is in (nil in reports of format 3).
    public var longestRunSample: String? = nil
    /// For each container width, the first category at which some sample's longest run is wider,
    /// nil when every run always fits.
    public var runTooWideFrom: [String?]
}

/// A sample in one container width, without and with the text-spacing override.
public struct SpacedLines: Codable, Sendable, Equatable {
    /// The container width, in points.
    public var width: Double
    /// The sample (nil in reports of format 3, which measured the first sample only).
    public var sample: String? = nil
    /// Lines as set.
    public var lines: Int
    /// Lines with 1.4.12 spacing.
    public var spacedLines: Int
    /// The text's height as set (lines at the style's leading).
    public var height: Double
    /// Its height with 1.4.12 spacing (line height 1.5, paragraphs 2 x the size apart).
    public var spacedHeight: Double
}

extension ReportBuilder {
    /// The accessibility section for `texts` (every sample of the report, the first the main one)
    /// in the custom font: per style, the worst sample in each width and the widest run.
    func accessibility(_ scale: TypeScale, texts: [String]) throws -> AccessibilitySummary? {
        guard let last = categories.last, categories.contains(.large) || scaler.platform.referenceCategory != nil
        else { return nil }
        let measurer = TextMeasurer()
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
                    of: text, instance: topInstance, pointSize: top.pointSize, tracking: top.tracking)
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
                            of: $0, instance: scaledInstance, pointSize: scaled.pointSize, tracking: scaled.tracking
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

extension SpacedLines {
    /// Whether the spacing costs this sample more than `other`: more lines added, else more height added.
    func isWorse(than other: SpacedLines) -> Bool {
        let (added, otherAdded) = (spacedLines - lines, other.spacedLines - other.lines)
        if added != otherAdded { return added > otherAdded }
        return spacedHeight - height > other.spacedHeight - other.height + 1e-9
    }
}

extension AccessibilitySummary {
    /// The short name of `sample` in the tables ("s2"), nil when the section measured one sample
    /// (the intro names it).
    func tag(_ sample: String?) -> String? {
        guard let samples, samples.count > 1, let sample, let index = samples.firstIndex(of: sample) else {
            return nil
        }
        return "s\(index + 1)"
    }
}
