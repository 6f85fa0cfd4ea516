import ArgumentParser
import FontScale
import FontScaleFonts
import Foundation

/// What a user can do about a family that is not installed, worded with the command's own options
/// (the libraries name none: `FontError.description(remedies:)`): one entry per way of giving a font.
enum FontRemedy {
    /// --font-dir and FONTSCALE_FONT_PATH: every command that looks families up.
    static let folder = "add its folder with --font-dir or \(FontCatalog.environmentVariable)"
    /// --font-file: the commands that take a font file instead of a family.
    static let file = "give --font-file"
}

/// A command that looks font families up: its "not installed" message names these remedies.
protocol FontAdvising {
    /// The command's ways of giving a font (`FontRemedy`), in the order the message names them.
    static var fontRemedies: [String] { get }
}

extension FontAdvising {
    /// Font folders and a font file: the commands with `FontOptions`.
    static var fontRemedies: [String] { [FontRemedy.folder, FontRemedy.file] }
}

/// Extra font folders: `--font-dir` (repeatable), FONTSCALE_FONT_PATH, and `.fonts/` in the working
/// directory when it exists. Every command that resolves families takes them through this group, so
/// the option is declared once.
struct FontDirectoryOptions: ParsableArguments {
    @Option(
        name: .customLong("font-dir"),
        help: ArgumentHelp(
            """
            An extra font folder (repeatable); FONTSCALE_FONT_PATH adds colon-separated folders too; \
            .fonts/ in the working directory (and beside a config) is searched too.
            """, valueName: "dir"
        ))
    var directories: [String] = []

    /// The folders from --font-dir and FONTSCALE_FONT_PATH: each must exist and hold fonts.
    var allDirectories: [String] {
        directories
            + FontCatalog.directories(
                fromPathList: ProcessInfo.processInfo.environment[FontCatalog.environmentVariable])
    }

    /// The default folder: `.fonts/` in the working directory, searched when it exists and holds fonts.
    var defaultDirectories: [String] { [FontCatalog.defaultDirectoryName] }

    /// The fontconfig catalog with the extra folders and the default one.
    func catalog() throws -> FontCatalog {
        try FontCatalog(fontDirectories: allDirectories, defaultDirectories: defaultDirectories)
    }
}

/// Where one font comes from: a family through fontconfig (plus font folders), or a file.
struct FontOptions: ParsableArguments {
    @Option(
        name: .customLong("font"),
        help: ArgumentHelp(
            "The font family, resolved through fontconfig (never a silent fallback).", valueName: "family"))
    var family: String?

    @Option(name: .customLong("font-file"), help: ArgumentHelp("A font file instead of a family.", valueName: "path"))
    var file: String?

    @Option(
        name: .customLong("index"),
        help: ArgumentHelp("The face index inside a font collection (.ttc) given with --font-file.", valueName: "n"))
    var index: Int = 0

    @OptionGroup var folders: FontDirectoryOptions

    /// The font the user named.
    func font() throws -> CustomFont {
        switch (family, file) {
        case let (family?, nil): return try CustomFont(family: family, catalog: folders.catalog())
        case let (nil, file?): return try CustomFont(file: file, index: index)
        case (nil, nil): throw CLIError.usage("give a font with --font FAMILY or --font-file PATH")
        case (.some, .some): throw CLIError.usage("give either --font or --font-file, not both")
        }
    }
}

/// The repeatable form of `FontOptions`, for a command that takes several fonts (`report`, whose
/// families are its arguments): font files (`--font-file`, repeatable; FILE#N picks face N of a
/// collection) and `--index` for the one file given.
struct FontFileListOptions: ParsableArguments {
    @Option(
        name: .customLong("font-file"),
        help: ArgumentHelp(
            "A font file to report on (repeatable); FILE#N picks face N of a collection.", valueName: "path"))
    var files: [String] = []

    @Option(
        name: .customLong("index"),
        help: ArgumentHelp("The face index inside a collection (.ttc) given with one --font-file.", valueName: "n"))
    var index: Int?
}

// The commands that look families up, and the remedies each names. `check` and `export` read
// their fonts from the config, so their advice names the config's keys (`CheckConfig.fontRemedies`).
extension FontScaleCommand.Measure: FontAdvising {}
extension FontScaleCommand.Fit: FontAdvising {}
extension FontScaleCommand.Report: FontAdvising {}
extension FontScaleCommand.Animate.Size: FontAdvising {}
extension FontScaleCommand.Animate.Count: FontAdvising {}
extension FontScaleCommand.Animate.Morph: FontAdvising {}
extension FontScaleCommand.Animate.Color: FontAdvising {}
extension FontScaleCommand.Fonts: FontAdvising { static var fontRemedies: [String] { [FontRemedy.folder] } }
extension FontScaleCommand.Init: FontAdvising { static var fontRemedies: [String] { [FontRemedy.folder] } }
