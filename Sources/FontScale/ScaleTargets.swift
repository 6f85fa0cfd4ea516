import FontScaleMetrics

extension Scaler {
    /// Every target the scaler's model scales to: Android's standard font scales for the android
    /// model, the platform's content size categories for the others.
    public var allTargets: [ScaleTarget] {
        model == .android
            ? AndroidNonlinear.standardFontScales.map { .fontScale($0) }
            : platform.categories.map { .category($0) }
    }

    /// `spec` following `style`'s curve, scaled to each of `targets` in order.
    public func scale(
        _ spec: StyleSpec, style: TextStyle,
        at targets: [ScaleTarget]
    ) throws(ScaleError) -> [ScaledStyle] {
        var results: [ScaledStyle] = []
        for target in targets { results.append(try scale(spec, style: style, at: target)) }
        return results
    }
}
