import FontScale
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// `export --format figma`: Figma variables as the request body of Figma's REST API
/// `POST /v1/files/:file_key/variables` (`PostVariablesRequestBody` in Figma's published OpenAPI
/// specification, github.com/figma/rest-api-spec): a collection whose modes are the content size
/// categories (iOS: 12), a second whose modes are Android's standard font scales, and per style
/// its font family, font style, size, line height, weight and letter spacing in every mode, and
/// the value of each axis the config sets (`axes:`), which Figma keeps but cannot bind.
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

    /// One variable of a style: its name in the style's group, type, scopes, the CSS custom property
    /// it mirrors (the web code syntax) and its value in each mode.
    struct Property {
        let name: String, type: String, scopes: [String], id: String, css: String?, values: [JSONValue],
            description: String?

        init(
            _ name: String, _ type: String, _ scopes: [String], css: String? = nil, id: String? = nil,
            _ values: [JSONValue], description: String? = nil
        ) {
            (self.name, self.type, self.scopes, self.css, self.values, self.description) = (
                name, type, scopes, css, values, description
            )
            self.id = id ?? css ?? name
        }
    }

    /// The style name Figma's font picker shows for a style's face, which a FONT_STYLE variable
    /// must match: a variable font's named instance at the style's weight ("SemiBold", "Bold
    /// Italic" in an italic file), a static face's own style ("Bold Italic"), else the usual name
    /// of the weight ("Regular", "Italic", "SemiBold Italic") when the font did not resolve or has
    /// no named instance at that weight.
    static func fontStyle(_ style: ExportStyle) -> String {
        if let face = style.face {
            guard face.weightRange != nil else { return face.style }
            let matches = face.namedInstances.filter { $0.coordinates["wght"] == Double(style.weight.rawValue) }
            let plain = matches.first { named in
                named.coordinates.allSatisfy { tag, value in tag == "wght" || face.axisDefaults[tag] == value }
            }
            if let named = plain ?? matches.first { return named.name }
        }
        let weight = ExportModel.weightSuffix(style.weight, italic: false)
        return style.italic ? (weight == "Regular" ? "Italic" : weight + " Italic") : weight
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
            for styleIndex in model.styles.indices {
                let style = model.styles[styleIndex]
                let sizes: [Double], lineHeights: [Double]
                if setIndex == 0 {
                    sizes = model.categories.map { style.sizes[$0]! }
                    lineHeights = model.categories.map { style.lineHeights[$0]! }
                } else {
                    sizes = style.androidSizes
                    lineHeights = style.androidLineHeights
                }
                let constant = { (value: JSONValue) in sizes.map { _ in value } }
                var properties: [Property] = [
                    Property(
                        "font family", "STRING", ["FONT_FAMILY"], css: "font-family", constant(.string(style.family))),
                    Property(
                        "font style", "STRING", ["FONT_STYLE"], css: "font-style", constant(.string(fontStyle(style)))),
                    Property("font size", "FLOAT", ["FONT_SIZE"], css: "font-size", sizes.map(value)),
                    Property("line height", "FLOAT", ["LINE_HEIGHT"], css: "line-height", lineHeights.map(value)),
                    Property(
                        "font weight", "FLOAT", ["FONT_WEIGHT"], css: "font-weight",
                        constant(.number(Double(style.weight.rawValue)))),
                    Property(
                        "letter spacing", "FLOAT", ["LETTER_SPACING"], css: "letter-spacing",
                        sizes.map { value(style.tracking * $0 / style.size) }),
                ]
                // Figma binds no variable to a font axis: FONT_VARIATIONS is in VariableScope but not among
                // the valid scopes of any type, and a text style's boundVariables has no axis field. The
                // value is kept for people and plugins, hidden from the pickers (no scopes).
                for (tag, axis) in style.requestedAxes.sorted(by: { $0.key < $1.key }) {
                    properties.append(
                        Property(
                            tag, "FLOAT", [], id: "axis-\(tag)", constant(value(axis)),
                            description: "The \(tag) axis of \(style.name). Figma cannot bind a variable to a font "
                                + "axis: set \(tag) \(formatNumber(axis)) in the text's variable font settings."))
                }
                for property in properties {
                    let id = "variable:\(setIndex):\(styleIndex):\(property.id)"
                    var variable: [String: JSONValue] = [
                        "action": .string("CREATE"), "id": .string(id),
                        "name": .string("\(names[styleIndex])/\(property.name)"),
                        "variableCollectionId": .string(set.id), "resolvedType": .string(property.type),
                        "scopes": .array(property.scopes.map(JSONValue.string)),
                    ]
                    if let css = property.css {
                        variable["codeSyntax"] = .object(["WEB": .string("var(--fs-\(slugs[styleIndex])-\(css))")])
                    }
                    if let description = property.description { variable["description"] = .string(description) }
                    variables.append(.object(variable))
                    for (index, modeValue) in property.values.enumerated() {
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
