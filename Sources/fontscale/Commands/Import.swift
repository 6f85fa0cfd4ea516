import ArgumentParser
import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput
import Foundation

extension FontScaleCommand {
    /// `fontscale import`: design tokens become a check config.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Turn W3C design tokens or a Tokens Studio file (typography tokens, JSON) into a fontscale config.",
            discussion: """
                Tokens written by fontscale export --format dtcg or tokens-studio come back with every \
                value. A Tokens Studio single file has its sets merged as the plugin resolves them (the \
                Large theme's sets when fontscale wrote it, else every set in tokenSetOrder), its math \
                evaluated. Tokens from \
                other tools become styles too: aliases resolve, px/rem/em/% and weight names convert, and \
                a style's text style comes from its token name (body, title-1, largeTitle) or else the \
                Apple text style nearest in size, marked "guessed" in the config. The config is parsed \
                before it is written; exit 2 when the tokens are malformed.
                """
        )

        @Argument(help: "The token file (JSON).")
        var tokens: String

        @OptionGroup var outputFile: OutputFileOptions<OutputFileHelps.Config>
        var output: String? { outputFile.output }
        var force: Bool { outputFile.force }

        func run() throws {
            let file = try outputFile.file()
            guard let data = FileManager.default.contents(atPath: tokens) else {
                throw CLIError(
                    message:
                        "cannot read tokens '\(tokens)': \(FileManager.default.fileExists(atPath: tokens) ? "not readable" : "no such file")",
                    status: .fontFailure)
            }
            let outcome = try ImportRequest(tokens: data, file: tokens, output: output ?? "fontscale.yml").run()
            try writeText(outcome.config, to: file)
        }
    }
}
