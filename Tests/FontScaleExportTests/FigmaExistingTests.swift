import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleOutput
import FontScaleTestSupport
import Foundation
import Testing

/// Issue 45: the Figma body opens on the default category, and `--figma-existing` (a saved
/// `GET /v1/files/:file_key/variables/local` response) turns it into updates of the collections a
/// first export created, so posting twice does not duplicate them. The saved file here is the state
/// the first body leaves (temporary ids replaced by Figma-style ids), checked against the response
/// schema of Figma's OpenAPI document; every body against the request schema.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct FigmaExistingTests {
    static func body(_ existing: FigmaExisting? = nil, config: CheckConfig? = nil) throws -> JSONValue {
        let config = try config ?? Examples.config(Pipeline.name)
        let model = try ExportModel(config: config, catalog: try FontCatalog(fontDirectories: config.fontDirectories))
        var options = ExportOptions()
        options.figmaExisting = existing
        let text = try Exporter.render(.figma, model: model, config: config, source: "pipeline.yml", options: options)
        return try JSONValue.parse(Data(text.utf8))
    }

    /// The GET response after Figma applied `body` to an empty file: each temporary id given a
    /// Figma-style id, the first mode of each collection its default. `dropMode` leaves one mode
    /// out, `retype` gives one variable another type, as a file edited by hand could be.
    static func saved(after body: JSONValue, dropMode: String? = nil, retype: String? = nil) -> [String: Any] {
        var next = 10
        var ids: [String: String] = [:]
        func real(_ temporary: String, _ kind: String) -> String {
            if let id = ids[temporary] { return id }
            next += 1
            ids[temporary] = "\(kind):\(next):\(next * 7 % 97)"
            return ids[temporary]!
        }
        var collections: [String: [String: Any]] = [:]
        for collection in body["variableCollections"]?.array ?? [] {
            let id = real(collection["id"]!.string!, "VariableCollectionId")
            collections[id] = [
                "id": id, "name": collection["name"]!.string!, "key": "k\(next)", "modes": [[String: Any]](),
                "defaultModeId": real(collection["initialModeId"]!.string!, "mode"), "remote": false,
                "hiddenFromPublishing": false, "variableIds": [String](),
            ]
        }
        for mode in body["variableModes"]?.array ?? [] where mode["name"]?.string != dropMode {
            let collection = real(mode["variableCollectionId"]!.string!, "VariableCollectionId")
            var modes = collections[collection]!["modes"] as! [[String: Any]]
            modes.append(["modeId": real(mode["id"]!.string!, "mode"), "name": mode["name"]!.string!])
            collections[collection]!["modes"] = modes
        }
        var variables: [String: [String: Any]] = [:]
        for variable in body["variables"]?.array ?? [] {
            let id = real(variable["id"]!.string!, "VariableID")
            let collection = real(variable["variableCollectionId"]!.string!, "VariableCollectionId")
            let name = variable["name"]!.string!
            variables[id] = [
                "id": id, "name": name, "key": "v\(next)", "variableCollectionId": collection,
                "resolvedType": name == retype ? "COLOR" : variable["resolvedType"]!.string!,
                "valuesByMode": [String: Any](), "remote": false, "description": "", "hiddenFromPublishing": false,
                "scopes": [String](), "codeSyntax": [String: String](),
            ]
            var list = collections[collection]!["variableIds"] as! [String]
            list.append(id)
            collections[collection]!["variableIds"] = list
        }
        return [
            "status": 200, "error": false, "meta": ["variableCollections": collections, "variables": variables],
        ]
    }

    /// What `Tests/tools/validate_export.py KIND` says of `object` ("valid" when it conforms).
    static func validate(_ object: Any, kind: String) throws -> String {
        let text =
            if let value = object as? JSONValue { value.rendered() } else {
                String(
                    decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
            }
        return try SpecValidationTests.validate(kind, text).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func opensOnLargeAndOnFontScaleOne() throws {
        let body = try Self.body()
        for (collection, first) in [("collection:dynamic-type", "Large"), ("collection:android-font-scale", "1.0")] {
            let modes = body["variableModes"]!.array!.filter { $0["variableCollectionId"]?.string == collection }
            // The initial mode (Figma's default, renamed by UPDATE) is the default category.
            #expect(modes.first?["action"]?.string == "UPDATE" && modes.first?["name"]?.string == first)
        }
        #expect(FigmaFormat.problems(body).isEmpty)
    }

    @Test func updatesTheCollectionsAFirstExportCreated() throws {
        let first = try Self.body()
        let response = Self.saved(after: first)
        #expect(try Self.validate(response, kind: "figma-local") == "valid")
        let data = try JSONSerialization.data(withJSONObject: response)
        let existing = try FigmaExisting(data: data, file: "local.json")
        let second = try Self.body(existing)
        #expect(second["variableCollections"]?.array?.isEmpty == true, "no collection created twice")
        #expect(second["variableModes"]?.array?.isEmpty == true, "every mode exists")
        let variables = second["variables"]!.array!
        #expect(variables.count == first["variables"]!.array!.count)
        #expect(
            variables.allSatisfy {
                $0["action"]?.string == "UPDATE" && $0["id"]?.string?.hasPrefix("VariableID:") == true
            })
        #expect(
            FigmaFormat.problems(second, existing: existing).isEmpty,
            "\(FigmaFormat.problems(second, existing: existing))")
        #expect(try Self.validate(second, kind: "figma") == "valid")
        // Values go to the file's own mode ids: Large's Body size.
        let large = existing.collections.values.first { $0.name.hasPrefix("Dynamic Type") }!.modes["Large"]!
        let bodySize = variables.first { $0["name"]?.string == "Body/font size" }?["id"]
        let size = second["variableModeValues"]!.array!.first {
            $0["modeId"]?.string == large && $0["variableId"] == bodySize
        }
        #expect(size?["value"]?.number == 17, "pipeline.yml's Body is 17 pt at Large")
    }

    @Test func createsWhatTheFileLacks() throws {
        let first = try Self.body()
        let response = Self.saved(after: first, dropMode: "AX5")
        let existing = try FigmaExisting(data: try JSONSerialization.data(withJSONObject: response), file: "l.json")
        // A style added since: its variables are created in the existing collection.
        var yaml = try String(contentsOf: Examples.folder.appendingPathComponent(Pipeline.name), encoding: .utf8)
        yaml += "  - {name: Added, textStyle: footnote, size: 13, family: Inter}\n"
        let config = try ConfigParser.parse(yaml, file: Examples.folder.appendingPathComponent("added.yml").path)
        let second = try Self.body(existing, config: config)
        let modes = second["variableModes"]!.array!
        #expect(modes.count == 1 && modes[0]["name"]?.string == "AX5" && modes[0]["action"]?.string == "CREATE")
        let created = second["variables"]!.array!.filter { $0["action"]?.string == "CREATE" }
        #expect(!created.isEmpty && created.allSatisfy { $0["name"]?.string?.hasPrefix("Added/") == true })
        #expect(
            FigmaFormat.problems(second, existing: existing).isEmpty,
            "\(FigmaFormat.problems(second, existing: existing))")
        #expect(try Self.validate(second, kind: "figma") == "valid")
    }

    /// A variable deleted in Figma but still referenced is created again; an unrelated pair of
    /// collections sharing a name is no obstacle, two named like fontscale's are.
    @Test func deletedVariablesAndSharedNames() throws {
        var response = Self.saved(after: try Self.body())
        var meta = response["meta"] as! [String: Any]
        var variables = meta["variables"] as! [String: [String: Any]]
        let deleted = variables.first { ($0.value["name"] as! String) == "Body/font size" }!.key
        variables[deleted]!["deletedButReferenced"] = true
        var collections = meta["variableCollections"] as! [String: [String: Any]]
        for id in ["VariableCollectionId:90:1", "VariableCollectionId:90:2"] {
            collections[id] = [
                "id": id, "name": "Colors", "key": "c", "modes": [["modeId": "m:\(id)", "name": "Light"]],
                "defaultModeId": "m:\(id)", "remote": false, "hiddenFromPublishing": false, "variableIds": [String](),
            ]
        }
        meta["variables"] = variables
        meta["variableCollections"] = collections
        response["meta"] = meta
        let existing = try FigmaExisting(data: try JSONSerialization.data(withJSONObject: response), file: "l.json")
        let body = try Self.body(existing)
        let created = body["variables"]!.array!.filter { $0["action"]?.string == "CREATE" }
        #expect(created.count == 1 && created.first?["name"]?.string == "Body/font size")
        #expect(FigmaFormat.problems(body, existing: existing).isEmpty)
        // Two collections named like fontscale's Dynamic Type collection: which to update is unknowable.
        let name = existing.collections.keys.first { $0.hasPrefix("Dynamic Type") }!
        collections["VariableCollectionId:91:1"] = [
            "id": "VariableCollectionId:91:1", "name": name, "key": "d", "modes": [[String: Any]](),
            "defaultModeId": "", "remote": false, "hiddenFromPublishing": false, "variableIds": [String](),
        ]
        meta["variableCollections"] = collections
        response["meta"] = meta
        let twice = try FigmaExisting(data: try JSONSerialization.data(withJSONObject: response), file: "l.json")
        #expect(throws: FigmaExistingError.self) { _ = try Self.body(twice) }
    }

    @Test func refusesAVariableOfAnotherType() throws {
        let response = Self.saved(after: try Self.body(), retype: "Body/font size")
        let existing = try FigmaExisting(data: try JSONSerialization.data(withJSONObject: response), file: "l.json")
        #expect {
            _ = try Self.body(existing)
        } throws: { error in
            "\(error)".contains("l.json: variable 'Body/font size'")
                && "\(error)".contains("is COLOR, fontscale writes it as FLOAT")
        }
    }

    @Test(arguments: [
        ("[]", "expected the response of GET"), ("not json", "not JSON"),
        (#"{"meta": {"variableCollections": {"c": {"id": 1}}, "variables": {}}}"#, "expected id, name and modes"),
    ])
    func refusesWhatIsNoSavedResponse(text: String, message: String) {
        #expect(throws: FigmaExistingError.self) { try FigmaExisting(data: Data(text.utf8), file: "f.json") }
        do { _ = try FigmaExisting(data: Data(text.utf8), file: "f.json") } catch {
            #expect(error.description.hasPrefix("f.json: ") && error.description.contains(message))
        }
    }
}
