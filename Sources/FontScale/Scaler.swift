import FontScaleMetrics

/// How a custom font's size follows the user's text size setting.
public enum ScalingModel: String, NamedValue, Codable, CustomStringConvertible {
    /// What `UIFontMetrics(forTextStyle:).scaledFont(for:)` gives a custom font on a device:
    /// the measured per-style factor (the style's runtime line-height ratio), rounded to whole
    /// points, then `maximumPointSize`. `scaledValue(for:)` rounds to the display's pixel grid.
    case uiFontMetrics
    /// The ratio of the style's HIG point sizes, as the system font scales; rounded to whole points.
    case proportional
    /// Android 14+ nonlinear font scaling (sp to dp) at a font scale.
    case android

    /// "scaling model", the word error messages use for this kind of name.
    public static let kindName = "scaling model"

    /// The name fontscale prints: the case name (uiFontMetrics, proportional, android).
    public var displayName: String { rawValue }

    /// Every accepted spelling of the model (the case name and aliases such as "UIFontMetrics", "hig", "nonlinear").
    public var spellings: [String] {
        switch self {
        case .uiFontMetrics: [rawValue, "UIFontMetrics", "uikit", "ios", "device"]
        case .proportional: [rawValue, "hig", "system", "size-ratio"]
        case .android: [rawValue, "nonlinear", "android14"]
        }
    }

    public var description: String { rawValue }

    /// One line saying what the model reproduces.
    public var summary: String {
        switch self {
        case .uiFontMetrics:
            "UIFontMetrics.scaledFont(for:): measured per-style factor, rounded to whole points, then the maximum"
        case .proportional: "the system font's curve: ratio of the style's HIG sizes, rounded to whole points"
        case .android: "Android 14+ nonlinear font scaling, sp to dp at a font scale"
        }
    }
}

/// The pixel grid of an Apple display: @1x, @2x or @3x points per pixel.
public enum DisplayScale: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// One pixel per point (older Macs, external displays).
    case x1 = 1
    /// Two pixels per point (Retina iPhones and iPads, most Macs).
    case x2 = 2
    /// Three pixels per point (Super Retina iPhones).
    case x3 = 3

    /// Pixels per point as a number, for arithmetic on the grid.
    public var pixelsPerPoint: Double { Double(rawValue) }

    /// "1", "2" or "3", as in "@3x".
    public var description: String { String(rawValue) }
}

/// What a style is scaled to: an Apple content size category, or an Android font scale.
public enum ScaleTarget: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A Dynamic Type content size category (uiFontMetrics and proportional models).
    case category(ContentSizeCategory)
    /// An Android font scale such as 1.3 (android model).
    case fontScale(Double)

    public var description: String {
        switch self {
        case let .category(category): category.displayName
        case let .fontScale(scale): "font scale \(formatNumber(scale))"
        }
    }
}

/// Why a value cannot be scaled.
public enum ScaleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A number outside its accepted range.
    case invalidValue(InvalidValueError)
    /// The platform's table has no such style or category.
    case metrics(MetricsError)
    /// The type scale defines no such style.
    case styleNotInScale(TextStyle, defined: [TextStyle])
    /// The model needs the other kind of target.
    case targetMismatch(ScalingModel, ScaleTarget)
    /// A style's minimum is above its maximum.
    case conflictingCaps(style: TextStyle, minimum: Double, maximum: Double)

    public var description: String {
        switch self {
        case let .invalidValue(error): error.description
        case let .metrics(error): error.description
        case let .styleNotInScale(style, defined):
            """
            the type scale has no style '\(style)'; \
            expected one of: \(defined.map(\.displayName).joined(separator: ", "))
            """
        case let .targetMismatch(model, target):
            model == .android
                ? "the android model scales by a font scale (e.g. 1.3), instead saw the category \(target)"
                : "the \(model) model scales by a content size category (xSmall ... AX5), instead saw \(target)"
        case let .conflictingCaps(style, minimum, maximum):
            """
            \(style): expected a minimum size no larger than the maximum, \
            instead saw minimum \(formatNumber(minimum)) pt above maximum \(formatNumber(maximum)) pt
            """
        }
    }
}

