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
public final class PreviewBuilder {
    /// The config file.
    public let path: String
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
    private var cache: [String: [[Measured?]]] = [:]
    /// Each style's motion previews, by the same key, once made.
    private var motions: [String: StyleMotion] = [:]
    /// The transition labs of the fonts in use, by font, file times and display scale, kept from
    /// build to build: a lab draws with cairo font faces of its own, and cairo keeps up to 256
    /// scaled fonts of dropped faces (with their FreeType faces and glyph caches) alive. A lab
    /// per build left the server ~25 KB larger per save; one lab per font reuses the same faces.
    private var labs: [String: TransitionLab] = [:]
    /// Whether the last build left out motion previews of styles measured anew.
    public private(set) var pendingMotion = false
    /// The subset of each face served last, by face, text, instances and file time.
    private var subsets: [String: Data] = [:]
    /// The data of each of the last good build's fonts (a subset to the samples that use it, or
    /// the whole file), nil where the file may not be served (`RequestPolicy.isServable`).
    public private(set) var fontData: [Data?] = []
    /// The font files of the last good build, by their index in the model's `fonts`.
    public private(set) var fontFiles: [String] = []
    /// The digest in each of those fonts' URLs (`/fonts/N?v=DIGEST`): what its data holds.
    public private(set) var fontDigests: [String] = []
    /// The font folders of the last parse (the config's, the extra and the default ones): a font
    /// that appears in one, leaves it or comes back changes the folder, so they are watched too.
    public private(set) var fontFolders: [String] = []
    /// The files whose changes mean a new build: the config, the font folders and every font file it used.
    public var watchedFiles: [String] { [path] + fontFolders + fontFiles }

    /// Creates a builder for the config at `path`; the directories are `check`'s (--font-dir, `.fonts/`).
    public init(path: String, extraDirectories: [String] = [], defaultDirectories: [String] = []) {
        self.path = path
        self.extraDirectories = extraDirectories
        self.defaultDirectories = defaultDirectories
    }

