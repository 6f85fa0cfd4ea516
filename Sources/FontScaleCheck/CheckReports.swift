import FontScaleConfig
import FontScaleMetrics
import FontScaleOutput
import Foundation

// JUnit XML, and every format for several configs checked in one run (`check PATH...`).

extension CheckResult {
    /// JUnit XML: one suite per rule; a case per failing finding (at or above `failOn`) and one per
    /// style (or the config) with none, so that `failures` is the text's count of failing findings.
    public func junit(failOn: Severity = .fail) -> String {
        let (suites, tests, failures) = junitSuites(failOn: failOn, prefix: "")
        return Self.junitDocument(name: "fontscale check \(config)", suites: suites, tests: tests, failures: failures)
    }

    static func junitDocument(name: String, suites: [String], tests: Int, failures: Int) -> String {
        // The widely used JUnit XSD (Jenkins xunit) allows no skipped count on the root: only suites carry it.
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(XML.escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" time=\"0\">\n"
            + suites.joined() + "</testsuites>\n"
    }

    /// The suites, with how many cases and failures they hold; each suite's name after `prefix`.
    func junitSuites(failOn: Severity, prefix: String) -> (suites: [String], tests: Int, failures: Int) {
        let escape = XML.escape
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0
        let byRule = Dictionary(grouping: findings, by: \.rule)
        let styleNames = self.styleNames
        for rule in RuleCatalog.all where rules.contains(rule.id) {
            let ruleFindings = byRule[rule.id] ?? []
            var subjects = Set(ruleFindings.map { $0.style ?? "config" })
            if !rule.id.hasPrefix("config/") { subjects.formUnion(styleNames) }
            if subjects.isEmpty { subjects = ["config"] }
            var cases = "", tests = 0, failures = 0, skipped = 0
            let bySubject = Dictionary(grouping: ruleFindings) { $0.style ?? "config" }
            for subject in subjects.sorted() {
                let own = bySubject[subject] ?? []
                let failing = own.filter { $0.suppressed == nil && $0.severity >= failOn }
                let below = own.filter { $0.suppressed == nil && $0.severity < failOn }
                let suppressed = own.filter { $0.suppressed != nil }
                let out =
                    below.isEmpty
                    ? ""
                    : "      <system-out>\(escape(below.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")))</system-out>\n"
                var names: [String: Int] = [:]
                for finding in failing {
                    var name = subject
                    if let category = finding.category { name += " at \(category.displayName)" }
                    if let container = finding.container { name += " in \(container)" }
                    if let sample = finding.sample { name += " \"\(TerminalText.sample(sample))\"" }
                    names[name, default: 0] += 1
                    if names[name]! > 1 { name += " (\(names[name]!))" }
                    cases +=
                        "    <testcase classname=\"\(escape(prefix + rule.id))\" name=\"\(escape(name))\" time=\"0\">\n"
                    cases += "      <failure type=\"\(escape(finding.code))\" message=\"\(escape(finding.message))\">"
                    cases += escape(
                        "\(finding.location): \(finding.severity.rawValue): \(finding.message) (hint: \(finding.hint))")
                    cases += "</failure>\n    </testcase>\n"
                    tests += 1
                    failures += 1
                }
                guard failing.isEmpty else {
                    if !out.isEmpty {
                        cases +=
                            "    <testcase classname=\"\(escape(prefix + rule.id))\" name=\"\(escape(subject))\" time=\"0\">\n\(out)    </testcase>\n"
                        tests += 1
                    }
                    continue
                }
                cases +=
                    "    <testcase classname=\"\(escape(prefix + rule.id))\" name=\"\(escape(subject))\" time=\"0\">\n"
                if !own.isEmpty, below.isEmpty, !suppressed.isEmpty {
                    skipped += 1
                    cases += "      <skipped message=\"\(escape("suppressed: " + suppressed[0].suppressed!))\"/>\n"
                }
                cases += out + "    </testcase>\n"
                tests += 1
            }
            totalTests += tests
            totalFailures += failures
            suites.append(
                "  <testsuite name=\"\(escape(prefix + rule.id))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"0\">\n\(cases)  </testsuite>\n"
            )
        }
        return (suites, totalTests, totalFailures)
    }

    private var styleNames: [String] {
        var names: [String] = [], seen = Set<String>()
        for finding in findings { if let style = finding.style, seen.insert(style).inserted { names.append(style) } }
        return names + stylesChecked.filter { !seen.contains($0) }
    }

    /// Several results (one per config) in one document of `format`: JSON as a list of results,
    /// SARIF as one run holding every config's findings (code scanning takes one run per tool and
    /// category), each config an artifact, JUnit as one document with each config's suites, the others
    /// one after another. One result is written as `render` writes it.
    public static func render(
        _ results: [CheckResult], _ format: CheckFormat, failOn: Severity = .fail,
        workingDirectory: String = FileManager.default.currentDirectoryPath, showSuppressed: Bool = false
    ) throws -> String {
        if results.count == 1 {
            return try results[0].render(
                format, failOn: failOn, workingDirectory: workingDirectory, showSuppressed: showSuppressed)
        }
        switch format {
        case .json: return try JSONEncoding.string(results)
        case .sarif: return sarifLog([sarifRun(merging: results, workingDirectory: workingDirectory)])
        case .junit:
            var suites: [String] = [], tests = 0, failures = 0
            for result in results {
                let part = result.junitSuites(failOn: failOn, prefix: result.config + ": ")
                suites += part.suites
                tests += part.tests
                failures += part.failures
            }
            return junitDocument(
                name: "fontscale check (\(results.count) configs)", suites: suites, tests: tests, failures: failures)
        case .text, .github, .markdown:
            return try results.map {
                try $0.render(
                    format, failOn: failOn, workingDirectory: workingDirectory, showSuppressed: showSuppressed)
            }.joined()
        }
    }
}

extension CheckResult {
    /// Several configs' results summed, "2 configs: 40 fail, 2 warn, 0 info; failed" (findings at or
    /// above `failOn` fail); `configErrors` counts the configs that could not be read, which fail too.
    public static func total(_ results: [CheckResult], configErrors: Int = 0, failOn: Severity) -> String {
        var counts: [Severity: Int] = [:]
        for result in results {
            for severity in Severity.allCases { counts[severity, default: 0] += result.count(exactly: severity) }
        }
        let tally = Severity.allCases.reversed().map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        let failed = configErrors > 0 || results.contains { $0.count(atLeast: failOn) > 0 || $0.fontErrors }
        let malformed = configErrors > 0 ? " (\(configErrors) malformed)" : ""
        return "\(results.count + configErrors) configs\(malformed): \(tally); \(failed ? "failed" : "passed")"
    }
}
