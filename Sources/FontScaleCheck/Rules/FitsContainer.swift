import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

/// layout/fits-container: every sample fits each container within its maximum lines, at the
/// size the label shrinks to when the container allows shrinking.
struct FitsContainer: CheckRule {
    enum Code: String, CaseIterable {
        case overflows, shrinks
        case shrinksBelowMinimum = "shrinks-below-minimum"
        case clipped
    }

    static let rule = Rule(
        id: "layout/fits-container", title: "Every sample fits each container within its maximum lines",
        rationale:
            "Text grows with Dynamic Type while containers keep their width. Real measured widths (HarfBuzz shaping, kerning, the font's own advances) show where a label wraps past its line limit and is truncated, at each category, before a user with larger text sees a cut-off price or button title. A container with a minimumScaleFactor shrinks the text instead: the finding gives the size it shrinks to, and fails when that is below the platform's legible minimum. At AX1-AX5 a container's accessibilityMaxLines applies (Apple asks text to wrap there). A container with a fixed height clips text whose lines (at the style's line height) are taller than it (clipped). A sample with characters the font lacks is left to font/glyph-coverage.",
        severity: .fail, codes: Code.self, codeSeverities: [.shrinks: .info])

    func check(
        _ subject: StyleSubject, at category: ContentSizeCategory, _ scaled: ScaledStyle, in context: CheckContext
    ) throws {
        let style = subject.config, config = context.config
        let containers = config.containers.filter { style.containers?.contains($0.name) ?? true }
        guard !containers.isEmpty else { return }
        let instance = try subject.font.instance(
            weight: style.weight.rawValue, italic: style.italic, opticalSize: scaled.pointSize, axes: style.axes
        ).instance
        // A sample the font cannot draw is font/glyph-coverage's finding: measured with fallback
        // boxes, its width says nothing about the container.
        let samples = samples(of: subject, in: context)
        // Each sample's widest stretch at this size, for the overflow findings of every container.
        var stretches = [UnbreakableRun?](repeating: nil, count: samples.count)
        // Each sample as a message quotes it, made once for every container.
        var quoted = [String?](repeating: nil, count: samples.count)
        func quote(_ index: Int) -> String {
            if let known = quoted[index] { return known }
            let text = TerminalText.sample(samples[index].text)
            quoted[index] = text
            return text
        }
        for container in containers {
            // At AX1-AX5 a container may allow more lines (accessibilityMaxLines): Apple asks text to wrap there.
            let maxLines = container.maxLines(at: category)
            guard maxLines > 0 || container.height != nil else { continue }
            for (sampleIndex, sample) in samples.enumerated() {
                context.countLayouts(1, for: Self.rule.id)
                let lineCount = try context.measurer.lineCount(
                    of: sample.text, instance: instance, pointSize: scaled.pointSize, width: container.width,
                    features: subject.features, tracking: scaled.tracking)
                guard maxLines > 0, lineCount > maxLines else {
                    clip(sample, lines: lineCount, in: container, subject, at: category, scaled, context)
                    continue
                }
                let place = "\(style.name) at \(category.displayName) (\(formatNumber(scaled.pointSize)) pt)"
                if let factor = container.minimumScaleFactor {
                    let fit = try context.sizer(for: subject).fit(
                        sample.text, pointSize: scaled.pointSize, weight: style.weight, width: container.width,
                        maxLines: maxLines, minimumScaleFactor: factor,
                        options: MeasureOptions(features: subject.features, italic: style.italic))
                    context.countLayouts(fit.measurements, for: Self.rule.id)
                    if let size = fit.pointSize {
                        let minimum = config.platform.minimumLegibleSize
                        let shrunk =
                            "shrinks to \(formatNumber(size)) pt (\(formatNumber(size / scaled.pointSize * 100, decimals: 0))%) to fit \"\(quote(sampleIndex))\" in \(container.name) (\(formatNumber(container.width)) pt, \(maxLines) line\(maxLines == 1 ? "" : "s"))"
                        if size < minimum - 1e-9 {
                            report(
                                .shrinksBelowMinimum,
                                "\(place) \(shrunk), below the \(formatNumber(minimum)) pt legible minimum",
                                at: container.location, style: style, category: category, container: container.name,
                                sample: sample.text,
                                actual: "\(formatNumber(size)) pt", expected: "at least \(formatNumber(minimum)) pt",
                                hint: "widen \(container.name), allow more lines, or cap the style with maxSize",
                                in: context)
                        } else {
                            report(
                                .shrinks, "\(place) \(shrunk)", at: container.location, style: style,
                                category: category, container: container.name,
                                sample: sample.text, actual: "\(formatNumber(size)) pt",
                                expected: "\(formatNumber(scaled.pointSize)) pt",
                                hint:
                                    "fine if a smaller \(style.name) is acceptable here; else allow more lines in \(container.name)",
                                in: context)
                        }
                        continue
                    }
                }
                let atAccessibilitySizes =
                    category.isAccessibilityCategory && container.accessibilityMaxLines != nil
                    ? " at the accessibility sizes" : ""
                let shrinkNote =
                    container.minimumScaleFactor.map { ", even shrunk to \(formatNumber($0 * 100, decimals: 0))%" }
                    ?? ""
                // A stretch wider than the container is cut inside it: the font's width, not the
                // wrapping. The stretch between two of the layout's own break opportunities.
                let run =
                    stretches[sampleIndex]
                    ?? context.measurer.longestUnbreakableRun(
                        of: sample.text, instance: instance, pointSize: scaled.pointSize, features: subject.features,
                        tracking: scaled.tracking)
                stretches[sampleIndex] = run
                let wideNote =
                    run.width > container.width
                    ? "; \"\(run.text)\" alone is \(formatNumber(run.width, decimals: 0)) pt wide in \(instance.face.info.family)"
                    : ""
                // A cap helps only when the sample fits at some size from the style's own at Large up.
                let cap = capping(sample, subject, in: container, at: category, size: scaled.pointSize, context)
                report(
                    .overflows,
                    "\(place) needs \(lineCount) lines for \"\(quote(sampleIndex))\" in \(container.name) (\(formatNumber(container.width)) pt), which allows \(maxLines)\(atAccessibilitySizes)\(shrinkNote)\(wideNote)",
                    at: container.location, style: style, category: category, container: container.name,
                    sample: sample.text,
                    actual: "\(lineCount) lines", expected: "at most \(maxLines)",
                    hint:
                        "allow more lines in \(container.name)\(cap.hasPrefix(", or") ? "," : " or") shorten the text\(cap)",
                    in: context)
            }
        }
    }

