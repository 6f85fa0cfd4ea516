import FontScale
import FontScaleFonts
import FontScaleTestSupport
import Testing

/// Shrink-to-fit against a second path: hb-shape widths scanned over the same size grid.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct ShrinkToFitTests {
    let catalog: FontCatalog
    init() throws { catalog = try FontCatalog(fontDirectories: [TestFonts.directory]) }

    /// The largest size on the @3x grid from `low` to `high` points at which hb-shape's width fits `width`.
    func scan(_ text: String, low: Double, high: Double, width: Double) throws -> Double? {
        let upem = Double(try FontFace(path: TestFonts.merriweather).info.unitsPerEm)
        var step = Int((high * 3).rounded(.down))
        while Double(step) / 3 >= low - 1e-9 {
            let size = Double(step) / 3
            let advance =
                try HBShape.advance(
                    font: TestFonts.merriweather, unitsPerEm: Int(upem), text: text,
                    variations: ["wght": 400, "wdth": 100, "opsz": size]) / upem * size
            if advance <= width { return size }
            step -= 1
        }
        return nil
    }

    @Test func oneLineShrinksToTheLargestGridSizeThatFits() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        // Title 1 at Large is 28 pt; "Kontoeinstellungen" is wider than 200 pt there.
        let result = try sizer.fit(
            "Kontoeinstellungen", style: .title1, at: .category(.large), width: 200, minimumScaleFactor: 0.7)
        let expected = try scan("Kontoeinstellungen", low: 28 * 0.7, high: 28, width: 200)
        #expect(result.pointSize == expected && expected != nil && expected! < 28)
        #expect(result.lines == ["Kontoeinstellungen"] && result.textWidth <= 200)
        #expect(abs(result.minimumPointSize - 59.0 / 3) < 1e-9)  // 28 x 0.7 = 19.6 pt, up to the @3x grid: 59/3
        #expect(result.measurements <= 8)  // bisection over 25 grid sizes, not a scan
    }

    @Test func tooLongEvenAtTheMinimumAndFitsUnshrunk() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        let none = try sizer.fit(
            "Kontoeinstellungen", style: .title1, at: .category(.accessibility3), width: 200, minimumScaleFactor: 0.7)
        #expect(none.pointSize == nil && none.scaleFactor == nil)
        #expect(
            try scan("Kontoeinstellungen", low: none.minimumPointSize, high: none.minimumPointSize, width: 200) == nil)
        let roomy = try sizer.fit("Konto", style: .body, at: .category(.large), width: 200, minimumScaleFactor: 0.5)
        #expect(roomy.fitsUnshrunk && roomy.pointSize == 17 && roomy.scaleFactor == 1 && roomy.measurements == 1)
    }

    @Test func theMinimumIsNeverAboveTheStyleSize() throws {
        // 17.5 pt is off the @3x grid (52.5 steps); factor 1 would round the minimum up to 53/3 = 17.67 pt,
        // above the style's size (found by fuzz-motion with 0.7 pt, where the grid floor of 1/3 pt gave 1 pt).
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        let tight = try sizer.fit("Kontoeinstellungen", pointSize: 17.5, width: 50, minimumScaleFactor: 1)
        #expect(tight.pointSize == nil && tight.minimumPointSize == 17.5)
        let tiny = try sizer.fit("Konto", pointSize: 0.7, width: 100, maxLines: 100, minimumScaleFactor: 1)
        #expect(tiny.pointSize == 0.7 && tiny.minimumPointSize == 0.7)
    }

    @Test func twoLinesUseTheWrapping() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        let result = try sizer.fit(
            "Account settings and privacy", style: .title1, at: .category(.large), width: 200, maxLines: 2,
            minimumScaleFactor: 0.5)
        let size = try #require(result.pointSize)
        #expect(result.lines.count <= 2)
        // One grid step larger no longer fits in two lines.
        if size < 28 {
            let larger = try sizer.measure(
                "Account settings and privacy", pointSize: size + 1.0 / 3, weight: .regular,
                options: MeasureOptions(width: 200))
            #expect(larger.size.lineCount > 2)
        }
    }

    @Test func badInput() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        #expect { try sizer.fit("x", pointSize: 17, width: 100, minimumScaleFactor: 0) } throws: {
            "\($0)" == "minimum scale factor: expected a factor above 0 and at most 1, instead saw 0"
        }
        #expect { try sizer.fit("x", pointSize: 17, width: 0, minimumScaleFactor: 0.5) } throws: {
            "\($0)" == "width: expected a container width above 0 and at most 100000 points, instead saw 0"
        }
    }

    @Test func verticalAlignmentPlacesTheBaseline() {
        // A 100 pt tall label, one 20 pt line, a font rising 16 and falling 4 (extent 20 = line).
        let metrics = LineMetrics(
            pointSize: 16, ascender: 16, descender: -4, lineGap: 0, capHeight: 11, xHeight: 8,
            verticalSource: "test", heightSource: "test")
        #expect(
            VerticalAlignment.top.firstBaseline(boundsHeight: 100, lineCount: 1, lineHeight: 20, metrics: metrics) == 16
        )
        #expect(
            VerticalAlignment.center.firstBaseline(boundsHeight: 100, lineCount: 1, lineHeight: 20, metrics: metrics)
                == 56)
        #expect(
            VerticalAlignment.bottom.firstBaseline(boundsHeight: 100, lineCount: 1, lineHeight: 20, metrics: metrics)
                == 96)
    }
}
