import FontScaleTestSupport
import Foundation
import Testing

/// The preview page's HTML, CSS and JavaScript are real files (Sources/FontScaleServe/Page/Assets/):
/// the Swift the server embeds is what they make, and Node reads the scripts as JavaScript.
@Suite struct PageAssetsTests {
    static let assets = Fixture.root.appendingPathComponent("Sources/FontScaleServe/Page/Assets")

    @Test func theEmbeddedPageIsWhatItsFilesMake() throws {
        let run = try Command.run(
            "/usr/bin/python3", [Fixture.root.appendingPathComponent("scripts/gen-page-assets.py").path, "--check"])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test(arguments: ["page.js", "page-motion.js"]) func nodeReadsTheScript(file: String) throws {
        let node = try #require(
            ["/usr/bin/node", "/usr/bin/nodejs"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let run = try Command.run(node, ["--check", Self.assets.appendingPathComponent(file).path])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func theServerServesTheFilesByteForByte() throws {
        let served = try Served(config: ServeLiveTests.config())
        let host = "127.0.0.1:\(served.port)"
        let files = try ["page.html", "page.css", "page.js", "page-motion.js"].map {
            try String(contentsOf: Self.assets.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(RawHTTP.request(port: served.port, "/", host: host).body == files[0])
        #expect(RawHTTP.request(port: served.port, "/page.css", host: host).body == files[1])
        #expect(RawHTTP.request(port: served.port, "/page.js", host: host).body == files[2] + files[3])
    }
}
