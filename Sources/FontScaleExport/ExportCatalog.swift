import FontScaleConfig
import FontScaleFonts

extension ExportModel {
    /// The model of `config` with fonts resolved through a catalog of the config's font folders
    /// plus `extraDirectories`, then `.fonts/` beside the config and `defaultDirectories` when they
    /// exist; a folder the catalog refuses is a `ConfigError` at the config's `fonts` key.
    public init(config: CheckConfig, extraDirectories: [String], defaultDirectories: [String] = []) throws {
        let catalog: FontCatalog
        do {
            catalog = try FontCatalog(
                fontDirectories: config.fontDirectories + extraDirectories,
                defaultDirectories: config.defaultFontDirectories + defaultDirectories)
        } catch {
            throw ConfigError(config.location(of: "fonts"), "fonts.directories: \(error)")
        }
        try self.init(config: config, catalog: catalog)
    }
}
