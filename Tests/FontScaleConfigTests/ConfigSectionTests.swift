import FontScaleConfig
import Testing

/// The parser's sections, each refusing what its keys cannot hold, at the value's place in the
/// file: the top keys, `fonts:`, `containers:`, `samples:`, `styles:`, `rules:` and `overrides:`.
/// Each case is a whole config, one value wrong.
@Suite struct ConfigSectionTests {
    /// A config whose one style is fine: `head` goes above `styles:`, `style` into Body's mapping
    /// (which starts at column 5 of its line: `family: X` ends at column 53).
    static func config(head: String = "", style: String = "", tail: String = "") -> String {
        "version: 1\n\(head)styles:\n  - {name: Body, textStyle: body, size: 17, family: X\(style)}\n\(tail)"
    }

    static func message(_ text: String) -> String {
        do {
            _ = try TestFormat.parse(text)
            return "parsed"
        } catch { return "\(error)".replacingOccurrences(of: "/repo/ci/t.yml:", with: "") }
    }

    @Test(arguments: [
        (
            "platform: tvos\n",
            "2:11: error: platform: expected a platform with Dynamic Type (ios or watchos), instead saw tvos"
        ),
        ("model: android\n", "2:8: error: model: expected uiFontMetrics or proportional, instead saw android"),
        (
            "categories: AX5...xSmall\n",
            "2:13: error: categories: expected the smaller category first, instead saw 'AX5...xSmall'"
        ),
        (
            "categories: Large-AX5\n",
            "2:13: error: categories: expected a range such as \"xSmall...AX5\", a list, or all, instead saw 'Large-AX5'"
        ),
        (
            "platform: watchos\ncategories: [AX4, AX5]\n",
            "3:13: error: categories: expected at least one watchOS category, instead saw none"
        ),
    ])
    func topKeys(head: String, message: String) {
        #expect(Self.message(Self.config(head: head)) == message)
    }

    @Test func fontsTakeAFamilyOrAFileNotBoth() {
        #expect(
            Self.message(Self.config(head: "fonts:\n  family: Inter\n  file: a.ttf\n"))
                == "3:3: error: fonts: expected either 'family' or 'file', instead saw both")
    }

    @Test(arguments: [
        (
            "{name: Card, width: 0}",
            "3:25: error: containers[0].width: expected a width above 0 and at most 100000 points, instead saw 0"
        ),
        (
            "{name: Card, width: 320, minimumScaleFactor: 1.5}",
            "3:50: error: containers[0].minimumScaleFactor: expected a factor above 0 and at most 1 (0.7 lets the text shrink to 70%), instead saw 1.5"
        ),
        (
            "{name: Card, width: 320, height: -4}",
            "3:38: error: containers[0].height: expected a height above 0 and at most 100000 points, instead saw -4"
        ),
    ])
    func containers(container: String, message: String) {
        #expect(Self.message(Self.config(head: "containers:\n  - \(container)\n")) == message)
    }

    @Test func samplesAreNeverEmpty() {
        #expect(
            Self.message(Self.config(head: "samples: []\n"))
                == "2:10: error: samples: expected at least one sample (leave the key out for the default, \"Dynamic Type\"), instead saw an empty list"
        )
        #expect(
            Self.message(Self.config(head: "samples: [\"\"]\n"))
                == "2:11: error: samples[0]: expected a sample with at least one character, instead saw an empty string"
        )
    }

    @Test(arguments: [
        (
            ", maxSize: big",
            "5:65: error: styles[0].maxSize: expected points (40) or a factor of the size (\"2x\"), instead saw 'big'"
        ),
        (", axes: {wght: 700}", "5:69: error: styles[0].axes.wght: set wght with weight, not axes"),
        (
            ", axes: {width: 90}",
            "5:70: error: styles[0].axes.width: expected a four-letter axis tag (wdth, GRAD), instead saw 'width'"
        ),
        (
            ", containers: [Crad]",
            "5:68: error: styles[0].containers: unknown container 'Crad'; did you mean 'Card'? Expected one of: Card"
        ),
        (
            ", samples: [\"\"]",
            "5:66: error: styles[0].samples[0]: expected a sample with at least one character, instead saw an empty string"
        ),
    ])
    func styles(style: String, message: String) {
        #expect(Self.message(Self.config(head: "containers:\n  - {name: Card, width: 320}\n", style: style)) == message)
    }

    @Test func styleNamesAreUnique() {
        let text = Self.config(tail: "  - {name: Body, textStyle: title1, size: 28, family: X}\n")
        #expect(
            Self.message(text) == "4:5: error: styles[1].name: expected a unique style name, instead saw 'Body' twice")
    }

    @Test func rulesAndOverridesNameKnownRules() {
        #expect(Self.message(Self.config(tail: "rules:\n  spacing/line-hieght: warn\n")).hasPrefix("5:3: error: "))
        #expect(Self.message(Self.config(tail: "overrides:\n  - {rule: spacing/lineheight}\n")).hasPrefix("5:"))
    }
}
