import FontScaleFonts
import Testing

/// Inputs the fuzz targets (Fuzz/, scripts/fuzz.sh) broke in FontScaleFonts.
@Suite struct FontsFuzzRegressionTests {
    /// fuzz-names, crash-ba8226d3: "C\0\0\0\02" parsed as a feature setting. FontFeature passed the
    /// text to HarfBuzz NUL-terminated, so HarfBuzz read only up to the first NUL: a config's
    /// `features: ["tnum\0junk"]` was accepted as tnum and printed back with the junk.
    @Test(arguments: ["C\0\0\0\02", "tnum\0junk", "\0", "liga\0"])
    func featureWithNULIsRefused(text: String) {
        #expect(throws: FontFeatureError.self) { try FontFeature(text) }
        #expect(throws: FontFeatureError.self) { try FontFeature.list("kern,\(text)") }
    }

    @Test func featuresStillParse() throws {
        #expect(
            try FontFeature.list("tnum, -liga,ss01=1,kern[3:5]=0").map(\.text) == [
                "tnum", "-liga", "ss01=1", "kern[3:5]=0",
            ])
    }
}
