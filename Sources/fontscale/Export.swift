import ArgumentParser
import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// `export --format`: one of the formats, with fontscale's one-line message (ArgumentParser lists
/// more than seven values on lines of their own).
struct ExportFormatName: CheckedValue {
    /// The format named.
    let format: ExportFormat

    /// The names, as the message and the help list them.
    static let names: String = {
        let all = ExportFormat.allCases.map(\.rawValue)
        return all.dropLast().joined(separator: ", ") + " or " + all.last!
    }()

    init(checking text: String) throws {
        guard let format = ExportFormat(rawValue: text.lowercased()) else {
            throw CLIError.usage("--format: expected \(Self.names), instead saw '\(TerminalText.visible(text))'")
        }
        self.format = format
    }
}

extension FontScaleCommand {
    /// `fontscale export`: a checked type scale as code and tokens.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Write a type scale (a check config) as Swift, CSS, design tokens, Android XML, Compose, Figma variables or font assets.",
            discussion: """
                Formats: uikit (an AppTextStyle enum scaling custom fonts through UIFontMetrics with each \
                style's maximum, line height and tracking helpers, and the per-text-style font dictionary), \
                swiftui (Font.custom(_:size:relativeTo:) per style and an appTextStyle view modifier, \
                extending the uikit file's AppTextStyle: add both; iOS 14.0+), \
                css (custom properties per style and content size, -apple-system-* fallbacks), dtcg (W3C \
                design tokens; fontscale import reads them back), android (TextAppearance styles in sp), \
                fonts (-o DIR: the font files copied, @font-face, Info.plist's UIAppFonts, Android font \
                families, a manifest with licences and checksums), figma (Figma variables: a mode per \
                content size, a second collection per Android font scale), compose (Kotlin TextStyles and a \
                Material 3 Typography in sp).

                --fluid MIN-MAX (css): sizes grow with the viewport through clamp(), from Large at MIN px \
                to --fluid-to at MAX px; a style that grows more than 2.5x is refused (exit 1): no zoom \
                up to the browsers' 500% brings its text to 200% (WCAG 1.4.4). Within 2.5x, text reaches \
                200% by 500% zoom but not at 200% zoom (zoom does not enlarge vw; the CSS header gives \
                the least percentage at 200%). A style asking for an OpenType feature \
                its font does not have (shaped with and without) is an error (exit 2).

                Fonts resolve for PostScript names and line heights; a font that does not resolve is an \
                error (exit 2) unless --allow-missing-fonts, which writes guessed names and warns.
                """
        )

        @Argument(help: "The config file (.yml, .yaml or .json), as fontscale check reads it.")
        var config: String

        @Option(
            name: .customLong("format"),
            help: ArgumentHelp("Output format: \(ExportFormatName.names).", valueName: "format"))
        var formatName: Checked<ExportFormatName>

        /// The format, once `validate()` has passed.
        var format: ExportFormat { formatName.value.format }

        @Option(
            name: [.customShort("o"), .long],
            help: ArgumentHelp("Write the output to FILE (atomically) instead of stdout.", valueName: "file"))
        var output: String?

        @Flag(help: "Overwrite the -o file (for fonts, the -o folder's files) when it exists.")
        var force = false

        @Option(
            help: ArgumentHelp(
                "css: sizes that grow with the viewport, between two widths in px (320-1280).", valueName: "min-max"))
        var fluid: String?

        @Option(
            name: .customLong("fluid-to"),
            help: ArgumentHelp(
                "css --fluid: the content size category the styles reach at the wide end (default xxxLarge).",
                valueName: "category"),
            transform: Parse.category)
        var fluidTo: ContentSizeCategory?

        @Option(
            name: .customLong("kotlin-package"),
            help: ArgumentHelp(
                "compose: the app's package, where R lives (default com.example.app).", valueName: "name"))
        var kotlinPackage: String?

        @Flag(
            name: .customLong("allow-missing-fonts"),
            help: "Write guessed PostScript names for fonts that do not resolve, with a warning, instead of failing.")
        var allowMissingFonts = false

        @OptionGroup var folders: FontDirectoryOptions

        func validate() throws {
            try formatName.validate()
            if fluid != nil, format != .css {
                throw ValidationError("--fluid: expected --format css, instead saw --format \(format.rawValue)")
            }
            if fluidTo != nil, fluid == nil {
                throw ValidationError("--fluid-to: expected --fluid MIN-MAX with it, instead saw no --fluid")
            }
            if let kotlinPackage, format != .compose {
                throw ValidationError(
                    "--kotlin-package: expected --format compose, instead saw --format \(format.rawValue) with '\(TerminalText.visible(kotlinPackage))'"
                )
            }
            if let kotlinPackage, !Exporter.isKotlinPackage(kotlinPackage) {
                throw ValidationError(
                    "--kotlin-package: expected a Kotlin package such as com.example.app, instead saw '\(TerminalText.visible(kotlinPackage))'"
                )
            }
            if format.writesFolder, output == nil {
                throw ValidationError(
                    "--format fonts: expected -o DIR, the folder to copy the fonts into, instead saw no -o")
            }
        }

        func run() throws {
            var options = ExportOptions(kotlinPackage: kotlinPackage ?? ExportOptions.defaultKotlinPackage)
            if let fluid {
                do {
                    options.fluid = try FluidType(parsing: fluid, to: fluidTo ?? FluidType.defaultTarget)
                } catch { throw CLIError.usage(error.description) }
            }
            if !format.writesFolder { try refuseOverwriting(output, force: force) }
            let parsed = try ConfigFile.read(config)
            let model = try ExportModel(
                config: parsed, extraDirectories: folders.allDirectories, defaultDirectories: folders.defaultDirectories
            )
            try checkResolved(model)
            if let problem = model.featureProblems.first {
                throw CLIError(message: "\(config): \(problem)", status: .fontFailure)
            }
            if let fluid = options.fluid {
                let problems = fluid.zoomProblems(model)
                if !problems.isEmpty {
                    throw CLIError(
                        message:
                            "\(config): --fluid \(fluid.textDescription) --fluid-to \(fluid.to.displayName) breaks WCAG 1.4.4: \(problems.joined(separator: "; ")); lower --fluid-to or give the style a maxSize (fluid text within 2.5x reaches 200% by 500% zoom, never at 200% zoom: zoom does not enlarge vw)",
                        status: .findings)
                }
            }
            let source = URL(fileURLWithPath: config).lastPathComponent
            if format.writesFolder {
                return try FontFolder.write(FontAssets(model: model, source: source), to: output!, force: force)
            }
            try writeText(
                Exporter.render(format, model: model, config: parsed, source: source, options: options), to: output)
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
