import ArgumentParser
import FontScale
import FontScaleMetrics
import FontScaleOutput

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

/// The help line a command gives a shared option: the option is declared once, in its group, and
/// each command says in its own words what the value does there.
protocol OptionHelp {
    /// The option's help line.
    static var help: String { get }
}

/// `--style`, one text style; Body when none is given.
struct TextStyleOption<Help: OptionHelp>: ParsableArguments {
    @Option(name: .customLong("style"), help: ArgumentHelp(Help.help, valueName: "style"), transform: Parse.style)
    var given: TextStyle?

    /// The style given, or Body.
    var style: TextStyle { given ?? .body }
}

/// `--style` (repeatable), the text styles a command is limited to.
struct TextStyleListOption<Help: OptionHelp>: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Help.help, valueName: "style"), transform: Parse.style)
    var style: [TextStyle] = []
}

/// `--category`, one content size category; Large when none is given.
struct CategoryOption<Help: OptionHelp>: ParsableArguments {
    @Option(
        name: .customLong("category"), help: ArgumentHelp(Help.help, valueName: "category"),
        transform: Parse.category)
    var given: ContentSizeCategory?

    /// The category given, or Large.
    var category: ContentSizeCategory { given ?? .large }
}

/// `--category` (repeatable), the content size categories a command is limited to.
struct CategoryListOption<Help: OptionHelp>: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Help.help, valueName: "category"), transform: Parse.category)
    var category: [ContentSizeCategory] = []
}

/// `--style` for commands that work on one text style (default Body).
typealias StyleOption = TextStyleOption<OptionHelps.Style>

/// `--category` for commands that work at one content size category (default Large).
typealias LargeCategoryOption = CategoryOption<OptionHelps.Category>

// The options that shape scaling, each declared once: `--model`, `--platform`, `--max`,
// `--bold-text` and `--display-scale` (below). They stay separate groups, not one, because the
// commands list them in their own orders among other options, and the help keeps that order.

/// `--model`, the scaling model (default uiFontMetrics).
struct ModelOption<Help: OptionHelp>: ParsableArguments {
    @Option(name: .customLong("model"), help: ArgumentHelp(Help.help, valueName: "model"), transform: Parse.model)
    var model: ScalingModel = .uiFontMetrics
}

/// `--platform`, the platform whose tables apply (default iOS).
struct PlatformOption<Help: OptionHelp>: ParsableArguments {
    @Option(
        name: .customLong("platform"), help: ArgumentHelp(Help.help, valueName: "platform"),
        transform: Parse.platform)
    var platform: Platform = .iOS
}

/// `--max`, a largest size: points or a factor of the base size.
struct MaximumOption<Help: OptionHelp>: ParsableArguments {
    @Option(name: .customLong("max"), help: ArgumentHelp(Help.help, valueName: "limit"))
    var max: Checked<Limit<OptionNames.Max>>?
}

/// `--bold-text`: the Bold Text accessibility setting.
struct BoldTextOption: ParsableArguments {
    @Flag(
        name: .customLong("bold-text"), help: "Apply the Bold Text accessibility setting (approximate weight rule)."
    )
    var boldText = false
}

