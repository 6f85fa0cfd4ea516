import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// docs/export.md's table of which style attribute reaches which format, cell by cell: a style
/// that sets every attribute is exported in each format, and each cell's word ("yes", "noted",
/// "no", with a parenthesis or not) is held against the output: the text that applies the attribute, the note
/// that says it, or its absence.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"))
struct ExportAttributeTableTests {
    static let config = """
        version: 1
        fonts:
          directories: ["\(Fixture.root.appendingPathComponent(".fonts").path)"]
        styles:
          - {name: Body, textStyle: body, size: 17, lineHeight: 23, tracking: 0.5, weight: 500, italic: true,
             family: Merriweather, axes: {wdth: 87}, features: [tnum], minSize: 15, maxSize: 30}
        """

    /// The text that shows an attribute applied ("yes") or said ("noted") in a format's output.
    /// Body at xSmall is 14 pt by the HIG and at AX5 53 pt: 15 and 30 show the limits applied.
    static let evidence: [String: [String: String]] = [
        "weight": [
            "uikit": "weight: .medium", "swiftui": ".weight(.medium)", "css": "--fs-body-font-weight: 500;",
            "android": "textFontWeight\">500<", "compose": "fontWeight = FontWeight(500)",
            "figma": "\"Body/font weight\"", "dtcg": "\"fontWeight\": 500",
        ],
        "italic": [
            "uikit": "\"Merriweather-LightItalic\"", "swiftui": "\"Merriweather-LightItalic\"",
            "css": "--fs-body-font-style: italic;", "android": "textStyle\">italic<",
            "compose": "fontStyle = FontStyle.Italic", "figma": "\"value\": \"Medium Italic\"",
            "dtcg": "scales like Body; italic",
        ],
        "axes": [
            "uikit": "variations: [\"wdth\": 87, \"wght\": 500]",
            "swiftui": "wdth 87: Font.custom takes no axes; .appTextStyle(.body) applies it",
            "css": "font-variation-settings: \"wdth\" 87;", "android": "\"'wdth' 87, 'wght' 500\"",
            "compose": "FontVariation.width(87f)", "figma": "\"Body/wdth\"", "dtcg": "italic, wdth 87",
        ],
        "features": [
            "uikit": "features: [(\"tnum\", 1)]", "swiftui": ".monospacedDigit()",
            "css": "font-feature-settings: \"tnum\";", "android": "fontFeatureSettings\">tnum<",
            "compose": "fontFeatureSettings = \"tnum\"", "figma": "tnum", "dtcg": "features tnum",
        ],
        "tracking": [
            "uikit": "case .body: 0.5\n", "swiftui": ".tracking(cappedTracking)",
            "css": "--fs-body-letter-spacing: 0.03125rem;",
            "android": "letterSpacing\">0.0294<", "compose": "letterSpacing = 0.0294.em",
            "figma": "\"Body/letter spacing\"", "dtcg": "\"letterSpacing\": {",
        ],
        "line height": [
            "uikit": "case .body: 23.0\n", "swiftui": ".lineHeight(.exact(points: cappedLineHeight))",
            "css": "--fs-body-line-height: 1.4375rem;", "android": "lineHeight\">23sp<",
            "compose": "lineHeight = 23.sp",
            "figma": "\"Body/line height\"", "dtcg": "\"lineHeight\": 1.352941",
        ],
        "minimum size": [
            "uikit": "case .body: 15.0\n",
            "swiftui": "minSize 15 pt: Font.custom has no minimum; .appTextStyle(.body) applies it",
            "css": "[data-content-size=\"xSmall\"] {\n  --fs-body-font-size: 0.9375rem;",
            "android": "minSize 15: 14.45 dp at font scale 0.85", "compose": "clampedSize(min = 15.dp",
            "figma": "\"value\": 15", "dtcg": "at least 15 px",
        ],
        "maximum size": [
            "uikit": "case .body: 30.0\n",
            "swiftui": "maxSize 30 pt: Font.custom has no maximum; .appTextStyle(.body) applies it",
            "css": "[data-content-size=\"AX5\"] {\n  --fs-body-font-size: 1.875rem;",
            "android": "Compose export's clamped styles", "compose": "max = 30.dp)", "figma": "\"value\": 30",
            "dtcg": "at most 30 px",
        ],
    ]

    /// The table's rows: attribute, then one cell per format, in the header's order.
    static func table() throws -> (formats: [String], rows: [String: [String: String]]) {
        let docs = try String(
            contentsOf: Fixture.root.appendingPathComponent("docs/export.md"), encoding: .utf8)
        let section = try #require(docs.range(of: "### Which attribute reaches which format"))
        let lines = docs[section.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix {
            $0.hasPrefix("|")
        }
        let cells = lines.map {
            $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let formats = Array(try #require(cells.first).dropFirst())
        var rows: [String: [String: String]] = [:]
        for row in cells.dropFirst(2) {
            rows[row[0]] = Dictionary(uniqueKeysWithValues: zip(formats, row.dropFirst()))
        }
        return (formats, rows)
    }

    @Test func everyCellHoldsInTheOutput() throws {
        let (formats, rows) = try Self.table()
        #expect(formats == ["uikit", "swiftui", "css", "android", "compose", "figma", "dtcg"])
        #expect(Set(rows.keys) == Set(Self.evidence.keys), "the table's rows: \(rows.keys.sorted())")
        let parsed = try ConfigParser.parse(Self.config, file: "/tmp/attributes.yml")
        let catalog = try FontCatalog(fontDirectories: parsed.fontDirectories)
        var outputs: [String: String] = [:]
        for format in formats {
            let exportFormat = try #require(ExportFormat(rawValue: format))
            // The table shows the variable font as Android takes it from API 28 (--min-sdk 28); below,
            // a static instance carries weight and axes (AndroidInstanceTests).
            var options = ExportOptions()
            options.minimumSDK = 28
            outputs[format] = try Exporter.render(
                exportFormat, config: parsed, catalog: catalog, source: "attributes.yml", options: options)
        }
        for (attribute, cells) in rows {
            for (format, cell) in cells {
                let output = outputs[format] ?? ""
                let shown = try #require(Self.evidence[attribute]?[format], "\(attribute) in \(format)")
                if cell == "no" {
                    #expect(!output.contains(shown), "\(attribute) in \(format): the table says no")
                } else {
                    #expect(
                        ["yes", "noted"].contains(cell.split(separator: " (")[0]),
                        "\(attribute) in \(format): '\(cell)'")
                    #expect(output.contains(shown), "\(attribute) in \(format) (\(cell)): no '\(shown)'")
                }
            }
        }
    }
}
