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
}

/// Writes a checked type scale (a check config) as code and tokens.
public enum Exporter {
    /// The config in `format`; fonts resolve through `catalog` for PostScript names and line
    /// heights, and `source` is the name the generated header cites.
    public static func render(_ format: ExportFormat, config: CheckConfig, catalog: FontCatalog?, source: String) throws
        -> String
    {
        let model = try ExportModel(config: config, catalog: catalog)
        return render(format, model: model, config: config, source: source)
    }

    /// The model in `format` (`config` is needed for design tokens, which carry every value).
    public static func render(_ format: ExportFormat, model: ExportModel, config: CheckConfig, source: String) -> String
    {
        switch format {
        case .uikit: SwiftExporter.uikit(model, source: source)
        case .swiftui: SwiftExporter.swiftui(model, source: source)
        case .css: WebAndAndroidExporter.css(model, source: source)
        case .dtcg: DesignTokens.export(config, model)
        case .android: WebAndAndroidExporter.android(model, source: source)
        }
    }
}
