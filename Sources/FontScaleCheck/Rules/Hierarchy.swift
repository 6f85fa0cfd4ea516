import FontScale
import FontScaleConfig
import FontScaleMetrics

/// scale/hierarchy: a larger style never renders smaller than a smaller one, unless Apple's own
/// curves do the same.
struct Hierarchy: CheckRule {
    enum Code: String, CaseIterable {
        case inverted
        case invertedLikeApple = "inverted-like-apple"
    }

    /// Sizes are whole points on both sides: a user's pair may round half a point worse than Apple's.
    static let roundingSlack = 0.5

    static let rule = Rule(
        id: "scale/hierarchy", title: "A larger style never renders smaller than a smaller one",
        rationale:
            "Each text style follows its own curve, and the curves cross: under UIFontMetrics a custom Caption 2 at 11 pt scales by its leading ratio (18/13 at xLarge) and overtakes Footnote and Caption 1 above Large. A heading that renders smaller than body text at some size breaks the visual hierarchy readers rely on. Each inversion is compared with Apple's own relation: the two curves' text styles at their HIG sizes under the same model. An inversion Apple's sizes have too, and no worse (the larger style at least the smaller's size times Apple's ratio there, half a point allowed for rounding), is a note (inverted-like-apple, info, one per pair): it comes from Apple's curves, which a config cannot change. Any other inversion is a warning (inverted), one per cause: a maxSize that holds the larger style below the others (at that maxSize, naming every style and category it affects), a minSize that holds the smaller style above them, or two curves that cross (one per pair, with the categories).",
        severity: .warn, codes: Code.self, codeSeverities: [.invertedLikeApple: .info])

    /// What makes a larger style render smaller than a smaller one: one finding per cause.
    enum Cause: Hashable {
        /// The larger style's maxSize (named) holds it down: its curve alone keeps the order.
        case maxSize(String)
        /// The smaller style's minSize (named) holds it up: its curve alone keeps the order.
        case minSize(String)
        /// The two curves cross (larger, smaller).
        case curves(String, String)
    }

    /// A larger style rendering smaller than a smaller one at one category.
    struct Inversion {
        let larger: StyleSubject, smaller: StyleSubject
        let category: ContentSizeCategory
        /// The larger and the smaller style's sizes there.
        let a: Double, b: Double
        let apple: AppleRelation?

        /// Whether `size` for the larger style would be no warning: at least the smaller's, or as
        /// close as Apple's own inverted sizes.
        func keepsOrder(_ size: Double, against smaller: Double) -> Bool {
            size >= smaller || (apple.map { $0.inverted && size >= smaller * $0.ratio - roundingSlack } ?? false)
        }
    }

    /// Styles whose curves are the same (size, scaled size and cap at every category, and the
    /// curve they scale with) stand and fall together: one compared for all, the others named in
    /// its findings ("and 2 more with the same curve"). A config of thousands of styles has a few
    /// hundred distinct curves, so the pairs are the curves' pairs, not the styles'.
    static func signature(_ style: StyleConfig, _ sizes: [ContentSizeCategory: ScaledStyle]?, in context: CheckContext)
        -> String
    {
        var key = "\(style.size)|\(style.scalesWith.rawValue)"
        for category in context.config.categories {
            guard let scaled = sizes?[category] else {
                key += "|-"
                continue
            }
            key += "|\(scaled.pointSize)"
            if let cap = scaled.cap {
                key += cap.bound == .maximum ? ">\(cap.uncappedPointSize)" : "<\(cap.uncappedPointSize)"
            }
        }
        return key
    }

    /// The names of the styles after the first of each curve, by the first's name.
    static func sameCurve(_ styles: [StyleSubject], in context: CheckContext) -> (
        representatives: [StyleSubject], others: [String: [String]]
    ) {
        var first: [String: Int] = [:], representatives: [StyleSubject] = [], others: [String: [String]] = [:]
        for style in styles {
            let key = signature(style.config, style.scaled, in: context)
            if let index = first[key] {
                others[representatives[index].config.name, default: []].append(style.config.name)
            } else {
                first[key] = representatives.count
                representatives.append(style)
            }
        }
        return (representatives, others)
    }

    /// " (and Caption 2 and Tag with the same curve)" after a style's name, "" when it has its curve alone.
    static func alike(_ name: String, _ others: [String: [String]]) -> String {
        guard let more = others[name], !more.isEmpty else { return "" }
        let named =
            more.count <= 5 ? join(more) : more.prefix(5).joined(separator: ", ") + " and \(more.count - 5) more"
        return " (and \(named) with the same curve)"
    }

