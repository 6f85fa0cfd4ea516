import FontScaleTestSupport
import Foundation
import Testing

/// Issue 22: `fontscale animate` under hostile and extreme input: every number read strictly and
/// refused in one whole line, never NaN or infinity in any output, counting exact at any scale.
/// Its own file beside AnimateCommandTests.swift (near the house's 400 lines, and edited by the
/// helpers on morph and colour at the same time).
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct AnimateInputTests {
    var fonts: [String] { ["--font-dir", TestFonts.directory, "--no-pictures"] }
    static let count = ["animate", "count", "--font", "DejaVu Sans"]
    static let valueForm = "expected a decimal number (1500000, 49.99, -50) or a percentage (87.5%)"
    static let durationForm = "expected a duration in seconds from 0.001 to 60 (such as 0.35)"
    static let curveForm =
        "expected linear, easeIn, easeOut, easeInOut, default, easeOutCubic or four decimal numbers x1,y1,x2,y2"

    @Test(
        arguments: [
            // FROM/TO (12 cases): the list, and Swift's Double spellings.
            (count + ["0", "5-"], "TO: \(valueForm), instead saw '5-'"),
            (count + ["0", "1e5e5"], "TO: \(valueForm), instead saw '1e5e5'"),
            (count + ["0", "1e"], "TO: \(valueForm), instead saw '1e'"),
            (count + ["0", "1-2"], "TO: \(valueForm), instead saw '1-2'"),
            (count + ["0", "+-5"], "TO: \(valueForm), instead saw '+-5'"),
            (count + ["--", "0", "--5"], "TO: \(valueForm), instead saw '--5'"),
            (count + ["0", "e5"], "TO: \(valueForm), instead saw 'e5'"),
            (count + ["--", "0", "-"], "TO: \(valueForm), instead saw '-'"),
            (count + ["0", "."], "TO: \(valueForm), instead saw '.'"),
            (count + ["+", "5"], "FROM: \(valueForm), instead saw '+'"),
            (count + ["0", "nan"], "TO: \(valueForm), instead saw 'nan'"),
            (count + ["0", "0x10"], "TO: \(valueForm), instead saw '0x10'"),
            // 37 digits is beyond exact counting (10^36 has 37).
            (
                count + ["0", "1e36"],
                "TO: expected a value of at most 36 digits, the 0 decimals shown included, instead saw '1e36' (37 digits)"
            ),
            // --duration (6 cases).
            (count + ["0", "5", "--duration", "1e-12"], "--duration: \(durationForm), instead saw '1e-12'"),
            (count + ["0", "5", "--duration", "nan"], "--duration: \(durationForm), instead saw 'nan'"),
            (count + ["0", "5", "--duration", "inf"], "--duration: \(durationForm), instead saw 'inf'"),
            (count + ["0", "5", "--duration", "0x1p-3"], "--duration: \(durationForm), instead saw '0x1p-3'"),
            (count + ["0", "5", "--duration", "61"], "--duration: \(durationForm), instead saw '61'"),
            (count + ["0", "5", "--duration", "1e5e5"], "--duration: \(durationForm), instead saw '1e5e5'"),
            // --curve (6 cases): control points finite and bounded.
            (
                count + ["0", "5", "--curve", "0.5,1e300,0.5,1"],
                "--curve: cubic-bezier y1: expected a control point y from -10 to 10, instead saw 1e+300"
            ),
            (
                count + ["0", "5", "--curve", "0.5,1,0.5,-11"],
                "--curve: cubic-bezier y2: expected a control point y from -10 to 10, instead saw -11"
            ),
            (
                count + ["0", "5", "--curve", "1.5,0,0.5,1"],
                "--curve: cubic-bezier x1: expected a control point x from 0 to 1, instead saw 1.5"
            ),
            (count + ["0", "5", "--curve", "0.5,nan,0.5,1"], "--curve: \(curveForm), instead saw '0.5,nan,0.5,1'"),
            (count + ["0", "5", "--curve", "0x1p-1,0,1,1"], "--curve: \(curveForm), instead saw '0x1p-1,0,1,1'"),
            (count + ["0", "5", "--curve", "0.5,,0.5,1"], "--curve: \(curveForm), instead saw '0.5,,0.5,1'"),
            // --rate, --display-scale, --locale (3 cases).
            (count + ["0", "5", "--rate", "90"], "--rate: expected 60 or 120, instead saw 90"),
            (count + ["0", "5", "--display-scale", "0"], "--display-scale: expected 1, 2 or 3, instead saw 0"),
            (
                count + ["0", "5", "--locale", "en_US@numbers=zzz"],
                "locale: expected a locale identifier with at most a numbering system (mr_IN@numbers=latn), instead saw en_US@numbers=zzz"
            ),
            // size (4 cases): the same duration and curve, and its own numbers.
            (
                ["animate", "size", "--font", "DejaVu Sans", "--from", "17", "--to", "34", "--width", "nan"],
                "--width: expected a point size above 0 and at most 100000, instead saw 'nan'"
            ),
            (
                ["animate", "size", "--font", "DejaVu Sans", "--from", "0x11", "--to", "34"],
                "--from: expected a content size category or a point size; unknown content size category '0x11'; did you mean 'AX1'? Expected one of: xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"
            ),
            (
                [
                    "animate", "size", "--font", "DejaVu Sans", "--from", "17", "--to", "34", "--curve",
                    "0.5,1e308,0.5,1e308",
                ],
                "--curve: cubic-bezier y1: expected a control point y from -10 to 10, instead saw 1e+308"
            ),
            (
                ["animate", "size", "--font", "DejaVu Sans", "--from", "17", "--to", "34", "--duration", "0.0005"],
                "--duration: \(durationForm), instead saw '0.0005'"
            ),
        ] as [([String], String)])
    func refusedInOneLine(arguments: [String], message: String) throws {
        let run = try Run(arguments + fonts)
        #expect(run.status == 64)
        #expect(run.stderr == "fontscale: error: \(message)\n")
    }

    /// The frames' texts of `animate count ARGS --format json`.
    func texts(_ arguments: [String]) throws -> [String] {
        let run = try Run(Self.count + arguments + ["--format", "json"] + fonts)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        return (json["frames"] as! [[String: Any]]).map { $0["text"] as! String }
    }

    /// A negative value before "--" (issue 34: "Missing expected argument '<to>'"): the message
    /// names it and writes a command; that command, run as written (options put before its "--"),
    /// counts to the value: its last frame is the value as typed.
    @Test(arguments: [
        (["0", "--5"], "-5"), (["0", "-5"], "-5"), (["-50", "50"], "50"), (["0", "-2.5"], "-2.5"),
    ])
    func negativeValuesAreExplainedAndTheWayWorks(values: [String], last: String) throws {
        let refused = try Run(["animate", "count"] + values + fonts)
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        let suggested = try #require(
            refused.stderr.firstMatch(of: /`fontscale (animate count [^`]*)`/), "\(refused.stderr)")
        var words = suggested.1.split(separator: " ").map(String.init)
        let options = ["--font", "DejaVu Sans", "--format", "json"] + fonts
        words.insert(contentsOf: options, at: try #require(words.firstIndex(of: "--")))
        let run = try Run(words)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let texts = (json["frames"] as! [[String: Any]]).map { $0["text"] as! String }
        #expect(texts.last == last, "\(texts.suffix(2))")
    }

    @Test func countsExactlyAtScale() throws {
        // Expected values from Python's fractions: 99999999999999999 cents x 1/60 = ...666.65 -> .67;
        // 12345678901234567890 / 60 = 205761315020576131.5, a half -> ...132.
        let cents = try texts(["0", "999999999999999.99", "--fraction-digits", "2", "--curve", "linear"])
        #expect(cents[1] == "16,666,666,666,666.67" && cents.count == 61)
        let units = try texts(["0", "12345678901234567890", "--curve", "linear"])
        #expect(units[1] == "205,761,315,020,576,132")
        // Halves away from zero: 0 -> 30 linear shows 0.5 as 1 and 4.5 as 5.
        let halves = try texts(["0", "30", "--curve", "linear"])
        #expect(halves[1] == "1" && halves[9] == "5")
    }

    @Test func tinyDurationsStillHaveTwoFramesAndSpringsStopAtTheEnd() throws {
        #expect(try texts(["0", "100", "--duration", "0.001"]) == ["0", "100"])
        // The bouncy spring passes 100% on the way; the label stops there unless --overshoot.
        let clamped = try texts(["0", "100%", "--spring", "bouncy"])
        #expect(!clamped.contains { $0 == "101%" || $0 == "102%" || $0 == "105%" })
        #expect(clamped.last == "100%")
        let free = try texts(["0", "100%", "--spring", "bouncy", "--overshoot"])
        #expect(free.contains { Int($0.dropLast())! > 100 })
    }

    @Test func noNaNOrInfinityAtTheExtremes() throws {
        // The widest curve accepted, a spring, and the longest value: every frame is a number.
        for arguments in [
            ["0", "100", "--curve", "0,10,1,-10", "--overshoot"],
            ["0", "100", "--spring", "snappy", "--duration", "60"],
            ["0", String(repeating: "9", count: 36)],
        ] {
            let frames = try texts(arguments)
            #expect(frames.allSatisfy { !$0.contains("NaN") && !$0.contains("∞") && !$0.isEmpty })
        }
        let size = try Run(
            [
                "animate", "size", "--font", "DejaVu Sans", "--from", "17", "--to", "34", "--curve", "0,10,1,-10",
                "--format", "json",
            ] + fonts)
        #expect(size.status == 0, "\(size.stderr)")
        #expect(!size.stdout.contains("nan") && !size.stdout.contains("inf"))
    }

    @Test func localeDigitsFollowCLDR() throws {
        #expect(try texts(["0", "42017", "--locale", "mr_IN"]).last == "\u{096A}\u{0968},\u{0966}\u{0967}\u{096D}")
        #expect(try texts(["0", "42017", "--locale", "bn_BD"]).last == "\u{09EA}\u{09E8},\u{09E6}\u{09E7}\u{09ED}")
        #expect(try texts(["0", "42017", "--locale", "th_TH"]).last == "42,017")
        #expect(
            try texts(["0", "42017", "--locale", "ja_JP", "--number-format", "currency", "--currency", "JPY"]).last
                == "\u{FFE5}42,017")
    }
}
