import FontScale
import FontScaleConfig

/// scale/hierarchy: a larger style never renders smaller than a smaller one.
struct Hierarchy: CheckRule {
    enum Code: String, CaseIterable { case inverted }

    static let rule = Rule(
        id: "scale/hierarchy", title: "A larger style never renders smaller than a smaller one",
        rationale:
            "Each text style follows its own curve, and the curves cross: under UIFontMetrics a custom Caption 2 overtakes Footnote and Caption 1 above Large. A heading that renders smaller than body text at some size breaks the visual hierarchy readers rely on.",
        severity: .warn, codes: Code.self)

    func check(scale styles: [StyleSubject], in context: CheckContext) {
        for category in context.config.categories {
            for larger in styles {
                for smaller in styles where larger.config.size > smaller.config.size {
                    let a = larger.scaled[category]!.pointSize, b = smaller.scaled[category]!.pointSize
                    guard a < b else { continue }
                    let big = larger.config, small = smaller.config
                    report(
                        .inverted,
                        "\(big.name) (\(formatNumber(big.size)) pt at Large) renders \(formatNumber(a)) pt at \(category), smaller than \(small.name) at \(formatNumber(b)) pt",
                        at: big.location(of: "size"), style: big, category: category, actual: "\(formatNumber(a)) pt",
                        expected: "at least \(formatNumber(b)) pt",
                        hint: "scale \(big.name) with a steeper curve (scalesWith), or give \(small.name) a maxSize",
                        in: context)
                }
            }
        }
    }
}