    /// A config read, parsed and checked once: what the two stages of a save's build share. The
    /// fonts, the catalog, the config's own scaled sizes and the shape cache are the checker's
    /// (`CheckedConfig`): the builder resolves only what the check does not (Bold Text, the other
    /// platforms, Android's font scales).
    public struct Parsed {
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
    public private(set) var parses = 0
    /// How many times the checker has run (one per save: the tests count).
    public private(set) var checks = 0
    /// How many fonts the builder resolved itself, rather than taking the checker's (none when
    /// the check resolved every font the styles name: the tests count).
    public private(set) var fontsResolved = 0
    /// How many cells of the config's own model and categories the builder scaled itself, rather
    /// than taking the checker's sizes (none when the check scaled them: the tests count).
    public private(set) var stylesRescaled = 0

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
    public func parse() throws -> Parsed {
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

    /// The config's text once the file holds still: unmodified for `holdStill`, the same before
    /// and after the read, and not empty (an editor saving in place truncates the file, then
    /// writes it), for at most `holdAtMost`; `changing` says the file had not held still by then
    /// (a file that stays empty has: it is read as empty). Read through `ConfigFile.text`.
    func readStable() throws(ConfigError) -> (text: String, changing: Bool) {
        let start = Date()
        while true {
            let before = FileWatcher.stamps([path])[0]
            let text = try ConfigFile.text(path)
            let after = FileWatcher.stamps([path])[0]
            let age = after.map { Date().timeIntervalSince1970 - $0.modified } ?? 0
            let waited = Date().timeIntervalSince(start)
            if before == after, age >= Self.holdStill, !text.isEmpty { return (text, false) }
            if waited >= Self.holdAtMost { return (text, before != after || age < Self.holdStill) }
            // Until the file is holdStill old, at least 1 ms and at most 10 ms a look.
            usleep(UInt32(1_000 * min(max(1, (Self.holdStill - age) * 1_000), 10)))
        }
    }

    /// Reads, checks and measures the config (`parse()`, then `build(_:motion:)`).
    public func build(motion: Bool = true) throws -> PreviewModel { try build(parse(), motion: motion) }

    /// Measures a parsed config. With `motion` off, styles measured anew come without their
    /// motion previews (`pendingMotion` says so): a second stage over the same `parsed`, with it
    /// on, adds them, from the cache for everything else.
    public func build(_ parsed: Parsed, motion: Bool) throws -> PreviewModel {
        let config = parsed.config, result = parsed.result
        let scaler = Scaler(model: config.model, platform: config.platform, displayScale: config.displayScale)
        let boldScaler = Scaler(
            model: config.model, platform: config.platform, displayScale: config.displayScale, boldText: true)
        let others = Self.variants(of: config)
        // Each run: a scaler and its targets. The config's own (without and with Bold Text), each
        // other platform's, then Android's nonlinear scale at its font scales.
        let categories = config.categories.map { ScaleTarget.category($0) }
        let fontScales = Self.fontScales(of: config)
        let runs: [(scaler: Scaler, targets: [ScaleTarget])] =
            [(scaler, categories), (boldScaler, categories)]
            + others.map {
                (Scaler(model: $0.model, platform: $0.platform, displayScale: config.displayScale), categories)
            }
            + (fontScales.isEmpty
                ? []
                : [(Scaler(model: .android, platform: config.platform), fontScales.map { .fontScale($0) })])
        // The checker's shape cache: its rules shaped the samples with the same fonts' instances.
        let measurer = parsed.measurer
        var fonts: [FontReference: CustomFont] = parsed.fonts, usedLabs: Set<String> = []
        var styles: [PreviewModel.Style] = [], measured: [String] = [], leftOut: [PreviewModel.Note] = []
        var fresh: [String: [[Measured?]]] = [:], freshMotions: [String: StyleMotion] = [:]
        var faces: [FaceKey] = [], texts: [FaceKey: [String]] = [:], instances: [FaceKey: [[String: Double]]] = [:]
        for style in config.styles {
            let key = "\(style.font)"
            // A font that does not resolve is the check's finding (font/resolves); the style is left out.
            if let error = parsed.unresolved[style.font] {
                leftOut.append(Self.leftOut(style, error: error, findings: result.findings, path: path))
                continue
            }
            // The checker's font; resolved here only if the check did not (it resolves every font
            // a style names, so `fontsResolved` stays 0).
            let font: CustomFont
            if let known = fonts[style.font] {
                font = known
            } else {
                do { font = try Self.font(style.font, catalog: parsed.catalog) } catch {
                    leftOut.append(Self.leftOut(style, error: error, findings: result.findings, path: path))
                    continue
                }
                fontsResolved += 1
                fonts[style.font] = font
            }
            let containers = config.containers.indices.filter {
                style.containers?.contains(config.containers[$0].name) ?? true
            }
            let samples = (style.samples ?? config.samples).map(\.text)
            let spec = StyleSpec(
                pointSize: style.size, leading: style.lineHeight, tracking: style.tracking, weight: style.weight,
                minimum: style.minSize, maximum: style.maxSize)
            let features = try style.features.map(FontFeature.init)
            // Everything a style's cells depend on, the font file's modification time included.
            let cacheKey = [
                key, "\(spec)", "\(style.scalesWith)", "\(style.italic)", "\(style.axes.sorted { $0.key < $1.key })",
                "\(style.features)", "\(samples)",
                "\(containers.map { [config.containers[$0].width, Double(config.containers[$0].maxLines), Double(config.containers[$0].accessibilityMaxLines ?? -1)] })",
                "\(config.model)", "\(config.platform)", "\(config.displayScale)", "\(config.categories)",
                Self.stamp(of: font),
            ].joined(separator: "|")
            var cells = cache[cacheKey] ?? []
            if cells.isEmpty {
                measured.append(style.name)
            }
            // The motion previews: a size transition renders the swap, the slowest part of a build.
            let labKey = "\(key)|\(Self.stamp(of: font))|\(config.displayScale)"
            if motion, motions[cacheKey] == nil {
                let lab = labs[labKey] ?? TransitionLab(font: font, displayScale: config.displayScale)
                labs[labKey] = lab
                motions[cacheKey] = try StyleMotion.make(
                    style: style, spec: spec, samples: samples, features: features, font: font, lab: lab,
                    scaler: scaler)
            }
            usedLabs.insert(labKey)
            if cells.isEmpty {
                // Every category without Bold Text, with it, on each other platform, then Android's font scales.
                for (run, (scaler, targets)) in runs.enumerated() {
                    var measuredRun: [Measured?] = []
                    for target in targets {
                        // The config's own model at its categories: the checker's sizes. The rest
                        // (Bold Text, the other platforms, Android's font scales) scaled here.
                        let checked: ScaledStyle? =
                            if run == 0, case let .category(category) = target {
                                parsed.scaled[style.name]?[category]
                            } else { nil }
                        let scaled: ScaledStyle
                        if let checked {
                            scaled = checked
                        } else {
                            if run == 0 { stylesRescaled += 1 }
                            do { scaled = try scaler.scale(spec, style: style.scalesWith, at: target) } catch {
                                // The config's own platform must scale (the check says why not); another
                                // platform may lack the category.
                                if run < 2 { throw error }
                                measuredRun.append(nil)
                                continue
                            }
                        }
                        measuredRun.append(
                            try Self.measure(
                                scaled, style: style, font: font, target: target, config: config,
                                containers: containers, samples: samples, features: features, measurer: measurer))
                    }
                    cells.append(measuredRun)
                }
            }
            fresh[cacheKey] = cells
            freshMotions[cacheKey] = motions[cacheKey]
            for measured in cells.joined().compactMap({ $0 }) {
                if !faces.contains(measured.face) { faces.append(measured.face) }
                texts[measured.face, default: []] += samples
                if !(instances[measured.face] ?? []).contains(measured.axes) {
                    instances[measured.face, default: []].append(measured.axes)
                }
            }
            styles.append(
                PreviewModel.Style(
                    name: style.name, textStyle: style.textStyle.displayName, italic: style.italic,
                    features: features.map { "\"\($0.tagName)\" 1" }.joined(separator: ", "), samples: samples,
                    containers: containers,
                    cells: cells[0].map { numbered($0!, faces) }, boldCells: cells[1].map { numbered($0!, faces) },
                    variantCells: cells[2..<2 + others.count].map { $0.map { $0.map { numbered($0, faces) } } },
                    androidCells: fontScales.isEmpty ? [] : cells[2 + others.count].map { numbered($0!, faces) },
                    count: motions[cacheKey]?.count, transition: motions[cacheKey]?.transition,
                    morph: motions[cacheKey]?.morph))
        }
        cache = fresh
        motions = freshMotions
        labs = labs.filter { usedLabs.contains($0.key) }
        // The labs stay for their faces; the texts they shaped go (a sample typed once and
        // changed would stay in them all day): a later motion preview shapes its own again.
        for lab in labs.values { lab.forgetShapedText() }
        pendingMotion = freshMotions.count < fresh.count
        // Each face subset to the samples drawn with it, verified to shape like the whole font
        // at every instance the page uses (FontFace.subset, as the report embeds its fonts).
        var keys: [String] = [], data: [Data?] = [], kept: [String: Data] = [:]
        for face in faces {
            let text = Set(texts[face] ?? []).sorted().joined(separator: " ")
            // Each instance's axes in tag order: a dictionary's own order changes from run to run.
            let axes = (instances[face] ?? []).map { $0.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } }
            let key = "\(face.path)#\(face.index)|\(Self.modified(face.path))|\(axes)|\(text)"
            keys.append(key)
            guard RequestPolicy.isServable(file: face.path) else { data.append(nil); continue }
            let subset =
                subsets[key]
                ?? (try? FontFace(path: face.path, index: face.index))?.subset(
                    keeping: text, verifyingAt: instances[face] ?? [])
            let bytes = subset ?? (face.index == 0 ? FileManager.default.contents(atPath: face.path) : nil)
            if let subset { kept[key] = subset }
            data.append(bytes)
        }
        subsets = kept
        fontData = data
        fontFiles = faces.map(\.path)
        fontDigests = keys.map(Self.digest)
        let files = fontFiles
        return PreviewModel(
            config: path, platform: config.platform.displayName, model: config.model.rawValue,
            categories: config.categories.map(\.displayName),
            defaultCategory: config.categories.firstIndex(of: .default) ?? 0,
            fonts: files.indices.map {
                // What the subset holds in the URL: a new subset (or a saved font) is fetched again.
                .init(
                    family: "fs-\($0)", url: "/fonts/\($0)?v=\(fontDigests[$0])",
                    name: URL(fileURLWithPath: files[$0]).lastPathComponent)
            },
            variants: [Self.variantName(config.platform, config.model)]
                + others.map { Self.variantName($0.platform, $0.model) } + (fontScales.isEmpty ? [] : ["Android"]),
            fontScales: fontScales,
            containers: config.containers.map { container in
                .init(
                    name: container.name, width: container.width,
                    maxLines: config.categories.map { container.maxLines(at: $0) })
            },
            styles: styles, leftOut: leftOut,
            findings: result.findings.filter { $0.suppressed == nil }.map(Self.note), error: nil, measured: measured,
            changing: parsed.changing ? true : nil)
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

    /// A measured cell with its font's number among `faces`.
    private func numbered(_ measured: Measured, _ faces: [FaceKey]) -> PreviewModel.Cell {
        var cell = measured.cell
        cell.font = faces.firstIndex(of: measured.face)!
        return cell
    }
}
