import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab
import Foundation

/// Builds preview models from a config, measuring only the styles whose inputs changed since the
/// last build. Not thread-safe: one per preview (`PreviewServer` makes its own on its watch
/// thread and never lets it leave).
package final class PreviewBuilder {
    /// The config file.
    package let path: String
    let extraDirectories: [String]
    let defaultDirectories: [String]
    /// One measured cell and the face it was measured with.
    struct Measured {
        let face: FaceKey, axes: [String: Double], cell: PreviewModel.Cell
    }

    /// A face of a font file.
    struct FaceKey: Hashable {
        let path: String, index: Int
    }

    /// Each style's cells by everything they depend on.
    var cache: [StyleKey: [[Measured?]]] = [:]
    /// Each style's motion previews, by the same key, once made.
    var motions: [StyleKey: StyleMotion] = [:]
    /// The transition labs of the fonts in use, by font, file times and display scale, kept from
    /// build to build: a lab draws with cairo font faces of its own, and cairo keeps up to 256
    /// scaled fonts of dropped faces (with their FreeType faces and glyph caches) alive. A lab
    /// per build left the server ~25 KB larger per save; one lab per font reuses the same faces.
    var labs: [LabKey: TransitionLab] = [:]
    /// Whether the last build left out motion previews of styles measured anew.
    package private(set) var pendingMotion = false
    /// The subset of each face served last, by face, text, instances and file time.
    var subsets: [SubsetKey: Data] = [:]
    /// The data of each of the last good build's fonts (a subset to the samples that use it, or
    /// the whole file), nil where the file may not be served (`RequestPolicy.isServable`).
    package internal(set) var fontData: [Data?] = []
    /// The font files of the last good build, by their index in the model's `fonts`.
    package internal(set) var fontFiles: [String] = []
    /// The digest in each of those fonts' URLs (`/fonts/N?v=DIGEST`): what its data holds.
    package internal(set) var fontDigests: [String] = []
    /// The font folders of the last parse (the config's, the extra and the default ones): a font
    /// that appears in one, leaves it or comes back changes the folder, so they are watched too.
    package private(set) var fontFolders: [String] = []
    /// The files whose changes mean a new build: the config, the font folders and every font file it used.
    package var watchedFiles: [String] { [path] + fontFolders + fontFiles }

    /// Creates a builder for the config at `path`; the directories are `check`'s (--font-dir, `.fonts/`).
    package init(path: String, extraDirectories: [String] = [], defaultDirectories: [String] = []) {
        self.path = path
        self.extraDirectories = extraDirectories
        self.defaultDirectories = defaultDirectories
    }

    /// A config read, parsed and checked once: what the two stages of a save's build share. The
    /// fonts, the catalog, the config's own scaled sizes and the shape cache are the checker's
    /// (`CheckedConfig`): the builder resolves only what the check does not (Bold Text, the other
    /// platforms, Android's font scales).
    package struct Parsed {
        let config: CheckConfig
        let result: CheckResult
        let catalog: FontCatalog
        /// The checker's fonts, and the fonts it could not resolve with why.
        var fonts: [FontReference: CustomFont], unresolved: [FontReference: FontError]
        /// The checker's sizes of each style at each of the config's categories (its own model, no Bold Text).
        var scaled: [String: [ContentSizeCategory: ScaledStyle]]
        let measurer: TextMeasurer
        /// Whether the config was still changing when it was read (`readStable`).
        let changing: Bool

        init(config: CheckConfig, checked: CheckedConfig, changing: Bool = false) {
            self.config = config
            self.changing = changing
            result = checked.result
            catalog = checked.catalog
            fonts = checked.fonts
            unresolved = checked.unresolved
            scaled = checked.scaled
            measurer = checked.measurer
        }
    }

    /// How many times the config has been parsed (one per save: the tests count).
    package private(set) var parses = 0
    /// How many times the checker has run (one per save: the tests count).
    package private(set) var checks = 0
    /// How many fonts the builder resolved itself, rather than taking the checker's (none when
    /// the check resolved every font the styles name: the tests count).
    package internal(set) var fontsResolved = 0
    /// How many cells of the config's own model and categories the builder scaled itself, rather
    /// than taking the checker's sizes (none when the check scaled them: the tests count).
    package internal(set) var stylesRescaled = 0

    /// What a builder has counted so far: parses, checker runs, fonts resolved and cells scaled by
    /// the builder itself (the model carries them; the tests read them).
    struct Counts: Sendable {
        let parses: Int, checks: Int, fontsResolved: Int, stylesRescaled: Int

        /// Writes the counts into `model`.
        func write(into model: inout PreviewModel) {
            (model.parses, model.checks) = (parses, checks)
            (model.fontsResolved, model.stylesRescaled) = (fontsResolved, stylesRescaled)
        }
    }

    /// How many texts the transition labs kept for the fonts in use keep shaped (the tests count).
    var labTexts: Int { labs.values.reduce(0) { $0 + $1.cachedTexts } }

    /// This builder's counts so far.
    var counts: Counts {
        Counts(parses: parses, checks: checks, fontsResolved: fontsResolved, stylesRescaled: stylesRescaled)
    }

    /// Reads, parses and checks the config, once per save; throws `ConfigError` for a malformed
    /// config or an unreadable one (`isReadFailure`) and the checker's errors for missing font folders.
    package func parse() throws -> Parsed {
        let (text, changing) = try readStable()
        parses += 1
        let config = try ConfigParser.parse(text, file: path)
        checks += 1
        let checked = try Checker(
            config: config, extraDirectories: extraDirectories, defaultDirectories: defaultDirectories
        ).runKeepingFonts()
        fontFolders = Array(
            Set(config.fontDirectories + extraDirectories + config.defaultFontDirectories + defaultDirectories)
        ).sorted()
        return Parsed(config: config, checked: checked, changing: changing)
    }

    /// How long the config must go unmodified before a build reads it: a save written in parts
    /// (a tool that writes, pauses and writes again) is read whole when its parts are at most this
    /// far apart. It is most of the time from a save to the page (docs/serve.md).
    static let holdStill = 0.01
    /// How long a build waits at most for the config to hold still (or, empty, to be written):
    /// then it reads what is there, and the page says the file was still changing.
    static let holdAtMost = 0.25
    /// How long a build waits at most for an empty config to be written: an empty file is most
    /// likely the middle of a save in place (truncated, then written), and never a config.
    static let emptyAtMost = 1.0

    /// How far a file's modification time may lag the clock: Linux stamps files from a coarse
    /// clock (one tick, 1-4 ms), so a modification time says only that the file was last written
    /// at most this much later.
    static let stampLag = 0.005

    /// The config's text once the file holds still: its stamp unchanged for `holdStill` (seen
    /// unchanged that long, or modified longer ago than that by its time, less `stampLag`), the
    /// same before and after the read, and not empty (an editor saving in place truncates the file,
    /// then writes it), for at most `holdAtMost`; `changing` says the file had not held still by
    /// then (a file that stays empty for `emptyAtMost` is read as empty). Read through `ConfigFile.text`.
    func readStable() throws(ConfigError) -> (text: String, changing: Bool) {
        let start = Date()
        var seen = FileWatcher.stamps([path])[0], since = start
        while true {
            let text = try ConfigFile.text(path)
            let after = FileWatcher.stamps([path])[0], now = Date()
            if after != seen { (seen, since) = (after, now) }
            let age = after.map { now.timeIntervalSince1970 - $0.modified - Self.stampLag } ?? 0
            let held = max(now.timeIntervalSince(since), age)
            let waited = now.timeIntervalSince(start)
            if held >= Self.holdStill, !text.isEmpty, after == seen { return (text, false) }
            if waited >= (text.isEmpty ? Self.emptyAtMost : Self.holdAtMost) { return (text, held < Self.holdStill) }
            // Until the file has held still, at least 1 ms and at most 10 ms a look.
            usleep(UInt32(1_000 * min(max(1, (Self.holdStill - held) * 1_000), 10)))
        }
    }

    /// Reads, checks and measures the config (`parse()`, then `build(_:motion:)`).
    package func build(motion: Bool = true) throws -> PreviewModel { try build(parse(), motion: motion) }

    /// Measures a parsed config in three stages: each style's inputs resolved (`resolve`), its
    /// cells measured or taken from the cache (`cells`), then each font subset to the samples
    /// drawn with it (`subsetFonts`). With `motion` off, styles measured anew come without their
    /// motion previews (`pendingMotion` says so): a second stage over the same `parsed`, with it
    /// on, adds them, from the cache for everything else.
    package func build(_ parsed: Parsed, motion: Bool) throws -> PreviewModel {
        let plan = Plan(parsed.config)
        var pass = Pass()
        for style in parsed.config.styles {
            guard let input = try resolve(style, parsed: parsed, pass: &pass) else { continue }
            let cells = try cells(of: input, plan: plan, parsed: parsed, pass: &pass)
            let made = try motions(of: input, plan: plan, make: motion, pass: &pass)
            pass.add(input, cells: cells, motion: made, plan: plan)
        }
        cache = pass.cells
        motions = pass.motions
        labs = labs.filter { pass.labs.contains($0.key) }
        // The labs stay for their faces; the texts they shaped go (a sample typed once and
        // changed would stay in them all day): a later motion preview shapes its own again.
        for lab in labs.values { lab.forgetShapedText() }
        pendingMotion = pass.motions.count < pass.cells.count
        subsetFonts(pass)
        return model(parsed, plan: plan, pass: pass)
    }

    /// The platforms the page offers besides the config's own, with the config's model: iOS and
    /// watchOS. (Android's nonlinear scale is set by a font scale, not a category: `fontScales`.)
    static func variants(of config: CheckConfig) -> [(platform: Platform, model: ScalingModel)] {
        guard config.model != .android else { return [] }
        return [Platform.iOS, .watchOS].filter { $0 != config.platform }.map { ($0, config.model) }
    }

    /// The font scales the page offers for Android's nonlinear scale: Android 14's Settings steps
    /// (0.85 to 2.0, the android model's targets) and every other scale its shipping tables hold
    /// (1.05, 1.1, 1.2), in order; none for a config with the android model (the config's own).
    static func fontScales(of config: CheckConfig) -> [Double] {
        guard config.model != .android else { return [] }
        let steps = Scaler(model: .android).allTargets.compactMap { target -> Double? in
            if case let .fontScale(scale) = target { return scale }
            return nil
        }
        return Set(steps + AndroidNonlinear.tableScales(.shipping)).sorted()
    }

    /// A variant's name on the page.
    static func variantName(_ platform: Platform, _ model: ScalingModel) -> String { platform.displayName }

}
