import FontScale
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// `export --format figma`: Figma variables as the request body of Figma's REST API
/// `POST /v1/files/:file_key/variables` (`PostVariablesRequestBody` in Figma's published OpenAPI
/// specification, github.com/figma/rest-api-spec): a collection whose modes are the content size
/// categories (iOS: 12), a second whose modes are Android's standard font scales, and per style
/// its font family, size, line height, weight and letter spacing in every mode.
enum FigmaVariables {
    /// A style name as a Figma variable group: Figma refuses `.`, `{` and `}` in names, and `/` starts a group.
    static func groupName(_ name: String) -> String {
        let cleaned = String(name.map { ".{}/".contains($0) ? "-" : $0 }).trimmingCharacters(in: .whitespaces)
        return cleaned.isEmpty ? "Style" : cleaned
    }

    /// A value rounded to 1/10000, so the file reads as the tables do.
    static func value(_ number: Double) -> JSONValue { .number((number * 10000).rounded() / 10000) }

    /// Android's font scale as a mode name: "0.85", "1.0", "2.0".
    static func scaleName(_ scale: Double) -> String {
        let text = formatNumber(scale)
        return text.contains(".") ? text : text + ".0"
    }

    /// The request body as JSON (sorted keys).
    static func export(_ model: ExportModel, source: String) -> String {
        let slugs = WebAndAndroidExporter.slugs(model)
        var groups: [String: Int] = [:]
        let names = model.styles.map { style in
            let base = groupName(style.name)
            groups[base, default: 0] += 1
            return groups[base]! == 1 ? base : "\(base) \(groups[base]!)"
        }
        var collections: [JSONValue] = [], modes: [JSONValue] = [], variables: [JSONValue] = [],
            values: [JSONValue] =
                []
        let platformName = model.platform.displayName
        let sets: [(id: String, name: String, modes: [String])] = [
            (
                "collection:dynamic-type", "Dynamic Type (\(platformName), \(model.model.rawValue))",
                model.categories.map(\.displayName)
            ),
            ("collection:android-font-scale", "Android font scale", AndroidNonlinear.standardFontScales.map(scaleName)),
        ]
        for (setIndex, set) in sets.enumerated() {
            let modeIDs = set.modes.indices.map { "mode:\(setIndex):\($0)" }
            collections.append(
                .object([
                    "action": .string("CREATE"), "id": .string(set.id), "name": .string(set.name),
                    "initialModeId": .string(modeIDs[0]),
                ]))
            for (index, mode) in set.modes.enumerated() {
                // The collection's first mode exists once it is created: it is renamed, the others created.
                modes.append(
                    .object([
                        "action": .string(index == 0 ? "UPDATE" : "CREATE"), "id": .string(modeIDs[index]),
                        "name": .string(mode), "variableCollectionId": .string(set.id),
                    ]))
            }
            for (styleIndex, style) in model.styles.enumerated() {
                let sizes: [Double], lineHeights: [Double]
                if setIndex == 0 {
                    sizes = model.categories.map { style.sizes[$0]! }
                    lineHeights = model.categories.map { style.lineHeights[$0]! }
                } else {
                    sizes = style.androidSizes
                    lineHeights = style.androidLineHeights
                }
                let properties: [(String, String, String, String, [JSONValue])] = [
                    (
                        "font family", "STRING", "FONT_FAMILY", "font-family",
                        sizes.map { _ in .string(style.family) }
                    ),
                    ("font size", "FLOAT", "FONT_SIZE", "font-size", sizes.map(value)),
                    ("line height", "FLOAT", "LINE_HEIGHT", "line-height", lineHeights.map(value)),
                    (
                        "font weight", "FLOAT", "FONT_WEIGHT", "font-weight",
                        sizes.map { _ in .number(Double(style.weight.rawValue)) }
                    ),
                    (
                        "letter spacing", "FLOAT", "LETTER_SPACING", "letter-spacing",
                        sizes.map { value(style.tracking * $0 / style.size) }
                    ),
                ]
                for (property, type, scope, css, modeValues) in properties {
                    let id = "variable:\(setIndex):\(styleIndex):\(css)"
                    variables.append(
                        .object([
                            "action": .string("CREATE"), "id": .string(id),
                            "name": .string("\(names[styleIndex])/\(property)"),
                            "variableCollectionId": .string(set.id), "resolvedType": .string(type),
                            "scopes": .array([.string(scope)]),
                            "codeSyntax": .object(["WEB": .string("var(--fs-\(slugs[styleIndex])-\(css))")]),
                        ]))
                    for (index, modeValue) in modeValues.enumerated() {
                        values.append(
                            .object([
                                "variableId": .string(id), "modeId": .string(modeIDs[index]), "value": modeValue,
                            ]))
                    }
                }
            }
        }
        return JSONValue.object([
            "variableCollections": .array(collections), "variableModes": .array(modes),
            "variables": .array(variables), "variableModeValues": .array(values),
        ]).rendered()
    }
}
