import FontScaleTestSupport
import Foundation
import Testing

/// Runs the built `fontscale` binary as a user would.
struct Run {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Runs the CLI with `arguments` in `directory`, with `environment` in place of this process's when given.
    init(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws {
        // Through files (Command.run): a child whose stderr outgrows a pipe (a sanitizer's report)
        // must fail the test, not hang it.
        (status, stdout, stderr) = try Command.run(
            Fixture.executable.path, arguments, environment: environment, in: directory)
    }
}

@Suite struct TableCommandTests {
    @Test func iOSTSVEqualsTheReferenceCellForCell() throws {
        let run = try Run(["table", "--platform", "ios", "--format", "tsv"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let text = try String(contentsOf: Fixture.reference.appendingPathComponent("ios.tsv"), encoding: .utf8)
        let expectedLines = text.split(separator: "\n").map(String.init)
        #expect(run.stdout.split(separator: "\n").map(String.init) == expectedLines)
    }

    @Test func filtersAndFormats() throws {
        let csv = try Run(["table", "--style", "Subhead", "--category", "AX5", "--format", "csv"])
        #expect(csv.stdout == "category,style,weight,size,leading\r\nAX5,Subheadline,Regular,49,58\r\n")
        let markdown = try Run(["table", "--style", "body", "--category", "L", "--format", "markdown"])
        #expect(
            markdown.stdout
                == "| category | style | weight | size | leading |\n|---|---|---|---:|---:|\n| Large | Body | Regular | 17 | 22 |\n"
        )
        let text = try Run(["table", "--style", "caption2", "--category", "xs"])
        #expect(
            text.stdout == "category  style      weight   size  leading\nxSmall    Caption 2  Regular    11       13\n")
        let json = try Run(["table", "--platform", "macos", "--style", "headline", "--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let row = (document["rows"] as! [[String: Any]])[0]
        #expect(
            row["size"] as? Double == 13 && row["weightName"] as? String == "Bold"
                && row["emphasizedWeight"] as? Int == 800)
        #expect(document["minimumLegibleSize"] as? Double == 10)
    }

    @Test func watchOSTable() throws {
        let run = try Run(["table", "--platform", "watchos", "--format", "tsv"])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 91 && lines[0] == "category\tstyle\tweight\tsize\tleading")
        #expect(lines.contains("AX1\tTitle 2\tRegular\t34\t41"))
    }
}

@Suite struct ScaleCommandTests {
    @Test func deviceObservationsAsText() throws {
        #expect(
            try Run(["scale", "17", "--style", "body", "--category", "AX5"]).stdout
                == "Body 17 pt at AX5: 48 pt (uiFontMetrics: 17 x 2.8183 = 47.911, rounded to 48 pt; scaledValue 48 @3x); leading 62 pt; weight Regular\n"
        )
        #expect(
            try Run(["scale", "12", "--style", "Caption 1", "--category", "xSmall", "--model", "proportional"]).stdout
                == "Caption 1 12 pt at xSmall: 11 pt (proportional: 12 x 0.9167 = 11, rounded to 11 pt); leading 13 pt; weight Regular\n"
        )
    }

    @Test func json() throws {
        let run = try Run(["scale", "17", "--category", "medium", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(object["pointSize"] as? Double == 16)
        #expect(object["leading"] as? Double == 21)
        #expect(object["model"] as? String == "uiFontMetrics")
        #expect(abs((object["scaledValue"] as! Double) - 49.0 / 3) < 1e-9)
        let all = try Run(["scale", "17", "--all", "--max", "40", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as! [[String: Any]]
        #expect(rows.count == 12)
        #expect(rows.map { $0["pointSize"] as! Double } == [15, 15, 16, 17, 19, 20, 22, 26, 31, 37, 40, 40])
        #expect(rows.map { $0["capped"] as! Bool } == Array(repeating: false, count: 10) + [true, true])
    }

    /// tvOS has no Dynamic Type: one size per style. Without --category, scale answers it (as table
    /// does without --category); the line height follows tvOS Body's HIG ratio, 17 x 36/29 = 21.1,
    /// on the @3x grid 21; the weight is tvOS Body's Medium.
    @Test func platformsWithoutDynamicTypeAnswerTheirOneSize() throws {
        #expect(
            try Run(["scale", "17", "--platform", "tvos"]).stdout
                == "Body 17 pt on tvOS: 17 pt (tvOS has no Dynamic Type: one size at every setting); leading 21 pt; weight Medium\n"
        )
        let json = try Run(["scale", "17", "--platform", "macos", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        #expect(object["pointSize"] as? Double == 17 && object["category"] == nil)
    }

    @Test func androidAndBoldText() throws {
        #expect(
            try Run(["scale", "16", "--model", "android", "--font-scale", "1.3"]).stdout
                == "Body 16 sp at font scale 1.3: 20.2 dp (android nonlinear: 16 sp -> 20.2 dp, 1.263x); leading 26.141 dp; weight Regular\n"
        )
        #expect(
            try Run(["scale", "17", "--category", "L", "--bold-text"]).stdout.hasSuffix(
                "weight Semibold (Bold Text, approximate)\n"))
    }

    // Bad input: one line on stderr, exit 64, nothing on stdout.
    @Test(arguments: [
        (
            ["scale", "0", "--category", "AX5"],
            "fontscale: error: value: expected a point size above 0 and at most 4096, instead saw 0"
        ),
        (
            ["scale", "-5", "--category", "AX5"],
            "fontscale: error: value: expected a point size above 0 and at most 4096, instead saw -5"
        ),
        (
            ["scale", "nan", "--category", "AX5"],
            "fontscale: error: value: expected a point size above 0 and at most 4096, instead saw nan"
        ),
        (
            ["scale", "inf", "--category", "AX5"],
            "fontscale: error: value: expected a point size above 0 and at most 4096, instead saw inf"
        ),
        (
            ["scale", "10000", "--category", "AX5"],
            "fontscale: error: value: expected a point size above 0 and at most 4096, instead saw 10000"
        ),
        (
            ["scale", "big", "--category", "AX5"],
            "fontscale: error: value: expected a number of points, instead saw 'big'"
        ),
        (["scale", "17"], "fontscale: error: give --category C (e.g. --category AX5) or --all"),
        (
            ["scale", "17", "--category", "AX9"],
            "fontscale: error: The value 'AX9' is invalid for '--category <category>': unknown content size category 'AX9'; did you mean 'AX1'? Expected one of: xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"
        ),
        (
            ["scale", "17", "--style", "bdy", "--category", "L"],
            "fontscale: error: The value 'bdy' is invalid for '--style <style>': unknown text style 'bdy'; did you mean 'Body'? Expected one of: Large Title, Title 1, Title 2, Title 3, Headline, Subtitle 1, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2, Footnote 1, Footnote 2"
        ),
        (
            ["scale", "17", "--category", "L", "--display-scale", "4"],
            "fontscale: error: --display-scale: expected 1, 2 or 3, instead saw 4"
        ),
        (
            ["scale", "17", "--category", "L", "--max=-2x"],
            "fontscale: error: --max: expected a factor above 0 and at most 100, instead saw -2x"
        ),
        // A value starting with "-" is an option to the parser, which said "Missing value for
        // '--max <limit>'" or "Missing expected argument '<to>'" (issue 34): worded with the value.
        (
            ["scale", "17", "--category", "L", "--max", "-2x"],
            "fontscale: error: --max: expected a factor above 0 and at most 100, instead saw -2x"
        ),
        (
            ["report", "--max", "-2x"],
            "fontscale: error: --max: expected a factor above 0 and at most 100, instead saw -2x"
        ),
        (
            ["scale", "--max", "-2x"],
            "fontscale: error: --max takes a <limit> after it, but '-2x' starts with '-' and reads as an option; to give it as the value, write --max=-2x"
        ),
        (
            ["animate", "count", "0", "10", "--duration", "-1"],
            "fontscale: error: --duration: expected a duration in seconds from 0.001 to 60 (such as 0.35), instead saw '-1'"
        ),
        (
            ["animate", "count", "0", "--5"],
            "fontscale: error: '--5' is not an option; to count to -5 write `fontscale animate count 0 -- -5` (values after \"--\", options before it)"
        ),
        (
            ["animate", "count", "0", "-5", "--no-pictures"],
            "fontscale: error: '-5' reads as an option; to count to -5 write `fontscale animate count 0 -- -5` (values after \"--\", options before it)"
        ),
        (
            ["animate", "count", "-50", "--locale", "de_DE", "50"],
            "fontscale: error: '-50' reads as an option; to count from -50 write `fontscale animate count -- -50 50` (values after \"--\", options before it)"
        ),
        (
            ["animate", "count", "--fraction-digits", "2", "0", "-0.5"],
            "fontscale: error: '-0.5' reads as an option; to count to -0.5 write `fontscale animate count 0 -- -0.5` (values after \"--\", options before it)"
        ),
        // A number beyond Double's range is echoed as typed, never as "inf".
        (
            ["scale", "17", "--all", "--max", "1e400"],
            "fontscale: error: --max: expected a point size above 0 and at most 4096, instead saw 1e400"
        ),
        (
            ["scale", "17", "--all", "--max", "1e400x"],
            "fontscale: error: --max: expected a factor above 0 and at most 100, instead saw 1e400x"
        ),
        (
            ["scale", "1e400", "--all"],
            "fontscale: error: value: expected a point size above 0 and at most 4096, instead saw 1e400"
        ),
        (
            ["scale", "17", "--all", "--max", "0.5x"],
            "fontscale: error: --max: expected a size at or above the base size 17 pt, instead saw 0.5x = 8.5 pt, which would draw Body smaller than 17 pt at Large and above"
        ),
        (
            ["scale", "12", "--style", "caption1", "--category", "L", "--min", "30", "--max", "20"],
            "fontscale: error: --min: expected a size at or below the base size 12 pt, instead saw 30 pt, which would draw Caption 1 larger than 12 pt at Large and below"
        ),
        (
            ["scale", "16", "--model", "android", "--font-scale", "2", "--max", "10"],
            "fontscale: error: --max: expected a size at or above the base size 16 pt, instead saw 10 pt, which would draw Body smaller than 16 pt at font scale 1 and above"
        ),
        (
            ["scale", "17", "--platform", "tvos", "--category", "AX5"],
            "fontscale: error: tvOS has no Dynamic Type: its text styles have one size each; drop --category"
        ),
        (
            ["scale", "17", "--platform", "watchos", "--category", "AX5"],
            "fontscale: error: watchOS has no content size category 'AX5'; expected one of: xSmall, Small, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3"
        ),
        (
            ["table", "--platform", "watchos", "--category", "AX5"],
            "fontscale: error: watchOS has no content size category 'AX5'; expected one of: xSmall, Small, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3"
        ),
        (
            ["table", "--platform", "macos", "--category", "AX5"],
            "fontscale: error: macOS has no Dynamic Type: its text styles have one size each; drop --category"
        ),
        (["scale", "16", "--model", "android"], "fontscale: error: --model android needs --font-scale F or --all"),
        (
            ["scale", "16", "--model", "android", "--font-scale", "nan"],
            "fontscale: error: font scale: expected an Android font scale from 0.1 to 10, instead saw nan"
        ),
        (
            ["table", "--platform", "watchos", "--style", "callout"],
            "fontscale: error: watchOS has no text style 'Callout'; expected one of: Large Title, Title 1, Title 2, Title 3, Headline, Body, Caption 1, Caption 2, Footnote 1, Footnote 2"
        ),
        (
            ["table", "--platform", "tvos", "--category", "AX1"],
            "fontscale: error: tvOS has no Dynamic Type: its text styles have one size each; drop --category"
        ),
        (
            ["scale", "17", "--category", "L", "--leading", "0"],
            "fontscale: error: --leading: expected a point size above 0 and at most 4096, instead saw 0"
        ),
        (
            ["scale", "17", "--all", "--platform", "tvos"],
            "fontscale: error: tvOS has no Dynamic Type: --all has no categories to scale to"
        ),
        (
            ["measure", "Hi", "--size", "17", "--width", "0"],
            "fontscale: error: --width: expected a point size above 0 and at most 100000, instead saw 0"
        ),
        (["check"], "fontscale: error: give a config file: fontscale check fontscale.yml (fontscale init writes one)"),
        (["frobnicate"], "fontscale: error: Unexpected argument 'frobnicate'"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let run = try Run(arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == message + "\n")
    }

    @Test func helpListsTheAcceptedValues() throws {
        let scale = try Run(["scale", "--help"])
        #expect(scale.status == 0)
        for name in ["uiFontMetrics", "proportional", "android", "Caption 1", "AX5", "xSmall"] {
            #expect(scale.stdout.contains(name), "scale --help lacks \(name)")
        }
        let table = try Run(["table", "--help"])
        #expect(table.stdout.contains("values: text, json, csv, tsv,"))
        let root = try Run(["--help"])
        #expect(root.stdout.contains("64  usage"))
        #expect(try Run(["--version"]).stdout == "0.1.0\n")
    }

    /// --font-dir is one option, declared once: every command that resolves fonts shows it alike.
    @Test func fontDirIsTheSameEverywhere() throws {
        for command in ["measure", "fonts", "report", "check", "init"] {
            let help = try Run([command, "--help"]).stdout
            #expect(
                help.contains(
                    """
                      --font-dir <dir>        An extra font folder (repeatable);
                                              FONTSCALE_FONT_PATH adds colon-separated folders too;
                                              .fonts/ in the working directory (and beside a
                                              config) is searched too.

                    """
                ), "\(command)")
        }
    }
}
