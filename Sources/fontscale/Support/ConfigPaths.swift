import Foundation

/// The configs `check PATH...` names: files as given, every config inside a folder (as the
/// pre-commit hook finds them: `fontscale.yml` or `NAME.fontscale.yml`, `.yaml` or `.json`, hidden
/// folders and `.build` skipped), and the files a glob pattern matches.
enum ConfigPaths {
    /// The pattern of a config's file name.
    static func isConfigName(_ name: String) -> Bool {
        let lower = name.lowercased()
        let stem = ["fontscale.yml", "fontscale.yaml", "fontscale.json"]
        return stem.contains(lower) || stem.contains { lower.hasSuffix("." + $0) }
    }

    /// Every config `paths` name, in order, each once.
    static func expand(_ paths: [String]) throws -> [String] {
        var found: [String] = [], seen = Set<String>()
        func add(_ path: String) { if seen.insert(path).inserted { found.append(path) } }
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let inside = configs(in: path)
                guard !inside.isEmpty else {
                    throw CLIError(
                        message:
                            "no config in folder '\(path)'; expected fontscale.yml or NAME.fontscale.yml (.yaml, .json) inside it",
                        status: .fontFailure)
                }
                inside.forEach(add)
            } else if path.contains(where: { "*?[".contains($0) }), !FileManager.default.fileExists(atPath: path) {
                let matches = glob(path)
                guard !matches.isEmpty else {
                    throw CLIError(message: "no file matches '\(path)'", status: .fontFailure)
                }
                matches.forEach(add)
            } else {
                add(path)
            }
        }
        return found
    }

    /// The configs under `folder`, sorted by path.
    static func configs(in folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if name == ".build" || name == "node_modules" { walker.skipDescendants() }
                continue
            }
            if isConfigName(name) {
                let relative = String(url.path.dropFirst(root.path.count)).drop { $0 == "/" }
                found.append(
                    folder == "."
                        ? String(relative) : folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
            }
        }
        return found.sorted()
    }

    /// The files matching the glob `pattern` (the shell's rules, `glob(3)`), sorted.
    static func glob(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard Glibc.glob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { result.gl_pathv[$0].map { String(cString: $0) } }.sorted()
    }
}
