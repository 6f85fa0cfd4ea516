import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import Foundation

/// One style of a checked type scale, with everything the code and token writers need.
public struct ExportStyle: Sendable, Equatable {
    /// The design system's name ("Body", "Price").
    public let name: String
    /// The Apple text style it claims.
    public let textStyle: TextStyle
    /// The text style whose curve scales it (`relativeTo:`).
    public let scalesWith: TextStyle
    /// The font family.
    public let family: String
    /// The PostScript name `UIFont(name:size:)` finds for the face at the style's weight (the face's,
    /// or a named instance whose axes match: `AppFontName`); a guess when the font did not resolve.
    public let postScriptName: String
    /// Axis values to apply on top of `postScriptName` through a font descriptor (empty: none).
    public let variations: [String: Double]
    /// The weight.
    public let weight: FontWeight
    /// Italic.
    public let italic: Bool
    /// The size at Large, in points.
    public let size: Double
    /// The line height at Large, in points (given, or the text style's HIG ratio).
    public let lineHeight: Double
    /// Whether the line height was given in the config (false: derived from the HIG).
    public let lineHeightGiven: Bool
    /// Tracking at Large, in points.
    public let tracking: Double
    /// The largest size, in points (`maximumPointSize`), nil for none.
    public let maximumPointSize: Double?
    /// The smallest size, in points, nil for none.
    public let minimumPointSize: Double?
    /// OpenType features.
    public let features: [String]
    /// The scaled size at every category of the platform (the config's model).
    public let sizes: [ContentSizeCategory: Double]
    /// The scaled line height at every category.
    public let lineHeights: [ContentSizeCategory: Double]
    /// The font's own line height at `size` (ascender - descender + line gap), nil when the font did not resolve.
    public let naturalLineHeight: Double?
    /// The font file the style resolved to, nil when the font did not resolve.
    public let face: ExportFace?
    /// The axis values of the style's instance by tag (wght, opsz, ...), empty for a static font.
    public let axes: [String: Double]
    /// The axes the config sets beyond weight, italic and size (`axes: {wdth: 80}`), by tag, as
    /// the font uses them (clamped to its ranges); empty when the config sets none or the font did
    /// not resolve (then the config's values, unclamped).
    public let requestedAxes: [String: Double]
    /// The size in sp-scaled dp at each of Android's standard font scales
    /// (`AndroidNonlinear.standardFontScales`: 0.85 ... 2.0), by the android model.
    public let androidSizes: [Double]
    /// The line height in dp at each of Android's standard font scales.
    public let androidLineHeights: [Double]
}

/// A checked type scale ready to be written as code and tokens.
public struct ExportModel: Sendable, Equatable {
    /// The platform.
    public let platform: Platform
    /// The scaling model the per-category sizes follow.
    public let model: ScalingModel
    /// The styles, in config order.
    public let styles: [ExportStyle]
    /// The categories, smallest first.
    public let categories: [ContentSizeCategory]

