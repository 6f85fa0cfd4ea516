import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleTestSupport
import Testing

/// Text in custom fonts at every style x category, against hb-shape at the same instance.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct IntrinsicSizeTests {
    let catalog: FontCatalog

    init() throws { catalog = try FontCatalog(fontDirectories: [TestFonts.directory]) }

    @Test func everyCellMatchesHBShapeWithinAHundredthOfAPoint() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        let text = "Dynamic Type, AVATAR 2025"
        var independent: [String: Double] = [:]  // hb-shape advance by instance
        var cells = 0
        for style in TextStyle.iOSStyles {
            for category in ContentSizeCategory.allCases {
                let result = try sizer.measure(text, style: style, at: .category(category))
                let axes = Dictionary(uniqueKeysWithValues: result.axes.map { ($0.tag, $0.value) })
                #expect(axes["opsz"] == min(max(result.size.pointSize, 18), 144))  // optical size follows the size
                #expect(axes["wght"] == Double(style == .headline ? 600 : 400))
                let key = "\(axes)"
                if independent[key] == nil {
                    independent[key] = try HBShape.advance(
                        font: TestFonts.merriweather, unitsPerEm: 2000, text: text, variations: axes)
                }
                let expected = independent[key]! * result.size.pointSize / 2000
                #expect(abs(result.size.width - expected) < 0.01, "\(style) \(category)")
                #expect(result.size.height == result.scaled!.leading)
                cells += 1
            }
        }
        #expect(cells == 132)
    }

    /// Merriweather's opsz axis starts at 18: Body at Medium and Large (below 18 pt) both set
    /// opsz 18, so one shaping serves both, while each still reports the optical size it asked for.
    @Test func sizesThatClampAlikeShareOneShaping() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        let medium = try sizer.measure("Shared shaping", style: .body, at: .category(.medium))
        let large = try sizer.measure("Shared shaping", style: .body, at: .category(.large))
        #expect(medium.size.pointSize < large.size.pointSize && large.size.pointSize < 18)
        #expect(sizer.measurer.shapeCount == 1)
        let opsz = { (result: StyledMeasurement) in result.axes.first { $0.tag == "opsz" }! }
        #expect(opsz(medium).requested == medium.size.pointSize && opsz(medium).value == 18 && opsz(medium).clamped)
        #expect(opsz(large).requested == large.size.pointSize && opsz(large).value == 18)
        #expect(abs(large.size.width / medium.size.width - large.size.pointSize / medium.size.pointSize) < 1e-12)
        let xLarge = try sizer.measure("Shared shaping", style: .body, at: .category(.xLarge))
        #expect(xLarge.size.pointSize > 18 && opsz(xLarge).value == xLarge.size.pointSize)
        #expect(sizer.measurer.shapeCount == 2)  // above 18 pt: a new instance, shaped anew
    }

    @Test func scaledStyleDrivesSizeLeadingAndOpticalSize() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        let body = try sizer.measure("Hello", style: .body, at: .category(.accessibility5))
        #expect(body.size.pointSize == 48 && body.size.height == 62 && body.size.lineCount == 1)
        #expect(body.axes.map(\.tag) == ["wght", "wdth", "opsz"] && body.axes.map(\.value) == [400, 100, 48])
        let caption = try sizer.measure("Hello", style: .caption1, at: .category(.xSmall))
        #expect(caption.size.pointSize == 10)
        #expect(caption.notes == ["opsz 10 is outside Merriweather's 18...144: using 18"])
        let fixed = try sizer.measure(
            "Hello", style: .body, at: .category(.accessibility5), options: MeasureOptions(opticalSizing: false))
        #expect(fixed.axes.first { $0.tag == "opsz" }?.value == 18)  // the default, left alone
        #expect(fixed.size.width != body.size.width)
    }

    @Test func staticFamilyWeightSubstitution() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Atkinson Hyperlegible", catalog: catalog))
        let headline = try sizer.measure("Headline", style: .headline, at: .category(.large))
        #expect(headline.weight.used == 700 && headline.file.hasSuffix("AtkinsonHyperlegible-Bold.ttf"))
        #expect(headline.notes == ["wants 600; Atkinson Hyperlegible has 400 and 700: using 700"])
        #expect(headline.axes.isEmpty)
    }

    @Test func boldTextAndWrapping() throws {
        let sizer = IntrinsicSizer(
            font: try CustomFont(family: "Merriweather", catalog: catalog), scaler: Scaler(boldText: true))
        let body = try sizer.measure("Settings", style: .body, at: .category(.large))
        #expect(body.weight.used == 600 && body.scaled?.weightIsApproximate == true)
        let wrapped = try sizer.measure(
            "A long headline that has to wrap on a phone", style: .title1, at: .category(.accessibility3),
            options: MeasureOptions(width: 320, maxLines: 2))
        #expect(wrapped.size.lineCount == 2 && wrapped.size.truncated)
        #expect(wrapped.size.height == 2 * wrapped.scaled!.leading)
    }

    @Test func readmeExample() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        let cell = try sizer.measure(
            "Order total", style: .body, at: .category(.accessibility5),
            options: MeasureOptions(features: [try FontFeature("tnum")], width: 320, maxLines: 2))
        #expect(cell.size.pointSize == 48)
        #expect(cell.size.roundedHeight == 62 && cell.size.lineCount == 1)
        #expect(cell.axes.map(\.value) == [400, 100, 48])
        let expected =
            try HBShape.advance(
                font: TestFonts.merriweather, unitsPerEm: 2000, text: "Order total",
                variations: ["wght": 400, "wdth": 100, "opsz": 48], features: ["tnum"]) * 48 / 2000
        #expect(abs(cell.size.width - expected) < 1e-9)
    }

    @Test func emphasizedWeights() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        // HIG emphasized weights: Title 1 Bold, Body Semibold.
        #expect(
            try sizer.measure("Hi", style: .title1, at: .category(.large), options: MeasureOptions(emphasized: true))
                .weight.used == 700)
        #expect(
            try sizer.measure("Hi", style: .body, at: .category(.large), options: MeasureOptions(emphasized: true))
                .weight.used == 600)
        let bold = IntrinsicSizer(
            font: try CustomFont(family: "Merriweather", catalog: catalog), scaler: Scaler(boldText: true))
        #expect(
            try bold.measure("Hi", style: .body, at: .category(.large), options: MeasureOptions(emphasized: true))
                .weight.used == 800)
    }

    @Test func fontFileAndMissingFamily() throws {
        let file = IntrinsicSizer(font: try CustomFont(file: TestFonts.dejaVuSans))
        let result = try file.measure("Hello world", pointSize: 17)
        #expect(
            abs(
                result.size.width
                    - (try HBShape.advance(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: "Hello world")) * 17
                    / 2048) < 1e-9)
        #expect(throws: FontError.self) { try CustomFont(family: "Merriwether", catalog: catalog) }
        #expect(throws: InvalidValueError.self) { try file.measure("x", pointSize: .nan) }
    }
}
