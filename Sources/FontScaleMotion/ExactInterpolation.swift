import Foundation

/// A signed whole number of any size, in base-10^9 limbs (least significant first): just what
/// exact counting needs (products by small numbers, short division, sums, decimal text).
struct BigDecimalInteger: Equatable {
    /// The limbs of the magnitude, each below 10^9; no trailing zero limbs (zero is empty).
    private(set) var limbs: [UInt64]
    /// Whether the number is below zero (never true for zero).
    private(set) var negative: Bool

    private static let base: UInt64 = 1_000_000_000

    /// Zero.
    init() {
        limbs = []
        negative = false
    }

    /// The whole number written in `digits` (ASCII digits, an optional leading "-"); nil otherwise.
    init?(_ text: Substring) {
        var body = text
        let minus = body.first == "-"
        if minus { body = body.dropFirst() }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        var limbs: [UInt64] = []
        var end = body.endIndex
        while end > body.startIndex {
            let start = body.index(end, offsetBy: -9, limitedBy: body.startIndex) ?? body.startIndex
            limbs.append(UInt64(body[start..<end])!)
            end = start
        }
        self.limbs = limbs
        negative = minus
        normalize()
    }

    /// `value` × 10^`decimals`, when that is a whole number (nil when `value` has more decimals).
    init?(_ value: Decimal, decimals: Int) {
        let text = value.description
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count <= 2, fraction.count <= decimals else { return nil }
        self.init(Substring(String(parts[0]) + fraction + String(repeating: "0", count: decimals - fraction.count)))
    }

    private mutating func normalize() {
        while limbs.last == 0 { limbs.removeLast() }
        if limbs.isEmpty { negative = false }
    }

    /// Whether the number is zero.
    var isZero: Bool { limbs.isEmpty }

    /// The magnitude times `factor` (below 2^32).
    func times(_ factor: UInt64) -> BigDecimalInteger {
        precondition(factor < 1 << 32)
        var result = self
        var carry: UInt64 = 0
        for index in result.limbs.indices {
            let product = result.limbs[index] * factor + carry
            result.limbs[index] = product % Self.base
            carry = product / Self.base
        }
        while carry > 0 {
            result.limbs.append(carry % Self.base)
            carry /= Self.base
        }
        result.normalize()
        return result
    }

    /// The number times `factor` of any size up to 2^64 - 1.
    func times(large factor: UInt64) -> BigDecimalInteger {
        let high = factor / Self.base, low = factor % Self.base
        var shifted = times(high)
        if !shifted.isZero { shifted.limbs.insert(0, at: 0) }
        return shifted + times(low)
    }

    /// The quotient toward zero by `divisor` (1...2^32) and the remainder of the magnitude.
    func dividedTowardZero(by divisor: UInt64) -> (quotient: BigDecimalInteger, remainder: UInt64) {
        precondition(divisor > 0 && divisor <= 1 << 32)
        var result = self
        var remainder: UInt64 = 0
        for index in result.limbs.indices.reversed() {
            let current = remainder * Self.base + result.limbs[index]
            result.limbs[index] = current / divisor
            remainder = current % divisor
        }
        result.normalize()
        return (result, remainder)
    }

    /// The magnitude divided by 10^`power`, rounded to the nearest whole number, halves away from zero.
    func roundedDividingByPowerOfTen(_ power: Int) -> BigDecimalInteger {
        guard power > 0 else { return self }
        let digits = Array(magnitudeDigits.utf8)
        guard digits.count >= power else {
            // Below 10^power: rounds to 1 only at or above half of 10^power, which needs `power` digits.
            return BigDecimalInteger()
        }
        let kept = digits.count - power
        var result = BigDecimalInteger(Substring(String(decoding: digits[0..<kept], as: UTF8.self))) ?? .init()
        if digits[kept] >= UInt8(ascii: "5") { result = result + BigDecimalInteger(one: ()) }
        result.negative = negative && !result.isZero
        return result
    }

    private init(one: ()) {
        limbs = [1]
        negative = false
    }

    /// The number rounded from `self` / `divisor`, halves away from zero.
    func roundedDividing(by divisor: UInt64) -> BigDecimalInteger {
        var (quotient, remainder) = dividedTowardZero(by: divisor)
        if remainder * 2 >= divisor {
            quotient = quotient.magnitudePlusOne()
        }
        quotient.negative = negative && !quotient.isZero
        return quotient
    }

    private func magnitudePlusOne() -> BigDecimalInteger {
        var result = self
        result.negative = false
        result = result + BigDecimalInteger(one: ())
        return result
    }

