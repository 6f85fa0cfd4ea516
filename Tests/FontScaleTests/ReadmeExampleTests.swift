import FontScale
import FontScaleTestSupport
import Foundation
import Testing

/// The first Swift API example of docs/swift-api.md, line for line, with the values its comments promise; the
/// README's tour shows its first lines.
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

    /// Both documents show this example: docs/swift-api.md in full, the README's tour in part.
    @Test func documentsShowThisExample() throws {
        let shared = [
            "let scaler = Scaler()",
            "let body = try scaler.scale(TypeScale.hig(), style: .body, at: .category(.accessibility5))",
            "try scaler.scaledValue(17, style: .body, at: .category(.medium))",
        ]
        let full = [
            "var brand = TypeScale(sizes: [.largeTitle: 32, .body: 18, .caption1: 13])",
            "brand.styles[.body]?.maximum = .factor(2)",
            #"try ContentSizeCategory.parse("UICTContentSizeCategoryAccessibilityXXXL")"#,
            "AndroidNonlinear.convert(sp: 16, fontScale: 1.3).dp",
        ]
        for (document, lines) in [("README.md", shared), ("docs/swift-api.md", shared + full)] {
            let text = try String(contentsOf: Fixture.root.appendingPathComponent(document), encoding: .utf8)
            for line in lines { #expect(text.contains(line), "\(document): \(line)") }
        }
    }
}
