import FontScaleOutput
import Foundation

// `ReportSummary` itself (the figures per family) is declared in ReportWriter.swift; this file
// holds its files: summary.md and summary.json beside the family folders.
extension ReportSummary {
    /// The file name of the Markdown summary.
    public static let markdownFileName = "summary.md"
    /// The file name of the JSON summary.
    public static let jsonFileName = "summary.json"

    /// The summary as JSON: sorted keys, two-space indentation, ending in a newline.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Writes summary.md and summary.json into `folder` atomically; returns the file names written.
    @discardableResult
    public func write(into folder: URL) throws -> [String] {
        let files = [(Self.markdownFileName, markdown()), (Self.jsonFileName, try json())]
        for (name, text) in files {
            let target = folder.appendingPathComponent(name)
            do {
                try AtomicFile.write(Data(text.utf8), to: target)
            } catch let error as WriteFailure {
                throw ReportError.cannotWrite(error.path, error.reason)
            } catch {
                throw ReportError.cannotWrite(target.path, WriteProblem.describe(target.path))
            }
        }
        return files.map(\.0)
    }
}
