extension TextMeasurer {
    /// The scalar ranges of the lines of one paragraph at `maxWidth` design units: ICU's break
    /// opportunities, each line's width from its own scalars shaped as the line is drawn (with
    /// `spacing`'s letter and word spacing when given) and `tracking` (design units) after each
    /// cluster; after `limit` lines, the rest as one more range.
    func lineRanges(
        _ scalars: [Unicode.Scalar], run: ShapedRun, instance: FontInstance, features: [FontFeature],
        maxWidth: Double, tracking: Double, spacing: TextSpacingOverride? = nil, limit: Int = .max
    ) -> [Range<Int>] {
        let breaks = breakIterator.opportunities(scalars)
        return LineBreaker.lines(
            scalars, run: run, maxWidth: maxWidth, tracking: tracking, breaks: breaks, hyphen: hyphen(for: instance),
            limit: limit
        ) { line in
            guard !line.isEmpty else { return 0 }
            let shaped =
                spacing.map { self.spaced(line, instance: instance, features: features, spacing: $0) }
                ?? self.shaped(line, instance: instance, features: features)
            return shaped.width(tracking: tracking)
        }
    }

    /// The hyphen drawn where a line breaks at a soft hyphen: U+2010 when the font has it, else "-".
    func hyphen(for instance: FontInstance) -> Unicode.Scalar {
        instance.hasGlyph("\u{2010}") ? "\u{2010}" : "-"
    }

    /// The ICU version that finds the break opportunities ("72.1").
    public static var icuVersion: String { BreakIterator.icuVersion }
}
