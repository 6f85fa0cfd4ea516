import FontScaleConfig
import Testing

/// The one YAML writer: its numbers, its quoting and its layout.
@Suite struct YAMLEmitterTests {
    @Test(arguments: [
        (17.0, "17"), (0.5, "0.5"), (1.15, "1.15"), (-0.5, "-0.5"), (0.1 + 0.2, "0.30000000000000004"),
        (1e16, "1e+16"), (-0.0, "0"), (1.2941176470588236, "1.2941176470588236"),
    ])
    func numbersReadBackAsTheSameDouble(value: Double, text: String) {
        #expect(YAMLEmitter.number(value) == text)
        #expect(Double(text) == value)
    }

    @Test func scalars() {
        #expect(YAMLScalar.string("say \"hi\"\n").text == #""say \"hi\"\n""#)
        #expect(YAMLScalar.plain("xSmall...AX5").text == "xSmall...AX5")
        #expect(YAMLScalar.list([.plain("a"), .string("b"), .integer(3)]).text == #"[a, "b", 3]"#)
        #expect(
            YAMLScalar.mapping([YAMLPair("wdth", .number(90)), YAMLPair("GRAD", .number(-50))]).text
                == "{wdth: 90, GRAD: -50}")
        #expect(YAMLScalar.null.text == "null" && YAMLScalar.bool(false).text == "false")
    }

    @Test func blocksListsAndComments() {
        let text = YAMLEmitter.document([
            .comment("top"),
            .pair("model", .plain("uiFontMetrics"), comment: YAMLComment("aligned", column: 25)),
            .pair("size", .integer(17), comment: YAMLComment("two spaces")),
            .mapping("fonts", [.pair("family", .string("Inter"))]),
            .mapping("rules", []),
            .list("containers", [.comment("only a comment")]),
            .list(
                "styles",
                [
                    .comment("first"),
                    .mapping([.pair("name", .string("A")), .comment("inside"), .pair("size", .number(9.5))]),
                    .mapping([.mapping("nested", [.pair("k", .bool(true))])]),
                ]),
            .list("samples", [.scalar(.string("x"))]),
        ])
        #expect(
            text == """
                # top
                model: uiFontMetrics    # aligned
                size: 17  # two spaces
                fonts:
                  family: "Inter"
                rules: {}
                containers: []
                styles:
                  # first
                  - name: "A"
                    # inside
                    size: 9.5
                  - nested:
                      k: true
                samples:
                  - "x"

                """)
    }
}
