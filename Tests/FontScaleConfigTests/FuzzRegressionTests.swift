import FontScale
import FontScaleConfig
import Testing

/// Configs the config fuzzer (Fuzz/Sources/FuzzConfig, scripts/fuzz.sh) broke: each must survive
/// `fontscale check --print-config`, printing YAML that parses back to the same config.
@Suite struct FuzzRegressionTests {
    static let file = "/fuzz/fontscale.yml"

    static func roundTrip(_ text: String) throws -> (CheckConfig, CheckConfig, String) {
        let config = try TestFormat.parse(text, file: file)
        let printed = TestFormat.print(config)
        return (config, try TestFormat.parse(printed, file: file), printed)
    }

    /// fuzz-config, crash-6a8654dd (minimized): a style named "\N" (NEL, U+0085) was printed raw
    /// inside double quotes, and a YAML reader folds a raw NEL like a line break: the name changed.
    /// C1 controls and U+FFFE/U+FFFF (the same gap in YAML.quote) were printed raw too, and a YAML
    /// reader refuses them: the printed config did not parse at all.
    @Test(arguments: [
        #"{"version":1,"fonts":{"family":r},"styles":[{"name":"\N","textStyle":body,"size":1}]}"#,
        "version: 1\nfonts: {family: X}\nstyles:\n  - {name: \"a\\u0080b\\u009Fc\", textStyle: body, size: 17}\n",
        "version: 1\nfonts: {family: X}\nstyles:\n  - {name: \"a\\uFFFEb\\uFFFF\\L\\P\", textStyle: body, size: 17}\nsamples: [\"\\N\\x85\\u0090\"]\n",
    ])
    func unprintableCharactersSurvivePrinting(text: String) throws {
        let (config, again, printed) = try Self.roundTrip(text)
        #expect(again.styles.map(\.name) == config.styles.map(\.name), "\(printed)")
        #expect(again.samples.map(\.text) == config.samples.map(\.text), "\(printed)")
    }

    /// The fuzzer's round-trip invariant on hand-made edge values: --print-config rounded every
    /// number to 4 decimals, so 17.123456 came back as 17.1235 and 0.00001 as 0, which the parser
    /// then refused (a size, width or factor must be above 0).
    @Test(arguments: [
        ("size: 0.00001", "size"), ("size: 17.123456", "size"), ("size: 0.00001, lineHeight: 0.00001", "lineHeight"),
        ("size: 17, minSize: \"0.00001x\"", "minSize"), ("size: 17, tracking: 0.123456789", "tracking"),
        ("size: 17, axes: {wdth: 87.654321}", "axes"),
    ])
    func numbersPrintInFull(style: String, key: String) throws {
        let text =
            "version: 1\nfonts: {family: X}\nstyles:\n  - {name: B, textStyle: body, \(style)}\n"
            + "containers: [{name: P, width: 0.00001, minimumScaleFactor: 0.123456, height: 0.000123}]\n"
            + "rules: {spacing/line-height: {minimumRatio: 1.0000001}}\n"
        let (config, again, printed) = try Self.roundTrip(text)
        let (a, b) = (config.styles[0], again.styles[0])
        #expect(
            a.size == b.size && a.minSize == b.minSize && a.tracking == b.tracking && a.axes == b.axes,
            "\(key): \(printed)")
        #expect(a.lineHeight == nil || a.lineHeight == b.lineHeight, "a given line height stays exact: \(printed)")
        #expect(again.containers[0].width == 0.00001 && again.containers[0].minimumScaleFactor == 0.123456)
        #expect(again.containers[0].height == 0.000123)
        #expect(again.rules["spacing/line-height"]?.options["minimumRatio"] == 1.0000001)
    }

    /// A derived line height above 4096 (Body at 4096 pt: 5300.7) was printed as a value the
    /// parser refuses. A size is now at most 1000 pt, so every derived line height reads back
    /// (Body at 1000 pt: 1294.1176), to 4 decimals ("lineHeight: 22" for Body at 17).
    @Test func derivedLineHeightsReadBack() throws {
        let (_, again, printed) = try Self.roundTrip(
            "version: 1\nfonts: {family: X}\nstyles:\n  - {name: B, textStyle: body, size: 1000}\n  - {name: C, textStyle: body, size: 17}\n"
        )
        #expect(printed.contains("    lineHeight: 1294.1176  # the text style's HIG leading ratio\n"), "\(printed)")
        #expect(printed.contains("    lineHeight: 22  # the text style's HIG leading ratio\n"))
        #expect(again.styles.map(\.lineHeight) == [1294.1176, 22])
    }
}