    /// The largest maxSize at which every sample still fits each container the style uses (its
    /// lines, its height; one that shrinks its text aside), wherever the style's curve would take a
    /// sample past it and it fits at the style's size at Large. A lineHeight, at most the one at
    /// which lines fit each fixed height.
    func bounds(on key: AdvisedKey, _ side: ValueBound.Side, of subject: StyleSubject, in context: CheckContext)
        -> [ValueBound]
    {
        let style = subject.config, config = context.config
        guard side == .atMost else { return [] }
        if key == .lineHeight { return lineHeightBounds(of: subject, in: context) }
        guard key == .maxSize, let curve = context.curve(of: style) else { return [] }
        var tightest: (fits: Double, sample: SampleConfig, container: ContainerConfig, category: ContentSizeCategory)?
        for container in config.containers
        where (style.containers?.contains(container.name) ?? true) && container.minimumScaleFactor == nil {
            for sample in samples(of: subject, in: context) {
                for category in config.categories where container.maxLines(at: category) > 0 || container.height != nil
                {
                    guard let size = curve[category]?.pointSize,
                        let fits = threshold(of: sample, subject, in: container, at: category, context),
                        fits < size, fits < tightest?.fits ?? .infinity
                    else { continue }
                    tightest = (fits, sample, container, category)
                }
            }
        }
        guard let tightest else { return [] }
        return [bound(tightest.fits, tightest.sample, subject, in: tightest.container, at: tightest.category, context)]
    }

    /// What goes wrong with `sample` in `container` at `category` with the style at `size` (a cap
    /// at `size` when that is below its curve): `overflows` or `clipped`, nil when it fits.
    private func fault(
        of sample: SampleConfig, _ subject: StyleSubject, in container: ContainerConfig,
        at category: ContentSizeCategory, size: Double, _ context: CheckContext
    ) -> Code? {
        guard let instance = subject.instance(at: size),
            let count = try? context.measurer.lineCount(
                of: sample.text, instance: instance, pointSize: size, width: container.width,
                features: subject.features, tracking: subject.tracking(at: size))
        else { return .overflows }
        let lines = container.maxLines(at: category)
        if lines > 0, count > lines { return .overflows }
        guard let height = container.height else { return nil }
        // The line height at this category with the style capped at `size`.
        var spec = subject.config.spec
        spec.maximum = .points(size)
        guard let scaled = try? context.scaler.scale(spec, style: subject.config.scalesWith, at: .category(category))
        else { return .clipped }
        return Double(count) * scaled.leading > height + 1e-9 ? .clipped : nil
    }

