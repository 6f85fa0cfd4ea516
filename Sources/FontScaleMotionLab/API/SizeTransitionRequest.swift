import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotion
import FontScaleRender

/// A label growing or shrinking between two sizes (`fontscale animate size`): the sizes through
/// Apple's type scale, the flaws measured with the real font, the advice and one plan per strategy.
public struct SizeTransitionRequest: CommandRequest {
    /// Where a transition starts or ends: a content size category or a point size.
    public enum End: Hashable, Sendable, CustomStringConvertible {
        /// The style's size at a content size category.
        case category(ContentSizeCategory)
        /// A point size.
        case points(Double)

        /// "Large", "17 pt".
        public var description: String {
            switch self {
            case let .category(category): category.displayName
            case let .points(points): "\(formatNumber(points)) pt"
            }
        }
    }

    /// A way of animating the size; the cross-fade's window comes from the advice.
    public enum Strategy: String, Hashable, Sendable, CaseIterable {
        /// The source label scaled, never re-rendered.
        case naive
        /// The target font from the start, scaled down to look like the source.
        case grow
        /// The source font scaled, the target font swapped in at the end.
        case shrink
        /// Both labels, cross-faded around the swap.
        case crossFade
    }

    /// Two ends that name different sizes but come out at the same point size for the style.
    public struct NothingToAnimate: Error, CustomStringConvertible {
        /// The text style.
        public let style: TextStyle
        /// The point size at both ends.
        public let pointSize: Double
        /// The start and the end as given.
        public let from: End, to: End

        /// "Body is 17 pt at both Large and 17 pt: nothing to animate".
        public var description: String {
            "\(style) is \(formatNumber(pointSize)) pt at both \(from) and \(to): nothing to animate"
        }
    }

    /// The timing curve without a spring or a curve of the caller's.
    public static let defaultCurve = TimingCurve.easeInOut
    /// The duration in seconds without one of the caller's.
    public static let defaultDuration = 0.35

    /// The font.
    public var font: CustomFont
    /// The text style whose sizes a category names (its Large weight is used at both ends).
    public var style: TextStyle
    /// Where the transition starts.
    public var from: End
    /// Where it ends.
    public var to: End
    /// The text.
    public var text: String
    /// The container width in points: the advice checks the text breaks into the same lines at both ends.
    public var containerWidth: Double?
    /// The strategies to plan (planned in `Strategy.allCases` order).
    public var strategies: Set<Strategy>
    /// The pixel grid of the renders: 1, 2 or 3.
    public var displayScale: DisplayScale
    /// The timing function (a curve or a spring).
    public var timing: any TimingFunction
    /// The duration in seconds.
    public var duration: Double
    /// The frame rate.
    public var rate: FrameRate

    /// Creates a request.
    public init(
        font: CustomFont, style: TextStyle = .body, from: End, to: End, text: String = "Dynamic Type",
        containerWidth: Double? = nil, strategies: Set<Strategy> = Set(Strategy.allCases),
        displayScale: DisplayScale = .x3, timing: any TimingFunction = defaultCurve, duration: Double = defaultDuration,
        rate: FrameRate = .hz60
    ) {
        self.font = font
        self.style = style
        self.from = from
        self.to = to
        self.text = text
        self.containerWidth = containerWidth
        self.strategies = strategies
        self.displayScale = displayScale
        self.timing = timing
        self.duration = duration
        self.rate = rate
    }

