import FontScaleCheck
import FontScaleConfig
import FontScaleTestSupport
import Foundation
import Testing

/// Runs a helper tool and returns its exit status and output.
func runTool(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (
    status: Int32, output: String
) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The machine-readable outputs, fed to real consumers: the OASIS SARIF 2.1.0 schema, the Jenkins
/// JUnit XSD (xmllint) and junitparser. scripts/fetch-test-tools.sh puts them in .tools/.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct OutputTests {
    static let tools = Fixture.root.appendingPathComponent(".tools")
    static let environment = [
        "FONTSCALE_SARIF_SCHEMA_DIR": tools.appendingPathComponent("schemas").path,
        "FONTSCALE_JUNIT_XSD_DIR": tools.appendingPathComponent("schemas").path,
        "PYTHONPATH": tools.appendingPathComponent("python").path,
    ]
    let result = try! ExampleConfigTests.check("violations.yml")

    func write(_ text: String, _ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-check-\(getpid())-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func sarifValidatesAgainstTheOfficialSchema() throws {
        try #require(
            FileManager.default.fileExists(
                atPath: Self.tools.appendingPathComponent("schemas/sarif-schema-2.1.0.json").path),
            "run scripts/fetch-test-tools.sh")
        let sarif = try result.render(.sarif)
        let validation = try runTool(
            "/usr/bin/env",
            [
                "python3", Fixture.root.appendingPathComponent("Tests/tools/validate_sarif.py").path,
                try write(sarif, "out.sarif"),
            ], environment: Self.environment)
        #expect(validation.status == 0, "\(validation.output)")
        #expect(validation.output == "valid\n")
        let log = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as! [String: Any]
        let run = (log["runs"] as! [[String: Any]])[0]
        let results = run["results"] as! [[String: Any]]
        #expect(results.count == result.findings.count)
        #expect(results.filter { $0["suppressions"] != nil }.count == 1)
        let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        #expect(rules.count == RuleCatalog.all.count)
        // An invalid log is refused, so the validator is really checking.
        let broken = sarif.replacingOccurrences(of: "\"version\": \"2.1.0\"", with: "\"version\": \"2.0.0\"")
        #expect(
            try runTool(
                "/usr/bin/env",
                [
                    "python3", Fixture.root.appendingPathComponent("Tests/tools/validate_sarif.py").path,
                    try write(broken, "broken.sarif"),
                ], environment: Self.environment
            ).status == 1)
    }

    // GitHub code scanning matches results to files by a path relative to the repository root:
    // under the working directory, a relative `uri` with `uriBaseId`, which `originalUriBaseIds`
    // gives as a file:// URI ending in "/" (SARIF 2.1.0 §3.4.4, §3.14.14); outside it, an
    // absolute file:// URI. Resolved by Foundation's RFC 3986 resolution back to the config itself.
    @Test func sarifLocationsAreRelativeToTheWorkingDirectory() throws {
        let examples = Fixture.root.appendingPathComponent("examples").standardizedFileURL
        let config = examples.appendingPathComponent("violations.yml").path
        let inside =
            try JSONSerialization.jsonObject(
                with: Data(try result.render(.sarif, workingDirectory: examples.path).utf8)) as! [String: Any]
        let run = (inside["runs"] as! [[String: Any]])[0]
        #expect(
            run["originalUriBaseIds"] as? [String: [String: String]] == [
                "%SRCROOT%": ["uri": "file://\(examples.path)/"]
            ])
        let relative = ["uri": "violations.yml", "uriBaseId": "%SRCROOT%"]
        #expect((run["artifacts"] as! [[String: [String: String]]]) == [["location": relative]])
        for result in run["results"] as! [[String: Any]] {
            let locations = result["locations"] as! [[String: [String: Any]]]
            #expect(locations[0]["physicalLocation"]?["artifactLocation"] as? [String: String] == relative)
        }
        let base = URL(string: "file://\(examples.path)/")!
        #expect(URL(string: "violations.yml", relativeTo: base)!.absoluteURL == URL(fileURLWithPath: config))
        // From a folder above: the path below it; from elsewhere: the absolute file:// URI.
        let above = try result.render(.sarif, workingDirectory: examples.deletingLastPathComponent().path)
        #expect(above.contains("\"uri\": \"examples/violations.yml\",\n"))
        let elsewhere = try result.render(.sarif, workingDirectory: "/nonexistent/repository")
        let outside = try JSONSerialization.jsonObject(with: Data(elsewhere.utf8)) as! [String: Any]
        let artifacts = (outside["runs"] as! [[String: Any]])[0]["artifacts"] as! [[String: [String: String]]]
        #expect(artifacts == [["location": ["uri": URL(fileURLWithPath: config).absoluteString]]])
        #expect(URL(fileURLWithPath: config).absoluteString == "file://\(config)")
        for (sarif, name) in [(above, "above.sarif"), (elsewhere, "elsewhere.sarif")] {
            let validation = try runTool(
                "/usr/bin/env",
                [
                    "python3", Fixture.root.appendingPathComponent("Tests/tools/validate_sarif.py").path,
                    try write(sarif, name),
                ],
                environment: Self.environment)
            #expect(validation.output == "valid\n")
        }
    }

    @Test func junitPassesTheXSDAndAConsumer() throws {
        try #require(
            FileManager.default.fileExists(atPath: Self.tools.appendingPathComponent("schemas/junit-10.xsd").path),
            "run scripts/fetch-test-tools.sh")
        let xml = result.junit(failOn: .fail)
        let path = try write(xml, "out.xml")
        let xsd = try runTool(
            Fixture.root.appendingPathComponent("Tests/tools/validate_junit.sh").path, [path],
            environment: Self.environment)
        #expect(xsd.status == 0, "\(xsd.output)")
        let consumed = try runTool(
            "/usr/bin/env",
            ["python3", Fixture.root.appendingPathComponent("Tests/tools/consume_junit.py").path, path],
            environment: Self.environment)
        #expect(consumed.status == 0, "\(consumed.output)")
        let summary = try JSONSerialization.jsonObject(with: Data(consumed.output.utf8)) as! [String: Any]
        // One suite per rule that ran (every rule on by default: the opt-in accessibility rules are
        // not named in violations.yml); a failing case per finding at fail: the text's 4.
        #expect(summary["suites"] as? Int == RuleCatalog.all.filter(\.enabledByDefault).count)
        #expect(result.rules.count == RuleCatalog.all.filter(\.enabledByDefault).count)
        #expect(summary["failures"] as? Int == 4 && result.summary(failOn: .fail).contains(": 4 fail, 7 warn, "))
        #expect(summary["skipped"] as? Int == 1)  // the suppressed overflow
        let cases = summary["cases"] as! [[String: Any]]
        #expect(
            cases.contains {
                $0["classname"] as? String == "size/legible-minimum"
                    && ($0["name"] as? String)?.hasPrefix("Caption at ") == true && $0["result"] as? String == "failure"
            })
        // At --fail-on warn the warnings fail too.
        let strict = try runTool(
            "/usr/bin/env",
            [
                "python3", Fixture.root.appendingPathComponent("Tests/tools/consume_junit.py").path,
                try write(result.junit(failOn: .warn), "warn.xml"),
            ], environment: Self.environment)
        // The text's 4 fail and 7 warn.
        #expect(
            (try JSONSerialization.jsonObject(with: Data(strict.output.utf8)) as! [String: Any])["failures"] as? Int
                == 11)
    }

    /// The example's path as findings name it.
    let file = Fixture.root.appendingPathComponent("examples/violations.yml").path

    @Test func githubAnnotationsAndMarkdown() throws {
        let lines = result.github().split(separator: "\n")
        #expect(lines.count == 14)  // every unsuppressed finding
        #expect(
            lines[0]
                == "::warning file=\(file),line=13,col=17,title=[spacing/line-height] too-tight::Title has a 27.33 pt line height for 26 pt text at xSmall (1.051x) Hint: raise lineHeight to at least 33 pt at Large"
        )
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=\(file),line=40,col=11,title=[size/legible-minimum] below-minimum::")
            })
        #expect(lines.last!.hasPrefix("::notice "))
        let markdown = result.markdown()
        #expect(markdown.hasPrefix("## fontscale check: failed\n\n`\(file)`: 4 fail, 7 warn, 3 info (1 suppressed)."))
        #expect(markdown.contains("| suppressed | `layout/fits-container` overflows | Title | AX3 |"))
    }

    @Test func textOutput() {
        let text = result.text()
        #expect(
            text.hasPrefix(
                "\(file):13:17: warn: [spacing/line-height] Title has a 27.33 pt line height for 26 pt text at xSmall (1.051x)\n    actual 1.051x, expected at least 1.15x; hint: raise lineHeight to at least 33 pt at Large\n"
            ))
        #expect(
            result.summary(failOn: .fail)
                == "\(file): 4 fail, 7 warn, 3 info (1 suppressed); checked 4 layouts (4 layout/fits-container); 8 styles, 4 categories, 1 samples, 1 containers; failed"
        )
    }
}

