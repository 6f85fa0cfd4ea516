import Foundation

/// Reads the project's Tables/ and the shared reference data, independently of the generator.
public enum Fixture {
    /// The package root, found from this file's path.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/reference/`, which sits beside the repository in development and in CI.
    public static let reference = root.deletingLastPathComponent().appendingPathComponent("shared/reference")

    /// Rows of a TSV file as dictionaries by column, skipping `#` lines; nil when the file is absent.
    public static func rows(_ url: URL) -> [[String: String]]? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let header = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var row: [String: String] = [:]
            for (index, column) in header.enumerated() { row[column] = index < cells.count ? cells[index] : "" }
            return row
        }
    }

    /// Rows of `Tables/NAME`.
    public static func table(_ name: String) -> [[String: String]] { rows(root.appendingPathComponent("Tables/\(name)"))! }

    /// Rows of `../shared/reference/NAME`, nil when shared/ is not beside the repository.
    public static func referenceTable(_ name: String) -> [[String: String]]? { rows(reference.appendingPathComponent(name)) }

    /// The built `fontscale` executable beside the test bundle.
    public static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("fontscale")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return root.appendingPathComponent(".build/debug/fontscale")
    }

    /// A number cell: "+41" and "0.0" parse.
    public static func number(_ text: String?) -> Double { Double(text!.replacingOccurrences(of: "+", with: ""))! }
}