    func check(scale all: [StyleSubject], in context: CheckContext) {
        let config = context.config, scaler = context.scaler
        let (styles, others) = Self.sameCurve(all, in: context)
        // Warnings grouped by cause, and notes per pair, in the order first found.
        enum Entry {
            case warning(Cause)
            case note([Inversion])
        }
        var entries: [Entry] = []
        var groups: [Cause: [Inversion]] = [:]
        for larger in styles {
            for smaller in styles where larger.config.size > smaller.config.size {
                var likeApple: [Inversion] = []
                for category in config.categories {
                    let big = larger.scaled[category]!, small = smaller.scaled[category]!
                    guard big.pointSize < small.pointSize else { continue }
                    let inversion = Inversion(
                        larger: larger, smaller: smaller, category: category, a: big.pointSize, b: small.pointSize,
                        apple: Self.appleRelation(
                            larger.config.scalesWith, smaller.config.scalesWith, at: category, scaler: scaler,
                            in: context))
                    if let apple = inversion.apple, apple.inverted,
                        inversion.keepsOrder(big.pointSize, against: small.pointSize)
                    {
                        likeApple.append(inversion)
                        continue
                    }
                    let cause: Cause
                    if let cap = big.cap, cap.bound == .maximum,
                        inversion.keepsOrder(cap.uncappedPointSize, against: small.pointSize)
                    {
                        cause = .maxSize(larger.config.name)
                    } else if let cap = small.cap, cap.bound == .minimum,
                        inversion.keepsOrder(big.pointSize, against: cap.uncappedPointSize)
                    {
                        cause = .minSize(smaller.config.name)
                    } else {
                        cause = .curves(larger.config.name, smaller.config.name)
                    }
                    if groups[cause] == nil { entries.append(.warning(cause)) }
                    groups[cause, default: []].append(inversion)
                }
                if !likeApple.isEmpty { entries.append(.note(likeApple)) }
            }
        }
        for entry in entries {
            switch entry {
            case let .warning(cause): warn(cause, groups[cause]!, others: others, in: context)
            case let .note(inversions): note(inversions, others: others, in: context)
            }
        }
    }

    /// One warning for every inversion of one cause, naming the styles and categories it affects.
    private func warn(
        _ cause: Cause, _ inversions: [Inversion], others alike: [String: [String]], in context: CheckContext
    ) {
        let categories = context.config.categories
        let first = inversions.min {
            categories.firstIndex(of: $0.category)! < categories.firstIndex(of: $1.category)!
        }!
        let big = first.larger.config, small = first.smaller.config
        let widest = inversions.max { $0.b - $0.a < $1.b - $1.a }!
        switch cause {
        case .maxSize:
            let others = Self.list(inversions, \.smaller, in: categories)
            let need = inversions.map(\.b).max()!
            report(
                .inverted,
                "\(big.name)\(Self.alike(big.name, alike)) (\(formatNumber(big.size)) pt at Large) is held at \(formatNumber(first.a)) pt by its maxSize, smaller than \(others) (\(widest.smaller.config.name) is \(formatNumber(widest.b)) pt at \(widest.category))",
                at: big.location(of: ConfigKeys.Style.maxSize), style: big, category: first.category,
                actual: "\(formatNumber(first.a)) pt", expected: "at least \(formatNumber(need)) pt",
                hint: context.advice(.maxSize, for: first.larger).raise(for: Self.rule.id), in: context)
        case .minSize:
            let others = Self.list(inversions, \.larger, in: categories)
            let names = inversions.map(\.larger.config.name).uniqued()
            report(
                .inverted,
                "\(small.name)\(Self.alike(small.name, alike)) (\(formatNumber(small.size)) pt at Large) is held at \(formatNumber(first.b)) pt by its minSize, larger than \(others) (\(widest.larger.config.name) is \(formatNumber(widest.a)) pt at \(widest.category))",
                at: small.location(of: ConfigKeys.Style.minSize), style: small, category: first.category,
                actual: "\(formatNumber(first.a)) pt", expected: "at least \(formatNumber(first.b)) pt",
                hint:
                    "give \(Self.join(names)) a minSize of \(formatNumber(first.b)) pt as well, or lower \(small.name)'s minSize",
                in: context)
        case .curves:
            var message =
                "\(big.name)\(Self.alike(big.name, alike)) (\(formatNumber(big.size)) pt at Large) renders smaller than \(small.name)\(Self.alike(small.name, alike)) at \(Self.runs(inversions.map(\.category), in: categories)) (\(formatNumber(first.a)) pt and \(formatNumber(first.b)) pt at \(first.category))"
            if let apple = first.apple, apple.inverted {
                message +=
                    ", more than Apple's own \(apple.describe) (at least \(formatNumber(first.b * apple.ratio, decimals: 1)) pt would match Apple)"
            }
            // A cap on the smaller style at what every larger style allows, unless 1.4.4 needs more.
            var hint = "scale \(big.name) with a steeper curve (scalesWith)"
            if let own = bounds(on: .maxSize, .atMost, of: first.smaller, in: context).first {
                let advice = context.advice(.maxSize, for: first.smaller, sides: [.atLeast])
                hint += (advice.allows(own) ? ", or " : "; ") + advice.cap(small.name, own)
            }
            report(
                .inverted, message, at: big.location(of: ConfigKeys.Style.size), style: big, category: first.category,
                actual: "\(formatNumber(first.a)) pt", expected: "at least \(formatNumber(first.b)) pt",
                hint: hint, in: context)
        }
    }

