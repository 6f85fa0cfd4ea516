import FontScale
import FontScaleFonts
import FontScaleMetrics
import Foundation

/// The outcome of a check.
public struct CheckResult: Codable, Sendable {
    /// The config file checked.
    public let config: String
    /// The tool.
    public let generator: String
    /// Every finding, suppressed ones included, in config order.
    public let findings: [Finding]
    /// What was checked.
    public let styles: Int
    /// The categories checked (display names).
    public let categories: [String]
    /// How many config-level samples there are.
    public let samples: Int
    /// How many containers there are.
    public let containers: Int
    /// Text layouts measured.
    public let measurements: Int
    /// The rules that ran.
    public let rules: [String]
    /// The style names checked, in config order.
    public let stylesChecked: [String]
    /// Whether a font could not be resolved or loaded (the CLI exits 2).
    public let fontErrors: Bool

    /// Unsuppressed findings at or above `severity`.
    public func count(atLeast severity: Severity) -> Int {
        findings.filter { $0.suppressed == nil && $0.severity >= severity }.count
    }
}

/// Runs the rule catalogue over a config.
public final class Checker {
    /// The tool name written into results.
    public static let generator = "fontscale 0.1.0"

    let config: CheckConfig
    let extraDirectories: [String]
    private var findings: [Finding] = []
    private var measurements = 0

    /// Creates a checker; `extraDirectories` add font folders (--font-dir, FONTSCALE_FONT_PATH).
    public init(config: CheckConfig, extraDirectories: [String] = []) {
        self.config = config
        self.extraDirectories = extraDirectories
    }

    private func enabled(_ id: String) -> Bool { config.rules[id]?.enabled ?? true }

    private func option(_ id: String, _ name: String, _ fallback: Double) -> Double { config.rules[id]?.options[name] ?? fallback }

    private func add(_ id: String, _ code: String, _ message: String, at location: SourceLocation, style: StyleConfig? = nil,
                     category: ContentSizeCategory? = nil, container: String? = nil, sample: String? = nil,
                     actual: String? = nil, expected: String? = nil, hint: String) {
        guard enabled(id), let rule = RuleCatalog.rule(id) else { return }
        findings.append(Finding(
            rule: id, code: code, severity: config.rules[id]?.severity ?? rule.severity(of: code), message: message, location: location,
            style: style?.name, category: category?.displayName, container: container, sample: sample,
            actual: actual, expected: expected, hint: hint, suppressed: nil))
    }

