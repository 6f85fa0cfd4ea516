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
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw CLIError(
                message:
                    "cannot read config '\(path)': \(FileManager.default.fileExists(atPath: path) ? "not readable UTF-8 text" : "no such file")",
                status: .fontFailure)
        }
        return try ConfigParser.parse(text, file: path)
    }
}
