import FontScaleConfig
import Foundation

// The config format (FontScaleConfig) reads and writes a config's `rules:` and `overrides:`
// against a rule vocabulary, and its styles' features against a shaper's syntax; here it is bound
// to this checker's rules, the `RuleCatalog`, and to HarfBuzz (`ShapingFeatures`).

extension ConfigParser {
    /// Parses the config in `text` read from `file`, its rule settings and overrides against the
    /// `RuleCatalog`, its features as HarfBuzz reads them; relative paths resolve against `file`'s
    /// folder, `$NAME` in `fonts.directories` against `environment`.
    public static func parse(
        _ text: String, file: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> CheckConfig {
        try parse(
            text, file: file, rules: RuleCatalog.vocabulary, features: ShapingFeatures(), environment: environment)
    }
}

extension ConfigFile {
    /// The config at `path`, read (`text(_:)`) and parsed (`ConfigParser.parse(_:file:environment:)`).
    public static func read(
        _ path: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> CheckConfig {
        try ConfigParser.parse(try text(path), file: path, environment: environment)
    }
}

extension ConfigPrinter {
    /// The config as YAML with every default filled in, the settings of every rule of the `RuleCatalog` included.
    public static func yaml(_ config: CheckConfig) -> String { yaml(config, rules: RuleCatalog.vocabulary) }
}

extension ConfigSchema {
    /// The config's JSON Schema as text, with the settings of every rule of the `RuleCatalog`.
    public static func json() throws -> String { try json(rules: RuleCatalog.vocabulary) }
}

extension ConfigKeys {
    /// The keys of a rule's settings: severity, enabled, and the options of every rule of the `RuleCatalog`.
    public static var rule: [Key] { rule(for: RuleCatalog.vocabulary) }
}
