import FontScale
import FontScaleFonts
import FontScaleOutput
import FontScaleRender
import Foundation

/// An output of `fontscale report`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// The self-contained page with the text-size slider.
    case html
    /// The comparison sheet as vector PDF with real text, one page per paper page.
    case pdf
    /// The sheet's pages at @2x, one file each: sheet.png (page 1, the summary), sheet-2.png, ...
    case png
    /// The comparison sheet as SVG: every page, one under the other.
    case svg
    /// The intrinsic-size table as CSV.
    case csv
    /// The report model.
    case json
    /// The intrinsic-size table and suggestions as Markdown.
    case md
    /// The suggested base sizes as a Swift snippet.
    case swift

    /// The file of PNG page `number`: sheet.png for page 1, else sheet-`number`.png.
    public static func pngPage(_ number: Int) -> String { number == 1 ? "sheet.png" : "sheet-\(number).png" }

    /// The file each format writes (for the PNG, its first page).
    public var fileName: String {
        switch self {
        case .html: "index.html"
        case .pdf: "sheet.pdf"
        case .png: "sheet.png"
        case .svg: "sheet.svg"
        case .csv: "intrinsic-sizes.csv"
        case .json: "report.json"
        case .md: "intrinsic-sizes.md"
        case .swift: "CustomFonts.swift"
        }
    }
}

