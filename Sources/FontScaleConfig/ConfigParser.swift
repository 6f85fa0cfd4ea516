import FontScale
import FontScaleFonts
import FontScaleMetrics
import Foundation
internal import Yams

/// Reads configs from YAML or JSON text.
public enum ConfigParser {
    /// Parses the config in `text` read from `file`, its `rules:` and `overrides:` against `rules`;
    /// relative paths resolve against `file`'s folder, and a `$NAME` entry of `fonts.directories`
    /// expands to the folders in `environment[NAME]`.
    public static func parse(
        _ text: String, file: String, rules: RuleVocabulary,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> CheckConfig {
        do {
            return try parseUnchecked(text, file: file, vocabulary: rules, environment: environment)
        } catch let error as ConfigError {
            throw error
        } catch {
            throw ConfigError(SourceLocation(file: file, line: 1, column: 1), "cannot read the config: \(error)")
        }
    }

    private static func parseUnchecked(
        _ text: String, file: String, vocabulary: RuleVocabulary, environment: [String: String]
    ) throws -> CheckConfig {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let root: Node
        do {
            // YAML forbids tabs in indentation; JSON allows them: read leading tabs as spaces.
            let normalized = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let indent = line.prefix { $0 == "\t" || $0 == " " }
                return String(indent.map { _ in " " }) + line.dropFirst(indent.count)
            }.joined(separator: "\n")
            guard let node = try Yams.compose(yaml: normalized) else {
                throw ConfigError(start, "the config is empty; expected a mapping with 'version: 1' and 'styles'")
            }
            root = node
        } catch let error as ConfigError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, file: file, text: text)
        } catch {
            throw ConfigError(start, "cannot read the config: \(error)")
        }
        let top = ConfigNode(node: root, file: file, path: "")
        let keys = try top.mapping(allowed: ConfigKeys.topLevel.map(\.name), required: ["version", "styles"])
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        func resolve(_ path: String) -> String {
            path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
        }

        let version = try keys["version"]!.value.int()
        guard version == 1 else { throw keys["version"]!.value.error("expected version 1, instead saw \(version)") }
        let platform = try keys["platform"].map { try $0.value.named(Platform.self) } ?? .iOS
        guard platform.supportsDynamicType else {
            throw keys["platform"]!.value.error(
                "expected a platform with Dynamic Type (ios or watchos), instead saw \(platform.rawValue)")
        }
        let model = try keys["model"].map { try $0.value.named(ScalingModel.self) } ?? .uiFontMetrics
        guard model != .android else {
            throw keys["model"]!.value.error("expected uiFontMetrics or proportional, instead saw android")
        }
        let categories =
            try keys["categories"].map { try parseCategories($0.value, platform: platform) } ?? platform.categories
        let scale = try keys["displayScale"].map { try $0.value.int() } ?? 3
        guard let displayScale = DisplayScale(rawValue: scale) else {
            throw keys["displayScale"]!.value.error("expected 1, 2 or 3, instead saw \(scale)")
        }

        var directories: [String] = []
        var defaultFont: FontReference?
        var topLocations: [String: SourceLocation] = [:]
        if let fonts = keys["fonts"]?.value {
            let fontKeys = try fonts.mapping(allowed: ["directories", "family", "file", "index"])
            for (key, entry) in fontKeys { topLocations["fonts.\(key)"] = entry.value.location }
            directories =
                try fontKeys["directories"].map { entry in
                    try fontDirectories(entry.value, environment: environment, resolve: resolve)
                } ?? []
            defaultFont = try fontReference(fontKeys, resolve: resolve, node: fonts)
        }

        var containers: [ContainerConfig] = []
        for node in try keys["containers"]?.value.sequence() ?? [] {
            let keys = try node.mapping(allowed: ConfigKeys.container.map(\.name), required: ["name", "width"])
            let width = try keys["width"]!.value.double()
            guard width > 0, width <= 100_000 else {
                throw keys["width"]!.value.error(
                    "expected a width above 0 and at most 100000 points, instead saw \(formatValue(width))")
            }
            let maxLines = try keys["maxLines"].map { try lineLimit($0.value) } ?? 1
            let accessibilityMaxLines = try keys["accessibilityMaxLines"].map { try lineLimit($0.value) }
            let minimumScaleFactor = try keys["minimumScaleFactor"].map { try $0.value.double() }
            if let minimumScaleFactor, !(minimumScaleFactor > 0 && minimumScaleFactor <= 1) {
                throw keys["minimumScaleFactor"]!.value.error(
                    "expected a factor above 0 and at most 1 (0.7 lets the text shrink to 70%), instead saw \(formatValue(minimumScaleFactor))"
                )
            }
            let height = try keys["height"].map { try $0.value.double() }
            if let height, !(height > 0 && height <= 100_000) {
                throw keys["height"]!.value.error(
                    "expected a height above 0 and at most 100000 points, instead saw \(formatValue(height))")
            }
            containers.append(
                ContainerConfig(
                    name: try keys["name"]!.value.string(), width: width, maxLines: maxLines,
                    accessibilityMaxLines: accessibilityMaxLines, minimumScaleFactor: minimumScaleFactor,
                    height: height, location: node.location))
        }
        var samples: [SampleConfig] = []
        for node in try keys["samples"]?.value.sequence() ?? [] {
            let text = try node.string()
            guard !text.isEmpty else {
                throw node.error("expected a sample with at least one character, instead saw an empty string")
            }
            samples.append(SampleConfig(text: text, location: node.location))
        }
        if keys["samples"] == nil { samples = [SampleConfig(text: "Dynamic Type", location: start)] }

        var styles: [StyleConfig] = []
        let styleNodes = try keys["styles"]!.value.sequence()
        guard !styleNodes.isEmpty else {
            throw keys["styles"]!.value.error("expected at least one style, instead saw an empty list")
        }
        for node in styleNodes {
            let keys = try node.mapping(allowed: ConfigKeys.style.map(\.name), required: ["name", "textStyle", "size"])
            // An unknown name is answered with this platform's styles only (no watchOS or tvOS
            // style suggested in an iOS config); a known one of another platform gets its own error.
            let platformStyles = TextStyle.allCases.filter { platform.textStyles.contains($0) }
            let textStyle = try keys["textStyle"]!.value.named(TextStyle.self, among: platformStyles)
            guard platform.textStyles.contains(textStyle) else {
                throw keys["textStyle"]!.value.error(MetricsError.styleNotOnPlatform(textStyle, platform).description)
            }
            let scalesWith =
                try keys["scalesWith"].map { try $0.value.named(TextStyle.self, among: platformStyles) } ?? textStyle
            guard platform.textStyles.contains(scalesWith) else {
                throw keys["scalesWith"]!.value.error(MetricsError.styleNotOnPlatform(scalesWith, platform).description)
            }
            let size = try keys["size"]!.value.points()
            let font = try fontReference(keys, resolve: resolve, node: node) ?? defaultFont
            guard let font else { throw node.error("expected a font: give 'family' or 'file' here or in 'fonts'") }
            let hig = try? HIG.metrics(textStyle, .large, platform: platform)
            var style = StyleConfig(
                name: try keys["name"]!.value.string(), textStyle: textStyle, scalesWith: scalesWith, font: font,
                weight: try keys["weight"].map { try $0.value.weight() } ?? hig?.weight ?? .regular,
                italic: try keys["italic"].map { try $0.value.bool() } ?? false,
                size: size,
                lineHeight: try keys["lineHeight"].map { try $0.value.points() },
                tracking: try keys["tracking"].map { try $0.value.double() } ?? 0,
                minSize: try keys["minSize"].map { try sizeLimit($0.value) },
                maxSize: try keys["maxSize"].map { try sizeLimit($0.value) },
                axes: try keys["axes"].map { try axisValues($0.value) } ?? [:],
                features: try keys["features"].map { try $0.value.strings() } ?? [],
                numeric: try keys["numeric"].map { try $0.value.bool() } ?? false,
                containers: try keys["containers"].map { try $0.value.strings() },
                samples: try keys["samples"].map { entry in
                    try entry.value.sequence().map { node in
                        let text = try node.string()
                        guard !text.isEmpty else {
                            throw node.error(
                                "expected a sample with at least one character, instead saw an empty string")
                        }
                        return SampleConfig(text: text, location: node.location)
                    }
                },
                location: node.location, keyLocations: [:])
            for (key, entry) in keys { style.keyLocations[key] = entry.value.location }
            for name in style.containers ?? [] where !containers.contains(where: { $0.name == name }) {
                var message = "unknown container '\(name)'"
                if let suggestion = NameSuggestions.nearest(to: name, in: containers.map(\.name), limit: 1).first {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "."
                }
                throw keys["containers"]!.value.error(
                    message + " Expected one of: \(containers.map(\.name).joined(separator: ", "))")
            }
            for feature in style.features {
                do { _ = try FontFeature(feature) } catch { throw keys["features"]!.value.error(error.description) }
            }
            styles.append(style)
        }
        let names = styles.map(\.name)
        for (index, name) in names.enumerated() where names.firstIndex(of: name) != index {
            throw ConfigError(
                styles[index].location,
                "styles[\(index)].name: expected a unique style name, instead saw '\(name)' twice")
        }

        let rules =
            try keys["rules"].map {
                try ruleSettings(
                    $0.value, vocabulary: vocabulary,
                    textStyles: TextStyle.allCases.filter { platform.textStyles.contains($0) })
            } ?? [:]
        let overrides = try keys["overrides"].map { try self.overrides($0.value, vocabulary: vocabulary) } ?? []
        for (key, entry) in keys { topLocations[key] = entry.key }
        return CheckConfig(
            version: version, platform: platform, model: model, categories: categories, displayScale: displayScale,
            fontDirectories: directories, defaultFont: defaultFont, styles: styles, containers: containers,
            samples: samples,
            rules: rules, overrides: overrides, file: file, keyLocations: topLocations)
    }

    /// A YAML error said in words (`YAMLSyntax`), located in `text` as the user wrote it (tabs included).
    private static func syntaxError(_ error: YamlError, file: String, text: String) -> ConfigError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            let (line, column, message) = YAMLSyntax.describe(
                YAMLSyntax.Problem(
                    problem: problem, context: context?.text, contextLine: context?.mark.line ?? 0,
                    contextColumn: context?.mark.column ?? 0, line: mark.line, column: mark.column),
                in: text)
            return ConfigError(SourceLocation(file: file, line: line, column: column), message)
        case let .reader(problem, _, _, _):
            return ConfigError(SourceLocation(file: file, line: 1, column: 1), "cannot read the text: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return ConfigError(
                SourceLocation(file: file, line: context.mark.line, column: context.mark.column),
                "duplicate key\(duplicates.count > 1 ? "s" : "") \(duplicates.map { "'\($0)'" }.joined(separator: ", ")); expected each key once"
            )
        default:
            return ConfigError(SourceLocation(file: file, line: 1, column: 1), "cannot read the config: \(error)")
        }
    }

    private static func fontReference(
        _ keys: [String: (key: SourceLocation, value: ConfigNode)], resolve: (String) -> String, node: ConfigNode
    ) throws -> FontReference? {
        switch (keys["family"], keys["file"]) {
        case (nil, nil): return nil
        case let (family?, nil): return .family(try family.value.string())
        case let (nil, file?):
            let index = try keys["index"].map { try $0.value.int() } ?? 0
            return .file(resolve(try file.value.string()), index: index)
        case (.some, .some): throw node.error("expected either 'family' or 'file', instead saw both")
        }
    }

    private static func axisValues(_ node: ConfigNode) throws -> [String: Double] {
        guard case let .mapping(mapping) = node.node else {
            throw node.error("expected a mapping from axis tags to values ({wdth: 90}), instead saw \(node.seen)")
        }
        var axes: [String: Double] = [:]
        for (key, value) in mapping {
            let tag = key.string ?? ""
            let child = ConfigNode(node: value, file: node.file, path: "\(node.path).\(tag)")
            guard tag.count == 4,
                tag.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            else {
                throw child.error("expected a four-letter axis tag (wdth, GRAD), instead saw '\(tag)'")
            }
            guard !["wght", "opsz", "ital"].contains(tag) else {
                throw child.error(
                    "set \(tag) with \(tag == "wght" ? "weight" : tag == "ital" ? "italic" : "the size (opsz follows it)"), not axes"
                )
            }
            axes[tag] = try child.double()
        }
        return axes
    }

    private static func sizeLimit(_ node: ConfigNode) throws -> SizeLimit {
        if case let .scalar(scalar) = node.node, scalar.string.lowercased().hasSuffix("x") {
            guard let factor = Double(scalar.string.dropLast()), factor > 0, factor <= 100 else {
                throw node.error("expected points (40) or a factor of the size (\"2x\"), instead saw \(node.seen)")
            }
            return .factor(factor)
        }
        do { return .points(try node.points()) } catch {
            throw node.error("expected points (40) or a factor of the size (\"2x\"), instead saw \(node.seen)")
        }
    }

    static func severity(_ node: ConfigNode) throws -> Severity {
        let text = try node.string()
        guard let severity = Severity(rawValue: text.lowercased()) else {
            throw node.error("expected info, warn or fail, instead saw '\(text)'")
        }
        return severity
    }

    private static func parseCategories(_ node: ConfigNode, platform: Platform) throws -> [ContentSizeCategory] {
        var result: [ContentSizeCategory]
        if case .sequence = node.node {
            result = try node.sequence().map { try $0.named(ContentSizeCategory.self) }
        } else {
            let text = try node.string()
            if text.lowercased() == "all" { return platform.categories }
            let parts = text.components(separatedBy: "...")
            guard parts.count == 2 else {
                throw node.error("expected a range such as \"xSmall...AX5\", a list, or all, instead saw '\(text)'")
            }
            let low: ContentSizeCategory, high: ContentSizeCategory
            do {
                low = try ContentSizeCategory.parse(parts[0])
                high = try ContentSizeCategory.parse(parts[1])
            } catch { throw node.error(error.description) }
            guard low <= high else { throw node.error("expected the smaller category first, instead saw '\(text)'") }
            result = ContentSizeCategory.allCases.filter { $0 >= low && $0 <= high }
        }
        result = result.filter(platform.categories.contains)
        guard !result.isEmpty else { throw node.error("expected at least one \(platform) category, instead saw none") }
        return Array(Set(result)).sorted()
    }
}
