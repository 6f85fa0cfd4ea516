import FontScaleConfig
import FontScaleFonts

extension ExportModel {
    /// The model of `config` with fonts resolved through a catalog of the config's font folders
    /// plus `extraDirectories`, then `.fonts/` beside the config and `defaultDirectories` when they
    /// exist; a folder of the config's that the catalog refuses is a `ConfigError` at
    /// `fonts.directories` (`CheckConfig.fontCatalog(extraDirectories:defaultDirectories:)`).
    public init(config: CheckConfig, extraDirectories: [String], defaultDirectories: [String] = []) throws {
        try self.init(
            config: config,
            catalog: config.fontCatalog(extraDirectories: extraDirectories, defaultDirectories: defaultDirectories))
    }
}
