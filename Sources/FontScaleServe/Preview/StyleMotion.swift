import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab

/// A style's motion previews, made together and cached together: the counting label (numeric
/// styles), the size transition from Large to AX3 and the morph between its first two samples.
struct StyleMotion {
    /// The counting label, for a numeric style whose first sample holds a number.
    var count: CountPreview?
    /// The size transition, nil when the sizes are equal or the platform has no AX3.
    var transition: TransitionPreview?
    /// The morph, nil with fewer than two different samples.
    var morph: MorphPreview?

    /// Every preview of `style` with `samples` in `font`, sized by `scaler` at Large (and AX3).
    /// The size transition renders the swap, the slowest part of a build, with `lab` (`font`'s
    /// at the scaler's display scale).
    static func make(
        style: StyleConfig, spec: StyleSpec, samples: [String], features: [FontFeature], font: CustomFont,
        lab: TransitionLab, scaler: Scaler
    ) throws -> StyleMotion {
        var motion = StyleMotion()
        let large = try scaler.scale(spec, style: style.scalesWith, at: .category(.default))
        if let sample = samples.first, scaler.platform.categories.contains(.accessibility3) {
            motion.transition = try TransitionPreview.make(
                sample: sample, lab: lab, from: large,
                to: try scaler.scale(spec, style: style.scalesWith, at: .category(.accessibility3)),
                categories: (ContentSizeCategory.default.displayName, ContentSizeCategory.accessibility3.displayName))
        }
        if style.numeric, let sample = samples.first {
            motion.count = try CountPreview.make(
                sample: sample, font: font, pointSize: large.pointSize, weight: style.weight)
        }
        motion.morph = try MorphPreview.make(
            samples: samples, font: font, pointSize: large.pointSize, weight: style.weight, features: features)
        return motion
    }
}
