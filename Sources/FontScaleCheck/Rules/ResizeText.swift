import FontScale
import FontScaleConfig

/// wcag/resize-text (formerly accessibility/text-resize): each style reaches 200% of its Large
/// size where its curve does, and no cap stops it (WCAG 2.2 SC 1.4.4).
struct ResizeText: CheckRule {
    enum Code: String, CaseIterable {
        case belowFactor = "below-factor"
        case capped
        case curveShort = "curve-short"
    }

    static let minimumFactor = RuleOption(
        name: "minimumFactor", defaultValue: .number(2), summary: "the growth over the size at Large required")
    static let styles = RuleOption(
        name: "styles", defaultValue: .textStyles([.body]),
        summary: "the text styles checked (the wcag22 profile: every style)")

    /// The Understanding document of SC 1.4.4.
    static let helpURI = "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html"

    static let rule = Rule(
        id: "wcag/resize-text", title: "Text reaches 200% of its Large size, and no cap stops it (WCAG 1.4.4)",
        rationale:
            "WCAG 2.2 SC 1.4.4 asks that text can be resized to 200% without loss of content; WCAG2ICT reads it for native apps as scaling as far as the platform allows. Dynamic Type reaches 200% of Large at a different category per style (Body at AX3, Callout to Caption 2 at AX2, Title 1 only at AX5, Large Title never): a maxSize below that size is a failure, at the category where the curve reaches 200%, with the factor reached and the category where growth stops. A config whose largest category is below that one does not let the text grow (below-factor). A style whose own Apple curve stops short of 200% is a note: nothing in the config can change it.",
        severity: .fail, codes: Code.self, codeSeverities: [.curveShort: .info], options: [minimumFactor, styles],
        helpURI: helpURI)

    func checkAfterCategories(_ subject: StyleSubject, in context: CheckContext) {
        let style = subject.config, config = context.config
        guard textStyles(Self.styles, in: context).contains(style.textStyle), let largest = config.categories.last,
            config.platform.supportsDynamicType
        else { return }
        let factor = number(Self.minimumFactor, in: context)
        guard
            let reach = try? ResizeReach.apple(
                style.spec, style: style.scalesWith, scaler: context.scaler, requiredFactor: factor)
        else { return }
        let required = percent(factor), base = formatNumber(reach.referenceSize)
        guard let target = reach.curveReaches, case let .category(reaching) = target.target else {
            // The curve itself never doubles: a note, unless a cap takes away some of what it gives.
            guard let top = reach.steps.last, case let .category(last) = top.target else { return }
            if let stop = reach.firstCapped, case let .category(stops) = stop.target {
                return capped(
                    subject, at: last, size: top.pointSize, reach: reach, stopsAt: stops,
                    curveSize: top.uncappedPointSize,
                    curveNote: "its curve's largest size", in: context)
            }
            report(
                .curveShort,
                "\(style.name) reaches at most \(percent(top.factor)) of its \(base) pt at Large (\(formatNumber(top.pointSize)) pt at \(last)): Apple's \(style.scalesWith.displayName) curve itself stops short of \(required)",
                at: style.location, style: style, category: last, actual: percent(top.factor),
                expected: "at least \(required)",
                hint:
                    "nothing to fix in the config: the platform's scaling stops there (WCAG2ICT: as far as the platform allows)",
                in: context)
            return
        }
        if largest < reaching {
            let grown = subject.scaled[largest]?.pointSize ?? reach.referenceSize
            report(
                .belowFactor,
                "\(style.name) grows to \(formatNumber(grown)) pt (\(percent(grown / reach.referenceSize)) of \(base) pt) by \(largest), the largest checked category; it reaches \(required) at \(reaching)",
                at: config.keyLocations[ConfigKeys.Top.categories.name] ?? style.location, style: style,
                category: largest,
                actual: percent(grown / reach.referenceSize), expected: "at least \(required)",
                hint: "support the accessibility sizes (categories up to AX5)", in: context)
            return
        }
        guard target.factor < factor - 1e-9, let stop = reach.firstCapped, case let .category(stops) = stop.target
        else { return }
        capped(
            subject, at: reaching, size: target.pointSize, reach: reach, stopsAt: stops,
            curveSize: target.uncappedPointSize, curveNote: "where its curve reaches \(required)", in: context)
    }

    /// A maximum cap that keeps `style` below the factor at `category`.
    private func capped(
        _ subject: StyleSubject, at category: ContentSizeCategory, size: Double, reach: ResizeReach,
        stopsAt: ContentSizeCategory, curveSize: Double, curveNote: String, in context: CheckContext
    ) {
        let style = subject.config
        let factor = size / reach.referenceSize, base = formatNumber(reach.referenceSize)
        report(
            .capped,
            "\(style.name) is \(formatNumber(size)) pt at \(category), \(curveNote) (\(formatNumber(curveSize)) pt): a factor of \(formatNumber(factor, decimals: 2)) (\(formatNumber(size))/\(base)), its maxSize stops it from \(stopsAt) on",
            at: style.location(of: ConfigKeys.Style.maxSize), style: style, category: category, actual: percent(factor),
            expected: "at least \(percent(reach.requiredFactor))",
            hint: context.advice(.maxSize, for: subject).raise(for: Self.rule.id), in: context)
    }

    /// The smallest maxSize that lets a checked style grow as far as 1.4.4 asks: the size where its
    /// curve reaches the factor (whole points up, the curve's own size when that is less), or the
    /// curve's largest size when it never does (then any cap that bites fails).
    func bounds(on key: AdvisedKey, _ side: ValueBound.Side, of subject: StyleSubject, in context: CheckContext)
        -> [ValueBound]
    {
        guard side == .atLeast else { return [] }
        let style = subject.config
        guard key == .maxSize, textStyles(Self.styles, in: context).contains(style.textStyle),
            context.config.platform.supportsDynamicType
        else { return [] }
        var spec = style.spec
        spec.maximum = nil
        let factor = number(Self.minimumFactor, in: context)
        guard
            let reach = try? ResizeReach.apple(
                spec, style: style.scalesWith, scaler: context.scaler, requiredFactor: factor)
        else { return [] }
        let base = formatNumber(reach.referenceSize)
        if let target = reach.curveReaches, case let .category(category) = target.target {
            return [
                ValueBound(
                    side: .atLeast,
                    value: min(target.uncappedPointSize, (reach.referenceSize * factor).rounded(.up)),
                    rule: Self.rule.id,
                    reason: "\(style.name) reaches \(percent(factor)) of \(base) pt at \(category)")
            ]
        }
        guard let top = reach.steps.max(by: { $0.uncappedPointSize < $1.uncappedPointSize }),
            case let .category(category) = top.target
        else { return [] }
        return [
            ValueBound(
                side: .atLeast, value: top.uncappedPointSize, rule: Self.rule.id,
                reason:
                    "\(style.name)'s curve stops short of \(percent(factor)) at \(formatNumber(top.uncappedPointSize)) pt at \(category), so any cap below fails"
            )
        ]
    }

    private func percent(_ factor: Double) -> String { formatNumber(factor * 100, decimals: 0) + "%" }
}
