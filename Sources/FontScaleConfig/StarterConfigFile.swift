import Foundation

extension StarterConfig {
    /// The starter config `fontscale init` writes to `configPath`: `make(font:directories:)` with
    /// each of `fontDirectories` written relative to the config's folder (`fonts`, `../fonts`),
    /// whatever the working directory, so that the config and its fonts move together; absolute
    /// only when the two share no folder but the root. An entry starting with `$`
    /// (`$FONTSCALE_FONT_PATH`) is written as it is. The styles' font is `naming` (a file), else the family.
    public static func make(
        font: some StarterFont, fontDirectories: [String], configPath: String, naming: FontReference? = nil
    ) throws -> Written {
        let folder = URL(fileURLWithPath: configPath).deletingLastPathComponent().standardizedFileURL.path
        let directories = fontDirectories.map { directory in
            directory.hasPrefix("$") ? directory : relativePath(of: directory, from: folder)
        }
        return try make(font: font, directories: directories, naming: naming)
    }

    /// The starter config's text (`make(font:fontDirectories:configPath:)`).
    public static func yaml(font: some StarterFont, fontDirectories: [String], configPath: String) throws -> String {
        try make(font: font, fontDirectories: fontDirectories, configPath: configPath).text
    }

    /// `path` (absolute, or relative to the working directory) relative to the absolute folder
    /// `base`: "fonts", "../fonts", "." for `base` itself; absolute when they share only "/".
    public static func relativePath(of path: String, from base: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let origin = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, origin.count), target[common] == origin[common] { common += 1 }
        // pathComponents start with "/": sharing only that is no shared folder.
        guard common > 1 else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        let parts = Array(repeating: "..", count: origin.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
