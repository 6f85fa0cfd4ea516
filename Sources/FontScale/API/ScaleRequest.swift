import FontScaleMetrics

/// `fontscale scale`: one custom-font size scaled to a content size category (or an Android font
/// scale, or every one), as a device would.
public struct ScaleRequest: CommandRequest, Sendable, Hashable {
    /// Where to scale to.
    public enum Targets: Sendable, Hashable {
        /// One content size category.
        case category(ContentSizeCategory)
        /// One Android font scale (the android model).
        case fontScale(Double)
        /// The one size of a platform without Dynamic Type.
        case fixed
        /// Every category of the platform (every standard font scale with the android model).
        case all
    }

    /// The custom font's size, leading, weight and limits at the base category.
    public var spec: StyleSpec
    /// The text style whose curve the size follows.
    public var style: TextStyle
    /// Where to scale to.
    public var targets: Targets
    /// The scaling model, platform, pixel grid and Bold Text.
    public var scaler: Scaler

    /// Creates a request.
    public init(spec: StyleSpec, style: TextStyle, targets: Targets, scaler: Scaler = Scaler()) {
        self.spec = spec
        self.style = style
        self.targets = targets
        self.scaler = scaler
    }

    /// Refuses limits that contradict the base size: a maximum below it would draw the text
    /// smaller than the size chosen (at the base category and above), a minimum above it larger.
    public func validate() throws(SizeLimitError) {
        let base = spec.pointSize
        if let limit = spec.maximum, limit.points(forBase: base) < base {
            throw .maximumBelowBase(limit, base: base, style: style, context: context)
        }
        if let limit = spec.minimum, limit.points(forBase: base) > base {
            throw .minimumAboveBase(limit, base: base, style: style, context: context)
        }
    }

    /// Where the base size is drawn, for `SizeLimitError`'s message.
    private var context: SizeLimitError.Context {
        if scaler.model == .android { return .fontScaleOne }
        return scaler.platform.supportsDynamicType ? .large : .platform(scaler.platform)
    }

    /// Scales the size to every target.
    public func run(events: (Never) -> Void) throws -> ScaleOutcome {
        try validate()
        let targets: [ScaleTarget] =
            switch self.targets {
            case .all: scaler.allTargets
            case let .category(category): [.category(category)]
            case let .fontScale(scale): [.fontScale(scale)]
            case .fixed: [.category(.large)]
            }
        let styles = try scaler.scale(spec, style: style, at: targets)
        return ScaleOutcome(styles: styles, single: self.targets != .all)
    }
}

/// What `fontscale scale` gives: each target's scaled style; as JSON, the one result (one
/// target) or the list (`.all`).
public struct ScaleOutcome: Sendable, Encodable {
    /// Each target's scaled style, in order.
    public let styles: [ScaledStyle]
    /// Whether one target was asked for (the JSON is then one object, not a list).
    public let single: Bool

    /// The JSON contract: each scaled style as `ScaleResult`.
    public var results: [ScaleResult] { styles.map(ScaleResult.init) }

    /// Encodes the one result, or the list.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if single, let first = results.first { try container.encode(first) } else { try container.encode(results) }
    }
}

/// A size limit that contradicts the size it limits, in values (the CLI words it with its option,
/// `--max` or `--min`): a typo for 1.5x or 0.8x is likelier than the wish for a text never drawn
/// at its own size.
public enum SizeLimitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the base size is drawn.
    public enum Context: Hashable, Sendable {
        /// At Large (a platform with Dynamic Type).
        case large
        /// At Android's font scale 1.
        case fontScaleOne
        /// On a platform without Dynamic Type (one size).
        case platform(Platform)
    }

    /// A maximum below the base size: `style` drawn smaller than its base size at the base
    /// category and above.
    case maximumBelowBase(SizeLimit, base: Double, style: TextStyle, context: Context)
    /// A minimum above the base size: `style` drawn larger than its base size at the base category
    /// and below.
    case minimumAboveBase(SizeLimit, base: Double, style: TextStyle, context: Context)
    /// A maximum for every style of a platform (the report's) below the largest one's size at
    /// Large, or a factor below 1.
    case maximumBelowStyles(SizeLimit, largest: TextStyle, pointSize: Double)

    /// Whether the limit is a maximum (`--max`) rather than a minimum.
    public var isMaximum: Bool {
        if case .minimumAboveBase = self { return false }
        return true
    }

    /// Refuses a maximum for every style of `platform` below a style's size at Large.
    public static func check(maximum limit: SizeLimit, everyStyleOf platform: Platform) throws(SizeLimitError) {
        let atLarge = HIG.table(platform).filter { $0.category == .large || $0.category == nil }
        guard let largest = atLarge.max(by: { $0.pointSize < $1.pointSize }) else { return }
        switch limit {
        case let .factor(factor) where factor < 1: break
        case let .points(points) where points < largest.pointSize: break
        default: return
        }
        throw .maximumBelowStyles(limit, largest: largest.style, pointSize: largest.pointSize)
    }

    /// The problem in words, without an option name: "expected a size at or above the base size
    /// 17 pt, instead saw 12 pt, which would draw Body smaller than 17 pt at Large and above".
    public var description: String {
        switch self {
        case let .maximumBelowBase(limit, base, style, context):
            Self.words(limit, base: base, style: style, context: context, maximum: true)
        case let .minimumAboveBase(limit, base, style, context):
            Self.words(limit, base: base, style: style, context: context, maximum: false)
        case let .maximumBelowStyles(limit, largest, pointSize):
            "expected a factor of at least 1x or at least \(formatNumber(pointSize)) pt (every style's size at Large), "
                + "instead saw \(limit), "
                + (limit.isFactor
                    ? "which would draw every style smaller than its size at Large"
                    : "which would draw \(largest) (\(formatNumber(pointSize)) pt at Large) smaller")
        }
    }

    private static func words(
        _ limit: SizeLimit, base: Double, style: TextStyle, context: Context, maximum: Bool
    ) -> String {
        let points = limit.points(forBase: base)
        let shown = limit.isFactor ? "\(limit) = \(formatNumber(points)) pt" : "\(formatNumber(points)) pt"
        let direction = maximum ? "above" : "below"
        let place =
            switch context {
            case .large: "at Large and \(direction)"
            case .fontScaleOne: "at font scale 1 and \(direction)"
            case let .platform(platform): "on \(platform)"
            }
        return "expected a size at or \(direction) the base size \(formatNumber(base)) pt, instead saw \(shown), "
            + "which would draw \(style) \(maximum ? "smaller" : "larger") than \(formatNumber(base)) pt \(place)"
    }
}

extension SizeLimit {
    /// Whether the limit is a factor of the base size (2x), not points.
    var isFactor: Bool {
        if case .factor = self { return true }
        return false
    }
}
