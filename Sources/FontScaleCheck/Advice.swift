import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

/// A key of a style whose value a hint may suggest.
enum AdvisedKey: String, Sendable {
    /// The largest size (`maxSize`), in points.
    case maxSize
    /// The line height at Large (`lineHeight`), in points.
    case lineHeight
}

/// One rule's demand on a style's key: the rule passes only with the value at least, or at most,
/// `value`.
struct ValueBound {
    /// Which side of the value the rule accepts.
    enum Side { case atLeast, atMost }

    /// Which side.
    let side: Side
    /// The value, in points, already on the grid a hint writes (whole or half points).
    let value: Double
    /// The rule's id.
    let rule: String
    /// Why, in a few words: "Body reaches 200% of 17 pt at AX3".
    let reason: String
    /// How to satisfy the rule without this key, for an upper bound: "give \"Versandbestätigung\" a
    /// break opportunity (a hyphen, a shorter word)".
    var otherwise: String? = nil
}

/// What every enabled rule asks of one key of one style, so that a hint suggests a value no other
/// rule then fails: the rules state their bounds (`CheckRule.bounds(on:_:of:in:)`), and each hint
/// that suggests a value reads them here instead of working out its own.
struct Advice {
    /// The key.
    let key: AdvisedKey
    /// Every enabled rule's bounds.
    let bounds: [ValueBound]

    /// The tightest lower bound: the value must be at least this.
    var lower: ValueBound? { bounds.filter { $0.side == .atLeast }.max { $0.value < $1.value } }
    /// The tightest upper bound: the value must be at most this.
    var upper: ValueBound? { bounds.filter { $0.side == .atMost }.min { $0.value < $1.value } }
    /// The upper bounds below the tightest lower bound: the rules no value satisfies together with it.
    var conflicts: [ValueBound] {
        guard let lower else { return [] }
        return bounds.filter { $0.side == .atMost && $0.value < lower.value - 1e-9 }.sorted { $0.value < $1.value }
    }

    /// A hint asking for a larger value, for a finding of `rule` that needs one: the value every
    /// lower bound asks for, below every upper bound; or, when the two cross, that no value
    /// satisfies both, and what to change instead.
    func raise(for rule: String) -> String {
        guard let lower else { return "raise \(key)" }
        let name = key.rawValue, at = key == .lineHeight ? " at Large" : ""
        let why = lower.rule == rule ? "" : " (\(describe(lower)))"
        let conflicts = conflicts
        if !conflicts.isEmpty {
            let fixes = conflicts.compactMap(\.otherwise).uniqued().joined(separator: "; ")
            return
                "no \(name) satisfies every rule: \(lower.rule) needs at least \(points(lower.value))\(at) (\(lower.reason)), \(conflicts.map { "\($0.rule) at most \(points($0.value)) (\($0.reason))" }.joined(separator: ", ")); \(fixes.isEmpty ? "" : "\(fixes), then ")raise \(name) to at least \(points(lower.value))\(at)"
        }
        if let upper {
            return
                "raise \(name) to at least \(points(lower.value))\(at)\(why), and at most \(points(upper.value)) (\(describe(upper)))"
        }
        return "raise \(name) to at least \(points(lower.value))\(at)\(why)\(key == .maxSize ? ", or remove it" : "")"
    }

    /// A hint asking for a smaller value, for a finding whose own rule needs at most `own`: `cap
    /// Body with maxSize at 31 pt`, or, when a lower bound is above it, why no value fixes it. Other
    /// upper bounds need not be read: a rule that fails at a smaller value fails at the current one.
    func cap(_ style: String, _ own: ValueBound) -> String {
        if let lower, lower.value > own.value + 1e-9 {
            return
                "a \(key) cannot fix it: \(lower.rule) needs \(style) at \(points(lower.value)) or more (\(lower.reason)), \(own.rule) at most \(points(own.value)) (\(own.reason))"
        }
        return "cap \(style) with \(key) at \(points(own.value))"
    }

