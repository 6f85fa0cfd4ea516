import FontScale
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// `export --format css --fluid MIN-MAX`: each style's size and line height grow with the
/// viewport, through `clamp()`, from the style at Large at MIN px wide to the style at a larger
/// content size category (`--fluid-to`, default xxxLarge) at MAX px wide.
public struct FluidType: Sendable, Equatable {
    /// The narrowest viewport, in CSS px, where the size is the smallest.
    public let minWidth: Double
    /// The widest viewport, in CSS px, where the size is the largest.
    public let maxWidth: Double
    /// The category whose sizes the styles reach at `maxWidth`.
    public let to: ContentSizeCategory

    /// The largest ratio of a style's largest to smallest size for which text still reaches 200%
    /// at the browsers' 500% zoom limit (WCAG 1.4.4): 5 x min >= 2 x max. At 200% zoom no fluid
    /// size reaches 200% everywhere (`zoomReach`).
    public static let zoomLimit = 2.5

    /// The default `--fluid-to`: the largest category below the accessibility sizes.
    public static let defaultTarget = ContentSizeCategory.xxxLarge

    /// Parses "MIN-MAX": two widths in CSS px ("320-1280", "320px-1280px"), the first below the
    /// second, each above 0 and at most 100000.
    public init(parsing text: String, to: ContentSizeCategory = Self.defaultTarget) throws(FluidRangeError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        func width(_ part: Substring) -> Double? {
            let digits = part.hasSuffix("px") ? part.dropLast(2) : part
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                digits.first != ".", digits.last != ".", let value = Double(digits), value > 0, value <= 100_000
            else { return nil }
            return value
        }
        guard parts.count == 2, let low = width(parts[0]), let high = width(parts[1]) else {
            throw .notTwoWidths(text)
        }
        guard low < high else { throw .widerFirst(text) }
        minWidth = low
        maxWidth = high
        self.to = to
    }

    /// A style's smallest and largest size and line height: at Large, and at `to`.
    func range(_ style: ExportStyle, reference: ContentSizeCategory) -> (
        size: ClosedRange<Double>, line: (Double, Double)
    ) {
        let low = style.sizes[reference] ?? style.size, high = style.sizes[to] ?? low
        let lineLow = style.lineHeights[reference] ?? style.lineHeight, lineHigh = style.lineHeights[to] ?? lineLow
        return (min(low, high)...max(low, high), (lineLow, lineHigh))
    }

    /// `clamp(MIN, calc(Bvw + A), MAX)` from `low` at `minWidth` to `high` at `maxWidth`, the
    /// lengths and the intercept A in `units` (in rem they follow the reader's root size; the
    /// viewport widths stay CSS px, as media queries and vw have them).
    func clamp(_ low: Double, _ high: Double, units: CSSUnits) -> String {
        guard high != low else { return units.length(low) }
        let slope = (high - low) / (maxWidth - minWidth)
        let intercept = low - slope * minWidth
        let sign = intercept < 0 ? "-" : "+"
        let lower = min(low, high), upper = max(low, high)
        let offset = units == .px ? formatNumber(abs(intercept), decimals: 4) + "px" : units.length(abs(intercept))
        return
            "clamp(\(units.length(lower)), calc(\(formatNumber(slope * 100, decimals: 4))vw \(sign) \(offset)), \(units.length(upper)))"
    }

    /// The styles whose largest size is more than 2.5 x the smallest, in words with the numbers;
    /// empty when every style reaches 200% by the browsers' 500% zoom (never at 200% zoom).
    public func zoomProblems(_ model: ExportModel) -> [String] {
        let reference = model.platform.referenceCategory ?? .large
        return model.styles.compactMap { style in
            let size = range(style, reference: reference).size
            let ratio = size.upperBound / size.lowerBound
            guard ratio > Self.zoomLimit else { return nil }
            let zoomed = 5 * size.lowerBound
            return
                "\(TerminalText.visible(style.name)) grows from \(formatNumber(size.lowerBound)) to \(formatNumber(size.upperBound)) px, \(formatNumber(ratio, decimals: 2))x (over \(formatNumber(Self.zoomLimit))x: at 500% zoom \(formatNumber(size.lowerBound)) px is \(formatNumber(zoomed)) px, \(formatNumber(zoomed / size.upperBound * 100, decimals: 0))% of \(formatNumber(size.upperBound)) px, not 200%)"
        }
    }