    /// The largest whole size, from the style's size at Large up to four times it (beyond any Apple
    /// curve), at which `sample` fits `container` at `category`; nil when it does not at the size at
    /// Large. Searched once per sample, container and line limit (and category, with a height: the
    /// line height scales per category), for the findings and the bounds alike.
    private func threshold(
        of sample: SampleConfig, _ subject: StyleSubject, in container: ContainerConfig,
        at category: ContentSizeCategory, _ context: CheckContext
    ) -> Double? {
        let style = subject.config
        let key = FitKey(
            style: style.name, container: container.name, lines: container.maxLines(at: category),
            category: container.height == nil ? nil : category, size: nil, sample: sample.text)
        if let known = context.fitThresholds[key] { return known }
        let found = SizeSearch.largestPassing(from: style.size, below: style.size * 4 + 1) { candidate in
            fault(of: sample, subject, in: container, at: category, size: candidate, context) == nil
        }
        context.fitThresholds[key] = .some(found)
        return found
    }

    /// `fits` as a bound on maxSize, saying what happens above it.
    private func bound(
        _ fits: Double, _ sample: SampleConfig, _ subject: StyleSubject, in container: ContainerConfig,
        at category: ContentSizeCategory, _ context: CheckContext
    ) -> ValueBound {
        let lines = container.maxLines(at: category), text = TerminalText.sample(sample.text)
        let more = category.isAccessibilityCategory && container.accessibilityMaxLines != nil
        if fault(of: sample, subject, in: container, at: category, size: fits + 1, context) == .clipped {
            return ValueBound(
                side: .atMost, value: fits, rule: Self.rule.id,
                reason: "\"\(text)\" is taller than \(container.name) above \(formatNumber(fits)) pt",
                otherwise: "let \(container.name) grow with its text (no height)")
        }
        return ValueBound(
            side: .atMost, value: fits, rule: Self.rule.id,
            reason:
                "\"\(text)\" takes more than \(lines) line\(lines == 1 ? "" : "s") in \(container.name) above \(formatNumber(fits)) pt",
            otherwise: "allow more lines in \(container.name)\(more ? " (accessibilityMaxLines)" : "")")
    }

    /// The hint's way to fix a finding at `size` (above the style's size at Large) with a cap, after
    /// the others: a cap, when the sample fits at the smallest size every lower bound on maxSize
    /// allows (and the size at Large); why no cap does, when a lower bound (WCAG 1.4.4) is what
    /// rules it out; else nothing.
    private func capping(
        _ sample: SampleConfig, _ subject: StyleSubject, in container: ContainerConfig,
        at category: ContentSizeCategory, size: Double, _ context: CheckContext
    ) -> String {
        let style = subject.config, base = style.size.rounded(.up)
        func fault(at size: Double) -> Code? {
            let key = FitKey(
                style: style.name, container: container.name, lines: container.maxLines(at: category),
                category: container.height == nil ? nil : category, size: formatNumber(size), sample: sample.text)
            if let known = context.fitFaults[key] { return known }
            let found = self.fault(of: sample, subject, in: container, at: category, size: size, context)
            context.fitFaults[key] = .some(found)
            return found
        }
        // A cap is a fix only above the style's size at Large, and only if the sample fits there.
        guard size > base, fault(at: base) == nil else { return "" }
        let lower = context.advice(.maxSize, for: subject, sides: [.atLeast]).lower
        let floor = max(lower?.value ?? 0, base).rounded(.up)
        let needs = lower.map {
            "\($0.rule) needs \(style.name) at \(formatNumber($0.value)) pt or more (\($0.reason))"
        }
        guard floor < size else { return needs.map { "; a maxSize cannot fix it: \($0)" } ?? "" }
        guard let atFloor = fault(at: floor) else {
            return ", or cap the style with maxSize"
                + (lower.map { " (at least \(formatNumber($0.value)) pt: \($0.rule): \($0.reason))" } ?? "")
        }
        return needs.map {
            "; a maxSize cannot fix it: \($0), and at \(formatNumber(floor)) pt \(atFloor == .clipped ? "the text is taller than \(container.name)" : "it takes more lines than \(container.name) allows")"
        } ?? ""
    }

