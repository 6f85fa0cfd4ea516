import FontScaleFonts
import Foundation

extension StarterConfig {
    /// The starter config `fontscale init` writes to `configPath`: `yaml(font:directories:)` with each
    /// of `fontDirectories` made relative to the config's folder when inside it, absolute otherwise.
    public static func yaml(font: CustomFont, fontDirectories: [String], configPath: String) throws -> String {
        let folder = URL(fileURLWithPath: configPath).deletingLastPathComponent().standardizedFileURL.path
        let directories = fontDirectories.map { directory -> String in
            let absolute = URL(fileURLWithPath: directory).standardizedFileURL.path
            return absolute.hasPrefix(folder + "/") ? String(absolute.dropFirst(folder.count + 1)) : absolute
        }
        return try yaml(font: font, directories: directories)
    }
}
