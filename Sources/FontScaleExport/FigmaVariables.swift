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

    /// The two collections: id, name, mode names (the default first: Figma opens a collection on
    /// its first mode, which a body cannot change afterwards) and each mode's index in the model's
    /// order (categories, Android's standard font scales).
    static func sets(_ model: ExportModel) -> [(id: String, name: String, modes: [String], order: [Int])] {
        let categories = model.categories.map(\.displayName)
        let scales = AndroidNonlinear.standardFontScales.map(scaleName)
        let reference = model.platform.referenceCategory.flatMap { model.categories.firstIndex(of: $0) } ?? 0
        let normal = AndroidNonlinear.standardFontScales.firstIndex(of: 1) ?? 0
        let first = { (count: Int, start: Int) in [start] + (0..<count).filter { $0 != start } }
        let categoryOrder = first(categories.count, reference), scaleOrder = first(scales.count, normal)
        return [
            (
                "collection:dynamic-type", "Dynamic Type (\(model.platform.displayName), \(model.model.rawValue))",
                categoryOrder.map { categories[$0] }, categoryOrder
            ),
            ("collection:android-font-scale", "Android font scale", scaleOrder.map { scales[$0] }, scaleOrder),
        ]
    }

    /// The request body as JSON (sorted keys): collections, modes and variables created, or with
    /// `existing` (the file's variables as saved from Figma), those it has updated in place by name.
    static func export(_ model: ExportModel, source: String, existing: FigmaExisting? = nil) throws -> String {
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
        for (setIndex, set) in sets(model).enumerated() {
            if let existing, existing.sharedNames.contains(set.name) {
                throw FigmaExistingError(
                    file: existing.file,
                    problem:
                        "two local collections are named '\(TerminalText.visible(set.name))': rename or delete one in Figma, so the body updates the other"
                )
            }
            let found = existing?.collections[set.name]
            let collectionID = found?.id ?? set.id
            var modeIDs: [String] = []
            if found == nil {
                collections.append(
                    .object([
                        "action": .string("CREATE"), "id": .string(set.id), "name": .string(set.name),
                        "initialModeId": .string("mode:\(setIndex):0"),
                    ]))
            }
            for (index, mode) in set.modes.enumerated() {
                if let id = found?.modes[mode] {
                    modeIDs.append(id)  // the file has it: its values are updated in place
                    continue
                }
                let id = "mode:\(setIndex):\(index)"
                modeIDs.append(id)
                // A new collection's first mode exists once it is created: it is renamed, the others created.
                modes.append(
                    .object([
                        "action": .string(index == 0 && found == nil ? "UPDATE" : "CREATE"), "id": .string(id),
                        "name": .string(mode), "variableCollectionId": .string(collectionID),
                    ]))
            }
            let present = found.flatMap { existing?.variables[$0.id] } ?? [:]
            for styleIndex in model.styles.indices {
                let style = model.styles[styleIndex]
                let sizes: [Double], lineHeights: [Double]
                if setIndex == 0 {
                    sizes = set.order.map { style.sizes[model.categories[$0]]! }
                    lineHeights = set.order.map { style.lineHeights[model.categories[$0]]! }
                } else {
                    sizes = set.order.map { style.androidSizes[$0] }
                    lineHeights = set.order.map { style.androidLineHeights[$0] }
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
                    let name = "\(names[styleIndex])/\(property.name)"
                    var variable: [String: JSONValue] = [
                        "name": .string(name), "scopes": .array(property.scopes.map(JSONValue.string)),
                    ]
                    let id: String
                    if let old = present[name] {
                        guard old.resolvedType == property.type else {
                            throw FigmaExistingError(
                                file: existing!.file,
                                problem:
                                    "variable '\(TerminalText.visible(name))' in '\(TerminalText.visible(set.name))' is \(old.resolvedType), fontscale writes it as \(property.type): Figma cannot change a variable's type; delete or rename it in Figma"
                            )
                        }
                        id = old.id
                        variable["action"] = .string("UPDATE")
                        variable["id"] = .string(id)
                    } else {
                        id = "variable:\(setIndex):\(styleIndex):\(property.id)"
                        variable["action"] = .string("CREATE")
                        variable["id"] = .string(id)
                        variable["variableCollectionId"] = .string(collectionID)
                        variable["resolvedType"] = .string(property.type)
                    }
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
