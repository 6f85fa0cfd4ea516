/// One sampled frame of an animation.
public struct Frame: Hashable, Sendable, Codable {
    /// The frame's number, 0 for the first.
    public let index: Int
    /// Seconds since the animation started; the last frame's is exactly the duration.
    public let time: Double
    /// The share of the duration elapsed (time / duration): exactly 0 first and 1 last.
    public let progress: Double
    /// The timing function's value at `progress`: exactly 0 first and 1 last.
    public let eased: Double

    /// Creates a frame.
    public init(index: Int, time: Double, progress: Double, eased: Double) {
        self.index = index
        self.time = time
        self.progress = progress
        self.eased = eased
    }
}

/// An animation of a given duration sampled at a display's frame rate through a timing function.
public struct Timeline: Sendable {
    /// The animation's length in seconds.
    public let duration: Double
    /// The rate the frames are sampled at.
    public let rate: FrameRate
    /// The timing function that eases the progress.
    public let curve: any TimingFunction
    /// The frames from 0 to `duration` inclusive, one per refresh (`FrameRate.frameTimes`).
    public let frames: [Frame]

    /// Samples an animation of `duration` seconds (above 0, at most 60) at `rate` through `curve`.
    public init(duration: Double, rate: FrameRate = .hz60, curve: any TimingFunction = TimingCurve.default)
        throws(MotionError)
    {
        try MotionLimits.validateDuration(duration)
        self.duration = duration
        self.rate = rate
        self.curve = curve
        let times = rate.frameTimes(duration: duration)
        let last = times.count - 1
        frames = times.enumerated().map { index, time in
            // Pin both ends so no float error leaks into the first or last frame.
            let progress = index == 0 ? 0 : index == last ? 1 : time / duration
            return Frame(
                index: index, time: time, progress: progress,
                eased: index == 0 ? 0 : index == last ? 1 : curve.value(at: progress))
        }
    }
}
