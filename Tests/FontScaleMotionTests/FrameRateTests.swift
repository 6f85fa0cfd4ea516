import FontScaleMotion
import Testing

@Suite struct FrameRateTests {
    @Test func frameCountsAtDisplayRates() {
        // A 0.25 s animation: 15 intervals at 60 Hz (16 frames), 30 at 120 Hz, whatever 0.25 * 60 rounds to.
        #expect(FrameRate.hz60.frameTimes(duration: 0.25).count == 16)
        #expect(FrameRate.hz120.frameTimes(duration: 0.25).count == 31)
        // 1/3 s at 60 Hz is 20 intervals; 0.35 s is 21 (the last one short).
        #expect(FrameRate.hz60.intervals(in: 1.0 / 3.0) == 20)
        #expect(FrameRate.hz60.intervals(in: 0.35) == 21)
    }

    @Test func lastFrameIsExactlyTheDuration() {
        for duration in [0.1, 0.2, 0.3, 0.35, 0.7, 1.1] {
            let times = FrameRate.hz120.frameTimes(duration: duration)
            #expect(times.first == 0)
            #expect(times.last == duration)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        }
    }

    @Test func rejectsAbsurdRates() {
        #expect(FrameRate(hertz: 0) == nil)
        #expect(FrameRate(hertz: 1000) == nil)
        #expect(FrameRate.hz60.frameTimes(duration: 0) == [0])
        #expect(FrameRate.hz60.frameTimes(duration: .nan) == [0])
    }
}
