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
                The config is documented key by key in docs/Configuration.md; --print-schema \
                prints its JSON Schema for editors.
                """
        )

        @Argument(help: "The config file (.yml, .yaml or .json).")
        var config: String?

        @OptionGroup var rendering: OutputFormatOption<CheckFormat>

        @Option(
            name: [.customShort("o"), .long],
            help: ArgumentHelp("Write the output to FILE (atomically) instead of stdout.", valueName: "file"))
        var output: String?

        @Flag(help: "Overwrite the -o file when it exists.")
        var force = false

        @Option(name: .customLong("fail-on"), help: "The lowest severity that fails the check (exit 1).")
        var failOn: Severity = .fail

        @Option(
            help: ArgumentHelp(
                "Turn on a set of rules at a standard's thresholds: wcag22 (WCAG 2.2 1.4.4, 1.4.10, 1.4.12 and the accessibility sizes; docs/accessibility.md).",
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

        @OptionGroup var folders: FontDirectoryOptions

        func validate() throws {
            try profile?.validate()
            if config == nil, !listRules, !printSchema {
                throw ValidationError("give a config file: fontscale check fontscale.yml (fontscale init writes one)")
            }
        }

        func run() throws {
            if listRules { return writeOut(RuleCatalog.listing()) }
            if printSchema { return writeOut(try ConfigSchema.json()) }
            guard let config else { preconditionFailure("validate() requires a config file here") }
            let file = try outputFile(output, force: force)
            let read = try ConfigFile.read(config)
            let parsed = profile.map { $0.value.profile.apply(to: read) } ?? read
            if printConfig { return writeOut(ConfigPrinter.yaml(parsed)) }
            let result = try Checker(
                config: parsed, extraDirectories: folders.allDirectories, defaultDirectories: folders.defaultDirectories
            ).run()
            let format = rendering.format,
                verdict = "fontscale check: \(result.summary(failOn: failOn)) at --fail-on \(failOn.rawValue)"
            try writeText(try result.render(format, failOn: failOn) + (format == .text ? verdict + "\n" : ""), to: file)
            // Written to a file in another format, the result still says how it went on stderr.
            if file != nil, format != .text { printError(verdict) }
            if result.fontErrors { throw ExitCode(ExitStatus.fontFailure.rawValue) }
            if result.count(atLeast: failOn) > 0 { throw ExitCode(ExitStatus.findings.rawValue) }
        }
    }
}

extension CheckFormat: OutputFormat {
    /// Findings as `file:line:col: severity: [rule] message` lines.
    static let defaultFormat = CheckFormat.text
}
