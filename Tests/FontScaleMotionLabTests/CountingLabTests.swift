import FontScaleFonts
import FontScaleMotionLab
import FontScaleTestSupport
import Foundation
import Testing

/// Counting-label widths with the real font, against hb-shape.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct CountingLabTests {
    let catalog: FontCatalog
    init() throws { catalog = try FontCatalog(fontDirectories: [TestFonts.directory]) }

    @Test func merriweatherFiguresAreProportionalAndTnumEqualisesThem() throws {
        let frames = ["1,111", "4,444", "8,888"]
        let result = try CountingLab(font: try CustomFont(family: "Merriweather", catalog: catalog)).measure(
            frames, pointSize: 20)
        let upem = Double(try FontFace(path: TestFonts.merriweather).info.unitsPerEm)
        let variations = ["wght": 400.0, "wdth": 100, "opsz": 20]
        func width(_ text: String, _ features: [String] = []) throws -> Double {
            try HBShape.advance(
                font: TestFonts.merriweather, unitsPerEm: Int(upem), text: text, variations: variations,
                features: features) / upem * 20
        }
        #expect(result.proportionalFigures && result.offersTabularFigures)
        for (index, frame) in frames.enumerated() {
            #expect(abs(result.defaultFigures.widths[index] - (try width(frame))) < 1e-6)
        }
        #expect(result.defaultFigures.jitters)
        #expect(
            result.warning
                == "Merriweather's default figures are proportional: the label's width changes by up to 13.6 pt between frames of the same length; turn on tnum (features: [tnum])"
        )
        let tabular = try #require(result.tabularFigures)
        // With tnum every digit has one advance: the three frames are equally wide, and as hb-shape says.
        #expect(
            tabular.digitSpread == 0 && !tabular.jitters && tabular.largestStep < 1e-9
                && tabular.largestSameLengthStep < 1e-9)
        // Default figures: the biggest same-length step is 4,444 -> 8,888 or 1,111 -> 4,444, as hb-shape measures them.
        let steps = [abs(try width("4,444") - (try width("1,111"))), abs(try width("8,888") - (try width("4,444")))]
        #expect(abs(result.defaultFigures.largestSameLengthStep - steps.max()!) < 1e-6)
        #expect(abs(tabular.widths[0] - (try width("8,888", ["tnum"]))) < 1e-6)
        #expect(tabular.stableWidth >= tabular.widths[0] && tabular.stableWidth - tabular.widths[0] < 1.0 / 3)
    }

    @Test func tabularDefaultFiguresDoNotJitter() throws {
        // DejaVu Sans' digits all advance 1303 units: tabular by default.
        let result = try CountingLab(font: try CustomFont(family: "DejaVu Sans", catalog: catalog)).measure(
            ["10", "55", "99"], pointSize: 17)
        #expect(!result.proportionalFigures && !result.defaultFigures.jitters && result.warning == nil)
        #expect(abs(result.defaultFigures.widths[1] - 2 * 1303.0 / 2048 * 17) < 1e-9)
    }

    @Test func emptyFramesAreErrors() throws {
        let lab = CountingLab(font: try CustomFont(family: "DejaVu Sans", catalog: catalog))
        #expect { try lab.measure([], pointSize: 17) } throws: {
            "\($0)" == "frames: expected at least one frame, instead saw none"
        }
        #expect { try lab.measure(["1", ""], pointSize: 17) } throws: {
            "\($0)" == "text: expected text with at least one visible character, instead saw ''"
        }
    }
}