    /// The digits of the magnitude, without sign ("0" for zero).
    var magnitudeDigits: String {
        guard let top = limbs.last else { return "0" }
        return String(top)
            + limbs.dropLast().reversed().map {
                let text = String($0)
                return String(repeating: "0", count: 9 - text.count) + text
            }.joined()
    }

    /// The number divided by 10^`decimals` as a `Decimal`; nil beyond `Decimal`'s 38 digits.
    func decimal(decimals: Int) -> Decimal? {
        var digits = magnitudeDigits
        let significant = digits.drop(while: { $0 == "0" })
        guard significant.count <= 38 else { return nil }
        if decimals > 0 {
            if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return Decimal(string: (negative ? "-" : "") + digits, locale: Locale(identifier: "en_US_POSIX"))
    }

    private static func compareMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in a.indices.reversed() where a[index] != b[index] { return a[index] < b[index] ? -1 : 1 }
        return 0
    }

    private static func addMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var result: [UInt64] = []
        var carry: UInt64 = 0
        for index in 0..<max(a.count, b.count) {
            let sum = (index < a.count ? a[index] : 0) + (index < b.count ? b[index] : 0) + carry
            result.append(sum % base)
            carry = sum / base
        }
        if carry > 0 { result.append(carry) }
        return result
    }

    /// `a` - `b` for magnitudes with `a` >= `b`.
    private static func subtractMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var result: [UInt64] = []
        var borrow: UInt64 = 0
        for index in a.indices {
            let subtrahend = (index < b.count ? b[index] : 0) + borrow
            if a[index] >= subtrahend {
                result.append(a[index] - subtrahend)
                borrow = 0
            } else {
                result.append(a[index] + base - subtrahend)
                borrow = 1
            }
        }
        return result
    }

    static func + (lhs: BigDecimalInteger, rhs: BigDecimalInteger) -> BigDecimalInteger {
        var result = BigDecimalInteger()
        if lhs.negative == rhs.negative {
            result.limbs = addMagnitudes(lhs.limbs, rhs.limbs)
            result.negative = lhs.negative
        } else if compareMagnitudes(lhs.limbs, rhs.limbs) >= 0 {
            result.limbs = subtractMagnitudes(lhs.limbs, rhs.limbs)
            result.negative = lhs.negative
        } else {
            result.limbs = subtractMagnitudes(rhs.limbs, lhs.limbs)
            result.negative = rhs.negative
        }
        result.normalize()
        return result
    }

    static prefix func - (value: BigDecimalInteger) -> BigDecimalInteger {
        var result = value
        result.negative = !value.negative && !value.isZero
        return result
    }

    static func - (lhs: BigDecimalInteger, rhs: BigDecimalInteger) -> BigDecimalInteger { lhs + (-rhs) }
}

/// A progress as an exact fraction: a `Double`'s own binary value, or frame / frames for linear timing.
enum ExactProgress {
    /// numerator / denominator with a denominator of at most 2^32.
    case fraction(numerator: UInt64, denominator: UInt64)
    /// The `Double`'s exact value.
    case binary(Double)

    /// `start` + `distance` × the progress, rounded once to a whole number, halves away from
    /// zero: the value itself is rounded, not the distance travelled (30 -> 0 halfway is 15; at
    /// 29.5 the label shows 30, where rounding the -0.5 travelled would show 29).
    func value(from start: BigDecimalInteger, by distance: BigDecimalInteger) -> BigDecimalInteger {
        switch self {
        case let .fraction(numerator, denominator):
            return (start.times(large: denominator) + distance.times(large: numerator)).roundedDividing(by: denominator)
        case let .binary(value):
            // value = ±m × 2^e exactly; m × 2^e = m × 5^-e / 10^-e for e < 0.
            guard value != 0, abs(value) >= 0x1p-1000 else { return start }
            let significand = UInt64(value.significandBitPattern) | (1 << 52)
            let exponent = Int(value.exponent) - 52
            var product = distance.times(large: significand)
            if value < 0 { product = -product }
            if exponent >= 0 {
                for _ in 0..<exponent { product = product.times(2) }
                return start + product
            }
            // (start × 10^k + distance × m × 5^k) / 10^k with k = -e, rounded once.
            var power = -exponent, scaled = product, shifted = start
            while power > 0 {
                let step = min(power, 9)  // 10^9 < 2^32
                var five: UInt64 = 1, ten: UInt64 = 1
                for _ in 0..<step {
                    five *= 5
                    ten *= 10
                }
                scaled = scaled.times(five)
                shifted = shifted.times(ten)
                power -= step
            }
            return (scaled + shifted).roundedDividingByPowerOfTen(-exponent)
        }
    }
}
