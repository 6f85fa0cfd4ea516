import FontScaleConfig
import FontScaleOutput
import Foundation

/// Writes imported tokens as a fontscale config in YAML through the one emitter (`YAMLEmitter`),
/// the way a person writes one: only the keys that carry a value, numbers at full precision,
/// strings quoted.
enum ConfigYAML {
    typealias Top = ConfigKeys.Top
    typealias Style = ConfigKeys.Style
    typealias Container = ConfigKeys.Container
    typealias Override = ConfigKeys.Override

    /// A token value as YAML: strings quoted, lists flow, a mapping as `{}`.
    static func scalar(_ value: JSONValue) -> YAMLScalar {
        switch value {
        case let .string(text): .string(text)
        case let .bool(flag): .bool(flag)
        case let .number(number): .number(number)
        case .null: .null
        case let .array(items): .list(items.map(scalar))
        case .object: .mapping([])
        }
    }

    static func strings(_ items: [String]) -> YAMLScalar { .list(items.map(YAMLScalar.string)) }
    static func names(_ items: [String]) -> YAMLScalar { .list(items.map(YAMLScalar.plain)) }

    static func write(scale: [String: JSONValue], styles: [ImportedStyle], source: String, notes: [String] = [])
        -> String
    {
        var lines: [YAMLLine] = [
            .comment(
                "Imported by fontscale from \(URL(fileURLWithPath: source).lastPathComponent) (fontscale import); check it with `fontscale check`."
            )
        ]
        lines += notes.map { YAMLLine.comment($0) }
        lines.append(.pair(Top.version.name, .integer(scale["version"]?.int ?? 1)))
        if let platform = scale["platform"]?.string { lines.append(.pair(Top.platform.name, .plain(platform))) }
        if let model = scale["model"]?.string { lines.append(.pair(Top.model.name, .plain(model))) }
        if let categories = scale["categories"]?.array?.compactMap(\.string) {
            lines.append(.pair(Top.categories.name, names(categories)))
        }
        if let displayScale = scale["displayScale"]?.int {
            lines.append(.pair(Top.displayScale.name, .integer(displayScale)))
        }
        let directories = scale["fontDirectories"]?.array?.compactMap(\.string) ?? []
        var fonts: [YAMLLine] = []
        if !directories.isEmpty { fonts.append(.pair(ConfigKeys.Fonts.directories.name, strings(directories))) }
        if let family = scale["family"]?.string { fonts.append(.pair(ConfigKeys.Fonts.family.name, .string(family))) }
        if let file = scale["file"]?.string {
            fonts.append(.pair(ConfigKeys.Fonts.file.name, .string(file)))
            fonts.append(.pair(ConfigKeys.Fonts.index.name, .integer(scale["index"]?.int ?? 0)))
        }
        if !fonts.isEmpty { lines.append(.mapping(Top.fonts.name, fonts)) }
        lines.append(.list(Top.styles.name, styles.map { .mapping(style($0)) }))
        if let containers = scale["containers"]?.array {
            lines.append(.list(Top.containers.name, containers.map { .mapping(container($0)) }))
        }
        if let samples = scale["samples"]?.array?.compactMap(\.string), !samples.isEmpty {
            lines.append(.list(Top.samples.name, samples.map { .scalar(.string($0)) }))
        }
        if let rules = scale["rules"]?.object, !rules.isEmpty {
            lines.append(
                .mapping(
                    Top.rules.name, rules.sorted(by: { $0.key < $1.key }).map { .mapping($0.key, rule($0.value)) }))
        }
        if let overrides = scale["overrides"]?.array, !overrides.isEmpty {
            lines.append(.list(Top.overrides.name, overrides.map { .mapping(override($0)) }))
        }
        return YAMLEmitter.document(lines)
    }

