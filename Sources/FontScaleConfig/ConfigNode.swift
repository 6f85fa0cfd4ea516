import FontScaleMetrics
internal import Yams

/// A YAML (or JSON) node with its file and position, read with exact, located errors.
struct ConfigNode {
    let node: Node
    let file: String
    /// Where the node sits in the config ("styles[2].size").
    let path: String

    var location: SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(_ message: String) -> ConfigError { ConfigError(location, prefix + message) }

    /// "styles[0].size: " before a message; nothing at the top of the config, whose path is empty.
    var prefix: String { path.isEmpty ? "" : "\(path): " }

    /// What the node is, for "instead saw ...".
    var seen: String {
        switch node {
        case let .scalar(scalar):
            if scalar.style == .plain, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" {
                return "nothing (null)"
            }
            return scalar.style == .plain ? "'\(scalar.string)'" : "the string \"\(scalar.string)\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// The keys of a mapping, checked against `allowed` (unknown keys get a did-you-mean) and `required`.
    func mapping(allowed: [String], required: [String] = []) throws(ConfigError) -> [String: (
        key: SourceLocation, value: ConfigNode
    )] {
        guard case let .mapping(mapping) = node else {
            throw error("expected a mapping with keys \(allowed.joined(separator: ", ")), instead saw \(seen)")
        }
        var result: [String: (SourceLocation, ConfigNode)] = [:]
        // YAML merge keys (`<<: *base`, `<<: [*a, *b]`): the merged mappings' keys, each unless the
        // mapping itself or an earlier merged one gives it (YAML 1.1's merge key type).
        var pairs: [(Node, Node)] = []
        var merged: [(Node, Node)] = []
        for (keyNode, value) in mapping {
            guard case let .scalar(key) = keyNode, key.string == "<<", key.style == .plain else {
                pairs.append((keyNode, value))
                continue
            }
            let sources: [Node]
            switch value {
            case .mapping: sources = [value]
            case let .sequence(list): sources = Array(list)
            default:
                throw ConfigError(
                    SourceLocation(file: file, line: value.mark?.line ?? 1, column: value.mark?.column ?? 1),
                    prefix + "expected a mapping or a list of mappings after '<<' (a merge key), instead saw "
                        + ConfigNode(node: value, file: file, path: path).seen)
            }
            for source in sources {
                guard case let .mapping(inner) = source else {
                    throw ConfigError(
                        SourceLocation(file: file, line: source.mark?.line ?? 1, column: source.mark?.column ?? 1),
                        prefix + "expected a mapping to merge after '<<', instead saw "
                            + ConfigNode(node: source, file: file, path: path).seen)
                }
                merged += inner.map { ($0.key, $0.value) }
            }
        }
        let own = Set(pairs.compactMap { if case let .scalar(key) = $0.0 { key.string } else { nil } })
        var mergedKeys = Set<String>()
        for (keyNode, value) in merged {
            guard case let .scalar(key) = keyNode, !own.contains(key.string), mergedKeys.insert(key.string).inserted
            else { continue }
            pairs.append((keyNode, value))
        }
        for (keyNode, value) in pairs {
            let keyLocation = SourceLocation(
                file: file, line: keyNode.mark?.line ?? 1, column: keyNode.mark?.column ?? 1)
            guard case let .scalar(key) = keyNode else {
                let seen = ConfigNode(node: keyNode, file: file, path: path).seen
                throw ConfigError(keyLocation, prefix + "expected a key name, instead saw \(seen)")
            }
            // Top-level keys starting "x-" hold anchors for merge keys (Compose's extension fields).
            if path.isEmpty, key.string.hasPrefix("x-") { continue }
            guard allowed.contains(key.string) else {
                var message = prefix + "unknown key '\(key.string)'"
                if let suggestion = NameSuggestions.nearest(to: key.string, in: allowed, limit: 1).first {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "."
                }
                message += " Expected one of: \(allowed.joined(separator: ", "))"
                throw ConfigError(keyLocation, message)
            }
            let childPath = path.isEmpty ? key.string : "\(path).\(key.string)"
            // A null value (`key:`, `~`, `null`) means the key is absent: its default applies.
            if case let .scalar(scalar) = value, scalar.style == .plain, ["", "~", "null"].contains(scalar.string) {
                continue
            }
            result[key.string] = (keyLocation, ConfigNode(node: value, file: file, path: childPath))
        }
        for key in required where result[key] == nil {
            throw error("missing required key '\(key)'")
        }
        return result
    }

    func sequence() throws(ConfigError) -> [ConfigNode] {
        guard case let .sequence(sequence) = node else { throw error("expected a list, instead saw \(seen)") }
        return sequence.enumerated().map { ConfigNode(node: $0.element, file: file, path: "\(path)[\($0.offset)]") }
    }

    private var plainScalar: String? {
        if case let .scalar(scalar) = node, scalar.style == .plain { return scalar.string }
        return nil
    }

    func string() throws(ConfigError) -> String {
        guard case let .scalar(scalar) = node, !(scalar.style == .plain && ["", "~", "null"].contains(scalar.string))
        else {
            throw error("expected a string, instead saw \(seen)")
        }
        return scalar.string
    }

    func strings() throws(ConfigError) -> [String] {
        var result: [String] = []
        for item in try sequence() { result.append(try item.string()) }
        return result
    }

    func double() throws(ConfigError) -> Double {
        guard let text = plainScalar, let value = Double(text), value.isFinite else {
            throw error("expected a number, instead saw \(seen)")
        }
        return value
    }

    func int() throws(ConfigError) -> Int {
        guard let text = plainScalar, let value = Int(text) else {
            throw error("expected a whole number, instead saw \(seen)")
        }
        return value
    }

    func bool() throws(ConfigError) -> Bool {
        switch plainScalar?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, instead saw \(seen)")
        }
    }

    /// A point size above 0 and at most 4096.
    func points() throws(ConfigError) -> Double {
        let value = try double()
        guard value > 0, value <= PointSizeRange.maximum else {
            throw error("expected a point size above 0 and at most 4096, instead saw \(formatValue(value))")
        }
        return value
    }

    /// A named value (text style, category, platform, weight), parsed with every spelling.
    func named<T: NamedValue>(_ type: T.Type) throws(ConfigError) -> T {
        let text = try string()
        do { return try T.parse(text) } catch { throw self.error(error.description) }
    }

    /// A named value among `values`: an unknown name's error lists and suggests only them.
    func named<T: NamedValue>(_ type: T.Type, among values: [T]) throws(ConfigError) -> T {
        let text = try string()
        do { return try T.parse(text, among: values) } catch { throw self.error(error.description) }
    }

    func weight() throws(ConfigError) -> FontWeight {
        let text = try string()
        do { return try FontWeight.parse(text) } catch { throw self.error(error.description) }
    }
}

func formatValue(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
