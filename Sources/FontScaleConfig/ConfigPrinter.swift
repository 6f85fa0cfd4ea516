import FontScale
import FontScaleMetrics

/// Prints a parsed config as YAML with every default filled in (`--print-config`), through the
/// one YAML emitter, under the key catalogue's names.
public enum ConfigPrinter {
    typealias Top = ConfigKeys.Top
    typealias Style = ConfigKeys.Style
    typealias Container = ConfigKeys.Container
    typealias Override = ConfigKeys.Override

    /// A line height derived from the text style's leading ratio: to 4 decimals (it is not the
    /// user's value), else `null` (derived again on reading) when that is not a size a config
    /// may give, above 0 and at most 4096.
    static func derivedLineHeight(_ value: Double) -> YAMLScalar {
        let rounded = (value * 10_000).rounded() / 10_000
        guard rounded > 0, rounded <= PointSizeRange.maximum else { return .null }
        return .number(rounded)
    }

    /// A size limit; none is YAML's `null`, with the docs' word for it ("none") in a comment.
    static func limit(_ key: ConfigKeys.Key, _ limit: SizeLimit?) -> YAMLLine {
        switch limit {
        case nil: .pair(key.name, .null, comment: YAMLComment(key.defaultWords))
        case let .points(value)?: .pair(key.name, .number(value))
        case let .factor(value)?: .pair(key.name, .string(YAMLEmitter.number(value) + "x"))
        }
    }

    /// The lines naming a font: `family`, or `file` and `index`.
    static func font(_ reference: FontReference) -> [YAMLLine] {
        switch reference {
        case let .family(name): [.pair(Style.family.name, .string(name))]
        case let .file(path, index): [.pair(Style.file.name, .string(path)), .pair(Style.index.name, .integer(index))]
        }
    }

    static func strings(_ items: [String]) -> YAMLScalar { .list(items.map(YAMLScalar.string)) }

    /// The config as YAML, with the settings of every rule in `rules`.
    public static func yaml(_ config: CheckConfig, rules: RuleVocabulary) -> String {
        let lines: [YAMLLine] = [
            .comment("\(config.file) with every default filled in (fontscale check --print-config)"),
            .pair(Top.version.name, .integer(config.version)), .pair(Top.platform.name, config.platform.yaml),
            .pair(Top.model.name, config.model.yaml),
            .pair(Top.categories.name, .list(config.categories.map { .plain($0.displayName) })),
            .pair(Top.displayScale.name, .integer(config.displayScale.rawValue)),
            .mapping(
                Top.fonts.name,
                [.pair(ConfigKeys.Fonts.directories.name, strings(config.fontDirectories))]
                    + (config.defaultFont.map(font) ?? [])),
            .list(Top.styles.name, config.styles.map { .mapping(style($0, in: config)) }),
            .list(Top.containers.name, config.containers.map { .mapping(container($0)) }),
            .list(Top.samples.name, config.samples.map { .scalar(.string($0.text)) }),
            .mapping(Top.rules.name, rules.rules.map { .mapping($0.id, ruleLines($0, config: config)) }),
            .list(Top.overrides.name, config.overrides.map { .mapping(override($0)) }),
        ]
        return YAMLEmitter.document(lines)
    }

    static func style(_ style: StyleConfig, in config: CheckConfig) -> [YAMLLine] {
        let hig = try? HIG.metrics(style.textStyle, .large, platform: config.platform)
        let lineHeight: YAMLLine =
            if let given = style.lineHeight {
                .pair(Style.lineHeight.name, .number(given))
            } else {
                .pair(
                    Style.lineHeight.name,
                    derivedLineHeight(style.size * ((hig?.leading ?? 1.2) / (hig?.pointSize ?? 1))),
                    comment: YAMLComment(Style.lineHeight.defaultWords))
            }
        return [
            .pair(Style.name.name, .string(style.name)), .pair(Style.textStyle.name, .plain(style.textStyle.rawValue)),
            .pair(Style.scalesWith.name, .plain(style.scalesWith.rawValue)),
        ] + font(style.font) + [
            .pair(Style.weight.name, .integer(style.weight.rawValue)), .pair(Style.italic.name, style.italic.yaml),
            .pair(Style.size.name, .number(style.size)), lineHeight,
            .pair(Style.tracking.name, .number(style.tracking)),
            limit(Style.minSize, style.minSize), limit(Style.maxSize, style.maxSize),
            .pair(Style.axes.name, style.axes.yaml), .pair(Style.features.name, strings(style.features)),
            .pair(Style.numeric.name, style.numeric.yaml),
            .pair(Style.containers.name, strings(style.containers ?? config.containers.map(\.name))),
            .pair(Style.samples.name, strings((style.samples ?? config.samples).map(\.text))),
        ]
    }

    static func container(_ container: ContainerConfig) -> [YAMLLine] {
        var lines: [YAMLLine] = [
            .pair(Container.name.name, .string(container.name)), .pair(Container.width.name, .number(container.width)),
            .pair(Container.maxLines.name, .integer(container.maxLines)),
        ]
        if let most = container.accessibilityMaxLines {
            lines.append(.pair(Container.accessibilityMaxLines.name, .integer(most)))
        }
        if let factor = container.minimumScaleFactor {
            lines.append(.pair(Container.minimumScaleFactor.name, .number(factor)))
        }
        if let height = container.height { lines.append(.pair(Container.height.name, .number(height))) }
        return lines
    }

    static func ruleLines(_ rule: Rule, config: CheckConfig) -> [YAMLLine] {
        let settings = config.rules[rule.id]
        var lines: [YAMLLine] = [
            .pair(ConfigKeys.RuleSetting.severity.name, .plain((settings?.severity ?? rule.severity).rawValue)),
            .pair(ConfigKeys.RuleSetting.enabled.name, .bool(settings?.enabled ?? rule.enabledByDefault)),
        ]
        for option in rule.options {
            let value: YAMLScalar =
                switch option.defaultValue {
                case let .textStyles(defaults):
                    .list((settings?.textStyles[option.name] ?? defaults).map { .plain($0.rawValue) })
                case let .number(number): .number(settings?.options[option.name] ?? number)
                case .platformMinimumLegibleSize:
                    .number(settings?.options[option.name] ?? config.platform.minimumLegibleSize)
                }
            lines.append(.pair(option.name, value))
        }
        return lines
    }

    static func override(_ override: OverrideConfig) -> [YAMLLine] {
        var lines: [YAMLLine] = [.pair(Override.rule.name, .plain(override.rule))]
        if let code = override.code { lines.append(.pair(Override.code.name, .plain(code))) }
        if let style = override.style { lines.append(.pair(Override.style.name, .string(style))) }
        if let category = override.category {
            lines.append(.pair(Override.category.name, .plain(category.displayName)))
        }
        if let container = override.container { lines.append(.pair(Override.container.name, .string(container))) }
        lines.append(.pair(Override.reason.name, .string(override.reason)))
        return lines
    }
}
