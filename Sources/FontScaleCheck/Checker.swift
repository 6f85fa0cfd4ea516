import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// The outcome of a check.
public struct CheckResult: Codable, Sendable {
    /// The version of this result's JSON layout (`check --format json`), raised when a key is
    /// removed, renamed or changes meaning (docs/check.md, "The JSON result").
    public static let currentFormatVersion = 1
    /// The JSON layout's version: `currentFormatVersion` when made by this fontscale.
    public var formatVersion = CheckResult.currentFormatVersion
    /// The config file checked.
    public let config: String
    /// The tool.
    public let generator: String
    /// Every finding, suppressed ones included, in config order.
    public internal(set) var findings: [Finding]
    /// With `--baseline`: how many of the baseline's entries for this config matched no finding
    /// (fixed since it was written); nil without a baseline.
    public var baselineFixed: Int? = nil
    /// What was checked.
    public let styles: Int
    /// The categories checked (written as display names).
    @DisplayNamedList public var categories: [ContentSizeCategory]
    /// How many config-level samples there are.
    public let samples: Int
    /// How many containers there are.
    public let containers: Int
    /// Text layouts measured.
    public let measurements: Int
    /// The layouts each rule measured (they add up to `measurements`).
    public var layoutsByRule: [String: Int] = [:]
    /// The rules that ran.
    public let rules: [String]
    /// The style names checked, in config order.
    public let stylesChecked: [String]
    /// Whether a font could not be resolved or loaded (the CLI exits 2).
    public let fontErrors: Bool

    /// Unsuppressed findings of exactly `severity`.
    public func count(exactly severity: Severity) -> Int {
        findings.reduce(0) { $0 + ($1.suppressed == nil && $1.severity == severity ? 1 : 0) }
    }

    /// Unsuppressed findings at or above `severity`.
    public func count(atLeast severity: Severity) -> Int {
        findings.reduce(0) { $0 + ($1.suppressed == nil && $1.severity >= severity ? 1 : 0) }
    }
}

/// A check's result with what the checker resolved to reach it (`Checker.runKeepingFonts()`): a
/// caller that measures or draws the same config (the live preview) takes these instead of
/// resolving the fonts and scaling the styles again.
///
/// Not thread-safe, as `CustomFont` and `TextMeasurer` are not: keep it on one task.
public struct CheckedConfig {
    /// The outcome of the check.
    public let result: CheckResult
    /// The catalog the config's families were looked up in (its folders, the extra and default ones).
    public let catalog: FontCatalog
    /// Each distinct font the styles name that resolved, once.
    public let fonts: [FontReference: CustomFont]
    /// Each font that could not be found or loaded, with why (the check's `font/resolves` findings).
    public let unresolved: [FontReference: FontError]
    /// Every style whose font resolved, by name, at every checked category: scaled with the
    /// config's model, platform and display scale, without Bold Text.
    public let scaled: [String: [ContentSizeCategory: ScaledStyle]]
    /// The shape cache the rules measured with, keyed by the instances of `fonts`.
    public let measurer: TextMeasurer
}

/// Runs every registered rule over a config.
///
/// The checker prepares what the rules share (fonts resolved once per family or file, every
/// style scaled at every category, one shape cache) and walks the registry hook by hook, style
/// by style; the rules themselves live in Rules/, one file each.
public final class Checker {
    /// The tool name written into results.
    public static let generator = FontScaleVersion.generator

    let config: CheckConfig
    let extraDirectories: [String]
    let defaultDirectories: [String]

    /// Creates a checker; `extraDirectories` add font folders (--font-dir, FONTSCALE_FONT_PATH), and
    /// `defaultDirectories` (`.fonts/` in the working directory) are searched, after `.fonts/` beside
    /// the config, when they exist.
    public init(config: CheckConfig, extraDirectories: [String] = [], defaultDirectories: [String] = []) {
        self.config = config
        self.extraDirectories = extraDirectories
        self.defaultDirectories = defaultDirectories
    }

    /// Checks everything; font folders the config names that are missing or empty throw a
    /// `ConfigError`, extra folders that are a `FontError`.
    public func run() throws -> CheckResult { try runKeepingFonts().result }

