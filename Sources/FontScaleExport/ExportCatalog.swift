import FontScaleConfig
import FontScaleFonts

extension ExportModel {
    /// The model of `config` with fonts resolved through a catalog of the config's font folders
    /// plus `extraDirectories`; a folder the catalog refuses is a `ConfigError` at the config's `fonts` key.
    public init(config: CheckConfig, extraDirectories: [String]) throws {
        let catalog: FontCatalog
        do { catalog = try FontCatalog(fontDirectories: config.fontDirectories + extraDirectories) } catch {
            throw ConfigError(config.location(of: "fonts"), "fonts.directories: \(error)")
        }
        try self.init(config: config, catalog: catalog)
    }
}
