import ArgumentParser
import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleReport
import Foundation

extension FontScaleCommand {
    /// `fontscale report`: comparison sheets and intrinsic-size tables for every style at every size.
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Write comparison sheets (PDF, PNG, SVG, HTML) and intrinsic-size tables for every style at every size.",
            discussion: """
                For each FAMILY (the system's default sans when none is given) writes into \
                OUT/<family>/: report.json (the model every other output is rendered from), \
                sheet.pdf (the comparison sheet on landscape pages of --paper: page 1 summarises the fonts, \
                references, model, highlights and suggested sizes; then each sample's grid, labels repeated on \
                every page; last, the accessibility table: WCAG 1.4.4, 1.4.12, 1.4.10), sheet.png, \
                sheet-2.png, ... (each page of the PDF as a PNG at @2x: sheet.png is page 1), sheet.svg (every page, one under the other), index.html (self-contained, with a \
                text-size slider; shows sheet.png), intrinsic-sizes.csv and .md, and CustomFonts.swift \
                (suggested base sizes). Several families also get OUT/summary.md and OUT/summary.json.

                The reference font is --reference when given, else SF Pro when fontconfig has it, \
                else Inter (scripts/fetch-fonts.sh fetches it into .fonts/, searched by default; else give \
                its folder with --font-dir or FONTSCALE_FONT_PATH), else the system's default sans with a \
                warning; every output \
                names each sample's reference and why. Outputs are byte-identical run \
                to run (--date fixes the stamp); files are written atomically; a folder that is not \
                a fontscale report is never overwritten without --force, nor a summary.md or \
                summary.json fontscale did not write.

                A font given as a file (--font-file, repeatable; FILE#N or --index N picks a face of a \
                collection) gets its folder from the family name inside the file. A family asked by a \
                name only some faces answer ("Sarabun Thin") is titled and foldered by that name \
                (sarabun-thin/). A folder holding the report of another request (another family or file) \
                is never replaced: the report goes beside it (sarabun-regular/, sarabun-2/) with a warning.

                Examples:
                  fontscale report Merriweather
                  fontscale report --font-file Brand-Regular.otf --font-file Brand.ttc#2
                  fontscale report Merriweather Lora Inter --formats pdf,json
                  fontscale report "Atkinson Hyperlegible" --reference Inter \\
                    --width 288,343 --text "Order total"
                """
        )

        @Argument(help: "Font families to report on.")
        var families: [String] = []

        @OptionGroup var fontFiles: FontFileListOptions
        var files: [String] { fontFiles.files }
        var index: Int? { fontFiles.index }

        @Option(help: ArgumentHelp("The parent folder of the reports.", valueName: "dir"))
        var out: String = "fontscale-report"

        @Option(help: ArgumentHelp("The reference font family.", valueName: "family"))
        var reference: String?

        @OptionGroup var scaling: ModelOption<OptionHelps.AppleModel>
        var model: ScalingModel { scaling.model }

        @Option(
            help: ArgumentHelp(
                "A sample text (repeatable). Default: a sample per script the font covers (up to 4), from Tables/scripts.tsv.",
                valueName: "text"))
        var text: [String] = []

        @Option(
            name: .customLong("lang"),
            help: ArgumentHelp(
                "A language whose sample to set, after any --text (repeatable): \(WritingLanguage.all.map(\.code).joined(separator: ", ")), from Tables/languages.tsv (Vietnamese's stacked marks, Persian's and Urdu's letters).",
                valueName: "code"))
        var languages: [String] = []

        @Option(
            name: .customLong("width"),
            help: ArgumentHelp("Container widths in points, comma-separated.", valueName: "list"))
        var widths = Checked<ContainerWidths>(argument: "320,375,430")

        @OptionGroup var platformOption: PlatformOption<OptionHelps.ReportPlatforms>
        var platform: Platform { platformOption.platform }

        @Option(help: ArgumentHelp("Outputs, comma-separated: \(ReportFormats.all), or all.", valueName: "list"))
        var formats = Checked<ReportFormats>(argument: ReportFormats.all)

        @Flag(help: "Write into a folder that is not a fontscale report.")
        var force = false

        @Option(
            help: ArgumentHelp("The date stamp, a calendar date as YYYY-MM-DD (default today, UTC).", valueName: "date")
        )
        var date: Checked<ReportDate>?

        @Option(
            help: ArgumentHelp(
                "The sheet's paper, landscape: a4, letter or a3 (default from LC_ALL, LC_PAPER or LANG: "
                    + "letter in the US and Canada, else a4).", valueName: "paper"))
        var paper: Checked<PaperSize>?

        @Option(help: ArgumentHelp("Match suggested base sizes on x-height or cap-height.", valueName: "metric"))
        var match = Checked<MatchMetric>(argument: MatchMetric.xHeight.rawValue)

        @Option(
            help: ArgumentHelp(
                "Highlight widths differing from the reference by more than this (10%, 0.1).", valueName: "ratio"))
        var threshold = Checked<WidthThreshold>(argument: "10%")

        @OptionGroup var maximum: MaximumOption<OptionHelps.MaximumForEveryStyle>
        var max: Checked<Limit<OptionNames.Max>>? { maximum.max }

        @Option(
            name: .customLong("embed-fonts"),
            help: ArgumentHelp(
                "How index.html carries its fonts: subset (the glyphs it shows), full (whole files) or link (file:// links, not portable).",
                valueName: "mode"))
        var embedFonts: FontEmbedding = .subset

        @Flag(
            name: .customLong("no-optical-size"), help: "Leave opsz at its default instead of following the point size."
        )
        var noOpticalSize = false

        @OptionGroup var fonts: FontDirectoryOptions

        func validate() throws {
            if index != nil, files.count != 1 {
                throw ValidationError(
                    "--index: give it with exactly one --font-file (or write FILE#N per file), instead saw \(files.count) --font-file"
                )
            }
            if let index, index < 0 {
                throw ValidationError("--index: expected a face index of 0 or more, instead saw \(index)")
            }
            try formats.validate()
            try widths.validate()
            try validateSamples()
            try match.validate()
            guard model != .android else {
                throw ValidationError(
                    "--model: the report compares Apple content size categories; expected uiFontMetrics or proportional"
                )
            }
            try validateValues()
        }

        /// --text and --lang: text to draw, languages Tables/languages.tsv has.
        private func validateSamples() throws {
            guard !text.contains(where: \.isEmpty) else {
                throw ValidationError("--text: expected at least one character, instead saw an empty string")
            }
            for code in languages where WritingLanguage.named(code) == nil {
                throw ValidationError(
                    "--lang: expected a language of Tables/languages.tsv (\(WritingLanguage.all.map(\.code).joined(separator: ", "))), instead saw '\(code)'"
                )
            }
        }

        /// --date, --threshold, --paper and --max, each read (while parsing, so that `--max -2x`,
        /// read as an option, can be worded from `--max=-2x`'s message); --max against every style.
        private func validateValues() throws {
            try date?.validate()
            try threshold.validate()
            try paper?.validate()
            try max?.validate()
            if let limit = max?.value.limit {
                do { try SizeLimitError.check(maximum: limit, everyStyleOf: platform) } catch {
                    throw ValidationError(error.optionMessage)
                }
            }
        }

        func run() throws {
            let progress = Progress()
            let outcome = try request().run { Self.show($0, progress: progress) }
            if let summary = outcome.summary { writeOut(summary.markdown()) }
        }

        /// The request the command line makes.
        private func request() throws -> ReportRequest {
            var options = ReportOptions(date: date?.value.stamp ?? ReportDate.today())
            options.containerWidths = widths.value.points
            options.widthThreshold = threshold.value.ratio
            options.match = match.value
            options.opticalSizing = !noOpticalSize
            options.maximum = max?.value.limit
            var outputs = ReportOutputs(folder: URL(fileURLWithPath: out))
            (outputs.formats, outputs.fontEmbedding, outputs.overwrite) = (formats.value.formats, embedFonts, force)
            outputs.paper = paper?.value ?? PaperSize.preferred(environment: ProcessInfo.processInfo.environment)
            var request = ReportRequest(
                families: families, files: files.map { .init(argument: $0, index: index) }, options: options,
                outputs: outputs)
            (request.fontDirectories, request.defaultDirectories) = (fonts.allDirectories, fonts.defaultDirectories)
            let languageSamples = languages.compactMap { WritingLanguage.named($0)?.sample }
            (request.reference, request.words, request.texts) = (reference, Self.words, text + languageSamples)
            request.scaler = Scaler(model: model, platform: platform)
            return request
        }
    }
}

