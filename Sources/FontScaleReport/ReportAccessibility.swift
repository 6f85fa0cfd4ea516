import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput

/// The report's accessibility section (WCAG 2.2 1.4.4, 1.4.10, 1.4.12): per style, how far it
/// grows and where it reaches 200%, and the sample with the text-spacing override and its longest
/// unbreakable run at the report's container widths. The numbers come from the same code as
/// `fontscale check`'s wcag/ rules (`ResizeReach`, `TextMeasurer.spacedLayout`,
/// `TextMeasurer.longestUnbreakableRun`).
public struct AccessibilitySummary: Codable, Sendable, Equatable {
    /// The category the spacing and reflow columns are measured at (AX5, or the largest reported).
    @DisplayNamed public var category: ContentSizeCategory
    /// The container widths, in points (the report's).
    public var containerWidths: [Double]
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
    /// The sample's lines at `AccessibilitySummary.category` in each container width, without and
    /// with WCAG 1.4.12 spacing.
    public var spacing: [SpacedLines]
    /// The sample's longest unbreakable run at `AccessibilitySummary.category`.
    public var longestRun: String
    /// Its width, in points.
    public var longestRunWidth: Double
    /// For each container width, the first category at which the run is wider, nil when it always fits.
    public var runTooWideFrom: [String?]
}

/// A sample in one container width, without and with the text-spacing override.
public struct SpacedLines: Codable, Sendable, Equatable {
    /// The container width, in points.
    public var width: Double
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
    /// The accessibility section for `text` (the report's first sample) in the custom font.
    func accessibility(_ scale: TypeScale, text: String) throws -> AccessibilitySummary? {
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
                let plain = try measurer.measure(
                    text, instance: topInstance, pointSize: top.pointSize,
                    options: LayoutOptions(tracking: top.tracking, width: width, lineHeight: top.leading))
                let spaced = try measurer.spacedLayout(
                    text, instance: topInstance, pointSize: top.pointSize, width: width, tracking: top.tracking)
                return SpacedLines(
                    width: width, lines: plain.lineCount, spacedLines: spaced.lineCount, height: plain.height,
                    spacedHeight: spaced.height)
            }
            let run = measurer.longestUnbreakableRun(
                of: text, instance: topInstance, pointSize: top.pointSize, tracking: top.tracking)
            var tooWide: [String?] = options.containerWidths.map { _ in nil }
            for category in categories {
                let scaled = try scaler.scale(scale, style: style, at: .category(category))
                let width = measurer.longestUnbreakableRun(
                    of: text, instance: try instance(scaled.pointSize), pointSize: scaled.pointSize,
                    tracking: scaled.tracking
                ).width
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
                    longestRun: run.text, longestRunWidth: run.width, runTooWideFrom: tooWide))
        }
        return AccessibilitySummary(category: last, containerWidths: options.containerWidths, styles: rows)
    }
}
