import FontScaleTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Saves as tools make them, beyond an editor's one write: a config written in two parts, a file
/// still being written, a folder where the config was, fonts fetched by a page a save behind, and a
/// restart with a broken config under an open page.
@Suite(.serialized) struct ServeSaveTests {
    /// The served model as JSON.
    static func model(_ served: Served) -> [String: Any]? {
        let body = RawHTTP.request(port: served.port, "/model.json", host: "127.0.0.1:\(served.port)").body
        return (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
    }

    /// The first style's first sample in `model`.
    static func sample(_ model: [String: Any]?) -> String? {
        ((model?["styles"] as? [[String: Any]])?.first?["samples"] as? [String])?.first
    }

    /// Waits up to `seconds` until `done`.
    static func settle(seconds: Double = 30, until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !done(), Date() < deadline { usleep(10_000) }
        return done()
    }

    /// Writes `parts` to `path` through one descriptor (truncated first), `gap` microseconds apart;
    /// returns the longest gap there was, in seconds (a busy machine stretches a sleep).
    @discardableResult
    static func write(_ parts: [String], to path: String, gap: UInt32) -> Double {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        var last = Date(), longest = 0.0
        for (number, part) in parts.enumerated() {
            if number > 0 { usleep(gap) }
            longest = max(longest, Date().timeIntervalSince(last))
            _ = part.withCString { Glibc.write(descriptor, $0, strlen($0)) }
            last = Date()
        }
        close(descriptor)
        return longest
    }

    @Test(.timeLimit(.minutes(2))) func aConfigWrittenInTwoPartsIsReadWhole() throws {
        let served = try Served(config: ServeLiveTests.config(sample: "Start"))
        #expect(Self.settle { Self.sample(Self.model(served)) == "Start" })
        let client = try #require(EventClient(port: served.port))
        defer { client.close() }
        var stretched = 0
        for round in 1...8 {
            // The first part is a valid config of its own: Title alone, the default samples.
            let whole = ServeLiveTests.config(sample: "Round \(round)")
            let cut = try #require(whole.range(of: "  - name: Body"))
            let gap = Self.write(
                [String(whole[..<cut.lowerBound]), String(whole[cut.lowerBound...])], to: served.configPath,
                gap: round % 2 == 0 ? 2_000 : 6_000)
            // A gap the machine stretched past the 10 ms the server waits for may show the first part.
            if gap >= 0.009 { stretched += 1 }
            #expect(Self.settle { Self.sample(Self.model(served)) == "Round \(round)" }, "round \(round)")
        }
        #expect(stretched < 8, "every gap was stretched past 9 ms: nothing was tested")
        #expect(Self.settle(seconds: 5) { client.models.count >= 9 })
        let counts = client.models.map { ($0["styles"] as? [Any])?.count ?? 0 }
        // A stretched round's first part is at most two revisions (its sizes, then its motion).
        #expect(
            counts.filter { $0 != 2 }.count <= 2 * stretched, "styles per revision: \(counts), \(stretched) stretched")
        #expect(client.models.allSatisfy { $0["changing"] == nil })
    }

    @Test(.timeLimit(.minutes(2))) func aFileStillBeingWrittenIsSaidOnThePage() throws {
        let served = try Served(config: ServeLiveTests.config(sample: "Start"))
        #expect(Self.settle { Self.sample(Self.model(served)) == "Start" })
        let client = try #require(EventClient(port: served.port))
        defer { client.close() }
        // A line added every 3 ms for a second: the file never holds still for 10 ms.
        let whole = ServeLiveTests.config(sample: "Growing")
        let handle = try #require(FileHandle(forWritingAtPath: served.configPath))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(whole.utf8))
        for line in 0..<300 {
            try handle.write(contentsOf: Data("# line \(line)\n".utf8))
            usleep(3_000)
        }
        try handle.close()
        #expect(Self.settle { Self.sample(Self.model(served)) == "Growing" && Self.model(served)?["changing"] == nil })
        #expect(client.models.contains { $0["changing"] as? Bool == true }, "no revision said the file was changing")
    }