    /// What the CSS header says about the fluid sizes and zoom, with the numbers of `zoomReach`.
    func summary(_ model: ExportModel) -> String {
        var text =
            "Fluid: each size and line height grows from the style at Large at \(formatNumber(minWidth)) px wide to the style at \(to.displayName) at \(formatNumber(maxWidth)) px wide (clamp())."
        let reach = zoomReach(model)
        if let worst = reach.min(by: { $0.percentAt200 < $1.percentAt200 }), worst.percentAt200 < 199.995,
            let slowest = reach.map(\.zoomFor200).max()
        {
            text +=
                " Browser zoom enlarges px and rem but not vw (it narrows the viewport in CSS px), so at 200% zoom text is at least \(formatNumber(worst.percentAt200, decimals: 1))% of its unzoomed size, not 200% (\(CSS.comment(worst.name)) in a window \(formatNumber(worst.width)) px wide); every style reaches 200% at every width by \(formatNumber(slowest, decimals: 0))% zoom (2 x its largest over its smallest size)"
                + (slowest <= 500.005
                    ? ", within the browsers' 500% (WCAG 1.4.4)."
                    : ", beyond the browsers' 500%: WCAG 1.4.4 is not guaranteed.")
        }
        return text
    }

    /// The size `clamp()` gives a style growing from `low` to `high` in a viewport `width` CSS px wide.
    public func size(from low: Double, to high: Double, at width: Double) -> Double {
        low + (high - low) * min(1, max(0, (width - minWidth) / (maxWidth - minWidth)))
    }

    /// What zoom does to one style's fluid size (`zoomReach`).
    public struct ZoomReach: Sendable, Equatable {
        /// The style's name.
        public let name: String
        /// The least, over window widths, of its size at 200% zoom over its size at 100%, in percent.
        public let percentAt200: Double
        /// The window width, in CSS px at 100%, where `percentAt200` is least.
        public let width: Double
        /// A zoom, in percent, at which the text reaches 200% at every width: 200 x largest / smallest.
        public let zoomFor200: Double
    }

    /// Per style, how far its text grows at 200% zoom, and a zoom that brings it to 200% everywhere.
    ///
    /// Zoom z in a window D px wide sets the page in a viewport D / z CSS px wide with every CSS px
    /// z device px, so the text is z x size(D / z) against size(D) at 100%. The ratio of the two
    /// clamp() pieces is monotonic between the widths where either piece bends (MIN, MAX, z x MIN,
    /// z x MAX), so its least value is at one of them. Any size that grows with the viewport falls
    /// short of 200% at 200% zoom somewhere: size(D / 2) < size(D) wherever it grows. At zoom
    /// 2 x largest / smallest, z x size(D / z) >= z x smallest = 2 x largest >= 2 x size(D).
    public func zoomReach(_ model: ExportModel) -> [ZoomReach] {
        let reference = model.platform.referenceCategory ?? .large
        return model.styles.map { style in
            let low = style.sizes[reference] ?? style.size, high = style.sizes[to] ?? style.size
            let widths = [minWidth, maxWidth, 2 * minWidth, 2 * maxWidth]
            let percents = widths.map {
                200 * size(from: low, to: high, at: $0 / 2) / size(from: low, to: high, at: $0)
            }
            let worst = percents.indices.min { percents[$0] < percents[$1] }!
            return ZoomReach(
                name: style.name, percentAt200: percents[worst], width: widths[worst],
                zoomFor200: 200 * max(low, high) / min(low, high))
        }
    }
}

extension FluidType {
    /// "320-1280": the widths as `--fluid` takes them.
    public var textDescription: String { "\(formatNumber(minWidth))-\(formatNumber(maxWidth))" }
}

/// Why a text is not a fluid range ("MIN-MAX"), with the text as given.
public enum FluidRangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not two widths in px above 0 and at most 100000, joined by "-".
    case notTwoWidths(String)
    /// Two widths, the wider first.
    case widerFirst(String)

    /// "expected ..., instead saw '...'", the text on one line (`TerminalText.visible`).
    public var description: String {
        switch self {
        case let .notTwoWidths(text):
            "expected two viewport widths in px as MIN-MAX, such as 320-1280, instead saw '\(TerminalText.visible(text))'"
        case let .widerFirst(text):
            "expected the narrower viewport width first, such as 320-1280, instead saw '\(TerminalText.visible(text))'"
        }
    }
}
