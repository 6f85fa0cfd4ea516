/// How serious a finding is.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    /// Worth knowing; never fails a check unless --fail-on info.
    case info
    /// Should be fixed; fails with --fail-on warn.
    case warn
    /// Must be fixed; fails the check by default.
    case fail

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A rule option: its name, default and meaning.
public struct RuleOption: Sendable {
    /// The option key.
    public let name: String
    /// Its default, in words.
    public let defaultValue: String
    /// What it sets.
    public let summary: String
}

/// A rule of the catalogue, fontbakery style: a stable id, a title, a rationale, a default
/// severity and stable message codes.
public struct Rule: Sendable {
    /// The stable id, area/name.
    public let id: String
    /// One line.
    public let title: String
    /// Why it matters, in a few sentences.
    public let rationale: String
    /// The severity of its findings unless the config says otherwise.
    public let severity: Severity
    /// The message codes its findings carry.
    public let codes: [String]
    /// Its options.
    public let options: [RuleOption]
    /// Codes whose default severity differs from the rule's.
    public var codeSeverities: [String: Severity] = [:]

    /// The default severity of a finding with `code`.
    public func severity(of code: String) -> Severity { codeSeverities[code] ?? severity }
}

/// Every rule `fontscale check` knows.
public enum RuleCatalog {
    /// Every rule, in the order reports list them.
    public static let all: [Rule] = [
        Rule(id: "font/resolves", title: "The font resolves to the requested family and offers the requested weights",
             rationale: "fontconfig, like the platforms, never fails a lookup: a missing family silently becomes a fallback font and every measurement after it describes the wrong font. A static family without the requested weight substitutes another (CSS rules), so Semibold headlines may ship as Bold.",
             severity: .fail, codes: ["family-not-found", "file-unusable", "weight-substituted", "weight-out-of-range", "italic-missing", "axis-missing", "axis-out-of-range"], options: [],
             codeSeverities: ["weight-substituted": .warn, "weight-out-of-range": .warn, "italic-missing": .warn, "axis-out-of-range": .warn]),
        Rule(id: "font/glyph-coverage", title: "Every sample character exists in the font",
             rationale: "A character the font lacks is drawn by a fallback font, or as a .notdef box (tofu): widths, line heights and the look all change. Samples in every language the app ships catch missing accents, scripts and symbols before users do.",
             severity: .fail, codes: ["missing-glyphs"], options: []),
        Rule(id: "size/legible-minimum", title: "No style falls below the platform's legible minimum",
             rationale: "Apple's HIG gives a minimum legible size per platform (iOS 11 pt, watchOS 12 pt). UIFontMetrics scales a custom font by its text style's line-height ratio and rounds, so a 12 pt caption becomes 10 pt at xSmall, below the 11 pt the system font keeps.",
             severity: .fail, codes: ["below-minimum"], options: [RuleOption(name: "minimum", defaultValue: "the platform's", summary: "the smallest legible size in points")]),
        Rule(id: "scale/hierarchy", title: "A larger style never renders smaller than a smaller one",
             rationale: "Each text style follows its own curve, and the curves cross: under UIFontMetrics a custom Caption 2 overtakes Footnote and Caption 1 above Large. A heading that renders smaller than body text at some size breaks the visual hierarchy readers rely on.",
             severity: .warn, codes: ["inverted"], options: []),
        Rule(id: "scale/curve-mismatch", title: "Each style scales with its own text style's curve",
             rationale: "SwiftUI's Font.custom(_:size:) scales with Body unless relativeTo: says otherwise, so captions, titles and body all grow alike: titles grow too much, captions too little at accessibility sizes. The style should scale with the text style it claims.",
             severity: .warn, codes: ["scaled-with-other-style"], options: []),
        Rule(id: "accessibility/text-resize", title: "Body text reaches 200% of its default size (WCAG 1.4.4)",
             rationale: "WCAG 1.4.4 asks that text can be resized to 200% without loss of content. With Dynamic Type that means the body styles must reach twice their Large size by the largest category the app supports, and no maximum size may stop them earlier.",
             severity: .fail, codes: ["below-factor", "capped"],
             options: [RuleOption(name: "minimumFactor", defaultValue: "2", summary: "the growth required by the largest checked category"),
                       RuleOption(name: "styles", defaultValue: "[body]", summary: "the text styles that count as body text")]),
        Rule(id: "spacing/line-height", title: "Line height leaves headroom at every size (WCAG 1.4.12)",
             rationale: "WCAG 1.4.12 asks that text survive a line height of 1.5 times the size; lines set tighter than about 1.15 clip accents and descenders in many fonts and collide when users add spacing. Line heights that scale slower than sizes (a fixed lineHeight, or a cap on the size only) get tighter at large sizes.",
             severity: .warn, codes: ["too-tight"], options: [RuleOption(name: "minimumRatio", defaultValue: "1.15", summary: "the smallest line height as a multiple of the size (Apple's own tightest is 1.17, Caption 2)")]),
        Rule(id: "layout/fits-container", title: "Every sample fits each container within its maximum lines",
             rationale: "Text grows with Dynamic Type while containers keep their width. Real measured widths (HarfBuzz shaping, kerning, the font's own advances) show where a label wraps past its line limit and is truncated, at each category, before a user with larger text sees a cut-off price or button title.",
             severity: .fail, codes: ["overflows"], options: []),
        Rule(id: "numbers/tabular-figures", title: "Numeric styles use tabular figures",
             rationale: "Counters, timers and prices change while on screen. With proportional figures every digit has its own width, so the text jitters and columns do not align. Enable tnum, or use a font whose default figures are tabular.",
             severity: .warn, codes: ["tnum-not-enabled", "no-tabular-figures"], options: [RuleOption(name: "threshold", defaultValue: "0.01", summary: "the largest width spread of the digits, in em")]),
        Rule(id: "config/unused-override", title: "Every override matches a finding",
             rationale: "An override that matches nothing hides nothing: the problem it was written for is gone, or the override names the wrong rule, code, style or category. Removing stale overrides keeps the accepted exceptions honest.",
             severity: .info, codes: ["unused"], options: []),
    ]

    /// Former ids that keep working in configs: old id to current id.
    public static let renamed: [String: String] = [
        "size/minimum": "size/legible-minimum",
        "typography/line-height": "spacing/line-height",
        "accessibility/200-percent": "accessibility/text-resize",
    ]

    /// The rule with `id`, following renames.
    public static func rule(_ id: String) -> Rule? {
        let current = renamed[id] ?? id
        return all.first { $0.id == current }
    }

    /// "; did you mean 'x'?" for an unknown id, or "".
    static func suggestion(_ id: String) -> String {
        NameSuggestions.nearest(to: id, in: all.map(\.id) + Array(renamed.keys), limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// One finding: what rule found what, where in the config, and how to fix it.
public struct Finding: Codable, Sendable, Equatable {
    /// The rule id.
    public let rule: String
    /// The stable message code.
    public let code: String
    /// The severity (the rule's default, or the config's setting).
    public let severity: Severity
    /// What is wrong, in a sentence.
    public let message: String
    /// Where in the config to fix it.
    public let location: SourceLocation
    /// The style, when the finding concerns one.
    public let style: String?
    /// The category, when the finding concerns one.
    public let category: String?
    /// The container, when the finding concerns one.
    public let container: String?
    /// The sample, when the finding concerns one.
    public let sample: String?
    /// The value found.
    public let actual: String?
    /// The value expected.
    public let expected: String?
    /// How to fix it.
    public let hint: String
    /// The reason an override gives for accepting it, nil when not suppressed.
    public var suppressed: String?
}

import FontScaleMetrics
