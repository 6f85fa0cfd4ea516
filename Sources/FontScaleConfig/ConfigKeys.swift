import FontScale
import FontScaleMetrics

/// The config schema, key by key: each key's name, kind, required-ness and default, defined once and
/// read by the parser, `--print-config`, the JSON Schema, the starter configs and the DTCG import;
/// FontScaleConfigTests holds docs/Configuration.md's key reference to it.
public enum ConfigKeys {
    /// The names of the keys of `keys` a config must give.
    public static func required(_ keys: [Key]) -> [String] { keys.filter(\.isRequired).map(\.name) }

    /// The top-level keys, one constant each.
    public enum Top {
        /// `version`.
        public static let version = Key(
            name: "version", kind: .integer, defaultValue: .required, values: [.integer(1)],
            summary: "The schema version: 1.")
        /// `platform`.
        public static let platform = Typed(
            name: "platform", kind: .string, defaultValue: Platform.iOS, values: [.iOS, .watchOS],
            summary: "The platform whose tables apply.")
        /// `model`.
        public static let model = Typed(
            name: "model", kind: .string, defaultValue: ScalingModel.uiFontMetrics,
            values: [.uiFontMetrics, .proportional], summary: "The scaling model.")
        /// `categories`.
        public static let categories = Key(
            name: "categories", kind: .stringOrStrings, defaultValue: .words("every category of the platform"),
            summary:
                "The content size categories to check: a range \"xSmall...AX5\" or a list; any UIKit, SwiftUI or short spelling."
        )
        /// `displayScale`.
        public static let displayScale = Typed(
            name: "displayScale", kind: .integer, defaultValue: 3, values: [1, 2, 3],
            summary: "The pixel grid for rounded sizes.")
        /// `fonts`.
        public static let fonts = Key(
            name: "fonts", kind: .mapping, defaultValue: .value(.mapping([])),
            summary:
                "Font sources: `directories` (list of folders, relative to the config; `$FONTSCALE_FONT_PATH` for the folders in that variable), `family` or `file` (+ `index`): the default font of the styles."
        )
        /// `styles`.
        public static let styles = Key(
            name: "styles", kind: .mappings, defaultValue: .required, summary: "The type scale.")
        /// `containers`.
        public static let containers = Key(
            name: "containers", kind: .mappings, defaultValue: .value(.list([])), summary: "Where text is laid out.")
        /// `samples`.
        public static let samples = Typed(
            name: "samples", kind: .strings, defaultValue: ["Dynamic Type"], summary: "Sample strings to measure.")
        /// `rules`.
        public static let rules = Key(
            name: "rules", kind: .mapping, defaultValue: .value(.mapping([])), summary: "Per-rule settings.")
        /// `overrides`.
        public static let overrides = Key(
            name: "overrides", kind: .mappings, defaultValue: .value(.list([])),
            summary: "Accepted findings, each with a reason.")
    }

    /// The top-level keys.
    public static let topLevel: [Key] = [
        Top.version, Top.platform.key, Top.model.key, Top.categories, Top.displayScale.key, Top.fonts, Top.styles,
        Top.containers, Top.samples.key, Top.rules, Top.overrides,
    ]

    /// The keys under `fonts`, one constant each.
    public enum Fonts {
        /// `fonts.directories`.
        public static let directories = Typed<[String]>(
            name: "directories", kind: .strings, defaultValue: [],
            summary:
                "Font folders, relative to the config; an entry $FONTSCALE_FONT_PATH (any $NAME) stands for the colon-separated folders in that environment variable."
        )
        /// `fonts.family`.
        public static let family = Key(
            name: "family", kind: .string, defaultValue: .words("none"),
            summary: "The default font family of the styles.")
        /// `fonts.file`.
        public static let file = Key(
            name: "file", kind: .string, defaultValue: .words("none"),
            summary: "A default font file instead of a family, relative to the config.")
        /// `fonts.index`.
        public static let index = Typed(
            name: "index", kind: .integer, defaultValue: 0, summary: "The face index inside a font collection.")
    }