extension FontScaleCommand.Report {
    /// The lines printed for a report written: its files, reference, highlight counts and samples.
    static func describe(_ written: WrittenReport) -> String {
        let report = written.report, files = written.files
        // The PNG pages after the first as one range: "sheet-2.png … sheet-14.png".
        let pages = files.filter { $0.hasPrefix("sheet-") && $0.hasSuffix(".png") }
        var listed = files.filter { !pages.contains($0) }
        if let first = pages.first, let last = pages.last, let at = listed.firstIndex(of: ReportFormat.pngPage(1)) {
            listed.insert(first == last ? first : "\(first) … \(last)", at: at + 1)
        }
        var text =
            "\(visible(written.font.familyName)): \(files.count) file\(files.count == 1 ? "" : "s") in \(written.folder.path)/ "
            + "(\(listed.joined(separator: ", ")))\n"
        // Every sample's cells, summed (the first sample's alone hid the others' flags).
        let grids = report.grids
        let counts = Highlight.allCases.compactMap { highlight -> String? in
            let total = grids.reduce(0) { $0 + ($1.highlightCounts[highlight] ?? 0) }
            return total > 0 ? "\(highlight.rawValue) \(total)" : nil
        }
        let reference = report.reference.map { "reference \($0.family) (\($0.role))" } ?? "no reference for sample 1"
        let over = grids.count > 1 ? " over \(grids.count) samples" : ""
        text += "  \(reference); highlights: \(counts.isEmpty ? "none" : counts.joined(separator: ", "))\(over)\n"
        let samples = report.grids.map { grid in
            "\"\(grid.text)\"\(grid.script.map { " (\($0))" } ?? "")"
                + (grid.reference.map { " against \($0.family)" } ?? " with no reference (no width comparison)")
        }
        return text + "  samples: \(samples.joined(separator: "; "))\n"
    }

    /// The command's words for its ways of asking for fonts, which the report's messages use.
    static let words = ReportWords(
        reference: "--reference", addFolder: "give its folder with --font-dir",
        addFolders: "give that folder with --font-dir or \(FontCatalog.environmentVariable)")

    /// Shows one event of the batch: a warning on stderr, progress, or the lines of a report written.
    static func show(_ event: ReportEvent, progress: Progress) {
        switch event {
        case let .warning(font, _, _, message):
            printError("fontscale: warning: \(visible(font.familyName)): \(message)")
        case let .progress(font, number, count, event):
            progress.show(
                count > 1 ? "[\(number)/\(count)] \(visible(font.familyName))" : visible(font.familyName), event)
        case let .written(written):
            progress.finish()
            writeOut(describe(written))
        }
    }
}

extension FontEmbedding: ExpressibleByArgument {}
