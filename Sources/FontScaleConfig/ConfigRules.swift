import FontScaleMetrics
internal import Yams

extension ConfigParser {
    /// The `rules:` section: settings by current rule id, for the rules of `vocabulary`. An unknown
    /// rule, a rule set twice (under a renamed id too) and an option the rule does not have are
    /// located errors with a did-you-mean.
    static func ruleSettings(_ node: ConfigNode, vocabulary: RuleVocabulary, textStyles: [TextStyle]) throws
        -> [String: RuleSettings]
    {
        let file = node.file
        var rules: [String: RuleSettings] = [:]
        guard case let .mapping(mapping) = node.node else {
            throw node.error("expected a mapping from rule ids to settings, instead saw \(node.seen)")
        }
        for (keyNode, value) in mapping {
            let keyLocation = SourceLocation(
                file: file, line: keyNode.mark?.line ?? 1, column: keyNode.mark?.column ?? 1)
            let id = keyNode.string ?? ""
            guard let rule = vocabulary.rule(id) else {
                throw ConfigError(
                    keyLocation,
                    "rules: unknown rule '\(id)'" + vocabulary.suggestion(id)
                        + " Expected one of: \(vocabulary.rules.map(\.id).joined(separator: ", "))")
            }
            // A renamed id and its current id name the same rule: one would silently replace the other.
            guard rules[rule.id] == nil else {
                throw ConfigError(
                    keyLocation, "rules: expected each rule once, instead saw \(rule.id) again as '\(id)'")
            }
            let settingsNode = ConfigNode(node: value, file: file, path: "rules.\(id)")
            let settingKeys = try settingsNode.mapping(
                allowed: [ConfigKeys.RuleSetting.severity.name, ConfigKeys.RuleSetting.enabled.name]
                    + rule.options.map(\.name))
            var settings = RuleSettings(location: settingsNode.location)
            settings.severity = try settingKeys[ConfigKeys.RuleSetting.severity.name].map { try severity($0.value) }
            settings.enabled = try read(ConfigKeys.RuleSetting.enabled, settingKeys) { try $0.bool() }
            for option in rule.options {
                guard let entry = settingKeys[option.name] else { continue }
                if option.takesTextStyles {
                    settings.textStyles[option.name] = try entry.value.sequence().map {
                        try $0.named(TextStyle.self, among: textStyles)
                    }
                } else {
                    settings.options[option.name] = try entry.value.double()
                }
            }
            rules[rule.id] = settings
        }
        return rules
    }

    /// The `overrides:` section: each names a known rule (renamed ids work) and, optionally, one of its codes.
    typealias Override = ConfigKeys.Override

    static func overrides(_ node: ConfigNode, vocabulary: RuleVocabulary) throws -> [OverrideConfig] {
        var overrides: [OverrideConfig] = []
        for node in try node.sequence() {
            let keys = try node.mapping(
                allowed: ConfigKeys.override.map(\.name), required: ConfigKeys.required(ConfigKeys.override))
            let id = try keys[Override.rule.name]!.value.string()
            guard let rule = vocabulary.rule(id) else {
                throw keys[Override.rule.name]!.value.error(
                    "unknown rule '\(id)'" + vocabulary.suggestion(id)
                        + " Expected one of: \(vocabulary.rules.map(\.id).joined(separator: ", "))")
            }
            let code = try keys[Override.code.name].map { try $0.value.string() }
            if let code, !rule.codes.contains(code) {
                throw keys[Override.code.name]!.value.error(
                    "rule \(rule.id) has no code '\(code)'; expected one of: \(rule.codes.joined(separator: ", "))")
            }
            let reason = try keys[Override.reason.name]!.value.string()
            guard reason.count >= 3 else {
                throw keys[Override.reason.name]!.value.error(
                    "expected a reason for accepting the finding, instead saw '\(reason)'")
            }
            overrides.append(
                OverrideConfig(
                    rule: rule.id, code: code, style: try keys[Override.style.name].map { try $0.value.string() },
                    category: try keys[Override.category.name].map { try $0.value.named(ContentSizeCategory.self) },
                    container: try keys[Override.container.name].map { try $0.value.string() }, reason: reason,
                    location: node.location))
        }
        return overrides
    }
}
