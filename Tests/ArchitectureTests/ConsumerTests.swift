import FontScaleTestSupport
import Foundation
import Testing

/// An app-like package outside the repository builds against FontScale and FontScaleMotion and
/// links no C font or drawing library (scripts/consumer-check.sh does the work and says why).
@Suite struct ConsumerTests {
    @Test(.timeLimit(.minutes(10))) func consumerLinksNoCFontOrDrawingLibrary() throws {
        let run = try Command.run(Fixture.root.appendingPathComponent("scripts/consumer-check.sh").path, [])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Body at AX5: 48 pt, leading 62"))
        // The ldd listing the script prints, one library per indented line.
        let linked = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(linked.contains("libswiftCore.so"))
        for library in ["libfreetype", "libharfbuzz", "libfontconfig", "libcairo"] {
            #expect(!linked.contains { $0.hasPrefix(library) }, "the consumer links \(library)")
        }
    }
}
