import FontScaleConfig

// The config format (FontScaleConfig) reads and writes a config's `rules:` and `overrides:`
// against a rule vocabulary; here it is bound to this checker's rules, the `RuleCatalog`.

extension ConfigParser {
    /// Parses the config in `text` read from `file`, its rule settings and overrides against the
    /// `RuleCatalog`; relative paths resolve against `file`'s folder.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> CheckConfig {
        try parse(text, file: file, rules: RuleCatalog.vocabulary)
    }
}

extension ConfigPrinter {
    /// The config as YAML with every default filled in, the settings of every rule of the `RuleCatalog` included.
    public static func yaml(_ config: CheckConfig) -> String { yaml(config, rules: RuleCatalog.vocabulary) }
}

extension ConfigSchema {
    /// The config's JSON Schema as text, with the settings of every rule of the `RuleCatalog`.
    public static func json() -> String { json(rules: RuleCatalog.vocabulary) }
}

extension ConfigKeys {
    /// The keys of a rule's settings: severity, enabled, and the options of every rule of the `RuleCatalog`.
    public static var rule: [Key] { rule(for: RuleCatalog.vocabulary) }
}