    /// One note per pair for the inversions Apple's own sizes have too.
    private func note(_ inversions: [Inversion], others: [String: [String]], in context: CheckContext) {
        let first = inversions[0], big = first.larger.config, small = first.smaller.config
        let categories = Self.runs(inversions.map(\.category), in: context.config.categories)
        report(
            .invertedLikeApple,
            "\(big.name)\(Self.alike(big.name, others)) (\(formatNumber(big.size)) pt at Large) renders smaller than \(small.name)\(Self.alike(small.name, others)) at \(categories) (\(formatNumber(first.a)) pt and \(formatNumber(first.b)) pt at \(first.category)), as Apple's own \(first.apple!.describe): the inversion comes from Apple's curves, not from the config",
            at: big.location(of: ConfigKeys.Style.size), style: big, category: first.category,
            actual: "\(formatNumber(first.a)) pt", expected: "at least \(formatNumber(first.b)) pt",
            hint:
                "nothing to fix; to keep the order anyway, give \(small.name) a maxSize or scale \(big.name) with a steeper curve (scalesWith)",
            in: context)
    }

    /// The styles of `inversions` (the side `other`) with the categories of each, styles with the
    /// same categories together: "Headline and Body at AX1...AX5, Callout at AX2...AX5".
    static func list(
        _ inversions: [Inversion], _ other: KeyPath<Inversion, StyleSubject>, in all: [ContentSizeCategory]
    ) -> String {
        let names = inversions.map { $0[keyPath: other].config.name }.uniqued()
        let spans = names.map { name in
            runs(inversions.filter { $0[keyPath: other].config.name == name }.map(\.category), in: all)
        }
        return spans.uniqued().map { span in
            "\(join(zip(names, spans).filter { $0.1 == span }.map(\.0))) at \(span)"
        }.joined(separator: ", ")
    }

