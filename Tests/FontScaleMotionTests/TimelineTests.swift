import FontScaleMotion
import Testing

@Suite struct TimelineTests {
    @Test func linearTimelineAt60Hz() throws {
        // 0.25 s at 60 Hz: 15 intervals, 16 frames; frame 3 is at 3/60 = 0.05 s, progress 0.05 / 0.25 = 0.2.
        let timeline = try Timeline(duration: 0.25, rate: .hz60, curve: TimingCurve.linear)
        #expect(timeline.frames.count == 16)
        #expect(timeline.frames.first == Frame(index: 0, time: 0, progress: 0, eased: 0))
        #expect(timeline.frames.last == Frame(index: 15, time: 0.25, progress: 1, eased: 1))
        #expect(abs(timeline.frames[3].progress - 0.2) < 1e-15)
        #expect(timeline.frames.allSatisfy { $0.eased == $0.progress })
    }

    @Test func easedTimelineAt120Hz() throws {
        // 1 s at 120 Hz: 121 frames; frame 60 is at 0.5 s, where easeInOut is exactly 0.5, and
        // frame 30 at 0.25 s, where it is 0.12916193104731982 (TimingCurveTests).
        let timeline = try Timeline(duration: 1, rate: .hz120, curve: TimingCurve.easeInOut)
        #expect(timeline.frames.count == 121)
        #expect(timeline.frames[60].time == 0.5)
        #expect(timeline.frames[60].eased == 0.5)
        #expect(abs(timeline.frames[30].eased - 0.12916193104731982) < 1e-12)
        #expect(timeline.frames.last?.eased == 1)
    }

    @Test func lastFrameIsExactlyTheDurationAndOne() throws {
        for duration in [0.1, 0.3, 0.35, 0.7, 1.1, 60] {
            let frames = try Timeline(duration: duration, rate: .hz120, curve: TimingCurve.default).frames
            #expect(frames.last?.time == duration)
            #expect(frames.last?.progress == 1)
            #expect(frames.last?.eased == 1)
        }
    }

    @Test(arguments: [
        (0.0, "duration: expected a duration above 0 and at most 60 seconds, instead saw 0"),
        (-1.0, "duration: expected a duration above 0 and at most 60 seconds, instead saw -1"),
        (60.5, "duration: expected a duration above 0 and at most 60 seconds, instead saw 60.5"),
        (Double.nan, "duration: expected a duration above 0 and at most 60 seconds, instead saw nan"),
        (Double.infinity, "duration: expected a duration above 0 and at most 60 seconds, instead saw inf"),
    ])
    func rejectsBadDurations(duration: Double, message: String) {
        #expect {
            _ = try Timeline(duration: duration)
        } throws: { error in
            "\(error)" == message
        }
    }
}
