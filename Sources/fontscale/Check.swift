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
            if printSchema { return writeOut(ConfigSchema.json()) }
            guard let config else { preconditionFailure("validate() requires a config file here") }
            try refuseOverwriting(output, force: force)
            let read = try ConfigFile.read(config)
            let parsed = profile.map { $0.value.profile.apply(to: read) } ?? read
            if printConfig { return writeOut(ConfigPrinter.yaml(parsed)) }
            let result = try Checker(
                config: parsed, extraDirectories: folders.allDirectories, defaultDirectories: folders.defaultDirectories
            ).run()
            try write(result)
            if result.fontErrors { throw ExitCode(ExitStatus.fontFailure.rawValue) }
            if result.count(atLeast: failOn) > 0 { throw ExitCode(ExitStatus.findings.rawValue) }
        }

        /// The findings in the chosen format, to stdout or (atomically) to the -o file; with -o and a
        /// format other than text, the text summary's last line goes to stderr.
        private func write(_ result: CheckResult) throws {
            let format = rendering.format
            let rendered = try result.render(format, failOn: failOn)
            guard let output else { return writeOut(rendered) }
            do { try AtomicFile.write(Data(rendered.utf8), to: URL(fileURLWithPath: output)) } catch {
                throw CLIError(
                    message: "cannot write '\(output)': \(WriteProblem.describe(output))",
                    status: .operationFailed)
            }
            guard format != .text else { return }
            printError(result.text(failOn: failOn).split(separator: "\n").last.map(String.init) ?? "")
        }
    }

    /// `fontscale init`: a starter config from a real font.
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Write a starter typography config for a font family (Apple's 11 text styles, a numeric style, containers, samples in the font's scripts).",
            discussion: """
                Font folders given with --font-dir are written into the config relative to the config's \
                folder, so the two can move together (a folder that shares nothing with it but / stays \
                absolute); when the family is found only through \
                FONTSCALE_FONT_PATH, the config names $FONTSCALE_FONT_PATH instead. Missing folders of \
                --output are created.

                The samples are in each script of Tables/scripts.tsv the font covers (its cmap maps the \
                script's probe characters), its own first: a phrase and a compound (a word no line may \
                break inside) per script, and for Latin a number and a long word too; only texts the font \
                draws whole, so the starter passes its own check. What it could not sample (a script the \
                font maps letters of without a sample) is said on stdout and in a comment in the file; \
                a font without the numeric style's characters gets no Price style.
                """
        )

        @Option(help: ArgumentHelp("The font family.", valueName: "family"))
        var family: String

        @Option(name: [.customShort("o"), .long], help: ArgumentHelp("The config file to write.", valueName: "file"))
        var output: String = "fontscale.yml"

        @Flag(help: "Overwrite an existing file.")
        var force = false

        @OptionGroup var folders: FontDirectoryOptions

        func run() throws {
            try refuseOverwriting(output, force: force)
            let font = try CustomFont(family: family, catalog: folders.catalog())
            var directories = folders.directories
            let fromEnvironment = FontCatalog.directories(
                fromPathList: ProcessInfo.processInfo.environment[FontCatalog.environmentVariable])
            if !fromEnvironment.isEmpty,
                (try? CustomFont(family: family, catalog: FontCatalog(fontDirectories: folders.directories))) == nil
            {
                directories.append("$" + FontCatalog.environmentVariable)
            }
            let written = try StarterConfig.make(font: font, fontDirectories: directories, configPath: output)
            let url = URL(fileURLWithPath: output)
            let folder = url.deletingLastPathComponent()
            var created = ""
            if !FileManager.default.fileExists(atPath: folder.path) {
                do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                    throw CLIError(
                        message: "cannot write '\(output)': \(WriteProblem.describe(output))", status: .operationFailed)
                }
                created = " (created its folder)"
            }
            do { try AtomicFile.write(Data(written.text.utf8), to: url) } catch {
                throw CLIError(
                    message: "cannot write '\(output)': \(WriteProblem.describe(output))", status: .operationFailed)
            }
            let schema: ConfigSchema.Installed
            do { schema = try ConfigSchema.install(besideConfig: output) } catch {
                throw CLIError(
                    message: "cannot write '\(ConfigSchema.fileName)' beside '\(output)': \(error)",
                    status: .operationFailed)
            }
            let names = written.scripts.map { WritingScript.named($0)?.name ?? $0 }
            let scripts =
                names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
            writeOut(
                "wrote \(output)\(created): \(font.familyName), \(written.styles) styles, \(written.containers) containers, \(written.samples) samples in \(scripts); run `fontscale check \(output)`\n"
                    + written.uncovered.map { "  not sampled: \($0)\n" }.joined()
                    + Self.schemaLine(schema)
            )
        }

        /// What happened to the editor schema beside the config, in words.
        static func schemaLine(_ installed: ConfigSchema.Installed) -> String {
            let name = ConfigSchema.fileName
            switch installed {
            case .written: return "  \(name): the schema editors read (the config's first line points to it)\n"
            case .updated: return "  \(name): updated to this fontscale's schema\n"
            case .unchanged: return ""
            case .keptOther:
                return
                    "  \(name) is not fontscale's and was left as it is: the config's first line points to it; remove that line or the file\n"
            }
        }
    }
}

extension CheckFormat: OutputFormat {
    /// Findings as `file:line:col: severity: [rule] message` lines.
    static let defaultFormat = CheckFormat.text
}