    /// Checks everything; font folders that are missing or empty throw a `ConfigError`.
    public func run() throws -> CheckResult {
        findings = []
        measurements = 0
        let catalog: FontCatalog
        do { catalog = try FontCatalog(fontDirectories: config.fontDirectories + extraDirectories) } catch {
            throw ConfigError(config.location(of: "fonts"), "fonts.directories: \(error)")
        }
        var fontErrors = false
        // Resolve each distinct font once; a failure is a finding for every style using it.
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
                fontErrors = true
            }
        }
        let scaler = Scaler(model: config.model, platform: config.platform, displayScale: config.displayScale)
        let measurer = TextMeasurer()
        // Scaled sizes of every style at every category, for the cross-style rules.
        var sizes: [String: [ContentSizeCategory: ScaledStyle]] = [:]

        for style in config.styles {
            if let error = failed[style.font] {
                let key = style.keyLocations["family"] != nil ? "family" : "file"
                if case .familyNotFound = error {
                    add("font/resolves", "family-not-found", error.description, at: style.location(of: key), style: style,
                        actual: "not installed", expected: style.font.description, hint: "install the font, add its folder under fonts.directories, or name an installed family")
                } else {
                    add("font/resolves", "file-unusable", error.description, at: style.location(of: key), style: style,
                        hint: "point 'file' at a readable TrueType or OpenType font")
                }
                continue
            }
            let font = fonts[style.font]!
            let spec = StyleSpec(pointSize: style.size, leading: style.lineHeight, tracking: style.tracking, weight: style.weight,
                                 minimum: style.minSize, maximum: style.maxSize)
            var scaledByCategory: [ContentSizeCategory: ScaledStyle] = [:]
            for category in config.categories {
                scaledByCategory[category] = try scaler.scale(spec, style: style.scalesWith, at: .category(category))
            }
            sizes[style.name] = scaledByCategory
            let base = try font.instance(weight: style.weight.rawValue, italic: style.italic, opticalSize: style.size, axes: style.axes)
            checkWeights(style, base)
            checkAxes(style, base.instance.face.info)
            let features = try style.features.map(FontFeature.init)
            checkCoverage(style, base.instance, features: features)
            checkTabularFigures(style, base.instance, features: features)
            checkCurve(style)
            for category in config.categories {
                let scaled = scaledByCategory[category]!
                checkLegibility(style, scaled, category)
                checkLineHeight(style, scaled, category)
                try checkContainers(style, scaled, category, font: font, measurer: measurer, features: features)
            }
            checkResize(style, scaledByCategory)
        }
        checkHierarchy(sizes)
        applyOverrides()
        return CheckResult(
            config: config.file, generator: Self.generator, findings: findings, styles: config.styles.count,
            categories: config.categories.map(\.displayName), samples: config.samples.count, containers: config.containers.count,
            measurements: measurements, rules: RuleCatalog.all.map(\.id).filter(enabled), stylesChecked: config.styles.map(\.name),
            fontErrors: fontErrors)
    }

    // MARK: - Rules

    /// The style's own samples, else the config's.
    private func samples(for style: StyleConfig) -> [SampleConfig] { style.samples ?? config.samples }

    private func checkWeights(_ style: StyleConfig, _ resolved: ResolvedFont) {
        let choice = resolved.weight
        if choice.isSubstituted {
            let code = choice.isVariable ? "weight-out-of-range" : "weight-substituted"
            let note = resolved.weightNote ?? "wants \(choice.requested): using \(choice.used)"
            add("font/resolves", code, "\(style.name) \(note)", at: style.location(of: "weight"), style: style,
                actual: String(choice.used), expected: String(choice.requested),
                hint: choice.isVariable ? "use a weight inside the font's wght range" : "use a weight the family has (\(choice.available.map(String.init).joined(separator: ", "))), or add the face")
        }
        if resolved.italicMissing, style.italic {
            add("font/resolves", "italic-missing", "\(style.name) asks for an italic the family does not have", at: style.location(of: "italic"),
                style: style, hint: "add the italic faces, or drop 'italic'")
        }
    }

    private func checkAxes(_ style: StyleConfig, _ face: FaceInfo) {
        for (tag, value) in style.axes.sorted(by: { $0.key < $1.key }) {
            guard let axis = face.axis(tag) else {
                let offered = face.axes.map(\.tag).joined(separator: ", ")
                add("font/resolves", "axis-missing", "\(style.name) sets the \(tag) axis, which \(face.family) does not have (\(offered.isEmpty ? "a static font" : "axes: " + offered))",
                    at: style.location(of: "axes"), style: style, actual: offered.isEmpty ? "no axes" : offered, expected: tag,
                    hint: "remove \(tag) from axes, or use a font with a \(tag) axis")
                continue
            }
            if axis.clamp(value) != value {
                add("font/resolves", "axis-out-of-range", "\(style.name) sets \(tag) \(formatNumber(value)) outside \(face.family)'s \(formatNumber(axis.minimum))...\(formatNumber(axis.maximum)): using \(formatNumber(axis.clamp(value)))",
                    at: style.location(of: "axes"), style: style, actual: formatNumber(value), expected: "\(formatNumber(axis.minimum))...\(formatNumber(axis.maximum))",
                    hint: "use a value inside the axis range")
            }
        }
    }

    private func checkCoverage(_ style: StyleConfig, _ instance: FontInstance, features: [FontFeature]) {
        for sample in samples(for: style) {
            var missing: [Unicode.Scalar] = []
            for scalar in sample.text.unicodeScalars where !instance.hasGlyph(scalar) && !FontInstance.isInvisible(scalar) && !missing.contains(scalar) {
                missing.append(scalar)
            }
            guard !missing.isEmpty else { continue }
            let list = missing.map { "U+\(String($0.value, radix: 16, uppercase: true)) \(String($0))" }.joined(separator: ", ")
            add("font/glyph-coverage", "missing-glyphs", "\(style.name): \(instance.face.info.family) has no glyph for \(list) in \"\(sample.text)\"",
                at: sample.location, style: style, sample: sample.text, actual: "\(missing.count) missing", expected: "every character",
                hint: "use a font that covers these characters, or add a fallback font for them")
        }
    }

    private func checkTabularFigures(_ style: StyleConfig, _ instance: FontInstance, features: [FontFeature]) {
        guard style.numeric else { return }
        let enabled = features.contains { $0.tagName == "tnum" && !$0.text.hasPrefix("-") }
        let spread = digitSpread(instance, features: features)
        if spread <= option("numbers/tabular-figures", "threshold", 0.01) { return }
        if !enabled, instance.face.offersFeature("tnum") {
            add("numbers/tabular-figures", "tnum-not-enabled", "\(style.name) shows numbers with proportional figures (digit widths differ by \(fmtEm(spread))); \(instance.face.info.family) offers tnum",
                at: style.location(of: "numeric"), style: style, actual: "proportional figures", expected: "tabular figures",
                hint: "add features: [tnum]")
        } else {
            add("numbers/tabular-figures", "no-tabular-figures", "\(style.name) shows numbers but \(instance.face.info.family) has no tabular figures (digit widths differ by \(fmtEm(spread)))",
                at: style.location(of: "numeric"), style: style, actual: "proportional figures", expected: "tabular figures",
                hint: "use a font with tnum or tabular default figures for numbers")
        }
    }

    /// The widest digit minus the narrowest, in em.
    private func digitSpread(_ instance: FontInstance, features: [FontFeature]) -> Double {
        let widths = (0...9).map { instance.shape(Array(String($0).unicodeScalars), features: features, ink: false).advance }
        return ((widths.max() ?? 0) - (widths.min() ?? 0)) / Double(instance.unitsPerEm)
    }

    private func fmtEm(_ value: Double) -> String { formatNumber(value, decimals: 3) + " em" }

    private func checkCurve(_ style: StyleConfig) {
        guard style.scalesWith != style.textStyle else { return }
        let why = style.scalesWith == .body ? " (SwiftUI's Font.custom(_:size:) without relativeTo: scales with Body)" : ""
        add("scale/curve-mismatch", "scaled-with-other-style", "\(style.name) claims \(style.textStyle) but scales with \(style.scalesWith)'s curve\(why)",
            at: style.location(of: "scalesWith"), style: style, actual: style.scalesWith.displayName, expected: style.textStyle.displayName,
            hint: "scale it relativeTo: .\(style.textStyle.uiKitName ?? style.textStyle.rawValue) (UIFontMetrics(forTextStyle: .\(style.textStyle.uiKitName ?? style.textStyle.rawValue)))")
    }

    private func checkLegibility(_ style: StyleConfig, _ scaled: ScaledStyle, _ category: ContentSizeCategory) {
        let minimum = option("size/legible-minimum", "minimum", config.platform.minimumLegibleSize)
        guard scaled.pointSize < minimum - 1e-9 else { return }
        add("size/legible-minimum", "below-minimum", "\(style.name) is \(formatNumber(scaled.pointSize)) pt at \(category), below the \(formatNumber(minimum)) pt minimum",
            at: style.location(of: style.minSize != nil ? "minSize" : "size"), style: style, category: category,
            actual: "\(formatNumber(scaled.pointSize)) pt", expected: "at least \(formatNumber(minimum)) pt",
            hint: "set minSize: \(formatNumber(minimum)), or raise the size")
    }

    private func checkLineHeight(_ style: StyleConfig, _ scaled: ScaledStyle, _ category: ContentSizeCategory) {
        let ratio = option("spacing/line-height", "minimumRatio", 1.15)
        guard scaled.leading < ratio * scaled.pointSize - 1e-9 else { return }
        // The line height scales by the style's factor: the base value that clears the ratio here.
        let needed = (ratio * scaled.pointSize / max(scaled.factor, 1e-9) * 2).rounded(.up) / 2
        add("spacing/line-height", "too-tight", "\(style.name) has a \(formatNumber(scaled.leading, decimals: 2)) pt line height for \(formatNumber(scaled.pointSize)) pt text at \(category) (\(formatNumber(scaled.leading / scaled.pointSize, decimals: 3))x)",
            at: style.location(of: style.lineHeight != nil ? "lineHeight" : "size"), style: style, category: category,
            actual: "\(formatNumber(scaled.leading / scaled.pointSize, decimals: 3))x", expected: "at least \(formatNumber(ratio, decimals: 3))x",
            hint: "raise lineHeight to at least \(formatNumber(needed)) pt at Large")
    }

    private func checkContainers(_ style: StyleConfig, _ scaled: ScaledStyle, _ category: ContentSizeCategory, font: CustomFont,
                                 measurer: TextMeasurer, features: [FontFeature]) throws {
        let containers = config.containers.filter { style.containers?.contains($0.name) ?? true }
        guard !containers.isEmpty, enabled("layout/fits-container") else { return }
        let instance = try font.instance(weight: style.weight.rawValue, italic: style.italic, opticalSize: scaled.pointSize, axes: style.axes).instance
        for container in containers where container.maxLines > 0 {
            for sample in samples(for: style) {
                measurements += 1
                let layout = LayoutOptions(features: features, tracking: scaled.tracking, width: container.width, maxLines: 0,
                                           lineHeight: scaled.leading, displayScale: config.displayScale)
                let result = try measurer.measure(sample.text, instance: instance, pointSize: scaled.pointSize, options: layout)
                guard result.lineCount > container.maxLines else { continue }
                add("layout/fits-container", "overflows",
                    "\(style.name) at \(category) (\(formatNumber(scaled.pointSize)) pt) needs \(result.lineCount) lines for \"\(sample.text)\" in \(container.name) (\(formatNumber(container.width)) pt), which allows \(container.maxLines)",
                    at: container.location, style: style, category: category, container: container.name, sample: sample.text,
                    actual: "\(result.lineCount) lines", expected: "at most \(container.maxLines)",
                    hint: "allow more lines in \(container.name), shorten the text, or cap the style with maxSize")
            }
        }
    }

    private func checkResize(_ style: StyleConfig, _ scaled: [ContentSizeCategory: ScaledStyle]) {
        let bodyStyles = config.rules["accessibility/text-resize"]?.styles ?? [.body]
        guard bodyStyles.contains(style.textStyle), let largest = config.categories.last, let result = scaled[largest] else { return }
        let factor = option("accessibility/text-resize", "minimumFactor", 2)
        let growth = result.pointSize / style.size
        guard growth < factor - 1e-9 else { return }
        if let cap = result.cap, cap.bound == .maximum, cap.uncappedPointSize / style.size >= factor - 1e-9 {
            add("accessibility/text-resize", "capped", "\(style.name) stops at \(formatNumber(result.pointSize)) pt (\(formatNumber(growth * 100, decimals: 0))%) at \(largest): its maxSize caps it before \(formatNumber(factor * 100, decimals: 0))%",
                at: style.location(of: "maxSize"), style: style, category: largest, actual: "\(formatNumber(growth * 100, decimals: 0))%", expected: "at least \(formatNumber(factor * 100, decimals: 0))%",
                hint: "raise maxSize to at least \(formatNumber((style.size * factor).rounded(.up))) pt, or remove it")
        } else {
            add("accessibility/text-resize", "below-factor", "\(style.name) grows to \(formatNumber(result.pointSize)) pt (\(formatNumber(growth * 100, decimals: 0))% of \(formatNumber(style.size)) pt) by \(largest), the largest checked category",
                at: config.keyLocations["categories"] ?? style.location, style: style, category: largest, actual: "\(formatNumber(growth * 100, decimals: 0))%", expected: "at least \(formatNumber(factor * 100, decimals: 0))%",
                hint: "support the accessibility sizes (categories up to AX5)")
        }
    }

    private func checkHierarchy(_ sizes: [String: [ContentSizeCategory: ScaledStyle]]) {
        let styles = config.styles.filter { sizes[$0.name] != nil }
        for category in config.categories {
            for larger in styles {
                for smaller in styles where larger.size > smaller.size {
                    let a = sizes[larger.name]![category]!.pointSize, b = sizes[smaller.name]![category]!.pointSize
                    guard a < b else { continue }
                    add("scale/hierarchy", "inverted", "\(larger.name) (\(formatNumber(larger.size)) pt at Large) renders \(formatNumber(a)) pt at \(category), smaller than \(smaller.name) at \(formatNumber(b)) pt",
                        at: larger.location(of: "size"), style: larger, category: category, actual: "\(formatNumber(a)) pt", expected: "at least \(formatNumber(b)) pt",
                        hint: "scale \(larger.name) with a steeper curve (scalesWith), or give \(smaller.name) a maxSize")
                }
            }
        }
    }

    private func applyOverrides() {
        for override in config.overrides {
            var used = false
            for index in findings.indices where findings[index].suppressed == nil {
                let finding = findings[index]
                guard finding.rule == override.rule, override.code.map({ $0 == finding.code }) ?? true,
                      override.style.map({ $0 == finding.style }) ?? true, override.category.map({ $0.displayName == finding.category }) ?? true,
                      override.container.map({ $0 == finding.container }) ?? true else { continue }
                findings[index].suppressed = override.reason
                used = true
            }
            if !used {
                add("config/unused-override", "unused", "the override of \(override.rule)\(override.code.map { "/\($0)" } ?? "") matches no finding",
                    at: override.location, hint: "remove the override, or correct its rule, code, style or category")
            }
        }
    }
}