    /// The point sizes, the flaws, the advice and the plans. Throws `NothingToAnimate` when both
    /// ends come out at one point size, and a font error when the font sets the text 0 points wide.
    public func run(events: (Never) -> Void) throws -> SizeTransitionOutcome {
        let scaler = Scaler(displayScale: displayScale)
        func points(_ end: End) throws -> Double {
            switch end {
            case let .points(value): value
            case let .category(category):
                try scaler.scale(TypeScale.hig(), style: style, at: .category(category)).pointSize
            }
        }
        let a = try points(from), b = try points(to)
        guard a != b else { throw NothingToAnimate(style: style, pointSize: a, from: from, to: to) }
        let weight = try HIG.metrics(style, .large).weight
        let flaws = try TransitionLab(font: font, displayScale: displayScale)
            .measure(text, from: a, to: b, weight: weight, containerWidth: containerWidth)
        // A damaged font (variation deltas, kerning) can set the text 0 wide at one end: its fault, not the caller's.
        for (label, measured) in [(from, flaws.from), (to, flaws.to)] where measured.intrinsicWidth <= 0 {
            throw FontError.invalidFont(
                path: font.source.description,
                reason: "it sets '\(text)' 0 points wide at "
                    + "\(formatNumber(measured.pointSize)) pt (\(label)): its horizontal metrics there"
                    + " (hmtx, HVAR, kerning) are damaged")
        }
        let advice = flaws.recommendation()
        func box(_ end: LabelEnd) -> TextBox {
            TextBox(width: end.intrinsicWidth, height: end.intrinsicHeight, baseline: end.ascender)
        }
        let boxes = (box(flaws.from), box(flaws.to))
        let planned: [SizeTransitionStrategy] = Strategy.allCases.filter(strategies.contains).map {
            switch $0 {
            case .naive: return .naive
            case .grow: return .grow
            case .shrink: return .shrink
            case .crossFade:
                let window = advice.crossFadeWindow ?? 0.3
                return .crossFade(window: b > a ? 0...window : (1 - window)...1)
            }
        }
        let plans = try planned.map {
            try SizeTransitionPlan(
                from: boxes.0, to: boxes.1, strategy: $0, duration: duration, rate: rate,
                curve: timing)
        }
        return SizeTransitionOutcome(
            request: self, fromPoints: a, toPoints: b, weight: weight, flaws: flaws, advice: advice,
            plans: plans)
    }
}

/// A planned and measured size transition: what `SizeTransitionRequest.run()` gives back.
public struct SizeTransitionOutcome: MotionOutcome {
    /// The request.
    public let request: SizeTransitionRequest
    /// The point sizes at the start and at the end.
    public let fromPoints: Double, toPoints: Double
    /// The weight both ends are set at (the style's weight at Large).
    public let weight: FontWeight
    /// The flaws measured with the real font.
    public let flaws: TransitionFlaws
    /// The advice.
    public let advice: TransitionRecommendation
    /// One plan per strategy.
    public let plans: [SizeTransitionPlan]

    /// The filmstrip PNG and the HTML preview.
    public var pictureNames: [String] { ["size-filmstrip.png", "size-preview.html"] }