/// A cap that stopped a style from growing or shrinking further.
public struct AppliedCap: Hashable, Sendable, Codable {
    /// Which bound applied.
    public enum Bound: String, Hashable, Sendable, Codable {
        /// A minimum raised the size.
        case minimum
        /// A maximum stopped the size.
        case maximum
    }

    /// Which bound applied.
    public let bound: Bound
    /// The bound in points.
    public let limit: Double
    /// The size the model gave before the cap.
    public let uncappedPointSize: Double

    /// Creates a record of an applied cap.
    public init(bound: Bound, limit: Double, uncappedPointSize: Double) {
        self.bound = bound
        self.limit = limit
        self.uncappedPointSize = uncappedPointSize
    }
}

/// A style scaled to a category (or font scale): every number a layout needs.
public struct ScaledStyle: Hashable, Sendable, Codable {
    /// The text style whose curve was followed.
    public let style: TextStyle
    /// The target: a content size category or an Android font scale.
    public let target: ScaleTarget
    /// The platform.
    public let platform: Platform
    /// The model that scaled it.
    public let model: ScalingModel
    /// The custom font's base size at the reference category.
    public let basePointSize: Double
    /// The multiplier the model applied to the base size.
    public let factor: Double
    /// `basePointSize * factor` before rounding and caps.
    public let exactPointSize: Double
    /// The font's point size: rounded as the model rounds, then capped.
    public let pointSize: Double
    /// `UIFontMetrics.scaledValue(for: basePointSize)`: the exact size on the display's pixel grid.
    public let scaledValue: Double
    /// The display scale (1, 2 or 3) of the pixel grid.
    public let displayScale: DisplayScale
    /// The line height in points, on the pixel grid (Android: exact dp), capped as the size is: at
    /// most the Large ratio of line height to size times the maximum size, at least that times the minimum.
    public let leading: Double
    /// The tracking in points, scaled with the size.
    public let tracking: Double
    /// The weight to use (after Bold Text, when on).
    public let weight: FontWeight
    /// Whether `weight` is the approximate Bold Text substitution.
    public let weightIsApproximate: Bool
    /// The cap that applied, if any.
    public let cap: AppliedCap?
    /// A remark on the factor's source (a measurement glitch, a derived watchOS factor), or empty.
    public let note: String

    /// Whether a minimum or maximum cap changed the size.
    public var isCapped: Bool { cap != nil }
}

/// Scales custom-font sizes the way a platform does, by a selectable model.
public struct Scaler: Hashable, Sendable {
    /// The scaling model.
    public var model: ScalingModel
    /// The platform whose tables apply.
    public var platform: Platform
    /// The display scale of the pixel grid for `scaledValue` and leading: 1, 2 or 3.
    public var displayScale: DisplayScale
    /// Whether Bold Text (Settings > Accessibility) is on.
    public var boldText: Bool
    /// Which Android tables the android model uses.
    public var androidTables: AndroidTableSet

    /// Creates a scaler.
    public init(
        model: ScalingModel = .uiFontMetrics, platform: Platform = .iOS, displayScale: DisplayScale = .x3,
        boldText: Bool = false, androidTables: AndroidTableSet = .shipping
    ) {
        self.model = model
        self.platform = platform
        self.displayScale = displayScale
        self.boldText = boldText
        self.androidTables = androidTables
    }

    /// The display scales an Apple device has.
    public static let displayScales = DisplayScale.allCases.map(\.rawValue)

    // MARK: - Factors

