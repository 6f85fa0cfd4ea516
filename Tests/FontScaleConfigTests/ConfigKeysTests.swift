import FontScaleConfig
import FontScaleTestSupport
import Foundation
import Testing

/// The key catalogue against what is written elsewhere: docs/Configuration.md's key reference
/// (name, type and default of every row) and the committed JSON Schema (required keys, defaults).
@Suite struct ConfigKeysTests {
    /// The rows `| `key` | type | default | ... |` of the table under `heading`, as (key, type, default).
    static func rows(under heading: String) throws -> [(key: String, type: String, defaultValue: String)] {
        let docs = try String(contentsOf: Fixture.root.appendingPathComponent("docs/Configuration.md"), encoding: .utf8)
        let lines = docs.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: heading), "docs/Configuration.md has no heading \(heading)")
        var rows: [(String, String, String)] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            // A cell's own bar is written `\|`.
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(
                separator: "|", omittingEmptySubsequences: false
            )
            .map { $0.replacingOccurrences(of: "\u{1}", with: "\\|").trimmingCharacters(in: .whitespaces) }
            guard cells.count > 4, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { continue }
            rows.append((String(cells[1].dropFirst().dropLast()), cells[2], cells[3]))
        }
        return rows
    }

    @Test(arguments: [
        ("## Top level", ConfigKeys.topLevel), ("### `fonts`", ConfigKeys.fonts), ("## `styles[]`", ConfigKeys.style),
        ("## `containers[]`", ConfigKeys.container), ("## `overrides[]`", ConfigKeys.override),
    ])
    func docsGiveEveryKeyItsTypeAndDefault(heading: String, keys: [ConfigKeys.Key]) throws {
        let rows = try Self.rows(under: heading)
        #expect(Set(rows.map(\.key)) == Set(keys.map(\.name)), "\(heading): the docs' keys differ from ConfigKeys")
        for key in keys {
            guard let row = rows.first(where: { $0.key == key.name }) else { continue }
            #expect(row.type == key.type, "\(heading) `\(key.name)`: docs say \(row.type), ConfigKeys \(key.type)")
            #expect(
                row.defaultValue == key.defaultWords,
                "\(heading) `\(key.name)`: docs' default \(row.defaultValue), ConfigKeys \(key.defaultWords)")
        }
    }

    @Test func docsGiveEveryRuleSettingItsTypeAndDefault() throws {
        let rows = try Self.rows(under: "## `rules`")
        for key in [ConfigKeys.RuleSetting.severity, ConfigKeys.RuleSetting.enabled.key] {
            let row = try #require(rows.first { $0.key == key.name })
            #expect(row.type == key.type && row.defaultValue == key.defaultWords)
        }
    }

    /// The defaults as written, independently: what docs/Configuration.md has said since the keys were added.
    @Test func typedDefaultsPrintAsTheDocsSayThem() {
        #expect(ConfigKeys.Top.displayScale.key.defaultWords == "3")
        #expect(ConfigKeys.Top.platform.key.defaultWords == "ios")
        #expect(ConfigKeys.Top.model.key.defaultWords == "uiFontMetrics")
        #expect(ConfigKeys.Top.samples.key.defaultWords == #"["Dynamic Type"]"#)
        #expect(ConfigKeys.Style.tracking.key.defaultWords == "0" && ConfigKeys.Style.axes.key.defaultWords == "{}")
        #expect(ConfigKeys.Container.maxLines.key.defaultWords == "1")
        #expect(ConfigKeys.Top.platform.key.type == #""ios" \| "watchos""#)
        #expect(ConfigKeys.Top.displayScale.key.type == #"1 \| 2 \| 3"#)
    }

    @Test func requiredKeysAsTheSchemaAndTheParserHaveThem() throws {
        #expect(ConfigKeys.required(ConfigKeys.topLevel) == ["version", "styles"])
        #expect(ConfigKeys.required(ConfigKeys.style) == ["name", "textStyle", "size"])
        #expect(ConfigKeys.required(ConfigKeys.container) == ["name", "width"])
        #expect(ConfigKeys.required(ConfigKeys.override) == ["rule", "reason"])
        let data = try Data(contentsOf: Fixture.root.appendingPathComponent("schema/fontscale.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(schema["required"] as? [String] == ConfigKeys.required(ConfigKeys.topLevel))
        let properties = try #require(schema["properties"] as? [String: Any])
        let styles = try #require(properties["styles"] as? [String: Any])
        let style = try #require(styles["items"] as? [String: Any])
        #expect(style["required"] as? [String] == ConfigKeys.required(ConfigKeys.style))
        let styleProperties = try #require(style["properties"] as? [String: Any])
        for key in ConfigKeys.style where !key.isRequired {
            let description = (styleProperties[key.name] as? [String: Any])?["description"] as? String
            #expect(description?.hasSuffix(" Default: \(key.defaultWords).") == true, "styles[].\(key.name)")
        }
    }

    @Test func everyKindHasItsOwnWords() {
        let words = ConfigKeys.ValueKind.allCases.map(\.words)
        #expect(Set(words).count == words.count)
    }
}
