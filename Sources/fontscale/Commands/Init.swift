import ArgumentParser
import FontScaleCheck
import FontScaleConfig
import FontScaleMetrics
import Foundation

extension FontScaleCommand {
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
            let outcome = try InitRequest(
                family: family, output: output, overwrite: force, fontDirectories: folders.directories
            ).run()
            writeOut(Self.report(outcome))
        }

        /// What was written, in words: the summary line, what could not be sampled, the schema.
        static func report(_ outcome: InitOutcome) -> String {
            let written = outcome.written
            let names = written.scripts.map { WritingScript.named($0)?.name ?? $0 }
            let scripts =
                names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
            return
                "wrote \(outcome.output)\(outcome.createdFolder ? " (created its folder)" : ""): \(outcome.familyName), \(written.styles) styles, \(written.containers) containers, \(written.samples) samples in \(scripts); run `fontscale check \(outcome.output)`\n"
                + written.uncovered.map { "  not sampled: \($0)\n" }.joined() + schemaLine(outcome.schema)
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
