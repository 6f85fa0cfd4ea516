import FontScale
import FontScaleConfig
import FontScaleOutput
import Foundation

/// An output format of `fontscale check`.
public enum CheckFormat: String, CaseIterable, Sendable {
    /// `file:line:col: severity: [rule] message` for terminals.
    case text
    /// Every finding with all its fields.
    case json
    /// JUnit XML: a suite per rule, a case per style.
    case junit
    /// SARIF 2.1.0 for code scanning.
    case sarif
    /// GitHub Actions workflow annotations.
    case github
    /// A Markdown summary.
    case markdown
}

extension CheckResult {
    /// The findings in `format`; findings at or above `failOn` are the failures (JUnit, exit status).
    /// SARIF writes file locations relative to `workingDirectory` (the repository root in CI).
    public func render(
        _ format: CheckFormat, failOn: Severity = .fail,
        workingDirectory: String = FileManager.default.currentDirectoryPath, showSuppressed: Bool = false
    ) throws -> String {
        switch format {
        case .text: text(showSuppressed: showSuppressed)
        case .json: try json()
        case .junit: junit(failOn: failOn)
        case .sarif: try sarif(workingDirectory: workingDirectory)
        case .github: github()
        case .markdown: markdown(failOn: failOn)
        }
    }

    var active: [Finding] { findings.filter { $0.suppressed == nil } }

    /// "2 fail, 1 warn, 0 info (1 suppressed, 3 baselined)".
    public var tally: String {
        var bySeverity: [Severity: Int] = [:], suppressed = 0, baselined = 0
        for finding in findings {  // one pass: a large config has thousands of findings
            if let reason = finding.suppressed {
                if reason.hasPrefix(Baseline.reasonPrefix) { baselined += 1 } else { suppressed += 1 }
            } else {
                bySeverity[finding.severity, default: 0] += 1
            }
        }
        let counts = Severity.allCases.reversed().map { severity in "\(bySeverity[severity] ?? 0) \(severity.rawValue)"
        }
        let aside = [suppressed > 0 ? "\(suppressed) suppressed" : nil, baselined > 0 ? "\(baselined) baselined" : nil]
            .compactMap { $0 }
        return counts.joined(separator: ", ") + (aside.isEmpty ? "" : " (\(aside.joined(separator: ", ")))")
    }

    var scope: String {
        // The layouts as the sum they are, rule by rule (not a product of the counts after them).
        let parts = RuleCatalog.all.compactMap { rule in layoutsByRule[rule.id].map { "\($0) \(rule.id)" } }
        let sum = parts.count > 1 ? " = " + parts.joined(separator: " + ") : parts.isEmpty ? "" : " (\(parts[0]))"
        return
            "\(measurements) layouts\(sum); \(styles) styles, \(categories.count) categories, \(samples) samples, \(containers) containers"
    }

    /// `file:line:col: severity: [rule] message` and a hint line per finding, then the suppressed
    /// ones when `showSuppressed` (else only counted in the summary; the summary line is the
    /// caller's: `summary(failOn:)`).
    public func text(showSuppressed: Bool = false) -> String {
        var out = ""
        // Appended piece by piece (a large config has thousands of findings).
        for finding in findings where finding.suppressed == nil {
            let location = finding.location
            out += location.file
            out += ":"
            out += String(location.line)
            out += ":"
            out += String(location.column)
            out += ": "
            out += finding.severity.rawValue
            out += ": ["
            out += finding.rule
            out += "] "
            out += finding.message
            out += "\n    "
            if let actual = finding.actual, let expected = finding.expected {
                out += "actual "
                out += actual
                out += ", expected "
                out += expected
                out += "; "
            }
            out += "hint: "
            out += finding.hint
            out += "\n"
        }
        for finding in findings where showSuppressed && finding.suppressed != nil {
            out +=
                "\(finding.location): note: [\(finding.rule)] suppressed: \(finding.message) (reason: \(finding.suppressed!))\n"
        }
        return out
    }

