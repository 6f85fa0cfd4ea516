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

/// `export --units`: rem or px, with fontscale's one-line message.
struct CSSUnitsName: CheckedValue {
    /// The unit named.
    let units: CSSUnits

    init(checking text: String) throws {
        guard let units = CSSUnits(rawValue: text.lowercased()) else {
            throw CLIError.usage("--units: expected rem or px, instead saw '\(TerminalText.visible(text))'")
        }
        self.units = units
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
                css (custom properties per style and content size in rem, so the reader's browser text size \
                scales them; --units px for fixed px; -apple-system-* fallbacks), dtcg (W3C \
                design tokens; fontscale import reads them back), android (TextAppearance styles in sp), \
                fonts (-o DIR: the font files copied, @font-face, Info.plist's UIAppFonts, Android font \
                families, a manifest with licences and checksums), figma (Figma variables: a mode per \
                content size, opening on Large, a second collection per Android font scale; --figma-existing \
                FILE updates a file's own collections), compose (Kotlin TextStyles and a Material 3 \
                Typography in sp), tokens-studio (Tokens Studio for Figma's single-file JSON: a set and a \
                theme per content size; fontscale import reads it back).

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

        @OptionGroup var outputFile: OutputFileOptions<OutputFileHelps.Export>
        var output: String? { outputFile.output }
        var force: Bool { outputFile.force }

        @Option(
            help: ArgumentHelp(
                "css: sizes that grow with the viewport, between two widths in px (320-1280).", valueName: "min-max"))
        var fluid: String?

        @Option(
            name: .customLong("units"),
            help: ArgumentHelp(
                "css: rem (default: the reader's browser text size scales the type) or px (only zoom does).",
                valueName: "unit"))
        var unitsName: Checked<CSSUnitsName>?

        /// `--units`, once `validate()` has passed.
        var units: CSSUnits? { unitsName?.value.units }

        @Option(
            name: .customLong("fluid-to"),
            help: ArgumentHelp(
                "css --fluid: the content size category the styles reach at the wide end (default xxxLarge).",
                valueName: "category"),
            transform: Parse.category)
        var fluidTo: ContentSizeCategory?

        @Option(
            name: .customLong("figma-existing"),
            help: ArgumentHelp(
                "figma: the file's variables as saved from GET /v1/files/:key/variables/local; the body updates its collections instead of creating new ones.",
                valueName: "file"))
        var figmaExisting: String?

        @Option(
            name: .customLong("min-sdk"),
            help: ArgumentHelp(
                "android, compose, fonts: the app's minimum Android API level (default 21). Below 28 (26 for compose) variable fonts are written and used as static instances.",
                valueName: "level"))
        var minSDK: Int?

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
            try unitsName?.validate()
            for bound in formatBound where bound.given != nil && !bound.formats.contains(format) {
                throw ValidationError(
                    "\(bound.option): expected --format \(Self.listed(bound.formats)), instead saw --format \(format.rawValue)\(bound.given!)"
                )
            }
            if let minSDK, !(1...99).contains(minSDK) {
                throw ValidationError("--min-sdk: expected an Android API level from 1 to 99, instead saw \(minSDK)")
            }
            if fluidTo != nil, fluid == nil {
                throw ValidationError("--fluid-to: expected --fluid MIN-MAX with it, instead saw no --fluid")
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

        /// "css", "figma", "android, compose or fonts".
        static func listed(_ formats: [ExportFormat]) -> String {
            let names = formats.map(\.rawValue)
            return names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names[0]
        }

        /// The options that apply to some formats only: each option's name, how a refusal shows its
        /// value (nil when not given) and the formats it applies to.
        private var formatBound: [(option: String, given: String?, formats: [ExportFormat])] {
            [
                ("--fluid", fluid.map { _ in "" }, [.css]),
                ("--units", units.map { " with --units \($0.rawValue)" }, [.css]),
                ("--min-sdk", minSDK.map { " with --min-sdk \($0)" }, [.android, .compose, .fonts]),
                ("--figma-existing", figmaExisting.map { " with '\(TerminalText.visible($0))'" }, [.figma]),
                ("--kotlin-package", kotlinPackage.map { " with '\(TerminalText.visible($0))'" }, [.compose]),
            ]
        }

        /// The formats' settings the options give.
        private func exportOptions() throws -> ExportOptions {
            var options = ExportOptions(
                kotlinPackage: kotlinPackage ?? ExportOptions.defaultKotlinPackage, commands: .fontscale)
            if let fluid { options.fluid = try FluidType(parsing: fluid, to: fluidTo ?? FluidType.defaultTarget) }
            if let units { options.cssUnits = units }
            if let minSDK { options.minimumSDK = minSDK }
            if let figmaExisting {
                guard let data = FileManager.default.contents(atPath: figmaExisting) else {
                    throw CLIError(
                        message:
                            "--figma-existing: cannot read '\(figmaExisting)': \(FileManager.default.fileExists(atPath: figmaExisting) ? "not readable" : "no such file")",
                        status: .fontFailure)
                }
                options.figmaExisting = try FigmaExisting(data: data, file: figmaExisting)
            }
            return options
        }

        func run() throws {
            let options = try exportOptions()
            let file = format.writesFolder ? nil : try outputFile.file()
            let parsed = try ConfigFile.read(config)
            var request = ExportRequest(
                config: parsed, file: config, format: format, options: options, allowsMissingFonts: allowMissingFonts)
            (request.fontDirectories, request.defaultDirectories) = (folders.allDirectories, folders.defaultDirectories)
            let outcome = try request.run { event in
                guard case let .guessing(missing) = event else { return }
                printError(
                    "fontscale: warning: font '\(missing.font)' did not resolve (\(missing.reason));"
                        + " its PostScript names are guesses")
            }
            for warning in outcome.warnings { printError("fontscale: warning: \(config): \(warning)") }
            switch outcome.output {
            case let .text(text): try writeText(text, to: file)
            case let .folder(assets): try FontFolder.write(assets, to: output!, force: force)
            }
        }
    }
}

extension ExportError {
    /// The exit status: a font that does not resolve or lacks a feature is 2, fluid sizes that break
    /// WCAG 1.4.4 are a finding (1).
    var exitStatus: ExitStatus {
        if case .breaksZoom = self { return .findings }
        return .fontFailure
    }

    /// The message on stderr, with the options that set the fluid sizes.
    var commandLineMessage: String {
        guard case let .breaksZoom(file, fluid, problems) = self else { return description }
        return """
            \(file): --fluid \(fluid.textDescription) --fluid-to \(fluid.to.displayName) breaks WCAG 1.4.4: \
            \(problems.joined(separator: "; ")); lower --fluid-to or give the style a maxSize (fluid text within 2.5x \
            reaches 200% by 500% zoom, never at 200% zoom: zoom does not enlarge vw)
            """
    }
}
