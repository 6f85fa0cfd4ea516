import Foundation

/// Rewrites cairo's SVG to be smaller and independent of what was drawn before: numbers keep
/// two decimals (cairo writes six: 0.01 pt is a thirtieth of a pixel at @3x, and colour
/// percentages move by under 0.03 of a level), and the top group, which cairo names after a
/// process-wide surface counter ("surface459"), becomes "sheet".
enum SVGCompactor {
    /// `svg` with long decimals rounded and the surface id fixed.
    static func compact(_ svg: [UInt8]) -> [UInt8] {
        svg.withUnsafeBytes { compact($0) }
    }

    /// The bytes of `svg` (a mapped file) with long decimals rounded and the surface id fixed.
    static func compact(_ svg: UnsafeRawBufferPointer) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(svg.count * 3 / 4)
        let surfaceID = Array("<g id=\"surface".utf8)
        var renamed = false
        var i = 0
        let n = svg.count
        while i < n {
            let byte = svg[i]
            if !renamed, byte == UInt8(ascii: "<"), svg[i..<min(n, i + surfaceID.count)].elementsEqual(surfaceID) {
                var end = i + surfaceID.count
                while end < n, svg[end] != UInt8(ascii: "\"") { end += 1 }
                out.append(contentsOf: Array("<g id=\"sheet".utf8))
                i = end
                renamed = true
                continue
            }
            if isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "#") {
                // A name (glyph0-12, xlink:href, rgb): copied as it stands, digits and all.
                // A colon ends it: the number after "opacity:" is a value.
                while i < n, isLetter(svg[i]) || isDigit(svg[i]) || svg[i] == UInt8(ascii: "_") || svg[i] == UInt8(ascii: "-")
                        || svg[i] == UInt8(ascii: "#") {
                    out.append(svg[i])
                    i += 1
                }
                continue
            }
            let negative = byte == UInt8(ascii: "-") && i + 1 < n && isDigit(svg[i + 1])
            guard isDigit(byte) || negative else {
                out.append(byte)
                i += 1
                continue
            }
            var j = negative ? i + 1 : i
            var whole: Int64 = 0
            while j < n, isDigit(svg[j]), whole < 1_000_000_000_000 {
                whole = whole * 10 + Int64(svg[j] - 48)
                j += 1
            }
            guard j + 1 < n, svg[j] == UInt8(ascii: "."), isDigit(svg[j + 1]) else {
                out.append(contentsOf: svg[i..<j])
                i = j
                continue
            }
            var k = j + 1
            var hundredths: Int64 = 0, digits = 0, roundUp = false
            while k < n, isDigit(svg[k]) {
                if digits < 2 {
                    hundredths = hundredths * 10 + Int64(svg[k] - 48)
                } else if digits == 2 {
                    roundUp = svg[k] >= UInt8(ascii: "5")
                }
                digits += 1
                k += 1
            }
            if digits <= 2 {
                out.append(contentsOf: svg[i..<k])
                i = k
                continue
            }
            var value = whole * 100 + hundredths + (roundUp ? 1 : 0)
            if value == 0 {
                out.append(UInt8(ascii: "0"))
            } else {
                if negative { out.append(UInt8(ascii: "-")) }
                out.append(contentsOf: Array(String(value / 100).utf8))
                value %= 100
                if value != 0 {
                    out.append(UInt8(ascii: "."))
                    out.append(UInt8(48 + value / 10))
                    if value % 10 != 0 { out.append(UInt8(48 + value % 10)) }
                }
            }
            i = k
        }
        return out
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    private static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 97 && byte | 0x20 <= 122 }
}
