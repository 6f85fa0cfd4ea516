import FontScale
import Testing

/// The README's Swift API example, line for line, with the values its comments promise.
@Suite struct ReadmeExampleTests {
    @Test func apiExample() throws {
        let scaler = Scaler()
        let body = try scaler.scale(TypeScale.hig(), style: .body, at: .category(.accessibility5))
        #expect(body.pointSize == 48)
        #expect(body.leading == 62)
        #expect(abs(try scaler.scaledValue(17, style: .body, at: .category(.medium)) - 16.333) < 0.001)

        var brand = TypeScale(sizes: [.largeTitle: 32, .body: 18, .caption1: 13])
        brand.styles[.body]?.maximum = .factor(2)
        let capped = try scaler.scale(brand, style: .body, at: .category(.accessibility5))
        #expect(capped.pointSize == 36)
        #expect(capped.cap?.uncappedPointSize == 51)

        #expect(try HIG.metrics(.caption1, .xSmall).pointSize == 11)
        #expect(try ContentSizeCategory.parse("UICTContentSizeCategoryAccessibilityXXXL") == .accessibility5)
        #expect(abs(AndroidNonlinear.convert(sp: 16, fontScale: 1.3).dp - 20.2) < 1e-9)
    }
}
