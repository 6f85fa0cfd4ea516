import Foundation
import Testing

@testable import FontScaleReport

/// The width change as the report prints it, against C's printf (the second path) and the cases
/// around zero.
@Suite struct PercentTests {
    @Test func tenthsOfAPercentAsPrintfRoundsThem() {
        #expect(percent(0.082) == "+8.2%")
        #expect(percent(-0.03) == "-3.0%")
        #expect(percent(1.5) == "+150.0%")
        #expect(percent(-0.1234) == "-12.3%")
        #expect(percent(0.00051) == "+0.1%")
        var state: UInt64 = 47
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let change = Double(Int64(bitPattern: state) % 4_000_000) / 1_000_000  // -4 ... 4
            let value = (change * 1000).rounded() / 10
            guard value != 0 else { continue }
            #expect(percent(change) == String(format: "%+.1f%%", value), "\(change)")
        }
    }

    /// A change that rounds to zero is "+0.0%" from either side (it was "+-0.0%" below zero).
    @Test func zeroHasOneSign() {
        #expect(percent(0) == "+0.0%")
        #expect(percent(-0.0) == "+0.0%")
        #expect(percent(-0.0004) == "+0.0%")
        #expect(percent(0.0004) == "+0.0%")
    }

    @Test func notANumberStaysReadable() {
        #expect(percent(.infinity) == "+inf%")
        #expect(percent(-.infinity) == "-inf%")
    }
}
