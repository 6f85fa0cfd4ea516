import FontScale
import FontScaleMetrics

/// Where `IntrinsicSizer.measurements(_:style:at:options:)` measures: a raw point size, one content
/// size category, or every category of the scaler's platform.
public enum MeasureTarget: Hashable, Sendable {
    /// A raw point size, with the font's natural line height (the style plays no part).
    case pointSize(Double)
    /// The style scaled to one content size category.
    case category(ContentSizeCategory)
    /// The style scaled to every content size category of the platform, in order.
    case allCategories
}

/// Shrink-to-fit at one content size category.
public struct CategoryFit: Sendable, Equatable {
    /// The category.
    public let category: ContentSizeCategory
    /// How the text fits at the category.
    public let fit: FitResult
}

extension IntrinsicSizer {
    /// A sizer for `font` whose type scale is Apple's, except `style` based at `basePointSize`
    /// (nil keeps Apple's base size, e.g. Body 17).
    public convenience init(font: CustomFont, scaler: Scaler, style: TextStyle, basePointSize: Double?) {
        var typeScale = TypeScale.hig()
        if let basePointSize { typeScale.styles[style]?.pointSize = basePointSize }
        self.init(font: font, scaler: scaler, typeScale: typeScale)
    }

    /// The intrinsic sizes of `text` in `style` at `target`: one measurement, or one per category.
    public func measurements(
        _ text: String, style: TextStyle, at target: MeasureTarget,
        options: MeasureOptions = MeasureOptions()
    ) throws -> [StyledMeasurement] {
        switch target {
        case let .pointSize(points): [try measure(text, pointSize: points, options: options)]
        case let .category(category): [try measure(text, style: style, at: .category(category), options: options)]
        case .allCategories: try measureAllCategories(text, style: style, options: options)
        }
    }

    /// The size `text` in `style` is drawn at in a `width`-point label of at most `maxLines` lines
    /// that may shrink to `minimumScaleFactor`, at each of `categories` in order.
    public func fit(
        _ text: String, style: TextStyle, categories: [ContentSizeCategory], width: Double,
        maxLines: Int = 1, minimumScaleFactor: Double
    ) throws -> [CategoryFit] {
        try categories.map { category in
            CategoryFit(
                category: category,
                fit: try fit(
                    text, style: style, at: .category(category), width: width,
                    maxLines: maxLines, minimumScaleFactor: minimumScaleFactor))
        }
    }
}
