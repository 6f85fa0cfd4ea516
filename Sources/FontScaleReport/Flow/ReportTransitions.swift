import Dispatch
import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab

extension ReportBuilder {
    /// Every style's transition from the platform's default category to AX3 (or the largest
    /// category the platform has) at the report's sample text, measured with `font` and
    /// `measurer` (the builder's own by default; a copy of the font for another thread).
    func transitions(
        _ scale: TypeScale, font: CustomFont? = nil, measurer: TextMeasurer? = nil
    ) throws -> [SizeTransitionSummary] {
        guard let from = scaler.platform.referenceCategory,
            let to = scaler.platform.categories.contains(.accessibility3)
                ? .accessibility3 : scaler.platform.categories.last, to != from
        else { return [] }
        let lab = TransitionLab(
            font: font ?? self.font, displayScale: scaler.displayScale, measurer: measurer ?? self.measurer)
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

/// Work started on another thread, whose result is waited for (the report's transitions, measured
/// with a copy of the font while the samples are measured).
final class BackgroundWork<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, any Error>?

    /// Starts `work` on a global queue, joining the calling thread's shaping log.
    init(_ work: @escaping () throws -> Value) {
        nonisolated(unsafe) let log = ShapingLog.current
        nonisolated(unsafe) let work = work
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = Result { try ShapingLog.joining(log) { try work() } }
            self.done.signal()
        }
    }

    /// The work's value, once it is done (its error rethrown).
    func wait() throws -> Value {
        done.wait()
        done.signal()  // a second wait returns at once
        return try result!.get()
    }
}
