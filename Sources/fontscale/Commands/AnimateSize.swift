import ArgumentParser
import FontScale
import FontScaleMotionLab

extension FontScaleCommand.Animate {
    /// `fontscale animate size`: a label growing or shrinking between two sizes.
    struct Size: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "size",
            abstract: "Plan a size-change transition (naive, grow, shrink, cross-fade) and measure its flaws "
                + "with the real font.",
            discussion: """
                UILabel.font is not animatable, so apps animate a scale transform. For each strategy the \
                plan gives the transform scale at both ends, the swap time and the keyframes; the flaws are \
                measured by drawing both ends: the magnified small render against a native one (naive), and \
                the jump when the fonts swap (grow at the start, shrink at the end), with a variable font's \
                optical size following the size and held fixed. The advice: a plain transform, a cross-fade, \
                or re-layout each frame, with the thresholds used.

                Examples:
                  fontscale animate size --font Merriweather --style body --from Large --to AX3
                  fontscale animate size --font Inter --style title1 --from 34 --to 17 \\
                    --text "Inbox" --strategy shrink --format json
                """
        )

        enum Strategy: String, ExpressibleByArgument, CaseIterable {
            case all, naive, grow, shrink
            case crossFade = "cross-fade"

            /// The strategies this choice plans.
            var planned: Set<SizeTransitionRequest.Strategy> {
                switch self {
                case .all: Set(SizeTransitionRequest.Strategy.allCases)
                case .naive: [.naive]
                case .grow: [.grow]
                case .shrink: [.shrink]
                case .crossFade: [.crossFade]
                }
            }
        }

        @OptionGroup var font: FontOptions

        @OptionGroup var style: StyleOption

        @Option(
            help: ArgumentHelp(
                "Where the transition starts: a content size category or a point size.",
                valueName: "size"))
        var from: String

        @Option(help: ArgumentHelp("Where it ends: a content size category or a point size.", valueName: "size"))
        var to: String

        @Option(help: ArgumentHelp("The text.", valueName: "text"))
        var text: String = "Dynamic Type"

        @Option(
            help: ArgumentHelp(
                "The container width in points: the advice checks the text breaks into "
                    + "the same lines at both ends.", valueName: "points"))
        var width: TypedNumber?

        @Option(help: "The strategies to plan.")
        var strategy: Strategy = .all

        @OptionGroup var grid: DisplayScaleOption<PixelGridUses.Frames>

        @OptionGroup var animation: AnimationOptions

        @OptionGroup var output: OutputFormatOption<SummaryFormat>

        func validate() throws {
            _ = try widthPoints()
            guard !text.isEmpty, !text.allSatisfy(\.isWhitespace) else {
                throw ValidationError(
                    "--text: expected text with at least one visible character, "
                        + "instead saw '\(text)'")
            }
            let start: SizeTransitionRequest.End, end: SizeTransitionRequest.End
            do {
                start = try SizeTransitionRequest.End(parsing: from, name: "--from")
                end = try SizeTransitionRequest.End(parsing: to, name: "--to")
            } catch let error as CLIError { throw ValidationError(error.message) }
            guard start != end else {
                throw ValidationError("--to: expected a size other than --from (\(start)): nothing to animate")
            }
        }

        /// --width in points (a decimal above 0 and at most 100000), nil without one.
        private func widthPoints() throws -> Double? {
            try width?.value(
                "--width", expected: "a point size above 0 and at most 100000", in: 0...100_000, aboveLowerBound: true)
        }

        func run() throws {
            let (timing, duration) = try animation.timing(
                default: SizeTransitionRequest.defaultCurve,
                duration: SizeTransitionRequest.defaultDuration)
            let request = SizeTransitionRequest(
                font: try font.font(), style: style.style,
                from: try SizeTransitionRequest.End(parsing: from, name: "--from"),
                to: try SizeTransitionRequest.End(parsing: to, name: "--to"), text: text,
                containerWidth: try widthPoints(), strategies: strategy.planned, displayScale: grid.scale,
                timing: timing, duration: duration, rate: animation.frameRate)
            let outcome: SizeTransitionOutcome
            do { outcome = try request.run() } catch let error as SizeTransitionRequest.NothingToAnimate {
                throw CLIError.usage("--to: \(error)")
            }
            try animation.finish(outcome, format: output.format) { save in
                try outcome.drawPictures(catalog: try? font.folders.catalog(), save: save)
            }
        }
    }
}
