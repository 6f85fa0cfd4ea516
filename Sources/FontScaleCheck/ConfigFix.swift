import FontScale
import FontScaleConfig
import Foundation

/// `check --fix`: the values the hints prove, written into a config's text at the parsed node
/// (`ConfigEditor`), read back before anything is written; `diff` shows them for `--dry-run`.
public enum ConfigFix {
    /// What fixing one config did: its new text (nil when nothing changed), the changes in words
    /// and the suggestions left out because they contradict each other.
    public struct Outcome: Sendable {
        /// The edited text; nil when nothing changed.
        public let text: String?
        /// Each change in words ("Title.lineHeight: 30 -> 33 (spacing/line-height)").
        public let changes: [String]
        /// The suggestions left out because they contradict each other.
        public let conflicts: [String]
    }

    /// The fixes for `result`, the check of `config` whose text is `text`.
    public static func fix(_ result: CheckResult, config: CheckConfig, text: String) throws(ConfigError) -> Outcome {
        let (fixes, conflicts) = ValueFix.resolve(result.findings)
        var edits: [ConfigEditor.Edit] = [], changes: [String] = []
        for fix in fixes {
            guard let style = config.styles.first(where: { $0.name == fix.style }) else { continue }
            let value = formatNumber(fix.value)
            let old = Self.current(fix.key, of: style)
            guard old != value else { continue }
            edits.append(ConfigEditor.Edit(style: fix.style, key: fix.key, value: value))
            changes.append("\(fix.style).\(fix.key): \(old ?? "(not set)") -> \(value) (\(fix.rule))")
        }
        guard !edits.isEmpty else { return Outcome(text: nil, changes: [], conflicts: conflicts) }
        let edited = ConfigEditor.apply(edits, to: text, config: config)
        // The edited text must read back with exactly those values, or nothing is written.
        let again = try ConfigParser.parse(edited, file: config.file)
        for edit in edits {
            let style = again.styles.first { $0.name == edit.style }
            guard let style, Self.current(edit.key, of: style) == edit.value else {
                throw ConfigError(
                    style?.location ?? SourceLocation(file: config.file, line: 1, column: 1),
                    "cannot write \(edit.style).\(edit.key) in this layout; nothing was changed")
            }
        }
        return Outcome(text: edited, changes: changes, conflicts: conflicts)
    }

    /// The key's value on `style` as `formatNumber` writes it, nil when the style does not give it.
    static func current(_ key: String, of style: StyleConfig) -> String? {
        switch key {
        case ConfigKeys.Style.lineHeight.name: style.lineHeight.map { formatNumber($0) }
        case ConfigKeys.Style.maxSize.name: style.maxSize.map(limit)
        case ConfigKeys.Style.minSize.name: style.minSize.map(limit)
        default: nil
        }
    }

    private static func limit(_ value: SizeLimit) -> String {
        switch value {
        case let .points(points): formatNumber(points)
        case let .factor(factor): "\(formatNumber(factor))x"
        }
    }

    /// A unified diff of `old` and `new` (lines changed in place or added, as the editor changes
    /// them), three lines of context, with `path` as both names.
    public static func diff(_ old: String, _ new: String, path: String) -> String {
        let a = old.components(separatedBy: "\n"), b = new.components(separatedBy: "\n")
        // Pair the lines: equal ones, then a changed line (same place) or an added one.
        var ops: [(kind: Character, text: String, oldLine: Int, newLine: Int)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                ops.append((" ", a[i], i, j))
                i += 1
                j += 1
            } else if j < b.count, i < a.count, j + 1 < b.count, b[j + 1] == a[i] {
                ops.append(("+", b[j], i, j))
                j += 1
            } else if i < a.count, j < b.count {
                ops.append(("-", a[i], i, j))
                ops.append(("+", b[j], i + 1, j))
                i += 1
                j += 1
            } else if j < b.count {
                ops.append(("+", b[j], i, j))
                j += 1
            } else {
                ops.append(("-", a[i], i, j))
                i += 1
            }
        }
        var out = "--- \(path)\n+++ \(path)\n"
        var index = 0
        while index < ops.count {
            guard ops[index].kind != " " else {
                index += 1
                continue
            }
            var start = max(0, index - 3), end = index
            // Extend over changes less than 7 lines apart.
            var last = index
            while end < ops.count {
                if ops[end].kind != " " { last = end }
                if end - last > 6 { break }
                end += 1
            }
            end = min(ops.count, last + 4)
            while start > 0, ops[start].kind != " " { start -= 1 }
            let hunk = ops[start..<end]
            let oldCount = hunk.filter { $0.kind != "+" }.count, newCount = hunk.filter { $0.kind != "-" }.count
            let oldStart = (hunk.first { $0.kind != "+" }?.oldLine ?? hunk.first!.oldLine) + 1
            let newStart = (hunk.first { $0.kind != "-" }?.newLine ?? hunk.first!.newLine) + 1
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for op in hunk { out += "\(op.kind)\(op.text)\n" }
            index = end
        }
        return out
    }
}
