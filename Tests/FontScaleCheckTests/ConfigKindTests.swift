import FontScaleCheck
import FontScaleConfig
import FontScaleTestSupport
import Foundation
import Testing

/// The value kinds of the config's keys: the docs' type column says what `ValueKind.words` says.
@Suite struct ConfigKindTests {
    /// Each documented row `| `key` | type | ...` of docs/Configuration.md, as (key, type).
    static func documentedTypes() throws -> [(key: String, type: String)] {
        let docs = try String(contentsOf: Fixture.root.appendingPathComponent("docs/Configuration.md"), encoding: .utf8)
        return docs.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
            return (String(cells[1].dropFirst().dropLast()), cells[2])
        }
    }

    @Test func docsNameEveryKeyByItsKind() throws {
        let rows = try Self.documentedTypes()
        let keys = ConfigKeys.topLevel + ConfigKeys.style + ConfigKeys.container + ConfigKeys.rule + ConfigKeys.override
        for key in keys {
            let types = rows.filter { $0.key == key.name }.map(\.type)
            // An enumerated key ("ios" \| "watchos", 1 \| 2 \| 3) lists its values instead of its kind.
            let listsValues = types.contains { $0.first == "\"" || $0.first?.isNumber == true }
            #expect(
                listsValues || types.contains(key.kind.words),
                "docs/Configuration.md gives `\(key.name)` the type \(types), expected \(key.kind.words)")
        }
    }

    @Test func everyKindHasItsOwnWords() {
        let words = ConfigKeys.ValueKind.allCases.map(\.words)
        #expect(Set(words).count == words.count)
    }
}
