import Foundation

// Values of the config that need more than one node's reading: line limits and font folders.

extension ConfigParser {
    /// A container's line limit: 0 (no limit) or more lines.
    static func lineLimit(_ node: ConfigNode) throws -> Int {
        let lines = try node.int()
        guard lines >= 0 else { throw node.error("expected 0 (no limit) or more lines, instead saw \(lines)") }
        return lines
    }

    /// The folders of `fonts.directories`: each entry resolved against the config's folder, except
    /// an entry `$NAME` (or `${NAME}`), which stands for the colon-separated folders in the
    /// environment variable NAME (`$FONTSCALE_FONT_PATH` in CI), resolved against the working
    /// directory as the variable is everywhere else.
    static func fontDirectories(
        _ node: ConfigNode, environment: [String: String], resolve: (String) -> String
    ) throws -> [String] {
        var folders: [String] = []
        for item in try node.sequence() {
            let entry = try item.string()
            guard entry.hasPrefix("$") else { folders.append(resolve(entry)); continue }
            guard let name = variableName(entry) else {
                throw item.error(
                    "expected a folder or an environment variable such as $FONTSCALE_FONT_PATH, instead saw '\(entry)'"
                )
            }
            let parts = (environment[name] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
            guard !parts.isEmpty else {
                throw item.error(
                    "$\(name) is \(environment[name] == nil ? "not set" : "empty"); expected it to list font folders (colon-separated), e.g. export \(name)=/path/to/fonts"
                )
            }
            folders += parts.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        }
        return folders
    }

    /// NAME of `$NAME` or `${NAME}` (letters, digits and underscores, not starting with a digit).
    private static func variableName(_ entry: String) -> String? {
        var name = entry.dropFirst()
        if name.hasPrefix("{") {
            guard name.hasSuffix("}") else { return nil }
            name = name.dropFirst().dropLast()
        }
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            })
        else { return nil }
        return String(name)
    }
}
