import FontScaleConfig
import FontScaleOutput
import Foundation

/// The JSON Schema an editor reads while a config is typed: `fontscale init` writes it beside the
/// config as `fontscale.schema.json`, and the config's first line (`ConfigSchema.modeline`) points
/// yaml-language-server (VS Code's YAML extension, and other editors' YAML plugins) at it.
///
/// A file beside the config, not a URL: it is the schema of the fontscale that wrote the config,
/// works offline, and changes with the config when fontscale is updated (`init` again, or
/// `fontscale check --print-schema > fontscale.schema.json`).
extension ConfigSchema {
    /// What `install(besideConfig:)` did.
    public enum Installed: Equatable, Sendable {
        /// The schema was written (there was none).
        case written
        /// The file already held this schema.
        case unchanged
        /// The file held an older fontscale schema (same `$id`): replaced.
        case updated
        /// The file is not a fontscale schema: left as it is.
        case keptOther
    }

    /// Writes the schema beside the config at `configPath`; never replaces a file that is not a
    /// fontscale schema. Throws when the file cannot be written.
    public static func install(besideConfig configPath: String) throws -> Installed {
        let url = URL(fileURLWithPath: configPath).deletingLastPathComponent().appendingPathComponent(fileName)
        let schema = try json()
        let state: Installed
        if let existing = try? String(contentsOf: url, encoding: .utf8) {
            if existing == schema { return .unchanged }
            guard (try? JSONValue.parse(Data(existing.utf8)))?.object?["$id"]?.string == id else { return .keptOther }
            state = .updated
        } else if FileManager.default.fileExists(atPath: url.path) {
            return .keptOther
        } else {
            state = .written
        }
        try AtomicFile.write(Data(schema.utf8), to: url)
        return state
    }
}
