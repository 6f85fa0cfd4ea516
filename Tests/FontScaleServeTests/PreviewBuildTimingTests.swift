import FontScaleServe
import FontScaleTestSupport
import Foundation
import Testing

/// The time of a cold build of examples/design-system.yml's sizes (every style, category,
/// container and sample measured; no motion previews), for docs/serve.md. Only with
/// FONTSCALE_SERVE_TIMING=1: a figure, not an assertion.
@Suite struct PreviewBuildTimingTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FONTSCALE_SERVE_TIMING"] == "1"))
    func coldBuildOfTheDesignSystem() throws {
        let config = Fixture.root.appendingPathComponent("examples/design-system.yml").path
        var seconds: [Double] = []
        for _ in 0..<7 {
            let builder = PreviewBuilder(path: config)
            let parsed = try builder.parse()
            let start = Date()
            _ = try builder.build(parsed, motion: false)
            seconds.append(Date().timeIntervalSince(start))
        }
        let sorted = seconds.sorted()
        let line = "design-system.yml cold build (sizes), median of 7: \(sorted[3]) s (\(sorted[0])-\(sorted[6]))"
        // The figure is the output (nothing to assert): written beside the other temporary files.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-serve-timing.txt")
        try Data((line + "\n").utf8).write(to: file)
        print("\(line) (also in \(file.path))")
    }
}
