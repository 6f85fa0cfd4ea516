import FontScaleTestSupport
import Foundation
import Testing

/// `fontscale serve` run as a user runs it, the page open in headless Chromium: edits reach the
/// open page without a reload, errors show and clear, and the server refuses what it must.
@Suite(.serialized) struct ServeLiveTests {
    /// Two fonts the tests fetch: Inter (variable, opsz and wght) for Title, Atkinson Hyperlegible
    /// (static faces) for Body.
    static func config(titleSize: String = "28", sample: String = "Dynamic Type") -> String {
        """
        version: 1
        platform: ios
        model: uiFontMetrics
        categories: xSmall...AX5
        fonts:
          directories: ["\(Fixture.root.path)/.fonts"]
          family: Inter
        styles:
          - name: Title
            textStyle: title1
            size: \(titleSize)
            lineHeight: 34
            weight: semibold
          - name: Body
            textStyle: body
            family: Atkinson Hyperlegible
            size: 17
            lineHeight: 22
        containers:
          - name: Phone
            width: 343
            maxLines: 3
        samples:
          - "\(sample)"
          - "Order total"

        """
    }

    /// The page's three faces loaded: Inter, and Atkinson Hyperlegible's Regular and (for Bold Text) Bold.
    static let loaded = ["loaded", "loaded", "loaded"]

