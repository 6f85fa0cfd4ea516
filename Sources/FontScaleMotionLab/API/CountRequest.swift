import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotion
import Foundation

/// A counting label from one value to another (`fontscale animate count`): the frames formatted
/// per locale, and how the label's width moves with the real font at the style's size.
public struct CountRequest: CommandRequest {
    /// The timing curve without a spring or a curve of the caller's: Core Animation's easeOut
    /// (0, 0, 0.58, 1). Design note 004's cubic ease-out 1 - (1 - t)^3 is `TimingCurve.easeOutCubic`.
    public static let defaultCurve = TimingCurve.easeOut
    /// The duration in seconds without one of the caller's.
    public static let defaultDuration = 1.0

    /// The font.
    public var font: CustomFont
    /// The text style.
    public var style: TextStyle
    /// The content size category.
    public var category: ContentSizeCategory
    /// The first value, as the format shows it (87.5 % is 0.875).
    public var from: Decimal
    /// The last value.
    public var to: Decimal
    /// How each frame's value is written.
    public var format: CountFormat
    /// The pixel grid: 1, 2 or 3.
    public var displayScale: DisplayScale
    /// The timing function (a curve or a spring).
    public var timing: any TimingFunction
    /// The duration in seconds.
    public var duration: Double
    /// The frame rate.
    public var rate: FrameRate
    /// Whether values may pass the end when the timing overshoots (a spring, a curve with y
    /// beyond 0...1); by default they stop at it, so a percentage never shows 105%.
    public var overshoot: Bool

    /// Creates a request.
    public init(
        font: CustomFont, style: TextStyle = .body, category: ContentSizeCategory = .large,
        from: Decimal, to: Decimal, format: CountFormat, displayScale: DisplayScale = .x3,
        timing: any TimingFunction = defaultCurve, duration: Double = defaultDuration,
        rate: FrameRate = .hz60, overshoot: Bool = false
    ) {
        self.font = font
        self.style = style
        self.category = category
        self.from = from
        self.to = to
        self.format = format
        self.displayScale = displayScale
        self.timing = timing
        self.duration = duration
        self.rate = rate
        self.overshoot = overshoot
    }

    /// The frames, the style's size and weight at the category, and the frames' widths.
    public func run(events: (Never) -> Void) throws -> CountOutcome {
        let count = try CountAnimation(
            from: from, to: to, duration: duration, rate: rate, curve: timing,
            format: format, overshoot: overshoot)
        let scaled = try Scaler(displayScale: displayScale)
            .scale(TypeScale.hig(), style: style, at: .category(category))
        let widths = try CountingLab(font: font)
            .measure(count.strings, pointSize: scaled.pointSize, weight: scaled.weight, displayScale: displayScale)
        return CountOutcome(request: self, count: count, scaled: scaled, widths: widths)
    }
}

/// A planned and measured counting label: what `CountRequest.run()` gives back.
public struct CountOutcome: MotionOutcome {
    /// The request.
    public let request: CountRequest
    /// The frames.
    public let count: CountAnimation
    /// The style's size and weight at the category.
    public let scaled: ScaledStyle
    /// The frames' widths with the default figures and with `tnum`.
    public let widths: CountingWidths

    /// The filmstrip PNG and the HTML preview.
    public var pictureNames: [String] { ["count-filmstrip.png", "count-preview.html"] }

    /// The summary: the frames, the size, and the widths with each figure style.
    public var summary: String {
        let (first, last) = (count.frames.first!.text, count.frames.last!.text)
        var out =
            "\(first) -> \(last): \(count.frames.count) frames at \(request.rate.hertz) Hz over"
            + " \(formatNumber(count.timeline.duration, decimals: 3)) s, \(count.distinctStrings.count) distinct\n"
        out +=
            "  \(request.style) at \(request.category): \(formatNumber(scaled.pointSize)) pt;"
            + " figures \(widths.proportionalFigures ? "proportional" : "tabular") by default"
            + "\(widths.offersTabularFigures ? ", tnum available" : ", no tnum")\n"
        let styles = [("default", widths.defaultFigures)] + (widths.tabularFigures.map { [("tnum", $0)] } ?? [])
        for (name, figures) in styles {
            out +=
                "  \(name): widths \(formatNumber(figures.widths.min() ?? 0, decimals: 2))"
                + "-\(formatNumber(figures.widths.max() ?? 0, decimals: 2)) pt,"
                + " largest step \(formatNumber(figures.largestStep, decimals: 2)) pt"
                + " at frame \(figures.largestStepFrame),"
                + " \(formatNumber(figures.largestSameLengthStep, decimals: 2)) pt between frames of the same length,"
                + " never truncates at \(formatNumber(figures.stableWidth)) pt\(figures.jitters ? ", jitters" : "")\n"
        }
        if let warning = widths.warning { out += "warning: \(warning)\n" }
        return out
    }

    /// Every frame and the widths.
    public func jsonSummary(files: [String]) -> JSONSummary {
        let frames = count.frames.map { JSONSummary.Frame(time: $0.frame.time, value: "\($0.value)", text: $0.text) }
        return JSONSummary(frames: frames, widths: widths, files: files)
    }

    /// Draws the frames with the default figures and, when the font has them, with `tnum`: one
    /// filmstrip row and one preview track each. `catalog` is asked for DejaVu Sans once drawing starts.
    /// Returns notes on what drawing had to cut to stay within cairo's limits (empty when nothing).
    @discardableResult
    public func drawPictures(catalog: @autoclosure () -> FontCatalog?, save: PictureSink) throws -> [String] {
        let pointSize = scaled.pointSize
        let instance = try request.font.instance(weight: scaled.weight.rawValue, opticalSize: pointSize).instance
        let tnum = try FontFeature("tnum")
        func row(_ title: String, _ figures: FrameWidths, _ features: [FontFeature]) -> FilmRow {
            let frames = count.frames.map {
                let layer = FilmLayer(instance: instance, text: $0.text, pointSize: pointSize, features: features)
                return FilmFrame(time: $0.frame.time, layers: [layer])
            }
            let step = formatNumber(figures.largestSameLengthStep, decimals: 2)
            return FilmRow(title: title, note: "same-length step up to \(step) pt", frames: frames)
        }
        var rows = [row("default figures", widths.defaultFigures, [])]
        if let tabular = widths.tabularFigures { rows.append(row("tnum", tabular, [tnum])) }
        let labels = MotionPictures.labels(request.font, catalog: catalog())
        let title =
            "\(request.font.familyName) \(request.style) at \(request.category) (\(formatNumber(pointSize)) pt):"
            + " \(count.frames.first!.text) → \(count.frames.last!.text), \(request.format)"
        return try MotionPictures.draw(
            rows, title: title, summary: summary, hertz: request.rate.hertz, labels: labels,
            names: pictureNames, save: save)
    }

    /// `fontscale animate count --format json`.
    public struct JSONSummary: Encodable {
        /// Every frame.
        public let frames: [Frame]
        /// The widths.
        public let widths: CountingWidths
        /// The pictures written.
        public let files: [String]

        /// One frame: its time, value and text.
        public struct Frame: Encodable {
            /// Seconds from the start.
            public let time: Double
            /// The value, as a decimal number.
            public let value: String
            /// The formatted text.
            public let text: String
        }
    }
}
