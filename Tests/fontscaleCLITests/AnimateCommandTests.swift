import FontScaleTestSupport
import Foundation
import Testing

/// `fontscale animate` as a user runs it: summaries, JSON, pictures and errors.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct AnimateCommandTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fontscale-animate-\(getpid())-\(UUID().uuidString)")
    var fonts: [String] { ["--font-dir", TestFonts.directory] }

    /// Width and height from a PNG's IHDR.
    func pngSize(_ path: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func u32(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(16), u32(20))
    }

    @Test func sizeWritesSummaryFilmstripAndPreview() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try Run(
            [
                "animate", "size", "--font", "Merriweather", "--style", "body", "--from", "Large", "--to", "AX3",
                "--out", out.path,
            ] + fonts)
        #expect(run.status == 0, "\(run.stderr)")
        // Body: 17 pt at Large, 37 pt at AX3 (UIFontMetrics' measured factors 1 and 2.1765 x 17 = 37).
        #expect(run.stdout.hasPrefix("Dynamic Type in Body: 17 pt -> 37 pt (display @3x)\n"))
        #expect(run.stdout.contains("advice: grow, "))
        let (width, height) = try pngSize(out.appendingPathComponent("size-filmstrip.png").path)
        #expect(width > 1000 && height > 300)
        let html = try String(contentsOf: out.appendingPathComponent("size-preview.html"), encoding: .utf8)
        #expect(html.contains("data:image/png;base64,") && html.contains("const hertz = 60"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
                ".fontscale-animate", "size-filmstrip.png", "size-preview.html",
            ])
    }

    @Test func sizeJSONHasEveryStrategyAndItsKeyframes() throws {
        let run = try Run(
            [
                "animate", "size", "--font", "DejaVu Sans", "--from", "17", "--to", "34", "--rate", "120", "--duration",
                "0.25",
                "--format", "json", "--no-pictures",
            ] + fonts)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let plans = json["plans"] as! [[String: Any]]
        #expect(plans.map { $0["strategy"] as! String } == ["naive", "grow", "shrink", "crossFade 0...0.3"])
        // 0.25 s at 120 Hz: 30 intervals, 31 keyframes; naive ends at the intrinsic-size ratio.
        // grow's one layer is the target label, anchored at its leading baseline.
        #expect(plans[1]["anchor"] as! String == "leadingBaseline")
        let growLayer = (plans[1]["layers"] as! [[String: Any]])[0]
        #expect(growLayer["font"] as! String == "target")
        let naive = plans[0]["keyframes"] as! [[String: Any]]
        #expect(naive.count == 31)
        let flaws = json["flaws"] as! [String: Any]
        let last = (naive.last!["layers"] as! [[String: Any]])[0]
        #expect(last["scaleX"] as! Double == flaws["scaleX"] as! Double)
        // DejaVu Sans is static: no opsz, so only "follows" is measured, and the grow start does not jump.
        #expect((flaws["growStart"] as! [[String: Any]]).count == 1)
        #expect((json["advice"] as! [String: Any])["advice"] as! String == "plainTransform")
        #expect(
            (growLayer["bounds"] as! [String: Any])["width"] as! Double == (flaws["to"] as! [String: Any])[
                "intrinsicWidth"] as! Double)
    }

    @Test func countFormatsPerLocaleAndFindsTheJitter() throws {
        let run = try Run(
            [
                "animate", "count", "0", "1500000", "--font", "Merriweather", "--style", "title1", "--locale", "de_DE",
                "--format", "json", "--no-pictures",
            ] + fonts)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let frames = json["frames"] as! [[String: Any]]
        // 1 s at 60 Hz: 61 frames, the first exactly 0, the last exactly 1.500.000 (German grouping).
        #expect(
            frames.count == 61 && frames.first!["text"] as! String == "0"
                && frames.last!["text"] as! String == "1.500.000")
        #expect(frames.last!["value"] as! String == "1500000")
        let widths = json["widths"] as! [String: Any]
        #expect(widths["proportionalFigures"] as! Bool && widths["offersTabularFigures"] as! Bool)
        #expect((widths["defaultFigures"] as! [String: Any])["jitters"] as! Bool)
        #expect(!((widths["tabularFigures"] as! [String: Any])["jitters"] as! Bool))
    }

    /// The first line of `animate count` (text), and the JSON frames' texts, for `arguments`.
    func count(_ arguments: [String]) throws -> (line: String, texts: [String]) {
        let base = ["animate", "count"] + arguments + ["--font", "DejaVu Sans", "--no-pictures"] + fonts
        let text = try Run(base), json = try Run(base + ["--format", "json"])
        #expect(text.status == 0 && json.status == 0, "\(text.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let texts = (object["frames"] as! [[String: Any]]).map { $0["text"] as! String }
        return (String(text.stdout.prefix { $0 != "\n" }), texts)
    }

    @Test func percentValuesAreWhatTheLabelShows() throws {
        // 87.5 with --number-format percent is 87.5 %, shown with the 1 decimal it is typed with;
        // "87.5%" means the same and picks percent by itself; --fraction-digits 2 adds a decimal.
        let plain = try count(["0", "87.5", "--number-format", "percent"])
        #expect(plain.line == "0.0% -> 87.5%: 61 frames at 60 Hz over 1 s, 60 distinct")
        #expect(plain.texts.first == "0.0%" && plain.texts.last == "87.5%")
        let signed = try count(["0", "87.5%"])
        #expect(signed.line == plain.line && signed.texts == plain.texts)
        #expect(try count(["0%", "87.5%", "--fraction-digits", "2"]).texts.last == "87.50%")
        // A fraction is not a percentage: 0.5 is 0.5 %.
        #expect(try count(["0", "0.5", "--number-format", "percent"]).texts.last == "0.5%")
    }

    @Test func decimalsFollowTheValuesAsTyped() throws {
        // 2.7 and 0.1 have 1 decimal each: every frame shows tenths, from exactly 2.7 to 0.1
        // (ease-out over 61 frames: 27 distinct tenths).
        let tenths = try count(["2.7", "0.1"])
        #expect(tenths.line == "2.7 -> 0.1: 61 frames at 60 Hz over 1 s, 27 distinct")
        #expect(tenths.texts.allSatisfy { $0.split(separator: ".").last?.count == 1 })
        // Trailing zeros count: 49.90 shows cents, in dollars with currency.
        let price = try count(["0", "49.90", "--number-format", "currency"])
        #expect(price.texts.first == "$0.00" && price.texts.last == "$49.90")
        // An exponent moves the point: 1.5e3 is 1500, no decimals.
        #expect(try count(["0", "1.5e3"]).texts.last == "1,500")
        // --fraction-digits may show more than typed, or as many as the value needs (2.70 needs 1).
        #expect(try count(["0", "2.70", "--fraction-digits", "1"]).texts.last == "2.7")
        #expect(try count(["0", "3", "--fraction-digits", "2"]).texts.last == "3.00")
    }

    @Test(
        arguments: [
            (
                ["animate", "size", "--font", "Merriweather", "--from", "Large", "--to", "Large"], 64,
                "--to: expected a size other than --from (Large): nothing to animate"
            ),
            (
                ["animate", "size", "--font", "Merriweather", "--from", "0", "--to", "17"], 64,
                "--from: expected a point size above 0 and at most 4096, instead saw 0"
            ),
            (
                ["animate", "size", "--font", "Merriweather", "--from", "Large", "--to", "AX3", "--text", " "], 64,
                "--text: expected text with at least one visible character, instead saw ' '"
            ),
            (
                ["animate", "count", "0", "5", "--font", "Merriweather", "--locale", "xx_YY"], 64,
                "locale: expected a locale identifier Foundation knows (language_REGION, such as en_US, de_DE, hi_IN), instead saw 'xx_YY'"
            ),
            (
                ["animate", "count", "0", "five", "--font", "Merriweather"], 64,
                "TO: expected a decimal number (1500000, 49.99, -50) or a percentage (87.5%), instead saw 'five'"
            ),
            (
                ["animate", "count", "0", "1.2.3", "--font", "Merriweather"], 64,
                "TO: expected a decimal number (1500000, 49.99, -50) or a percentage (87.5%), instead saw '1.2.3'"
            ),
            (
                ["animate", "count", "0", "2.75", "--font", "Merriweather", "--fraction-digits", "1"], 64,
                "TO: expected a value with at most 1 decimal (--fraction-digits 1), instead saw '2.75' (2 decimals; give --fraction-digits 2 to show it)"
            ),
            (
                ["animate", "count", "0.5", "1", "--font", "Merriweather", "--fraction-digits", "0"], 64,
                "FROM: expected a value with at most 0 decimals (--fraction-digits 0), instead saw '0.5' (1 decimal; give --fraction-digits 1 to show it)"
            ),
            (
                ["animate", "count", "0", "87.5%", "--font", "Merriweather", "--number-format", "currency"], 64,
                "TO: expected a number without % for --number-format currency, instead saw '87.5%' (a percentage needs --number-format percent)"
            ),
            (
                ["animate", "count", "0", "0.00000000001", "--font", "Merriweather"], 64,
                "TO: expected a value with at most 10 decimals, instead saw '0.00000000001' (11 decimals)"
            ),
            (
                ["animate", "count", "0", "5", "--font", "Merriweather", "--fraction-digits", "11"], 64,
                "--fraction-digits: expected a number of decimals from 0 to 10, instead saw 11"
            ),
            (
                ["animate", "count", "0", "5", "--font", "Merriweather", "--display-scale", "4"], 64,
                "--display-scale: expected 1, 2 or 3, instead saw 4"
            ),
            (
                ["animate", "count", "0", "5", "--font", "Merriweather", "--duration", "0"], 64,
                "--duration: expected a duration in seconds from 0.001 to 60 (such as 0.35), instead saw '0'"
            ),
            (
                ["animate", "size", "--font", "Merriwether", "--from", "Large", "--to", "AX3"], 2,
                "font family 'Merriwether' is not installed (fontconfig would fall back to 'DejaVu Sans'); did you mean 'Merriweather'? Or add its folder with --font-dir or FONTSCALE_FONT_PATH, or give --font-file"
            ),
        ] as [([String], Int32, String)])
    func badInputExitsWithTheDocumentedStatus(arguments: [String], status: Int32, message: String) throws {
        let run = try Run(arguments + fonts + ["--no-pictures"])
        #expect(run.status == status)
        #expect(run.stderr == "fontscale: error: \(message)\n")
        #expect(run.stdout.isEmpty)
    }
}

