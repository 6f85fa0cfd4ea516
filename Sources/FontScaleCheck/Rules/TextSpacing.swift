import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

/// wcag/text-spacing: every sample that fits a container still fits it with WCAG 2.2 SC 1.4.12's
/// spacing (letter 0.12 em, word 0.16 em, line height 1.5, paragraphs 2 em apart).
struct TextSpacing: CheckRule {
    enum Code: String, CaseIterable { case truncated, clipped }

    static let letterSpacing = RuleOption(
        name: "letterSpacing", defaultValue: .number(0.12),
        summary: "em added after each character, optional ligatures off (not for cursive scripts)")
    static let wordSpacing = RuleOption(
        name: "wordSpacing", defaultValue: .number(0.16), summary: "em added to each space")
    static let lineHeight = RuleOption(
        name: "lineHeight", defaultValue: .number(1.5), summary: "the line height, in multiples of the size")
    static let paragraphSpacing = RuleOption(
        name: "paragraphSpacing", defaultValue: .number(2),
        summary: "the space between paragraphs (replacing a blank line in a sample), in multiples of the size")

    static let rule = Rule(
        id: "wcag/text-spacing",
        title: "Samples that fit a container still fit with WCAG 1.4.12 text spacing",
        rationale:
            "WCAG 2.2 SC 1.4.12 asks that no content is lost when a user sets letter spacing to 0.12 em, word spacing to 0.16 em, line height to 1.5 and paragraph spacing to 2 em; failure F104 is text clipped or cut. Each sample is laid out again as CSS lays it out: HarfBuzz's advances with the optional ligatures off plus 0.12 em per character (none for a cursive script such as Arabic, as the W3C's Understanding document says) and 0.16 em per space, at each category and in each container: where the container's line limit now cuts text that fit before (truncated), or its fixed height now clips it (clipped), the finding gives the lines before and after and the height cut off (lines at 1.5 x the size or the font's own line height, paragraphs 2 x the size apart instead of a blank line; as set, lines at the style's line height). A browser audit only looks for !important spacing in the CSS; this lays out the real text.",
        severity: .fail, codes: Code.self, options: [letterSpacing, wordSpacing, lineHeight, paragraphSpacing],
        enabledByDefault: false, helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/text-spacing.html")

    func check(
        _ subject: StyleSubject, at category: ContentSizeCategory, _ scaled: ScaledStyle, in context: CheckContext
    ) throws {
        let style = subject.config, config = context.config
        let containers = config.containers.filter { style.containers?.contains($0.name) ?? true }
        guard !containers.isEmpty else { return }
        let spacing = spacing(in: context)
        let instance = try subject.font.instance(
            weight: style.weight.rawValue, italic: style.italic, opticalSize: scaled.pointSize, axes: style.axes
        ).instance
        let samples = samples(of: subject)
        for container in containers {
            let maxLines = container.maxLines(at: category)
            guard maxLines > 0 || container.height != nil else { continue }
            for sample in samples {
                context.countLayouts(2, for: Self.rule.id)
                let before = try context.measurer.lineCount(
                    of: sample.text, instance: instance, pointSize: scaled.pointSize, width: container.width,
                    features: subject.features, tracking: scaled.tracking)
                // Text that does not fit already is layout/fits-container's finding.
                let beforeHeight = Double(before) * scaled.leading
                guard maxLines == 0 || before <= maxLines, beforeHeight <= (container.height ?? .infinity) + 1e-9
                else { continue }
                let spaced = try context.measurer.spacedLayout(
                    sample.text, instance: instance, pointSize: scaled.pointSize, width: container.width,
                    features: subject.features, tracking: scaled.tracking, spacing: spacing)
                // What the container shows: the lines it allows, within its height.
                let shown = min(
                    maxLines > 0 ? spaced.height(ofFirst: maxLines) : spaced.height, container.height ?? .infinity)
                let overflow = spaced.height - shown
                let letters = spaced.letterSpacingApplied ? "" : " (no letter spacing: \(spaced.script) is cursive)"
                let place =
                    "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt) with WCAG 1.4.12 spacing\(letters)"
                if maxLines > 0, spaced.lineCount > maxLines {
                    report(
                        .truncated,
                        "\(place) needs \(spaced.lineCount) lines for \"\(TerminalText.sample(sample.text))\" in \(container.name) (\(formatNumber(container.width)) pt), which allows \(maxLines); it took \(before) without: \(formatNumber(overflow)) pt of text is cut off",
                        at: container.location, style: style, category: category, container: container.name,
                        sample: sample.text, actual: "\(spaced.lineCount) lines", expected: "at most \(maxLines)",
                        hint:
                            "allow \(spaced.lineCount) lines in \(container.name)\(category.isAccessibilityCategory ? " (accessibilityMaxLines)" : ""), or 0 for no limit",
                        in: context)
                } else if let height = container.height, overflow > 1e-9 {
                    report(
                        .clipped,
                        "\(place) takes \(spaced.lineCount) line\(spaced.lineCount == 1 ? "" : "s") of \(formatNumber(spaced.lineHeight)) pt for \"\(TerminalText.sample(sample.text))\" in \(container.name) (\(formatNumber(container.width)) x \(formatNumber(height)) pt): \(formatNumber(spaced.height)) pt tall; it took \(before) of \(formatNumber(scaled.leading)) pt (\(formatNumber(beforeHeight)) pt) without: \(formatNumber(overflow)) pt of text is clipped",
                        at: container.location, style: style, category: category, container: container.name,
                        sample: sample.text, actual: "\(formatNumber(spaced.height)) pt tall",
                        expected: "at most \(formatNumber(height)) pt",
                        hint:
                            "let \(container.name) grow with its text (no height), or raise its height to \(formatNumber(spaced.height)) pt",
                        in: context)
                }
            }
        }
    }

    /// The largest maxSize at which every sample still fits each line-limited container the style
    /// uses with the spacing applied, wherever the style's curve would take it past its lines and it
    /// fits at the style's size at Large.
    func bounds(on key: AdvisedKey, _ side: ValueBound.Side, of subject: StyleSubject, in context: CheckContext)
        -> [ValueBound]
    {
        guard side == .atMost else { return [] }
        let style = subject.config, config = context.config, spacing = spacing(in: context)
        guard key == .maxSize, let curve = context.curve(of: style) else { return [] }
        func fits(_ sample: SampleConfig, in container: ContainerConfig, lines: Int, at size: Double) -> Bool {
            guard let instance = subject.instance(at: size),
                let spaced = try? context.measurer.spacedLayout(
                    sample.text, instance: instance, pointSize: size, width: container.width,
                    features: subject.features, tracking: subject.tracking(at: size), spacing: spacing)
            else { return false }
            return spaced.lineCount <= lines
        }
        var tightest: ValueBound?
        for container in config.containers where style.containers?.contains(container.name) ?? true {
            for sample in samples(of: subject) {
                for category in config.categories {
                    let lines = container.maxLines(at: category)
                    guard lines > 0, let size = curve[category]?.pointSize,
                        !fits(sample, in: container, lines: lines, at: size),
                        let limit = SizeSearch.largestPassing(
                            from: style.size, below: size, { fits(sample, in: container, lines: lines, at: $0) }),
                        limit < tightest?.value ?? .infinity
                    else { continue }
                    let more = category.isAccessibilityCategory && container.accessibilityMaxLines != nil
                    tightest = ValueBound(
                        side: .atMost, value: limit, rule: Self.rule.id,
                        reason:
                            "with 1.4.12 spacing \"\(TerminalText.sample(sample.text))\" takes more than \(lines) line\(lines == 1 ? "" : "s") in \(container.name) above \(formatNumber(limit)) pt",
                        otherwise: "allow more lines in \(container.name)\(more ? " (accessibilityMaxLines)" : "")")
                }
            }
        }
        return tightest.map { [$0] } ?? []
    }

    /// The spacing the options ask for.
    private func spacing(in context: CheckContext) -> TextSpacingOverride {
        TextSpacingOverride(
            letterSpacing: number(Self.letterSpacing, in: context), wordSpacing: number(Self.wordSpacing, in: context),
            lineHeight: number(Self.lineHeight, in: context),
            paragraphSpacing: number(Self.paragraphSpacing, in: context))
    }

    /// The samples the font can draw (line breaks aside): the others are font/glyph-coverage's.
    private func samples(of subject: StyleSubject) -> [SampleConfig] {
        subject.samples.filter { sample in
            sample.text.unicodeScalars.allSatisfy {
                subject.resolved.instance.hasGlyph($0) || FontInstance.isInvisible($0) || $0 == "\n" || $0 == "\r"
            }
        }
    }
}
