import Foundation

/// Reads the project's Tables/ and the reference fixtures (Tests/Fixtures/reference/), independently of the generator.
public enum Fixture {
    /// The package root, found from this file's path.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tests/Fixtures/reference/`: the researched reference tables the project's Tables/ were
    /// copied from, kept unmodified inside the repository (sources in its SOURCES.md).
    public static let reference = root.appendingPathComponent("Tests/Fixtures/reference")

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
    public static func table(_ name: String) -> [[String: String]] {
        rows(root.appendingPathComponent("Tables/\(name)"))!
    }

    /// Rows of `Tests/Fixtures/reference/NAME` (a missing fixture is a broken checkout: it traps, naming the file).
    public static func referenceTable(_ name: String) -> [[String: String]] {
        guard let rows = rows(reference.appendingPathComponent(name)) else {
            fatalError("missing fixture Tests/Fixtures/reference/\(name)")
        }
        return rows
    }

    /// The `fontscale` executable built with the tests, beside the test bundle (the test target
    /// depends on it, so `swift build --build-tests` always builds it there).
    public static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("fontscale")
    }

    /// A number cell: "+41" and "0.0" parse.
    public static func number(_ text: String?) -> Double { Double(text!.replacingOccurrences(of: "+", with: ""))! }
}
