/// A display refresh rate that animation frames are sampled at (60 Hz, 120 Hz ProMotion).
public struct FrameRate: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Frames per second.
    public let hertz: Int

    /// A rate of `hertz` frames per second (1...240).
    public init?(hertz: Int) {
        guard (1...240).contains(hertz) else { return nil }
        self.hertz = hertz
    }

    /// 60 Hz, every iPhone.
    public static let hz60 = FrameRate(hertz: 60)!
    /// 120 Hz, ProMotion displays.
    public static let hz120 = FrameRate(hertz: 120)!

    /// The time between frames in seconds.
    public var frameDuration: Double { 1 / Double(hertz) }

    /// The number of frame intervals an animation of `duration` seconds spans, rounded up
    /// (a 0.25 s animation at 60 Hz spans 15 intervals, so 16 frames from start to end), at least 1.
    public func intervals(in duration: Double) -> Int {
        guard duration.isFinite, duration > 0 else { return 0 }
        // Tolerate float error: 0.25 * 60 = 15.000000000000002 is 15 intervals, not 16.
        let exact = duration * Double(hertz)
        let nearest = exact.rounded()
        // At least one interval: any animation has a first and a last frame.
        return max(1, abs(exact - nearest) < 1e-9 ? Int(nearest) : Int(exact.rounded(.up)))
    }

    /// The sample times from 0 to `duration` inclusive, one per frame; the last is exactly `duration`.
    public func frameTimes(duration: Double) -> [Double] {
        let count = intervals(in: duration)
        guard count > 0 else { return [0] }
        return (0...count).map { $0 == count ? duration : Double($0) / Double(hertz) }
    }

    /// "60 Hz".
    public var description: String { "\(hertz) Hz" }
}
