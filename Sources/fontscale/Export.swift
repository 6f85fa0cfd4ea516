import ArgumentParser
import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleOutput
import Foundation

extension ExportFormat: ExpressibleByArgument {}

extension FontScaleCommand {
    /// `fontscale export`: a checked type scale as code and tokens.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Write a type scale (a check config) as UIKit or SwiftUI Swift, CSS, design tokens or Android XML.",
            discussion: """
                Formats: uikit (an AppTextStyle enum scaling custom fonts through UIFontMetrics with each \
                style's maximum, line height and tracking helpers, and the per-text-style font dictionary), \
                swiftui (Font.custom(_:size:relativeTo:) per style and an appTextStyle view modifier), \
                css (custom properties per style and content size, -apple-system-* fallbacks), dtcg (W3C \
                design tokens; fontscale import reads them back), android (TextAppearance styles in sp).

                Fonts resolve for PostScript names and line heights; a font that does not resolve is an \
                error (exit 2) unless --allow-missing-fonts, which writes guessed names and warns.
                """
        )

        @Argument(help: "The config file (.yml, .yaml or .json), as fontscale check reads it.")
        var config: String

        @Option(help: "Output format.")
        var format: ExportFormat

        @Option(
            name: [.customShort("o"), .long],
            help: ArgumentHelp("Write the output to FILE (atomically) instead of stdout.", valueName: "file"))
        var output: String?

        @Flag(help: "Overwrite the -o file when it exists.")
        var force = false

        @Flag(
            name: .customLong("allow-missing-fonts"),
            help: "Write guessed PostScript names for fonts that do not resolve, with a warning, instead of failing.")
        var allowMissingFonts = false

        @OptionGroup var folders: FontDirectoryOptions

        func run() throws {
            try refuseOverwriting(output, force: force)
            let parsed = try ConfigFile.read(config)
            let model = try ExportModel(
                config: parsed, extraDirectories: folders.allDirectories, defaultDirectories: folders.defaultDirectories
            )
            try checkResolved(model)
            let source = URL(fileURLWithPath: config).lastPathComponent
            try writeText(Exporter.render(format, model: model, config: parsed, source: source), to: output)
        }

        /// Throws for the first font that did not resolve (exit 2), or with --allow-missing-fonts
        /// warns about each on stderr.
        private func checkResolved(_ model: ExportModel) throws {
            for missing in model.unresolved {
                if !allowMissingFonts {
                    throw CLIError(
                        message: "\(config): font '\(missing.font)' did not resolve: \(missing.reason)",
                        status: .fontFailure)
                }
                printError(
                    "fontscale: warning: font '\(missing.font)' did not resolve (\(missing.reason));"
                        + " its PostScript names are guesses")
            }
        }
    }

    /// `fontscale import`: design tokens become a check config.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Turn W3C design tokens (DTCG typography tokens, JSON) into a fontscale config.",
            discussion: """
                Tokens written by fontscale export --format dtcg come back with every value. Tokens from \
                other tools become styles too: aliases resolve, px/rem/em/% and weight names convert, and \
                a style's text style comes from its token name (body, title-1, largeTitle) or else the \
                Apple text style nearest in size, marked "guessed" in the config. The config is parsed \
                before it is written; exit 2 when the tokens are malformed.
                """
        )

        @Argument(help: "The token file (JSON).")
        var tokens: String

        @Option(
            name: [.customShort("o"), .long],
            help: ArgumentHelp("Write the config to FILE (atomically) instead of stdout.", valueName: "file"))
        var output: String?

        @Flag(help: "Overwrite an existing config file.")
        var force = false

        func run() throws {
            try refuseOverwriting(output, force: force)
            guard let data = FileManager.default.contents(atPath: tokens) else {
                throw CLIError(
                    message:
                        "cannot read tokens '\(tokens)': \(FileManager.default.fileExists(atPath: tokens) ? "not readable" : "no such file")",
                    status: .fontFailure)
            }
            let yaml = try TokenImport.config(fromTokens: data, file: tokens, output: output ?? "fontscale.yml")
            try writeText(yaml, to: output)
        }
    }
}

/// Reading a config file with fontscale's messages.
enum ConfigFile {
    /// The parsed config at `path`; an unreadable file is exit 2, a malformed one a located `ConfigError`.
    static func read(_ path: String) throws -> CheckConfig {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw CLIError(
                message:
                    "cannot read config '\(path)': \(FileManager.default.fileExists(atPath: path) ? "not readable UTF-8 text" : "no such file")",
                status: .fontFailure)
        }
        return try ConfigParser.parse(text, file: path)
    }
}

/// Throws a usage error (exit 64) when `path` exists and `force` is off (no command overwrites a
/// file without --force), and, even with --force, when it is a device, pipe or socket: the
/// atomic write renames a new file over its target, which would replace `/dev/null` itself.
func refuseOverwriting(_ path: String?, force: Bool) throws {
    guard let path else { return }
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    let type = info.st_mode & S_IFMT
    if type == S_IFCHR || type == S_IFBLK || type == S_IFIFO || type == S_IFSOCK {
        throw CLIError.usage(
            "'\(path)' is a device, pipe or socket; expected the path of a regular file to write (or no --output, for stdout)"
        )
    }
    guard !force else { return }
    throw CLIError.usage("'\(path)' exists; pass --force to overwrite it, or choose another --output")
}

/// Writes `text` to `path` atomically, or to stdout when `path` is nil.
func writeText(_ text: String, to path: String?) throws {
    guard let path else { return writeOut(text) }
    do { try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path)) } catch {
        throw CLIError(message: "cannot write '\(path)': \(WriteProblem.describe(path))", status: .operationFailed)
    }
}
