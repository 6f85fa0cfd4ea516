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
                Values are decimal numbers as you would type them ("0", "49.90", "1500000"); the first \
                frame shows FROM and the last exactly TO. Every frame shows as many decimals as FROM or \
                TO is typed with (2.7 -> 1, 49.90 -> 2) unless --fraction-digits says how many; fewer \
                than a value needs is refused. --number-format picks the number style (decimal with \
                grouping, fixed, currency, percent); it is not --format, which picks the output (text \
                or json). With percent, values are percentages: 87.5 and 87.5% both mean 87.5 %; a \
                value ending in % picks percent without --number-format. Put negative values after \
                "--": fontscale animate count -- -50 50. A value has at most 36 digits, the decimals \
                shown included.

                Each frame shows FROM + (TO - FROM) x progress computed exactly and rounded once to \
                the decimals shown, halves away from zero (0.5 -> 1, -2.5 -> -3). The default curve \
                is easeOut, Core Animation's (0, 0, 0.58, 1); --curve easeOutCubic is the cubic \
                1 - (1 - t)^3. Values stop at TO even where a spring or curve overshoots, unless \
                --overshoot. Digits follow the locale's default numbering system in CLDR \
                (Devanagari for mr_IN, Bengali for bn_BD, Latin for hi_IN and th_TH).

                Examples:
                  fontscale animate count 0 1500000 --font Merriweather --locale de_DE
                  fontscale animate count 0 49.99 --font Inter --number-format currency
                  fontscale animate count 0 87.5% --font Merriweather --locale fr_FR
                """
        )

        enum NumberFormat: String, ExpressibleByArgument, CaseIterable { case decimal, fixed, currency, percent }

        @Argument(help: "The first value.")
        var from: String

        @Argument(help: "The last value.")
        var to: String

        @OptionGroup var font: FontOptions

        @OptionGroup var style: StyleOption

        @OptionGroup var category: LargeCategoryOption

        @Option(
            name: .customLong("number-format"),
            help: "The number style (default: decimal, or percent when a value ends in %).")
        var numberFormat: NumberFormat?

        @Option(
            name: .customLong("fraction-digits"),
            help: ArgumentHelp(
                "Digits after the decimal separator, 0-10 (default: as many as FROM or TO is typed with).",
                valueName: "n"))
        var fractionDigits: Int?

        @Option(help: ArgumentHelp("The ISO 4217 currency code for --number-format currency.", valueName: "code"))
        var currency: String = "USD"

        @Option(help: ArgumentHelp("The locale: en_US, de_DE, fr_FR, ar_EG, hi_IN, ...", valueName: "id"))
        var locale: String = "en_US"

        @Flag(
            help: """
                Let values pass TO when the timing overshoots (a spring, a curve with y beyond 0...1); \
                by default they stop at TO, so a percentage never shows 105% on its way to 100%.
                """)
        var overshoot = false

        @OptionGroup var grid: DisplayScaleOption<PixelGridUses.Frames>

        @OptionGroup var animation: AnimationOptions

        @OptionGroup var output: OutputFormatOption<SummaryFormat>

        func validate() throws {
            _ = try values()
        }

        /// FROM and TO as the format takes them (87.5 % is 0.875), and the format: the number style
        /// from --number-format or a % on a value, the decimals from --fraction-digits or the values.
        private func values() throws -> (from: Decimal, to: Decimal, format: CountFormat) {
            let first = try TypedCount(from, name: "FROM"), last = try TypedCount(to, name: "TO")
            let number = numberFormat ?? (first.percentSign || last.percentSign ? .percent : .decimal)
            for value in [first, last] where value.percentSign && number != .percent {
                throw ValidationError(
                    """
                    \(value.name): expected a number without % for --number-format \(number.rawValue), \
                    instead saw '\(value.text)' (a percentage needs --number-format percent)
                    """)
            }
            let digits: Int
            if let fractionDigits {
                let limit = CountFormat.maximumFractionDigits
                guard (0...limit).contains(fractionDigits) else {
                    throw ValidationError(
                        "--fraction-digits: expected a number of decimals from 0 to \(limit), instead saw \(fractionDigits)"
                    )
                }
                for value in [first, last] where CountFormat.decimals(of: value.value) > fractionDigits {
                    let needed = CountFormat.decimals(of: value.value)
                    throw ValidationError(
                        """
                        \(value.name): expected a value with at most \(Self.decimals(fractionDigits)) \
                        (--fraction-digits \(fractionDigits)), instead saw '\(value.text)' \
                        (\(Self.decimals(needed)); give --fraction-digits \(needed) to show it)
                        """)
                }
                digits = fractionDigits
            } else {
                digits = max(first.decimals, last.decimals)
            }
            for value in [first, last] where value.integerDigits + digits > CountAnimation.maximumDigits {
                throw ValidationError(
                    """
                    \(value.name): expected a value of at most \(CountAnimation.maximumDigits) digits, the \
                    \(Self.decimals(digits)) shown included, instead saw '\(value.text)' \
                    (\(value.integerDigits + digits) digits)
                    """)
            }
            let style: CountFormat.Style =
                switch number {
                case .decimal: .decimal
                case .fixed: .fixed
                case .currency: .currency(currency)
                case .percent: .percent
                }
            let format: CountFormat
            do { format = try CountFormat(style, fractionDigits: digits, locale: locale) } catch {
                throw ValidationError(error.description)
            }
            let scale: Decimal = number == .percent ? 100 : 1
            return (first.value / scale, last.value / scale, format)
        }

        /// "1 decimal", "2 decimals".
        private static func decimals(_ count: Int) -> String { "\(count) decimal\(count == 1 ? "" : "s")" }

        func run() throws {
            let custom = try font.font()
            let (timing, duration) = try animation.timing(
                default: CountRequest.defaultCurve,
                duration: CountRequest.defaultDuration)
            let (first, last, format) = try values()
            let request = CountRequest(
                font: custom, style: style.style, category: category.category,
                from: first, to: last, format: format,
                displayScale: grid.scale, timing: timing, duration: duration,
                rate: animation.frameRate, overshoot: overshoot)
            let outcome = try request.run()
            try animation.finish(outcome, format: output.format) { save in
                try outcome.drawPictures(catalog: try? font.folders.catalog(), save: save)
            }
        }
    }
}

/// A value of `animate count` as typed (`CountValue`, FontScaleMotion's grammar), with the
/// argument's name (FROM, TO) its messages start with.
@dynamicMemberLookup
struct TypedCount {
    /// The argument's name in messages (FROM, TO).
    let name: String
    /// The value read.
    let count: CountValue

    init(_ text: String, name: String) throws {
        self.name = name
        do { count = try CountValue(parsing: text) } catch { throw ValidationError("\(name): \(error)") }
    }

    subscript<Value>(dynamicMember path: KeyPath<CountValue, Value>) -> Value { count[keyPath: path] }
}
