import FontScaleOutput
import Foundation

/// Figma's published format for variables written through the REST API: `PostVariablesRequestBody`
/// of `POST /v1/files/:file_key/variables` in Figma's OpenAPI specification (github.com/figma/rest-api-spec,
/// openapi/openapi.yaml and dist/api_types.ts, version 0.37.0), restated here as checks, with
/// the rules of its description (developers.figma.com/docs/rest-api/variables-endpoints): temporary
/// ids referenced within the request, a collection's initial mode renamed by UPDATE, every
/// variable given a value in every mode of its collection, values of the variable's type, names
/// without `.`, `{` or `}` and unique in their collection.
enum FigmaFormat {
    /// The body's top-level keys, all optional arrays.
    static let bodyKeys: Set<String> = ["variableCollections", "variableModes", "variables", "variableModeValues"]
    /// VariableCollectionCreate: required and optional keys.
    static let collectionRequired: Set<String> = ["action", "name"]
    static let collectionOptional: Set<String> = [
        "id", "initialModeId", "hiddenFromPublishing", "parentVariableCollectionId",
        "initialModeIdToParentModeIdMapping",
    ]
    /// VariableModeCreate / VariableModeUpdate.
    static let modeCreateRequired: Set<String> = ["action", "name", "variableCollectionId"]
    static let modeUpdateRequired: Set<String> = ["action", "id", "variableCollectionId"]
    static let modeOptional: Set<String> = ["id", "name"]
    /// VariableCreate.
    static let variableRequired: Set<String> = ["action", "name", "variableCollectionId", "resolvedType"]
    static let variableOptional: Set<String> = ["id", "description", "hiddenFromPublishing", "scopes", "codeSyntax"]
    /// VariableResolvedDataType, VariableScope and VariableCodeSyntax's platforms.
    static let resolvedTypes: Set<String> = ["BOOLEAN", "FLOAT", "STRING", "COLOR"]
    static let scopes: Set<String> = [
        "ALL_SCOPES", "TEXT_CONTENT", "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "ALL_FILLS", "FRAME_FILL", "SHAPE_FILL",
        "TEXT_FILL", "STROKE_COLOR", "STROKE_FLOAT", "EFFECT_FLOAT", "EFFECT_COLOR", "OPACITY", "FONT_FAMILY",
        "FONT_STYLE", "FONT_WEIGHT", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING",
        "PARAGRAPH_INDENT", "FONT_VARIATIONS",
    ]
    static let codeSyntaxPlatforms: Set<String> = ["WEB", "ANDROID", "iOS"]

