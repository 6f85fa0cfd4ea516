import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput
import FontScaleTestSupport
import Foundation
import Testing

/// Issue 45: `--format tokens-studio` writes Tokens Studio for Figma's single-file JSON, which the
/// free plugin reads and writes in git, and `fontscale import` reads it back. The files are checked
/// against the plugin's loader schema (`Tests/tools/validate_tokens_studio.py`, a transcription of
/// its zod schemas), which the plugin's own example files (Tests/Fixtures/tokens-studio/) pass.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct TokensStudioTests {
    static let fixtures = Fixture.root.appendingPathComponent("Tests/Fixtures/tokens-studio")
    static let script = Fixture.root.appendingPathComponent("Tests/tools/validate_tokens_studio.py").path

    /// The validator's verdict on `text` ("valid", or its error lines).
    static func validate(_ text: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-studio-\(getpid())-\(UUID().uuidString).json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Command.run("/usr/bin/env", ["python3", script, file.path])
        return (run.stdout + run.stderr).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func export(_ config: CheckConfig) throws -> String {
        let model = try ExportModel(config: config, catalog: try FontCatalog(fontDirectories: config.fontDirectories))
        return try Exporter.render(.tokensStudio, model: model, config: config, source: "tokens.json")
    }

    static var configs: [String] { ["pipeline.yml", "clean.yml", "violations.yml"] }

    /// config -> tokens -> config -> tokens: the same bytes, and a file the plugin's schema accepts.
    @Test(arguments: configs) func roundTripsByteForByte(config name: String) throws {
        let config = try Examples.config(name)
        let tokens = try Self.export(config)
        #expect(try Self.validate(tokens) == "valid")
        let output = Examples.folder.appendingPathComponent("imported-\(name)").path
        let yaml = try TokenImport.config(fromTokens: Data(tokens.utf8), file: "tokens.json", output: output)
        let again = try ConfigParser.parse(yaml, file: output)
        #expect(try Self.export(again) == tokens)
    }

    /// The plugin's own files pass the validator (so it reads what the plugin reads), and files the
    /// plugin refuses or empties do not.
    @Test func validatorAcceptsThePluginsFilesAndNotBrokenOnes() throws {
        for name in ["default.json", "sample_tokens.json", "tokens.json", "twoThemeTokens.json"] {
            let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
            #expect(try Self.validate(text) == "valid", "\(name)")
        }
        let broken = [
            #"{"core": {"size": {"$value": 16}}}"#: "the plugin loads set 'core' empty",  // no $type
            #"{"core": {"size": 16}}"#: "the plugin loads set 'core' empty",
            #"{"$themes": [{"id": "a", "selectedTokenSets": {}}]}"#: "name: expected a string",
            #"{"$themes": [{"id": "a", "name": "A", "selectedTokenSets": {"core": "on"}}]}"#: "expected enabled",
            #"{"$metadata": {"tokenSetOrder": "core"}}"#: "tokenSetOrder: expected an array of strings",
        ]
        for (text, message) in broken {
            let verdict = try Self.validate(text)
            #expect(verdict.contains(message), "\(text): \(verdict)")
        }
    }

    /// A set per category with the sizes `fontscale scale` gives, a theme per category (Large
    /// first), the typography made of references, weights as Figma style names.
    @Test func setsAndThemesCarryEveryCategory() throws {
        let config = try Examples.config("pipeline.yml")
        let json = try JSONValue.parse(Data(try Self.export(config).utf8))
        let themes = try #require(json["$themes"]?.array)
        #expect(themes.map { $0["name"]?.string ?? "" }.first == "Large" && themes.count == 12)
        #expect(
            themes[0]["selectedTokenSets"]
                == .object(["fontscale/base": .string("enabled"), "fontscale/Large": .string("enabled")]))
        #expect(json["$metadata"]?["tokenSetOrder"]?.array?.count == 13)
        // Body is 17 pt; at AX5 UIFontMetrics' measured factor (the device table), rounded to whole points.
        let row = try #require(
            Fixture.table("uifontmetrics_scale.tsv").first { $0["category"] == "AX5" && $0["style"] == "Body" })
        let ax5 = (17 * Fixture.number(row["measured_multiplier"])).rounded()
        #expect(json["fontscale/Large"]?["fontSizes"]?["body"]?["$value"]?.number == 17)
        #expect(json["fontscale/AX5"]?["fontSizes"]?["body"]?["$value"]?.number == ax5)
        #expect(json["fontscale/base"]?["typography"]?["body"]?["$value"]?["fontSize"]?.string == "{fontSizes.body}")
        let weights = try #require(json["fontscale/base"]?["fontWeights"]?.object)
        #expect(weights.values.allSatisfy { $0["$type"]?.string == "fontWeights" })
    }

    /// Files from the plugin import with the values the plugin computes: references across sets,
    /// percent line heights and letter spacing, math (`roundTo({fontSizes.body}*1.25^5)`), weights
    /// by name, font stacks, tokens without a size skipped.
    @Test func importsThePluginsFiles() throws {
        func imported(_ name: String) throws -> CheckConfig {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
            let output = Examples.folder.appendingPathComponent("imported.yml").path
            return try ConfigParser.parse(
                try TokenImport.config(fromTokens: data, file: name, output: output), file: output)
        }
        // default.json: fontSizes.body 16, H1 = roundTo(16 x 1.25^5) = roundTo(48.83) = 49; lineHeight 110%,
        // letterSpacing -5%, Inter Bold.
        let starter = try imported("default.json")
        let h1 = try #require(starter.styles.first { $0.name == "H1 Bold" })
        #expect(h1.size == 49 && h1.lineHeight == 53.9 && abs(h1.tracking + 2.45) < 1e-9 && h1.weight.rawValue == 700)
        // twoThemeTokens.json (legacy form): editorialDisplay030 is {fontSize160} 80px, {fontLineHeight020}
        // 112.5%, {weight.500} Medium, {fontFamily020} "Bitter, serif".
        let legacy = try imported("twoThemeTokens.json")
        let display = try #require(legacy.styles.first { $0.name == "Editorial Display030" })
        #expect(display.size == 80 && display.lineHeight == 90 && display.weight.rawValue == 500)
        #expect(display.font == .family("Bitter"))
        // sample_tokens.json: 54 family-only typography tokens skipped, the rest imported under unique names.
        let sample = try Data(contentsOf: Self.fixtures.appendingPathComponent("sample_tokens.json"))
        let yaml = try TokenImport.config(fromTokens: sample, file: "sample_tokens.json")
        #expect(yaml.contains("# Skipped 54 typography tokens without a fontSize"))
        #expect(try imported("tokens.json").styles.contains { $0.name == "H1" && $0.size == 96 })
    }

    /// Math that starts and ends with a reference (default.json's `"{dimension.xs} * {dimension.scale}"`),
    /// a family with parentheses and a reference, a legacy file without themes; and hostile files get
    /// an error naming the token, without hanging: deep parentheses, long chains, a DAG whose paths double.
    @Test func mathFamiliesAndHostileFiles() throws {
        func run(_ json: String) -> Result<String, TokenImportError> {
            Result { () throws(TokenImportError) in try TokenImport.config(fromTokens: Data(json.utf8), file: "t.json")
            }
        }
        let math = """
            {"core": {"dimension": {"xs": {"$type": "dimension", "$value": "4"}, "scale": {"$type": "dimension", "$value": "4"},
              "sm": {"$type": "dimension", "$value": "{dimension.xs} * {dimension.scale}"}},
              "fam": {"$type": "fontFamilies", "$value": "Inter (Display)"}},
             "theme": {"typography": {"body": {"$type": "typography",
              "$value": {"fontFamily": "{fam}, sans-serif", "fontSize": "{dimension.sm}"}}}}}
            """
        let yaml = try run(math).get()
        #expect(yaml.contains("size: 16") && yaml.contains("family: \"Inter (Display)\""), "\(yaml)")
        let legacy = #"{"a": {"caption": {"type": "typography", "value": {"fontFamily": "Inter", "fontSize": "12"}}}}"#
        #expect(try run(legacy).get().contains("size: 12"))
        var dag = #"{"set": {"t0": {"$type": "number", "$value": "1"}"#
        for index in 1...40 {
            dag += #", "t\#(index)": {"$type": "number", "$value": "{t\#(index - 1)} + {t\#(index - 1)} * 0"}"#
        }
        dag +=
            #", "typography": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{t40} * 16"}}}}}"#
        let start = Date()
        #expect(try run(dag).get().contains("size: 16"))
        let parens = String(repeating: "(", count: 10_000) + "16" + String(repeating: ")", count: 10_000)
        var chain = #"{"set": {"a0": {"$type": "number", "$value": "16"}"#
        for index in 1...3_000 { chain += #", "a\#(index)": {"$type": "number", "$value": "{a\#(index - 1)} * 1"}"# }
        chain +=
            #", "typography": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{a3000}"}}}}}"#
        for (json, message) in [
            (
                #"{"$themes": [], "s": {"typography": {"body": {"$type": "typography", "$value": {"fontSize": "\#(parens)"}}}}}"#,
                "is math fontscale cannot evaluate"
            ),
            (chain, "references nest deeper than 256"),
        ] {
            guard case let .failure(error) = run(json) else { Issue.record("accepted"); continue }
            #expect(error.token == "typography.body" && error.message.contains(message), "\(error)")
        }
        // A hang guard, not a timing: without the cache the 40-deep doubling DAG takes 2^40 steps.
        #expect(Date().timeIntervalSince(start) < 60)
    }
}