/// Writes a report's outputs into a folder the report owns whole (`OutputWriter` with a
/// `.folder` ownership: atomic files, never into a folder of other files or another request's
/// report unless forced; failures are `OutputError`s).
package struct ReportWriter {
    /// The file that marks a folder as a fontscale report.
    package static let marker = ".fontscale-report"

    /// The report folder.
    package var folder: URL { output.folder }

    /// The writer underneath.
    package let output: OutputWriter

    /// Checks the folder (creating it when missing) and marks it as a report folder, for
    /// `request` when given (`CustomFont.reportRequest`): a folder marked for another request is
    /// not written into unless forced.
    package init(folder: URL, force: Bool, request: String? = nil) throws {
        output = try OutputWriter(
            folder: folder, ownership: .folder(Self.folderMarker(folder, request: request)), force: force)
        self.request = request
    }

    /// The request the report is written for (`CustomFont.reportRequest`); nil: not recorded.
    package let request: String?

    /// How many threads draw the sheet's files (PDF, SVG, PNG pages), each with its own copies of
    /// the fonts; 1 draws them one after the other on the calling thread. The files are the same
    /// bytes for any count. Default: one per core, at most 4.
    package var sheetThreads = SheetFile.defaultWorkers

    private static let header = "fontscale report folder: files here are rewritten by `fontscale report`"

    /// Removes the sheet's part files that a run killed while drawing left in `folder` (the
    /// report's own): those named for a process that no longer runs.
    static func removeStaleParts(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(".sheet-") {
            guard let suffix = name.range(of: ".part-"), let pid = Int32(name[suffix.upperBound...]), pid != getpid()
            else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder.appendingPathComponent(name).path) }
        }
    }

    /// The marker of a report folder: the whole folder is the report's (no file records); its
    /// one line names the request the report was made for, when known.
    static func folderMarker(_ folder: URL, request: String? = nil) -> OutputMarker {
        OutputMarker(folder: folder, command: "report", header: header, request: request)
    }

    /// The request the report in `folder` was made for, from its marker; nil when the folder is
    /// no report or its marker names none (written before markers named it).
    package static func request(in folder: URL) -> String? { folderMarker(folder).recordedRequest() }

    /// Writes `data` to `name` through a temporary file and a rename.
    package func write(_ data: Data, to name: String) throws { try output.write(data, to: name) }

    /// Lets `body` write a temporary file, then renames it to `name`; removes it on failure.
    package func atomically(_ name: String, _ body: (String) throws -> Void) throws { try output.write(name, body) }

    /// Writes every requested format of `run`; returns the file names written, in order. When a
    /// write fails, removes what the run added (a new folder whole; a previous report's files
    /// stay, each whole, old or new).
    /// The sheet's pages take `paper` (landscape).
    package func writeAll(
        _ run: ReportRun, _ outputs: ReportOutputs, progress: (ReportProgress) -> Void = { _ in }
    ) throws -> [String] {
        try output.finishing {
            // Refused before the first file is written (a folder made for the run is removed), not
            // when the sheet's turn comes.
            if outputs.formats.contains(.svg) { try Canvas.requireSupport(for: .svg) }
            return try writeFiles(run, outputs, progress: progress)
        }
    }

    /// Writes `formats` of `run` (the tests' and benchmarks' way: every other output setting its default).
    package func writeAll(_ run: ReportRun, formats: Set<ReportFormat>) throws -> [String] {
        var outputs = ReportOutputs(folder: folder.deletingLastPathComponent())
        outputs.formats = formats
        return try writeAll(run, outputs)
    }

    private func writeFiles(
        _ run: ReportRun, _ outputs: ReportOutputs, progress: (ReportProgress) -> Void
    ) throws -> [String] {
        let (formats, paper) = (outputs.formats, outputs.paper)
        let report = run.report
        var sheet: SheetRenderer?
        func drawn() throws -> SheetRenderer {
            if let sheet { return sheet }
            let made = try SheetRenderer(run: run, paper: paper)
            sheet = made
            return made
        }
        var written: [String] = []
        func done(_ format: ReportFormat, file: String? = nil) {
            written.append(file ?? format.fileName)
            progress(.wrote(file ?? format.fileName))
        }
        // report.json always: every other output is rendered from it. The text files are written
        // (and the page made) while the other threads draw the sheet's first files.
        func writeTexts() throws {
            try write(Data(try report.json().utf8), to: ReportFormat.json.fileName)
            done(.json)
            for format in [ReportFormat.csv, .md, .swift] where formats.contains(format) {
                let text = format == .csv ? report.csv() : format == .md ? report.markdown() : report.swiftSnippet()
                try write(Data(text.utf8), to: format.fileName)
                done(format)
            }
        }
        // The sheet's files, drawn on `sheetThreads` threads, each into a file of its own beside the
        // report, then each renamed into place in order while later ones are drawn (a drawing error
        // is thrown there, for its file, as a serial run throws it).
        var sheetFiles: [SheetFile] = []
        for format in [ReportFormat.pdf, .svg] where formats.contains(format) {
            sheetFiles.append(format == .pdf ? .pdf : .svg)
        }
        let pages = formats.contains(.png) ? try drawn().pageCount : 0
        sheetFiles += (0..<pages).map { .page($0 + 1) }
        // The page shows sheet.png (page 1, the summary) from beside it when the PNG is written too;
        // on its own it embeds a rendering of page 1.
        let embedsPage = formats.contains(.html) && !formats.contains(.png)
        if embedsPage { sheetFiles.append(.page(1)) }
        Self.removeStaleParts(in: folder)
        let parts = sheetFiles.indices.map { folder.appendingPathComponent(".sheet-\($0).part-\(getpid())").path }
        defer { for part in parts { unlink(part) } }
        // The page, made once the sheet's page count is known (it links every page), unless it
        // embeds page 1, which is drawn first.
        var html: String?
        func renderPage(embedding embeddedPage: Data?) throws {
            guard formats.contains(.html) else { return }
            var renderer = HTMLRenderer(run: run, sheetPNG: embeddedPage)
            renderer.fontEmbedding = outputs.fontEmbedding
            if formats.contains(.png) {
                renderer.sheetFile = ReportFormat.png.fileName
                renderer.sheetPages = try drawn().pageCount
            }
            if formats.contains(.pdf) { renderer.sheetPDF = ReportFormat.pdf.fileName }
            html = try renderer.render()
        }
        // Each file is placed and reported as soon as it and the files before it are drawn.
        var embeddedPage: Data?
        if sheetFiles.isEmpty {
            try writeTexts()
        } else {
            func meanwhile() throws {
                try writeTexts()
                if !embedsPage { try renderPage(embedding: nil) }
            }
            try SheetFile.draw(sheetFiles, to: parts, with: try drawn(), workers: sheetThreads, meanwhile: meanwhile) {
                index, error in
                let file = sheetFiles[index]
                if embedsPage, file == .page(1), index == sheetFiles.count - 1 {
                    if let error { throw error }
                    embeddedPage = try Data(contentsOf: URL(fileURLWithPath: parts[index]))
                    return
                }
                let (name, format): (String, ReportFormat) =
                    switch file {
                    case .pdf: (ReportFormat.pdf.fileName, .pdf)
                    case .svg: (ReportFormat.svg.fileName, .svg)
                    case let .page(number): (ReportFormat.pngPage(number), .png)
                    }
                try atomically(name) { temporary in
                    if let error { throw error }
                    guard rename(parts[index], temporary) == 0 else {
                        throw OutputError.cannotWrite(
                            path: output.path(of: name), reason: String(cString: strerror(errno)))
                    }
                }
                done(format, file: format == .png ? name : nil)
            }
        }
        if pages > 0 { try removePNGPages(after: pages) }
        if formats.contains(.html) {
            if html == nil { try renderPage(embedding: embeddedPage) }
            try write(Data(html!.utf8), to: ReportFormat.html.fileName)
            done(.html)
        }
        return written
    }

    /// Removes sheet-N.png pages beyond `count` that an earlier, longer report left in the folder.
    func removePNGPages(after count: Int) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix("sheet-") && name.hasSuffix(".png") {
            guard let number = Int(name.dropFirst(6).dropLast(4)), number > count, ReportFormat.pngPage(number) == name
            else {
                continue
            }
            try output.remove(name)
        }
    }
}