    /// Whether every lower bound allows `own`.
    func allows(_ own: ValueBound) -> Bool { (lower?.value ?? -.infinity) <= own.value + 1e-9 }

    private func describe(_ bound: ValueBound) -> String { "\(bound.rule): \(bound.reason)" }
    private func points(_ value: Double) -> String { "\(formatNumber(value)) pt" }
}

/// The size at which a rule that larger text can fail (a run too wide, a sample past its lines)
/// starts failing: what it asks of maxSize.
enum SizeSearch {
    /// The largest whole size from `low` up to below `high` at which `passes` holds, for a test
    /// that holds at small sizes and fails at large ones; nil when it fails at `low` already (then
    /// no maxSize at or above the style's size at Large helps, and the rule asks nothing of it).
    static func largestPassing(from low: Double, below high: Double, _ passes: (Double) -> Bool) -> Double? {
        var (good, bad) = (low.rounded(.up), high.rounded(.up))
        guard good < bad, passes(good) else { return nil }
        while bad - good > 1 {
            let middle = ((good + bad) / 2).rounded(.down)
            if passes(middle) { good = middle } else { bad = middle }
        }
        return good
    }
}

extension StyleSubject {
    /// The font instance at `size` (the optical size following it); nil when the font has none.
    func instance(at size: Double) -> FontInstance? {
        try? font.instance(weight: config.weight.rawValue, italic: config.italic, opticalSize: size, axes: config.axes)
            .instance
    }

    /// The tracking at `size`: the style's tracking scaled with the size, as the scaler scales it.
    func tracking(at size: Double) -> Double { config.tracking * size / config.size }
}

extension Sequence where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension StyleConfig {
    /// The style as the scaler takes it: size, line height, tracking, weight and caps.
    var spec: StyleSpec {
        StyleSpec(
            pointSize: size, leading: lineHeight, tracking: tracking, weight: weight, minimum: minSize,
            maximum: maxSize)
    }
}

extension CheckContext {
    /// What every enabled rule asks of `key` of the subject's style on `sides` (both by default; a
    /// hint that asks for a smaller value needs only the lower bounds, which cost no measuring),
    /// worked out once per style, key and side.
    func advice(_ key: AdvisedKey, for subject: StyleSubject, sides: [ValueBound.Side] = [.atLeast, .atMost]) -> Advice
    {
        let bounds = sides.flatMap { side in
            let id = AdviceKey(key: key, side: side, style: subject.config.name)
            if let known = adviceCache[id] { return known }
            let found = rules.flatMap { $0.bounds(on: key, side, of: subject, in: self) }
            adviceCache[id] = found
            return found
        }
        return Advice(key: key, bounds: bounds)
    }

    /// The scaler of the config.
    var scaler: Scaler { Scaler(model: config.model, platform: config.platform, displayScale: config.displayScale) }

    /// `spec` scaled at every checked category (nil when it cannot be scaled).
    func scaled(_ spec: StyleSpec, style: TextStyle) -> [ContentSizeCategory: ScaledStyle]? {
        let scaler = scaler
        var sizes: [ContentSizeCategory: ScaledStyle] = [:]
        for category in config.categories {
            guard let scaled = try? scaler.scale(spec, style: style, at: .category(category)) else { return nil }
            sizes[category] = scaled
        }
        return sizes
    }

    /// The style at every checked category with no maxSize: the sizes its curve would give.
    func curve(of style: StyleConfig) -> [ContentSizeCategory: ScaledStyle]? {
        var spec = style.spec
        spec.maximum = nil
        return scaled(spec, style: style.scalesWith)
    }
}

/// What `CheckContext.advice` remembers bounds by: the key, the side and the style.
struct AdviceKey: Hashable {
    let key: AdvisedKey
    let side: ValueBound.Side
    let style: String
}
