import FontScale
import FontScaleFonts
import Foundation

/// One report on one font, its inputs resolved: the samples planned with their reference fonts,
/// the label font, the scaler and the options. `run` measures it.
package struct ReportJob {
    /// The custom font.
    package let font: CustomFont
    /// The samples, each with its reference; the first is the report's main sample.
    package let samples: [ReportSample]
    /// What the user should know before reading the report (the default reference a stand-in,
    /// a script's reference missing, ...).
    package let warnings: [String]
    /// The font a sheet's labels are set in.
    package let labels: CustomFont
    /// The scaler (model, platform, display scale).
    package let scaler: Scaler
    /// What to report.
    package let options: ReportOptions
    /// The reference suggested base sizes match when no sample has one: the default reference.
    package let fallbackReference: ReportReference?

    /// Plans the report on `font`: `texts` (or a sample per covered script) beside `reference`
    /// or each script's own reference (`ReportSamples`); the labels are set in `labels`, by
    /// default `reference.labelFont(catalog:)` (a batch resolves it once for every font).
    package init(
        font: CustomFont, texts: [String], reference: ReferenceFont, catalog: FontCatalog, scaler: Scaler,
        options: ReportOptions, labels: CustomFont? = nil
    ) throws {
        let plan = try ReportSamples(font: font, texts: texts, reference: reference, catalog: catalog)
        self.font = font
        samples = plan.samples
        let standIn = plan.samples.contains { $0.reference?.role == reference.role } ? reference.warning : nil
        warnings = (standIn.map { [$0] } ?? []) + plan.warnings
        self.labels = labels ?? reference.labelFont(catalog: catalog)
        self.scaler = scaler
        self.options = options
        fallbackReference = ReportReference(font: reference.font, role: reference.role, reason: reference.reason)
    }

    /// A job on `font` with samples already planned (at least one), drawn with `labels`.
    package init(font: CustomFont, samples: [ReportSample], labels: CustomFont, scaler: Scaler, options: ReportOptions)
    {
        precondition(!samples.isEmpty, "a report has at least one sample")
        self.font = font
        self.samples = samples
        warnings = []
        self.labels = labels
        self.scaler = scaler
        self.options = options
        fallbackReference = nil
    }

    /// Measures every cell of every sample: the model, and each sample whole with its reference font.
    package func run(progress: (ReportProgress) -> Void = { _ in }) throws -> ReportRun {
        let builder = ReportBuilder(
            font: font, samples: samples, scaler: scaler, options: options, fallbackReference: fallbackReference)
        // The transitions, measured on another thread with a copy of the font (made here, before
        // this thread's measuring adds to the font's caches: ThreadSanitizer caught the copy made
        // on the other thread reading them) and a measurer of their own over the same glyph store,
        // while this thread measures the samples.
        let transitions =
            options.transitions && builder.scaler.platform.supportsDynamicType
            ? BackgroundWork { [copy = font.threadCopy(), glyphRuns = builder.glyphRuns, scale = builder.typeScale] in
                let measurer = TextMeasurer()
                measurer.glyphRuns = glyphRuns
                return try builder.transitions(scale, font: copy, measurer: measurer)
            } : nil
        let measured: [MeasuredSample]
        do { measured = try builder.measureSamples(progress: progress) } catch {
            _ = try? transitions?.wait()  // no thread outlives the run
            throw error
        }
        return ReportRun(
            report: try builder.report(of: measured, transitions: try transitions?.wait()), font: font,
            samples: measured, labels: labels, opticalSizing: options.opticalSizing, glyphRuns: builder.glyphRuns)
    }
}

/// A measured report: the model every output is rendered from, and each sample measured, with the
/// live reference font that draws it.
package struct ReportRun {
    /// The report model.
    package let report: Report
    /// The custom font.
    package let font: CustomFont
    /// Every sample measured, the main sample first: each grid (`report.grids`) with its sample and
    /// reference font.
    package let samples: [MeasuredSample]
    /// The font a sheet's labels are set in.
    package let labels: CustomFont
    /// Whether opsz follows the point size when the cells are drawn.
    package let opticalSizing: Bool
    /// The glyphs of every text measured, which the sheet draws instead of shaping again.
    let glyphRuns: GlyphRuns

    /// Writes every format `outputs` asks for into `folder` (see `ReportWriter`; `outputs.folder`
    /// is the parent of a request's report folders); returns the file names written.
    package func write(
        _ outputs: ReportOutputs, into folder: URL, progress: (ReportProgress) -> Void = { _ in }
    ) throws -> [String] {
        try ReportWriter(folder: folder, force: outputs.overwrite, request: font.reportRequest).writeAll(
            self, outputs, progress: progress)
    }

    /// Writes `formats` into `folder` (the tests' and benchmarks' way: one report, no request).
    package func write(into folder: URL, force: Bool, formats: Set<ReportFormat>) throws -> [String] {
        var outputs = ReportOutputs(folder: folder.deletingLastPathComponent())
        (outputs.formats, outputs.overwrite) = (formats, force)
        return try write(outputs, into: folder)
    }
}
