import FontScaleConfig

/// Every rule `fontscale check` knows, registered in one list.
public enum RuleCatalog {
    /// The rules with their evaluations, in the order reports list them. Add a rule here (and
    /// its file in Rules/); the checker, `--list-rules`, `--print-config`, the JSON Schema and
    /// every output format read this list.
    static let registry: [any CheckRule] = [
        FontResolves(), GlyphCoverage(), LegibleMinimum(), Hierarchy(), CurveMismatch(), ResizeText(), LineHeight(),
        FitsContainer(), ClippedInk(), TextSpacing(), Reflow(), AccessibilitySizesContent(), AndroidFontScale(),
        TabularFigures(),
        UnusedOverride(), SuperfluousDisable(),
    ]

    /// Every rule's description, in registry order.
    public static let all: [Rule] = registry.map { type(of: $0).rule }

    /// Former ids that keep working in configs: old id to current id.
    public static let renamed: [String: String] = [
        "size/minimum": "size/legible-minimum",
        "typography/line-height": "spacing/line-height",
        "accessibility/200-percent": "wcag/resize-text",
        "accessibility/text-resize": "wcag/resize-text",
    ]

    /// The rules' descriptions and renamed ids, as the config format reads them (FontScaleConfig).
    public static let vocabulary = RuleVocabulary(rules: all, renamed: renamed)

    /// The rule with `id`, following renames.
    public static func rule(_ id: String) -> Rule? { vocabulary.rule(id) }
}
