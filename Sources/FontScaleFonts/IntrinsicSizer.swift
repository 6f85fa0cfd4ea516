import FontScale
import FontScaleMetrics

/// Options for measuring text in a custom font at a text style.
public struct MeasureOptions: Hashable, Sendable {
    /// OpenType features on top of the defaults ("tnum", "-liga").
    public var features: [FontFeature]
    /// The container width in points; nil for unbounded lines.
    public var width: Double?
    /// The most lines, the last truncated with "…"; 0 for no limit.
    public var maxLines: Int
    /// Whether opsz follows the point size (as Core Text's automatic optical sizing does).
    public var opticalSizing: Bool
    /// A weight overriding the style's (Bold Text does not change it).
    public var weight: FontWeight?
    /// Whether to use the style's emphasized weight from the HIG (Bold for titles, Semibold for
    /// the rest on iOS), made heavier still when the scaler has Bold Text on.
    public var emphasized: Bool
    /// Whether to use the italic.
    public var italic: Bool
    /// The width in percent of normal (wdth axis or the family's widths).
    public var fontWidth: Int
    /// Other axis values by tag (`wdth`, `slnt`, `GRAD`), applied on top of the weight, italic and
    /// optical size; clamped to the font's ranges, and ignored for axes it does not have.
    public var axes: [String: Double]

    /// Creates measure options.
    public init(
        features: [FontFeature] = [], width: Double? = nil, maxLines: Int = 0, opticalSizing: Bool = true,
        weight: FontWeight? = nil, emphasized: Bool = false, italic: Bool = false, fontWidth: Int = 100,
        axes: [String: Double] = [:]
    ) {
        self.axes = axes
        self.emphasized = emphasized
        self.features = features
        self.width = width
        self.maxLines = maxLines
        self.opticalSizing = opticalSizing
        self.weight = weight
        self.italic = italic
        self.fontWidth = fontWidth
    }
}

/// Text measured in a custom font at one style and category (or a raw size).
public struct StyledMeasurement: Sendable, Codable {
    /// The scaled style (nil when measured at a raw point size).
    public let scaled: ScaledStyle?
    /// The font's family name.
    public let family: String
    /// The face file used.
    public let file: String
    /// The face index in the file.
    public let faceIndex: Int
    /// How the weight was served.
    public let weight: WeightChoice
    /// Every axis value used, in the font's axis order.
    public let axes: [AxisSetting]
    /// Substitutions and clamping, in words.
    public let notes: [String]
    /// The intrinsic size.
    public let size: TextMeasurement
}

/// Measures text set in a custom font at every text style and content size category.
///
/// Scaled sizes come from the `Scaler`; each (text, instance, features) is shaped once and
/// scaled by size, so only a new weight or optical size shapes again. Not thread-safe.
public final class IntrinsicSizer {
    /// The font measured.
    public let font: CustomFont
    /// The scaling model, platform and display scale.
    public let scaler: Scaler
    /// The base size of each style.
    public let typeScale: TypeScale
    /// The shape cache (shared with other sizers and measuring code when one was given).
    public let measurer: TextMeasurer
    /// Scaled styles by style and target: the scaler's table look-ups, once per cell.
    private var scaledStyles: [ScaledKey: ScaledStyle] = [:]
    private var emphasizedWeights: [TextStyle: FontWeight] = [:]

    private struct ScaledKey: Hashable {
        let style: TextStyle
        let target: ScaleTarget
    }

    /// Creates a sizer for `font`, shaping through `measurer` (a new one by default; share one
    /// so that text shaped at an instance is shaped once for every sizer and caller).
    public init(
        font: CustomFont, scaler: Scaler = Scaler(), typeScale: TypeScale = .hig(),
        measurer: TextMeasurer = TextMeasurer()
    ) {
        self.measurer = measurer
        self.font = font
        self.scaler = scaler
        self.typeScale = typeScale
    }

    /// The intrinsic size of `text` in `style` at `target` (a category, or an Android font scale).
    public func measure(
        _ text: String, style: TextStyle, at target: ScaleTarget, options: MeasureOptions = MeasureOptions()
    ) throws -> StyledMeasurement {
        let key = ScaledKey(style: style, target: target)
        let scaled: ScaledStyle
        if let known = scaledStyles[key] {
            scaled = known
        } else {
            scaled = try scaler.scale(typeScale, style: style, at: target)
            scaledStyles[key] = scaled
        }
        var weight = options.weight ?? scaled.weight
        if options.weight == nil, options.emphasized {
            if let known = emphasizedWeights[style] {
                weight = known
            } else {
                let emphasized = try HIG.metrics(
                    style, scaler.platform.referenceCategory ?? .large, platform: scaler.platform
                ).emphasizedWeight
                weight = scaler.boldText ? emphasized.boldTextWeight : emphasized
                emphasizedWeights[style] = weight
            }
        }
        return try measure(
            text, pointSize: scaled.pointSize, weight: weight, lineHeight: scaled.leading,
            tracking: scaled.tracking, scaled: scaled, options: options)
    }

    /// The intrinsic size of `text` in `style` at every category of the platform.
    public func measureAllCategories(_ text: String, style: TextStyle, options: MeasureOptions = MeasureOptions())
        throws -> [StyledMeasurement]
    {
        try scaler.platform.categories.map { try measure(text, style: style, at: .category($0), options: options) }
    }

    /// The intrinsic size of `text` at a raw point size, with the font's natural line height.
    public func measure(
        _ text: String, pointSize: Double, weight: FontWeight = .regular, options: MeasureOptions = MeasureOptions()
    ) throws -> StyledMeasurement {
        try measure(
            text, pointSize: pointSize, weight: options.weight ?? weight, lineHeight: nil, tracking: 0, scaled: nil,
            options: options)
    }

    private func measure(
        _ text: String, pointSize: Double, weight: FontWeight, lineHeight: Double?, tracking: Double,
        scaled: ScaledStyle?, options: MeasureOptions
    ) throws -> StyledMeasurement {
        try PointSizeRange.validate(pointSize, name: "size")
        let resolved = try font.instance(
            weight: weight.rawValue, italic: options.italic, width: options.fontWidth,
            opticalSize: options.opticalSizing ? pointSize : nil, axes: options.axes)
        let layout = LayoutOptions(
            features: options.features, tracking: tracking, width: options.width, maxLines: options.maxLines,
            lineHeight: lineHeight, displayScale: scaler.displayScale)
        let size = try measurer.measure(text, instance: resolved.instance, pointSize: pointSize, options: layout)
        let info = resolved.instance.face.info
        return StyledMeasurement(
            scaled: scaled, family: info.family, file: info.file, faceIndex: info.index, weight: resolved.weight,
            axes: resolved.axes, notes: resolved.notes, size: size)
    }
}
