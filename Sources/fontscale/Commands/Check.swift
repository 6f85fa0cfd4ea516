import ArgumentParser
import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput
import FontScaleReport
import Foundation

extension FontScaleCommand {
    /// `fontscale check`: a typography config checked against the rule catalogue.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a typography config (YAML or JSON) at every content size: for CI.",
            discussion: """
                Exit status: 0 when no finding reaches --fail-on, 1 when one does, 2 when the config \
                is malformed or a font cannot be resolved or loaded, 64 for usage errors.

                Formats: text (file:line:col: severity: [rule] message), json, junit, sarif (2.1.0), \
                github (workflow annotations), markdown (a summary for $GITHUB_STEP_SUMMARY). \
                The config is documented key by key in \(FontScaleVersion.address("docs/Configuration.md")); --print-schema \
                prints its JSON Schema for editors. The wcag22 profile: \
                \(FontScaleVersion.address("docs/accessibility.md")).
                """
        )

        @Argument(
            help: ArgumentHelp(
                "Config files (.yml, .yaml or .json), folders (every fontscale.yml or NAME.fontscale.yml inside) or glob patterns.",
                valueName: "path"))
        var configs: [String] = []

        @OptionGroup var rendering: OutputFormatOption<CheckFormat>

        @OptionGroup var outputFile: OutputFileOptions<OutputFileHelps.Findings>
        var output: String? { outputFile.output }
        var force: Bool { outputFile.force }

        @Option(name: .customLong("fail-on"), help: "The lowest severity that fails the check (exit 1).")
        var failOn: Severity = .fail

        @Option(
            help: ArgumentHelp(
                "Turn on a set of rules at a standard's thresholds: wcag22 (WCAG 2.2 1.4.4, 1.4.10, 1.4.12 and the accessibility sizes; its page is named below).",
                valueName: "profile"))
        var profile: Checked<ProfileName>?

        @Flag(
            name: .customLong("list-rules"),
            help: "Print the rule catalogue: ids, titles, severities, codes, options, rationales.")
        var listRules = false

        @Flag(name: .customLong("print-config"), help: "Print the config with every default filled in, and exit.")
        var printConfig = false

        @Flag(name: .customLong("print-schema"), help: "Print the config's JSON Schema, and exit.")
        var printSchema = false

        @Flag(
            name: .customLong("show-suppressed"),
            help: "List the suppressed findings (overrides, inline disables, the baseline) in the text output.")
        var showSuppressed = false

        @Option(
            help: ArgumentHelp(
                "Fail only on findings not recorded in FILE (written with --write-baseline); say how many were baselined and how many entries are fixed.",
                valueName: "file"))
        var baseline: String?

        @Option(
            name: .customLong("write-baseline"),
            help: ArgumentHelp(
                "Record today's findings in FILE (JSON), by rule, code, style, category, container and sample.",
                valueName: "file"))
        var writeBaseline: String?

        @Flag(
            help:
                "Write the values the hints prove (lineHeight, maxSize, minSize) into each config, in place, keeping its comments and layout; then check again."
        )
        var fix = false

        @Flag(name: .customLong("dry-run"), help: "With --fix: print the changes as a unified diff; write nothing.")
        var dryRun = false

        @OptionGroup var folders: FontDirectoryOptions

        func validate() throws {
            try profile?.validate()
            if dryRun, !fix { throw ValidationError("--dry-run shows what --fix would change; add --fix") }
            if configs.isEmpty, !listRules, !printSchema {
                throw ValidationError("give a config file: fontscale check fontscale.yml (fontscale init writes one)")
            }
        }

        func run() throws {
            if listRules { return writeOut(RuleCatalog.listing()) }
            if printSchema { return writeOut(try ConfigSchema.json()) }
            let file = try outputFile.file()
            let paths = try ConfigPaths.expand(configs)
            if printConfig { return try printOneConfig(paths) }
            let outcome = try request(paths).run(events: Self.show)
            let (results, configErrors) = (outcome.results, outcome.configErrors)
            if dryRun {
                writeOut(outcome.diffs)
            } else {
                try write(results, configErrors: configErrors, total: paths.count > 1, to: file)
            }
            if configErrors > 0 || results.contains(where: \.fontErrors) {
                throw ExitCode(ExitStatus.fontFailure.rawValue)
            }
            if !dryRun, results.contains(where: { $0.count(atLeast: failOn) > 0 }) {
                throw ExitCode(ExitStatus.findings.rawValue)
            }
        }

        /// --print-config: the one config as check reads it (with --profile's rules).
        private func printOneConfig(_ paths: [String]) throws {
            guard paths.count == 1 else {
                throw ValidationError("--print-config prints one config; give one path, not \(paths.count)")
            }
            let read = try ConfigFile.read(paths[0])
            writeOut(ConfigPrinter.yaml(profile.map { $0.value.profile.apply(to: read) } ?? read))
        }

        /// The results in --format to `file` (stdout when nil), then each config's verdict (and the
        /// total of several): after the text format's findings, else on stderr when `file` is set.
        private func write(_ results: [CheckResult], configErrors: Int, total: Bool, to file: OutputWriter?) throws {
            var lines = results.map { $0.summary(failOn: failOn) }
            if total { lines.append(CheckResult.total(results, configErrors: configErrors, failOn: failOn)) }
            let verdicts = lines.map { "fontscale check: \($0) at --fail-on \(failOn.rawValue)" }
            let rendered = try CheckResult.render(
                results, rendering.format, failOn: failOn, showSuppressed: showSuppressed)
            let text = rendering.format == .text
            try writeText(rendered + (text ? verdicts.joined(separator: "\n") + "\n" : ""), to: file)
            // One call a line: printError shows a newline inside a message as \n.
            if file != nil, !text {
                for line in verdicts { printError(line) }
            }
        }

        /// The request the command line makes for `paths`.
        private func request(_ paths: [String]) throws -> CheckRequest {
            var request = CheckRequest(paths: paths)
            request.profile = profile?.value.profile
            request.fix = fix ? (dryRun ? .dryRun : .write) : .none
            request.baseline = try baseline.map { (try Self.readBaseline($0), $0) }
            request.writeBaseline = writeBaseline
            (request.fontDirectories, request.defaultDirectories) = (folders.allDirectories, folders.defaultDirectories)
            return request
        }

        /// Shows one event of the check on stderr.
        static func show(_ event: CheckRequest.Event) {
            switch event {
            case let .configError(_, error):
                printError(ConfigError.locates(error) ? "\(error)" : "fontscale: error: \(error)")
            case let .fixConflict(path, what):
                printError("fontscale check --fix: \(path): left \(what): the hints disagree")
            case let .fixed(path, change): printError("fontscale check --fix: \(path): \(change)")
            }
        }

        static func readBaseline(_ path: String) throws -> Baseline {
            do { return try Baseline(json: try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
                throw CLIError(
                    message: "cannot read baseline '\(path)': expected a file written by --write-baseline (\(error))",
                    status: .fontFailure)
            }
        }
    }
}

extension CheckFormat: OutputFormat {
    /// Findings as `file:line:col: severity: [rule] message` lines.
    static let defaultFormat = CheckFormat.text
}
