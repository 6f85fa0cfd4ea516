import FontScale

extension TextMeasurer {
    /// The scalar ranges of the lines of one paragraph at `maxWidth` design units: ICU's break
    /// opportunities, each line's width from its own scalars shaped as the line is drawn (with
    /// `spacing`'s letter and word spacing when given) and `tracking` (design units) after each
    /// cluster; after `limit` lines, the rest as one more range. `estimates`: the paragraph's
    /// `LineBreaker.estimates` at `tracking`, when the caller kept them.
    func lineRanges(
        _ scalars: [Unicode.Scalar], run: ShapedRun, instance: FontInstance, features: [FontFeature],
        maxWidth: Double, tracking: Double, spacing: TextSpacingOverride? = nil, limit: Int = .max,
        estimates: (cutPoints: [Int], prefix: [Double])? = nil
    ) -> [Range<Int>] {
        let breaks = breakIterator.opportunities(scalars)
        let hyphen = hyphen(for: instance)
        // Under text spacing a line's runs are cursive or not as in its paragraph (digits in Arabic are).
        let cursive = spacing.map { _ in Self.cursive(scalars) }
        return LineBreaker.lines(
            scalars, run: run, maxWidth: maxWidth, tracking: tracking, breaks: breaks, hyphen: hyphen,
            limit: limit, estimates: estimates
        ) { range, visible in
            guard visible > 0 else { return 0 }
            // A line HarfBuzz lets us cut out of the paragraph's run (its text as in the paragraph:
            // no soft hyphen drawn as a hyphen) has the run's advances there: no shaping.
            if spacing == nil, !LineBreaker.endsHyphenated(scalars, range, visible: visible),
                let width = run.sliceWidth(
                    of: scalars, range.lowerBound, range.upperBound, visible: visible, tracking: tracking)
            {
                return width
            }
            let line = LineBreaker.measured(scalars, range, hyphen: hyphen).line
            let start = range.lowerBound
            let shaped =
                spacing.map {
                    self.spaced(
                        line, instance: instance, features: features, spacing: $0,
                        cursive: Array(cursive![start..<start + line.count]))
                }
                ?? self.shaped(line, instance: instance, features: features)
            return shaped.width(tracking: tracking, before: visible)
        }
    }

    /// The hyphen drawn where a line breaks at a soft hyphen: U+2010 when the font has it, else "-".
    func hyphen(for instance: FontInstance) -> Unicode.Scalar {
        instance.hasGlyph("\u{2010}") ? "\u{2010}" : "-"
    }

    /// Where a line may start in `paragraph`, as scalar offsets (ascending, above 0, below its
    /// scalar count): ICU's line break opportunities, the ones every fontscale layout wraps at, or
    /// a browser's with `rules` `.browser`.
    public func lineBreakOpportunities(in paragraph: String, rules: LineBreakRules = .uikit) -> [Int] {
        let scalars = Array(paragraph.unicodeScalars)
        return breakIterator.opportunities(scalars).tailored(rules, in: scalars).allowed
    }

    /// The ICU version that finds the break opportunities ("76.1", the Swift toolchain's).
    public static var icuVersion: String { BreakIterator.icuVersion }

    /// The longest prefix of `scalars` that fits `maxWidth` with "…" appended, plus the "…".
    func fitWithEllipsis(
        _ scalars: [Unicode.Scalar], instance: FontInstance, maxWidth: Double?, features: [FontFeature],
        tracking: Double
    ) -> [Unicode.Scalar] {
        let ellipsis: [Unicode.Scalar] = instance.hasGlyph("\u{2026}") ? ["\u{2026}"] : [".", ".", "."]
        guard let maxWidth else { return scalars + ellipsis }
        func fits(_ candidate: [Unicode.Scalar]) -> Bool {
            let run = shaped(candidate, instance: instance, features: features)
            return run.width(tracking: tracking) <= maxWidth + 1e-6
        }
        // Widths of prefixes from the run's clusters, then confirmed by shaping the candidate.
        let run = shaped(scalars, instance: instance, features: features)
        let ellipsisRun = shaped(ellipsis, instance: instance, features: features)
        var budget = maxWidth - ellipsisRun.advance - tracking * Double(ellipsisRun.clusters.count)
        var end = 0
        for cluster in run.clusters {
            budget -= cluster.advance + tracking
            if budget < -1e-6 { break }
            end = cluster.scalarStart + cluster.scalarCount
        }
        while end >= 0 {
            var prefix = Array(scalars[0..<end])
            while let last = prefix.last, LineBreaker.isSpace(last) { prefix.removeLast() }
            if fits(prefix + ellipsis) || prefix.isEmpty { return prefix + ellipsis }
            end -= 1
        }
        return ellipsis
    }
}

/// The display's pixel grid.
public enum PixelGrid {
    /// `value` rounded up to the next pixel at `displayScale` (1/2 pt on @2x, 1/3 pt on @3x), as
    /// UIKit rounds intrinsic content sizes; values already on the grid stay put.
    public static func roundUp(_ value: Double, displayScale: DisplayScale) -> Double {
        let scale = displayScale.pixelsPerPoint
        return (value * scale - 1e-9).rounded(.up) / scale
    }
}
