import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// `export --format tokens-studio`: the type scale as a Tokens Studio for Figma single-file token
/// JSON (the format of `complexSingleFileSchema` in github.com/tokens-studio/figma-plugin, which
/// its file and Git sync read and write), in the plugin's W3C form (`$value`, `$type`, its default
/// since 2.11).
///
/// Set `fontscale/base` holds each style's font family, weight (the Figma style name, "SemiBold
/// Italic") and a typography token made of references; one set per content size category
/// (`fontscale/Large`, `fontscale/AX5`, ...) holds the sizes, line heights and letter spacing in
/// px at that category. A theme per category (group "Dynamic Type") enables the base and its
/// category, so switching themes in the plugin switches Dynamic Type sizes. Every config value
/// the plugin has no field for rides in `$extensions["dev.fontscale"]` (per style) and
/// `$metadata["dev.fontscale"]` (the scale), so `fontscale import` gives back the config.
enum TokensStudio {
    /// The set holding families, weights and the typography tokens.
    static let baseSet = "fontscale/base"

    /// The set holding the sizes at `category`.
    static func set(_ category: ContentSizeCategory) -> String { "fontscale/\(category.displayName)" }

    /// A length in px, rounded to 1/10000.
    static func px(_ value: Double) -> JSONValue { .number((value * 10000).rounded() / 10000) }

    static func token(_ type: String, _ value: JSONValue) -> JSONValue {
        .object(["$type": .string(type), "$value": value])
    }

    static func export(_ config: CheckConfig, _ model: ExportModel) -> String {
        let names = SwiftExporter.identifiers(model)
        var families: [String: JSONValue] = [:], weights: [String: JSONValue] = [:]
        var typography: [String: JSONValue] = [:]
        var sizes: [ContentSizeCategory: [String: [String: JSONValue]]] = [:]
        for (index, style) in model.styles.enumerated() {
            let name = names[index], figmaStyle = FigmaVariables.fontStyle(style)
            families[name] = token("fontFamilies", .string(style.family))
            weights[name] = token("fontWeights", .string(figmaStyle))
            // The style name stands for the weight in Figma; a static face's ("Bold" for 600) is not
            // the config's weight, which the extension keeps while the token still names that style.
            var fontscale = DesignTokens.styleExtension(config, index: index, style).object ?? [:]
            fontscale["figmaStyle"] = .string(figmaStyle)
            typography[name] = .object([
                "$type": .string("typography"),
                "$description": .string(DesignTokens.description(config.styles[index], style)),
                "$value": .object([
                    "fontFamily": .string("{fontFamilies.\(name)}"), "fontWeight": .string("{fontWeights.\(name)}"),
                    "fontSize": .string("{fontSizes.\(name)}"), "lineHeight": .string("{lineHeights.\(name)}"),
                    "letterSpacing": .string("{letterSpacing.\(name)}"),
                ]),
                "$extensions": .object([DesignTokens.extensionKey: .object(fontscale)]),
            ])
            for category in model.categories {
                let size = style.sizes[category]!
                sizes[category, default: [:]]["fontSizes", default: [:]][name] = token("fontSizes", px(size))
                sizes[category, default: [:]]["lineHeights", default: [:]][name] = token(
                    "lineHeights", px(style.lineHeights[category]!))
                sizes[category, default: [:]]["letterSpacing", default: [:]][name] = token(
                    "letterSpacing", px(style.tracking * size / style.size))
            }
        }
        var root: [String: JSONValue] = [
            baseSet: .object([
                "fontFamilies": .object(families), "fontWeights": .object(weights),
                "typography": .object(typography),
            ])
        ]
        var themes: [JSONValue] = []
        let reference = model.platform.referenceCategory ?? .large
        // The default category's theme first: the plugin applies the first theme of a group it is shown.
        let ordered = [reference] + model.categories.filter { $0 != reference }
        for category in model.categories {
            root[set(category)] = .object(sizes[category, default: [:]].mapValues(JSONValue.object))
        }
        for category in ordered where model.categories.contains(category) {
            themes.append(
                .object([
                    "id": .string("fontscale-\(category.displayName)"), "name": .string(category.displayName),
                    "group": .string("Dynamic Type"),
                    "selectedTokenSets": .object([
                        baseSet: .string("enabled"), set(category): .string("enabled"),
                    ]),
                ]))
        }
        root["$themes"] = .array(themes)
        root["$metadata"] = .object([
            "tokenSetOrder": .array(([baseSet] + model.categories.map(set)).map(JSONValue.string)),
            DesignTokens.extensionKey: DesignTokens.scaleExtension(config),
        ])
        return JSONValue.object(root).rendered()
    }

