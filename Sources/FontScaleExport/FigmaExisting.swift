import FontScale
import FontScaleOutput
import Foundation

/// A Figma file's local variables as `GET /v1/files/:file_key/variables/local` returns them
/// (`GetLocalVariablesResponse` in Figma's OpenAPI specification): what `--figma-existing`
/// reads so that the variables body updates the collections a first export created instead of
/// creating them again.
public struct FigmaExisting: Sendable, Equatable {
    /// A local variable collection: its id, its modes by name and its default mode.
    public struct Collection: Sendable, Equatable {
        /// The collection's id ("VariableCollectionId:1:2").
        public let id: String
        /// The collection's name.
        public let name: String
        /// Mode ids by mode name.
        public let modes: [String: String]
        /// The default mode's name (the mode Figma shows where none is chosen).
        public let defaultMode: String?
    }

    /// A local variable: its id and type.
    public struct Variable: Sendable, Equatable {
        /// The variable's id ("VariableID:1:3").
        public let id: String
        /// FLOAT, STRING, BOOLEAN or COLOR.
        public let resolvedType: String
    }

    /// The file as given, for messages.
    public let file: String
    /// The local (not remote) collections by name (of names two collections share, the first by id).
    public let collections: [String: Collection]
    /// Names more than one local collection has: fontscale cannot tell which to update.
    public let sharedNames: Set<String>
    /// The local variables by collection id, then by name.
    public let variables: [String: [String: Variable]]

    /// Reads a saved response; `file` names it in errors.
    public init(data: Data, file: String) throws(FigmaExistingError) {
        guard let root = try? JSONSerialization.jsonObject(with: data) else {
            throw FigmaExistingError(file: file, problem: "not JSON")
        }
        guard let object = root as? [String: Any], let meta = object["meta"] as? [String: Any],
            let collections = meta["variableCollections"] as? [String: Any],
            let variables = meta["variables"] as? [String: Any]
        else {
            throw FigmaExistingError(
                file: file,
                problem:
                    "expected the response of GET /v1/files/:file_key/variables/local ({\"meta\": {\"variableCollections\": {...}, \"variables\": {...}}})"
            )
        }
        var byName: [String: Collection] = [:], shared = Set<String>()
        for (key, value) in collections.sorted(by: { $0.key < $1.key }) {
            guard let entry = value as? [String: Any], let id = entry["id"] as? String,
                let name = entry["name"] as? String, let modes = entry["modes"] as? [[String: Any]]
            else {
                throw FigmaExistingError(
                    file: file, problem: "meta.variableCollections.\(key): expected id, name and modes")
            }
            if entry["remote"] as? Bool == true { continue }
            var modeIDs: [String: String] = [:]
            for mode in modes {
                guard let modeID = mode["modeId"] as? String, let modeName = mode["name"] as? String else {
                    throw FigmaExistingError(
                        file: file, problem: "meta.variableCollections.\(key).modes: expected modeId and name")
                }
                modeIDs[modeName] = modeID
            }
            guard byName[name] == nil else {
                shared.insert(name)
                continue
            }
            let defaultID = entry["defaultModeId"] as? String
            byName[name] = Collection(
                id: id, name: name, modes: modeIDs, defaultMode: modeIDs.first { $0.value == defaultID }?.key)
        }
        var byCollection: [String: [String: Variable]] = [:]
        for (key, value) in variables {
            guard let entry = value as? [String: Any], let id = entry["id"] as? String,
                let name = entry["name"] as? String, let collection = entry["variableCollectionId"] as? String,
                let type = entry["resolvedType"] as? String
            else {
                throw FigmaExistingError(
                    file: file,
                    problem: "meta.variables.\(key): expected id, name, variableCollectionId and resolvedType")
            }
            // A variable deleted in Figma but still referenced is gone for updates: it is created again.
            if entry["remote"] as? Bool == true || entry["deletedButReferenced"] as? Bool == true { continue }
            byCollection[collection, default: [:]][name] = Variable(id: id, resolvedType: type)
        }
        self.file = file
        self.collections = byName
        self.sharedNames = shared
        self.variables = byCollection
    }
}

/// Why a saved Figma variables response cannot be read.
public struct FigmaExistingError: Error, Equatable, CustomStringConvertible {
    /// The file as given.
    public let file: String
    /// What is wrong, in words.
    public let problem: String

    /// The error for `file`, `problem` in words.
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
