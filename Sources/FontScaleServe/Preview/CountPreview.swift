import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotion
import FontScaleMotionLab
import Foundation

/// A numeric style's counting label, as `fontscale animate count` plans and measures it: the
/// frames from 0 to the style's first sample at 60 and 120 Hz, and how wide each frame is in the
/// real font with its default and tabular figures.
package struct CountPreview: Codable, Sendable, Equatable {
    /// One frame rate's frames and widths.
    package struct Rate: Codable, Sendable, Equatable {
        /// The rate in hertz.
        package let hertz: Int
        /// Each frame's text.
        package let frames: [String]
        /// Each frame's width in points with the font's default figures.
        package let widths: [Double]
        /// The largest width change between frames of the same length, default figures, in points.
        package let sameLengthStep: Double
        /// Whether the label visibly jitters with the default figures (a step of half a pixel or more).
        package let jitters: Bool
        /// The same with tabular figures (tnum), nil when the font has none.
        package let tabularStep: Double?
    }

    /// The value counted to, as the label ends.
    package let end: String
    /// The point size at Large it is measured at.
    package let pointSize: Double
    /// 60 Hz, then 120 Hz.
    package let rates: [Rate]

    /// The preview for a label in `font` at `pointSize` and `weight` counting to the number in
    /// `sample` (digits and one decimal point; "$1,234.50" counts to 1234.50), nil when the
    /// sample holds no number.
    static func make(sample: String, font: CustomFont, pointSize: Double, weight: FontWeight) throws -> CountPreview? {
        let kept = sample.filter { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard let typed = try? CountValue(parsing: kept), typed.value > 0 else { return nil }
        let end = typed.value, fraction = typed.decimals
        let format = try CountFormat(.decimal, fractionDigits: fraction, locale: "en_US")
        let lab = CountingLab(font: font)
        var rates: [Rate] = []
        for rate in [FrameRate.hz60, .hz120] {
            let count = try CountAnimation(from: 0, to: end, duration: 1, rate: rate, format: format)
            let measured = try lab.measure(count.strings, pointSize: pointSize, weight: weight)
            rates.append(
                Rate(
                    hertz: rate.hertz, frames: count.strings, widths: measured.defaultFigures.widths,
                    sameLengthStep: measured.defaultFigures.largestSameLengthStep,
                    jitters: measured.defaultFigures.jitters,
                    tabularStep: measured.tabularFigures?.largestSameLengthStep))
        }
        return CountPreview(end: rates[0].frames.last ?? kept, pointSize: pointSize, rates: rates)
    }
}
