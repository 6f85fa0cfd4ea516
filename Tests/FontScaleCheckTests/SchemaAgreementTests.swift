import FontScaleCheck
import FontScaleConfig
import FontScaleTestSupport
import Foundation
import Testing

/// The config's JSON Schema and `check` give the same verdict: the real check-jsonschema (PyPI,
/// pinned by scripts/fetch-test-tools.sh) over every example config, every malformed config of
/// ConfigErrorTests and the spellings the parser accepts. What a JSON Schema cannot say is
/// listed here and in docs/Configuration.md: references between keys (a container or rule named
/// elsewhere, unique names, minSize against maxSize, a line height or tracking against the size,
/// a text style of another platform), HarfBuzz's feature syntax and the comments (inline disables).
private let checkJSONSchema = Fixture.root.appendingPathComponent(".tools/check-jsonschema").path

@Suite(.enabled(if: FileManager.default.fileExists(atPath: checkJSONSchema), "run scripts/fetch-test-tools.sh"))
struct SchemaAgreementTests {
    static let tool = checkJSONSchema
    static let schema = Fixture.root.appendingPathComponent("schema/fontscale.schema.json").path

    /// What the parser refuses that a schema cannot express, by the words of its message.
    static let beyondSchema = [
        "unknown container", "unique style name", "expected a minSize at most the maxSize",
        "expected a line height from half the size", "expected a tracking from", "is not a text style of",
        "feature", "'# fontscale:", "expected a font: give", "a comma before",
        "expected the smaller category first", "closes no", "not on", "has no Dynamic Type", "has no code",
        "has no text style",
    ]

    /// Configs `check` accepts, in spellings an editor must accept too.
    static let accepted: [String] = [
        "version: 1\nplatform: iOS\nfonts: {family: X}\nstyles:\n  - {name: A, textStyle: Large Title, size: 34, weight: Semibold}\n",
        "version: 1\nmodel: Proportional\ncategories: [xs, L, AX5]\nfonts: {family: X}\nstyles:\n  - {name: A, textStyle: UIFont.TextStyle.body, scalesWith: caption-2, size: 17, weight: 600}\n",
        "version: 1\ncategories: all\nfonts: {family: X}\nx-base: &b {textStyle: body, size: 17}\nstyles:\n  - {<<: *b, name: A, weight: \"700\"}\n",
        "version: 1\ncategories: \"Large...accessibility5\"\nfonts: {family: X}\nstyles:\n  - {name: A, textStyle: footnote, size: 13, lineHeight: 18, maxSize: \"2x\", minSize: 11}\n",
    ]

    @Test func schemaAndCheckAgree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-schema-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every case as a file: (file, text, what check says: nil when it accepts).
        var cases: [(file: String, text: String, error: String?)] = []
        func add(_ text: String, _ name: String) {
            let file = folder.appendingPathComponent(name).path
            try? text.write(toFile: file, atomically: true, encoding: .utf8)
            var message: String?
            do { _ = try ConfigParser.parse(text, file: file) } catch { message = "\(error)" }
            cases.append((file, text, message))
        }
        let examples = Fixture.root.appendingPathComponent("examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
        where name.hasSuffix(".yml") || name.hasSuffix(".json") {
            add(try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8), name)
        }
        for (index, text) in Self.accepted.enumerated() { add(text, "accepted-\(index).yml") }
        // A config nested 1,100 levels deep is refused by both, check-jsonschema with a RecursionError
        // that ends its whole run: it runs alone.
        var deep: [(String, String)] = []
        for (index, (text, _)) in ConfigErrorTests.cases.enumerated() {
            if text.contains(String(repeating: "[", count: 100)) {
                deep.append((text, "deep-\(index).yml"))
            } else {
                add(text, "error-\(index).yml")
            }
        }
        for (text, name) in deep {
            let file = folder.appendingPathComponent(name).path
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let alone = try Command.run(
                "/usr/bin/env", ["python3", "-m", "check_jsonschema", "--schemafile", Self.schema, file],
                environment: ["PYTHONPATH": Self.tool, "PATH": "/usr/bin:/bin", "HOME": folder.path])
            #expect(alone.status != 0)
            #expect(throws: ConfigError.self) { try ConfigParser.parse(text, file: file) }
        }
        let run = try Command.run(
            "/usr/bin/env",
            ["python3", "-m", "check_jsonschema", "--schemafile", Self.schema, "--output-format", "json"]
                + cases.map(\.file),
            environment: ["PYTHONPATH": Self.tool, "PATH": "/usr/bin:/bin", "HOME": folder.path])
        let report = try #require(
            try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let refused = Set(
            ((report["errors"] as? [[String: Any]]) ?? []).compactMap { $0["filename"] as? String }
                + ((report["parse_errors"] as? [[String: Any]]) ?? []).compactMap { $0["filename"] as? String })
        var agreed = 0, beyond = 0
        for item in cases {
            let schemaRefuses = refused.contains(item.file)
            switch (item.error, schemaRefuses) {
            case (nil, false), (.some, true): agreed += 1
            case (nil, true):
                Issue.record("the schema refuses what check accepts: \(item.text)")
            case let (.some(error), false):
                if Self.beyondSchema.contains(where: error.contains) {
                    beyond += 1
                } else {
                    Issue.record("the schema accepts what check refuses (\(error)): \(item.text)")
                }
            }
        }
        TestOutput.write(lines: [
            "check-jsonschema and check: \(agreed) of \(cases.count) configs the same verdict, \(beyond) refused by check for what a schema cannot say"
        ])
        #expect(agreed + beyond == cases.count)
        #expect(cases.filter { $0.error == nil }.count >= Self.accepted.count + 4)
    }
}