    /// The largest lineHeight (half points) at which the lines of every sample fit each container
    /// of a fixed height the style uses, at every category (the line count does not depend on it).
    private func lineHeightBounds(of subject: StyleSubject, in context: CheckContext) -> [ValueBound] {
        let style = subject.config, config = context.config
        // (height, lines, category, container) for every sample that is not past its line limit.
        var stacks: [(height: Double, lines: Int, category: ContentSizeCategory, container: String)] = []
        for container in config.containers where style.containers?.contains(container.name) ?? true {
            guard let height = container.height else { continue }
            for sample in samples(of: subject, in: context) {
                for category in config.categories {
                    guard let scaled = subject.scaled[category], let instance = subject.instance(at: scaled.pointSize),
                        let lines = try? context.measurer.lineCount(
                            of: sample.text, instance: instance, pointSize: scaled.pointSize, width: container.width,
                            features: subject.features, tracking: scaled.tracking),
                        container.maxLines(at: category) == 0 || lines <= container.maxLines(at: category)
                    else { continue }
                    stacks.append((height, lines, category, container.name))
                }
            }
        }
        guard !stacks.isEmpty else { return [] }
        func clipped(at lineHeight: Double) -> (
            height: Double, lines: Int, category: ContentSizeCategory, container: String
        )? {
            var spec = style.spec
            spec.leading = lineHeight
            guard let sizes = context.scaled(spec, style: style.scalesWith) else { return stacks.first }
            return stacks.first { Double($0.lines) * (sizes[$0.category]?.leading ?? .infinity) > $0.height + 1e-9 }
        }
        // Half points, searched between 0.5 pt and 4 times the size.
        var (good, bad) = (0.0, (style.size * 8).rounded(.up))
        guard clipped(at: bad / 2) != nil else { return [] }
        while bad - good > 1 {
            let middle = ((good + bad) / 2).rounded(.down)
            if clipped(at: middle / 2) == nil { good = middle } else { bad = middle }
        }
        guard let stack = clipped(at: bad / 2) else { return [] }
        return [
            ValueBound(
                side: .atMost, value: good / 2, rule: Self.rule.id,
                reason:
                    "above \(formatNumber(good / 2)) pt, \(stack.lines) line\(stack.lines == 1 ? "" : "s") at \(stack.category) are taller than \(stack.container)'s \(formatNumber(stack.height)) pt",
                otherwise: "let \(stack.container) grow with its text (no height), or raise its height")
        ]
    }

    /// The samples the rule measures: those the font can draw when font/glyph-coverage runs.
    private func samples(of subject: StyleSubject, in context: CheckContext) -> [SampleConfig] {
        guard context.isEnabled(GlyphCoverage.rule) else { return subject.samples }
        if let known = context.drawableSamples[subject.config.name] { return known }
        let drawable = subject.samples.filter { sample in
            sample.text.unicodeScalars.allSatisfy {
                subject.resolved.instance.hasGlyph($0) || FontInstance.isInvisible($0)
            }
        }
        context.drawableSamples[subject.config.name] = drawable
        return drawable
    }

    /// The `clipped` finding: `lines` of `sample` at the style's line height are taller than the
    /// container's fixed height.
    private func clip(
        _ sample: SampleConfig, lines: Int, in container: ContainerConfig, _ subject: StyleSubject,
        at category: ContentSizeCategory, _ scaled: ScaledStyle, _ context: CheckContext
    ) {
        guard let height = container.height else { return }
        let style = subject.config, textHeight = Double(lines) * scaled.leading
        guard textHeight > height + 1e-9 else { return }
        let cap = capping(sample, subject, in: container, at: category, size: scaled.pointSize, context)
        report(
            .clipped,
            "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt) takes \(lines) line\(lines == 1 ? "" : "s") of \(formatNumber(scaled.leading)) pt for \"\(TerminalText.sample(sample.text))\" in \(container.name) (\(formatNumber(container.width)) x \(formatNumber(height)) pt): \(formatNumber(textHeight)) pt tall, \(formatNumber(textHeight - height)) pt of text is clipped",
            at: container.location, style: style, category: category, container: container.name,
            sample: sample.text, actual: "\(formatNumber(textHeight)) pt tall",
            expected: "at most \(formatNumber(height)) pt",
            hint:
                "let \(container.name) grow with its text (no height)\(cap.hasPrefix(", or") ? "," : " or") raise its height to \(formatNumber(textHeight)) pt\(cap)",
            in: context)
    }
}

/// What a fits-container search is remembered by: the style, the container and its line limit at
/// the category, the category itself when the container has a height (the line height scales
/// with it), the size asked about (as the hint writes it; nil for the threshold) and the sample.
struct FitKey: Hashable {
    let style: String
    let container: String
    let lines: Int
    let category: ContentSizeCategory?
    let size: String?
    let sample: String

    // The sample by its UTF-8 bytes: Swift's own String hashing normalises every non-ASCII
    // sample first, twice a finding.
    func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(container)
        hasher.combine(lines)
        hasher.combine(category)
        hasher.combine(size)
        var sample = sample
        sample.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (lhs: FitKey, rhs: FitKey) -> Bool {
        lhs.lines == rhs.lines && lhs.category == rhs.category && lhs.size == rhs.size && lhs.style == rhs.style
            && lhs.container == rhs.container && lhs.sample.utf8.elementsEqual(rhs.sample.utf8)
    }
}