    /// The model of `config`; fonts resolve through `catalog` for PostScript names (a family
    /// that does not resolve keeps a name made from the family and weight, and is listed in `unresolved`).
    public init(config: CheckConfig, catalog: FontCatalog?) throws {
        platform = config.platform
        model = config.model
        categories = config.platform.categories
        let scaler = Scaler(model: config.model, platform: config.platform, displayScale: config.displayScale)
        var styles: [ExportStyle] = []
        var unresolved: [UnresolvedFont] = []
        var fonts: [FontReference: Result<CustomFont, FontError>] = [:]  // each family or file opened once
        var problems: [FeatureProblem] = [], axisWarnings: [String] = []
        let android = Scaler(model: .android)
        for style in config.styles {
            let spec = StyleSpec(
                pointSize: style.size, leading: style.lineHeight, tracking: style.tracking, weight: style.weight,
                minimum: style.minSize, maximum: style.maxSize)
            var sizes: [ContentSizeCategory: Double] = [:], leadings: [ContentSizeCategory: Double] = [:]
            for category in categories {
                let scaled = try scaler.scale(spec, style: style.scalesWith, at: .category(category))
                sizes[category] = scaled.pointSize
                leadings[category] = scaled.leading
            }
            let large = try scaler.scale(
                spec, style: style.scalesWith, at: .category(config.platform.referenceCategory ?? .large))
            let (family, name, natural, instance) = Self.names(
                style, catalog: catalog, fonts: &fonts, unresolved: &unresolved)
            if let instance {
                // An axis the font lacks fails check (font/resolves): export refuses it in the same
                // words, at the same place; a value outside the axis is clamped, with check's warning.
                for problem in AxisProblem.problems(style.axes, style: style.name, face: instance.face.info) {
                    if problem.missing {
                        throw ConfigError(style.location(of: ConfigKeys.Style.axes), problem.message)
                    }
                    axisWarnings.append(problem.message)
                }
                problems += FeatureProblem.check(
                    style.features, style: style.name, family: family,
                    samples: (style.samples ?? config.samples).map(\.text), instance: instance)
            }
            var androidSizes: [Double] = [], androidLineHeights: [Double] = []
            for scale in AndroidNonlinear.standardFontScales {
                let scaled = try android.scale(spec, style: style.scalesWith, at: .fontScale(scale))
                androidSizes.append(scaled.pointSize)
                androidLineHeights.append(scaled.leading)
            }
            styles.append(
                ExportStyle(
                    name: style.name, textStyle: style.textStyle, scalesWith: style.scalesWith, family: family,
                    postScriptName: name.postScriptName, variations: name.variations,
                    weight: style.weight, italic: style.italic, size: style.size,
                    lineHeight: style.lineHeight ?? large.leading,
                    lineHeightGiven: style.lineHeight != nil, tracking: style.tracking,
                    maximumPointSize: style.maxSize?.points(forBase: style.size),
                    minimumPointSize: style.minSize?.points(forBase: style.size),
                    features: style.features, sizes: sizes, lineHeights: leadings, naturalLineHeight: natural,
                    face: instance.map { ExportFace($0.face) },
                    axes: Dictionary(uniqueKeysWithValues: instance?.axisSettings.map { ($0.tag, $0.value) } ?? []),
                    requestedAxes: instance.map { instance in
                        Dictionary(
                            uniqueKeysWithValues: instance.axisSettings.filter { style.axes[$0.tag] != nil }.map {
                                ($0.tag, $0.value)
                            })
                    } ?? style.axes,
                    androidSizes: androidSizes, androidLineHeights: androidLineHeights))
        }
        self.styles = styles
        self.unresolved = unresolved
        featureProblems = problems
        self.axisWarnings = axisWarnings
    }

    /// Axis values outside their font's axis, clamped (check's font/resolves warnings, in its words).
    public let axisWarnings: [String]

    /// OpenType features styles ask for that their fonts do not have (checked by shaping).
    public let featureProblems: [FeatureProblem]

    /// Fonts that did not resolve, with the reason (their PostScript names are guesses).
    public let unresolved: [UnresolvedFont]

    /// The family name, app font name and natural line height of a style's font.
    private static func names(
        _ style: StyleConfig, catalog: FontCatalog?, fonts: inout [FontReference: Result<CustomFont, FontError>],
        unresolved: inout [UnresolvedFont]
    ) -> (String, AppFontName, Double?, FontInstance?) {
        let guess = { (family: String) in
            AppFontName(
                postScriptName: family.replacingOccurrences(of: " ", with: "") + "-"
                    + weightSuffix(style.weight, italic: style.italic),
                variations: [:], weight: style.weight.rawValue, source: .face)
        }
        let label =
            switch style.font {
            case let .family(name): name
            case let .file(path, _): URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            }
        if fonts[style.font] == nil {
            fonts[style.font] = Result { () throws(FontError) -> CustomFont in
                switch style.font {
                case let .family(name):
                    guard let catalog else {
                        throw FontError.familyNotFound(requested: name, fallback: nil, suggestions: [])
                    }
                    return try CustomFont(family: name, catalog: catalog)
                case let .file(path, index):
                    return try CustomFont(file: path, index: index)
                }
            }
        }
        let resolved: (CustomFont, ResolvedFont)
        do {
            let font = try fonts[style.font]!.get()
            resolved = (font, try font.instance(weight: style.weight.rawValue, italic: style.italic, axes: style.axes))
        } catch {
            if !unresolved.contains(where: { $0.font == style.font.description }) {
                unresolved.append(
                    UnresolvedFont(
                        font: style.font.description,
                        reason: error.description(remedies: CheckConfig.fontRemedies)))
            }
            return (label, guess(label), nil, nil)
        }
        let (font, instance) = resolved
        return (
            font.familyName, instance.appFontName ?? guess(font.familyName),
            instance.instance.lineMetrics(pointSize: style.size).naturalLineHeight, instance.instance
        )
    }

    /// "Regular", "SemiBold", "BoldItalic": the usual PostScript style suffix.
    static func weightSuffix(_ weight: FontWeight, italic: Bool) -> String {
        let names = [
            100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold",
            800: "ExtraBold", 900: "Black",
        ]
        let base = names[(weight.rawValue + 50) / 100 * 100] ?? "Regular"
        return italic ? (base == "Regular" ? "Italic" : base + "Italic") : base
    }
}

/// A font of the config that did not resolve, and why.
public struct UnresolvedFont: Sendable, Equatable {
    /// The family or file as the config names it.
    public let font: String
    /// The loader's message.
    public let reason: String
}