    /// Everything in `body` the format does not allow, in words; empty when it conforms.
    static func problems(_ body: JSONValue) -> [String] {
        var problems: [String] = []
        guard let object = body.object else { return ["the body is not an object"] }
        for key in object.keys where !bodyKeys.contains(key) { problems.append("unknown top-level key \(key)") }
        func keys(_ value: JSONValue, _ required: Set<String>, _ optional: Set<String>, _ what: String) {
            let present = Set(value.object?.keys.map { $0 } ?? [])
            for key in required.subtracting(present) { problems.append("\(what): missing \(key)") }
            for key in present.subtracting(required.union(optional)) { problems.append("\(what): unknown key \(key)") }
        }
        var collectionModes: [String: [String]] = [:], initialModes: [String: String] = [:]
        for collection in object["variableCollections"]?.array ?? [] {
            keys(collection, collectionRequired, collectionOptional, "collection")
            guard collection["action"]?.string == "CREATE", let id = collection["id"]?.string else {
                problems.append("collection: expected action CREATE and a temporary id"); continue
            }
            collectionModes[id] = []
            if let initial = collection["initialModeId"]?.string {
                initialModes[id] = initial
                collectionModes[id]!.append(initial)
            }
        }
        var renamed = Set<String>()
        for mode in object["variableModes"]?.array ?? [] {
            let action = mode["action"]?.string
            keys(mode, action == "UPDATE" ? modeUpdateRequired : modeCreateRequired, modeOptional, "mode")
            guard let collection = mode["variableCollectionId"]?.string, collectionModes[collection] != nil,
                let id = mode["id"]?.string
            else { problems.append("mode: unknown collection or no id"); continue }
            switch action {
            case "UPDATE":
                if initialModes[collection] != id { problems.append("mode \(id): UPDATE of a mode not in the request") }
                renamed.insert(id)
            case "CREATE": collectionModes[collection]!.append(id)
            default: problems.append("mode \(id): action \(action ?? "none")")
            }
        }
        for (collection, initial) in initialModes where !renamed.contains(initial) {
            problems.append("collection \(collection): its initial mode keeps Figma's name \"Mode 1\"")
        }
        var variableTypes: [String: (String, String)] = [:], names = Set<String>()
        for variable in object["variables"]?.array ?? [] {
            keys(variable, variableRequired, variableOptional, "variable")
            guard variable["action"]?.string == "CREATE", let id = variable["id"]?.string,
                let collection = variable["variableCollectionId"]?.string, collectionModes[collection] != nil,
                let type = variable["resolvedType"]?.string, resolvedTypes.contains(type),
                let name = variable["name"]?.string
            else { problems.append("variable: action, id, collection or type invalid"); continue }
            if name.contains(where: { ".{}".contains($0) }) { problems.append("variable \(name): '.', '{' or '}'") }
            if !names.insert(collection + "|" + name).inserted { problems.append("variable \(name): repeated") }
            for scope in variable["scopes"]?.array ?? [] where !scopes.contains(scope.string ?? "") {
                problems.append("variable \(name): scope \(scope.string ?? "not a string")")
            }
            for platform in variable["codeSyntax"]?.object?.keys.map({ $0 }) ?? []
            where !codeSyntaxPlatforms.contains(platform) {
                problems.append("variable \(name): code syntax platform \(platform)")
            }
            variableTypes[id] = (collection, type)
        }
        var set = Set<String>()
        for value in object["variableModeValues"]?.array ?? [] {
            keys(value, ["variableId", "modeId", "value"], [], "value")
            guard let variable = value["variableId"]?.string, let (collection, type) = variableTypes[variable],
                let mode = value["modeId"]?.string, collectionModes[collection]!.contains(mode)
            else { problems.append("value: unknown variable or a mode of another collection"); continue }
            let matches =
                switch (type, value["value"]) {
                case ("FLOAT", .number?), ("STRING", .string?), ("BOOLEAN", .bool?): true
                default: false
                }
            if !matches { problems.append("value of \(variable): not a \(type)") }
            if !set.insert(variable + "|" + mode).inserted { problems.append("value of \(variable) in \(mode) twice") }
        }
        for (variable, (collection, _)) in variableTypes {
            for mode in collectionModes[collection]! where !set.contains(variable + "|" + mode) {
                problems.append("variable \(variable): no value in mode \(mode)")
            }
        }
        return problems
    }

    /// The values of the variable named `variable` in collection number `collection`, in mode order.
    static func values(_ body: JSONValue, variable: String, collection: Int = 0) -> [Double] {
        let collectionID = body["variableCollections"]?.array?[collection]["id"]?.string
        guard
            let id = body["variables"]?.array?.first(where: {
                $0["name"]?.string == variable && $0["variableCollectionId"]?.string == collectionID
            })?["id"]?.string
        else { return [] }
        let modes = (body["variableModes"]?.array ?? []).filter { $0["variableCollectionId"]?.string == collectionID }
            .compactMap { $0["id"]?.string }
        let values = (body["variableModeValues"]?.array ?? []).filter { $0["variableId"]?.string == id }
        return modes.compactMap { mode in values.first { $0["modeId"]?.string == mode }?["value"]?.number }
    }
}
