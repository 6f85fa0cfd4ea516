import FontScale

/// When a planned motion runs as planned, and what replaces it when it does not.
///
/// Apple's Human Interface Guidelines ask apps to tone down motion when the user turns on
/// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`, SwiftUI's
/// `accessibilityReduceMotion`), for example by replacing it with a dissolve. The library
/// cannot read the setting, so the caller passes it in.
public enum ReduceMotionPolicy: Hashable, Sendable, CustomStringConvertible {
    /// Run the motion unless Reduce Motion is on; then cross-fade instead.
    case followSystem(isReduceMotionEnabled: Bool)
    /// Always run the motion as planned, even with Reduce Motion on (only for motion the content needs).
    case always
    /// Never run the motion: cross-fade to the end state, or swap to it in one frame.
    case never(crossFade: Bool)

    /// The longest replacement cross-fade, in seconds: short enough not to read as motion
    /// (a house choice, not a published figure). A shorter planned animation fades in its own duration.
    public static let crossFadeDuration = 0.15

    /// What to run instead of an animation of `duration` seconds (above 0, at most 60) through `curve`.
    public func resolve(duration: Double, curve: any TimingFunction) throws(MotionError) -> ResolvedMotion {
        try MotionLimits.validateDuration(duration)
        let reduced: Bool, fade: Bool
        switch self {
        case let .followSystem(enabled): (reduced, fade) = (enabled, true)
        case .always: (reduced, fade) = (false, false)
        case let .never(crossFade): (reduced, fade) = (true, crossFade)
        }
        if !reduced { return ResolvedMotion(kind: .asPlanned, duration: duration, curve: curve) }
        if fade {
            return ResolvedMotion(
                kind: .crossFade, duration: min(duration, Self.crossFadeDuration), curve: TimingCurve.easeInOut)
        }
        return ResolvedMotion(kind: .instantSwap, duration: 0, curve: TimingCurve.linear)
    }

    /// "follow system (Reduce Motion on)", "always", "never (cross-fade)", "never (instant swap)".
    public var description: String {
        switch self {
        case let .followSystem(enabled): "follow system (Reduce Motion \(enabled ? "on" : "off"))"
        case .always: "always"
        case let .never(crossFade): crossFade ? "never (cross-fade)" : "never (instant swap)"
        }
    }
}

/// The animation that actually runs after the Reduce Motion policy is applied.
public struct ResolvedMotion: Sendable, CustomStringConvertible {
    /// The three outcomes.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The planned motion, unchanged.
        case asPlanned
        /// A cross-fade from the start state to the end state (opacity only, no movement or scaling).
        case crossFade
        /// The end state shown at once: duration 0, a single frame.
        case instantSwap
    }

    /// What runs.
    public let kind: Kind
    /// Its length in seconds: the planned duration, the cross-fade's (at most 0.15 s), or 0.
    public let duration: Double
    /// The timing: the planned curve, ease-in-out for a cross-fade, linear (unused) for a swap.
    public let curve: any TimingFunction

    /// The frames at `rate`: the timeline's, or for an instant swap one frame at time 0 with progress 1.
    public func frames(rate: FrameRate = .hz60) throws(MotionError) -> [Frame] {
        if kind == .instantSwap { return [Frame(index: 0, time: 0, progress: 1, eased: 1)] }
        return try Timeline(duration: duration, rate: rate, curve: curve).frames
    }

    /// "cross-fade 0.15 s (easeInOut)".
    public var description: String {
        switch kind {
        case .asPlanned: "as planned \(formatSeconds(duration)) (\(curve))"
        case .crossFade: "cross-fade \(formatSeconds(duration)) (\(curve))"
        case .instantSwap: "instant swap"
        }
    }

    private func formatSeconds(_ seconds: Double) -> String { "\(formatNumber(seconds)) s" }
}