    /// "A", "A and B", "A, B and C".
    static func join(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The bounds on a style's maxSize that keep it in order: as the larger of a pair, at least the
    /// smaller style's size wherever its curve gets there; as the smaller, at most the larger
    /// style's size wherever its curve would pass it, from its own size at Large up (Apple's own
    /// inverted sizes allowed, as above).
    func bounds(on key: AdvisedKey, _ side: ValueBound.Side, of subject: StyleSubject, in context: CheckContext)
        -> [ValueBound]
    {
        let style = subject.config, scaler = context.scaler
        guard key == .maxSize else { return [] }
        // The same for every style of one curve: worked out once per curve and side.
        let id = "hierarchy.bounds|\(side)|" + Self.signature(style, context.sizes[style.name], in: context)
        return context.remember(id) { () -> [ValueBound] in
            guard let curve = context.curve(of: style) else { return [] }
            return bounds(side, of: style, curve: curve, scaler: scaler, in: context)
        }
    }

    /// The styles with a curve of their own (the first of each), worked out once per check.
    static func representatives(in context: CheckContext) -> [StyleConfig] {
        context.remember("hierarchy.representatives") { () -> [StyleConfig] in
            var seen = Set<String>()
            return context.config.styles.filter {
                seen.insert(signature($0, context.sizes[$0.name], in: context)).inserted
            }
        }
    }

    private func bounds(
        _ side: ValueBound.Side, of style: StyleConfig, curve: [ContentSizeCategory: ScaledStyle], scaler: Scaler,
        in context: CheckContext
    ) -> [ValueBound] {
        var lower: ValueBound?, upper: ValueBound?
        // As the larger of a pair on the lower side, as the smaller on the upper side.
        for other in Self.representatives(in: context)
        where other.name != style.name && (side == .atLeast ? other.size < style.size : other.size > style.size) {
            guard let sizes = context.sizes[other.name] else { continue }
            for category in context.config.categories {
                guard let own = curve[category]?.pointSize, let theirs = sizes[category] else { continue }
                let y = theirs.pointSize
                func reason() -> String { "\(other.name) is \(formatNumber(y)) pt at \(category)" }
                if side == .atLeast {
                    // Apple's own inverted sizes can only lower the need below the other's size.
                    guard y > lower?.value ?? -.infinity else { continue }
                    let apple = Self.appleRelation(
                        style.scalesWith, other.scalesWith, at: category, scaler: scaler, in: context)
                    let need =
                        apple.map { $0.inverted ? min(y, (y * $0.ratio - Self.roundingSlack).rounded(.up)) : y } ?? y
                    guard own >= need, need > lower?.value ?? -.infinity else { continue }
                    lower = ValueBound(side: .atLeast, value: need, rule: Self.rule.id, reason: reason())
                } else {
                    // ... and can only raise the limit above it.
                    guard own > y, y < upper?.value ?? .infinity else { continue }
                    let apple = Self.appleRelation(
                        other.scalesWith, style.scalesWith, at: category, scaler: scaler, in: context)
                    let limit =
                        apple.map { $0.inverted ? max(y, ((y + Self.roundingSlack) / $0.ratio).rounded(.down)) : y }
                        ?? y
                    // A cap below the style's own size at Large is no fix: its size is.
                    guard own > limit, limit >= style.size, limit < upper?.value ?? .infinity else { continue }
                    upper = ValueBound(
                        side: .atMost, value: limit, rule: Self.rule.id, reason: reason(),
                        otherwise: theirs.cap?.bound == .maximum
                            ? "raise \(other.name)'s maxSize" : "scale \(other.name) with a steeper curve (scalesWith)")
                }
            }
        }
        return [lower, upper].compactMap { $0 }
    }

    /// Apple's own relation for two curves at one category: their text styles at their HIG sizes
    /// (Large), scaled under the config's model.
    struct AppleRelation {
        let largerStyle: TextStyle, smallerStyle: TextStyle
        let largerSize: Double, smallerSize: Double
        let largerScaled: Double, smallerScaled: Double
        let model: ScalingModel

        /// Whether Apple's larger style renders smaller there.
        var inverted: Bool { largerScaled < smallerScaled }
        /// Apple's larger size over its smaller size there.
        var ratio: Double { largerScaled / smallerScaled }
        /// "Caption 1 and Caption 2 (12 and 11 pt at Large) render 14 and 15 pt there under uiFontMetrics".
        var describe: String {
            "\(largerStyle.displayName) and \(smallerStyle.displayName) (\(formatNumber(largerSize)) and \(formatNumber(smallerSize)) pt at Large) do, at \(formatNumber(largerScaled)) and \(formatNumber(smallerScaled)) pt there under \(model.rawValue)"
        }
    }

    /// `appleRelation(_:_:at:scaler:)`, worked out once per pair of curves and category.
    static func appleRelation(
        _ larger: TextStyle, _ smaller: TextStyle, at category: ContentSizeCategory, scaler: Scaler,
        in context: CheckContext
    ) -> AppleRelation? {
        context.remember("hierarchy.apple|\(larger.rawValue)|\(smaller.rawValue)|\(category.rawValue)") {
            appleRelation(larger, smaller, at: category, scaler: scaler)
        }
    }

    /// Apple's relation of the curves `larger` and `smaller` at `category`; nil when Apple's sizes do
    /// not put them in the same order (then any inversion is the config's).
    static func appleRelation(
        _ larger: TextStyle, _ smaller: TextStyle, at category: ContentSizeCategory, scaler: Scaler
    ) -> AppleRelation? {
        guard let big = try? HIG.metrics(larger, .large, platform: scaler.platform),
            let small = try? HIG.metrics(smaller, .large, platform: scaler.platform),
            big.pointSize > small.pointSize,
            let bigScaled = try? scaler.scaledFontSize(big.pointSize, style: larger, at: .category(category)),
            let smallScaled = try? scaler.scaledFontSize(small.pointSize, style: smaller, at: .category(category))
        else { return nil }
        return AppleRelation(
            largerStyle: larger, smallerStyle: smaller, largerSize: big.pointSize, smallerSize: small.pointSize,
            largerScaled: bigScaled, smallerScaled: smallScaled, model: scaler.model)
    }

    /// `categories` as runs of neighbours in `all`: "xLarge...xxxLarge, AX2...AX5".
    static func runs(_ categories: [ContentSizeCategory], in all: [ContentSizeCategory]) -> String {
        var runs: [[ContentSizeCategory]] = []
        for category in categories {
            if let last = runs.last?.last, let index = all.firstIndex(of: last), index + 1 < all.count,
                all[index + 1] == category
            {
                runs[runs.count - 1].append(category)
            } else {
                runs.append([category])
            }
        }
        return runs.map { run in
            run.count == 1 ? "\(run[0])" : "\(run.first!)\(run.count == 2 ? ", " : "...")\(run.last!)"
        }.joined(separator: ", ")
    }
}
