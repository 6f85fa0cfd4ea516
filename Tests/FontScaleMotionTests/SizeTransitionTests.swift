import FontScaleMotion
import Testing

/// A label at 17 pt measuring 100 x 20 (baseline 16) grows to 250 x 48 (baseline 38): the width
/// ratio 250 / 100 = 2.5 and the height ratio 48 / 20 = 2.4 differ on purpose.
@Suite struct SizeTransitionTests {
    static let small = TextBox(width: 100, height: 20, baseline: 16)
    static let large = TextBox(width: 250, height: 48, baseline: 38)

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 }
    static func close(_ a: Scale2D?, _ x: Double, _ y: Double) -> Bool {
        guard let a else { return false }
        return close(a.x, x) && close(a.y, y)
    }
    static func plan(
        _ strategy: SizeTransitionStrategy, curve: TimingCurve = .easeInOut,
        anchor: TransitionAnchor = .leadingBaseline
    ) throws -> SizeTransitionPlan {
        try SizeTransitionPlan(
            from: small, to: large, strategy: strategy, duration: 1, rate: .hz60, curve: curve, anchor: anchor)
    }

    @Test func naiveScalesTheSourceByTheRatio() throws {
        let plan = try Self.plan(.naive)
        #expect(plan.ratio == Scale2D(x: 2.5, y: 2.4))
        #expect(plan.layers.map(\.font) == [.source])
        #expect(plan.layers[0].bounds == Self.small)
        #expect(plan.layers[0].startScale == .identity)
        #expect(plan.layers[0].endScale == Scale2D(x: 2.5, y: 2.4))
        #expect(plan.swapTime == nil)
        // 61 frames; frame 30 is at 0.5 s where easeInOut is exactly 0.5:
        // x = 1 + (2.5 - 1) x 0.5 = 1.75, y = 1 + (2.4 - 1) x 0.5 = 1.7.
        #expect(plan.keyframes.count == 61)
        #expect(plan.keyframes[30].frame.eased == 0.5)
        #expect(Self.close(plan.keyframes[30].layer(.source)?.scale, 1.75, 1.7))
        #expect(plan.keyframes.allSatisfy { $0.layer(.source)?.opacity == 1 })
        #expect(plan.keyframes.last?.layer(.source)?.scale == Scale2D(x: 2.5, y: 2.4))
    }

    @Test func naiveMidpointFollowsTheCurve() throws {
        // Core Animation's default curve at progress 0.5 is 0.802403387584857 (TimingCurveTests):
        // x = 1 + 1.5 x 0.802403387584857 = 2.2036050813772855, y = 1 + 1.4 x 0.802403387584857 = 2.1233647426187998.
        let plan = try Self.plan(.naive, curve: .default)
        let middle = try #require(plan.keyframes[30].layer(.source))
        #expect(abs(middle.scale.x - 2.2036050813772855) < 1e-11)
        #expect(abs(middle.scale.y - 2.1233647426187998) < 1e-11)
    }

    @Test func growStartsWithTheTargetScaledDown() throws {
        let plan = try Self.plan(.grow)
        #expect(plan.layers.map(\.font) == [.target])
        #expect(plan.layers[0].bounds == Self.large)
        // from / to: 100 / 250 = 0.4 and 20 / 48 = 5/12.
        #expect(Self.close(plan.layers[0].startScale, 0.4, 5.0 / 12.0))
        #expect(plan.layers[0].endScale == .identity)
        #expect(plan.swapTime == 0)
        // Midpoint: x = 0.4 + 0.6 x 0.5 = 0.7, y = 5/12 + 7/12 x 0.5 = 17/24.
        #expect(Self.close(plan.keyframes[30].layer(.target)?.scale, 0.7, 17.0 / 24.0))
        #expect(plan.keyframes.last?.layer(.target)?.scale == .identity)
    }

    @Test func shrinkSwapsTheTargetInAtTheEnd() throws {
        // Shrinking: from the large label to the small one; ratio 100 / 250 = 0.4, 20 / 48 = 5/12.
        let plan = try SizeTransitionPlan(from: Self.large, to: Self.small, strategy: .shrink, duration: 0.5)
        #expect(plan.layers.map(\.font) == [.source, .target])
        #expect(plan.layers[0].bounds == Self.large)
        #expect(plan.layers[1].bounds == Self.small)
        #expect(Self.close(plan.layers[0].endScale, 0.4, 5.0 / 12.0))
        #expect(plan.layers[1].startScale == .identity && plan.layers[1].endScale == .identity)
        #expect(plan.swapTime == 0.5)
        // The source shows until the last frame; at 0.5 s the target takes its place.
        let beforeLast = plan.keyframes.dropLast()
        #expect(beforeLast.allSatisfy { $0.layer(.source)?.opacity == 1 && $0.layer(.target)?.opacity == 0 })
        #expect(plan.keyframes.last?.layer(.source)?.opacity == 0)
        #expect(plan.keyframes.last?.layer(.target)?.opacity == 1)
        #expect(plan.keyframes.last?.frame.time == 0.5)
    }

    @Test func crossFadeCrossesAtTheWindowsMiddle() throws {
        let plan = try Self.plan(.crossFade(window: 0.25...0.75))
        #expect(plan.layers.map(\.font) == [.source, .target])
        #expect(plan.fadeWindow == 0.25...0.75)
        #expect(plan.swapTime == nil)
        #expect(Self.close(plan.layers[0].endScale, 2.5, 2.4))
        #expect(Self.close(plan.layers[1].startScale, 0.4, 5.0 / 12.0))
        func opacities(_ index: Int) -> (Double?, Double?) {
            (plan.keyframes[index].layer(.source)?.opacity, plan.keyframes[index].layer(.target)?.opacity)
        }
        // Before the window (frame 6, 0.1 s) and at its start (frame 15, 0.25 s): source only.
        #expect(opacities(6) == (1, 0))
        #expect(opacities(15) == (1, 0))
        // Frame 20 at 1/3 s: (1/3 - 1/4) / (1/2) = 1/6 of the fade.
        #expect(Self.close(opacities(20).1 ?? -1, 1.0 / 6.0))
        // The middle (frame 30, 0.5 s): both at exactly one half.
        #expect(opacities(30) == (0.5, 0.5))
        // The window's end (frame 45, 0.75 s) and after: target only.
        #expect(opacities(45) == (0, 1))
        #expect(opacities(60) == (0, 1))
        // Both layers reach the other's size together: at the midpoint the source is at
        // (1.75, 1.7) and the target at (0.7, 17/24); 1.75 x 100 = 0.7 x 250 = 175 points wide.
        #expect(Self.close(plan.keyframes[30].layer(.source)?.scale, 1.75, 1.7))
        #expect(Self.close(plan.keyframes[30].layer(.target)?.scale, 0.7, 17.0 / 24.0))
    }

    @Test func leadingBaselineAnchorKeepsTheBaselinesTogether() throws {
        let plan = try Self.plan(.shrink)
        let (source, target) = (plan.layers[0], plan.layers[1])
        // Unit anchors: (0, 16/20) = (0, 0.8) and (0, 38/48); in points (0, 16) and (0, 38).
        #expect(source.anchorPoint == Point2D(x: 0, y: 0.8))
        #expect(target.anchorPoint == Point2D(x: 0, y: 38.0 / 48.0))
        #expect(source.anchorOffset == Point2D(x: 0, y: 16))
        // Both anchored at (10, 50): the source's frame starts at (10, 34), the target's at (10, 12);
        // both baselines are at y = 50 (34 + 16 = 12 + 38).
        let anchor = Point2D(x: 10, y: 50)
        #expect(source.origin(anchoredAt: anchor) == Point2D(x: 10, y: 34))
        #expect(target.origin(anchoredAt: anchor) == Point2D(x: 10, y: 12))
    }

    @Test func centreAnchorJumpsAtTheSwap() throws {
        // About the centre, the scaled source's baseline sits (16 - 10) x 2.4 = 14.4 points below
        // the anchor, the target's 38 - 24 = 14: a 0.4 point jump at the swap.
        let plan = try Self.plan(.shrink, anchor: .center)
        let (source, target) = (plan.layers[0], plan.layers[1])
        #expect(source.anchorPoint == Point2D(x: 0.5, y: 0.5))
        #expect(target.anchorOffset == Point2D(x: 125, y: 24))
        let sourceBaseline = (source.bounds.baseline - source.anchorOffset.y) * source.endScale.y
        let targetBaseline = target.bounds.baseline - target.anchorOffset.y
        #expect(Self.close(sourceBaseline - targetBaseline, 0.4))
    }

    @Test(arguments: [
        (
            small, small, SizeTransitionStrategy.naive, 1.0,
            "to: expected a size different from the start's, instead saw 100 x 20 (baseline 16) at both ends"
        ),
        (
            TextBox(width: 0, height: 20, baseline: 16), large, .grow, 1.0,
            "from width: expected a finite size above 0 points, instead saw 0"
        ),
        (
            small, TextBox(width: 250, height: -48, baseline: 0), .grow, 1.0,
            "to height: expected a finite size above 0 points, instead saw -48"
        ),
        (
            small, TextBox(width: .infinity, height: 48, baseline: 38), .grow, 1.0,
            "to width: expected a finite size above 0 points, instead saw inf"
        ),
        (
            TextBox(width: 100, height: .nan, baseline: 16), large, .grow, 1.0,
            "from height: expected a finite size above 0 points, instead saw nan"
        ),
        (
            TextBox(width: 100, height: 20, baseline: 30), large, .grow, 1.0,
            "from baseline: expected a baseline from 0 to the height (20 points), instead saw 30"
        ),
        (small, large, .shrink, 0.0, "duration: expected a duration above 0 and at most 60 seconds, instead saw 0"),
        (
            small, large, .shrink, -0.25,
            "duration: expected a duration above 0 and at most 60 seconds, instead saw -0.25"
        ),
        (small, large, .shrink, 120.0, "duration: expected a duration above 0 and at most 60 seconds, instead saw 120"),
        (
            small, large, .crossFade(window: 0.5...1.5), 1.0,
            """
            cross-fade window: expected a window within 0...1 of the duration, its start before its end, instead saw 1.5
            """
        ),
        (
            small, large, .crossFade(window: 0.5...0.5), 1.0,
            """
            cross-fade window: expected a window within 0...1 of the duration, its start before its end, instead saw 0.5
            """
        ),
    ])
    func rejectsBadInputs(
        from: TextBox, to: TextBox, strategy: SizeTransitionStrategy, duration: Double, message: String
    ) {
        #expect {
            _ = try SizeTransitionPlan(from: from, to: to, strategy: strategy, duration: duration)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func sameSizeWithAnotherBaselineIsStillTheSameSize() {
        // Only width and height are scaled: a different baseline alone gives nothing to animate.
        #expect(throws: MotionError.sameSizes(TextBox(width: 100, height: 20, baseline: 15))) {
            try SizeTransitionPlan(
                from: Self.small, to: TextBox(width: 100, height: 20, baseline: 15), strategy: .grow, duration: 1)
        }
    }
}
