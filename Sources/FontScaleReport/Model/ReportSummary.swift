import FontScale
import FontScaleOutput
import Foundation

/// Several families side by side: the summary `fontscale report A B C` writes.
public struct ReportSummary: Codable, Sendable {
    /// One family's key figures.
    public struct Family: Codable, Sendable {
        /// The family reported.
        public let family: String
        /// Its report folder.
        public let folder: String
        /// Its main sample's reference font; nil when that sample has none.
        public let reference: String?
        /// The mean width change from the reference over all cells; nil without a reference.
        public let meanWidthChange: Double?
        /// The widest change; nil without a reference.
        public let largestWidthChange: Double?
        /// Where the largest change is ("Headline at AX5"); nil without a reference.
        public let largestWidthChangeAt: String?
        /// Cells per highlight, over every sample (summed: `samples` says over how many).
        public let highlightCounts: [Highlight: Int]
        /// How many samples the counts are over (nil in summaries written before it: the first sample's).
        public let samples: Int?
        /// The suggested Body base size.
        public let suggestedBodySize: Double?
    }

    /// The tool.
    public let generator: String
    /// The date stamp.
    public let date: String
    /// One entry per family.
    public let families: [Family]

    /// Summarises reports written into `folders`.
    public init(reports: [(report: Report, folder: String)]) {
        generator = reports.first?.report.generator ?? ReportBuilder.generator
        date = reports.first?.report.date ?? ""
        families = reports.map { report, folder in
            // Only cells compared with a reference: a sample without one has no width change.
            let cells = report.styles.flatMap { style in
                style.cells.compactMap { cell in cell.widthChange.map { (style.style, cell.category, $0) } }
            }
            let largest = cells.max { abs($0.2) < abs($1.2) }
            return Family(
                family: report.font.family, folder: folder, reference: report.reference?.family,
                meanWidthChange: cells.isEmpty ? nil : cells.map(\.2).reduce(0, +) / Double(cells.count),
                largestWidthChange: largest?.2,
                largestWidthChangeAt: largest.map { "\($0.0) at \($0.1)" },
                highlightCounts: report.grids.reduce(into: [:]) { sums, grid in
                    sums.merge(grid.highlightCounts, uniquingKeysWith: +)
                }, samples: report.grids.count,
                suggestedBodySize: report.suggestions.styles.first { $0.style == .body }?.pointSize)
        }
    }

    /// A Markdown table comparing the families.
    public func markdown() -> String {
        var text = "# Dynamic Type reports\n\n\(generator), \(date).\n\n"
        text +=
            "The width changes compare each family's first sample with its reference; the highlight columns "
            + "count cells over all of a family's samples (summed; samples says how many).\n\n"
        let keys = Highlight.allCases
        text +=
            "| family | reference | mean width change | largest change | samples | "
            + keys.map(\.rawValue).joined(separator: " | ") + " | suggested Body size | folder |\n"
        text += "|---|---|---:|---|---:|" + keys.map { _ in "---:|" }.joined() + "---:|---|\n"
        for family in families {
            let largest = family.largestWidthChange.map { "\(percent($0)) (\(family.largestWidthChangeAt ?? ""))" }
            text +=
                "| \(family.family) | \(family.reference ?? "none") | \(family.meanWidthChange.map(percent) ?? "–") | \(largest ?? "–") | "
            text += "\(family.samples.map(String.init) ?? "–") | "
            text += keys.map { String(family.highlightCounts[$0] ?? 0) }.joined(separator: " | ")
            text += " | \(family.suggestedBodySize.map { formatNumber($0, decimals: 3) } ?? "") | \(family.folder) |\n"
        }
        return text
    }
}

/// The summary's files: summary.md and summary.json beside the family folders.
extension ReportSummary {
    /// The file name of the Markdown summary.
    public static let markdownFileName = "summary.md"
    /// The file name of the JSON summary.
    public static let jsonFileName = "summary.json"

    /// The summary as JSON: sorted keys, two-space indentation, ending in a newline.
    public func json() throws -> String { try JSONEncoding.string(self) }

    /// The writer of the summaries in `folder` (beside the report folders), claimed now: it
    /// replaces summary.md and summary.json only while they are as a report run wrote them (its
    /// marker, `.fontscale-report-summary`, records them), or with `force`; a file of the user's
    /// of either name is refused before anything is written.
    package static func writer(into folder: URL, force: Bool) throws -> OutputWriter {
        let marker = OutputMarker(
            folder: folder, command: "report",
            header: "fontscale report: summary.md and summary.json, rewritten only while they are as written",
            name: ".fontscale-report-summary")
        let writer = try OutputWriter(folder: folder, ownership: .files(marker), force: force, createsFolders: false)
        try writer.claim([markdownFileName, jsonFileName])
        return writer
    }

    /// Writes summary.md and summary.json atomically with `writer` (`writer(into:force:)`);
    /// returns the file names written.
    @discardableResult
    package func write(with writer: OutputWriter) throws -> [String] {
        let files = [(Self.markdownFileName, markdown()), (Self.jsonFileName, try json())]
        for (name, text) in files { try writer.write(Data(text.utf8), to: name) }
        return files.map(\.0)
    }
}
