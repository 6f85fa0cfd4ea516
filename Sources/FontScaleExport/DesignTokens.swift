import FontScale
import FontScaleConfig
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// W3C Design Tokens (DTCG format 2025.10) for a type scale: a typography composite token per
/// style, and in `$extensions["dev.fontscale"]` every config value the format has no field for,
/// so that `fontscale import` gives back the config.
public enum DesignTokens {
    /// The extension key fontscale writes and reads.
    public static let extensionKey = "dev.fontscale"

    static func limit(_ limit: SizeLimit?) -> JSONValue {
        switch limit {
        case let .points(value)?: .object(["points": .number(value)])
        case let .factor(value)?: .object(["factor": .number(value)])
        case nil: .null
        }
    }

    static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    /// `path` relative to `folder` ("../.fonts"), so the tokens do not depend on where the checkout lives.
    static func relative(_ path: String, to folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        guard common > 1 || base.count == 1 else { return path }  // only "/" in common: keep it absolute
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The tokens of `config` (`model` gives the family names and line heights it resolved).
    static func export(_ config: CheckConfig, _ model: ExportModel) -> String {
        let names = SwiftExporter.identifiers(model)
        var typography: [String: JSONValue] = [:]
        for (index, style) in config.styles.enumerated() {
            let resolved = model.styles[index]
            typography[names[index]] = .object([
                "$type": .string("typography"),
                "$description": .string(description(style, resolved)),
                "$value": .object([
                    "fontFamily": strings([resolved.family, "system-ui"]),
                    "fontSize": .object(["value": .number(style.size), "unit": .string("px")]),
                    "fontWeight": .number(Double(style.weight.rawValue)),
                    "letterSpacing": .object(["value": .number(style.tracking), "unit": .string("px")]),
                    "lineHeight": .number(roundRatio(resolved.lineHeight / style.size)),
                ]),
                "$extensions": .object([extensionKey: styleExtension(config, index: index, resolved)]),
            ])
        }
        return JSONValue.object([
            "$description": .string(
                "Typography of \(URL(fileURLWithPath: config.file).lastPathComponent), exported by fontscale"),
            "typography": .object(typography),
            "$extensions": .object([extensionKey: scaleExtension(config)]),
        ]).rendered()
    }

    /// Every config value of style number `index` in `$extensions["dev.fontscale"]` form (with the
    /// names and line height `resolved` found), as `fontscale import` reads it back.
    static func styleExtension(_ config: CheckConfig, index: Int, _ resolved: ExportStyle) -> JSONValue {
        let folder = URL(fileURLWithPath: config.file).deletingLastPathComponent().path
        let style = config.styles[index]
        var fontscale: [String: JSONValue] = [
            "order": .number(Double(index)), "name": .string(style.name),
            "textStyle": .string(style.textStyle.rawValue),
            "scalesWith": .string(style.scalesWith.rawValue), "weight": .number(Double(style.weight.rawValue)),
            "italic": .bool(style.italic),
            "size": .number(style.size), "tracking": .number(style.tracking),
            "lineHeight": style.lineHeight.map(JSONValue.number) ?? .null,
            "minSize": limit(style.minSize), "maxSize": limit(style.maxSize),
            "axes": .object(style.axes.mapValues(JSONValue.number)),
            "features": strings(style.features), "numeric": .bool(style.numeric),
            "containers": style.containers.map(strings) ?? .null,
            "samples": style.samples.map { strings($0.map(\.text)) } ?? .null,
            "postScriptName": .string(resolved.postScriptName), "resolvedFamily": .string(resolved.family),
            // The axes an app applies on top of postScriptName (a variable font's default instance
            // named at another weight): the name alone would be that instance.
            "postScriptVariations": .object(resolved.variations.mapValues(JSONValue.number)),
        ]
        if style.lineHeight == nil { fontscale["derivedLineHeight"] = .number(resolved.lineHeight) }
        switch style.font {
        case let .family(name): fontscale["family"] = .string(name)
        case let .file(path, index):
            fontscale["file"] = .string(relative(path, to: folder)); fontscale["index"] = .number(Double(index))
        }
        return .object(fontscale)
    }

    /// The config's scale-wide values (platform, model, categories, containers, rules, ...) in
    /// `$extensions["dev.fontscale"]` form.
    static func scaleExtension(_ config: CheckConfig) -> JSONValue {
        let folder = URL(fileURLWithPath: config.file).deletingLastPathComponent().path
        var scale: [String: JSONValue] = [
            "version": .number(Double(config.version)), "platform": .string(config.platform.rawValue),
            "model": .string(config.model.rawValue),
            "displayScale": .number(config.displayScale.pixelsPerPoint),
            "categories": strings(config.categories.map(\.displayName)),
            "fontDirectories": strings(config.fontDirectories.map { relative($0, to: folder) }),
            "containers": .array(
                config.containers.map { container in
                    var entry: [String: JSONValue] = [
                        "name": .string(container.name), "width": .number(container.width),
                        "maxLines": .number(Double(container.maxLines)),
                    ]
                    if let lines = container.accessibilityMaxLines {
                        entry["accessibilityMaxLines"] = .number(Double(lines))
                    }
                    if let factor = container.minimumScaleFactor { entry["minimumScaleFactor"] = .number(factor) }
                    if let height = container.height { entry["height"] = .number(height) }
                    return .object(entry)
                }),
            "samples": strings(config.samples.map(\.text)),
            "rules": .object(
                config.rules.mapValues { settings in
                    var entry: [String: JSONValue] = ["enabled": .bool(settings.enabled)]
                    if let severity = settings.severity { entry["severity"] = .string(severity.rawValue) }
                    for (name, value) in settings.options { entry[name] = .number(value) }
                    for (name, styles) in settings.textStyles { entry[name] = strings(styles.map(\.rawValue)) }
                    return .object(entry)
                }),
            "overrides": .array(
                config.overrides.map { override in
                    var entry: [String: JSONValue] = [
                        "rule": .string(override.rule), "reason": .string(override.reason),
                    ]
                    if let code = override.code { entry["code"] = .string(code) }
                    if let style = override.style { entry["style"] = .string(style) }
                    if let category = override.category { entry["category"] = .string(category.displayName) }
                    if let container = override.container { entry["container"] = .string(container) }
                    return .object(entry)
                }),
        ]
        switch config.defaultFont {
        case let .family(name)?: scale["family"] = .string(name)
        case let .file(path, index)?:
            scale["file"] = .string(relative(path, to: folder)); scale["index"] = .number(Double(index))
        case nil: break
        }
        return .object(scale)
    }

    /// A token's description: the style, its text style, and what its typography value cannot say
    /// (DTCG 2025.10's typography has exactly fontFamily, fontSize, fontWeight, letterSpacing and
    /// lineHeight): italic, axes, features, size limits, so a consumer that reads no extension sees them.
    static func description(_ style: StyleConfig, _ resolved: ExportStyle) -> String {
        var text = "\(style.name): \(style.textStyle.displayName), scales like \(style.scalesWith.displayName)"
        var beyond: [String] = []
        if style.italic { beyond.append("italic") }
        beyond += resolved.requestedAxes.sorted { $0.key < $1.key }.map { "\($0.key) \(formatNumber($0.value))" }
        if !style.features.isEmpty { beyond.append("features " + style.features.joined(separator: " ")) }
        if let minimum = resolved.minimumPointSize { beyond.append("at least \(formatNumber(minimum)) px") }
        if let maximum = resolved.maximumPointSize { beyond.append("at most \(formatNumber(maximum)) px") }
        if !beyond.isEmpty {
            text +=
                "; " + beyond.joined(separator: ", ")
                + " (the typography value has no field for these; $extensions[\"\(extensionKey)\"] holds them)"
        }
        return text
    }

    /// A line-height ratio rounded to 6 decimals (no 1.2941176470588236).
    static func roundRatio(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
}
