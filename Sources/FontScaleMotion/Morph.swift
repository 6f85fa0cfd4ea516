import FontScale
import FontScaleMetrics
import Foundation

/// Where one character of a laid-out line sits: its left edge and advance, in points.
///
/// The measuring layer gives one per character (`GraphemeBox` in FontScaleFonts: its `x` and
/// `advance`); this module takes plain numbers and never sees a font.
public struct CharacterBox: Hashable, Sendable, Codable {
    /// The left edge from the line's start, in points.
    public let x: Double
    /// The advance in points.
    public let advance: Double

    /// Creates a box.
    public init(x: Double, advance: Double) {
        self.x = x
        self.advance = advance
    }
}

/// The timing of a text morph: durations at full change, stagger, curves and the roll distance.
///
/// The position duration and the stagger are scaled by the diff's `changeFactor`
/// (max(0.3, change ratio)): a one-letter edit moves quickly with little cascade, a whole new
/// word gets the full values. The fade is not scaled: it stays quick so a character appears
/// or vanishes early while its position keeps moving.
public struct MorphStyle: Sendable {
    /// Seconds a character takes to move at full change (scaled by the change factor); default 0.5.
    public var duration: Double
    /// Seconds between the starts of successive entering characters at full change (scaled by the change factor);
    /// default 0.03.
    public var stagger: Double
    /// Seconds an opacity fade takes, unscaled; default 0.15.
    public var fadeDuration: Double
    /// The timing function of the position motion; default `TimingCurve.easeInOut` (a spring fits too).
    public var curve: any TimingFunction
    /// The timing function of the fades; default `TimingCurve.easeOut` (fast start).
    public var fadeCurve: any TimingFunction
    /// How far, in points, a replace-mode character rolls vertically; default 20 (about a line of 17 pt text).
    public var rollDistance: Double

    /// A style; every argument has the default given on its property.
    public init(
        duration: Double = 0.5, stagger: Double = 0.03, fadeDuration: Double = 0.15,
        curve: any TimingFunction = TimingCurve.easeInOut, fadeCurve: any TimingFunction = TimingCurve.easeOut,
        rollDistance: Double = 20
    ) {
        self.duration = duration
        self.stagger = stagger
        self.fadeDuration = fadeDuration
        self.curve = curve
        self.fadeCurve = fadeCurve
        self.rollDistance = rollDistance
    }

    /// Checks every number: durations above 0 and at most 60 s, stagger and roll distance finite and not negative.
    func validate() throws(MotionError) {
        try MotionLimits.validateDuration(duration, name: "duration")
        try MotionLimits.validateDuration(fadeDuration, name: "fade duration")
        guard stagger.isFinite, stagger >= 0, stagger <= MotionLimits.maximumDuration else {
            throw MotionError.invalid(
                "stagger", stagger,
                expected: "a delay between characters from 0 to \(Int(MotionLimits.maximumDuration)) seconds")
        }
        guard rollDistance.isFinite, rollDistance >= 0 else {
            throw MotionError.invalid("roll distance", rollDistance, expected: "a finite distance of 0 points or more")
        }
    }
}

/// One character's motion in a morph: where it starts and ends, its opacities and its delays.
///
/// Positions are the character's left edge (`x`) and a vertical offset from its line (`y`,
/// down positive as in UIKit; only replace-mode rolling moves it).
public struct MorphTrack: Hashable, Sendable {
    /// Whether the character persists, exits or enters, with its indices.
    public let fate: CharacterFate
    /// The character drawn.
    public let character: Character
    /// The position at the start of its motion.
    public let from: Point2D
    /// The position at the end of its motion.
    public let to: Point2D
    /// The opacity at the start: 1 for persistent and exiting characters, 0 for entering ones.
    public let fromOpacity: Double
    /// The opacity at the end: 1 for persistent and entering characters, 0 for exiting ones.
    public let toOpacity: Double
    /// Seconds before the position starts moving.
    public let moveDelay: Double
    /// Seconds before the opacity starts fading.
    public let fadeDelay: Double
    /// The persistent character this one follows (an old index for exiting, a new index for entering), if any.
    public let anchor: Int?
}

/// Where a character is drawn in one frame and how opaque it is.
public struct CharacterState: Hashable, Sendable {
    /// The left edge in points.
    public let x: Double
    /// The vertical offset from the line in points (down positive).
    public let y: Double
    /// The opacity, 0 (invisible) to 1.
    public let opacity: Double

    /// Creates a state.
    public init(x: Double, y: Double, opacity: Double) {
        self.x = x
        self.y = y
        self.opacity = opacity
    }
}

/// One sampled frame of a morph: every track's state at that time.
public struct MorphFrame: Hashable, Sendable {
    /// The frame's number, 0 for the first.
    public let index: Int
    /// Seconds since the morph started; the last frame's is exactly the morph's duration.
    public let time: Double
    /// One state per track, in the order of `TextMorph.tracks`.
    public let characters: [CharacterState]
}