/// The catalogue and the documentation of the config.
@Suite struct CatalogueTests {
    @Test func everyRuleHasARationaleAndStableShape() {
        var ids = Set<String>()
        for rule in RuleCatalog.all {
            #expect(ids.insert(rule.id).inserted, "duplicate id \(rule.id)")
            #expect(
                rule.id.split(separator: "/").count == 2 && rule.id == rule.id.lowercased(),
                "\(rule.id) is not area/name")
            #expect(rule.rationale.split(separator: ".").count >= 2, "\(rule.id) needs a rationale of a few sentences")
            #expect(!rule.title.isEmpty && !rule.codes.isEmpty, "\(rule.id)")
            for code in rule.codeSeverities.keys { #expect(rule.codes.contains(code), "\(rule.id): \(code)") }
        }
        for (old, new) in RuleCatalog.renamed { #expect(RuleCatalog.rule(old)?.id == new) }
    }

    @Test func docsDescribeEveryKeyAndRule() throws {
        let docs = try String(contentsOf: Fixture.root.appendingPathComponent("docs/Configuration.md"), encoding: .utf8)
        for key in ConfigKeys.topLevel + ConfigKeys.style + ConfigKeys.container + ConfigKeys.rule + ConfigKeys.override
        {
            #expect(docs.contains("`\(key.name)`"), "docs/Configuration.md lacks the key \(key.name)")
        }
        for rule in RuleCatalog.all {
            #expect(docs.contains("`\(rule.id)`"), "docs/Configuration.md lacks the rule \(rule.id)")
        }
    }

    @Test func committedSchemaIsCurrent() throws {
        let committed = try String(
            contentsOf: Fixture.root.appendingPathComponent("schema/fontscale.schema.json"), encoding: .utf8)
        #expect(
            committed == (try ConfigSchema.json()),
            "schema/fontscale.schema.json is out of date: run `swift run fontscale check --print-schema > schema/fontscale.schema.json`"
        )
    }

