import FontScaleTestSupport
import Foundation
import Testing

/// The version is defined once (`FontScaleVersion.current`); the docs cannot read it, so they are
/// held to it here: every version docs/install.md names is the one `--version` prints.
@Suite struct VersionDocsTests {
    @Test func installGuideNamesTheVersion() throws {
        let version = try Run(["--version"]).stdout.trimmingCharacters(in: .newlines)
        let guide = try String(contentsOf: Fixture.root.appendingPathComponent("docs/install.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"(?i)(?:fontscale-|for )([0-9]+\.[0-9]+\.[0-9]+)"#)
        let named = pattern.matches(in: guide, range: NSRange(guide.startIndex..., in: guide)).map {
            String(guide[Range($0.range(at: 1), in: guide)!])
        }
        // The archive's size, its packages, and the three lines of the install example.
        #expect(named.count == 5, "\(named)")
        #expect(named.allSatisfy { $0 == version }, "docs/install.md names \(named), --version prints \(version)")
    }
}
