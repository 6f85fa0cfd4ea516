import FontScaleCheck
import FontScaleExport
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

@Suite(.serialized) struct GeneratedSwiftCompiles {
    @Test(
        .enabled(if: TestFonts.available), arguments: ["clean.yml", "violations.yml"], [ExportFormat.uikit, .swiftui])
    func examples(config: String, format: ExportFormat) throws {
        let source = try Examples.render(format, config)
        let errors = try StandIn.typecheck(source, name: "\(format)-\(config).swift")
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(arguments: [ExportFormat.uikit, .swiftui]) func trickyNames(format: ExportFormat) throws {
        let (config, model) = try ExportNamingTests.model()
        let errors = try StandIn.typecheck(
            Exporter.render(format, model: model, config: config, source: "tricky.yml"), name: "tricky-\(format).swift")
        #expect(errors.isEmpty, "\(errors)")
    }

    /// The stand-ins can fail: SwiftUI's text style is `.title`, not UIKit's `.title1`; a stored
    /// static UIFont dictionary is not concurrency-safe in Swift 6; UIFontMetrics has no minimum.
    @Test func standInsCatchWhatRealFrameworksWould() throws {
        let title1 = try StandIn.typecheck(
            "import SwiftUI\nvar font: Font { .custom(\"X\", size: 28, relativeTo: .title1) }\n", name: "title1.swift")
        #expect(title1.contains("has no member 'title1'"), "\(title1)")
        let stored = try StandIn.typecheck(
            "import UIKit\nenum Fonts {\n    static let all: [UIFont.TextStyle: UIFont] = [:]\n}\n",
            name: "stored.swift")
        #expect(stored.contains("not concurrency-safe"), "\(stored)")
        let unknown = try StandIn.typecheck(
            "import UIKit\nlet f = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont.systemFont(ofSize: 1, weight: .regular), minimumPointSize: 3)\n",
            name: "unknown.swift")
        #expect(unknown.contains("error"), "an API UIKit does not have")
    }
}
