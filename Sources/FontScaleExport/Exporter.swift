import FontScale
import FontScaleConfig
import FontScaleFonts
import Foundation

/// What `fontscale export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Swift for UIKit: custom fonts scaled through `UIFontMetrics`, line height and tracking helpers.
    case uikit
    /// Swift for SwiftUI: `Font.custom(_:size:relativeTo:)`, a `Font` extension and a view modifier.
    case swiftui
    /// CSS custom properties per style and content size category, `-apple-system-*` fallbacks.
    case css
    /// W3C Design Tokens (DTCG) typography tokens, JSON.
    case dtcg
    /// Android TextAppearance styles in sp, XML.
    case android
    /// The font files, copied, with `@font-face`, Info.plist's `UIAppFonts`, Android font families and a manifest.
    case fonts
    /// Figma variables: a collection with a mode per content size category, and one per Android font scale.
    case figma
    /// Kotlin for Jetpack Compose: font families, `TextStyle`s in sp and a Material 3 `Typography`.
    case compose
    /// Tokens Studio for Figma's single-file JSON: a base set, a set per content size category and
    /// a theme per category.
    case tokensStudio = "tokens-studio"

    /// Whether the format writes a folder of files (`-o DIR`) rather than one text.
    public var writesFolder: Bool { self == .fonts }
}

/// The unit CSS sizes, line heights, tracking and fluid intercepts are written in.
public enum CSSUnits: String, CaseIterable, Sendable {
    /// rem: relative to the root font size, so the reader's browser text size scales the type as
    /// Dynamic Type does on iOS (the default).
    case rem
    /// px: fixed CSS pixels (1 pt = 1 px), which only zoom enlarges.
    case px

    /// The root font size rem values assume: the browsers' default, 16 px.
    public static let rootSize = 16.0

    /// `points` (1 pt = 1 CSS px at the default root size) as a CSS length: "1.0625rem", "17px".
    public func length(_ points: Double) -> String {
        switch self {
        case .rem: points == 0 ? "0" : formatNumber(points / Self.rootSize, decimals: 6) + "rem"
        case .px: formatNumber(points) + "px"
        }
    }
}

/// Settings some formats take.
public struct ExportOptions: Sendable {
    /// `--fluid` for CSS: sizes that grow with the viewport; nil for fixed sizes.
    public var fluid: FluidType?
    /// `--kotlin-package` for Compose: the app's package, where `R` lives.
    public var kotlinPackage: String
    /// How generated headers name the command that writes them again.
    public var commands: ExportCommands
    /// `--units` for CSS: rem (the default) or px.
    public var cssUnits: CSSUnits = .rem
    /// `--figma-existing` for Figma: the file's variables as saved, so the body updates them in place.
    public var figmaExisting: FigmaExisting?
    /// `--min-sdk` for android, compose and fonts: the app's minimum Android API level. Below 28
    /// (26 for Compose) a variable font's weights and axes are static instances.
    public var minimumSDK = Self.defaultMinimumSDK

    /// The minimum SDK assumed when none is given: 21, the lowest AndroidX and Compose support, so
    /// that by default every weight draws on every device an app can target.
    public static let defaultMinimumSDK = 21

    /// The package Compose code declares when none is given.
    public static let defaultKotlinPackage = "com.example.app"

    /// Creates options (the defaults: fixed CSS sizes, package `com.example.app`, headers that
    /// name no command).
    public init(
        fluid: FluidType? = nil, kotlinPackage: String = Self.defaultKotlinPackage,
        commands: ExportCommands = .described
    ) {
        self.fluid = fluid
        self.kotlinPackage = kotlinPackage
        self.commands = commands
    }
}

/// Writes a checked type scale (a check config) as code and tokens.
public enum Exporter {
    /// The config in `format`; fonts resolve through `catalog` for PostScript names and line
    /// heights, and `source` is the name the generated header cites.
    public static func render(
        _ format: ExportFormat, config: CheckConfig, catalog: FontCatalog?, source: String,
        options: ExportOptions = ExportOptions()
    ) throws -> String {
        let model = try ExportModel(config: config, catalog: catalog)
        return try render(format, model: model, config: config, source: source, options: options)
    }

    /// The model in `format` (`config` is needed for design tokens, which carry every value). For
    /// `fonts`, the text files it writes besides the font files, each after a `==> path <==` line;
    /// it throws only when a font file cannot be read for its checksum.
    public static func render(
        _ format: ExportFormat, model: ExportModel, config: CheckConfig, source: String,
        options: ExportOptions = ExportOptions()
    ) throws -> String {
        switch format {
        case .uikit: SwiftExporter.uikit(model, source: source, options: options)
        case .swiftui: SwiftExporter.swiftui(model, source: source, options: options)
        case .css: WebAndAndroidExporter.css(model, source: source, options: options)
        case .dtcg: DesignTokens.export(config, model)
        case .android: WebAndAndroidExporter.android(model, source: source, options: options)
        case .fonts:
            try FontAssets(model: model, source: source, options: options).textFiles().map {
                "==> \($0.path) <==\n\($0.text)"
            }
            .joined(separator: "\n")
        case .figma: try FigmaVariables.export(model, source: source, existing: options.figmaExisting)
        case .tokensStudio: TokensStudio.export(config, model)
        case .compose:
            ComposeExporter.compose(
                model, assets: FontAssets(model: model, source: source, options: options), source: source,
                package: options.kotlinPackage)
        }
    }

    /// Whether `name` is a Kotlin package name: dot-separated identifiers of ASCII letters, digits
    /// and underscores, none starting with a digit or being a Kotlin keyword.
    public static func isKotlinPackage(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.first, !first.isNumber, !ComposeExporter.keywords.contains(String(part)) else {
                    return false
                }
                return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            }
    }
}
