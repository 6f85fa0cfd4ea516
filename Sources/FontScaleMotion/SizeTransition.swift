import FontScale

/// How a label's font size change is animated (UIKit cannot animate `UILabel.font`).
public enum SizeTransitionStrategy: Hashable, Sendable, CustomStringConvertible {
    /// Keep the source font and scale the label by the target/source ratio, never swapping:
    /// the source rendering is magnified or minified (blurry when growing).
    case naive
    /// Set the target font at the start, scaled by source/target to look like the source, and
    /// animate to identity: the larger font is drawn sharp and scaled down.
    case grow
    /// Keep the source font, scale it to target/source, then swap in the target font at
    /// identity at the end (a small jump where the two renderings differ).
    case shrink
    /// Both labels at once, each scaled to match the other, the source fading out and the target
    /// in over `window`, a range of the duration's share (0...1; 0.25...0.75 fades in the middle half).
    case crossFade(window: ClosedRange<Double>)

    /// "naive", "grow", "shrink", "crossFade 0.25...0.75".
    public var description: String {
        switch self {
        case .naive: "naive"
        case .grow: "grow"
        case .shrink: "shrink"
        case let .crossFade(window): "crossFade \(formatNumber(window.lowerBound))...\(formatNumber(window.upperBound))"
        }
    }
}

/// Which end's font a layer draws its text with.
public enum LabelFont: String, Hashable, Sendable, Codable, CaseIterable {
    /// The font size the transition starts from.
    case source
    /// The font size the transition ends on.
    case target
}

/// One label layer of a transition: its font, bounds, anchor and scale at both ends.
public struct TransitionLayer: Hashable, Sendable {
    /// The font the layer's text is set in.
    public let font: LabelFont
    /// The layer's bounds: the intrinsic size of its text in its font.
    public let bounds: TextBox
    /// The anchor in unit coordinates of `bounds` (set `CALayer.anchorPoint` to it).
    public let anchorPoint: Point2D
    /// The anchor in points from the bounds' top-leading corner.
    public let anchorOffset: Point2D
    /// The transform's scale when the animation starts.
    public let startScale: Scale2D
    /// The transform's scale when the animation ends.
    public let endScale: Scale2D

    /// The untransformed frame's origin that puts this layer's anchor at `anchor` (the layer's
    /// `position`): anchor - anchorOffset. Give every layer the same anchor and it stays put.
    public func origin(anchoredAt anchor: Point2D) -> Point2D {
        Point2D(x: anchor.x - anchorOffset.x, y: anchor.y - anchorOffset.y)
    }
}

/// One layer's state in a keyframe.
public struct LayerState: Hashable, Sendable {
    /// The layer's font.
    public let font: LabelFont
    /// The transform's scale.
    public let scale: Scale2D
    /// The layer's opacity, 0...1.
    public let opacity: Double
}

/// The layers' states at one frame of a transition.
public struct TransitionKeyframe: Hashable, Sendable {
    /// The frame's time, linear and eased progress.
    public let frame: Frame
    /// One state per layer of the plan, in the plan's order.
    public let layers: [LayerState]

    /// The state of the layer drawn in `font`, if the plan has one.
    public func layer(_ font: LabelFont) -> LayerState? {
        layers.first { $0.font == font }
    }
}

/// A size-change transition planned from the label's intrinsic sizes at both ends.
///
/// Scales are the ratios of the given sizes, x and y separately: the source label reaches the
/// target's size at ratio (to.width / from.width, to.height / from.height) and the target label
/// starts at (from.width / to.width, from.height / to.height). Scales move with the eased
/// progress; opacities of a cross-fade move linearly in time within the window.
public struct SizeTransitionPlan: Sendable {
    /// The strategy.
    public let strategy: SizeTransitionStrategy
    /// The label's intrinsic size in the source font.
    public let from: TextBox
    /// The label's intrinsic size in the target font.
    public let to: TextBox
    /// The point of the label that stays put.
    public let anchor: TransitionAnchor
    /// The frames' times and eased progress.
    public let timeline: Timeline
    /// The scale mapping the source box onto the target box.
    public let ratio: Scale2D
    /// The layers the strategy uses: naive the source, grow the target, shrink and crossFade both.
    public let layers: [TransitionLayer]
    /// When the font is swapped instantly, in seconds: 0 for grow, the duration for shrink, nil
    /// for naive (never swaps) and crossFade (fades instead).
    public let swapTime: Double?
    /// When the cross-fade runs, in seconds; nil for the other strategies.
    public let fadeWindow: ClosedRange<Double>?
    /// The layers' states at every frame.
    public let keyframes: [TransitionKeyframe]

