import FontScaleOutput
import Foundation

/// Writes imported tokens as a fontscale config in YAML, the way a person writes one: only the
/// keys that carry a value, numbers at full precision, strings quoted.
enum ConfigYAML {
    static func quote(_ text: String) -> String { YAML.quote(text) }

    /// The shortest text that reads back as the same Double: 17, 0.3745, 1.2941176470588236.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func scalar(_ value: JSONValue) -> String {
        switch value {
        case let .string(text): quote(text)
        case let .bool(flag): flag ? "true" : "false"
        case let .number(number): Self.number(number)
        case .null: "null"
        case let .array(items): "[" + items.map(scalar).joined(separator: ", ") + "]"
        case .object: "{}"
        }
    }

    static func list(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ", ") + "]" }

    static func write(scale: [String: JSONValue], styles: [ImportedStyle], source: String) -> String {
        var out =
            "# Imported by fontscale from \(URL(fileURLWithPath: source).lastPathComponent) (fontscale import); check it with `fontscale check`.\n"
        out += "version: \(scale["version"]?.int ?? 1)\n"
        if let platform = scale["platform"]?.string { out += "platform: \(platform)\n" }
        if let model = scale["model"]?.string { out += "model: \(model)\n" }
        if let categories = scale["categories"]?.array?.compactMap(\.string) {
            out += "categories: [\(categories.joined(separator: ", "))]\n"
        }
        if let displayScale = scale["displayScale"]?.int { out += "displayScale: \(displayScale)\n" }
        let directories = scale["fontDirectories"]?.array?.compactMap(\.string) ?? []
        if !directories.isEmpty || scale["family"] != nil || scale["file"] != nil {
            out += "fonts:\n"
            if !directories.isEmpty { out += "  directories: \(list(directories))\n" }
            if let family = scale["family"]?.string { out += "  family: \(quote(family))\n" }
            if let file = scale["file"]?.string {
                out += "  file: \(quote(file))\n  index: \(scale["index"]?.int ?? 0)\n"
            }
        }
        out += "styles:\n"
        for style in styles { out += self.style(style) }
        if let containers = scale["containers"]?.array {
            out += "containers:\(containers.isEmpty ? " []" : "")\n"
            for container in containers {
                out +=
                    "  - name: \(scalar(container["name"] ?? .string("")))\n    width: \(scalar(container["width"] ?? .number(0)))\n"
                out += "    maxLines: \(scalar(container["maxLines"] ?? .number(1)))\n"
                if let lines = container["accessibilityMaxLines"] {
                    out += "    accessibilityMaxLines: \(scalar(lines))\n"
                }
                if let factor = container["minimumScaleFactor"] { out += "    minimumScaleFactor: \(scalar(factor))\n" }
                if let height = container["height"] { out += "    height: \(scalar(height))\n" }
            }
        }
        if let samples = scale["samples"]?.array?.compactMap(\.string), !samples.isEmpty {
            out += "samples:\n" + samples.map { "  - \(quote($0))\n" }.joined()
        }
        if let rules = scale["rules"]?.object, !rules.isEmpty {
            out += "rules:\n"
            for (id, settings) in rules.sorted(by: { $0.key < $1.key }) {
                out += "  \(id):\n"
                let members = settings.object ?? [:]
                for key in members.keys.sorted(by: ruleKeyOrder) {
                    let value = members[key]!
                    if let names = value.array?.compactMap(\.string) {
                        out += "    \(key): [\(names.joined(separator: ", "))]\n"
                    } else if key == "severity", let text = value.string {
                        out += "    \(key): \(text)\n"
                    } else {
                        out += "    \(key): \(scalar(value))\n"
                    }
                }
            }
        }
        if let overrides = scale["overrides"]?.array, !overrides.isEmpty {
            out += "overrides:\n"
            for override in overrides {
                out += "  - rule: \(override["rule"]?.string ?? "")\n"
                if let code = override["code"]?.string { out += "    code: \(code)\n" }
                if let style = override["style"]?.string { out += "    style: \(quote(style))\n" }
                if let category = override["category"]?.string { out += "    category: \(category)\n" }
                if let container = override["container"]?.string { out += "    container: \(quote(container))\n" }
                out += "    reason: \(quote(override["reason"]?.string ?? ""))\n"
            }
        }
        return out
    }

    /// severity, then enabled, then options alphabetically.
    static func ruleKeyOrder(_ a: String, _ b: String) -> Bool {
        let rank = { (key: String) in key == "severity" ? 0 : key == "enabled" ? 1 : 2 }
        return rank(a) != rank(b) ? rank(a) < rank(b) : a < b
    }

    static func style(_ style: ImportedStyle) -> String {
        var out = "  - name: \(quote(style.name))\n"
        out += "    textStyle: \(style.textStyle.rawValue)\(style.textStyleNote.map { "  # \($0)" } ?? "")\n"
        if let scalesWith = style.scalesWith, scalesWith != style.textStyle {
            out += "    scalesWith: \(scalesWith.rawValue)\n"
        }
        if let file = style.file {
            out += "    file: \(quote(file))\n"
            if style.index != 0 { out += "    index: \(style.index)\n" }
        } else if let family = style.family {
            out += "    family: \(quote(family))\n"
        }
        out += "    weight: \(style.weight)\n"
        if style.italic { out += "    italic: true\n" }
        out += "    size: \(number(style.size))\n"
        if let lineHeight = style.lineHeight { out += "    lineHeight: \(number(lineHeight))\n" }
        if style.tracking != 0 { out += "    tracking: \(number(style.tracking))\n" }
        if let minSize = style.minSize { out += "    minSize: \(minSize)\n" }
        if let maxSize = style.maxSize { out += "    maxSize: \(maxSize)\n" }
        if !style.axes.isEmpty {
            out +=
                "    axes: {"
                + style.axes.sorted { $0.key < $1.key }.map { "\($0.key): \(number($0.value))" }.joined(separator: ", ")
                + "}\n"
        }
        if !style.features.isEmpty { out += "    features: \(list(style.features))\n" }
        if style.numeric { out += "    numeric: true\n" }
        if let containers = style.containers { out += "    containers: \(list(containers))\n" }
        if let samples = style.samples { out += "    samples: \(list(samples))\n" }
        return out
    }
}
