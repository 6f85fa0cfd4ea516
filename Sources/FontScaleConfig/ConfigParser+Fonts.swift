import FontScaleMetrics
import Foundation

/// The config's `fonts:` section, and the font a style or the section names.
extension ConfigParser {
    /// What `fonts:` gives: the folders, the default font, and each key's location (the top
    /// keys' are added to them).
    struct Fonts {
        var directories: [String] = [], defaultFont: FontReference?, locations: [String: SourceLocation] = [:]
    }

    /// Reads `fonts:`: its folders (`$NAME` expanded from `environment`, relative ones resolved)
    /// and its default family or file.
    static func fontsSection(
        _ keys: Entries, environment: [String: String], resolve: (String) -> String
    ) throws -> Fonts {
        var section = Fonts()
        guard let fonts = keys[Top.fonts.name]?.value else { return section }
        let fontKeys = try fonts.mapping(allowed: ConfigKeys.fonts.map(\.name))
        for (key, entry) in fontKeys { section.locations["\(Top.fonts.name).\(key)"] = entry.value.location }
        section.directories = try read(ConfigKeys.Fonts.directories, fontKeys) { node in
            try fontDirectories(node, environment: environment, resolve: resolve)
        }
        section.defaultFont = try fontReference(fontKeys, index: ConfigKeys.Fonts.index, resolve: resolve, node: fonts)
        return section
    }

    /// The font `family` or `file` (with `index`) of `keys` name: a style's, or the default of `fonts`.
    static func fontReference(
        _ keys: Entries, index: ConfigKeys.Typed<Int>, resolve: (String) -> String, node: ConfigNode
    ) throws -> FontReference? {
        switch (keys[Style.family.name], keys[Style.file.name]) {
        case (nil, nil): return nil
        case let (family?, nil): return .family(try family.value.string())
        case let (nil, file?):
            let index = try read(index, keys) { try $0.int() }
            return .file(resolve(try file.value.string()), index: index)
        case (.some, .some): throw node.error("expected either 'family' or 'file', instead saw both")
        }
    }

}