    /// The verdict in values, "CONFIG: TALLY; checked SCOPE; passed" (or "failed") with the
    /// findings at or above `failOn` failing; the caller says what the threshold is called.
    public func summary(failOn: Severity) -> String {
        let fixed = baselineFixed.map { "; \($0) baseline \($0 == 1 ? "entry" : "entries") fixed" } ?? ""
        return "\(config): \(tally); checked \(scope)\(fixed); \(count(atLeast: failOn) == 0 ? "passed" : "failed")"
    }

    /// The whole result as JSON.
    public func json() throws -> String { try JSONEncoding.string(self) }

    /// SARIF 2.1.0: the rule catalogue as the driver's rules, one result per finding; files under
    /// `workingDirectory` are relative to it (`uriBaseId` "%SRCROOT%", `run.originalUriBaseIds`),
    /// others absolute `file://` URIs, as GitHub code scanning expects (`SARIFLocation`).
    public func sarif(workingDirectory: String = FileManager.default.currentDirectoryPath) throws -> String {
        Self.sarifLog([sarifRun(workingDirectory: workingDirectory)])
    }

    /// A SARIF log of `runs`.
    static func sarifLog(_ runs: [JSONValue]) -> String {
        let log: JSONValue = .object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"), "version": .string("2.1.0"),
            "runs": .array(runs),
        ])
        return log.rendered()
    }

    /// Several results as one SARIF run: the first's tool and base ids (the rule catalogue is the
    /// same for every config), each config an artifact, the findings in order.
    static func sarifRun(merging results: [CheckResult], workingDirectory: String) -> JSONValue {
        let runs = results.map { $0.sarifRun(workingDirectory: workingDirectory) }
        guard case var .object(merged)? = runs.first else { return CheckResult.emptySARIFRun }
        var artifacts: [JSONValue] = [], findings: [JSONValue] = []
        for case let .object(run) in runs {
            if case let .array(items)? = run["artifacts"] { artifacts += items }
            if case let .array(items)? = run["results"] { findings += items }
        }
        merged["artifacts"] = .array(artifacts)
        merged["results"] = .array(findings)
        return .object(merged)
    }

    /// A run with fontscale as its tool and no result.
    static var emptySARIFRun: JSONValue {
        .object([
            "tool": .object([
                "driver": .object(["name": .string("fontscale"), "version": .string(FontScaleVersion.current)])
            ]),
            "results": .array([]),
        ])
    }

    /// This result as one SARIF run.
    func sarifRun(workingDirectory: String) -> JSONValue {
        let locations = SARIFLocation(workingDirectory: workingDirectory)
        func level(_ severity: Severity) -> String {
            switch severity {
            case .fail: "error"
            case .warn: "warning"
            case .info: "note"
            }
        }
        // Built as a JSONValue (sorted keys, fixed bytes): JSONSerialization bridged every value
        // through NSDictionary and took 4 s for 12,000 findings.
        func text(_ value: String) -> JSONValue { .object(["text": .string(value)]) }
        let ruleIndex = Dictionary(
            RuleCatalog.all.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let rules: [JSONValue] = RuleCatalog.all.map { rule in
            var descriptor: [String: JSONValue] = [
                "id": .string(rule.id),
                "name": .string(
                    rule.id.split(separator: "/").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                        .replacingOccurrences(of: "-", with: "")),
                "shortDescription": text(rule.title), "fullDescription": text(rule.rationale),
                "defaultConfiguration": .object(["level": .string(level(rule.severity))]),
                "help": text(rule.rationale + " Message codes: " + rule.codes.joined(separator: ", ") + "."),
                "properties": .object(["codes": .array(rule.codes.map { .string($0) })]),
            ]
            if let uri = rule.helpURI { descriptor["helpUri"] = .string(uri) }
            return .object(descriptor)
        }
        let helpURIs = Dictionary(
            RuleCatalog.all.compactMap { rule in rule.helpURI.map { (rule.id, $0) } }, uniquingKeysWith: { a, _ in a })
        let results: [JSONValue] = findings.map { finding in
            var properties: [String: JSONValue] = ["code": .string(finding.code), "hint": .string(finding.hint)]
            // SARIF's result has no helpUri of its own: the rule's is in the property bag too.
            if let uri = helpURIs[finding.rule] { properties["helpUri"] = .string(uri) }
            for (key, value) in [
                ("style", finding.style), ("category", finding.category?.displayName), ("container", finding.container),
                ("sample", finding.sample), ("actual", finding.actual), ("expected", finding.expected),
            ] {
                if let value { properties[key] = .string(value) }
            }
            var result: [String: JSONValue] = [
                "ruleId": .string(finding.rule), "ruleIndex": .number(Double(ruleIndex[finding.rule] ?? 0)),
                "level": .string(level(finding.severity)), "message": text(finding.message + " Hint: " + finding.hint),
                "locations": .array([
                    .object([
                        "physicalLocation": .object([
                            "artifactLocation": locations.artifactLocation(finding.location.file),
                            "region": .object([
                                "startLine": .number(Double(finding.location.line)),
                                "startColumn": .number(Double(finding.location.column)),
                            ]),
                        ])
                    ])
                ]),
                // The baseline's identity: the config's path (relative to the root), then the rule,
                // code, style, category, container and sample; never the line.
                "partialFingerprints": .object([
                    "fontscale/v2": .string(
                        finding.fingerprint(config: Baseline.relative(config, to: workingDirectory)))
                ]),
                "properties": .object(properties),
            ]
            if let reason = finding.suppressed {
                result["suppressions"] = .array([
                    .object(["kind": .string("external"), "justification": .string(reason)])
                ])
            }
            return .object(result)
        }
        return .object([
            "tool": .object([
                "driver": .object([
                    "name": .string("fontscale"), "version": .string(FontScaleVersion.current),
                    "informationUri": .string(FontScaleVersion.homepage), "rules": .array(rules),
                ])
            ]),
            "artifacts": .array([.object(["location": locations.artifactLocation(config)])]),
            "originalUriBaseIds": locations.originalUriBaseIds,
            "results": .array(results),
            "columnKind": .string("unicodeCodePoints"),
        ])
    }

    /// GitHub Actions workflow commands: one annotation per finding.
    public func github() -> String {
        let property = GitHubAnnotation.property, message = GitHubAnnotation.message
        return active.map { finding in
            let command = finding.severity == .fail ? "error" : finding.severity == .warn ? "warning" : "notice"
            return
                "::\(command) file=\(property(finding.location.file)),line=\(finding.location.line),col=\(finding.location.column),title=\(property("[\(finding.rule)] \(finding.code)"))::\(message(finding.message + " Hint: " + finding.hint))"
        }.joined(separator: "\n") + (active.isEmpty ? "" : "\n")
    }

    /// A Markdown summary (for $GITHUB_STEP_SUMMARY or a pull request comment).
    public func markdown(failOn: Severity = .fail) -> String {
        var out = "## fontscale check: \(count(atLeast: failOn) == 0 ? "passed" : "failed")\n\n"
        out += "`\(config)`: \(tally). Checked \(scope).\n\n"
        guard !findings.isEmpty else { return out + "No findings.\n" }
        out += "| severity | rule | style | category | finding | where |\n|---|---|---|---|---|---|\n"
        for finding in findings {
            let severity = finding.suppressed == nil ? finding.severity.rawValue : "suppressed"
            out +=
                "| \(severity) | `\(finding.rule)` \(finding.code) | \(cell(finding.style)) | \(cell(finding.category?.displayName)) | \(cell(finding.message)) | \(finding.location) |\n"
        }
        return out
    }

    private func cell(_ text: String?) -> String { Markdown.cell(text ?? "") }

}
