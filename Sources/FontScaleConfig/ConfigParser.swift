import FontScale
import FontScaleMetrics
import Foundation
internal import Yams

/// Reads configs from YAML or JSON text.
public enum ConfigParser {
    typealias Top = ConfigKeys.Top
    typealias Style = ConfigKeys.Style
    typealias Container = ConfigKeys.Container
    typealias Entries = [String: (key: SourceLocation, value: ConfigNode)]

    /// Parses the config in `text` read from `file`, its `rules:` and `overrides:` against `rules`
    /// and its styles' `features` against `features` (the shaper's syntax); relative paths resolve
    /// against `file`'s folder, and a `$NAME` entry of `fonts.directories` expands to the folders
    /// in `environment[NAME]`.
    public static func parse(
        _ text: String, file: String, rules: RuleVocabulary, features: any FeatureSyntax,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> CheckConfig {
        do {
            return try parseUnchecked(
                text, file: file, vocabulary: rules, features: features, environment: environment)
        } catch let error as ConfigError {
            throw error
        } catch {
            throw ConfigError(SourceLocation(file: file, line: 1, column: 1), "cannot read the config: \(error)")
        }
    }

    private static func parseUnchecked(
        _ text: String, file: String, vocabulary: RuleVocabulary, features: any FeatureSyntax,
        environment: [String: String]
    ) throws -> CheckConfig {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if file.lowercased().hasSuffix(".json") { try checkStrictJSON(text, file: file) }
        let root: Node
        do {
            // YAML forbids tabs in indentation; JSON allows them: read leading tabs as spaces.
            let normalized =
                !text.utf8.contains(9)
                ? text
                : text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                    let indent = line.prefix { $0 == "\t" || $0 == " " }
                    return String(indent.map { _ in " " }) + line.dropFirst(indent.count)
                }.joined(separator: "\n")
            // The basic resolver: every scalar read as text (the parser reads numbers and booleans itself),
            // so no regular expression runs on each of a large config's keys.
            guard let node = try Yams.compose(yaml: normalized, .basic) else {
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
        let keys = try top.mapping(
            allowed: ConfigKeys.topLevel.map(\.name), required: ConfigKeys.required(ConfigKeys.topLevel))
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        func resolve(_ path: String) -> String {
            path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
        }

        let version = try keys[Top.version.name]!.value.int()
        guard Top.version.values.contains(.integer(version)) else {
            throw keys[Top.version.name]!.value.error("expected version 1, instead saw \(version)")
        }
        let platform = try read(Top.platform, keys) { try $0.named(Platform.self) }
        guard platform.supportsDynamicType else {
            throw keys[Top.platform.name]!.value.error(
                "expected a platform with Dynamic Type (ios or watchos), instead saw \(platform.rawValue)")
        }
        let model = try read(Top.model, keys) { try $0.named(ScalingModel.self) }
        guard model != .android else {
            throw keys[Top.model.name]!.value.error("expected uiFontMetrics or proportional, instead saw android")
        }
        let categories =
            try keys[Top.categories.name].map { try parseCategories($0.value, platform: platform) }
            ?? platform.categories
        let scale = try read(Top.displayScale, keys) { try $0.int() }
        guard Top.displayScale.values.contains(scale), let displayScale = DisplayScale(rawValue: scale) else {
            throw keys[Top.displayScale.name]!.value.error("expected 1, 2 or 3, instead saw \(scale)")
        }

        var directories: [String] = []
        var defaultFont: FontReference?
        var topLocations: [String: SourceLocation] = [:]
        if let fonts = keys[Top.fonts.name]?.value {
            let fontKeys = try fonts.mapping(allowed: ConfigKeys.fonts.map(\.name))
            for (key, entry) in fontKeys { topLocations["\(Top.fonts.name).\(key)"] = entry.value.location }
            directories = try read(ConfigKeys.Fonts.directories, fontKeys) { node in
                try fontDirectories(node, environment: environment, resolve: resolve)
            }
            defaultFont = try fontReference(fontKeys, index: ConfigKeys.Fonts.index, resolve: resolve, node: fonts)
        }

        var containers: [ContainerConfig] = []
        for node in try keys[Top.containers.name]?.value.sequence() ?? [] {
            let keys = try node.mapping(
                allowed: ConfigKeys.container.map(\.name), required: ConfigKeys.required(ConfigKeys.container))
            let width = try keys[Container.width.name]!.value.double()
            guard width > 0, width <= 100_000 else {
                throw keys[Container.width.name]!.value.error(
                    "expected a width above 0 and at most 100000 points, instead saw \(formatValue(width))")
            }
            let maxLines = try read(Container.maxLines, keys) { try lineLimit($0) }
            let accessibilityMaxLines = try keys[Container.accessibilityMaxLines.name].map { try lineLimit($0.value) }
            let minimumScaleFactor = try keys[Container.minimumScaleFactor.name].map { try $0.value.double() }
            if let minimumScaleFactor, !(minimumScaleFactor > 0 && minimumScaleFactor <= 1) {
                throw keys[Container.minimumScaleFactor.name]!.value.error(
                    "expected a factor above 0 and at most 1 (0.7 lets the text shrink to 70%), instead saw \(formatValue(minimumScaleFactor))"
                )
            }
            let height = try keys[Container.height.name].map { try $0.value.double() }
            if let height, !(height > 0 && height <= 100_000) {
                throw keys[Container.height.name]!.value.error(
                    "expected a height above 0 and at most 100000 points, instead saw \(formatValue(height))")
            }
            containers.append(
                ContainerConfig(
                    name: try keys[Container.name.name]!.value.string(), width: width, maxLines: maxLines,
                    accessibilityMaxLines: accessibilityMaxLines, minimumScaleFactor: minimumScaleFactor,
                    height: height, location: node.location))
        }
        var samples: [SampleConfig] = []
        if let entry = keys[Top.samples.name], try entry.value.sequence().isEmpty {
            throw entry.value.error(
                "expected at least one sample (leave the key out for the default, \"Dynamic Type\"), instead saw an empty list"
            )
        }
        for node in try keys[Top.samples.name]?.value.sequence() ?? [] {
            let text = try node.string()
            guard !text.isEmpty else {
                throw node.error("expected a sample with at least one character, instead saw an empty string")
            }
            samples.append(SampleConfig(text: text, location: node.location))
        }
        if keys[Top.samples.name] == nil {
            samples = Top.samples.defaultValue.map { SampleConfig(text: $0, location: start) }
        }

        var styles: [StyleConfig] = []
        let styleNodes = try keys[Top.styles.name]!.value.sequence()
        guard !styleNodes.isEmpty else {
            throw keys[Top.styles.name]!.value.error("expected at least one style, instead saw an empty list")
        }
        for node in styleNodes {
            let keys = try node.mapping(
                allowed: ConfigKeys.style.map(\.name), required: ConfigKeys.required(ConfigKeys.style))
            // An unknown name is answered with this platform's styles only (no watchOS or tvOS
            // style suggested in an iOS config); a known one of another platform gets its own error.
            let platformStyles = TextStyle.allCases.filter { platform.textStyles.contains($0) }
            let textStyle = try keys[Style.textStyle.name]!.value.named(TextStyle.self, among: platformStyles)
            guard platform.textStyles.contains(textStyle) else {
                throw keys[Style.textStyle.name]!.value.error(
                    MetricsError.styleNotOnPlatform(textStyle, platform).description)
            }
            let scalesWith =
                try keys[Style.scalesWith.name].map { try $0.value.named(TextStyle.self, among: platformStyles) }
                ?? textStyle
            guard platform.textStyles.contains(scalesWith) else {
                throw keys[Style.scalesWith.name]!.value.error(
                    MetricsError.styleNotOnPlatform(scalesWith, platform).description)
            }
            let size = try keys[Style.size.name]!.value.points()
            let font = try fontReference(keys, index: Style.index, resolve: resolve, node: node) ?? defaultFont
            guard let font else { throw node.error("expected a font: give 'family' or 'file' here or in 'fonts'") }
            let hig = try? HIG.metrics(textStyle, .large, platform: platform)
            var style = StyleConfig(
                name: try keys[Style.name.name]!.value.string(), textStyle: textStyle, scalesWith: scalesWith,
                font: font,
                weight: try keys[Style.weight.name].map { try $0.value.weight() } ?? hig?.weight ?? .regular,
                italic: try read(Style.italic, keys) { try $0.bool() },
                size: size,
                lineHeight: try keys[Style.lineHeight.name].map { try $0.value.points() },
                tracking: try read(Style.tracking, keys) { try $0.double() },
                minSize: try keys[Style.minSize.name].map { try sizeLimit($0.value) },
                maxSize: try keys[Style.maxSize.name].map { try sizeLimit($0.value) },
                axes: try read(Style.axes, keys) { try axisValues($0) },
                features: try read(Style.features, keys) { try $0.strings() },
                numeric: try read(Style.numeric, keys) { try $0.bool() },
                containers: try keys[Style.containers.name].map { try $0.value.strings() },
                samples: try keys[Style.samples.name].map { entry in
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
            try checkRanges(style, keys)
            for name in style.containers ?? [] where !containers.contains(where: { $0.name == name }) {
                var message = "unknown container '\(name)'"
                if let suggestion = NameSuggestions.nearest(to: name, in: containers.map(\.name), limit: 1).first {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "."
                }
                throw keys[Style.containers.name]!.value.error(
                    message + " Expected one of: \(containers.map(\.name).joined(separator: ", "))")
            }
            for feature in style.features {
                if let problem = features.problem(with: feature) {
                    throw keys[Style.features.name]!.value.error(problem)
                }
            }
            styles.append(style)
        }
        var seenNames = Set<String>()
        for (index, style) in styles.enumerated() where !seenNames.insert(style.name).inserted {
            throw ConfigError(
                style.location, "styles[\(index)].name: expected a unique style name, instead saw '\(style.name)' twice"
            )
        }

        let rules =
            try keys[Top.rules.name].map {
                try ruleSettings(
                    $0.value, vocabulary: vocabulary,
                    textStyles: TextStyle.allCases.filter { platform.textStyles.contains($0) })
            } ?? [:]
        let overrides = try keys[Top.overrides.name].map { try self.overrides($0.value, vocabulary: vocabulary) } ?? []
        for (key, entry) in keys { topLocations[key] = entry.key }
        var config = CheckConfig(
            version: version, platform: platform, model: model, categories: categories, displayScale: displayScale,
            fontDirectories: directories, defaultFont: defaultFont, styles: styles, containers: containers,
            samples: samples,
            rules: rules, overrides: overrides, file: file, keyLocations: topLocations)
        config.disables = try inlineDisables(text, file: file, vocabulary: vocabulary)
        return config
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

    /// The value of `key` in `keys`, else its default.
    static func read<Value>(
        _ key: ConfigKeys.Typed<Value>, _ keys: Entries, _ parse: (ConfigNode) throws -> Value
    ) throws -> Value {
        try keys[key.name].map { try parse($0.value) } ?? key.defaultValue
    }

    /// The font `family` or `file` (with `index`) of `keys` name: a style's, or the default of `fonts`.
    private static func fontReference(
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
