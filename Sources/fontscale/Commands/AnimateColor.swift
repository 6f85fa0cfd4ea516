import ArgumentParser
import FontScaleMotion
import FontScaleMotionLab

extension FontScaleCommand.Animate {
    /// `fontscale animate color`: text colour through two or more stops, with its contrast frame by frame.
    struct Color: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "color",
            abstract: "Animate text colour through stops (sRGB, linear sRGB, OKLab, OKLCH) and check every frame's "
                + "WCAG contrast.",
            discussion: """
                Each frame's colour as drawn (8 bits a channel, #rrggbb) and its contrast ratio against \
                --background, the minimum along the way, and the frames below the WCAG threshold for the \
                style's size (4.5:1, or 3:1 for large text: 18 pt, or 14 pt bold), judged on the colour \
                drawn. Frames whose colour falls outside sRGB (OKLab, OKLCH) are listed and gamut-mapped \
                as CSS Color 4 does (--gamut clip clips them instead). --steps N chains N discrete steps instead of a \
                smooth interpolation ("animation chaining"); the summary compares the two.

                Examples:
                  fontscale animate color '#2e7d32' '#f9a825' '#c62828' --space oklch \\
                    --background '#ffffff' --font Merriweather
                  fontscale animate color '#000' '#fff' --font Inter --steps 4 --format json
                """
        )

        @Argument(help: "Two or more colours: #rrggbb or #rgb.")
        var stops: [String]

        @Option(help: ArgumentHelp("The background colour.", valueName: "color"))
        var background: String = "#ffffff"

        @Option(help: ArgumentHelp("The interpolation space: srgb, linearSRGB, oklab, oklch.", valueName: "space"))
        var space: String = "oklab"

        @Option(
            help: ArgumentHelp(
                "Colours outside sRGB (OKLab, OKLCH): css maps them as CSS Color 4 does (chroma lowered, hue and "
                    + "lightness kept); clip clips each channel.", valueName: "css|clip"))
        var gamut: String = "css"

        @Option(help: ArgumentHelp("Chain N discrete steps (1-100) instead of a smooth interpolation.", valueName: "n"))
        var steps: Int?

        @OptionGroup var font: FontOptions

        @OptionGroup var style: StyleOption

        @OptionGroup var category: LargeCategoryOption

        @Option(help: ArgumentHelp("The sample text drawn in the pictures.", valueName: "text"))
        var text: String = "Dynamic Type"

        @OptionGroup var animation: AnimationOptions

        @OptionGroup var output: OutputFormatOption<SummaryFormat>

        func validate() throws {
            guard stops.count >= 2 else {
                throw ValidationError("STOPS: expected at least 2 colours, instead saw \(stops.count)")
            }
            for stop in stops + [background] {
                do { _ = try RGBColor(hex: stop) } catch { throw ValidationError(error.description) }
            }
            guard GamutMapping(rawValue: gamut) != nil else {
                throw ValidationError("--gamut: expected css or clip, instead saw '\(gamut)'")
            }
            guard ColorTransitionRequest.colorSpace(named: space) != nil else {
                throw ValidationError("--space: expected srgb, linearSRGB, oklab or oklch, instead saw '\(space)'")
            }
        }

        func run() throws {
            let (timing, duration) = try animation.timing(
                default: ColorTransitionRequest.defaultCurve,
                duration: ColorTransitionRequest.defaultDuration)
            let request = ColorTransitionRequest(
                stops: stops, background: background, space: space, steps: steps,
                gamut: GamutMapping(rawValue: gamut) ?? .css,
                style: style.style, category: category.category, text: text,
                timing: timing, duration: duration, rate: animation.frameRate)
            let outcome = try request.run()
            // The font draws the pictures only: --no-pictures runs without loading it.
            try animation.finish(outcome, format: output.format) { save in
                try outcome.drawPictures(font: try font.font(), catalog: try? font.folders.catalog(), save: save)
            }
        }
    }
}
