import FontScale
import FontScaleFonts
import Foundation

extension ReportRequest {
    /// Chooses the reference, resolves every family and file (all of them first: a misspelt one
    /// stops the run before anything is written) and reports on each in turn into a folder of its
    /// own below the outputs' folder, telling `events` as it goes; for several fonts, writes the
    /// summary beside them (summary.md and summary.json).
    public func run(events: (ReportEvent) -> Void) throws -> ReportOutcome {
        let catalog = try FontCatalog(fontDirectories: fontDirectories, defaultDirectories: defaultDirectories)
        let reference = try ReferenceFont(requested: reference, words: words, catalog: catalog)
        let fonts =
            try familiesToReport(in: catalog).map { try CustomFont(family: $0, catalog: catalog) }
            + files.map { try CustomFont(file: $0.path, index: $0.index) }
        // The characters a font lacks are measured and drawn in the faces standing in for them.
        for font in fonts { font.standInCatalog = catalog }
        let out = outputs.folder
        // The summary's files are claimed before any report is written: a summary.md of the user's
        // in the folder stops the run now, not after every report.
        let summaryWriter = fonts.count > 1 ? try ReportSummary.writer(into: out, force: outputs.overwrite) : nil
        let labels = reference.labelFont(catalog: catalog)  // once for the run, not once per font
        var written: [WrittenReport] = [], folders = Set<String>()
        for (index, font) in fonts.enumerated() {
            let (number, count) = (index + 1, fonts.count)
            let chosen = Self.uniqueFolder(for: font, taken: &folders, in: out)
            let folder = out.appendingPathComponent(chosen.name)
            for (name, other) in chosen.passed {
                let message =
                    "\(out.appendingPathComponent(name).path)/ holds the report on \(other), so this one "
                    + "goes into \(folder.path)/"
                events(.warning(font: font, number: number, count: count, message: message))
            }
            let job = try ReportJob(
                font: font, texts: texts, reference: reference, catalog: catalog, scaler: scaler, options: options,
                labels: labels)
            for message in job.warnings { events(.warning(font: font, number: number, count: count, message: message)) }
            func progress(_ event: ReportProgress) {
                events(.progress(font: font, number: number, count: count, event))
            }
            let run = try job.run(progress: progress)
            let files = try run.write(outputs, into: folder, progress: progress)
            let report = WrittenReport(report: run.report, font: font, folder: folder, files: files)
            events(.written(report))
            written.append(report)
        }
        guard written.count > 1, let summaryWriter else { return ReportOutcome(reports: written, summary: nil) }
        let summary = ReportSummary(reports: written.map { ($0.report, $0.folder.path) })
        try summary.write(with: summaryWriter)
        return ReportOutcome(reports: written, summary: summary)
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
