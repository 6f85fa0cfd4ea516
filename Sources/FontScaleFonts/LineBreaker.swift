/// Greedy line breaking at break opportunities, by shaped cluster advances.
enum LineBreaker {
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{3000}" || scalar == "\t"
    }

    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0x20000...0x3FFFF:
            true
        default: false
        }
    }

    /// Characters a line must not start with (closing punctuation, small kana: kinsoku).
    static let noBreakBefore = Set("、。，．：；！？）」』】〕〉》〙〗・ー…‥々ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ,.;:!?)]}".unicodeScalars)
    /// Characters a line must not end with (opening brackets).
    static let noBreakAfter = Set("（「『【〔〈《〘〖([{".unicodeScalars)

    /// The ASCII members of `noBreakBefore` and `noBreakAfter`, as a table (no hashing for Latin text).
    private static let asciiNoBreakBefore: [Bool] = (0..<128).map { noBreakBefore.contains(Unicode.Scalar(UInt8($0))) }
    private static let asciiNoBreakAfter: [Bool] = (0..<128).map { noBreakAfter.contains(Unicode.Scalar(UInt8($0))) }

    /// Whether a line may start at scalar `index` (index > 0).
    static func canBreak(before index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let previous = scalars[index - 1], next = scalars[index]
        let before = next.value < 128 ? asciiNoBreakBefore[Int(next.value)] : noBreakBefore.contains(next)
        let after = previous.value < 128 ? asciiNoBreakAfter[Int(previous.value)] : noBreakAfter.contains(previous)
        if before || after { return false }
        if isSpace(next) { return false }  // spaces hang at the end of a line
        if isSpace(previous) { return true }  // after a run of spaces
        if previous == "-" || previous == "\u{2010}" || previous == "\u{2013}" || previous == "\u{2014}" {
            return index >= 2 && scalars[index - 2].properties.isAlphabetic  // after a hyphen within a word
        }
        return isIdeographic(previous) || isIdeographic(next)
    }

    /// Scalar ranges of the lines of one paragraph at `maxWidth` design units.
    static func lines(_ scalars: [Unicode.Scalar], run: ShapedRun, maxWidth: Double, tracking: Double) -> [Range<Int>] {
        guard !scalars.isEmpty else { return [0..<0] }
        // All of it fits (spaces included, so the visible width does too): one line, no search.
        if run.width(tracking: tracking) <= maxWidth + 1e-6 { return [0..<scalars.count] }
        // Advance of each scalar: its cluster's advance, on the cluster's first scalar.
        var advance = [Double](repeating: 0, count: scalars.count)
        for cluster in run.clusters { advance[cluster.scalarStart] = cluster.advance + tracking }
        var clusterStart = [Bool](repeating: false, count: scalars.count + 1)
        for cluster in run.clusters { clusterStart[cluster.scalarStart] = true }
        clusterStart[scalars.count] = true

        var lines: [Range<Int>] = []
        var lineStart = 0
        var lastBreak: Int?  // the latest opportunity on the current line
        var width = 0.0  // width from lineStart, spaces included
        var index = 0
        while index < scalars.count {
            if index > lineStart, clusterStart[index], canBreak(before: index, in: scalars) { lastBreak = index }
            width += advance[index]
            let visible = width - trailingSpaceWidth(scalars, advance, from: lineStart, through: index)
            if visible > maxWidth + 1e-6, index > lineStart {
                if let breakAt = lastBreak, breakAt > lineStart {
                    lines.append(lineStart..<breakAt)
                    lineStart = breakAt
                } else {
                    // A word wider than the line: break between clusters.
                    var cut = index
                    while cut > lineStart + 1, !clusterStart[cut] { cut -= 1 }
                    lines.append(lineStart..<cut)
                    lineStart = cut
                }
                lastBreak = nil
                width = 0
                index = lineStart
                continue
            }
            index += 1
        }
        lines.append(lineStart..<scalars.count)
        return lines
    }

    private static func trailingSpaceWidth(
        _ scalars: [Unicode.Scalar], _ advance: [Double], from start: Int, through end: Int
    ) -> Double {
        var total = 0.0
        var index = end
        while index >= start, isSpace(scalars[index]) {
            total += advance[index]
            index -= 1
        }
        return total
    }
}
