import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// Issue 31: the Swift files `export` writes live in one app. The UIKit file declares
/// `AppTextStyle` and compiles alone; the SwiftUI file extends it, so the two type-check together
/// in one module (and the SwiftUI file needs the UIKit one). Each states its deployment target, and
/// uses an API newer than it only under `#available` (`AvailabilityTests`, Apple's cited table).
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct SwiftModuleTests {
    /// Axes (wdth), italics, features, min and max sizes, and names with dots, digits and Swift
    /// keywords, including the members the two files declare.
    static let names = """
        version: 1
        platform: ios
        fonts:
          directories: ["../.fonts"]
        styles:
          - {name: "Display.Large", textStyle: largeTitle, size: 34, weight: 800, family: Merriweather, axes: {wdth: 87.5}, maxSize: 60}
          - {name: "Title 2.1", textStyle: title2, size: 22, family: Merriweather, italic: true}
          - {name: Default, textStyle: body, size: 17, family: Inter, features: [tnum, ss01], minSize: 14, maxSize: "2x"}
          - {name: Self, textStyle: callout, size: 16, family: Inter}
          - {name: font, textStyle: subheadline, size: 15, family: Inter}
          - {name: fontTextStyle, textStyle: footnote, size: 13, family: Atkinson Hyperlegible, tracking: 0.2}
          - {name: lineSpacing, textStyle: caption1, size: 12, family: Atkinson Hyperlegible, weight: bold}
          - {name: "2 Up", textStyle: caption2, size: 11, family: Inter, minSize: 11}
          - {name: custom, textStyle: headline, size: 17, family: Inter, weight: semibold}
        """

    /// Both Swift outputs of a config, UIKit first.
    static func outputs(_ config: CheckConfig, source: String) throws -> [(name: String, source: String)] {
        let catalog = try FontCatalog(fontDirectories: config.fontDirectories)
        return try [ExportFormat.uikit, .swiftui].map { format in
            (
                "AppTextStyle+\(format == .uikit ? "UIKit" : "SwiftUI")-\(source).swift",
                try Exporter.render(format, config: config, catalog: catalog, source: source)
            )
        }
    }

    static var configs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Examples.folder.path)) ?? []).filter {
            $0.hasSuffix(".yml")
        }.sorted()
    }

    /// Every example config: the UIKit file alone, then both files in one module, each free of
    /// availability violations at the deployment target it states.
    @Test(arguments: configs) func examples(config: String) throws {
        try check(try Self.outputs(try Examples.config(config), source: config))
    }

    @Test func namesAxesAndFeatures() throws {
        let config = try ConfigParser.parse(
            Self.names, file: Examples.folder.appendingPathComponent("swift-names.yml").path)
        let files = try Self.outputs(config, source: "swift-names.yml")
        try check(files)
        for line in ["case displayLarge\n", "case title21\n", "case defaultStyle\n", "case selfStyle\n", "case _2Up\n"]
        {
            #expect(files[0].source.contains(line), "\(line)")
        }
        // Axes other than the weight are left out of the UIKit code (docs/export.md); the italic resolves.
        #expect(files[0].source.contains(#"Self.custom("Merriweather-Italic""#), "\(files[0].source)")
    }

    /// The tricky names with no font resolved.
    @Test func trickyNames() throws {
        let (config, model) = try ExportNamingTests.model()
        try check(
            try [ExportFormat.uikit, .swiftui].map {
                ("tricky-\($0).swift", try Exporter.render($0, model: model, config: config, source: "tricky.yml"))
            })
    }

    /// Before the fix both files declared `enum AppTextStyle`; the SwiftUI file alone now names
    /// the UIKit file it needs.
    @Test func swiftUIFileNeedsTheUIKitFile() throws {
        let files = try Self.outputs(try Examples.config("pipeline.yml"), source: "pipeline.yml")
        #expect(!files[1].source.contains("enum AppTextStyle"))
        #expect(files[1].source.contains("extension AppTextStyle {"))
        #expect(files[1].source.contains("(`the uikit export of pipeline.yml`)"))
        let alone = try StandIn.typecheck([files[1]])
        #expect(alone.contains("cannot find type 'AppTextStyle' in scope"), "\(alone)")
    }

    func check(_ files: [(name: String, source: String)]) throws {
        let uikit = try StandIn.typecheck([files[0]])
        #expect(uikit.isEmpty, "the UIKit file alone: \(uikit)")
        let together = try StandIn.typecheck(files)
        #expect(together.isEmpty, "both files in one module: \(together)")
        let apis = try AppleAPI.table()
        for file in files {
            #expect(try Availability.deploymentTarget(file.source) == [14, 0], "\(file.name)")
            let found = try Availability.violations(file.source, apis: apis)
            #expect(found.isEmpty, "\(file.name): \(found)")
        }
    }
}
