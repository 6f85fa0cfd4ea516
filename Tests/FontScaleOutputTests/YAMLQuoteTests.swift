import FontScaleOutput
import Testing

/// YAML.quote's escapes for what a YAML reader refuses raw (C1 controls, U+FFFE, U+FFFF) or folds
/// (the line breaks NEL, LS, PS): found by the config fuzzer's --print-config round trip
/// (Tests/FontScaleCheckTests/FuzzRegressionTests.swift parses the results back).
@Suite struct YAMLQuoteTests {
    @Test func lineBreaksAndUnprintables() {
        #expect(YAML.quote("a\u{85}b\u{2028}c\u{2029}d") == #""a\Nb\Lc\Pd""#)
        #expect(YAML.quote("\u{80}\u{9F}\u{A0}é") == "\"\\x80\\x9F\u{A0}é\"")
        #expect(YAML.quote("\u{FFFE}\u{FFFF}\u{FEFF}😀") == "\"\\uFFFE\\uFFFF\u{FEFF}😀\"")
    }
}