    /// The keys under `fonts`.
    public static let fonts: [Key] = [Fonts.directories.key, Fonts.family, Fonts.file, Fonts.index.key]

    /// The keys of a style, one constant each.
    public enum Style {
        /// `name`.
        public static let name = Key(
            name: "name", kind: .string, defaultValue: .required, summary: "The design system's name for the style.")
        /// `textStyle`.
        public static let textStyle = Key(
            name: "textStyle", kind: .string, defaultValue: .required,
            summary: "The Apple text style it claims to be (largeTitle ... caption2; any spelling).")
        /// `scalesWith`.
        public static let scalesWith = Key(
            name: "scalesWith", kind: .string, defaultValue: .words("the textStyle"),
            summary:
                "The text style whose curve scales it: `relativeTo:` of `Font.custom`, or the style given to `UIFontMetrics`. `Font.custom(_:size:)` without `relativeTo:` scales with body."
        )
        /// `family`.
        public static let family = Key(
            name: "family", kind: .string, defaultValue: .words("fonts.family"),
            summary: "The font family (fontconfig).")
        /// `file`.
        public static let file = Key(
            name: "file", kind: .string, defaultValue: .words("fonts.file"),
            summary: "A font file instead of a family (relative to the config).")
        /// `index`.
        public static let index = Typed(
            name: "index", kind: .integer, defaultValue: 0, summary: "The face index in a font collection.")
        /// `weight`.
        public static let weight = Key(
            name: "weight", kind: .stringOrInteger, defaultValue: .words("the text style's HIG weight"),
            summary: "The weight: a name (semibold) or 1-1000.")
        /// `italic`.
        public static let italic = Typed(
            name: "italic", kind: .boolean, defaultValue: false, summary: "Use the italic.")
        /// `size`.
        public static let size = Key(
            name: "size", kind: .number, defaultValue: .required, summary: "The size in points at the Large category.")
        /// `lineHeight`.
        public static let lineHeight = Key(
            name: "lineHeight", kind: .number, defaultValue: .words("the text style's HIG leading ratio"),
            summary: "The line height in points at Large; scales with the size.")
        /// `tracking`.
        public static let tracking = Typed(
            name: "tracking", kind: .number, defaultValue: 0.0,
            summary: "Tracking in points at Large; scales with the size.")
        /// `minSize`.
        public static let minSize = Key(
            name: "minSize", kind: .numberOrString, defaultValue: .words("none"),
            summary: "The smallest size: points (11) or a factor of the size (\"0.8x\").")
        /// `maxSize`.
        public static let maxSize = Key(
            name: "maxSize", kind: .numberOrString, defaultValue: .words("none"),
            summary: "The largest size, like maximumPointSize: points (40) or a factor (\"2x\").")
        /// `axes`.
        public static let axes = Typed<[String: Double]>(
            name: "axes", kind: .mapping, defaultValue: [:],
            summary:
                "Variation axis values by tag, e.g. {wdth: 90, GRAD: 50}; wght comes from weight and opsz follows the size."
        )
        /// `features`.
        public static let features = Typed<[String]>(
            name: "features", kind: .strings, defaultValue: [], summary: "OpenType features: tnum, -liga, ss01=1.")
        /// `numeric`.
        public static let numeric = Typed(
            name: "numeric", kind: .boolean, defaultValue: false,
            summary: "The style shows changing numbers (counters, prices): figures must be tabular.")
        /// `containers`.
        public static let containers = Key(
            name: "containers", kind: .strings, defaultValue: .words("every container"),
            summary: "The containers (by name) the style is laid out in.")
        /// `samples`.
        public static let samples = Key(
            name: "samples", kind: .strings, defaultValue: .words("the config's samples"),
            summary: "Sample strings for this style only (prices for a price style, labels for buttons).")
    }

    /// The keys of a style.
    public static let style: [Key] = [
        Style.name, Style.textStyle, Style.scalesWith, Style.family, Style.file, Style.index.key, Style.weight,
        Style.italic.key, Style.size, Style.lineHeight, Style.tracking.key, Style.minSize, Style.maxSize,
        Style.axes.key, Style.features.key, Style.numeric.key, Style.containers, Style.samples,
    ]

