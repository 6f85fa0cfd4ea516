import FontScale
import FontScaleMetrics
import Testing

@Suite struct ScalerTests {
    @Test func capsInPointsAndFactorsForStylesAndScales() throws {
        let scaler = Scaler()
        // A factor cap: at most twice the base size.
        let twice = try scaler.scale(
            StyleSpec(pointSize: 17, maximum: .factor(2)), style: .body, at: .category(.accessibility5))
        #expect(twice.pointSize == 34 && twice.cap?.bound == .maximum)
        // A minimum keeps Caption 1 legible at xSmall (10 -> 11).
        let legible = try scaler.scale(
            StyleSpec(pointSize: 12, minimum: .points(11)), style: .caption1, at: .category(.xSmall))
        #expect(legible.pointSize == 11 && legible.cap == AppliedCap(bound: .minimum, limit: 11, uncappedPointSize: 10))
        // A scale-wide maximum applies to every style; the tighter of two caps wins.
        var scale = TypeScale.hig(.iOS)
        scale.maximum = .points(44)
        scale.styles[.largeTitle]?.maximum = .points(50)
        let title = try scaler.scale(scale, style: .largeTitle, at: .category(.accessibility5))  // 34 x 1.7073 = 58
        #expect(title.pointSize == 44 && title.cap?.uncappedPointSize == 58)
        // Leading is capped as the size is: the HIG's Large ratio (41 pt lines for 34 pt) at 44 pt.
        #expect(abs(title.leading - scaler.pixelRound(41 * 44 / 34)) < 1e-9)
    }

    @Test func conflictingCapsAreErrors() {
        #expect(throws: ScaleError.conflictingCaps(style: .body, minimum: 30, maximum: 20)) {
            try Scaler().scale(
                StyleSpec(pointSize: 17, minimum: .points(30), maximum: .points(20)), style: .body,
                at: .category(.large))
        }
        var scale = TypeScale.hig(.iOS)
        scale.minimum = .points(30)
        scale.maximum = .points(20)
        #expect(throws: ScaleError.self) { try scale.validate() }
    }

    @Test func leadingTrackingAndWeight() throws {
        let spec = StyleSpec(pointSize: 17, leading: 24, tracking: 0.34)
        let scaled = try Scaler().scale(spec, style: .body, at: .category(.accessibility5))
        #expect(scaled.leading == Scaler().pixelRound(24 * 2.8183))
        #expect(abs(scaled.tracking - 0.34 * 48 / 17) < 1e-12)
        #expect(scaled.weight == .regular && !scaled.weightIsApproximate)
        let headline = try Scaler().scale(TypeScale.hig(.iOS), style: .headline, at: .category(.large))
        #expect(headline.weight == .semibold)
    }

    @Test func boldTextIsHeavierAndMarkedApproximate() throws {
        let scaler = Scaler(boldText: true)
        let body = try scaler.scale(TypeScale.hig(.iOS), style: .body, at: .category(.large))
        #expect(body.weight == .semibold && body.weightIsApproximate)
        let headline = try scaler.scale(TypeScale.hig(.iOS), style: .headline, at: .category(.large))
        #expect(headline.weight == .heavy)
    }

    @Test func androidModel() throws {
        let scaler = Scaler(model: .android)
        let scaled = try scaler.scale(StyleSpec(pointSize: 16, leading: 24), style: .body, at: .fontScale(1.3))
        #expect(abs(scaled.pointSize - 20.2) < 1e-9)
        #expect(abs(scaled.leading - 24 * 20.2 / 16) < 1e-9)  // line height stays proportional
        #expect(throws: ScaleError.targetMismatch(.android, .category(.large))) {
            try scaler.scale(StyleSpec(pointSize: 16), style: .body, at: .category(.large))
        }
        #expect(throws: ScaleError.targetMismatch(.uiFontMetrics, .fontScale(1.3))) {
            try Scaler().scale(StyleSpec(pointSize: 16), style: .body, at: .fontScale(1.3))
        }
    }

    @Test func otherPlatforms() throws {
        // watchOS: no device measurement; the HIG leading ratio (the mechanism measured on iOS).
        let watch = try Scaler(platform: .watchOS).scale(TypeScale.hig(.watchOS), style: .body, at: .category(.xSmall))
        #expect(watch.pointSize == 14 && watch.note.contains("derived"))  // 16 x 16.5/18.5 = 14.27
        // tvOS has no Dynamic Type: sizes stay put.
        #expect(
            try Scaler(platform: .tvOS).scale(TypeScale.hig(.tvOS), style: .body, at: .category(.accessibility5))
                .pointSize == 29)
        #expect(throws: ScaleError.metrics(.categoryNotOnPlatform(.medium, .watchOS))) {
            try Scaler(platform: .watchOS).scale(TypeScale.hig(.watchOS), style: .body, at: .category(.medium))
        }
    }

    @Test(arguments: [
        (0.0, "0"), (-1, "-1"), (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"), (4097, "4097"),
        (10_000, "10000"),
    ])
    func absurdSizesAreErrors(size: Double, seen: String) {
        #expect { try Scaler().scale(StyleSpec(pointSize: size), style: .body, at: .category(.large)) } throws: {
            error in
            guard case let .invalidValue(invalid) = error as? ScaleError else { return false }
            return invalid.description == "size: expected a point size above 0 and at most 4096, instead saw \(seen)"
        }
    }

    @Test func invalidDisplayScaleAndFontScale() {
        // A display scale is a type: 4 is no `DisplayScale`, so no scaler can be made with it.
        #expect(DisplayScale(rawValue: 4) == nil && DisplayScale(rawValue: 0) == nil)
        #expect(DisplayScale.allCases.map(\.rawValue) == [1, 2, 3])
        #expect(throws: ScaleError.self) {
            try Scaler(model: .android).scale(StyleSpec(pointSize: 17), style: .body, at: .fontScale(.nan))
        }
        #expect(throws: ScaleError.styleNotInScale(.callout, defined: [.body])) {
            try Scaler().scale(TypeScale(sizes: [.body: 17]), style: .callout, at: .category(.large))
        }
    }
}
