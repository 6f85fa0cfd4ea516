import FontScaleTestSupport
import Foundation
import Testing

/// The morph preview (a style's first sample into its second, as `fontscale animate morph` plans
/// it) and Android's nonlinear scale in the platform switch, on a page open in headless Chromium.
@Suite(.serialized) struct ServeMorphAndroidTests {
    /// The live tests' config with the samples "Backing up" and "Backed up" (docs/motion.md's example).
    static let morphConfig = ServeLiveTests.config(sample: "Backing up").replacingOccurrences(
        of: "\"Order total\"", with: "\"Backed up\"")

    /// The model the server sends, as JSON objects.
    static func styles(_ served: Served) throws -> [[String: Any]] {
        let body = RawHTTP.request(port: served.port, "/model.json", host: "127.0.0.1:\(served.port)").body
        let model = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        return try #require(model["styles"] as? [[String: Any]])
    }

    @Test func aMorphBetweenTwoSamplesCarriesTheNumbersAnimateMorphMeasures() throws {
        let served = try Served(config: Self.morphConfig)
        let styles = try Self.styles(served)
        // Body is Atkinson Hyperlegible 17 pt regular: what `animate morph --style body` lays out at Large.
        let morph = try #require(styles[1]["morph"] as? [String: Any])
        #expect(morph["from"] as? String == "Backing up" && morph["to"] as? String == "Backed up")
        #expect(morph["pointSize"] as? Double == 17)
        // docs/motion.md: 'B' 'a' 'c' 'k' ' ' 'u' 'p' stay, 'i' 'n' 'g' leave, 'e' 'd' arrive, 11 frames
        // over 0.159 s at 60 Hz.
        #expect(morph["kept"] as? Int == 7 && morph["inserted"] as? Int == 2 && morph["removed"] as? Int == 3)
        #expect(morph["duration"] as? Double == 0.159)
        #expect(morph["characters"] as? [String] == ["B", "a", "c", "k", "i", "n", "g", " ", "u", "p", "e", "d"])
        // Reduce Motion: a cross-fade of 0.15 s (ReduceMotionPolicy), frames 0...9 at 60 Hz, 0...18 at 120.
        #expect(morph["crossFade"] as? Double == 0.15)
        let rates = try #require(morph["rates"] as? [[String: Any]])
        #expect(rates.map { $0["hertz"] as? Int } == [60, 120])
        #expect(rates.map { ($0["frames"] as? [[Double]])?.count } == [11, 21])
        #expect(rates.map { ($0["fade"] as? [Double])?.count } == [10, 19])
        #expect(rates.map { ($0["fade"] as? [Double])?.first } == [0, 0])
        #expect(rates.map { ($0["fade"] as? [Double])?.last } == [1, 1])
        // Each character starts and ends where `fontscale animate morph` lays it out (HarfBuzz).
        let run = try Command.run(
            Fixture.executable.path,
            [
                "animate", "morph", "Backing up", "Backed up", "--font", "Atkinson Hyperlegible", "--font-dir",
                "\(Fixture.root.path)/.fonts", "--style", "body", "--rate", "120", "--format", "json", "--no-pictures",
            ])
        let cli = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(cli["frames"] as? Int == 21 && cli["duration"] as? Double == 0.159)
        let old = try #require(cli["oldLayout"] as? [[String: Any]]).map { $0["x"] as? Double ?? -1 }
        let new = try #require(cli["newLayout"] as? [[String: Any]]).map { $0["x"] as? Double ?? -1 }
        let entering = try #require(cli["entering"] as? [Int])
        let frames = try #require(rates[1]["frames"] as? [[Double]])
        let (first, last) = (try #require(frames.first), try #require(frames.last))
        for track in 0..<10 { #expect(abs(first[3 * track] - old[track]) < 0.001, "track \(track)") }
        let persistent = try #require(cli["persistent"] as? [[String: Any]])
        for match in persistent {
            let (from, to) = (try #require(match["old"] as? Int), try #require(match["new"] as? Int))
            #expect(abs(last[3 * from] - new[to]) < 0.001 && last[3 * from + 2] == 1, "'\(match["character"] ?? "")'")
        }
        for (k, index) in entering.enumerated() { #expect(abs(last[3 * (10 + k)] - new[index]) < 0.001) }
        for leaving in [4, 5, 6] { #expect(last[3 * leaving + 2] == 0) }
    }

    @Test func theMorphPlaysOnThePageAndCrossFadesUnderReduceMotion() throws {
        let served = try Served(config: Self.morphConfig)
        let page = try LivePage(url: served.url + "?style=Body&play=morph&rate=120")
        let state = try #require(
            page.wait(timeout: 40) { !($0.played ?? []).isEmpty }, "last states: \(page.states.suffix(2))")
        #expect(!state.reducedMotion)
        let played = try #require(state.played?.first)
        // Every frame fontscale planned at 120 Hz, up to the last, which leaves "Backed up" on screen.
        #expect(played.style == "Body" && played.mode == "morph" && played.hertz == 120)
        #expect(played.frames == 21 && played.last == 20 && played.drawn >= 2)
        #expect(played.text == "Backed up")
        // prefers-reduced-motion: the cross-fade instead (no character moves).
        let reduced = try LivePage(
            url: served.url + "?style=Title&play=morph", flags: ["--force-prefers-reduced-motion"])
        let faded = try #require(
            reduced.wait(timeout: 40) { !($0.played ?? []).isEmpty }, "last states: \(reduced.states.suffix(2))")
        #expect(faded.reducedMotion)
        let fade = try #require(faded.played?.first)
        #expect(faded.played?.count == 1)
        // 0.15 s at 60 Hz: frames 0...9, ending on the new text alone.
        #expect(fade.style == "Title" && fade.mode == "crossFade" && fade.hertz == 60)
        #expect(fade.frames == 10 && fade.last == 9 && fade.text == "Backed up")
    }

    /// Tables/android_nonlinear.tsv's cells: dp by (font scale, sp).
    static func androidTable() throws -> [String: Double] {
        let text = try String(
            contentsOf: Fixture.root.appendingPathComponent("Tables/android_nonlinear.tsv"), encoding: .utf8)
        var cells: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("scale") {
            let fields = line.split(separator: "\t")
            if let scale = Double(fields[0]), let sp = Double(fields[1]), let dp = Double(fields[2]) {
                cells["\(scale) \(sp)"] = dp
            }
        }
        return cells
    }

    @Test func androidsFontScaleFromTheURL() throws {
        // Title 24 sp (Inter), Body 14 sp (Atkinson Hyperlegible): both rows of the Android table.
        let config = ServeLiveTests.config(titleSize: "24").replacingOccurrences(of: "size: 17", with: "size: 14")
        let served = try Served(config: config)
        let table = try Self.androidTable()
        let page = try LivePage(url: served.url + "?platform=android&fontScale=1.5&measure=1")
        let state = try #require(
            page.wait { $0.revision == 1 && $0.fonts == ServeLiveTests.loaded && $0.worst != nil })
        #expect(state.platform == "Android" && state.fontScale == 1.5 && !state.bold)
        // 24 sp at 1.5 = 28 dp, 14 sp at 1.5 = 22 dp.
        #expect(state.styles.map(\.size) == [table["1.5 24.0"], table["1.5 14.0"]])
        #expect(state.styles.map(\.size) == [28, 22])
        #expect(try #require(state.worst) <= 0.5, "widths \(state.widths ?? [])")
        // At 2.0: 36 and 26 dp, not double (Android 14's nonlinear curve).
        let double = try LivePage(url: served.url + "?platform=android&fontScale=2")
        let two = try #require(double.wait { $0.revision == 1 && $0.fontScale != nil })
        #expect(two.fontScale == 2)
        #expect(two.styles.map(\.size) == [table["2.0 24.0"], table["2.0 14.0"]])
        #expect(two.styles.map(\.size) == [36, 26])
        // The font scales offered: Android 14's Settings steps and every other scale of its tables.
        let body = RawHTTP.request(port: served.port, "/model.json", host: "127.0.0.1:\(served.port)").body
        let model = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        #expect(model["variants"] as? [String] == ["iOS", "watchOS", "Android"])
        #expect(model["fontScales"] as? [Double] == [0.85, 1, 1.05, 1.1, 1.15, 1.2, 1.3, 1.5, 1.8, 2])
        // Every Android cell is the size `fontscale scale --model android` gives.
        let cells = try #require((try Self.styles(served))[1]["androidCells"] as? [[String: Any]])
        let scale = try Command.run(Fixture.executable.path, ["scale", "14", "--model", "android", "--all"]).stdout
        var expected: [Double: Double] = [:]
        for line in scale.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            expected[Double(fields[0]) ?? -1] = Double(fields[3])
        }
        #expect(expected.count == 7)
        for (fontScale, cell) in zip(model["fontScales"] as? [Double] ?? [], cells) {
            if let size = expected[fontScale] { #expect(cell["size"] as? Double == size, "\(fontScale)") }
        }
        // A scale the model does not offer falls back to 1: the sizes in sp.
        let other = try LivePage(url: served.url + "?platform=Android&fontScale=1.4")
        let one = try #require(other.wait { $0.revision == 1 && $0.fontScale != nil })
        #expect(one.fontScale == 1 && one.styles.map(\.size) == [24, 14])
    }
}
