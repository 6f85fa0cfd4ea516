import FontScale
import Foundation
import Testing

/// `scale` and `table` as their library runs them: requests in, the JSON contracts out, and the
/// size-limit rules as values, worded without an option name. The sizes are Apple's (Tables/ios.tsv)
/// and the device's (Body 17 pt reaches 48 pt at AX5 under UIFontMetrics).
@Suite struct RequestTests {
    @Test func aScaleRequestScalesAndCaps() throws {
        let request = ScaleRequest(
            spec: StyleSpec(pointSize: 17, maximum: .points(40)), style: .body, targets: .category(.accessibility5))
        let outcome = try request.run()
        #expect(outcome.styles.map(\.pointSize) == [40])
        #expect(outcome.styles[0].cap?.uncappedPointSize == 48)
        // One target: one JSON object; every target: a list, one entry per category of iOS (12).
        let one = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(outcome)) as? [String: Any]
        #expect(one?["pointSize"] as? Double == 40 && one?["category"] as? String == "AX5")
        #expect(one?["capped"] as? Bool == true)
        var all = request
        all.targets = .all
        let list = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(try all.run())) as? [[String: Any]]
        #expect(list?.count == 12)
        #expect(list?.first?["category"] as? String == "xSmall" && list?.last?["category"] as? String == "AX5")
    }

    @Test func limitsAgainstTheBaseSizeAreRefusedAsValues() {
        let below = ScaleRequest(
            spec: StyleSpec(pointSize: 17, maximum: .points(12)), style: .body, targets: .category(.large))
        #expect(throws: SizeLimitError.maximumBelowBase(.points(12), base: 17, style: .body, context: .large)) {
            try below.validate()
        }
        #expect(
            "\(SizeLimitError.maximumBelowBase(.factor(0.5), base: 17, style: .body, context: .large))"
                == "expected a size at or above the base size 17 pt, instead saw 0.5x = 8.5 pt, which would draw Body smaller than 17 pt at Large and above"
        )
        let above = ScaleRequest(
            spec: StyleSpec(pointSize: 16, minimum: .points(20)), style: .body, targets: .fontScale(1.3),
            scaler: Scaler(model: .android))
        #expect(throws: SizeLimitError.minimumAboveBase(.points(20), base: 16, style: .body, context: .fontScaleOne)) {
            try above.run()
        }
        #expect(
            "\(SizeLimitError.minimumAboveBase(.points(20), base: 16, style: .body, context: .platform(.tvOS)))"
                == "expected a size at or below the base size 16 pt, instead saw 20 pt, which would draw Body larger than 16 pt on tvOS"
        )
        #expect(
            !"\(SizeLimitError.minimumAboveBase(.points(20), base: 16, style: .body, context: .large))".contains("--"))
    }

    @Test func aMaximumForEveryStyleStaysAboveLargeTitle() throws {
        // iOS's largest style at Large is Large Title, 34 pt (Tables/ios.tsv).
        #expect(throws: SizeLimitError.maximumBelowStyles(.points(30), largest: .largeTitle, pointSize: 34)) {
            try SizeLimitError.check(maximum: .points(30), everyStyleOf: .iOS)
        }
        #expect(
            "\(SizeLimitError.maximumBelowStyles(.points(30), largest: .largeTitle, pointSize: 34))"
                == "expected a factor of at least 1x or at least 34 pt (every style's size at Large), instead saw 30 pt, which would draw Large Title (34 pt at Large) smaller"
        )
        #expect(throws: (any Error).self) { try SizeLimitError.check(maximum: .factor(0.9), everyStyleOf: .iOS) }
        try SizeLimitError.check(maximum: .points(34), everyStyleOf: .iOS)
        try SizeLimitError.check(maximum: .factor(1), everyStyleOf: .iOS)
    }

    @Test func aTableRequestIsApplesTable() throws {
        let request = TableRequest(platform: .iOS, styles: [.body, .largeTitle], categories: [.large])
        let outcome = try request.run()
        #expect(outcome.table.rows.map { $0.metrics.pointSize } == [34, 17])
        #expect(outcome.rows.map(\.leading) == [41, 22])
        // A request is a value a file can hold.
        let decoded = try JSONDecoder().decode(TableRequest.self, from: try JSONEncoder().encode(request))
        #expect(decoded == request)
    }
}