/// `fontscale animate morph` as a user runs it.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct AnimateMorphCommandTests {
    @Test func morphSummaryAndJSON() throws {
        let fonts = ["--font-dir", TestFonts.directory, "--no-pictures"]
        let text = try Run(["animate", "morph", "Backing up", "Backed up", "--font", "Merriweather"] + fonts)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("  leave:  'i' 'n' 'g'\n  arrive: 'e' 'd'\n"))
        let run = try Run(
            ["animate", "morph", "9", "10", "--font", "Merriweather", "--mode", "replace", "--format", "json"] + fonts)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        // Replace mode: every slot leaves and arrives; 9 -> 10 counts up, so it rolls up.
        #expect(json["rolling"] as! String == "up" && (json["persistent"] as! [Any]).isEmpty)
        #expect(json["exiting"] as! [Int] == [0] && json["entering"] as! [Int] == [0, 1])
        let same = try Run(["animate", "morph", "Same", "Same", "--font", "Merriweather"] + fonts)
        #expect(
            same.status == 64
                && same.stderr == "fontscale: error: NEW: expected a text other than OLD ('Same'): nothing to morph\n")
    }
}

/// `fontscale animate color` and the --spring option.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct AnimateColorCommandTests {
    let fonts = ["--font-dir", TestFonts.directory, "--no-pictures"]

    @Test func blackToWhiteFailsMidway() throws {
        let run = try Run(
            [
                "animate", "color", "#000", "#fff", "--space", "srgb", "--curve", "linear", "--font", "Merriweather",
                "--format", "json",
            ] + fonts)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let smooth = (json["animations"] as! [[String: Any]])[0]
        let contrast = smooth["contrast"] as! [Double]
        // Black on white is 21:1 (WCAG: (1 + 0.05) / (0 + 0.05)); the last frame is white on white, 1:1.
        #expect(abs(contrast.first! - 21) < 1e-9 && abs(contrast.last! - 1) < 1e-9)
        #expect(json["threshold"] as! Double == 4.5)  // Body at Large is 17 pt regular: normal text
        let failing = smooth["failingFrames"] as! [Int]
        #expect(failing.last == 60 && failing == Array(failing.first!...60))
    }

    @Test func springsDriveTheAnimations() throws {
        let run = try Run(
            [
                "animate", "count", "0", "100", "--font", "Merriweather", "--spring", "bouncy", "--overshoot",
                "--format", "json",
            ] + fonts)
        #expect(run.status == 0, "\(run.stderr)")
        let frames =
            (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any])["frames"]
            as! [[String: Any]]
        // A bouncy spring overshoots: with --overshoot some frame shows more than 100 before settling
        // on exactly 100 (without it the label stops at 100, AnimateInputTests).
        #expect(frames.contains { Int($0["value"] as! String)! > 100 })
        #expect(frames.last!["text"] as! String == "100")
        let both = try Run(
            [
                "animate", "size", "--font", "Merriweather", "--from", "Large", "--to", "AX3", "--spring", "snappy",
                "--curve", "linear",
            ] + fonts)
        #expect(both.status == 64 && both.stderr == "fontscale: error: give either --curve or --spring, not both\n")
    }
}