    /// Checks everything as `run()` does, and hands back beside the result what the check resolved
    /// on the way (the catalog, each font, each style's scaled sizes and the shape cache), for a
    /// caller that draws the same config and would otherwise resolve it all again.
    public func runKeepingFonts() throws -> CheckedConfig {
        let context = CheckContext(config: config)
        let rules = RuleCatalog.registry.filter { context.isEnabled(type(of: $0).rule) }
        let catalog = try config.fontCatalog(extraDirectories: extraDirectories, defaultDirectories: defaultDirectories)
        context.catalog = catalog
        // Resolve each distinct font once; a failure is one finding per cause (below).
        var fonts: [FontReference: CustomFont] = [:]
        var failed: [FontReference: FontError] = [:]
        for style in config.styles where fonts[style.font] == nil && failed[style.font] == nil {
            do {
                switch style.font {
                case let .family(name): fonts[style.font] = try CustomFont(family: name, catalog: catalog)
                case let .file(path, index): fonts[style.font] = try CustomFont(file: path, index: index)
                }
            } catch {
                failed[style.font] = error
            }
        }
        context.rules = rules
        // Every style that resolved, scaled at every category up front: a hint about one style's
        // value reads the others' sizes (scale/hierarchy), whichever comes first in the config.
        let scaler = context.scaler
        for style in config.styles where failed[style.font] == nil {
            var scaled: [ContentSizeCategory: ScaledStyle] = [:]
            for category in config.categories {
                scaled[category] = try scaler.scale(style.spec, style: style.scalesWith, at: .category(category))
            }
            context.sizes[style.name] = scaled
        }
        var subjects: [StyleSubject] = []
        var reportedDefault = false
        for style in config.styles {
            if let error = failed[style.font] {
                // One finding per cause: the style's own `family`/`file` at its line, the config's
                // default font (`fonts.family`/`fonts.file`) once, at its line, for every style using it.
                let ownFont = style.gives(ConfigKeys.Style.family) || style.gives(ConfigKeys.Style.file)
                if ownFont || !reportedDefault {
                    for rule in rules {
                        rule.unresolved(style.font, error: error, style: ownFont ? style : nil, in: context)
                    }
                }
                reportedDefault = reportedDefault || !ownFont
                continue
            }
            let font = fonts[style.font]!, scaled = context.sizes[style.name]!
            let subject = StyleSubject(
                config: style, font: font,
                resolved: try font.instance(
                    weight: style.weight.rawValue, italic: style.italic, opticalSize: style.size, axes: style.axes),
                features: try style.features.map(FontFeature.init), scaled: scaled,
                samples: style.samples ?? config.samples)
            subjects.append(subject)
            for rule in rules { try rule.check(subject, in: context) }
            for category in config.categories {
                for rule in rules { try rule.check(subject, at: category, scaled[category]!, in: context) }
            }
            for rule in rules { rule.checkAfterCategories(subject, in: context) }
        }
        for rule in rules { rule.check(scale: subjects, in: context) }
        let usage = applyOverrides(to: &context.findings)
        for rule in rules { rule.check(overrides: usage, in: context) }
        if !config.disables.isEmpty {
            var findings = context.findings
            context.findings = []
            SuperfluousDisable.apply(
                config.disables, to: &findings, reporting: rules.contains { $0 is SuperfluousDisable }, in: context)
            context.findings = findings + context.findings
        }
        let result = CheckResult(
            config: config.file, generator: Self.generator, findings: context.findings, styles: config.styles.count,
            categories: config.categories, samples: config.samples.count, containers: config.containers.count,
            measurements: context.measurements, layoutsByRule: context.layoutsByRule,
            rules: rules.map { type(of: $0).rule.id },
            stylesChecked: config.styles.map(\.name),
            fontErrors: !failed.isEmpty)
        return CheckedConfig(
            result: result, catalog: catalog, fonts: fonts, unresolved: failed, scaled: context.sizes,
            measurer: context.measurer)
    }

    /// Marks the findings each override accepts; returns every override with whether it matched one.
    private func applyOverrides(to findings: inout [Finding]) -> [(override: OverrideConfig, used: Bool)] {
        config.overrides.map { override in
            var used = false
            for index in findings.indices where findings[index].suppressed == nil {
                let finding = findings[index]
                guard finding.rule == override.rule, override.code.map({ $0 == finding.code }) ?? true,
                    override.style.map({ $0 == finding.style }) ?? true,
                    override.category.map({ $0 == finding.category }) ?? true,
                    override.container.map({ $0 == finding.container }) ?? true
                else { continue }
                findings[index].suppressed = override.reason
                used = true
            }
            return (override, used)
        }
    }
}
