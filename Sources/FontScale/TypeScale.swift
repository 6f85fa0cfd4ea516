import FontScaleMetrics

/// A size bound: absolute points, or a factor of the style's base size.
public enum SizeLimit: Hashable, Sendable, Codable, CustomStringConvertible {
    /// An absolute size in points.
    case points(Double)
    /// A multiple of the style's base size (2 means "at most twice the base size").
    case factor(Double)

    /// The bound in points for a style whose base size is `base`.
    public func points(forBase base: Double) -> Double {
        switch self {
        case let .points(value): value
        case let .factor(value): base * value
        }
    }

    public var description: String {
        switch self {
        case let .points(value): "\(formatNumber(value)) pt"
        case let .factor(value): "\(formatNumber(value))x"
        }
    }

    /// Checks the bound is a sane point size or factor.
    public func validate(name: String) throws(InvalidValueError) {
        switch self {
        case let .points(value): try PointSizeRange.validate(value, name: name)
        case let .factor(value): try PointSizeRange.validateFactor(value, name: name)
        }
    }

    private enum CodingKeys: String, CodingKey { case points, factor }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(Double.self, forKey: .points) {
            self = .points(value)
        } else if let value = try container.decodeIfPresent(Double.self, forKey: .factor) {
            self = .factor(value)
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected {\"points\": N} or {\"factor\": N}"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .points(value): try container.encode(value, forKey: .points)
        case let .factor(value): try container.encode(value, forKey: .factor)
        }
    }
}

/// One style of a type scale: the custom font's size and optional leading, tracking, weight and
/// caps at the platform's reference category (Large on iOS).
public struct StyleSpec: Hashable, Sendable, Codable {
    /// The base point size at Large.
    public var pointSize: Double
    /// The base line height in points; nil uses the style's HIG leading-to-size ratio at Large.
    public var leading: Double?
    /// The base tracking in points (scaled with the size); nil means 0.
    public var tracking: Double?
    /// The weight; nil uses the HIG weight of the style (Semibold for Headline, else Regular).
    public var weight: FontWeight?
    /// The smallest size the style may shrink to.
    public var minimum: SizeLimit?
    /// The largest size the style may grow to, like `scaledFont(for:maximumPointSize:)`.
    public var maximum: SizeLimit?

    /// Creates a style spec.
    public init(
        pointSize: Double, leading: Double? = nil, tracking: Double? = nil, weight: FontWeight? = nil,
        minimum: SizeLimit? = nil, maximum: SizeLimit? = nil
    ) {
        self.pointSize = pointSize
        self.leading = leading
        self.tracking = tracking
        self.weight = weight
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// A type scale: a base font per text style, like the per-style font dictionary Apple's
/// custom-font guidance asks apps to write, plus optional caps for the whole scale.
public struct TypeScale: Hashable, Sendable, Codable {
    /// The platform whose styles and categories the scale follows.
    public var platform: Platform
    /// The base spec of each style.
    public var styles: [TextStyle: StyleSpec]
    /// A lower bound for every style.
    public var minimum: SizeLimit?
    /// An upper bound for every style.
    public var maximum: SizeLimit?

    /// Creates a type scale from specs per style.
    public init(
        platform: Platform = .iOS, styles: [TextStyle: StyleSpec], minimum: SizeLimit? = nil, maximum: SizeLimit? = nil
    ) {
        self.platform = platform
        self.styles = styles
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Creates a type scale from base point sizes per style.
    public init(platform: Platform = .iOS, sizes: [TextStyle: Double]) {
        self.init(platform: platform, styles: sizes.mapValues { StyleSpec(pointSize: $0) })
    }

    /// The HIG sizes of the platform at its reference category (on iOS: Large Title 34, Title 1 28,
    /// Title 2 22, Title 3 20, Headline 17, Body 17, Callout 16, Subheadline 15, Footnote 13,
    /// Caption 1 12, Caption 2 11), with HIG leading and weights.
    public static func hig(_ platform: Platform = .iOS) -> TypeScale {
        var styles: [TextStyle: StyleSpec] = [:]
        for style in platform.textStyles {
            let metrics = try! HIG.metrics(style, platform.referenceCategory ?? .large, platform: platform)
            styles[style] = StyleSpec(pointSize: metrics.pointSize, leading: metrics.leading, weight: metrics.weight)
        }
        return TypeScale(platform: platform, styles: styles)
    }

    /// The styles of the scale in Apple's order.
    public var orderedStyles: [TextStyle] { styles.keys.sorted() }

    /// Checks every size and cap, and that no minimum exceeds its maximum.
    public func validate() throws(ScaleError) {
        do {
            try minimum?.validate(name: "scale minimum")
            try maximum?.validate(name: "scale maximum")
            for style in orderedStyles {
                let spec = styles[style]!
                guard platform.textStyles.contains(style) else {
                    throw ScaleError.metrics(.styleNotOnPlatform(style, platform))
                }
                try PointSizeRange.validate(spec.pointSize, name: "\(style) size")
                if let leading = spec.leading { try PointSizeRange.validate(leading, name: "\(style) leading") }
                if let tracking = spec.tracking, !tracking.isFinite || abs(tracking) > spec.pointSize {
                    throw InvalidValueError(
                        name: "\(style) tracking", value: formatNumber(tracking),
                        expected: "a finite tracking no larger than the size in points")
                }
                try spec.minimum?.validate(name: "\(style) minimum")
                try spec.maximum?.validate(name: "\(style) maximum")
                let bounds = Bounds(spec: spec, scale: self)
                if let low = bounds.minimum, let high = bounds.maximum, low > high {
                    throw ScaleError.conflictingCaps(style: style, minimum: low, maximum: high)
                }
            }
        } catch let error as InvalidValueError {
            throw .invalidValue(error)
        } catch let error as ScaleError {
            throw error
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }
}

/// The effective caps of a style: the tighter of its own and the scale's.
struct Bounds {
    let minimum: Double?
    let maximum: Double?

    init(spec: StyleSpec, scale: TypeScale?) {
        self.init(spec: spec, scaleMinimum: scale?.minimum, scaleMaximum: scale?.maximum)
    }

    init(spec: StyleSpec, scaleMinimum: SizeLimit?, scaleMaximum: SizeLimit?) {
        let base = spec.pointSize
        let lows = [spec.minimum, scaleMinimum].compactMap { $0?.points(forBase: base) }
        let highs = [spec.maximum, scaleMaximum].compactMap { $0?.points(forBase: base) }
        minimum = lows.max()
        maximum = highs.min()
    }
}

/// A number printed without a trailing ".0" and with at most four decimals.
public func formatNumber(_ value: Double, decimals: Int = 4) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let rounded = (value * factor).rounded() / factor
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
