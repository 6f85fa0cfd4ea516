import FontScaleTestSupport
import Testing

@testable import FontScaleFonts

/// The line breaker takes a line's width from the paragraph's run, without shaping the line, where
/// HarfBuzz's unsafe-to-break flags say the cuts are safe. The second path is the one it replaces:
/// HarfBuzz shaping every candidate line alone.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct SafeCutTests {
    static let texts = [
        "AVATAR Wave, Te Yo. office affine fluffy Tr. “Quote” L'Ta",
        "Kontoeinstellungen überprüfen: 1,234.50 kg — résumé",
        "Order total: $1,234.50 (incl. VAT) / 42 items",
        "ยืนยันคำสั่งซื้อของคุณ ที่นี่",
        "Vollkorn fl ff fi Wolf Tea",
    ]

    /// Every line between two grapheme boundaries of each text, in fonts with kerning, ligatures,
    /// variable instances and Thai: where the run allows the cut, its width is exactly the width of
    /// the line shaped alone; and cuts whose width would differ exist and are refused.
    @Test(arguments: [
        TestFonts.merriweather, TestFonts.inter, TestFonts.crimsonPro, TestFonts.vollkorn, TestFonts.sarabun,
        TestFonts.dejaVuSans,
    ])
    func aSafeCutHasTheWidthOfTheLineShapedAlone(font: String) throws {
        let instance = FontInstance(face: try FontFace(path: font))
        var allowed = 0, refusedThatDiffer = 0
        for text in Self.texts {
            let scalars = Array(text.unicodeScalars)
            let run = instance.shape(scalars, features: [], ink: false)
            for start in 0..<scalars.count {
                for end in start + 1...scalars.count {
                    var visible = end
                    while visible > start, LineBreaker.isSpace(scalars[visible - 1]) { visible -= 1 }
                    guard visible > start else { continue }
                    let alone = instance.shape(Array(scalars[start..<end]), features: [], ink: false)
                        .width(tracking: 0, before: visible - start)
                    if let cut = run.sliceWidth(of: scalars, start, end, visible: visible - start, tracking: 0) {
                        allowed += 1
                        #expect(cut == alone, "\(font): \"\(String(String.UnicodeScalarView(scalars[start..<end])))\"")
                    } else {
                        let slice = run.clusters.filter { $0.scalarStart >= start && $0.scalarStart < visible }
                            .reduce(0) { $0 + $1.advance }
                        if abs(slice - alone) > 1e-9 { refusedThatDiffer += 1 }
                    }
                }
            }
        }
        // Measured: 544 (Merriweather, whose kerning marks most word starts) to 3,081 (Sarabun) cuts
        // allowed; 663 to 2,578 refused whose width alone differs.
        #expect(allowed > 500, "the shortcut is taken for many lines")
        #expect(refusedThatDiffer > 0, "kerned and ligated cuts are refused")
    }

    /// A paragraph with a right-to-left run, or characters drawn by a stand-in, keeps no cuts: a
    /// line of it alone may be itemized otherwise.
    @Test func mixedDirectionsKeepNoCuts() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.notoSansArabic))
        let run = instance.shape(Array("Total مرحبا 42".unicodeScalars), features: [], ink: false)
        #expect(run.safeCuts == nil)
        let latin = instance.shape(Array("Total 42".unicodeScalars), features: [], ink: false)
        #expect(latin.safeCuts != nil)
    }
}
