import FontScaleExport
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// What Figma's Variables REST API requires of a `POST /v1/files/:file_key/variables` body beyond
/// its schema: the schema itself (`PostVariablesRequestBody` of the vendored OpenAPI document,
/// Tests/Fixtures/figma/openapi.yaml, 0.37.0) is checked by `Tests/tools/validate_export.py`, with
/// jsonschema. These are the rules of the endpoint's description
/// (developers.figma.com/docs/rest-api/variables-endpoints) that a schema cannot state: temporary ids
/// referenced within the request, a collection's initial mode renamed by UPDATE, every variable given
/// one value in every mode of its collection, values of the variable's type, names without `.`, `{`
/// or `}` and unique in their collection.
enum FigmaFormat {
    /// Everything in `body` the format does not allow, in words; empty when it conforms. With
    /// `existing` (the file's variables), its collections, modes and variables are known ids:
    /// modes and variables may be created in them and variables updated by id.
    static func problems(_ body: JSONValue, existing: FigmaExisting? = nil) -> [String] {
        var problems: [String] = []
        guard let object = body.object else { return ["the body is not an object"] }
        var collectionModes: [String: [String]] = [:], initialModes: [String: String] = [:]
        var existingVariables: [String: (String, String)] = [:]
        for collection in existing?.collections.values.sorted(by: { $0.id < $1.id }) ?? [] {
            collectionModes[collection.id] = collection.modes.values.sorted()
            for (_, variable) in existing?.variables[collection.id] ?? [:] {
                existingVariables[variable.id] = (collection.id, variable.resolvedType)
            }
        }
        for collection in object["variableCollections"]?.array ?? [] {
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
            if variable["action"]?.string == "UPDATE", let id = variable["id"]?.string {
                guard let known = existingVariables[id] else {
                    problems.append("variable \(id): UPDATE of a variable the file does not have"); continue
                }
                if variable["variableCollectionId"] != nil || variable["resolvedType"] != nil {
                    problems.append("variable \(id): UPDATE cannot move a variable or change its type")
                }
                variableTypes[id] = known
                continue
            }
            guard variable["action"]?.string == "CREATE", let id = variable["id"]?.string,
                let collection = variable["variableCollectionId"]?.string, collectionModes[collection] != nil,
                let type = variable["resolvedType"]?.string,
                let name = variable["name"]?.string
            else { problems.append("variable: action, id, collection or type invalid"); continue }
            if name.contains(where: { ".{}".contains($0) }) { problems.append("variable \(name): '.', '{' or '}'") }
            if !names.insert(collection + "|" + name).inserted { problems.append("variable \(name): repeated") }
            variableTypes[id] = (collection, type)
        }
        var set = Set<String>()
        for value in object["variableModeValues"]?.array ?? [] {
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

    /// The values of the variable named `variable` in collection number `collection`, as JSON, in
    /// the order of the modes' names (content size categories smallest first, font scales
    /// ascending), whatever the body's order (it puts the default mode first).
    static func modeValues(_ body: JSONValue, variable: String, collection: Int = 0) -> [JSONValue] {
        let collectionID = body["variableCollections"]?.array?[collection]["id"]?.string
        guard
            let id = body["variables"]?.array?.first(where: {
                $0["name"]?.string == variable && $0["variableCollectionId"]?.string == collectionID
            })?["id"]?.string
        else { return [] }
        let order = { (name: String) -> Double in
            Double(name) ?? Double(ContentSizeCategory.allCases.firstIndex { $0.displayName == name } ?? 99)
        }
        let modes = (body["variableModes"]?.array ?? []).filter { $0["variableCollectionId"]?.string == collectionID }
            .sorted { order($0["name"]?.string ?? "") < order($1["name"]?.string ?? "") }
            .compactMap { $0["id"]?.string }
        let values = (body["variableModeValues"]?.array ?? []).filter { $0["variableId"]?.string == id }
        return modes.compactMap { mode in values.first { $0["modeId"]?.string == mode }?["value"] }
    }

    /// The values of the variable named `variable` in collection number `collection`, in mode order.
    static func values(_ body: JSONValue, variable: String, collection: Int = 0) -> [Double] {
        modeValues(body, variable: variable, collection: collection).compactMap(\.number)
    }
}