    /// Plans a transition from a label of size `from` to one of size `to`.
    ///
    /// Throws when a size is not finite and above 0, a baseline lies outside its box, both ends
    /// have the same width and height, the duration is not above 0 and at most 60 s, or a
    /// cross-fade window is not a non-empty part of 0...1.
    public init(
        from: TextBox, to: TextBox, strategy: SizeTransitionStrategy, duration: Double,
        rate: FrameRate = .hz60, curve: any TimingFunction = TimingCurve.easeInOut,
        anchor: TransitionAnchor = .leadingBaseline
    ) throws(MotionError) {
        try from.validate("from")
        try to.validate("to")
        guard from.width != to.width || from.height != to.height else { throw .sameSizes(to) }
        if case let .crossFade(window) = strategy {
            guard window.lowerBound >= 0, window.upperBound <= 1, window.lowerBound < window.upperBound else {
                let bad =
                    window.lowerBound >= 0 && window.lowerBound < window.upperBound
                    ? window.upperBound : window.lowerBound
                throw MotionError.invalid(
                    "cross-fade window", bad,
                    expected: "a window within 0...1 of the duration, its start before its end")
            }
        }
        let timeline = try Timeline(duration: duration, rate: rate, curve: curve)
        self.timeline = timeline
        self.strategy = strategy
        self.from = from
        self.to = to
        self.anchor = anchor
        ratio = Scale2D.mapping(from, onto: to)

        let source = { (end: Scale2D) in
            TransitionLayer(
                font: .source, bounds: from, anchorPoint: anchor.unitPoint(in: from),
                anchorOffset: anchor.offset(in: from), startScale: .identity, endScale: end)
        }
        let target = { (start: Scale2D) in
            TransitionLayer(
                font: .target, bounds: to, anchorPoint: anchor.unitPoint(in: to),
                anchorOffset: anchor.offset(in: to), startScale: start, endScale: .identity)
        }
        let inverse = Scale2D.mapping(to, onto: from)
        let layers: [TransitionLayer]
        switch strategy {
        case .naive:
            layers = [source(ratio)]
            swapTime = nil
            fadeWindow = nil
        case .grow:
            layers = [target(inverse)]
            swapTime = 0
            fadeWindow = nil
        case .shrink:
            layers = [source(ratio), target(.identity)]
            swapTime = duration
            fadeWindow = nil
        case let .crossFade(window):
            layers = [source(ratio), target(inverse)]
            swapTime = nil
            fadeWindow = (window.lowerBound * duration)...(window.upperBound * duration)
        }
        self.layers = layers
        let last = timeline.frames.count - 1
        keyframes = timeline.frames.map { frame in
            let fadeIn = Self.fadeIn(strategy: strategy, progress: frame.progress, isLast: frame.index == last)
            return TransitionKeyframe(
                frame: frame,
                layers: layers.map { layer in
                    LayerState(
                        font: layer.font,
                        scale: layer.startScale.interpolated(to: layer.endScale, by: frame.eased),
                        opacity: layer.font == .target ? fadeIn : 1 - fadeIn)
                })
        }
    }

    /// The target layer's opacity (the source's is 1 minus it) at linear `progress`.
    static func fadeIn(strategy: SizeTransitionStrategy, progress: Double, isLast: Bool) -> Double {
        switch strategy {
        case .naive: 0
        case .grow: 1
        case .shrink: isLast ? 1 : 0
        case let .crossFade(window):
            min(1, max(0, (progress - window.lowerBound) / (window.upperBound - window.lowerBound)))
        }
    }
}
