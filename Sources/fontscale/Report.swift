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
            abstract: "Write comparison sheets (PDF, PNG, SVG, HTML) and intrinsic-size tables for every style at every size.",
            discussion: """
                For each FAMILY (the system's default sans when none is given) writes into
                OUT/<family>/: report.json (the model every other output is rendered from),
                sheet.pdf, sheet.png (@2x), sheet.svg, index.html (self-contained, with a text-size
                slider), intrinsic-sizes.csv and .md, and CustomFonts.swift (suggested base sizes).
                Several families also get OUT/summary.md and OUT/summary.json.

                The reference font is --reference when given, else SF Pro when fontconfig has it,
                else the system's default sans; the sheet names it. Outputs are byte-identical run
                to run (--date fixes the stamp); files are written atomically; a folder that is not
                a fontscale report is never overwritten without --force.

                Examples:
                  fontscale report Merriweather
                  fontscale report Merriweather Lora Inter --formats pdf,json
                  fontscale report "Atkinson Hyperlegible" --reference Inter --width 288,343 --text "Order total"
                """
        )

        @Argument(help: "Font families to report on.")
        var families: [String] = []

        @Option(help: ArgumentHelp("The parent folder of the reports.", valueName: "dir"))
        var out: String = "fontscale-report"

        @Option(help: ArgumentHelp("The reference font family.", valueName: "family"))
        var reference: String?

        @Option(help: ArgumentHelp("The scaling model: uiFontMetrics or proportional.", valueName: "model"), transform: Parse.model)
        var model: ScalingModel = .uiFontMetrics

        @Option(help: ArgumentHelp("The sample text.", valueName: "text"))
        var text: String = "Dynamic Type"

        @Option(name: .customLong("width"), help: ArgumentHelp("Container widths in points, comma-separated.", valueName: "list"))
        var widths: String = "320,375,430"

        @Option(help: ArgumentHelp("The platform: ios or watchos.", valueName: "platform"), transform: Parse.platform)
        var platform: Platform = .iOS

        @Option(help: ArgumentHelp("Outputs, comma-separated: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ",")).", valueName: "list"))
        var formats: String = ReportFormat.allCases.map(\.rawValue).joined(separator: ",")

        @Flag(help: "Write into a folder that is not a fontscale report.")
        var force = false

        @Option(help: ArgumentHelp("The date stamp, YYYY-MM-DD (default today, UTC).", valueName: "date"))
        var date: String?

        @Option(help: ArgumentHelp("Match suggested base sizes on x-height or cap-height.", valueName: "metric"))
        var match: String = "x-height"

        @Option(help: ArgumentHelp("Highlight widths differing from the reference by more than this (10%, 0.1).", valueName: "ratio"))
        var threshold: String = "10%"

        @Option(help: ArgumentHelp("A maximum size for every style: points (40) or a factor (2x).", valueName: "limit"))
        var max: String?

        @Flag(name: .customLong("no-optical-size"), help: "Leave opsz at its default instead of following the point size.")
        var noOpticalSize = false

        @Option(name: .customLong("font-dir"), help: ArgumentHelp("An extra font folder (repeatable).", valueName: "dir"))
        var directories: [String] = []

        func run() throws {
            let formatList = try formats.split(separator: ",").map { name -> ReportFormat in
                guard let format = ReportFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                    throw CLIError.usage("--formats: expected some of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), instead saw '\(name)'")
                }
                return format
            }
            let containerWidths = try widths.split(separator: ",").map { try Parse.points(String($0), name: "--width", maximum: 100_000) }
            guard !text.isEmpty else { throw CLIError.usage("--text: expected at least one character, instead saw an empty string") }
            guard match == "x-height" || match == "cap-height" else { throw CLIError.usage("--match: expected x-height or cap-height, instead saw '\(match)'") }
            guard model != .android else { throw CLIError.usage("--model: the report compares Apple content size categories; expected uiFontMetrics or proportional") }
            let stamp = try date.map(Self.validDate) ?? Self.today()
            let ratio = try Self.ratio(threshold)

            let options = try FontOptions.parse(directories.flatMap { ["--font-dir", $0] })
            let catalog = try options.catalog()
            let families = self.families.isEmpty ? [catalog.fallback(for: "sans-serif") ?? "DejaVu Sans"] : self.families
            let (referenceFont, role) = try Self.referenceFont(reference, catalog: catalog)
            let labels = (try? CustomFont(family: "DejaVu Sans", catalog: catalog)) ?? referenceFont
            var reportOptions = ReportOptions(date: stamp)
            reportOptions.sampleText = text
            reportOptions.containerWidths = containerWidths
            reportOptions.widthThreshold = ratio
            reportOptions.matchXHeight = match == "x-height"
            reportOptions.opticalSizing = !noOpticalSize
            reportOptions.maximum = try max.map { try Parse.limit($0, name: "--max") }
            let scaler = Scaler(model: model, platform: platform)
            let progress = Progress()
            var written: [(report: FontScaleReport.Report, folder: String)] = []
            // Check every family first: a misspelled one stops the run before anything is written.
            let fonts = try families.map { try CustomFont(family: $0, catalog: catalog) }
            for (number, font) in fonts.enumerated() {
                let name = font.familyName
                let folder = URL(fileURLWithPath: out).appendingPathComponent(Self.slug(name))
                let prefix = families.count > 1 ? "[\(number + 1)/\(families.count)] \(name)" : name
                let builder = ReportBuilder(font: font, reference: referenceFont, referenceRole: role, scaler: scaler, options: reportOptions)
                let report = try builder.build { event in progress.show(prefix, event) }
                let writer = try ReportWriter(folder: folder, force: force)
                let sheet = try SheetRenderer(report: report, font: font, reference: referenceFont, labels: labels, opticalSizing: !noOpticalSize)
                let files = try writer.writeAll(report, formats: Set(formatList), sheet: sheet, customFaces: Self.faces(font, report.font.files),
                                                referenceFaces: Self.faces(referenceFont, report.reference.files)) { event in progress.show(prefix, event) }
                progress.finish()
                writeOut("\(name): \(files.count) files in \(folder.path)/ (\(files.joined(separator: ", ")))\n")
                let counts = FontScaleReport.Report.highlightNames.compactMap { key, _ in report.highlightCounts[key].map { "\(key) \($0)" } }
                writeOut("  reference \(report.reference.family) (\(role)); highlights: \(counts.isEmpty ? "none" : counts.joined(separator: ", "))\n")
                written.append((report, folder.path))
            }
            if written.count > 1 {
                let summary = ReportSummary(reports: written)
                let parent = URL(fileURLWithPath: out)
                try summary.markdown().write(to: parent.appendingPathComponent("summary.md"), atomically: true, encoding: .utf8)
                try jsonString(summary).write(to: parent.appendingPathComponent("summary.json"), atomically: true, encoding: .utf8)
                writeOut(summary.markdown())
            }
        }

        /// The reference font: --reference, else SF Pro when installed, else the default sans.
        static func referenceFont(_ requested: String?, catalog: FontCatalog) throws -> (CustomFont, String) {
            if let requested { return (try CustomFont(family: requested, catalog: catalog), "--reference") }
            for name in ["SF Pro", "SF Pro Text", "SF Pro Display"] where !catalog.faces(family: name).isEmpty {
                return (try CustomFont(family: name, catalog: catalog), "SF Pro (installed)")
            }
            let fallback = catalog.fallback(for: "sans-serif") ?? "DejaVu Sans"
            return (try CustomFont(family: fallback, catalog: catalog), "system default sans (fontconfig)")
        }

        /// The files a report used, with CSS descriptors for the page.
        static func faces(_ font: CustomFont, _ files: [String]) -> [HTMLRenderer.EmbeddedFace] {
            var seen = Set<String>()
            var faces: [HTMLRenderer.EmbeddedFace] = []
            let listed = font.listedFaces
            for name in files {
                guard let face = listed.first(where: { URL(fileURLWithPath: $0.file).lastPathComponent == name }) ?? nil, seen.insert(face.file).inserted else {
                    continue
                }
                let weight = face.isVariable ? "\(face.weight) \(face.maximumWeight)" : "\(face.weight)"
                faces.append(HTMLRenderer.EmbeddedFace(path: face.file, weight: weight, italic: face.isItalic))
            }
            return faces
        }

        static func slug(_ family: String) -> String {
            let slug = family.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
            return String(slug).split(separator: "-").joined(separator: "-")
        }

        static func validDate(_ text: String) throws -> String {
            let parts = text.split(separator: "-")
            guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
                  (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day), parts[1].count == 2, parts[2].count == 2
            else { throw CLIError.usage("--date: expected YYYY-MM-DD, instead saw '\(text)'") }
            return text
        }

        static func today() -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter.string(from: Date())
        }

        static func ratio(_ text: String) throws -> Double {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let value = trimmed.hasSuffix("%") ? Double(trimmed.dropLast()).map { $0 / 100 } : Double(trimmed)
            guard let value, value.isFinite, value > 0, value < 10 else {
                throw CLIError.usage("--threshold: expected a ratio such as 10% or 0.1, instead saw '\(text)'")
            }
            return value
        }
    }
}

/// A one-line progress display on stderr, only when stderr is a terminal.
final class Progress {
    private let enabled = isatty(2) != 0
    private var shown = false

    func show(_ prefix: String, _ event: ReportProgress) {
        guard enabled else { return }
        let text: String
        switch event {
        case let .measured(done, total): text = "\(prefix): measuring \(done)/\(total) cells"
        case let .wrote(file): text = "\(prefix): wrote \(file)"
        }
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
        shown = true
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
    }
}