    @Test func examplesValidateAgainstTheSchema() throws {
        try #require(
            FileManager.default.fileExists(atPath: Fixture.root.appendingPathComponent(".tools").path),
            "run scripts/fetch-test-tools.sh")
        // The schema itself is read by an independent validator (Python jsonschema).
        let script = """
            import json, sys, yaml, jsonschema
            schema = json.load(open(sys.argv[1]))
            for path in sys.argv[2:]:
                document = json.load(open(path)) if path.endswith(".json") else yaml.safe_load(open(path))
                jsonschema.validate(document, schema)
            print("valid")
            """
        let examples = try FileManager.default.contentsOfDirectory(
            atPath: Fixture.root.appendingPathComponent("examples").path
        ).filter { $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted().map {
            Fixture.root.appendingPathComponent("examples/\($0)").path
        }
        #expect(examples.count == 5, "\(examples)")
        let run = try runTool(
            "/usr/bin/env",
            ["python3", "-c", script, Fixture.root.appendingPathComponent("schema/fontscale.schema.json").path]
                + examples,
            environment: ["PYTHONPATH": OutputTests.tools.appendingPathComponent("python").path])
        #expect(run.status == 0 && run.output == "valid\n", "\(run.output)")
    }

    /// The typos `check` refuses, the schema refuses too (what an editor underlines as it is typed):
    /// a misspelt key at each level, a value outside a key's set, a missing required key.
    @Test(arguments: [
        ("platfrom: ios\n", "unknown key 'platfrom'"),
        ("styles:\n  - {name: Body, textStyel: body, size: 17}\n", "unknown key 'textStyel'"),
        ("styles:\n  - {name: Body, textStyle: body, size: 17}\nmodel: uifontmetric\n", "model"),
        ("styles:\n  - {name: Body, textStyle: body, size: 17}\nrules:\n  wcag-contrast: {severity: error}\n", "rule"),
        ("styles:\n  - {name: Body, textStyle: body}\n", "size"),
    ])
    func schemaRefusesWhatCheckRefuses(yaml: String, message: String) throws {
        let text =
            "version: 1\n" + (yaml.hasPrefix("styles:") ? "" : "styles:\n  - {name: Body, textStyle: body, size: 17}\n")
            + yaml
        #expect(throws: ConfigError.self) { try ConfigParser.parse(text, file: "/tmp/typo.yml") }
        let script = """
            import json, sys, yaml, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = list(jsonschema.Draft7Validator(schema).iter_errors(yaml.safe_load(sys.argv[2])))
            print("refused" if errors else "valid")
            """
        let run = try runTool(
            "/usr/bin/env",
            ["python3", "-c", script, Fixture.root.appendingPathComponent("schema/fontscale.schema.json").path, text],
            environment: ["PYTHONPATH": OutputTests.tools.appendingPathComponent("python").path])
        #expect(run.output == "refused\n", "\(message): \(run.output)")
    }
}
