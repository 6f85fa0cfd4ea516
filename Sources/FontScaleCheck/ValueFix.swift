import FontScale
import FontScaleConfig
import Foundation

/// A value a finding's hint proves: a key of a style set to a number, as `check --fix` writes it.
/// Read from the hint sentences whose values the tests write back and check again
/// (ValueHintTests): a hint that says no value satisfies every rule, or that a value cannot fix
/// it, suggests none.
public struct ValueFix: Hashable, Sendable {
    /// How the value bounds the key.
    public enum Bound: Hashable, Sendable {
        /// At least the value (raise to it).
        case atLeast
        /// At most the value (cap at it).
        case atMost
        /// The value itself.
        case exactly
    }

    /// The style to change.
    public let style: String
    /// The key: maxSize, lineHeight or minSize.
    public let key: String
    /// The value in points.
    public let value: Double
    /// How it bounds the key.
    public let bound: Bound
    /// The rule whose hint it is.
    public let rule: String

    /// The hints' patterns: key, pattern, whether its first group names the style(s), bound.
    private static let sources: [(key: String, pattern: String, named: Bool, bound: Bound)] = [
        ("maxSize", #"raise maxSize to at least ([0-9.]+) pt"#, false, .atLeast),
        ("maxSize", #"cap (.+?) with maxSize at ([0-9.]+) pt"#, true, .atMost),
        ("maxSize", #"cap the style with maxSize \(at least ([0-9.]+) pt"#, false, .atLeast),
        ("lineHeight", #"raise lineHeight to at least ([0-9.]+) pt at Large"#, false, .atLeast),
        ("minSize", #"set minSize: ([0-9.]+)"#, false, .exactly),
        ("minSize", #"give (.+?) a minSize of ([0-9.]+) pt"#, true, .exactly),
    ]

    /// The patterns, compiled once.
    private static let patterns = sources.map {
        ($0.key, try! NSRegularExpression(pattern: $0.pattern), $0.named, $0.bound)
    }

    /// The values `finding`'s hint suggests (one per style it names); none for a suppressed finding.
    public static func suggested(by finding: Finding) -> [ValueFix] {
        guard finding.suppressed == nil, let own = finding.style, !finding.hint.contains("satisfies every rule"),
            !finding.hint.contains("cannot fix it")
        else { return [] }
        let hint = finding.hint as NSString
        for (key, pattern, named, bound) in patterns {
            guard let match = pattern.firstMatch(in: finding.hint, range: NSRange(location: 0, length: hint.length)),
                let value = Double(hint.substring(with: match.range(at: named ? 2 : 1)))
            else { continue }
            let styles =
                named
                ? hint.substring(with: match.range(at: 1)).replacingOccurrences(of: " and ", with: ", ")
                    .components(separatedBy: ", ") : [own]
            return styles.map { ValueFix(style: $0, key: key, value: value, bound: bound, rule: finding.rule) }
        }
        return []
    }

    /// One value per style and key from every finding's suggestion: the largest "at least", the
    /// smallest "at most", one "exactly"; a key whose suggestions contradict each other is left
    /// out, with why. In the config's order of findings.
    public static func resolve(_ findings: [Finding]) -> (fixes: [ValueFix], conflicts: [String]) {
        var order: [String] = [], byKey: [String: [ValueFix]] = [:]
        for fix in findings.flatMap(suggested) {
            let key = "\(fix.style)\u{0}\(fix.key)"
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(fix)
        }
        var fixes: [ValueFix] = [], conflicts: [String] = []
        for key in order {
            let all = byKey[key]!, first = all[0]
            let low = all.filter { $0.bound != .atMost }.map(\.value).max()
            let high = all.filter { $0.bound != .atLeast }.map(\.value).min()
            let exact = Set(all.filter { $0.bound == .exactly }.map(\.value))
            if exact.count > 1 || (low != nil && high != nil && low! > high!) {
                let asked = all.map { fix in
                    let bound = fix.bound == .atMost ? "at most " : fix.bound == .atLeast ? "at least " : ""
                    return "\(fix.rule) \(bound)\(formatNumber(fix.value)) pt"
                }
                conflicts.append("\(first.style).\(first.key): \(Array(Set(asked)).sorted().joined(separator: "; "))")
                continue
            }
            let value = exact.first ?? low ?? high!
            let rules = Array(Set(all.map(\.rule))).sorted().joined(separator: ", ")
            fixes.append(ValueFix(style: first.style, key: first.key, value: value, bound: .exactly, rule: rules))
        }
        return (fixes, conflicts)
    }
}
