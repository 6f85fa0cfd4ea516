import FontScale
import FontScaleMetrics
import Testing

/// `StyleTable` (what `fontscale table` prints) and the scaler's every-target entry points.
struct StyleTableTests {
    @Test func narrowTableIsTheHIGsRowsFiltered() {
        #expect(StyleTable(platform: .iOS).rows.map(\.metrics) == HIG.table(.iOS))
        let rows = StyleTable(platform: .iOS, styles: [.body], categories: [.accessibility5]).rows
        #expect(rows.count == 1)
        #expect(rows.first?.metrics.pointSize == 53)  // HIG: Body at AX5
        #expect(rows.first?.uiFontMetricsFactor == nil)
        #expect(rows.first?.trackingPoints == nil)
    }

    @Test func wideTableAddsTheFactorAndTracking() throws {
        let row = try #require(StyleTable(platform: .iOS, styles: [.body], categories: [.large], wide: true).rows.first)
        #expect(row.uiFontMetricsFactor == 1)
        #expect(row.trackingPoints == HIG.tracking(.sfPro, pointSize: 17).points)
        #expect(StyleTable(platform: .tvOS, wide: true).rows.allSatisfy { $0.metrics.category == nil })
        #expect(StyleTable(platform: .iOS).source?.file == "ios.tsv")
    }

    @Test func allTargetsFollowTheModel() throws {
        #expect(Scaler().allTargets == ContentSizeCategory.allCases.map { .category($0) })
        #expect(Scaler(model: .android).allTargets == AndroidNonlinear.standardFontScales.map { .fontScale($0) })
        let scaler = Scaler()
        let spec = StyleSpec(pointSize: 17)
        let all = try scaler.scale(spec, style: .body, at: scaler.allTargets)
        #expect(all.count == 12)
        #expect(all.last == (try scaler.scale(spec, style: .body, at: .category(.accessibility5))))
    }
}
