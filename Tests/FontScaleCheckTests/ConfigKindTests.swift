import FontScaleCheck
import FontScaleConfig
import FontScaleTestSupport
import Foundation
import Testing

/// The value kinds of the rules' option keys: the docs' type column says what `ValueKind.words`
/// says (FontScaleConfigTests holds the other keys to the docs, default column included).
@Suite struct ConfigKindTests {
    /// Each documented row `| `key` | type | ...` of docs/Configuration.md, as (key, type).
    static func documentedTypes() throws -> [(key: String, type: String)] {
        let docs = try String(contentsOf: Fixture.root.appendingPathComponent("docs/Configuration.md"), encoding: .utf8)
        return docs.split(separator: "\n").compactMap { line in
            // A cell's own bar is written `\|`.
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(
                separator: "|", omittingEmptySubsequences: false
            )
            .map { $0.replacingOccurrences(of: "\u{1}", with: "\\|").trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
            return (String(cells[1].dropFirst().dropLast()), cells[2])
        }
    }

    @Test func docsNameEveryKeyByItsKind() throws {
        let rows = try Self.documentedTypes()
        for key in ConfigKeys.rule {
            let types = rows.filter { $0.key == key.name }.map(\.type)
            #expect(
                types.contains(key.type),
                "docs/Configuration.md gives `\(key.name)` the type \(types), expected \(key.type)")
        }
    }
}
