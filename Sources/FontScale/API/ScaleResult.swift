import FontScaleMetrics

/// The JSON form of one scaled value: what `fontscale scale --format json` prints.
public struct ScaleResult: Sendable, Encodable {
    /// The text style's display name ("Body").
    public let style: String
    /// The category's display name; nil for a font scale, or on a platform without Dynamic Type.
    public let category: String?
    /// The Android font scale, for the android model.
    public let fontScale: Double?
    /// The platform's display name.
    public let platform: String
    /// The scaling model.
    public let model: String
    /// The size at the base category.
    public let basePointSize: Double
    /// The factor applied (the model's).
    public let factor: Double
    /// The size before rounding.
    public let exactPointSize: Double
    /// The size drawn, after rounding and caps.
    public let pointSize: Double
    /// UIFontMetrics.scaledValue on the pixel grid.
    public let scaledValue: Double
    /// The pixel grid.
    public let displayScale: DisplayScale
    /// The line height.
    public let leading: Double
    /// The tracking in points.
    public let tracking: Double
    /// The weight, 1-1000.
    public let weight: Int
    /// The weight's name.
    public let weightName: String
    /// Whether the weight is Bold Text's approximation.
    public let weightIsApproximate: Bool
    /// Whether a limit capped the size.
    public let capped: Bool
    /// The cap applied, if any.
    public let cap: AppliedCap?
    /// A note on the value, if any.
    public let note: String?

    /// The JSON form of `result`.
    public init(_ result: ScaledStyle) {
        style = result.style.displayName
        switch result.target {
        case let .category(value):
            // Without Dynamic Type the size is the same at every setting: no category to name.
            category = result.platform.supportsDynamicType ? value.displayName : nil; fontScale = nil
        case let .fontScale(value): category = nil; fontScale = value
        }
        platform = result.platform.displayName
        model = result.model.rawValue
        basePointSize = result.basePointSize
        factor = result.factor
        exactPointSize = result.exactPointSize
        pointSize = result.pointSize
        scaledValue = result.scaledValue
        displayScale = result.displayScale
        leading = result.leading
        tracking = result.tracking
        weight = result.weight.rawValue
        weightName = result.weight.name
        weightIsApproximate = result.weightIsApproximate
        capped = result.isCapped
        cap = result.cap
        note = result.note.isEmpty ? nil : result.note
    }
}
