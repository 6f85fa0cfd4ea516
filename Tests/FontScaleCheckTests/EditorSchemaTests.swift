import FontScaleCheck
import FontScaleConfig
import Foundation
import Testing

/// `ConfigSchema.install(besideConfig:)`: which files beside a config it writes, replaces or leaves.
@Suite struct EditorSchemaTests {
    /// A new folder with a config path in it (the config itself need not exist).
    static func folder() throws -> (folder: URL, config: String, schema: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-schema-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (
            folder, folder.appendingPathComponent("fontscale.yml").path,
            folder.appendingPathComponent(ConfigSchema.fileName)
        )
    }

    @Test func writesThenKeepsThenUpdatesAnOlderFontscaleSchema() throws {
        let (folder, config, schema) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ConfigSchema.install(besideConfig: config) == .written)
        #expect(try String(contentsOf: schema, encoding: .utf8) == (try ConfigSchema.json()))
        #expect(try ConfigSchema.install(besideConfig: config) == .unchanged)
        // An older fontscale schema, written on one line with other spacing: found by its parsed
        // $id, not by how it is laid out.
        try Data(#"{"$id":"https://fontscale.dev/schema/fontscale.schema.json","title":"old"}"#.utf8).write(to: schema)
        #expect(try ConfigSchema.install(besideConfig: config) == .updated)
        #expect(try String(contentsOf: schema, encoding: .utf8) == (try ConfigSchema.json()))
    }

    @Test func leavesAnotherSchemaAndAnythingElse() throws {
        let (folder, config, schema) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for other in [
            #"{"$id": "https://example.com/other.schema.json", "type": "object"}"#,
            #"not JSON, but it mentions "$id" : "https://fontscale.dev/schema/fontscale.schema.json""#,
        ] {
            try Data(other.utf8).write(to: schema)
            #expect(try ConfigSchema.install(besideConfig: config) == .keptOther)
            #expect(try String(contentsOf: schema, encoding: .utf8) == other)
        }
    }
}