/// A label's text change planned character by character from a diff and both texts' layouts.
///
/// Tracks come in a fixed order: the old text's characters in old order (persistent and
/// exiting), then the entering characters in new order. The rules:
/// - A persistent character moves from its old x to its new x through `curve`, starting at once,
///   over `moveDuration` (the style's duration x the change factor); it stays opaque.
/// - An exiting character (morph mode) anchors to its nearest persistent neighbour in the old
///   text (by index distance; on a tie, the one before it) and follows that neighbour's motion,
///   keeping its distance, while it fades out from the start over `fadeDuration`.
/// - An entering character (morph mode) anchors to its nearest persistent neighbour in the new
///   text (same rule) and starts offset by that neighbour's displacement reversed: at
///   new x - (neighbour's new x - neighbour's old x), where it sits beside the neighbour's old
///   place, so it rides in with the neighbour. The k-th entering character (k from 0) starts
///   moving and fading in after k x `staggerStep` seconds (the style's stagger x the change factor).
/// - Without any persistent character, exiting and entering characters stay at their own x.
/// - Replace mode: every old character exits and every new one enters at its own x; the
///   character in slot i (its index) starts after i x `staggerStep`; rolling up moves exits from
///   y 0 to -rollDistance and entries from +rollDistance to 0, rolling down the opposite, none not at all.
/// The morph lasts until the last motion or fade ends; the first frame shows the old layout
/// (entering characters at opacity 0) and the last exactly the new one (exiting ones at 0).
public struct TextMorph: Sendable {
    /// The diff the morph animates.
    public let diff: TextDiff
    /// The timing used.
    public let style: MorphStyle
    /// The rate the frames are sampled at.
    public let rate: FrameRate
    /// One track per character shown during the morph.
    public let tracks: [MorphTrack]
    /// Seconds a position motion takes: the style's duration x the change factor.
    public let moveDuration: Double
    /// Seconds between successive staggered starts: the style's stagger x the change factor.
    public let staggerStep: Double
    /// Seconds from the start until every motion and fade has ended.
    public let duration: Double
    /// The frames from 0 to `duration` inclusive, one per refresh.
    public let frames: [MorphFrame]

    /// Plans the change from `old` to `new` laid out as `oldLayout` and `newLayout` (one box per character).
    public init(
        from old: String, to new: String, mode: MorphMode = .morph,
        oldLayout: [CharacterBox], newLayout: [CharacterBox],
        oldGroups: [Range<Int>] = [], newGroups: [Range<Int>] = [],
        style: MorphStyle = MorphStyle(), rate: FrameRate = .hz60
    ) throws(MotionError) {
        let diff = try TextDiff(from: old, to: new, mode: mode, oldGroups: oldGroups, newGroups: newGroups)
        try self.init(diff: diff, oldLayout: oldLayout, newLayout: newLayout, style: style, rate: rate)
    }

