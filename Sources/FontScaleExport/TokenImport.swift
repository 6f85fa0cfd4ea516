import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// Why design tokens could not become a config: names the file, the token and what was expected.
public struct TokenImportError: Error, Sendable, CustomStringConvertible {
    /// The token file.
    public let file: String
    /// The token's path ("typography.body"), empty for the file as a whole.
    public let token: String
    /// What is wrong.
    public let message: String

    /// The error on one line: line breaks and other controls in the token's name or the message
    /// (names and aliases come from the file) are shown escaped, as `\n`.
    public var description: String {
        TerminalText.visible(token.isEmpty ? "\(file): \(message)" : "\(file): token '\(token)': \(message)")
    }
}

/// Reads W3C Design Tokens (DTCG) typography tokens into a fontscale config.
///
/// Tokens fontscale wrote carry every config value in `$extensions["dev.fontscale"]` and come
/// back unchanged; the token's own `$value` wins where a design tool edited it. Tokens from other
/// tools (Tokens Studio, Style Dictionary, Figma variables exports) become styles too: aliases
/// (`{font.size.body}`) resolve, px/rem/em/% dimensions and named weights convert, and the text
/// style comes from the token's name or, failing that, the Apple text style nearest in size
/// (marked with a comment in the config).
public enum TokenImport {
    /// The config (YAML) for the tokens in `data`; `file` names them in errors, `output` is where
    /// the config will live (its parse check resolves relative paths from there).
    public static func config(fromTokens data: Data, file: String, output: String = "fontscale.yml")
        throws(TokenImportError) -> String
    {
        let root: JSONValue
        do { root = try JSONValue.parse(data) } catch {
            throw TokenImportError(file: file, token: "", message: "not JSON (\(reason(error)))")
        }
        guard var tree = root.object else {
            throw TokenImportError(
                file: file, token: "", message: "expected a JSON object of token groups, instead saw \(root.kind)")
        }
        // A Tokens Studio single file: its sets merged as the plugin resolves them (docs/import.md).
        var studio = TokensStudio.isSingleFile(tree) || TokensStudio.referencesInsideSets(tree)
        if studio {
            tree = TokensStudio.merged(tree)
        } else if TokensStudio.hasLegacyTokens(tree) {
            tree = TokensStudio.legacy(tree)  // one set, or sets that refer to nothing across them
            studio = true
        }
        var tokens = TokenTree(file: file)
        tokens.collect(tree, path: [], inheritedType: nil)
        let typography = tokens.entries.filter { $0.type == "typography" }
        guard !typography.isEmpty else {
            let types = Set(tokens.entries.compactMap(\.type)).sorted()
            throw TokenImportError(
                file: file, token: "",
                message:
                    "expected typography tokens ($type \"typography\"), instead found \(tokens.entries.count) tokens"
                    + (types.isEmpty ? "" : " of type \(types.joined(separator: ", "))"))
        }
        let scale = tree["$extensions"]?[DesignTokens.extensionKey]?.object ?? [:]
        let platform = scale["platform"]?.string.flatMap { try? Platform.parse($0) } ?? .iOS
        var styles: [ImportedStyle] = [], incomplete: [String] = []
        for entry in typography {
            // A typography token that sets no size (a family-only override) is no style: skipped, and
            // named in the config's header, unless no token makes a style at all.
            if case let .object(value)? = try? tokens.resolve(entry.value, token: entry.path), value["fontSize"] == nil,
                typography.count > 1
            {
                incomplete.append(entry.path)
                continue
            }
            styles.append(try ImportedStyle(entry, tokens: tokens, platform: platform, tokensStudio: studio))
        }
        ImportedStyle.uniqueNames(&styles)
        guard !styles.isEmpty else {
            throw TokenImportError(file: file, token: incomplete.first ?? "", message: "fontSize is missing")
        }
        let shown = incomplete.prefix(5).joined(separator: ", ")
        let notes =
            incomplete.isEmpty
            ? []
            : [
                "Skipped \(incomplete.count) typography token\(incomplete.count == 1 ? "" : "s") without a fontSize: \(shown)"
                    + (incomplete.count > 5 ? ", ..." : ".")
            ]
        styles.sort { a, b in
            switch (a.order, b.order) {
            case let (x?, y?): x < y
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): a.size != b.size ? a.size > b.size : a.name < b.name
            }
        }
        let yaml = ConfigYAML.write(scale: scale, styles: styles, source: file, notes: notes)
        do { _ = try ConfigParser.parse(yaml, file: output) } catch {
            throw TokenImportError(
                file: file, token: "", message: "the tokens make an invalid config: \(error.description)")
        }
        return yaml
    }

    static func reason(_ error: any Error) -> String {
        let text = (error as NSError).userInfo["NSDebugDescription"] as? String ?? error.localizedDescription
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Every token of a DTCG file, by path, with group types inherited.
struct TokenTree {
    struct Entry {
        let path: String
        let type: String?
        let value: JSONValue
        let extensions: [String: JSONValue]
    }

    let file: String
    private(set) var entries: [Entry] = []
    private var byPath: [String: Entry] = [:]
    /// Evaluated references by path, so that math over a shared token is worked out once.
    let evaluations = Evaluations()

    /// The most references one value may follow in a chain, and parentheses nest in math.
    static let maximumDepth = 256

    init(file: String) { self.file = file }

    mutating func collect(_ group: [String: JSONValue], path: [String], inheritedType: String?) {
        let type = group["$type"]?.string ?? inheritedType
        if let value = group["$value"] {
            let entry = Entry(
                path: path.joined(separator: "."), type: type, value: value,
                extensions: group["$extensions"]?.object ?? [:])
            entries.append(entry)
            byPath[entry.path] = entry
            return
        }
        for key in group.keys.sorted() where !key.hasPrefix("$") {
            if let child = group[key]?.object { collect(child, path: path + [key], inheritedType: type) }
        }
    }

    /// `value` with a whole-value alias (`{group.token}`) followed to its end.
    func resolve(_ value: JSONValue, token: String, seen: [String] = []) throws(TokenImportError) -> JSONValue {
        // One reference and nothing else: "{a} + {b}" is math, not an alias named "a} + {b".
        guard let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"),
            !text.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" })
        else { return value }
        let target = String(text.dropFirst().dropLast())
        guard seen.count < Self.maximumDepth else {
            throw TokenImportError(
                file: file, token: token, message: "references nest deeper than \(Self.maximumDepth) (at {\(target)})")
        }
        guard !seen.contains(target) else {
            throw TokenImportError(
                file: file, token: token, message: "alias cycle: \((seen + [target]).joined(separator: " -> "))")
        }
        guard let entry = byPath[target] else {
            throw TokenImportError(file: file, token: token, message: "alias \(text) names no token in the file")
        }
        return try resolve(entry.value, token: token, seen: seen + [target])
    }
}
