import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleOutput
import FontScaleTestSupport
import Foundation
import Testing

/// A config in a folder of its own: Merriweather with `axes: {wdth: 87}`, italics (a variable
/// italic file and a static one), features, minSize and maxSize in points and as a factor, names
/// with a dot, a leading digit and a keyword, and a font file named like its family (Heebo.ttf).
enum TrickyTokens {
    static func config(fonts: String) -> String {
        """
        version: 1
        fonts:
          directories: ["\(fonts)"]
        styles:
          - {name: Body.Narrow, textStyle: body, size: 17, lineHeight: 22, family: Merriweather, axes: {wdth: 87}, features: [tnum, "-liga"], minSize: 14, maxSize: 28}
          - {name: 2XL, textStyle: largeTitle, size: 34, weight: bold, italic: true, family: Merriweather, maxSize: "1.5x"}
          - {name: class, textStyle: callout, size: 16, lineHeight: 21, weight: semibold, file: Heebo.ttf}
          - {name: Caption, textStyle: caption1, size: 12, italic: true, family: Atkinson Hyperlegible, minSize: 11}
          - {name: Wide Title, textStyle: title1, size: 28, weight: 600, italic: true, family: Merriweather, axes: {wdth: 112}}
        """
    }

    /// The config, written beside a copy of Heebo[wght].ttf named Heebo.ttf, and its model.
    static func model() throws -> (CheckConfig, ExportModel) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-tricky-tokens-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestFonts.heebo, toPath: folder.appendingPathComponent("Heebo.ttf").path)
        let file = folder.appendingPathComponent("tricky.yml")
        let text = config(fonts: TestFonts.directory)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let parsed = try ConfigParser.parse(text, file: file.path)
        let model = try ExportModel(config: parsed, catalog: try FontCatalog(fontDirectories: parsed.fontDirectories))
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        return (parsed, model)
    }
}