    /// Plans the change `diff` describes, with the old and new texts laid out as `oldLayout` and `newLayout`.
    ///
    /// Throws when a layout's count differs from its text's character count, a box is not
    /// finite or has a negative advance, a style number is out of range, or the whole morph
    /// would last more than 60 s.
    public init(
        diff: TextDiff, oldLayout: [CharacterBox], newLayout: [CharacterBox], style: MorphStyle = MorphStyle(),
        rate: FrameRate = .hz60
    ) throws(MotionError) {
        try style.validate()
        try Self.validate(oldLayout, count: diff.oldCharacters.count, name: "old layout")
        try Self.validate(newLayout, count: diff.newCharacters.count, name: "new layout")
        let factor = diff.changeFactor
        let moveDuration = style.duration * factor
        let step = style.stagger * factor
        var tracks: [MorphTrack] = []

        if diff.mode == .replace {
            let roll: Double =
                switch diff.rolling {
                case .up: -style.rollDistance
                case .down: style.rollDistance
                case .none: 0
                }
            for (index, box) in oldLayout.enumerated() {
                let delay = Double(index) * step
                tracks.append(
                    MorphTrack(
                        fate: .exiting(old: index), character: diff.oldCharacters[index],
                        from: Point2D(x: box.x, y: 0), to: Point2D(x: box.x, y: roll), fromOpacity: 1, toOpacity: 0,
                        moveDelay: delay, fadeDelay: delay, anchor: nil))
            }
            for (index, box) in newLayout.enumerated() {
                let delay = Double(index) * step
                tracks.append(
                    MorphTrack(
                        fate: .entering(new: index), character: diff.newCharacters[index],
                        from: Point2D(x: box.x, y: -roll), to: Point2D(x: box.x, y: 0), fromOpacity: 0, toOpacity: 1,
                        moveDelay: delay, fadeDelay: delay, anchor: nil))
            }
        } else {
            let newIndexOfOld = Dictionary(uniqueKeysWithValues: diff.persistent.map { ($0.old, $0.new) })
            let oldIndexOfNew = Dictionary(uniqueKeysWithValues: diff.persistent.map { ($0.new, $0.old) })
            /// How far the persistent character with old index `old` and new index `new` moves.
            func displacement(old: Int, new: Int) -> Double { newLayout[new].x - oldLayout[old].x }
            let oldAnchors = diff.persistent.map(\.old), newAnchors = diff.persistent.map(\.new)
            for (index, box) in oldLayout.enumerated() {
                let character = diff.oldCharacters[index]
                if let new = newIndexOfOld[index] {
                    tracks.append(
                        MorphTrack(
                            fate: .persistent(old: index, new: new), character: character,
                            from: Point2D(x: box.x, y: 0), to: Point2D(x: newLayout[new].x, y: 0),
                            fromOpacity: 1, toOpacity: 1, moveDelay: 0, fadeDelay: 0, anchor: nil))
                } else {
                    let anchor = Self.nearest(to: index, among: oldAnchors)
                    let shift = anchor.map { displacement(old: $0, new: newIndexOfOld[$0]!) } ?? 0
                    tracks.append(
                        MorphTrack(
                            fate: .exiting(old: index), character: character,
                            from: Point2D(x: box.x, y: 0), to: Point2D(x: box.x + shift, y: 0),
                            fromOpacity: 1, toOpacity: 0, moveDelay: 0, fadeDelay: 0, anchor: anchor))
                }
            }
            for (rank, index) in diff.entering.enumerated() {
                let box = newLayout[index]
                let anchor = Self.nearest(to: index, among: newAnchors)
                let shift = anchor.map { displacement(old: oldIndexOfNew[$0]!, new: $0) } ?? 0
                let delay = Double(rank) * step
                tracks.append(
                    MorphTrack(
                        fate: .entering(new: index), character: diff.newCharacters[index],
                        from: Point2D(x: box.x - shift, y: 0), to: Point2D(x: box.x, y: 0),
                        fromOpacity: 0, toOpacity: 1, moveDelay: delay, fadeDelay: delay, anchor: anchor))
            }
        }

        var duration = max(moveDuration, style.fadeDuration)
        for track in tracks {
            duration = max(duration, track.moveDelay + moveDuration, track.fadeDelay + style.fadeDuration)
        }
        guard duration <= MotionLimits.maximumDuration else {
            throw MotionError.invalid(
                "morph duration", duration,
                expected: """
                    a morph of at most \(Int(MotionLimits.maximumDuration)) seconds \
                    (shorten the duration or the stagger)
                    """
            )
        }
        self.diff = diff
        self.style = style
        self.rate = rate
        self.tracks = tracks
        self.moveDuration = moveDuration
        staggerStep = step
        self.duration = duration
        frames = rate.frameTimes(duration: duration).enumerated().map { index, time in
            MorphFrame(
                index: index, time: time,
                characters: tracks.map {
                    Self.state(of: $0, at: time, moveDuration: moveDuration, style: style)
                })
        }
    }

    /// The state of `tracks[index]` at `time` seconds from the start (before 0 as at 0, after the end as at the end).
    public func state(ofTrack index: Int, at time: Double) -> CharacterState {
        Self.state(of: tracks[index], at: time, moveDuration: moveDuration, style: style)
    }

    /// A track's state: position eased through the style's curve, opacity through its fade curve.
    static func state(of track: MorphTrack, at time: Double, moveDuration: Double, style: MorphStyle) -> CharacterState
    {
        let moved = style.curve.value(at: progress(time, delay: track.moveDelay, length: moveDuration))
        let faded = style.fadeCurve.value(at: progress(time, delay: track.fadeDelay, length: style.fadeDuration))
        return CharacterState(
            x: mix(track.from.x, track.to.x, moved), y: mix(track.from.y, track.to.y, moved),
            opacity: mix(track.fromOpacity, track.toOpacity, faded))
    }

    /// The linear progress of a motion of `length` seconds starting after `delay`: exactly 0 before, 1 after.
    static func progress(_ time: Double, delay: Double, length: Double) -> Double {
        if time <= delay { return 0 }
        if time >= delay + length { return 1 }
        return (time - delay) / length
    }

    /// `a` at 0, `b` at 1, exactly at both ends.
    static func mix(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
        (1 - fraction) * a + fraction * b
    }

    /// The element of the increasing `anchors` nearest to `index`; on a tie the smaller; nil when empty.
    static func nearest(to index: Int, among anchors: [Int]) -> Int? {
        var best: Int?
        for anchor in anchors where best == nil || abs(anchor - index) < abs(best! - index) {
            best = anchor
        }
        return best
    }

    /// Checks a layout's count and numbers.
    static func validate(_ layout: [CharacterBox], count: Int, name: String) throws(MotionError) {
        guard layout.count == count else {
            throw .invalidValue(
                InvalidValueError(
                    name: name, value: "\(layout.count) box\(layout.count == 1 ? "" : "es")",
                    expected: "one box per character of the text (\(count))"))
        }
        for (index, box) in layout.enumerated() {
            guard box.x.isFinite else {
                throw MotionError.invalid("\(name) box \(index) x", box.x, expected: "a finite position in points")
            }
            guard box.advance.isFinite, box.advance >= 0 else {
                throw MotionError.invalid(
                    "\(name) box \(index) advance", box.advance, expected: "a finite advance of 0 points or more")
            }
        }
    }
}
