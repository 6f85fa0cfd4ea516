import FontScaleMotion
import Testing

@Suite struct ReduceMotionTests {
    @Test(arguments: [
        // (policy, planned duration, kind, duration that runs)
        (ReduceMotionPolicy.followSystem(isReduceMotionEnabled: false), 0.4, ResolvedMotion.Kind.asPlanned, 0.4),
        (.followSystem(isReduceMotionEnabled: true), 0.4, .crossFade, 0.15),
        (.followSystem(isReduceMotionEnabled: true), 0.1, .crossFade, 0.1),  // never longer than planned
        (.always, 0.4, .asPlanned, 0.4),
        (.never(crossFade: true), 0.4, .crossFade, 0.15),
        (.never(crossFade: false), 0.4, .instantSwap, 0),
    ])
    func outcomes(policy: ReduceMotionPolicy, planned: Double, kind: ResolvedMotion.Kind, duration: Double) throws {
        let resolved = try policy.resolve(duration: planned, curve: Spring.bouncy)
        #expect(resolved.kind == kind)
        #expect(resolved.duration == duration)
    }

    @Test func framesOfEachOutcome() throws {
        let planned = try ReduceMotionPolicy.always.resolve(duration: 0.5, curve: TimingCurve.easeOut)
        #expect("\(planned.curve)" == "easeOut")
        #expect(try planned.frames().count == 31)  // 0.5 s at 60 Hz
        let fade = try ReduceMotionPolicy.never(crossFade: true).resolve(duration: 0.5, curve: Spring.bouncy)
        #expect("\(fade)" == "cross-fade 0.15 s (easeInOut)")
        #expect(try fade.frames().count == 10)  // 0.15 s at 60 Hz: 9 intervals
        let swap = try ReduceMotionPolicy.never(crossFade: false).resolve(duration: 0.5, curve: Spring.bouncy)
        #expect(try swap.frames() == [Frame(index: 0, time: 0, progress: 1, eased: 1)])
        #expect("\(swap)" == "instant swap")
    }

    @Test func rejectsABadDuration() {
        let error = #expect(throws: MotionError.self) {
            try ReduceMotionPolicy.always.resolve(duration: -1, curve: TimingCurve.linear)
        }
        #expect(error?.description == "duration: expected a duration above 0 and at most 60 seconds, instead saw -1")
    }
}
