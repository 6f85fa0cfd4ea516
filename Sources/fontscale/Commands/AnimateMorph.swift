import ArgumentParser
import FontScaleMotion
import FontScaleMotionLab

extension FontScaleCommand.Animate {
    /// `fontscale animate morph`: a label whose text changes, character by character.
    struct Morph: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "morph",
            abstract: "Morph one text into another: which characters stay, leave and arrive, and where each moves, "
                + "laid out with the real font.",
            discussion: """
                The diff matches whole words first (longest common subsequence), then characters inside \
                the gaps; characters are grapheme clusters and a ligature moves as one. Staying characters \
                slide from their old to their new HarfBuzz position; leaving ones follow their nearest \
                staying neighbour while fading out; arriving ones ride in with theirs, staggered. \
                --mode replace swaps every slot instead, rolling up or down when the text is a number.

                Examples:
                  fontscale animate morph "Backing up" "Backed up" --font Merriweather
                  fontscale animate morph "1,299" "1,300" --font Inter --mode replace \\
                    --format json
                """
        )

        enum Mode: String, ExpressibleByArgument, CaseIterable { case morph, replace }

        @Argument(help: "The text before.")
        var old: String

        @Argument(help: "The text after.")
        var new: String

        @OptionGroup var font: FontOptions

        @OptionGroup var style: StyleOption

        @OptionGroup var category: LargeCategoryOption

        @Option(help: "morph (the diff) or replace (every slot exits and enters).")
        var mode: Mode = .morph

        @OptionGroup var animation: AnimationOptions

        @OptionGroup var output: OutputFormatOption<SummaryFormat>

        func validate() throws {
            guard !old.isEmpty || !new.isEmpty else {
                throw ValidationError("OLD and NEW: expected at least one text to morph, instead saw two empty texts")
            }
            guard old != new else {
                throw ValidationError("NEW: expected a text other than OLD ('\(old)'): nothing to morph")
            }
        }

        func run() throws {
            let custom = try font.font()
            let (timing, duration) = try animation.timing(
                default: MorphRequest.defaultCurve,
                duration: MorphRequest.defaultDuration)
            let request = MorphRequest(
                from: old, to: new, font: custom, style: style.style, category: category.category,
                mode: mode == .morph ? .morph : .replace, timing: timing, duration: duration,
                rate: animation.frameRate)
            let outcome = try request.run()
            try animation.finish(outcome, format: output.format) { save in
                try outcome.drawPictures(catalog: try? font.folders.catalog(), save: save)
            }
        }
    }
}
