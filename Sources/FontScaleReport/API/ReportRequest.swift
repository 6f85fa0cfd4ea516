import FontScale
import FontScaleFonts
import Foundation

/// `fontscale report` as asked, in values: the fonts by family or file, the reference family, the
/// samples, the scaler and options, the outputs and where they go. `run(events:)` makes the
/// choices the command leaves open (the default family, the reference) and reports on each font.
public struct ReportRequest: CommandRequest {
    /// A font file to report on: its path and the face inside a collection.
    public struct FontFile: Equatable, Sendable {
        /// The file's path.
        public var path: String
        /// The face inside a collection (.ttc); 0 for a single font.
        public var index: Int

        /// A face of the file at `path`.
        public init(path: String, index: Int = 0) {
            self.path = path
            self.index = index
        }

        /// The file `argument` names: "Brand.otf", or "Brand.ttc#2" for face 2 (unless a file of
        /// that whole name exists); `index`, when given, picks the face instead of any "#N".
        public init(argument: String, index: Int?) {
            self.init(path: argument, index: index ?? 0)
            if index == nil, let hash = argument.lastIndex(of: "#"),
                let number = Int(argument[argument.index(after: hash)...]),
                !FileManager.default.fileExists(atPath: argument)
            {
                self.init(path: String(argument[..<hash]), index: number)
            }
        }
    }

    /// The families to report on, in order (none and no file: fontconfig's default sans).
    public var families: [String]
    /// The font files to report on, after the families.
    public var files: [FontFile]
    /// The reference family asked for; nil: SF Pro, else Inter, else the default sans (`ReferenceFont`).
    public var reference: String?
    /// The caller's words for its ways of asking for fonts (the CLI names its options: "--reference",
    /// "--font-dir"), which warnings and the report's reasons use.
    public var words = ReportWords()
    /// The sample texts (empty: a sample per script each font covers).
    public var texts: [String] = []
    /// The scaler (model, platform, display scale).
    public var scaler = Scaler()
    /// What to report.
    public var options: ReportOptions
    /// What to write, and where.
    public var outputs: ReportOutputs
    /// The font folders searched besides the system's (each must exist and hold fonts).
    public var fontDirectories: [String] = []
    /// The folders searched when they exist (`.fonts/` in the working directory).
    public var defaultDirectories: [String] = []

    /// A request for `families` and `files`, written as `outputs` says.
    public init(families: [String], files: [FontFile] = [], options: ReportOptions, outputs: ReportOutputs) {
        self.families = families
        self.files = files
        self.options = options
        self.outputs = outputs
    }

    /// The families reported on: those asked for, or fontconfig's default sans when neither a
    /// family nor a file is.
    public func familiesToReport(in catalog: FontCatalog) -> [String] {
        families.isEmpty && files.isEmpty ? [ReferenceFont.defaultSans(in: catalog)] : families
    }
}

/// What happens while a report runs, for the caller to show.
public enum ReportEvent {
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

/// What `fontscale report` wrote: every font's report and, for several fonts, the summary beside them.
public struct ReportOutcome {
    /// The reports written, in the order of the families, then the files.
    public let reports: [WrittenReport]
    /// The summary written into the outputs' folder (summary.md and summary.json); nil for one font.
    public let summary: ReportSummary?
}

/// What a report writes, and where: one value from the request to the writer.
public struct ReportOutputs: Sendable, Equatable {
    /// The parent folder of the report folders (one per font).
    public var folder: URL
    /// The outputs to write.
    public var formats = Set(ReportFormat.allCases)
    /// How the page carries its fonts.
    public var fontEmbedding = FontEmbedding.subset
    /// The paper the sheet's pages take (PDF and PNG pages).
    public var paper = PaperSize.a4
    /// Whether to write into a folder that is not a fontscale report, or another request's.
    public var overwrite = false

    /// Every format into report folders below `folder`, fonts subset into the page, on A4.
    public init(folder: URL) { self.folder = folder }
}
