import FontScaleTestSupport
import Foundation
import Testing

@testable import FontScaleServe

/// The transition labs the builder keeps per font (for their cairo faces) keep no text between
/// builds: a preview whose samples change all day does not grow with every sample it was given.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"))
struct LabTextTests {
    @Test func labsForgetTheTextsOfEachBuild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-lab-texts-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("typography.yml")
        let builder = PreviewBuilder(path: config.path)
        for number in 1...4 {
            try """
            version: 1
            categories: [Large, AX3]
            fonts:
              directories: ["\(PreviewLinesTests.fonts)"]
              family: Merriweather
            styles:
              - {name: Title, textStyle: title1, size: 28, lineHeight: 34, samples: ["Sample number \(number)"]}

            """.write(to: config, atomically: true, encoding: .utf8)
            let model = try builder.build(motion: true)
            // Each build renders the new sample's size transition with the lab...
            #expect(model.styles.first?.transition != nil, "build \(number)")
            #expect(model.styles.first?.samples == ["Sample number \(number)"])
            // ...and the lab keeps none of the texts it shaped for it.
            #expect(builder.labTexts == 0, "build \(number): \(builder.labTexts) texts kept")
        }
    }
}
