import FontScaleMetrics

/// One step of a style's growth: its size at one category (or Android font scale), with and without its caps.
public struct ResizeStep: Hashable, Sendable, Codable {
    /// The category or font scale.
    public let target: ScaleTarget
    /// The size in force (caps applied), in points (dp on Android).
    public let pointSize: Double
    /// The size the curve gives before any cap.
    public let uncappedPointSize: Double
    /// `pointSize` over the size at the reference (Large, or font scale 1).
    public let factor: Double
    /// `uncappedPointSize` over the reference size before caps.
    public let uncappedFactor: Double
    /// Whether a maximum cap holds the size below the curve here.
    public var isCapped: Bool { pointSize < uncappedPointSize - 1e-9 }
}

/// How far a style grows (WCAG 2.2 SC 1.4.4 Resize Text): its size at every category against
/// its size at Large, where it first reaches a factor (200%), and whether a cap or the platform's
/// own curve stops it first. Pure arithmetic on the scaler: the checker's `wcag/resize-text` and
/// `a11y/android-font-scale` and the report's accessibility section read the same values.
public struct ResizeReach: Hashable, Sendable, Codable {
    /// The text style whose curve scales the style.
    public let style: TextStyle
    /// The size at the reference category (Large) or font scale 1, caps applied.
    public let referenceSize: Double
    /// The factor asked for (2 for 200%).
    public let requiredFactor: Double
    /// Every step, smallest first.
    public let steps: [ResizeStep]

    /// Creates a reach from its steps.
    public init(style: TextStyle, referenceSize: Double, requiredFactor: Double, steps: [ResizeStep]) {
        self.style = style
        self.referenceSize = referenceSize
        self.requiredFactor = requiredFactor
        self.steps = steps
    }

    /// The first step at which the size in force reaches the required factor, nil when none does.
    public var reached: ResizeStep? { steps.first { $0.factor >= requiredFactor - 1e-9 } }
    /// The first step at which the curve itself (no caps) reaches the required factor, nil when it never does.
    public var curveReaches: ResizeStep? { steps.first { $0.uncappedFactor >= requiredFactor - 1e-9 } }
    /// The first step a maximum cap holds below the curve, nil when none does.
    public var firstCapped: ResizeStep? { steps.first(where: \.isCapped) }
    /// The largest factor the size in force reaches.
    public var largestFactor: Double { steps.map(\.factor).max() ?? 1 }
    /// The largest factor the curve itself reaches.
    public var largestCurveFactor: Double { steps.map(\.uncappedFactor).max() ?? 1 }

    /// A style's reach on an Apple platform: `spec` scaled along `style`'s curve at every category
    /// of the platform up to `through` (AX5 by default), against its size at Large.
    public static func apple(
        _ spec: StyleSpec, style: TextStyle, scaler: Scaler, requiredFactor: Double = 2,
        through last: ContentSizeCategory = .accessibility5
    ) throws(ScaleError) -> ResizeReach {
        try reach(
            spec, style: style, scaler: scaler, requiredFactor: requiredFactor,
            reference: .category(scaler.platform.referenceCategory ?? .large),
            targets: scaler.platform.categories.filter { $0 <= last }.map { .category($0) })
    }

    /// Android 14's font scales with a nonlinear table of their own beyond 1.2 (Settings' larger steps).
    public static let androidFontScales: [Double] = [1.3, 1.5, 1.8, 2.0]

    /// A style's reach on Android 14+: its size as sp converted to dp by the nonlinear tables at
    /// each of `fontScales`, against its size at font scale 1; caps apply as on Apple platforms.
    public static func android(
        _ spec: StyleSpec, style: TextStyle, requiredFactor: Double = 2, fontScales: [Double] = androidFontScales
    ) throws(ScaleError) -> ResizeReach {
        try reach(
            spec, style: style, scaler: Scaler(model: .android, platform: .iOS), requiredFactor: requiredFactor,
            reference: .fontScale(1), targets: fontScales.map { .fontScale($0) })
    }

    /// The factor at each of `targets` over the size at `reference`, capped and uncapped.
    private static func reach(
        _ spec: StyleSpec, style: TextStyle, scaler: Scaler, requiredFactor: Double, reference: ScaleTarget,
        targets: [ScaleTarget]
    ) throws(ScaleError) -> ResizeReach {
        let base = try scaler.scale(spec, style: style, at: reference)
        let (size, uncappedSize) = (base.pointSize, base.cap?.uncappedPointSize ?? base.pointSize)
        var steps: [ResizeStep] = []
        for target in targets {
            let scaled = try scaler.scale(spec, style: style, at: target)
            let uncapped = scaled.cap?.uncappedPointSize ?? scaled.pointSize
            steps.append(
                ResizeStep(
                    target: target, pointSize: scaled.pointSize, uncappedPointSize: uncapped,
                    factor: scaled.pointSize / size, uncappedFactor: uncapped / uncappedSize))
        }
        return ResizeReach(style: style, referenceSize: size, requiredFactor: requiredFactor, steps: steps)
    }
}
