import FontScale
import FontScaleFonts
import Foundation

/// `fontscale report` over one or more fonts: each font's job run and written into a folder of
/// its own below `out`, then a summary of all when there are several.
public struct ReportBatch {
    /// The fonts, in the order given; each was resolved before anything is written.
    public var fonts: [CustomFont]
    /// The sample texts (empty: a sample per script each font covers).
    public var texts: [String]
    /// The default reference font.
    public var reference: ReferenceFont
    /// The catalog the fonts and the scripts' references are found in.
    public var catalog: FontCatalog
    /// The scaler (model, platform, display scale).
    public var scaler: Scaler
    /// What to report.
    public var options: ReportOptions
    /// The outputs to write.
    public var formats: Set<ReportFormat>
    /// How the page carries its fonts.
    public var fontEmbedding: HTMLRenderer.FontEmbedding
    /// The parent folder of the report folders.
    public var out: URL
    /// Whether to write into a folder that is not a fontscale report.
    public var force: Bool
    /// The paper the sheet's pages take (PDF and PNG pages).
    public var paper: PaperSize = .a4

    /// What happens while the batch runs, for the caller to show.
    public enum Event {
        /// Something the user should know about `font` (number `number` of `count`).
        case warning(font: CustomFont, number: Int, count: Int, message: String)
        /// Progress on `font` (number `number` of `count`).
        case progress(font: CustomFont, number: Int, count: Int, ReportProgress)
        /// A report was written.
        case written(WrittenReport)
    }

    /// One font's report, written.
    public struct WrittenReport {
        /// The report model.
        public let report: Report
        /// The font reported on.
        public let font: CustomFont
        /// The folder it was written into.
        public let folder: URL
        /// The files written, in the order written.
        public let files: [String]
    }

    /// Creates a batch.
    public init(
        fonts: [CustomFont], texts: [String], reference: ReferenceFont, catalog: FontCatalog, scaler: Scaler,
        options: ReportOptions, formats: Set<ReportFormat>, fontEmbedding: HTMLRenderer.FontEmbedding,
        out: URL, force: Bool
    ) {
        self.fonts = fonts
        self.texts = texts
        self.reference = reference
        self.catalog = catalog
        self.scaler = scaler
        self.options = options
        self.formats = formats
        self.fontEmbedding = fontEmbedding
        self.out = out
        self.force = force
    }

    /// What a batch wrote: every font's report and, for several fonts, the summary beside them.
    public struct Outcome {
        /// The reports written, in the order of `fonts`.
        public let reports: [WrittenReport]
        /// The summary written into `out` (summary.md and summary.json); nil for one font.
        public let summary: ReportSummary?
    }

    /// Reports on every font in turn, telling `events` as it goes; returns the reports written and,
    /// for several fonts, the summary written beside them (summary.md and summary.json in `out`).
    public func run(_ events: (Event) -> Void = { _ in }) throws -> Outcome {
        var written: [WrittenReport] = []
        var folders = Set<String>()
        // The summary's files are claimed before any report is written: a summary.md of the user's
        // in `out` stops the run now, not after every report.
        let summaryWriter = fonts.count > 1 ? try ReportSummary.writer(into: out, force: force) : nil
        let labels = reference.labelFont(catalog: catalog)  // once for the run, not once per font
        for (index, font) in fonts.enumerated() {
            let number = index + 1
            let chosen = Self.uniqueFolder(for: font, taken: &folders, in: out)
            let folder = out.appendingPathComponent(chosen.name)
            for (name, other) in chosen.passed {
                events(
                    .warning(
                        font: font, number: number, count: fonts.count,
                        message:
                            "\(out.appendingPathComponent(name).path)/ holds the report on \(other), so this one "
                            + "goes into \(folder.path)/"))
            }
            let job = try ReportJob(
                font: font, texts: texts, reference: reference, catalog: catalog, scaler: scaler,
                options: options, labels: labels)
            for message in job.warnings {
                events(.warning(font: font, number: number, count: fonts.count, message: message))
            }
            func progress(_ event: ReportProgress) {
                events(.progress(font: font, number: number, count: fonts.count, event))
            }
            let run = try job.run(progress: progress)
            let files = try run.write(
                into: folder, force: force, formats: formats, fontEmbedding: fontEmbedding, paper: paper,
                progress: progress)
            let report = WrittenReport(report: run.report, font: font, folder: folder, files: files)
            events(.written(report))
            written.append(report)
        }
        guard written.count > 1, let summaryWriter else { return Outcome(reports: written, summary: nil) }
        let summary = ReportSummary(reports: written.map { ($0.report, $0.folder.path) })
        try summary.write(with: summaryWriter)
        return Outcome(reports: written, summary: summary)
    }

    /// The folder for `font`'s report: the slug of its family as asked ("Sarabun Thin":
    /// sarabun-thin), with the face's style (then a number) added when another font of this run
    /// already took it (Brand-Regular.otf and Brand-Bold.otf) or when the folder in `out` holds a
    /// report made for another request (`CustomFont.reportRequest`); `passed` lists those folders
    /// with their requests, for the caller to say why the name differs.
    static func uniqueFolder(for font: CustomFont, taken: inout Set<String>, in out: URL? = nil)
        -> (name: String, passed: [(String, String)])
    {
        // A name with no letter or digit left ("..", "/", only symbols) falls back to the file's name.
        var fallback = "font"
        if case let .file(path, _) = font.source {
            fallback = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        }
        let base = ReportWriter.folderName(for: font.familyName, fallback: fallback)
        var candidates = [base]
        if case .file = font.source, let style = font.fileFaceStyle {
            candidates.append(
                ReportWriter.folderName(for: font.familyName + " " + style, fallback: fallback + " " + style))
        }
        var passed: [(String, String)] = []
        let request = font.reportRequest
        func free(_ name: String) -> Bool {
            guard !taken.contains(name) else { return false }
            if let out, let other = ReportWriter.request(in: out.appendingPathComponent(name)), other != request {
                passed.append((name, other))
                return false
            }
            taken.insert(name)
            return true
        }
        for candidate in candidates where free(candidate) { return (candidate, passed) }
        var number = 2
        while !free("\(base)-\(number)") { number += 1 }
        return ("\(base)-\(number)", passed)
    }
}
