import FontScale
import FontScaleMetrics

/// What `adjustsFontSizeToFitWidth` with a `minimumScaleFactor` does to a text in a container:
/// the size it is drawn at, found with the real font.
public struct FitResult: Sendable, Codable, Equatable {
    /// The style's own point size (the largest the label uses).
    public let stylePointSize: Double
    /// The smallest size the label may shrink to: the style's size times the minimum scale factor.
    public let minimumPointSize: Double
    /// The largest size on the display's grid, not above the style's, at which the text fits;
    /// nil when even the minimum size does not fit.
    public let pointSize: Double?
    /// `pointSize` over the style's size (1 when no shrinking is needed).
    public let scaleFactor: Double?
    /// The container width in points.
    public let width: Double
    /// The most lines.
    public let maxLines: Int
    /// The lines the text takes at `pointSize`, else at the minimum size.
    public let lines: [String]
    /// The widest line at that size, in points.
    public let textWidth: Double
    /// How many layouts the search measured.
    public let measurements: Int

    /// Whether the text fits without shrinking.
    public var fitsUnshrunk: Bool { pointSize == stylePointSize }
}

/// Where a text box sits in a label's bounds taller than the text.
public enum VerticalAlignment: String, Sendable, Codable, CaseIterable {
    /// The first line's top at the bounds' top.
    case top
    /// The text box centred (UILabel's behaviour).
    case center
    /// The last line's bottom at the bounds' bottom.
    case bottom

    /// The first baseline's distance from the top of bounds `height` points tall, for `lineCount`
    /// lines of `lineHeight` whose font rises `ascender` above the baseline; the ascender is
    /// placed at the top of the first line's box after centring the font's extent in it.
    public func firstBaseline(boundsHeight height: Double, lineCount: Int, lineHeight: Double, metrics: LineMetrics)
        -> Double
    {
        let textHeight = Double(lineCount) * lineHeight
        let top: Double =
            switch self {
            case .top: 0
            case .center: (height - textHeight) / 2
            case .bottom: height - textHeight
            }
        // Within a line box the font's ascender-to-descender extent is centred, as the report draws lines.
        return top + (lineHeight - (metrics.ascender - metrics.descender)) / 2 + metrics.ascender
    }
}

extension IntrinsicSizer {
    /// The size `text` in `style` at `target` is drawn at in a `width`-point container of at
    /// most `maxLines` lines when the label may shrink to `minimumScaleFactor` of its size.
    public func fit(
        _ text: String, style: TextStyle, at target: ScaleTarget, width: Double, maxLines: Int = 1,
        minimumScaleFactor: Double, options: MeasureOptions = MeasureOptions()
    ) throws -> FitResult {
        let scaled = try scaler.scale(typeScale, style: style, at: target)
        return try fit(
            text, pointSize: scaled.pointSize, weight: options.weight ?? scaled.weight, width: width,
            maxLines: maxLines,
            minimumScaleFactor: minimumScaleFactor, options: options)
    }

    /// The size `text` set at `pointSize` is drawn at in a `width`-point container of at most
    /// `maxLines` lines when it may shrink to `minimumScaleFactor` of `pointSize`. Candidate
    /// sizes lie on the display's grid (1/2 pt on @2x, 1/3 pt on @3x); the search bisects them.
    public func fit(
        _ text: String, pointSize: Double, weight: FontWeight = .regular, width: Double, maxLines: Int = 1,
        minimumScaleFactor: Double, options: MeasureOptions = MeasureOptions()
    ) throws -> FitResult {
        try PointSizeRange.validate(pointSize, name: "size")
        // The same container widths the measurer takes (measure --width, fit --width): up to 100000 pt.
        guard width.isFinite, width > 0, width <= 100_000 else {
            throw InvalidValueError(
                name: "width", value: width.isFinite ? formatNumber(width) : "\(width)",
                expected: "a container width above 0 and at most 100000 points")
        }
        guard maxLines >= 1 else {
            throw InvalidValueError(name: "lines", value: String(maxLines), expected: "at least 1 line")
        }
        guard minimumScaleFactor.isFinite, minimumScaleFactor > 0, minimumScaleFactor <= 1 else {
            throw InvalidValueError(
                name: "minimum scale factor", value: formatNumber(minimumScaleFactor),
                expected: "a factor above 0 and at most 1")
        }
        guard !text.isEmpty else { throw InvalidValueError(name: "text", value: "''", expected: "text to fit") }
        let grid = scaler.displayScale.pixelsPerPoint
        let high = Int((pointSize * grid + 1e-9).rounded(.down)),
            low = max(1, Int((pointSize * minimumScaleFactor * grid - 1e-9).rounded(.up)))
        var layoutOptions = options
        layoutOptions.width = width
        layoutOptions.maxLines = 0
        var measured = 0
        func layout(_ step: Int) throws -> StyledMeasurement {
            measured += 1
            // The style's own size need not lie on the grid: try it exactly first.
            let size = step > high ? pointSize : Double(step) / grid
            return try measure(text, pointSize: size, weight: weight, options: layoutOptions)
        }
        func fits(_ result: StyledMeasurement) -> Bool {
            result.size.lineCount <= maxLines && result.size.width <= width + 1e-9
        }

        var best: (Double, StyledMeasurement)?
        let full = try layout(high + 1)
        if fits(full) {
            best = (pointSize, full)
        } else if low <= high {
            // Largest grid step that fits, assuming a smaller size never needs more lines.
            var lo = low, hi = high
            var atLow: StyledMeasurement?
            while lo <= hi {
                let mid = (lo + hi) / 2
                let result = try layout(mid)
                if mid == low { atLow = result }
                if fits(result) {
                    best = (Double(mid) / grid, result)
                    lo = mid + 1
                } else {
                    hi = mid - 1
                }
            }
            if best == nil, atLow == nil { atLow = try layout(low) }
            if best == nil, let atLow {
                return result(nil, atLow, pointSize, Double(low) / grid, width, maxLines, measured)
            }
        }
        guard let (size, result) = best else {
            return self.result(nil, full, pointSize, Double(low) / grid, width, maxLines, measured)
        }
        return self.result(size, result, pointSize, Double(low) / grid, width, maxLines, measured)
    }

    private func result(
        _ size: Double?, _ layout: StyledMeasurement, _ pointSize: Double, _ minimum: Double, _ width: Double,
        _ maxLines: Int, _ measured: Int
    ) -> FitResult {
        // A style size off the grid (17.5 pt at @3x) with a factor near 1 rounds the minimum up past it.
        FitResult(
            stylePointSize: pointSize, minimumPointSize: min(minimum, pointSize), pointSize: size,
            scaleFactor: size.map { $0 / pointSize },
            width: width, maxLines: maxLines, lines: layout.size.lines.map(\.text), textWidth: layout.size.width,
            measurements: measured)
    }
}
