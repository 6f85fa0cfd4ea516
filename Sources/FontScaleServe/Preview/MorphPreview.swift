import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotion
import FontScaleMotionLab
import Foundation

/// A style's morph from its first sample to its second, planned as `fontscale animate morph`
/// plans it (`MorphLab`, its default timing) and laid out with the real font at the style's size at
/// Large: every character's place and opacity in every frame at 60 and 120 Hz, and the cross-fade
/// that replaces it under Reduce Motion.
package struct MorphPreview: Codable, Sendable, Equatable {
    /// One frame rate's frames.
    package struct Rate: Codable, Sendable, Equatable {
        /// The rate in hertz.
        package let hertz: Int
        /// Per frame, per character (the order of `characters`): x, y (points) and opacity, flattened.
        package let frames: [[Double]]
        /// The Reduce Motion cross-fade's frames: the new text's opacity in each (the old one's is 1 minus it).
        package let fade: [Double]
    }

    /// The text before and the text after.
    package let from: String, to: String
    /// The point size both texts are set at (the style's at Large, its weight and features).
    package let pointSize: Double
    /// One character per track: the old text's characters in order, then the arriving ones.
    package let characters: [String]
    /// The characters that stay, arrive and leave.
    package let kept: Int, inserted: Int, removed: Int
    /// The share of characters that change.
    package let changeRatio: Double
    /// The morph's duration in seconds.
    package let duration: Double
    /// The Reduce Motion cross-fade's duration in seconds (at most 0.15).
    package let crossFade: Double
    /// 60 Hz, then 120 Hz.
    package let rates: [Rate]

    /// The morph from `samples[0]` to `samples[1]` in `font` at `pointSize` and `weight`, nil
    /// with fewer than two samples or two equal ones.
    static func make(
        samples: [String], font: CustomFont, pointSize: Double, weight: FontWeight, features: [FontFeature]
    ) throws -> MorphPreview? {
        guard samples.count >= 2, samples[0] != samples[1] else { return nil }
        var timing = MorphStyle()
        (timing.curve, timing.duration) = (MorphRequest.defaultCurve, MorphRequest.defaultDuration)
        func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 + 0 }
        var rates: [Rate] = [], first: MeasuredMorph?, fadeDuration = 0.0
        for rate in [FrameRate.hz60, .hz120] {
            let measured = try MorphLab.measure(
                from: samples[0], to: samples[1], font: font, pointSize: pointSize, weight: weight,
                mode: .morph, features: features, style: timing, rate: rate)
            let reduced = try ReduceMotionPolicy.followSystem(isReduceMotionEnabled: true).resolve(
                duration: measured.morph.duration, curve: timing.curve)
            fadeDuration = reduced.duration
            rates.append(
                Rate(
                    hertz: rate.hertz,
                    frames: measured.morph.frames.map { frame in
                        frame.characters.flatMap { [round($0.x), round($0.y), round($0.opacity)] }
                    },
                    fade: try reduced.frames(rate: rate).map { round($0.eased) }))
            first = first ?? measured
        }
        guard let morph = first?.morph else { return nil }
        return MorphPreview(
            from: samples[0], to: samples[1], pointSize: pointSize,
            characters: morph.tracks.map { String($0.character) }, kept: morph.diff.persistent.count,
            inserted: morph.diff.entering.count, removed: morph.diff.exiting.count,
            changeRatio: round(morph.diff.changeRatio), duration: round(morph.duration), crossFade: fadeDuration,
            rates: rates)
    }
}
