import ArgumentParser
import FontScale
import FontScaleMetrics

// Option groups every command shares: each option is declared once, here, and pulled in with
// `@OptionGroup` (swift-argument-parser's habit). FontOptions.swift holds the font options.

/// What a command prints, chosen with `--format`.
protocol OutputFormat: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {
    /// The format printed without `--format`.
    static var defaultFormat: Self { get }
}

/// `--format text|json`: a summary for people, or the same facts for programs.
enum SummaryFormat: String, OutputFormat {
    case text, json
    static let defaultFormat = SummaryFormat.text
}

/// `--format`: the output of the command.
struct OutputFormatOption<Format: OutputFormat>: ParsableArguments {
    @Option(help: "Output format.")
    var format: Format = Format.defaultFormat
}

/// `--style` for commands that work on one text style (default Body).
struct StyleOption: ParsableArguments {
    @Option(
        help: ArgumentHelp("The text style: \(HelpText.styles) (default Body).", valueName: "style"),
        transform: Parse.style)
    var style: TextStyle = .body
}

/// `--category` for commands that work at one content size category (default Large).
struct CategoryOption: ParsableArguments {
    @Option(
        help: ArgumentHelp("The content size category (default Large).", valueName: "category"),
        transform: Parse.category)
    var category: ContentSizeCategory = .large
}

/// `--display-scale` for the animations, which draw and measure on the display's pixel grid.
struct DisplayScaleOption: ParsableArguments {
    @Option(
        name: .customLong("display-scale"),
        help: ArgumentHelp("The pixel grid the frames are measured and drawn on: 1, 2 or 3.", valueName: "scale"))
    var displayScale: Int = 3

    func validate() throws { try DisplayScale.validate(displayScale) }
}

extension DisplayScale {
    /// Throws the usage message for `--display-scale` unless `value` is a display scale (1, 2 or 3).
    static func validate(_ value: Int, option: String = "--display-scale") throws {
        guard DisplayScale(rawValue: value) == nil else { return }
        let names = DisplayScale.allCases.map { String($0.rawValue) }
        let expected = names.dropLast().joined(separator: ", ") + " or " + names.last!
        throw ValidationError("\(option): expected \(expected), instead saw \(value)")
    }
}
