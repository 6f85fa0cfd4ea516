import ArgumentParser
import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// Reading a config file with fontscale's messages.
enum ConfigFile {
    /// The parsed config at `path`; an unreadable file is exit 2, a malformed one a located `ConfigError`.
    static func read(_ path: String) throws -> CheckConfig {
        try ConfigParser.parse(try text(path), file: path)
    }

    /// The largest config read: 16 MB is some 90,000 styles, far beyond any design system.
    static let maximumBytes = 16 << 20

    /// The text of the config at `path`, or an error saying what the path is instead (a folder,
    /// a font, a file too large, not UTF-8): exit 2.
    static func text(_ path: String) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CLIError(message: "cannot read config '\(path)': no such file", status: .fontFailure)
        }
        if isFolder.boolValue {
            throw CLIError(
                message: "cannot read config '\(path)': it is a folder; expected a config file (YAML or JSON)",
                status: .fontFailure)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > maximumBytes {
            throw CLIError(
                message:
                    "cannot read config '\(path)': it is \(size >> 20) MB; expected a config of at most \(maximumBytes >> 20) MB",
                status: .fontFailure)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(message: "cannot read config '\(path)': permission denied", status: .fontFailure)
        }
        let magic = data.prefix(4)
        if [
            Data([0, 1, 0, 0]), Data("OTTO".utf8), Data("true".utf8), Data("ttcf".utf8), Data("wOFF".utf8),
            Data("wOF2".utf8),
        ].contains(magic) {
            throw CLIError(
                message: "cannot read config '\(path)': it is a font file; expected a config (YAML or JSON text)",
                status: .fontFailure)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError(
                message: "cannot read config '\(path)': not UTF-8 text; expected a config (YAML or JSON text)",
                status: .fontFailure)
        }
        return text
    }
}
