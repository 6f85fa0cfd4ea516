import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

/// text/clipped-ink: no sample's ink leaves the line box its style's line height gives.
struct ClippedInk: CheckRule {
    enum Code: String, CaseIterable {
        case above = "ink-above-line"
        case below = "ink-below-line"
    }

    static let rule = Rule(
        id: "text/clipped-ink",
        title: "No sample's ink leaves the line box its line height gives",
        rationale:
            "A label clips what it draws outside its bounds: with a line height set (minimumLineHeight and maximumLineHeight), UIKit puts the descender at the bottom of each line box and cuts whatever rises above its top. Stacked Vietnamese accents, Thai above-base marks and Arabic marks reach higher than the font's ascender, so a tight line height, or the natural one, can cut them off (WCAG failure F104: clipped text). Ink below the bottom is below the font's own descender, which no line height moves: a note about the font (pad the label, or ask for deeper metrics). The ink is measured on every glyph of the shaped sample (HarfBuzz glyph extents), for a single-line label and for the first and last line of a wrapped one; less than one pixel of the display scale is not reported.",
        severity: .warn, codes: Code.self, codeSeverities: [.below: .info])

    func checkAfterCategories(_ subject: StyleSubject, in context: CheckContext) {
        let style = subject.config
        for sample in subject.samples {
            for category in context.config.categories {
                guard let scaled = subject.scaled[category],
                    let clip = try? clipping(sample.text, subject, scaled, at: category, in: context)
                else { continue }
                // Below the descender is the family's own metrics, the same in every style and
                // sample: said once per family, where it first shows.
                if !clip.above,
                    !context.saidOnce.insert("\(Self.rule.id)|\(subject.resolved.instance.face.info.family)").inserted
                {
                    continue
                }
                let place = "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt)"
                let side = clip.above ? "above the top" : "below the bottom"
                report(
                    clip.above ? .above : .below,
                    "\(place) draws \(formatNumber(clip.points, decimals: 2)) pt of ink \(side) of its \(formatNumber(scaled.leading, decimals: 2)) pt line box in \"\(TerminalText.sample(sample.text))\"\(clip.line.map { " (line \($0))" } ?? ""): a label clips it",
                    at: style.location(
                        of: style.lineHeight != nil ? ConfigKeys.Style.lineHeight : ConfigKeys.Style.size),
                    style: style, category: category, sample: sample.text,
                    actual: "\(formatNumber(clip.points, decimals: 2)) pt outside",
                    expected: "the ink within the line box",
                    hint: clip.above
                        ? "raise lineHeight by at least \(formatNumber((clip.points * 2).rounded(.up) / 2)) pt at \(category), or let the label draw outside its bounds (clipsToBounds false, with room above)"
                        : "the glyphs reach below the font's descender, where a line height adds nothing: give the label \(formatNumber((clip.points * 2).rounded(.up) / 2)) pt of padding below, or let it draw outside its bounds",
                    in: context)
                break
            }
        }
    }

    /// How far `text`'s ink leaves the line box at `scaled` (UIKit's: the line height with the
    /// descender at its bottom), nil when it stays inside. A single line, and the first and last
    /// line of each container that wraps it; the whole sample's ink decides first, so text that
    /// fits costs one cached shaping.
    func clipping(
        _ text: String, _ subject: StyleSubject, _ scaled: ScaledStyle, at category: ContentSizeCategory,
        in context: CheckContext
    ) throws
        -> (points: Double, above: Bool, line: Int?)?
    {
        let style = subject.config
        let instance = try subject.font.instance(
            weight: style.weight.rawValue, italic: style.italic, opticalSize: scaled.pointSize, axes: style.axes
        ).instance
        let metrics = instance.lineMetrics(pointSize: scaled.pointSize)
        // Less than a pixel of the display is the antialiased edge of a stroke, not a cut-off mark.
        let pixel = 1 / context.config.displayScale.pixelsPerPoint
        func outside(_ ink: InkBox?) -> (Double, Bool)? {
            ink?.outside(lineHeight: scaled.leading, descender: metrics.descender, tolerance: pixel)
                .map { ($0.points, $0.above) }
        }
        // The whole sample as one line: a shaping the other rules share, not a layout of its own.
        let whole = try context.measurer.measure(
            text, instance: instance, pointSize: scaled.pointSize,
            options: LayoutOptions(features: subject.features, tracking: scaled.tracking))
        guard let single = outside(whole.ink) else { return nil }
        // A single-line label clips the whole line; a wrapped one only its first line's top and
        // its last line's bottom (the lines between overlap their neighbours, inside the label).
        let containers = context.config.containers.filter { style.containers?.contains($0.name) ?? true }
        guard !containers.isEmpty, !containers.contains(where: { $0.maxLines(at: category) == 1 }) else {
            return (single.0, single.1, nil)
        }
        let options = LayoutOptions(features: subject.features, tracking: scaled.tracking)
        for container in containers {
            var wrapped = options
            wrapped.width = container.width
            wrapped.maxLines = container.maxLines(at: category)
            let lines = try context.measurer.measure(
                text, instance: instance, pointSize: scaled.pointSize, options: wrapped
            )
            .lines
            guard let first = lines.first?.text, let last = lines.last?.text, lines.count > 1 else {
                return (single.0, single.1, nil)
            }
            let firstInk = try context.measurer.measure(
                first, instance: instance, pointSize: scaled.pointSize, options: options
            )
            .ink
            if let clipped = outside(firstInk), clipped.1 { return (clipped.0, true, 1) }
            let lastInk = try context.measurer.measure(
                last, instance: instance, pointSize: scaled.pointSize, options: options
            )
            .ink
            // The last line's bottom alone (its top overlaps the line above, inside the label).
            let bottom = metrics.descender
            if let lastInk, lastInk.yMin < bottom - pixel { return (bottom - lastInk.yMin, false, lines.count) }
        }
        return nil
    }
}
