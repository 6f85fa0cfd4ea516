import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleTestSupport
import Testing

/// The entry points `fontscale measure`, `fit` and `fonts` call: measurements at a `MeasureTarget`,
/// shrink-to-fit per category and the family listing.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct SizerTargetTests {
    let catalog: FontCatalog

    init() throws { catalog = try FontCatalog(fontDirectories: [TestFonts.directory]) }

    @Test func measurementsAtEachTargetMatchTheSingleMeasurements() throws {
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let sizer = IntrinsicSizer(font: font, scaler: Scaler(), style: .body, basePointSize: nil)
        let all = try sizer.measurements("Order total", style: .body, at: .allCategories)
        let each = try sizer.measureAllCategories("Order total", style: .body)
        #expect(all.map(\.size.pointSize) == each.map(\.size.pointSize))
        let one = try sizer.measurements("Order total", style: .body, at: .category(.accessibility5))
        #expect(one.map(\.size.pointSize) == [48])  // UIFontMetrics: Body 17 at AX5
        let raw = try sizer.measurements("Order total", style: .body, at: .pointSize(20))
        #expect(raw.count == 1 && raw[0].scaled == nil && raw[0].size.pointSize == 20)
    }

    @Test func baseSizeRebasesOnlyTheStyle() throws {
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let sizer = IntrinsicSizer(font: font, scaler: Scaler(), style: .body, basePointSize: 20)
        #expect(try sizer.measurements("Hi", style: .body, at: .category(.large))[0].size.pointSize == 20)
        #expect(try sizer.measurements("Hi", style: .title1, at: .category(.large))[0].size.pointSize == 28)
    }

    @Test func fitPerCategoryMatchesFitAtEachCategory() throws {
        let sizer = IntrinsicSizer(font: try CustomFont(family: "Merriweather", catalog: catalog))
        let fits = try sizer.fit(
            "Kontoeinstellungen", style: .title1, categories: [.large, .accessibility5],
            width: 200, minimumScaleFactor: 0.7)
        #expect(fits.map(\.category) == [.large, .accessibility5])
        let single = try sizer.fit(
            "Kontoeinstellungen", style: .title1, at: .category(.accessibility5), width: 200,
            minimumScaleFactor: 0.7)
        #expect(fits.last?.fit == single)
    }

    @Test func familiesMatchIgnoringCaseAndSpacesAndListAVariableFontOnce() throws {
        let families = try catalog.families(matching: "atkinsonhyper LEGIBLE")
        #expect(families.map(\.family) == ["Atkinson Hyperlegible"])
        #expect(families[0].faces.count == 4)
        let inter = try catalog.families(matching: "Inter")
        let face = try #require(inter.first { $0.family == "Inter" }?.faces.first)
        #expect(face.isVariable && face.axes?.map(\.tag) == ["opsz", "wght"])
        #expect(inter.first { $0.family == "Inter" }?.faces.count == 1)
    }

    @Test func noMatchSuggestsTheNearestFamily() {
        #expect {
            try catalog.families(matching: "Merriwether")
        } throws: { error in
            guard case let FontError.familyNotFound(requested, _, suggestions) = error else { return false }
            return requested == "Merriwether" && suggestions.contains("Merriweather")
        }
    }
}