    /// Whether a token file is a Tokens Studio single file by its reserved keys: `$themes`, or
    /// `$metadata` with a `tokenSetOrder`.
    static func isSingleFile(_ tree: [String: JSONValue]) -> Bool {
        tree["$themes"] != nil || tree["$metadata"]?["tokenSetOrder"] != nil
    }

    /// Whether the file's tokens are in Tokens Studio's legacy form (`value` and `type`, no `$value`
    /// anywhere), which no DTCG file uses.
    static func hasLegacyTokens(_ tree: [String: JSONValue]) -> Bool {
        func legacy(_ group: [String: JSONValue]) -> Bool {
            if group["value"] != nil, group["type"]?.string != nil { return true }
            return group.values.contains { $0.object.map(legacy) ?? false }
        }
        return legacy(tree) && !JSONValue.object(tree).rendered().contains("\"$value\"")
    }

    /// Whether the file's references (`{fontSizes.body}`) name paths that start inside its top-level
    /// groups rather than at the top: token sets without `$themes` or `$metadata` (Tokens Studio's
    /// starter file), which the plugin resolves after merging the sets.
    static func referencesInsideSets(_ tree: [String: JSONValue]) -> Bool {
        let sets = tree.filter { !$0.key.hasPrefix("$") }
        guard !sets.isEmpty, sets.values.allSatisfy({ $0.object != nil }) else { return false }
        let text = JSONValue.object(sets).rendered()
        let heads = Set(text.matches(of: /\{([^{}.\s"]+)(?:\.[^{}\s"]*)?\}/).map { String($0.1) })
        guard !heads.isEmpty, heads.allSatisfy({ sets[$0] == nil }) else { return false }
        return heads.contains { head in sets.values.contains { $0[head] != nil } }
    }

    /// The sets of a single file merged into one token tree as the plugin resolves them: the sets
    /// of the theme named after the default category when fontscale wrote the file (its scale in
    /// `$metadata`, or the theme's id), else every set, in `$metadata.tokenSetOrder` and then by
    /// name, later sets overriding earlier ones.
    /// Tokens in the legacy form (`value`, `type`) become `$value`, `$type`; the scale's extension
    /// moves to the root's `$extensions`, where the DTCG reader finds it.
    static func merged(_ tree: [String: JSONValue], defaultCategory: String = "Large") -> [String: JSONValue] {
        let sets = tree.keys.filter { $0 != "$themes" && $0 != "$metadata" }
        let order = tree["$metadata"]?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
        var names = order.filter { sets.contains($0) } + sets.filter { !order.contains($0) }.sorted()
        let ours = tree["$metadata"]?[DesignTokens.extensionKey] != nil
        if let theme = tree["$themes"]?.array?.first(where: {
            $0["name"]?.string == defaultCategory && (ours || $0["id"]?.string == "fontscale-\(defaultCategory)")
        }),
            let selected = theme["selectedTokenSets"]?.object
        {
            let chosen = Set(selected.filter { $0.value.string != "disabled" }.keys)
            names = names.filter { chosen.contains($0) }
        }
        var result: [String: JSONValue] = [:]
        for name in names {
            guard let set = tree[name]?.object else { continue }
            // The plugin reads a set in the W3C form when its text has "$value" anywhere.
            let dtcg = JSONValue.object(set).rendered().contains("\"$value\"")
            result = merge(result, dtcg ? set : legacy(set))
        }
        if let scale = tree["$metadata"]?[DesignTokens.extensionKey] {
            result["$extensions"] = .object([DesignTokens.extensionKey: scale])
        }
        return result
    }

    /// `b` laid over `a`, groups merged, tokens replaced.
    static func merge(_ a: [String: JSONValue], _ b: [String: JSONValue]) -> [String: JSONValue] {
        var result = a
        for (key, value) in b {
            if let old = result[key]?.object, let new = value.object, old["$value"] == nil, new["$value"] == nil {
                result[key] = .object(merge(old, new))
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// A legacy-form group with its tokens (`value`, `type`, `description`) in the `$` form.
    static func legacy(_ group: [String: JSONValue]) -> [String: JSONValue] {
        if group["value"] != nil, let type = group["type"]?.string {
            var token = group
            token["$value"] = group["value"]
            token["$type"] = .string(type)
            if let description = group["description"] { token["$description"] = description }
            for key in ["value", "type", "description"] { token[key] = nil }
            return token
        }
        var result: [String: JSONValue] = [:]
        for (key, value) in group {
            if let child = value.object { result[key] = .object(legacy(child)) } else { result[key] = value }
        }
        if let type = group["type"]?.string, group["value"] == nil { result["$type"] = .string(type) }
        return result
    }
}
