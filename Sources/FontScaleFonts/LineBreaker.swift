/// Greedy line breaking at ICU's break opportunities, each line measured as it will be drawn.
///
/// UIKit's `byWordWrapping` (and a browser's `overflow-wrap: break-word`): a line ends at the last
/// opportunity whose text fits; a word wider than the line on its own is cut between grapheme
/// clusters, never inside one; spaces at the end of a line hang (they take no width).
enum LineBreaker {
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{3000}" || scalar == "\t"
    }

    /// Whether a line must end after `scalar` inside a paragraph (UAX #14's BK class but the line
    /// feed, which separates paragraphs: a vertical tab, a form feed, NEL, the line and paragraph separators).
    static func forcesBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{0B}" || scalar == "\u{0C}" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// The soft hyphen: invisible unless a line breaks after it, when a hyphen is drawn in its place.
    static let softHyphen: Unicode.Scalar = "\u{AD}"

    /// The scalars drawn for the line `range` of `scalars`: trailing spaces removed (they hang), and a
    /// final soft hyphen drawn as `hyphen`.
    static func drawn(_ scalars: [Unicode.Scalar], _ range: Range<Int>, hyphen: Unicode.Scalar) -> [Unicode.Scalar] {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(scalars[end - 1]) { end -= 1 }
        var line = Array(scalars[range.lowerBound..<end])
        if line.last == softHyphen, range.upperBound < scalars.count { line[line.count - 1] = hyphen }
        return line
    }

    /// Whether the line `range` ends in a soft hyphen drawn as a hyphen (its last visible scalar,
    /// `visible` after its start, inside the paragraph).
    static func endsHyphenated(_ scalars: [Unicode.Scalar], _ range: Range<Int>, visible: Int) -> Bool {
        visible > 0 && scalars[range.lowerBound + visible - 1] == softHyphen && range.upperBound < scalars.count
    }

    /// The scalars of the line `range` as it is shaped to measure it, with the spaces that hang at
    /// its end (as Core Text and browsers shape a line: inside the paragraph), and how many come
    /// before them. A final soft hyphen is drawn as `hyphen`.
    static func measured(
        _ scalars: [Unicode.Scalar], _ range: Range<Int>, hyphen: Unicode.Scalar
    ) -> (line: [Unicode.Scalar], visible: Int) {
        var visible = range.upperBound
        while visible > range.lowerBound, isSpace(scalars[visible - 1]) { visible -= 1 }
        guard visible > range.lowerBound else { return ([], 0) }
        var line = Array(scalars[range])
        if scalars[visible - 1] == softHyphen, range.upperBound < scalars.count {
            line[visible - 1 - range.lowerBound] = hyphen
        }
        return (line, visible - range.lowerBound)
    }

    /// Scalar ranges of the lines of one paragraph at `maxWidth` design units.
    ///
    /// `run` (the paragraph shaped whole, with `tracking` after each cluster) estimates where a line
    /// ends; `width` gives the exact width of a line (the scalars `range`, with the spaces that hang
    /// at its end, shaped alone as `measured(_:_:hyphen:)` gives them; how many come before those
    /// spaces), which decides. A line that fits by estimate but not exactly ends one opportunity
    /// earlier, and the other way round. After `limit` lines the rest is one more range, unbroken
    /// (a label that shows `limit` lines truncates there). `estimates` are the paragraph's
    /// `estimates(_:run:tracking:breaks:)` when the caller kept them.
    static func lines(
        _ scalars: [Unicode.Scalar], run: ShapedRun, maxWidth: Double, tracking: Double,
        breaks: BreakOpportunities, hyphen: Unicode.Scalar, limit: Int = .max,
        estimates: (cutPoints: [Int], prefix: [Double])? = nil,
        width: (_ range: Range<Int>, _ visible: Int) -> Double
    ) -> [Range<Int>] {
        guard !scalars.isEmpty else { return [0..<0] }
        // All of it fits (spaces included, so the visible width does too) and nothing forces a break.
        if breaks.mandatory.isEmpty, run.width(tracking: tracking) <= maxWidth + 1e-6 { return [0..<scalars.count] }
        let (cutPoints, prefix) =
            estimates ?? Self.estimates(scalars, run: run, tracking: tracking, breaks: breaks)
        func visibleEnd(_ start: Int, _ end: Int) -> Int {
            var visible = end
            while visible > start, isSpace(scalars[visible - 1]) { visible -= 1 }
            return visible
        }
        func estimate(_ start: Int, _ end: Int) -> Double { prefix[visibleEnd(start, end)] - prefix[start] }
        func fits(_ start: Int, _ end: Int) -> Bool {
            let visible = visibleEnd(start, end) - start
            return visible == 0 || width(start..<end, visible) <= maxWidth + 1e-6
        }
        let slack = 0.05 * maxWidth  // how far an estimate may be off and the line still fit
        let ends = breaks.allowed + [scalars.count]

        var lines: [Range<Int>] = []
        var start = 0
        var next = 0  // index in `ends` of the first end after `start`
        while start < scalars.count {
            if lines.count == limit {
                lines.append(start..<scalars.count)
                break
            }
            while ends[next] <= start { next += 1 }
            // The line cannot run past a mandatory break.
            var limit = next
            while limit < ends.count - 1, !breaks.mandatory.contains(ends[limit]) { limit += 1 }
            // The last end that fits by estimate, then confirmed (or moved) by exact widths.
            var chosen = next - 1
            while chosen + 1 <= limit, estimate(start, ends[chosen + 1]) <= maxWidth + slack { chosen += 1 }
            while chosen >= next, !fits(start, ends[chosen]) { chosen -= 1 }
            if chosen >= next {
                while chosen + 1 <= limit, estimate(start, ends[chosen + 1]) <= maxWidth + slack,
                    fits(start, ends[chosen + 1])
                {
                    chosen += 1
                }
                lines.append(start..<ends[chosen])
                start = ends[chosen]
                continue
            }
            // The first word alone is wider than the line: cut it at the widest prefix that fits,
            // between grapheme clusters (a ligature re-shaped when cut), never inside a conjunct.
            // The spaces after the word hang on its last piece: no line of spaces alone.
            let wordEnd = ends[next]
            let visible = visibleEnd(start, wordEnd)
            let cuts = cutPoints.filter { $0 > start && $0 < visible }
            // A piece fits when it fits as drawn, shaped alone, and at its place in the word: its
            // last letter kerned against the next one, as Chromium and Core Text measure a cut
            // from the word's glyphs (Vollkorn's "f" before "l" is 70 units wider).
            func pieceFits(_ cut: Int) -> Bool { estimate(start, cut) <= maxWidth + 1e-6 && fits(start, cut) }
            var cutIndex = -1
            while cutIndex + 1 < cuts.count, estimate(start, cuts[cutIndex + 1]) <= maxWidth + slack { cutIndex += 1 }
            while cutIndex >= 0, !pieceFits(cuts[cutIndex]) { cutIndex -= 1 }
            while cutIndex + 1 < cuts.count, pieceFits(cuts[cutIndex + 1]) { cutIndex += 1 }
            // At least one grapheme per line, even when it alone is wider than the line (it
            // overflows on a line of its own, as UIKit draws it).
            let cut = cutIndex >= 0 ? cuts[cutIndex] : (cuts.first ?? wordEnd)
            lines.append(start..<cut)
            start = cut
        }
        return lines
    }

    /// Where an overlong word may be cut in a paragraph (`cuts`), and `prefix[i]`, the estimated
    /// advance of scalars 0..<i with `tracking` after each cluster: what `lines` estimates line
    /// ends from, the same at every width (a caller wrapping one paragraph at several widths
    /// works it out once).
    static func estimates(
        _ scalars: [Unicode.Scalar], run: ShapedRun, tracking: Double, breaks: BreakOpportunities
    ) -> (cutPoints: [Int], prefix: [Double]) {
        let cutPoints = breaks.hasVirama ? cuts(scalars, run: run, graphemes: breaks.graphemes) : breaks.graphemes
        // A cluster's advance is shared by the cut points inside it (a ligature's letters, as
        // browsers estimate them), else it sits on its first scalar.
        var prefix = [Double](repeating: 0, count: scalars.count + 1)
        var nextCut = 0
        for cluster in run.clusters where cluster.scalarStart < scalars.count {
            let end = cluster.scalarStart + cluster.scalarCount
            while nextCut < cutPoints.count, cutPoints[nextCut] <= cluster.scalarStart { nextCut += 1 }
            // The cluster's start, then the cut points inside it.
            var insideEnd = nextCut
            while insideEnd < cutPoints.count, cutPoints[insideEnd] < end { insideEnd += 1 }
            let share = cluster.advance / Double(1 + insideEnd - nextCut)
            prefix[cluster.scalarStart + 1] += share + tracking
            for index in nextCut..<insideEnd { prefix[cutPoints[index] + 1] += share }
            nextCut = insideEnd
        }
        for index in 0..<scalars.count { prefix[index + 1] += prefix[index] }
        return (cutPoints, prefix)
    }

    /// Where an overlong word may be cut: the grapheme cluster boundaries of `graphemes`, less
    /// those inside one HarfBuzz cluster after a virama (a Khmer coeng, a Myanmar or Devanagari
    /// virama: the consonant after it is drawn below or joined to the one before).
    static func cuts(_ scalars: [Unicode.Scalar], run: ShapedRun, graphemes: [Int]) -> [Int] {
        guard scalars.contains(where: { $0.properties.canonicalCombiningClass == .virama }) else { return graphemes }
        var clusterStart = [Bool](repeating: false, count: scalars.count + 1)
        for cluster in run.clusters where cluster.scalarStart < scalars.count {
            clusterStart[cluster.scalarStart] = true
        }
        return graphemes.filter { at in
            clusterStart[at] || scalars[at - 1].properties.canonicalCombiningClass != .virama
        }
    }
}
