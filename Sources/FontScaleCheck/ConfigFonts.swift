import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import Foundation

// The font stack's side of the config format: HarfBuzz reads a style's features, `CustomFont` is
// a starter config's font, and a config's font folders make a fontconfig catalog.

/// Feature settings read as HarfBuzz reads them (`FontFeature`).
public struct ShapingFeatures: FeatureSyntax {
    /// Creates the reader.
    public init() {}

    /// nil when HarfBuzz reads `setting`, else `FontFeatureError`'s words.
    public func problem(with setting: String) -> String? {
        do { _ = try FontFeature(setting) } catch { return error.description }
        return nil
    }
}

extension CustomFont: StarterFont {
    /// How the font serves `requested` (`instance(weight:)`).
    public func weight(_ requested: Int) throws -> StarterFontWeight {
        let resolved = try instance(weight: requested)
        return StarterFontWeight(
            used: resolved.weight.used, available: resolved.weight.available, isVariable: resolved.weight.isVariable,
            isSubstituted: resolved.weight.isSubstituted, notes: resolved.notes)
    }

    /// Whether the face at `weight` maps `scalar`.
    public func hasGlyph(_ scalar: Unicode.Scalar, weight: Int) throws -> Bool {
        try instance(weight: weight).instance.hasGlyph(scalar)
    }

    /// The characters of `text` the face at `weight` does not map (`FontInstance.unmapped(in:)`).
    public func unmapped(in text: String, weight: Int) throws -> [Unicode.Scalar] {
        try instance(weight: weight).instance.unmapped(in: text)
    }

    /// The digits' width spread at `weight`, shaped with `tnum` when `tabular` (`FontInstance.digitSpread`).
    public func digitSpread(weight: Int, tabular: Bool) throws -> Double {
        try instance(weight: weight).instance.digitSpread(features: tabular ? [try FontFeature("tnum")] : [])
    }

    /// The highest ink of `texts` at `weight` (HarfBuzz's glyph extents) and the descender, in em.
    public func ink(of texts: [String], weight: Int) throws -> StarterFontInk? {
        let instance = try instance(weight: weight).instance
        let upem = Double(instance.unitsPerEm)
        let tops = texts.compactMap { instance.shape(Array($0.unicodeScalars)).ink?.yMax }
        guard let top = tops.max() else { return nil }
        return StarterFontInk(top: top / upem, descender: instance.lineMetrics(pointSize: upem).descender / upem)
    }

    /// The scripts the regular face maps letters of (`mappedScripts()`) that no script of `covered` samples.
    public func unsampledScripts(covered: [WritingScript]) throws -> [StarterFontScript] {
        try mappedScripts().filter { mapped in !covered.contains(where: mapped.isSampled(by:)) }
            .map { StarterFontScript(code: $0.code, name: $0.name, letters: $0.letters) }
    }
}

extension CheckConfig {
    /// What a config's author can do about a family that is not installed, in the config's own
    /// words, for `FontError.description(remedies:)`: one entry per way a config gives a font.
    public static let fontRemedies = [
        "add its folder to fonts.directories or \(FontCatalog.environmentVariable)", "give its file with 'file'",
    ]

    /// The default font folder beside the config: `.fonts/` in the config file's folder, searched
    /// after `fontDirectories` when it exists and holds fonts (`FontCatalog(defaultDirectories:)`).
    public var defaultFontDirectories: [String] {
        [
            URL(fileURLWithPath: file).deletingLastPathComponent()
                .appendingPathComponent(FontCatalog.defaultDirectoryName).standardizedFileURL.path
        ]
    }

    /// The fontconfig catalog with the config's font folders and `extraDirectories` (--font-dir,
    /// FONTSCALE_FONT_PATH), then `.fonts/` beside the config and `defaultDirectories` when they
    /// exist. A folder the config names that the catalog refuses (missing, empty, unscannable) is a
    /// `ConfigError` at `fonts.directories`; an extra folder stays a `FontError`.
    public func fontCatalog(extraDirectories: [String], defaultDirectories: [String] = []) throws -> FontCatalog {
        do {
            return try FontCatalog(
                fontDirectories: fontDirectories + extraDirectories,
                defaultDirectories: defaultFontDirectories + defaultDirectories)
        } catch {
            let folder: String? =
                switch error {
                case let .directoryNotFound(path), let .noFontsInDirectory(path): path
                case let .unscannableDirectory(directory, _, _): directory
                default: nil
                }
            guard let folder, fontDirectories.contains(folder) else { throw error }
            throw ConfigError(
                location(ofFontsKey: ConfigKeys.Fonts.directories.key) ?? location(of: ConfigKeys.Top.fonts),
                "fonts.directories: \(error)")
        }
    }
}