    @Test func anEditReachesTheOpenPageWithoutAReload() throws {
        let served = try Served(config: Self.config())
        let page = try LivePage(url: served.url + "?category=Large&measure=1")
        let first = try #require(
            page.wait { $0.revision == 1 && $0.fonts == Self.loaded && $0.worst != nil })
        #expect(first.category == "Large")
        #expect(first.styles.map(\.name) == ["Title", "Body"])
        #expect(first.styles.map(\.size) == [28, 17])
        // Title is semibold in Inter (variable), Body regular in Atkinson Hyperlegible.
        #expect(first.styles.map(\.weight) == [600, 400])
        #expect(!first.bold)
        #expect(first.styles.map(\.sample) == ["Dynamic Type", "Dynamic Type"])
        // The measuring mode: the browser lays out every sample at fontscale's width.
        #expect(try #require(first.worst) <= 0.5, "widths \(first.widths ?? [])")
        // A size and a sample, saved as an editor that renames a new file over the old one.
        let seen = page.states.count
        let saved = Date()
        try served.save(Self.config(titleSize: "30", sample: "Live preview"))
        let next = try #require(page.wait(after: seen) { $0.revision > first.revision && $0.styles.first?.size == 30 })
        let latency = Date().timeIntervalSince(saved)
        #expect(next.loadId == first.loadId, "the page reloaded")
        #expect(next.styles.map(\.sample) == ["Live preview", "Live preview"])
        #expect(next.styles.map(\.size) == [30, 17])
        #expect(next.error == nil)
        print("serve: save to page changed in \(Int(latency * 1000)) ms (rename save)")
        // Saved in place this time, and the category kept from the URL.
        let again = page.states.count
        let inPlace = Date()
        try served.saveInPlace(Self.config(titleSize: "32", sample: "Live preview"))
        let third = try #require(page.wait(after: again) { $0.styles.first?.size == 32 })
        print("serve: save to page changed in \(Int(Date().timeIntervalSince(inPlace) * 1000)) ms (in-place save)")
        #expect(third.loadId == first.loadId && third.category == "Large")
        // Only the style whose size changed was measured again.
        let model = RawHTTP.request(port: served.port, "/model.json", host: "127.0.0.1:\(served.port)").body
        let measured = (try JSONSerialization.jsonObject(with: Data(model.utf8)) as? [String: Any])?["measured"]
        #expect(measured as? [String] == ["Title"])
        #expect(
            try #require(page.wait(after: again) { $0.styles.first?.size == 32 && $0.fonts == Self.loaded })
                .worst ?? 1 <= 0.5)
    }

    @Test func boldTextFromTheURL() throws {
        let served = try Served(config: Self.config())
        let page = try LivePage(url: served.url + "?category=Large&bold=1&measure=1")
        let state = try #require(page.wait { $0.revision == 1 && $0.fonts == Self.loaded && $0.worst != nil })
        #expect(state.bold && state.category == "Large")
        // Bold Text adds 200 to a weight of 400 or more (FontWeight.boldTextWeight): Title's
        // semibold 600 is 800 in the variable Inter; Body's 400 asks for 600, which Atkinson
        // Hyperlegible (400 and 700 only) serves with its Bold face. Sizes as without Bold Text:
        // at Large, the config's own.
        #expect(state.styles.map(\.weight) == [800, 700])
        #expect(state.styles.map(\.size) == [28, 17])
        #expect(try #require(state.worst) <= 0.5, "widths \(state.widths ?? [])")
    }

    @Test func watchOSFromTheURL() throws {
        let served = try Served(config: Self.config())
        let page = try LivePage(url: served.url + "?category=xLarge&platform=watchOS&measure=1")
        let state = try #require(page.wait { $0.revision == 1 && $0.fonts == Self.loaded && $0.worst != nil })
        #expect(state.platform == "watchOS" && state.category == "xLarge")
        // The sizes `fontscale scale` gives on watchOS (its own tables, the config's model).
        let sizes = try [("28", "title1"), ("17", "body")].map { size, style in
            let line = try Command.run(
                Fixture.executable.path,
                ["scale", size, "--style", style, "--category", "xLarge", "--platform", "watchos"]
            ).stdout
            // "Title 1 28 pt at xLarge: 31 pt (...": the size after the colon.
            return Double(line.components(separatedBy: ": ")[1].split(separator: " ")[0])
        }
        #expect(state.styles.map(\.size) == sizes)
        #expect(sizes == [31, 18])
        #expect(try #require(state.worst) <= 0.5, "widths \(state.widths ?? [])")
        // watchOS has no AX5: no sample is drawn there.
        let none = try LivePage(url: served.url + "?category=AX5&platform=watchOS")
        let empty = try #require(none.wait { $0.revision == 1 && $0.category == "AX5" })
        #expect(empty.styles.map(\.size) == [nil, nil])
    }

    @Test func aBrokenConfigShowsItsErrorOverTheLastGoodRenderUntilFixed() throws {
        let served = try Served(config: Self.config())
        let page = try LivePage(url: served.url)
        let first = try #require(page.wait { $0.revision == 1 })
        #expect(first.error == nil)
        let seen = page.states.count
        try served.save(Self.config(titleSize: "big"))
        let broken = try #require(page.wait(after: seen) { $0.error != nil })
        let expected = "fontscale.yml:11:11: error: styles[0].size: expected a number, instead saw 'big'"
        #expect(broken.error == expected)
        // The same line `fontscale check` prints for that config.
        let check = try Command.run(Fixture.executable.path, ["check", "fontscale.yml"], in: served.folder)
        #expect(check.stderr == expected + "\n")
        // The last good render stays on screen under the error.
        #expect(broken.styles.map(\.size) == [28, 17])
        #expect(broken.loadId == first.loadId)
        let fixing = page.states.count
        try served.save(Self.config(titleSize: "26"))
        let fixed = try #require(page.wait(after: fixing) { $0.error == nil && $0.styles.first?.size == 26 })
        #expect(fixed.loadId == first.loadId)
    }

    @Test func refusesTraversalForeignHostsAndPathsOutsideTheFonts() throws {
        let served = try Served(config: Self.config())
        let host = "127.0.0.1:\(served.port)"
        #expect(RawHTTP.request(port: served.port, "/", host: host).status == 200)
        #expect(RawHTTP.request(port: served.port, "/fonts/0", host: host).status == 200)
        #expect(RawHTTP.request(port: served.port, "/fonts/1", host: host).status == 200)
        #expect(RawHTTP.request(port: served.port, "/fonts/2", host: host).status == 200)
        let cases: [(String, Int, String)] = [
            ("/../etc/passwd", 400, "/../etc/passwd: '.', '..' and '\\' are not served"),
            ("/fonts/../../../../etc/passwd", 400, "/fonts/../../../../etc/passwd: '.', '..' and '\\' are not served"),
            (
                "/%2e%2e/%2e%2e/etc/passwd", 400,
                "/%2e%2e/%2e%2e/etc/passwd: encoded characters are not served (no %2e, %2f or others)"
            ),
            (
                "/fonts/..%2f..%2fetc%2fpasswd", 400,
                "/fonts/..%2f..%2fetc%2fpasswd: encoded characters are not served (no %2e, %2f or others)"
            ),
            ("/fonts/3", 404, "/fonts/3: no such font"),
            ("/fontscale.yml", 404, "/fontscale.yml: not found (only the page, its assets and the config's fonts)"),
            (
                "/fonts/Inter[opsz,wght].ttf", 404,
                "/fonts/Inter[opsz,wght].ttf: not found (only the page, its assets and the config's fonts)"
            ),
        ]
        for (target, status, body) in cases {
            let answer = RawHTTP.request(port: served.port, target, host: host)
            #expect(answer.status == status, "\(target)")
            #expect(answer.body == body + "\n", "\(target)")
        }
        let expected = "expected 127.0.0.1:\(served.port), [::1]:\(served.port), localhost:\(served.port)"
        let foreign = RawHTTP.request(port: served.port, "/", host: "attacker.example")
        #expect(foreign.status == 403)
        #expect(foreign.body == "Host 'attacker.example': \(expected)\n")
        let rebound = RawHTTP.request(port: served.port, "/fonts/0", host: "attacker.example:\(served.port)")
        #expect(rebound.body == "Host 'attacker.example:\(served.port)': \(expected)\n")
        let post = RawHTTP.request(port: served.port, "/model.json", method: "POST", host: host)
        #expect(post.status == 405)
        #expect(post.body == "POST: only GET and HEAD are served (there are no write endpoints)\n")
    }

    @Test func aFontWithoutAConfigServesTheStarterConfig() throws {
        let served = try Served(
            config: nil, arguments: ["--font", "Atkinson Hyperlegible", "--font-dir", "\(Fixture.root.path)/.fonts"])
        let body = RawHTTP.request(port: served.port, "/model.json", host: "127.0.0.1:\(served.port)").body
        let model = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        let styles = try #require(model["styles"] as? [[String: Any]])
        // fontscale init's starter config: Apple's 11 iOS text styles and a numeric style.
        #expect(styles.map { $0["name"] as? String ?? "" }.prefix(3) == ["Large Title", "Title 1", "Title 2"])
        let config = try #require(model["config"] as? String)
        let folder = URL(fileURLWithPath: config).deletingLastPathComponent().path
        #expect(
            served.stdout
                == "fontscale serve: Atkinson Hyperlegible (the starter config fontscale init writes, in \(folder)) at \(served.url) (Ctrl-C stops)\n"
        )
        #expect(served.interrupt() == 0)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test(arguments: [
        (
            ["serve"],
            "fontscale: error: give a config file (fontscale serve fontscale.yml) or a font (--font FAMILY or --font-file PATH)"
        ),
        (
            ["serve", "x.yml", "--font", "Inter"],
            "fontscale: error: give either a config file or --font/--font-file, not both"
        ),
        (
            ["serve", "x.yml", "--port", "70000"],
            "fontscale: error: --port: expected a port from 0 to 65535, instead saw '70000'"
        ),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let run = try Command.run(Fixture.executable.path, arguments)
        #expect(run.status == 64)
        #expect(run.stderr == message + "\n")
    }

    @Test func anOpenPageFollowsARestartOnTheSamePort() throws {
        var served: Served? = try Served(config: Self.config())
        let port = try #require(served?.port)
        let page = try LivePage(url: "http://127.0.0.1:\(port)/?category=Large")
        let first = try #require(page.wait { $0.revision >= 1 && $0.styles.first?.sample == "Dynamic Type" })
        #expect(served?.interrupt() == 0)
        served = nil
        // The new server counts revisions from 1 again: the page takes them (a new session), without a reload.
        let again = try Served(config: Self.config(sample: "Restarted"), arguments: ["--port", "\(port)"])
        #expect(again.port == port)
        let next = try #require(page.wait(timeout: 30) { $0.styles.first?.sample == "Restarted" })
        #expect(next.loadId == first.loadId, "the page reloaded")
        #expect(next.revision == 1)
    }

    @Test func oneLineErrorsForABusyPortAndAMissingConfigAndACleanCtrlC() throws {
        let served = try Served(config: Self.config())
        let busy = try Command.run(
            Fixture.executable.path, ["serve", "fontscale.yml", "--port", "\(served.port)"], in: served.folder)
        #expect(busy.status == 3)
        #expect(
            busy.stderr
                == "fontscale: error: --port \(served.port): 127.0.0.1:\(served.port) is in use; give another port, or --port 0 for a free one\n"
        )
        let missing = try Command.run(Fixture.executable.path, ["serve", "missing.yml"], in: served.folder)
        #expect(missing.status == 2)
        #expect(missing.stderr == "fontscale: error: cannot read config 'missing.yml': no such file\n")
        #expect(served.interrupt() == 0)
        #expect(served.stderr == "fontscale serve: stopped\n")
        #expect(served.stdout == "fontscale serve: fontscale.yml at \(served.url) (Ctrl-C stops)\n")
    }
}