/// The Figma and DTCG outputs validated by jsonschema against the vendored specifications:
/// `PostVariablesRequestBody` of figma/rest-api-spec 0.37.0 (Tests/Fixtures/figma/) and the DTCG
/// 2025.10 JSON Schemas (Tests/Fixtures/dtcg/), by `Tests/tools/validate_export.py`.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct SpecValidationTests {
    static let script = Fixture.root.appendingPathComponent("Tests/tools/validate_export.py").path
    static let environment = ProcessInfo.processInfo.environment.merging([
        "PYTHONPATH": Fixture.root.appendingPathComponent(".tools/python").path
    ]) { $1 }

    /// The validator's exit status and output for `text` as `kind` ("figma" or "dtcg").
    static func validate(_ kind: String, _ text: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-spec-\(getpid())-\(UUID().uuidString).json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Command.run("/usr/bin/env", ["python3", script, kind, file.path], environment: environment)
        return (run.status, run.stdout + run.stderr)
    }

    static func render(_ format: ExportFormat, _ config: String) throws -> String {
        let (parsed, model) = try config == "tricky" ? TrickyTokens.model() : Pipeline.model()
        return try Exporter.render(format, model: model, config: parsed, source: config)
    }

    @Test func validatorIsInstalled() throws {
        let check = try Command.run(
            "/usr/bin/env", ["python3", "-c", "import jsonschema, referencing, yaml"], environment: Self.environment)
        #expect(check.status == 0, "run scripts/fetch-test-tools.sh: \(check.stderr)")
    }

    @Test(arguments: ["pipeline", "tricky"]) func figmaValidatesAgainstTheOpenAPIDocument(config: String) throws {
        let text = try Self.render(.figma, config)
        let result = try Self.validate("figma", text)
        #expect(result.status == 0 && result.output == "valid\n", "\(result.output)")
        let problems = FigmaFormat.problems(try JSONValue.parse(Data(text.utf8)))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: ["pipeline", "tricky"]) func dtcgValidatesAgainstThe2025Schemas(config: String) throws {
        let result = try Self.validate("dtcg", try Self.render(.dtcg, config))
        #expect(result.status == 0 && result.output == "valid\n", "\(result.output)")
    }

    /// Italic reaches Figma as the font's own style name (what Figma's font picker lists), and each
    /// axis as a FLOAT variable with its value in every mode, hidden from the pickers.
    @Test func figmaCarriesFontStyleAndAxes() throws {
        let body = try JSONValue.parse(Data(try Self.render(.figma, "tricky").utf8))
        let styles = [
            "Body-Narrow": "Regular", "2XL": "Bold Italic", "class": "SemiBold", "Caption": "Italic",
            "Wide Title": "SemiBold Italic",
        ]
        for (group, style) in styles {
            for collection in [0, 1] {
                let values = FigmaFormat.modeValues(body, variable: "\(group)/font style", collection: collection)
                #expect(values == Array(repeating: .string(style), count: collection == 0 ? 12 : 7), "\(group)")
            }
        }
        #expect(FigmaFormat.values(body, variable: "Body-Narrow/wdth") == Array(repeating: 87, count: 12))
        #expect(FigmaFormat.values(body, variable: "Body-Narrow/wdth", collection: 1) == Array(repeating: 87, count: 7))
        #expect(FigmaFormat.values(body, variable: "Wide Title/wdth") == Array(repeating: 112, count: 12))
        #expect(FigmaFormat.values(body, variable: "2XL/wdth").isEmpty, "no axes given, no axis variable")
        let variables = try #require(body["variables"]?.array)
        let wdth = try #require(variables.first { $0["name"]?.string == "Body-Narrow/wdth" })
        #expect(wdth["scopes"] == .array([]) && wdth["codeSyntax"] == nil)
        #expect(wdth["description"]?.string?.contains("Figma cannot bind a variable to a font axis") == true)
        let style = try #require(variables.first { $0["name"]?.string == "2XL/font style" })
        #expect(style["scopes"] == .array([.string("FONT_STYLE")]) && style["resolvedType"]?.string == "STRING")
        // The pipeline: Merriweather Bold, Inter SemiBold and Regular, Atkinson Hyperlegible's static files.
        let pipeline = try JSONValue.parse(Data(try Self.render(.figma, "pipeline").utf8))
        #expect(
            ["Title", "Headline", "Body", "Caption", "Footnote"].map {
                FigmaFormat.modeValues(pipeline, variable: "\($0)/font style").first
            } == ["Bold", "SemiBold", "Regular", "Regular", "Bold"].map(JSONValue.string))
    }

    /// DTCG's typography value has no field for italic, axes, features or size limits: the token's
    /// description says them, and the extension keeps them for `fontscale import`.
    @Test func dtcgDescriptionSaysWhatTheValueCannot() throws {
        let tokens = try JSONValue.parse(Data(try Self.render(.dtcg, "tricky").utf8))
        let typography = try #require(tokens["typography"])
        let note = " (the typography value has no field for these; $extensions[\"dev.fontscale\"] holds them)"
        let descriptions = try ["bodyNarrow", "_2XL", "caption", "classStyle"].map { name in
            try #require(
                typography[name]?["$description"]?.string, "\(name) in \(typography.object?.keys.sorted() ?? [])")
        }
        #expect(
            descriptions == [
                "Body.Narrow: Body, scales like Body; wdth 87, features tnum -liga, at least 14 px, at most 28 px"
                    + note,
                "2XL: Large Title, scales like Large Title; italic, at most 51 px" + note,
                "Caption: Caption 1, scales like Caption 1; italic, at least 11 px" + note,
                "class: Callout, scales like Callout",
            ])
        #expect(typography["_2XL"]?["$extensions"]?["dev.fontscale"]?["italic"] == .bool(true))
        #expect(
            typography["_2XL"]?["$value"]?.object?.keys.sorted() == [
                "fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight",
            ])
    }

    /// The validator refuses what the specifications refuse, with the reason.
    @Test(arguments: [
        ("figma", "\"FONT_SIZE\"", "\"FONT\"", "$.variables[2].scopes[0]: 'FONT' is not one of"),
        (
            "figma", "\"FONT_SIZE\"", "\"FONT_VARIATIONS\"",
            "$.variables[2].scopes: 'FONT_VARIATIONS' is not a valid scope for FLOAT variables"
        ),
        ("figma", "\"initialModeId\"", "\"initalModeId\"", "(undeclared key) $.variableCollections[0]"),
        ("figma", "\"resolvedType\": \"FLOAT\"", "\"resolvedType\": \"NUMBER\"", "'NUMBER' is not one of"),
        ("dtcg", "\"fontWeight\": 700", "\"fontStyle\": \"italic\", \"fontWeight\": 700", "'fontStyle' was unexpected"),
        ("dtcg", "\"unit\": \"px\"", "\"unit\": \"pt\"", "'pt' is not one of ['px', 'rem']"),
    ])
    func validatorRefuses(kind: String, find: String, replace: String, message: String) throws {
        let text = try Self.render(kind == "figma" ? .figma : .dtcg, "pipeline")
        #expect(text.contains(find))
        let broken = text.replacingOccurrences(of: find, with: replace)
        let result = try Self.validate(kind, broken)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
    }
}