    /// The summary: sizes, plans, jumps, line breaks and the advice with its thresholds.
    public var summary: String {
        let (text, flaws, advice) = (request.text, flaws, advice)
        func opsz(_ sizing: OpticalSizing) -> String { sizing == .followsSize ? "opsz follows" : "opsz held" }
        func off(_ pixels: PixelDifference) -> String {
            "\(formatNumber(pixels.shareOff10Percent * 100, decimals: 1))% off by >10%"
        }
        func size(_ end: LabelEnd) -> String {
            "\(formatNumber(end.intrinsicWidth)) x \(formatNumber(end.intrinsicHeight)) pt"
        }
        var out =
            "\(text) in \(request.style): \(formatNumber(fromPoints)) pt -> \(formatNumber(toPoints)) pt"
            + " (display @\(request.displayScale)x)\n"
        out += "  intrinsic size: \(size(flaws.from)) -> \(size(flaws.to))\n"
        out += "  transform scale: x \(formatNumber(flaws.scaleX)), y \(formatNumber(flaws.scaleY))\n"
        for plan in plans {
            func scale(_ scale: Scale2D) -> String {
                "\(formatNumber(scale.x, decimals: 3))x\(formatNumber(scale.y, decimals: 3))"
            }
            let layers = plan.layers.map { "\($0.font.rawValue) \(scale($0.startScale)) -> \(scale($0.endScale))" }
            let swap = plan.swapTime.map { ", swap at \(formatNumber($0)) s" } ?? ""
            let fade =
                plan.fadeWindow.map {
                    ", fade \(formatNumber($0.lowerBound)) to \(formatNumber($0.upperBound)) s"
                } ?? ""
            out +=
                "  \(plan.strategy): \(layers.joined(separator: ", "))\(swap)\(fade),"
                + " \(plan.keyframes.count) frames\n"
        }
        for (name, jumps) in [("grow start", flaws.growStart), ("shrink swap", flaws.shrinkSwap)] {
            for jump in jumps {
                out +=
                    "  \(name) (\(opsz(jump.opticalSizing))): width \(formatNumber(jump.widthJump, decimals: 2)) pt,"
                    + " height \(formatNumber(jump.heightJump, decimals: 2)) pt,"
                    + " glyph drift \(formatNumber(jump.maxGlyphDrift, decimals: 2)) pt,"
                    + " pixels RMSE \(formatNumber(jump.pixels.rmse, decimals: 3)), \(off(jump.pixels))\n"
            }
        }
        for magnification in flaws.naive {
            out +=
                "  naive (\(opsz(magnification.opticalSizing))): magnified pixels RMSE"
                + " \(formatNumber(magnification.pixels.rmse, decimals: 3)), \(off(magnification.pixels))\n"
        }
        if let breaks = flaws.lineBreaks {
            out +=
                "  lines in \(formatNumber(breaks.width)) pt: \(breaks.from.count) -> \(breaks.to.count)"
                + "\(breaks.reflows ? " (reflows)" : "")\n"
        }
        let window = advice.crossFadeWindow.map { " over \(formatNumber($0 * 100))% of the duration" } ?? ""
        out += "advice: \(advice.strategy), \(advice.advice.rawValue)\(window): \(advice.reason)\n"
        out +=
            "  thresholds: invisible below \(formatNumber(advice.invisibleDrift, decimals: 3)) pt drift and"
            + " \(formatNumber(advice.invisibleShare * 100, decimals: 1))% of pixels;"
            + " cross-fade up to \(formatNumber(advice.crossFadeLimit, decimals: 2)) pt\n"
        return out
    }

    /// The transition in a few numbers, as the report and the live preview give it.
    public var transitionSummary: SizeTransitionSummary {
        SizeTransitionSummary(style: request.style, from: request.from, to: request.to, flaws: flaws)
    }

    /// The flaws, the advice, the summary and every plan with its keyframes.
    public func jsonSummary(files: [String]) -> JSONSummary {
        JSONSummary(
            flaws: flaws, advice: advice, transition: transitionSummary, plans: plans.map(JSONSummary.Plan.init),
            files: files)
    }

    /// Draws each plan as a filmstrip row (every keyframe's layers) and as a preview track.
    /// `catalog` is asked for DejaVu Sans, the font of titles and numbers, once drawing starts.
    /// Returns notes on what drawing had to cut to stay within cairo's limits (empty when nothing).
    @discardableResult
    public func drawPictures(catalog: @autoclosure () -> FontCatalog?, save: PictureSink) throws -> [String] {
        let (font, text, a, b) = (request.font, request.text, fromPoints, toPoints)
        let instances = (
            try font.instance(weight: weight.rawValue, opticalSize: a).instance,
            try font.instance(weight: weight.rawValue, opticalSize: b).instance
        )
        func frames(_ plan: SizeTransitionPlan) -> [FilmFrame] {
            plan.keyframes.map { keyframe in
                FilmFrame(
                    time: keyframe.frame.time,
                    layers: keyframe.layers.map { state in
                        let source = state.font == .source
                        // naive never re-renders: the compositor stretches the source label's pixels.
                        return FilmLayer(
                            instance: source ? instances.0 : instances.1, text: text,
                            pointSize: source ? a : b, scaleX: state.scale.x, scaleY: state.scale.y,
                            opacity: state.opacity,
                            rasterScale: plan.strategy == .naive ? request.displayScale.rawValue : nil)
                    })
            }
        }
        let rows = plans.map { FilmRow(title: $0.strategy.description, note: note($0.strategy), frames: frames($0)) }
        let labels = MotionPictures.labels(font, catalog: catalog())
        let title =
            "\(font.familyName) \(request.style): \(formatNumber(a)) → \(formatNumber(b)) pt,"
            + " \(formatNumber(request.duration, decimals: 3)) s at \(request.rate.hertz) Hz, \(request.timing)"
        return try MotionPictures.draw(
            rows, title: title, summary: summary, hertz: request.rate.hertz, labels: labels,
            names: pictureNames, save: save)
    }

