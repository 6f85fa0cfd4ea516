import FontScale
import FontScaleFonts
import Foundation

/// `fontscale report` as asked, in values: the fonts by family or file, the reference family, the
/// samples, the scaler and options, the outputs and where they go. `run` makes the choices the
/// command leaves open (the default family, the reference) and runs the batch.
public struct ReportRequest {
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
    /// The outputs to write.
    public var formats = Set(ReportFormat.allCases)
    /// How the page carries its fonts.
    public var fontEmbedding = HTMLRenderer.FontEmbedding.subset
    /// The parent folder of the report folders.
    public var out: URL
    /// Whether to write into a folder that is not a fontscale report.
    public var force = false
    /// The paper the sheet's pages take.
    public var paper = PaperSize.a4

    /// A request for `families` and `files`, written below `out`.
    public init(families: [String], files: [FontFile] = [], options: ReportOptions, out: URL) {
        self.families = families
        self.files = files
        self.options = options
        self.out = out
    }

    /// The families reported on: those asked for, or fontconfig's default sans when neither a
    /// family nor a file is.
    public func familiesToReport(in catalog: FontCatalog) -> [String] {
        families.isEmpty && files.isEmpty ? [ReferenceFont.defaultSans(in: catalog)] : families
    }

    /// Chooses the reference, resolves every family and file in `catalog` (all of them first: a
    /// misspelt one stops the run before anything is written) and reports on each, telling
    /// `events` as it goes.
    public func run(catalog: FontCatalog, events: (ReportBatch.Event) -> Void = { _ in }) throws
        -> ReportBatch.Outcome
    {
        let families = familiesToReport(in: catalog)
        let reference = try ReferenceFont(requested: reference, words: words, catalog: catalog)
        let fonts =
            try families.map { try CustomFont(family: $0, catalog: catalog) }
            + files.map { try CustomFont(file: $0.path, index: $0.index) }
        // The characters a font lacks are measured and drawn in the faces standing in for them.
        for font in fonts { font.standInCatalog = catalog }
        var batch = ReportBatch(
            fonts: fonts, texts: texts, reference: reference, catalog: catalog, scaler: scaler, options: options,
            formats: formats, fontEmbedding: fontEmbedding, out: out, force: force)
        batch.paper = paper
        return try batch.run(events)
    }
}
