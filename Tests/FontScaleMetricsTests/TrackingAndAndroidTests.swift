import FontScaleMetrics
import FontScaleTestSupport
import Testing

@Suite struct TrackingTests {
    @Test func everyListedSizeGivesApplesValues() throws {
        let names = [
            "iOS/iPadOS/visionOS|SF Pro": TrackingTable.sfPro, "iOS/iPadOS/visionOS|SF Pro Rounded": .sfProRounded,
            "iOS/iPadOS/visionOS|New York": .newYork, "macOS|SF Pro": .macOSSFPro, "tvOS|SF Pro": .tvOSSFPro,
            "watchOS|SF Compact": .sfCompact, "watchOS|SF Compact Rounded": .sfCompactRounded,
        ]
        for rows in [Fixture.referenceTable("tracking.tsv"), Fixture.table("tracking.tsv")] {
            #expect(rows.count == 441)
            for row in rows {
                let table = try #require(names[row["table"]! + "|" + row["font"]!])
                let tracking = HIG.tracking(table, pointSize: Fixture.number(row["size_pt"]))
                #expect(tracking.rule == .listed)
                #expect(tracking.em1000 == Fixture.number(row["tracking_em1000"]), "\(row)")
                #expect(tracking.points == Fixture.number(row["tracking_pt"]), "\(row)")
            }
        }
    }

    @Test func spotChecksAndRulesBetweenSizes() {
        // SF Pro 17 pt: -26/1000 em, published as -0.43 pt.
        #expect(HIG.tracking(.sfPro, pointSize: 17).points == -0.43)
        // 55 pt lies between the listed 54 and 56: the 1/1000 em value halfway, in points at 55.
        let low = HIG.tracking(.sfPro, pointSize: 54), high = HIG.tracking(.sfPro, pointSize: 56)
        let middle = HIG.tracking(.sfPro, pointSize: 55)
        #expect(middle.rule == .interpolated)
        #expect(middle.em1000 == (low.em1000 + high.em1000) / 2)
        #expect(abs(middle.points - middle.em1000 * 55 / 1000) < 1e-12)
        // 17.5 pt: between -26 (17) and -25 (18).
        #expect(HIG.tracking(.sfPro, pointSize: 17.5).em1000 == -25.5)
        // Below 6 pt the 6 pt value (+41) holds; above 96 pt the 96 pt value.
        let tiny = HIG.tracking(.sfPro, pointSize: 4)
        #expect(tiny.rule == .clamped && tiny.em1000 == 41 && abs(tiny.points - 0.164) < 1e-12)
        #expect(HIG.tracking(.sfPro, pointSize: 500).em1000 == HIG.tracking(.sfPro, pointSize: 96).em1000)
        #expect(HIG.trackingSizes(.newYork).last == 260)
    }
}

@Suite struct AndroidNonlinearTests {
    @Test func everyTableKeyGivesItsDp() {
        for row in Fixture.table("android_nonlinear.tsv") + Fixture.referenceTable("android_nonlinear.tsv") {
            let conversion = AndroidNonlinear.convert(
                sp: Fixture.number(row["sp"]), fontScale: Fixture.number(row["scale"]))
            #expect(conversion.method == .table)
            #expect(abs(conversion.dp - Fixture.number(row["dp"])) < 1e-9, "\(row)")
        }
    }

    // Values worked out by hand from the tables with the rules in Tests/Fixtures/reference/SOURCES.md.
    @Test(arguments: [
        (16.0, 1.3, 20.2, AndroidConversion.Method.table),  // between keys 14 -> 18.8 and 18 -> 21.6
        (4.0, 1.5, 6.0, .table),  // below 8 sp: from (0, 0) to (8, 12)
        (150.0, 2.0, 150.0, .table),  // above 100 sp: dp = sp
        (8.0, 1.4, 11.2, .interpolatedTables),  // halfway between 1.3 (10.4) and 1.5 (12)
        (30.0, 1.9, 36.4, .interpolatedTables),  // halfway between 1.8 (34.8) and 2.0 (38)
        (16.0, 2.5, 40.0, .linear),  // beyond the last table
        (16.0, 0.85, 13.6, .linear),  // below the first table
        (16.0, 1.0, 16.0, .linear),
    ])
    func rules(sp: Double, scale: Double, dp: Double, method: AndroidConversion.Method) {
        let conversion = AndroidNonlinear.convert(sp: sp, fontScale: scale)
        #expect(abs(conversion.dp - dp) < 1e-9)
        #expect(conversion.method == method)
    }

    @Test func aospTablesStartAt115() {
        #expect(AndroidNonlinear.tableScales(.aosp) == [1.15, 1.3, 1.5, 1.8, 2.0])
        #expect(AndroidNonlinear.tableScales(.shipping) == [1.05, 1.1, 1.15, 1.2, 1.3, 1.5, 1.8, 2.0])
        // 1.1 has a table in shipping builds (14 sp -> 15.6 dp), none in AOSP (linear 15.4).
        #expect(abs(AndroidNonlinear.convert(sp: 14, fontScale: 1.1).dp - 15.6) < 1e-9)
        #expect(abs(AndroidNonlinear.convert(sp: 14, fontScale: 1.1, tables: .aosp).dp - 15.4) < 1e-9)
    }
}
