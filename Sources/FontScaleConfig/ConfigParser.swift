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
        let resolve = { (path: String) -> String in
            path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
        }
        let head = try topSection(keys)
        var fonts = try fontsSection(keys, environment: environment, resolve: resolve)
        let containers = try containersSection(keys)
        let samples = try samplesSection(keys, start: start)
        let styles = try stylesSection(
            keys, platform: head.platform, defaultFont: fonts.defaultFont, containers: containers, features: features,
            resolve: resolve)
        let platformStyles = TextStyle.allCases.filter { head.platform.textStyles.contains($0) }
        let rules =
            try keys[Top.rules.name].map {
                try ruleSettings($0.value, vocabulary: vocabulary, textStyles: platformStyles)
            } ?? [:]
        let overrides = try keys[Top.overrides.name].map { try self.overrides($0.value, vocabulary: vocabulary) } ?? []
        for (key, entry) in keys { fonts.locations[key] = entry.key }
        var config = CheckConfig(
            version: head.version, platform: head.platform, model: head.model, categories: head.categories,
            displayScale: head.displayScale, fontDirectories: fonts.directories, defaultFont: fonts.defaultFont,
            styles: styles, containers: containers, samples: samples, rules: rules, overrides: overrides, file: file,
            keyLocations: fonts.locations)
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

    static func severity(_ node: ConfigNode) throws -> Severity {
        let text = try node.string()
        guard let severity = Severity(rawValue: text.lowercased()) else {
            throw node.error("expected info, warn or fail, instead saw '\(text)'")
        }
        return severity
    }
}
