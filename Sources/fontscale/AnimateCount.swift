import ArgumentParser
import FontScale
import FontScaleMotion
import FontScaleMotionLab
import Foundation

extension FontScaleCommand.Animate {
    /// `fontscale animate count`: a counting label from one value to another.
    struct Count: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "count",
            abstract: "Plan a counting label's frames, formatted per locale, and measure how its width moves "
                + "with the real font.",
            discussion: """
                Values are decimal numbers ("0", "49.99", "1500000"); the first frame shows FROM and the \
                last exactly TO. --number-format picks the number style (decimal with grouping, fixed, \
                currency, percent: 87.5 with percent means 87.5 %); it is not --format, which picks the \
                output (text or json). Put negative values after "--": fontscale animate count -- -50 50.

                Examples:
                  fontscale animate count 0 1500000 --font Merriweather --style title1 --locale de_DE
                  fontscale animate count 0 49.99 --font Inter --number-format currency --currency USD \
                --fraction-digits 2
                  fontscale animate count 0 87.5 --font Merriweather --number-format percent --fraction-digits 1 \
                --locale fr_FR
                """
        )

        enum NumberFormat: String, ExpressibleByArgument, CaseIterable { case decimal, fixed, currency, percent }

        @Argument(help: "The first value.")
        var from: String

        @Argument(help: "The last value.")
        var to: String

        @OptionGroup var font: FontOptions

        @OptionGroup var style: StyleOption

        @OptionGroup var category: CategoryOption

        @Option(name: .customLong("number-format"), help: "The number style.")
        var numberFormat: NumberFormat = .decimal

        @Option(
            name: .customLong("fraction-digits"),
            help: ArgumentHelp("Digits after the decimal separator (0-10).", valueName: "n"))
        var fractionDigits: Int = 0

        @Option(help: ArgumentHelp("The ISO 4217 currency code for --number-format currency.", valueName: "code"))
        var currency: String = "USD"

        @Option(help: ArgumentHelp("The locale: en_US, de_DE, fr_FR, ar_EG, hi_IN, ...", valueName: "id"))
        var locale: String = "en_US"

        @Option(
            name: .customLong("display-scale"),
            help: ArgumentHelp("The pixel grid: 1, 2 or 3.", valueName: "scale"))
        var displayScale: Int = 3

        @OptionGroup var animation: AnimationOptions

        @OptionGroup var output: OutputFormatOption<SummaryFormat>

        func validate() throws {
            try DisplayScale.validate(displayScale)
            _ = try value(from, "FROM")
            _ = try value(to, "TO")
            _ = try countFormat()
        }

        /// FROM or TO as the value the format shows: with --number-format percent, 87.5 means 87.5 % (0.875).
        private func value(_ text: String, _ name: String) throws -> Decimal {
            guard !text.isEmpty, text.allSatisfy({ "0123456789.-+eE".contains($0) }),
                let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), value.isFinite
            else {
                throw ValidationError("\(name): expected a decimal number (1500000, 49.99, -50), instead saw '\(text)'")
            }
            return numberFormat == .percent ? value / 100 : value
        }

        private func countFormat() throws -> CountFormat {
            let style: CountFormat.Style =
                switch numberFormat {
                case .decimal: .decimal
                case .fixed: .fixed
                case .currency: .currency(currency)
                case .percent: .percent
                }
            do { return try CountFormat(style, fractionDigits: fractionDigits, locale: locale) } catch {
                throw ValidationError(error.description)
            }
        }

        func run() throws {
            let custom = try font.font()
            let (timing, duration) = try animation.timing(
                default: CountingJob.defaultCurve,
                duration: CountingJob.defaultDuration)
            let job = CountingJob(
                font: custom, style: style.style, category: category.category,
                from: try value(from, "FROM"), to: try value(to, "TO"), format: try countFormat(),
                displayScale: displayScale, timing: timing, duration: duration,
                rate: animation.frameRate)
            let run = try job.run()
            try animation.finish(run, format: output.format) { save in
                try run.drawPictures(catalog: try? font.folders.catalog(), save: save)
            }
        }
    }
}