    /// The multiplier the model applies to a base size of `style` at `target`, and a remark on its source.
    public func factor(_ style: TextStyle, at target: ScaleTarget) throws(ScaleError) -> (value: Double, note: String) {
        switch (model, target) {
        case let (.uiFontMetrics, .category(category)):
            try checkTable(style, category)
            if platform == .iOS, let factor = UIFontMetricsTable.factor(style, category) {
                return (factor.multiplier, factor.note)
            }
            if !platform.supportsDynamicType { return (1, "\(platform) has no Dynamic Type") }
            // watchOS: not measured; the mechanism measured on iOS (the style's leading ratio).
            let ratio = try ratio(style, category, \.leading)
            return (ratio, "derived: \(platform) HIG leading ratio (not measured on a device)")
        case let (.proportional, .category(category)):
            try checkTable(style, category)
            return (try ratio(style, category, \.pointSize), "")
        case let (.android, .fontScale(scale)):
            try checkFontScale(scale)
            return (scale, "")  // nonlinear: the factor depends on the size (see `scale`)
        default:
            throw .targetMismatch(model, target)
        }
    }

    /// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)`: the scaled whole-point size.
    public func scaledFontSize(_ size: Double, style: TextStyle, at target: ScaleTarget, maximum: Double? = nil)
        throws(ScaleError) -> Double
    {
        try scale(StyleSpec(pointSize: size, maximum: maximum.map { .points($0) }), style: style, at: target).pointSize
    }

    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)`: a value scaled onto the display's pixel grid.
    public func scaledValue(_ value: Double, style: TextStyle, at target: ScaleTarget) throws(ScaleError) -> Double {
        try validate(value, name: "value")
        if model == .android, case let .fontScale(scale) = target {
            try checkFontScale(scale)
            return AndroidNonlinear.convert(sp: value, fontScale: scale, tables: androidTables).dp
        }
        return try pixelRound(value * factor(style, at: target).value)
    }

    // MARK: - Styles

    /// Scales one style of a type scale.
    public func scale(_ typeScale: TypeScale, style: TextStyle, at target: ScaleTarget) throws(ScaleError)
        -> ScaledStyle
    {
        guard let spec = typeScale.styles[style] else {
            throw .styleNotInScale(style, defined: typeScale.orderedStyles)
        }
        return try scale(
            spec, style: style, at: target, scaleMinimum: typeScale.minimum, scaleMaximum: typeScale.maximum)
    }

    /// Scales every style of a type scale, in Apple's order.
    public func scaleAll(_ typeScale: TypeScale, at target: ScaleTarget) throws(ScaleError) -> [ScaledStyle] {
        var result: [ScaledStyle] = []
        for style in typeScale.orderedStyles { result.append(try scale(typeScale, style: style, at: target)) }
        return result
    }

    /// Scales a style spec following `style`'s curve to `target`.
    public func scale(
        _ spec: StyleSpec, style: TextStyle, at target: ScaleTarget,
        scaleMinimum: SizeLimit? = nil, scaleMaximum: SizeLimit? = nil
    ) throws(ScaleError) -> ScaledStyle {
        try validate(spec.pointSize, name: "size")
        let (factor, note) = try factor(style, at: target)
        let hig = try? HIG.metrics(style, platform.referenceCategory ?? .large, platform: platform)
        let baseLeading = spec.leading ?? spec.pointSize * ((hig?.leading ?? 1.2) / (hig?.pointSize ?? 1))

        // The size the model gives, before caps.
        let exact: Double, rounded: Double, valueOnGrid: Double, leadingFactor: Double
        if model == .android, case let .fontScale(scale) = target {
            exact = AndroidNonlinear.convert(sp: spec.pointSize, fontScale: scale, tables: androidTables).dp
            rounded = exact  // Android keeps fractional dp.
            valueOnGrid = exact
            leadingFactor = exact / spec.pointSize  // Android 14 keeps line height proportional to the size.
        } else {
            exact = spec.pointSize * factor
            rounded = exact.rounded(.toNearestOrAwayFromZero)
            valueOnGrid = pixelRound(exact)
            leadingFactor = model == .proportional ? try ratio(style, targetCategory(target), \.leading) : factor
        }

        // Caps apply after rounding, as maximumPointSize does.
        let bounds = Bounds(spec: spec, scaleMinimum: scaleMinimum, scaleMaximum: scaleMaximum)
        if let low = bounds.minimum, let high = bounds.maximum, low > high {
            throw .conflictingCaps(style: style, minimum: low, maximum: high)
        }
        var pointSize = rounded
        var cap: AppliedCap?
        if let high = bounds.maximum, pointSize > high {
            cap = AppliedCap(bound: .maximum, limit: high, uncappedPointSize: pointSize)
            pointSize = high
        } else if let low = bounds.minimum, pointSize < low {
            cap = AppliedCap(bound: .minimum, limit: low, uncappedPointSize: pointSize)
            pointSize = low
        }
        // The line height is capped as the size is: never above its value at the maximum size
        // (the Large ratio of line height to size, at the cap) nor below it at the minimum. A min
        // and a max of non-decreasing curves, it never shrinks as the category grows, whatever
        // the rounding of the uncapped size (docs/export.md#capped-styles).
        var exactLeading = baseLeading * leadingFactor
        if let high = bounds.maximum { exactLeading = min(exactLeading, baseLeading * high / spec.pointSize) }
        if let low = bounds.minimum { exactLeading = max(exactLeading, baseLeading * low / spec.pointSize) }
        let leading = model == .android ? exactLeading : pixelRound(exactLeading)
        let tracking = (spec.tracking ?? 0) * pointSize / spec.pointSize
        var weight = spec.weight ?? hig?.weight ?? .regular
        if boldText { weight = weight.boldTextWeight }

        return ScaledStyle(
            style: style, target: target, platform: platform, model: model, basePointSize: spec.pointSize,
            factor: factor, exactPointSize: exact, pointSize: pointSize, scaledValue: valueOnGrid,
            displayScale: displayScale, leading: leading, tracking: tracking, weight: weight,
            weightIsApproximate: boldText, cap: cap, note: note)
    }

    // MARK: - Helpers

    /// Rounds to the nearest pixel at the display scale (1/2 pt on @2x, 1/3 pt on @3x).
    public func pixelRound(_ value: Double) -> Double {
        let scale = displayScale.pixelsPerPoint
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    private func targetCategory(_ target: ScaleTarget) throws(ScaleError) -> ContentSizeCategory {
        guard case let .category(category) = target else { throw .targetMismatch(model, target) }
        return category
    }

    private func checkTable(_ style: TextStyle, _ category: ContentSizeCategory) throws(ScaleError) {
        do { _ = try HIG.metrics(style, category, platform: platform) } catch { throw .metrics(error) }
    }

    /// The style's HIG value at `category` over its value at the reference category.
    private func ratio(_ style: TextStyle, _ category: ContentSizeCategory, _ value: KeyPath<StyleMetrics, Double>)
        throws(ScaleError) -> Double
    {
        guard let reference = platform.referenceCategory else { return 1 }
        do {
            return try HIG.metrics(style, category, platform: platform)[keyPath: value]
                / HIG.metrics(style, reference, platform: platform)[keyPath: value]
        } catch { throw .metrics(error) }
    }

    private func validate(_ value: Double, name: String) throws(ScaleError) {
        do { try PointSizeRange.validate(value, name: name) } catch { throw .invalidValue(error) }
    }

    private func checkFontScale(_ scale: Double) throws(ScaleError) {
        guard scale.isFinite, scale >= 0.1, scale <= 10 else {
            throw .invalidValue(
                InvalidValueError(
                    name: "font scale", value: formatNumber(scale), expected: "an Android font scale from 0.1 to 10"))
        }
    }
}