    static func container(_ container: JSONValue) -> [YAMLLine] {
        var lines: [YAMLLine] = [
            .pair(Container.name.name, scalar(container["name"] ?? .string(""))),
            .pair(Container.width.name, scalar(container["width"] ?? .number(0))),
            .pair(
                Container.maxLines.name,
                scalar(container["maxLines"] ?? .number(Double(Container.maxLines.defaultValue)))),
        ]
        for key in [Container.accessibilityMaxLines, Container.minimumScaleFactor, Container.height] {
            if let value = container[key.name] { lines.append(.pair(key.name, scalar(value))) }
        }
        return lines
    }

    /// A rule's settings: severity, then enabled, then options alphabetically.
    static func rule(_ settings: JSONValue) -> [YAMLLine] {
        let members = settings.object ?? [:]
        return members.keys.sorted(by: ruleKeyOrder).map { key in
            let value = members[key]!
            if let names = value.array?.compactMap(\.string) { return .pair(key, self.names(names)) }
            if key == ConfigKeys.RuleSetting.severity.name, let text = value.string { return .pair(key, .plain(text)) }
            return .pair(key, scalar(value))
        }
    }

    static func override(_ override: JSONValue) -> [YAMLLine] {
        var lines: [YAMLLine] = [.pair(Override.rule.name, .plain(override["rule"]?.string ?? ""))]
        if let code = override["code"]?.string { lines.append(.pair(Override.code.name, .plain(code))) }
        if let style = override["style"]?.string { lines.append(.pair(Override.style.name, .string(style))) }
        if let category = override["category"]?.string {
            lines.append(.pair(Override.category.name, .plain(category)))
        }
        if let container = override["container"]?.string {
            lines.append(.pair(Override.container.name, .string(container)))
        }
        lines.append(.pair(Override.reason.name, .string(override["reason"]?.string ?? "")))
        return lines
    }

    /// severity, then enabled, then options alphabetically.
    static func ruleKeyOrder(_ a: String, _ b: String) -> Bool {
        let rank = { (key: String) in
            key == ConfigKeys.RuleSetting.severity.name ? 0 : key == ConfigKeys.RuleSetting.enabled.name ? 1 : 2
        }
        return rank(a) != rank(b) ? rank(a) < rank(b) : a < b
    }

    static func style(_ style: ImportedStyle) -> [YAMLLine] {
        var lines: [YAMLLine] = [
            .pair(Style.name.name, .string(style.name)),
            .pair(
                Style.textStyle.name, .plain(style.textStyle.rawValue),
                comment: style.textStyleNote.map { YAMLComment($0) }),
        ]
        if let scalesWith = style.scalesWith, scalesWith != style.textStyle {
            lines.append(.pair(Style.scalesWith.name, .plain(scalesWith.rawValue)))
        }
        if let file = style.file {
            lines.append(.pair(Style.file.name, .string(file)))
            if style.index != Style.index.defaultValue { lines.append(.pair(Style.index.name, .integer(style.index))) }
        } else if let family = style.family {
            lines.append(.pair(Style.family.name, .string(family)))
        }
        lines.append(.pair(Style.weight.name, .integer(style.weight)))
        if style.italic { lines.append(.pair(Style.italic.name, .bool(true))) }
        lines.append(.pair(Style.size.name, .number(style.size)))
        if let lineHeight = style.lineHeight { lines.append(.pair(Style.lineHeight.name, .number(lineHeight))) }
        if style.tracking != Style.tracking.defaultValue {
            lines.append(.pair(Style.tracking.name, .number(style.tracking)))
        }
        if let minSize = style.minSize { lines.append(.pair(Style.minSize.name, minSize)) }
        if let maxSize = style.maxSize { lines.append(.pair(Style.maxSize.name, maxSize)) }
        if !style.axes.isEmpty { lines.append(.pair(Style.axes.name, style.axes.yaml)) }
        if !style.features.isEmpty { lines.append(.pair(Style.features.name, strings(style.features))) }
        if style.numeric { lines.append(.pair(Style.numeric.name, .bool(true))) }
        if let containers = style.containers { lines.append(.pair(Style.containers.name, strings(containers))) }
        if let samples = style.samples { lines.append(.pair(Style.samples.name, strings(samples))) }
        return lines
    }
}