    /// The keys of a container, one constant each.
    public enum Container {
        /// `name`.
        public static let name = Key(
            name: "name", kind: .string, defaultValue: .required, summary: "The container's name.")
        /// `width`.
        public static let width = Key(
            name: "width", kind: .number, defaultValue: .required, summary: "The width in points.")
        /// `height`.
        public static let height = Key(
            name: "height", kind: .number, defaultValue: .words("none (grows with the text)"),
            summary:
                "A fixed height in points: text taller than it (its lines at the style's line height) is clipped.")
        /// `maxLines`.
        public static let maxLines = Typed(
            name: "maxLines", kind: .integer, defaultValue: 1,
            summary: "The most lines the text may take; 0 for no limit.")
        /// `accessibilityMaxLines`.
        public static let accessibilityMaxLines = Key(
            name: "accessibilityMaxLines", kind: .integer, defaultValue: .words("maxLines"),
            summary:
                "The most lines at the accessibility sizes (AX1-AX5), where Apple asks text to wrap rather than truncate; 0 for no limit."
        )
        /// `minimumScaleFactor`.
        public static let minimumScaleFactor = Key(
            name: "minimumScaleFactor", kind: .number, defaultValue: .words("none (no shrinking)"),
            summary:
                "How far the label shrinks its font to fit (adjustsFontSizeToFitWidth), e.g. 0.7: a text that fits at 70% or more is reported at the size it shrinks to."
        )
    }

    /// The keys of a container.
    public static let container: [Key] = [
        Container.name, Container.width, Container.height, Container.maxLines.key, Container.accessibilityMaxLines,
        Container.minimumScaleFactor,
    ]

    /// The keys every rule's settings take, one constant each (the rules' options follow them).
    public enum RuleSetting {
        /// `severity`.
        public static let severity = Key(
            name: "severity", kind: .string, defaultValue: .words("the rule's"),
            values: Severity.allCases.map { .plain($0.rawValue) }, summary: "info, warn or fail.")
        /// `enabled`.
        public static let enabled = Typed(
            name: "enabled", kind: .boolean, defaultValue: true, summary: "Whether the rule runs.")
    }

    /// The keys of a rule's settings: severity, enabled, and every rule's options (each applies to
    /// the rule that names it), read from `rules`.
    public static func rule(for rules: RuleVocabulary) -> [Key] {
        var keys = [RuleSetting.severity, RuleSetting.enabled.key]
        for rule in rules.rules {
            for option in rule.options where !keys.contains(where: { $0.name == option.name }) {
                keys.append(
                    Key(
                        name: option.name, kind: option.takesTextStyles ? .strings : .number,
                        defaultValue: .words(option.defaultValue.description), summary: "\(rule.id): \(option.summary)."
                    ))
            }
        }
        return keys
    }

    /// The keys of an override, one constant each.
    public enum Override {
        /// `rule`.
        public static let rule = Key(
            name: "rule", kind: .string, defaultValue: .required, summary: "The rule id (a renamed id still works).")
        /// `code`.
        public static let code = Key(
            name: "code", kind: .string, defaultValue: .words("every code"), summary: "The message code.")
        /// `style`.
        public static let style = Key(
            name: "style", kind: .string, defaultValue: .words("every style"), summary: "The style name.")
        /// `category`.
        public static let category = Key(
            name: "category", kind: .string, defaultValue: .words("every category"), summary: "The category.")
        /// `container`.
        public static let container = Key(
            name: "container", kind: .string, defaultValue: .words("every container"),
            summary: "The container name.")
        /// `reason`.
        public static let reason = Key(
            name: "reason", kind: .string, defaultValue: .required, summary: "Why the finding is accepted.")
    }

    /// The keys of an override.
    public static let override: [Key] = [
        Override.rule, Override.code, Override.style, Override.category, Override.container, Override.reason,
    ]
}