    @Test(.timeLimit(.minutes(1))) func aFolderInPlaceOfTheConfigIsNamed() throws {
        let served = try Served(config: ServeLiveTests.config(sample: "Kept"))
        #expect(Self.settle { Self.sample(Self.model(served)) == "Kept" })
        try FileManager.default.removeItem(atPath: served.configPath)
        try FileManager.default.createDirectory(atPath: served.configPath, withIntermediateDirectories: false)
        #expect(Self.settle { Self.model(served)?["error"] != nil })
        let model = Self.model(served)
        #expect(
            model?["error"] as? String
                == "cannot read config 'fontscale.yml': it is a folder; expected a config file (YAML or JSON)")
        // The last good render stays under the error.
        #expect(Self.sample(model) == "Kept")
    }

    @Test(.timeLimit(.minutes(1))) func fontsAreServedByTheirDigest() throws {
        let served = try Served(config: ServeLiveTests.config(sample: "First"))
        #expect(Self.settle { Self.sample(Self.model(served)) == "First" })
        let host = "127.0.0.1:\(served.port)"
        func url(_ model: [String: Any]?) -> String? {
            ((model?["fonts"] as? [[String: Any]])?.first?["url"]) as? String
        }
        let first = try #require(url(Self.model(served)))
        let firstFont = RawHTTP.request(port: served.port, first, host: host)
        #expect(firstFont.status == 200)
        // A new sample is a new subset of the first font: a new digest in its URL.
        try served.save(ServeLiveTests.config(sample: "Second save"))
        #expect(Self.settle { Self.sample(Self.model(served)) == "Second save" })
        let second = try #require(url(Self.model(served)))
        #expect(second != first && second.hasPrefix("/fonts/0?v="))
        // A page a save behind still gets the font its model names, never the new one.
        let behind = RawHTTP.request(port: served.port, first, host: host)
        #expect(behind.status == 200 && behind.body == firstFont.body)
        let current = RawHTTP.request(port: served.port, second, host: host)
        #expect(current.status == 200 && current.body != firstFont.body)
        // Eight saves behind, or a digest never served: 404, with what to do.
        for save in 3...10 {
            try served.save(ServeLiveTests.config(sample: "Save \(save), longer"))
            #expect(Self.settle { Self.sample(Self.model(served)) == "Save \(save), longer" })
        }
        for stale in [first, "/fonts/0?v=0123"] {
            let answer = RawHTTP.request(port: served.port, stale, host: host)
            #expect(answer.status == 404)
            #expect(answer.body == "/fonts/0: that version is no longer served; fetch /model.json again\n")
        }
        #expect(RawHTTP.request(port: served.port, second, host: host).status == 404)
        #expect(RawHTTP.request(port: served.port, "/fonts/0", host: host).status == 200)
    }

    @Test(.timeLimit(.minutes(2))) func aRestartWithABrokenConfigKeepsThePagesRender() throws {
        var served: Served? = try Served(config: ServeLiveTests.config(sample: "Good render"))
        let port = try #require(served?.port)
        let page = try LivePage(url: "http://127.0.0.1:\(port)/?category=Large")
        let first = try #require(page.wait { $0.styles.first?.sample == "Good render" })
        #expect(served?.interrupt() == 0)
        served = nil
        let broken = ServeLiveTests.config().replacingOccurrences(of: "lineHeight: 34", with: "lineHeight: [34")
        let again = try Served(config: broken, arguments: ["--port", "\(port)"])
        #expect(again.port == port)
        let next = try #require(page.wait(timeout: 30) { $0.error != nil })
        #expect(next.loadId == first.loadId, "the page reloaded")
        #expect(next.error?.hasPrefix("fontscale.yml:") == true)
        #expect(next.styles.map(\.name) == ["Title", "Body"] && next.styles.first?.sample == "Good render")
    }
}