/// The help lines of the shared options, one type per wording.
enum OptionHelps {
    /// `--style` where Body is the default.
    enum Style: OptionHelp { static let help = "The text style: \(HelpText.styles) (default Body)." }
    /// `--style` in `scale`: the curve followed.
    enum CurveStyle: OptionHelp {
        static let help =
            "The text style whose curve to follow (default Body, as SwiftUI's Font.custom): \(HelpText.styles)."
    }
    /// `--style` in `table` (repeatable).
    enum OnlyStyles: OptionHelp { static let help = "Only this text style (repeatable): \(HelpText.styles)." }
    /// `--category` where Large is the default.
    enum Category: OptionHelp { static let help = "The content size category (default Large)." }
    /// `--category` with the categories listed.
    enum NamedCategory: OptionHelp { static let help = "The content size category: \(HelpText.categories)." }
    /// `--category` in `fit`: one, or every category.
    enum OneCategory: OptionHelp { static let help = "One content size category (default: every category)." }
    /// `--category` in `table` (repeatable).
    enum OnlyCategories: OptionHelp {
        static let help = "Only this content size category (repeatable): \(HelpText.categories)."
    }
    /// `--model` with every model.
    enum Model: OptionHelp { static let help = "The scaling model: \(HelpText.models)." }
    /// `--model` in `report`: the Apple models.
    enum AppleModel: OptionHelp { static let help = "The scaling model: uiFontMetrics or proportional." }
    /// `--platform` in `table`.
    enum Platforms: OptionHelp { static let help = "The platform: \(HelpText.platforms)." }
    /// `--platform` in `scale`.
    enum ScalePlatforms: OptionHelp {
        static let help =
            "The platform: \(HelpText.platforms) (tvOS and macOS have one size per style: no --category)."
    }
    /// `--platform` in `report`.
    enum ReportPlatforms: OptionHelp { static let help = "The platform: ios or watchos." }
    /// `--max` in `scale`.
    enum Maximum: OptionHelp {
        static let help = "The largest size: points (40) or a factor of the base size (2x), like maximumPointSize."
    }
    /// `--max` in `report`: every style.
    enum MaximumForEveryStyle: OptionHelp {
        static let help = "A maximum size for every style: points (40) or a factor (2x)."
    }
}

/// `--display-scale`, the one declaration: the display's pixel grid, 1, 2 or 3 (default 3), read
/// as a `DisplayScale`; `Grid` says in the help what the command puts on it.
struct DisplayScaleOption<Grid: PixelGridUse>: ParsableArguments {
    @Option(name: .customLong("display-scale"), help: ArgumentHelp(Grid.help, valueName: "scale"))
    var displayScale: Int = 3

    func validate() throws { try DisplayScale.validate(displayScale) }

    /// The display scale given (`validate()` has refused any other number).
    var scale: DisplayScale { DisplayScale(rawValue: displayScale) ?? .x3 }
}

/// What a command puts on the display's pixel grid: the help of its `--display-scale`.
protocol PixelGridUse {
    /// The option's help line.
    static var help: String { get }
}

/// The uses of the pixel grid, one per kind of command.
enum PixelGridUses {
    /// The animations draw and measure their frames on it.
    enum Frames: PixelGridUse { static let help = "The pixel grid the frames are measured and drawn on: 1, 2 or 3." }
    /// `measure` rounds intrinsic sizes up to it.
    enum RoundedSizes: PixelGridUse { static let help = "The pixel grid for rounded sizes: 1, 2 or 3." }
    /// `fit` tries the sizes on it.
    enum CandidateSizes: PixelGridUse { static let help = "The pixel grid of candidate sizes: 1, 2 or 3." }
    /// `scale` puts scaledValue and leading on it.
    enum ScaledValues: PixelGridUse { static let help = "The pixel grid for scaledValue and leading: 1, 2 or 3." }
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

/// The help lines of `OutputFileOptions`, one type per wording.
protocol OutputFileHelp {
    /// The help of `-o/--output`.
    static var output: String { get }
    /// The help of `--force`.
    static var force: String { get }
}

/// `-o/--output FILE` and `--force`, the one declaration: the output written atomically to FILE
/// instead of stdout, an existing FILE refused unless forced.
struct OutputFileOptions<Help: OutputFileHelp>: ParsableArguments {
    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(Help.output, valueName: "file"))
    var output: String?

    @Flag(help: ArgumentHelp(Help.force))
    var force = false

    /// The -o file claimed (an existing one refused without --force); nil for stdout.
    func file() throws -> OutputWriter? { try outputFile(output, force: force) }
}

/// The wordings of `-o` and `--force`.
enum OutputFileHelps {
    /// `check`: the findings.
    enum Findings: OutputFileHelp {
        static let output = "Write the output to FILE (atomically) instead of stdout."
        static let force = "Overwrite the -o file when it exists."
    }
    /// `import`: the config.
    enum Config: OutputFileHelp {
        static let output = "Write the config to FILE (atomically) instead of stdout."
        static let force = "Overwrite an existing config file."
    }
    /// `export`: a file, or for fonts a folder.
    enum Export: OutputFileHelp {
        static let output = "Write the output to FILE (atomically) instead of stdout."
        static let force = "Overwrite the -o file (for fonts, the -o folder's files) when it exists."
    }
}
