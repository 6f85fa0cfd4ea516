import FontScaleConfig
import Testing

/// The config keys this work added: `accessibilityMaxLines` and `$NAME` font folders.
@Suite struct ContainerAndFolderConfigTests {
    static let styles = "styles:\n  - {name: Body, textStyle: body, size: 17}\n"

    static func parse(_ text: String, environment: [String: String] = [:]) throws -> CheckConfig {
        try TestFormat.parse(text, environment: environment)
    }

    @Test func accessibilityMaxLinesAppliesAtAX1ToAX5() throws {
        let config = try Self.parse(
            "version: 1\nfonts: {family: Merriweather}\n" + Self.styles
                + "containers:\n  - {name: Phone, width: 343, maxLines: 2, accessibilityMaxLines: 0}\n  - {name: Chip, width: 90}\n"
        )
        let phone = config.containers[0], chip = config.containers[1]
        #expect(phone.maxLines == 2 && phone.accessibilityMaxLines == 0)
        #expect(phone.maxLines(at: .xxxLarge) == 2 && phone.maxLines(at: .accessibility1) == 0)
        #expect(chip.accessibilityMaxLines == nil && chip.maxLines(at: .accessibility5) == 1)
        #expect(TestFormat.print(config).contains("    maxLines: 2\n    accessibilityMaxLines: 0\n"))
    }

    static let font = "fonts: {family: X}\n"
    static let folders = "fonts:\n  family: X\n  directories: "

    @Test(arguments: [
        (
            font + styles + "containers:\n  - {name: Phone, width: 343, accessibilityMaxLines: -1}\n",
            "/repo/ci/t.yml:6:54: error: containers[0].accessibilityMaxLines: expected 0 (no limit) or more lines, instead saw -1"
        ),
        (
            font + styles + "containers:\n  - {name: Phone, width: 343, accessibilityMaxLines: two}\n",
            "/repo/ci/t.yml:6:54: error: containers[0].accessibilityMaxLines: expected a whole number, instead saw 'two'"
        ),
        (
            folders + "[fonts, $FONTSCALE_FONT_PATH]\n" + styles,
            "/repo/ci/t.yml:4:24: error: fonts.directories[1]: $FONTSCALE_FONT_PATH is not set; expected it to list font folders (colon-separated), e.g. export FONTSCALE_FONT_PATH=/path/to/fonts"
        ),
        (
            folders + "[\"${FONTSCALE_FONT_PATH\"]\n" + styles,
            "/repo/ci/t.yml:4:17: error: fonts.directories[0]: expected a folder or an environment variable such as $FONTSCALE_FONT_PATH, instead saw '${FONTSCALE_FONT_PATH'"
        ),
        (
            folders + "[$1fonts]\n" + styles,
            "/repo/ci/t.yml:4:17: error: fonts.directories[0]: expected a folder or an environment variable such as $FONTSCALE_FONT_PATH, instead saw '$1fonts'"
        ),
    ])
    func errorsAreLocated(body: String, message: String) {
        #expect { try Self.parse("version: 1\n" + body) } throws: { error in
            if "\(error)" != message { Issue.record("got: \(error)") }
            return "\(error)" == message
        }
    }

    @Test func environmentFoldersExpand() throws {
        let text = "version: 1\n" + Self.folders + "[fonts, \"${FONTSCALE_FONT_PATH}\", $EXTRA]\n" + Self.styles
        let config = try Self.parse(
            text, environment: ["FONTSCALE_FONT_PATH": "/ci/fonts::/ci/more/../other", "EXTRA": "/x"])
        #expect(config.fontDirectories == ["/repo/ci/fonts", "/ci/fonts", "/ci/other", "/x"])
        #expect {
            try Self.parse(text, environment: ["FONTSCALE_FONT_PATH": ":", "EXTRA": "/x"])
        } throws: { error in
            "\(error)"
                == "/repo/ci/t.yml:4:24: error: fonts.directories[1]: $FONTSCALE_FONT_PATH is empty; expected it to list font folders (colon-separated), e.g. export FONTSCALE_FONT_PATH=/path/to/fonts"
        }
    }
}
