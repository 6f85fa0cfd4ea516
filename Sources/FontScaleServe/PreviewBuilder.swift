import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab
import Foundation

/// Builds preview models from a config, measuring only the styles whose inputs changed since the
/// last build. Not thread-safe: one per preview.
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

    /// A config read, parsed and checked once: what the two stages of a save's build share.
    public struct Parsed {
        let config: CheckConfig
        let result: CheckResult
        let catalog: FontCatalog
    }

    /// How many times the config has been parsed (one per save: the tests count).
    public private(set) var parses = 0
    /// How many times the checker has run (one per save: the tests count).
    public private(set) var checks = 0

    /// Reads, parses and checks the config, once per save; throws `ConfigError` for a malformed
    /// config, `PreviewError` for an unreadable one and the checker's errors for missing font folders.
    public func parse() throws -> Parsed {
        let text = try readStable()
        parses += 1
        let config = try ConfigParser.parse(text, file: path)
        checks += 1
        let result = try Checker(
            config: config, extraDirectories: extraDirectories, defaultDirectories: defaultDirectories
        ).run()
        fontFolders = Array(
            Set(config.fontDirectories + extraDirectories + config.defaultFontDirectories + defaultDirectories)
        ).sorted()
        let catalog = try config.fontCatalog(extraDirectories: extraDirectories, defaultDirectories: defaultDirectories)
        return Parsed(config: config, result: result, catalog: catalog)
    }

    /// The config's text once the file holds still: read again while its size or modification
    /// time changes during the read, and while it is empty (an editor saving in place truncates
    /// the file, then writes it: an empty read is most likely the middle of a save), for at most
    /// ~250 ms; a file that stays empty is then read as empty.
    func readStable() throws -> String {
        for attempt in 0... {
            let before = FileWatcher.stamps([path])[0]
            let text: String
            do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
                let why = FileManager.default.fileExists(atPath: path) ? "not readable UTF-8 text" : "no such file"
                throw PreviewError.message("cannot read config '\(path)': \(why)")
            }
            let still = before == FileWatcher.stamps([path])[0] && !text.isEmpty
            if still || attempt == 25 { return text }
            usleep(10_000)
        }
        fatalError("unreachable")
    }

    /// Reads, checks and measures the config (`parse()`, then `build(_:motion:)`).
    public func build(motion: Bool = true) throws -> PreviewModel { try build(parse(), motion: motion) }

    /// Measures a parsed config. With `motion` off, styles measured anew come without their
    /// motion previews (`pendingMotion` says so): a second stage over the same `parsed`, with it
    /// on, adds them, from the cache for everything else.
    public func build(_ parsed: Parsed, motion: Bool) throws -> PreviewModel {
        let config = parsed.config, result = parsed.result, catalog = parsed.catalog
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
        let measurer = TextMeasurer()
        var fonts: [String: CustomFont] = [:], usedLabs: Set<String> = []
        var styles: [PreviewModel.Style] = [], measured: [String] = [], leftOut: [PreviewModel.Note] = []
        var fresh: [String: [[Measured?]]] = [:], freshMotions: [String: StyleMotion] = [:]
        var faces: [FaceKey] = [], texts: [FaceKey: [String]] = [:], instances: [FaceKey: [[String: Double]]] = [:]
        for style in config.styles {
            let key = "\(style.font)"
            // A font that does not resolve is the check's finding (font/resolves); the style is left out.
            let font: CustomFont
            do { font = try fonts[key] ?? Self.font(style.font, catalog: catalog) } catch {
                leftOut.append(Self.leftOut(style, error: error, findings: result.findings, path: path))
                continue
            }
            fonts[key] = font
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
                        let scaled: ScaledStyle
                        do { scaled = try scaler.scale(spec, style: style.scalesWith, at: target) } catch {
                            // The config's own platform must scale (the check says why not); another
                            // platform may lack the category.
                            if run < 2 { throw error }
                            measuredRun.append(nil)
                            continue
                        }
                        let resolved = try font.instance(
                            weight: scaled.weight.rawValue, italic: style.italic, opticalSize: scaled.pointSize,
                            axes: style.axes)
                        let face = FaceKey(
                            path: resolved.instance.face.info.file, index: resolved.instance.face.info.index)
                        let instance = resolved.instance
                        let limitAt = Self.limitCategory(of: target, in: config)
                        let frames = containers.map {
                            Frame(
                                width: config.containers[$0].width,
                                limit: limitAt.map(config.containers[$0].maxLines(at:)) ?? 0)
                        }
                        let laid = try Self.lines(
                            of: samples, in: frames, measurer: measurer, instance: instance,
                            pointSize: scaled.pointSize, features: features, tracking: scaled.tracking)
                        measuredRun.append(
                            Measured(
                                face: face,
                                axes: Dictionary(uniqueKeysWithValues: resolved.axes.map { ($0.tag, $0.value) }),
                                cell: PreviewModel.Cell(
                                    size: scaled.pointSize, leading: scaled.leading, tracking: scaled.tracking,
                                    weight: resolved.weight.used,
                                    axes: resolved.axes.map { "\"\($0.tag)\" \(Self.number($0.value))" }.joined(
                                        separator: ", "),
                                    font: 0,
                                    widths: samples.map {
                                        measurer.width(
                                            of: $0, instance: instance, pointSize: scaled.pointSize, features: features,
                                            tracking: scaled.tracking)
                                    },
                                    lines: laid.lines, cut: laid.cut)
                            ))
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
        let files = fontFiles
        return PreviewModel(
            config: path, platform: config.platform.displayName, model: config.model.rawValue,
            categories: config.categories.map(\.displayName),
            defaultCategory: config.categories.firstIndex(of: .default) ?? 0,
            fonts: files.indices.map {
                // What the subset holds in the URL: a new subset (or a saved font) is fetched again.
                .init(
                    family: "fs-\($0)", url: "/fonts/\($0)?v=\(Self.digest(keys[$0]))",
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
            findings: result.findings.filter { $0.suppressed == nil }.map(Self.note), error: nil, measured: measured)
    }

    private static func font(_ reference: FontReference, catalog: FontCatalog) throws -> CustomFont {
        switch reference {
        case let .family(name): try CustomFont(family: name, catalog: catalog)
        case let .file(path, index): try CustomFont(file: path, index: index)
        }
    }

    /// The modification times of a font's files, so a saved font is measured again.
    private static func stamp(of font: CustomFont) -> String {
        let files: [String] =
            switch font.source {
            case .file(let path, _): [path]
            case .family: font.listedFaces.map(\.file)
            }
        return files.map { file in
            let date = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate]) as? Date
            return "\(date?.timeIntervalSince1970 ?? 0)"
        }.joined(separator: ",")
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

    /// A short stable digest of `text` (FNV-1a, 64 bits, in hex).
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// A file's modification time in milliseconds since 1970, 0 when it cannot be read.
    static func modified(_ file: String) -> Int {
        let date = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate]) as? Date
        return Int((date?.timeIntervalSince1970 ?? 0) * 1000)
    }

    static func note(_ finding: Finding) -> PreviewModel.Note {
        let level =
            switch finding.severity {
            case .fail: "error"
            case .warn: "warning"
            case .info: "note"
            }
        return PreviewModel.Note(
            rule: finding.rule, level: level, message: finding.message, location: "\(finding.location)",
            style: finding.style, category: finding.category?.displayName)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3f", value)
    }
}

/// A problem the preview reports in one line.
public enum PreviewError: Error, CustomStringConvertible, Equatable {
    /// A message, complete.
    case message(String)

    /// The line.
    public var description: String {
        switch self {
        case let .message(text): text
        }
    }
}