    /// The note under a strategy's row: the measured flaw it shows.
    private func note(_ strategy: SizeTransitionStrategy) -> String {
        func jump(_ jumps: [SwapJump]) -> String {
            jumps.map {
                "\($0.opticalSizing == .followsSize ? "opsz follows" : "opsz held"):"
                    + " drift \(formatNumber($0.maxGlyphDrift, decimals: 2)) pt,"
                    + " RMSE \(formatNumber($0.pixels.rmse, decimals: 3))"
            }.joined(separator: "; ")
        }
        switch strategy {
        case .naive:
            return flaws.naive.map {
                "magnified pixels: RMSE \(formatNumber($0.pixels.rmse, decimals: 3)),"
                    + " \(formatNumber($0.pixels.shareOff10Percent * 100, decimals: 1))% off"
            }.first ?? ""
        case .grow: return "jump at the start: " + jump(flaws.growStart)
        case .shrink: return "jump at the swap: " + jump(flaws.shrinkSwap)
        case .crossFade: return "advice: \(advice.advice.rawValue)"
        }
    }

    /// `fontscale animate size --format json`.
    public struct JSONSummary: Encodable {
        /// The flaws measured with the real font.
        public let flaws: TransitionFlaws
        /// The advice.
        public let advice: TransitionRecommendation
        /// The transition in a few numbers (`SizeTransitionSummary`), as report.json gives each style's.
        public let transition: SizeTransitionSummary
        /// One entry per plan.
        public let plans: [Plan]
        /// The pictures written.
        public let files: [String]

        /// One strategy's plan.
        public struct Plan: Encodable {
            /// The strategy ("crossFade 0...0.3").
            public let strategy: String
            /// The anchor the layers scale about.
            public let anchor: String
            /// Each layer's bounds and anchor.
            public let layers: [Bounds]
            /// When the fonts swap, in seconds.
            public let swapTime: Double?
            /// The cross-fade's start and end, in seconds.
            public let fadeWindow: [Double]?
            /// Every keyframe.
            public let keyframes: [Key]

            /// One keyframe: its time, eased progress and layers.
            public struct Key: Encodable {
                /// Seconds from the start.
                public let time: Double
                /// The eased progress.
                public let eased: Double
                /// The layers drawn.
                public let layers: [Layer]
            }

            /// One layer in a keyframe.
            public struct Layer: Encodable {
                /// Which end's font.
                public let font: String
                /// The transform's scale.
                public let scaleX: Double, scaleY: Double
                /// The opacity.
                public let opacity: Double
            }

            /// One layer's frame.
            public struct Bounds: Encodable {
                /// Which end's font.
                public let font: String
                /// The layer's bounds.
                public let bounds: TextBox
                /// The anchor point and the offset it needs.
                public let anchorPoint: Point2D, anchorOffset: Point2D
            }

            init(_ plan: SizeTransitionPlan) {
                strategy = plan.strategy.description
                anchor = plan.anchor.rawValue
                layers = plan.layers.map {
                    Bounds(
                        font: $0.font.rawValue, bounds: $0.bounds, anchorPoint: $0.anchorPoint,
                        anchorOffset: $0.anchorOffset)
                }
                swapTime = plan.swapTime
                fadeWindow = plan.fadeWindow.map { [$0.lowerBound, $0.upperBound] }
                keyframes = plan.keyframes.map { key in
                    Key(
                        time: key.frame.time, eased: key.frame.eased,
                        layers: key.layers.map {
                            Layer(font: $0.font.rawValue, scaleX: $0.scale.x, scaleY: $0.scale.y, opacity: $0.opacity)
                        })
                }
            }
        }
    }
}