/// The counting label of a numeric style, planned and measured as `fontscale animate count` does.
@Suite struct ServeMotionTests {
    @Test func aNumericStyleCarriesItsCountingLabel() throws {
        let config = ServeLiveTests.config().replacingOccurrences(
            of: "containers:\n",
            with: """
                  - name: Price
                    textStyle: body
                    size: 17
                    numeric: true
                    samples: ["$1,234.50"]
                containers:

                """)
        let served = try Served(config: config)
        let body = RawHTTP.request(port: served.port, "/model.json", host: "127.0.0.1:\(served.port)").body
        let model = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        let styles = try #require(model["styles"] as? [[String: Any]])
        #expect(styles.map { $0["name"] as? String } == ["Title", "Body", "Price"])
        #expect(styles[0]["count"] == nil)
        let count = try #require(styles[2]["count"] as? [String: Any])
        #expect(count["end"] as? String == "1,234.50")
        #expect(count["pointSize"] as? Double == 17)
        let rates = try #require(count["rates"] as? [[String: Any]])
        #expect(rates.map { $0["hertz"] as? Int } == [60, 120])
        for (rate, frames) in zip(rates, [61, 121]) {
            // One second at 60 Hz: frames 0...60; the first exactly 0, the last exactly the end.
            let texts = try #require(rate["frames"] as? [String])
            #expect(texts.count == frames)
            #expect(texts.first == "0.00" && texts.last == "1,234.50")
            #expect((rate["widths"] as? [Double])?.count == frames)
            // Inter's tabular figures share one advance: no width change between frames of one length.
            #expect(rate["tabularStep"] as? Double == 0)
        }
        // Title's size transition, Large to AX3: 28 pt to the size `fontscale scale` gives at AX3
        // (UIFontMetrics on a custom 28 pt Title 1: 47 pt, where Apple's own Title 1 is 48), a real
        // jump at the swap and an advice.
        let scaled = try Command.run(
            Fixture.executable.path, ["scale", "28", "--style", "title1", "--category", "AX3"]
        ).stdout
        let ax3 = Double(scaled.components(separatedBy: ": ")[1].split(separator: " ")[0])
        #expect(ax3 == 47)
        let transition = try #require(styles[0]["transition"] as? [String: Any])
        #expect(transition["from"] as? String == "Large" && transition["to"] as? String == "AX3")
        #expect(transition["fromPointSize"] as? Double == 28)
        #expect(transition["toPointSize"] as? Double == ax3)
        #expect(try #require(transition["widthJump"] as? Double) > 0)
        #expect(["plainTransform", "crossFade", "relayoutEachFrame"].contains(transition["advice"] as? String ?? ""))
    }
}
