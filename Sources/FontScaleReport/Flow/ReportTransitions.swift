import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab

extension ReportBuilder {
    /// Every style's transition from the platform's default category to AX3 (or the largest
    /// category the platform has) at the report's sample text.
    func transitions(_ scale: TypeScale) throws -> [SizeTransitionSummary] {
        guard let from = scaler.platform.referenceCategory,
            let to = scaler.platform.categories.contains(.accessibility3)
                ? .accessibility3 : scaler.platform.categories.last, to != from
        else { return [] }
        let lab = TransitionLab(font: font, displayScale: scaler.displayScale, measurer: measurer)
        var summaries: [SizeTransitionSummary] = []
        for style in styles {
            let a = try scaler.scale(scale, style: style, at: .category(from)),
                b = try scaler.scale(scale, style: style, at: .category(to))
            if let summary = try SizeTransitionSummary.measure(samples[0].text, lab: lab, from: a, to: b) {
                summaries.append(summary)
            }
        }
        return summaries
    }
}
