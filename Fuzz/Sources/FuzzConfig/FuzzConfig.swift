import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleMetrics
import FuzzSupport

// ConfigParser on any text, YAML or JSON (`fontscale check CONFIG`). A config either parses or is
// refused with a located ConfigError; nothing traps, hangs or grows without bound. A config that
// parses must survive `fontscale check --print-config`: ConfigPrinter's YAML parses again to the
// same config (every default filled in).

private let file = "/fuzz/fontscale.yml"

/// Numbers print in full where rounding would change them: they read back exactly.
private func same(_ a: Double, _ b: Double) -> Bool { a == b }

private func same(_ a: SizeLimit?, _ b: SizeLimit?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case let (.points(x)?, .points(y)?), let (.factor(x)?, .factor(y)?): same(x, y)
    default: false
    }
}

private func same(_ a: [String: Double], _ b: [String: Double]) -> Bool {
    a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
}

/// Where the printed config differs from the one it was printed from, nil when nowhere.
private func difference(_ a: CheckConfig, _ b: CheckConfig) -> String? {
    guard a.version == b.version, a.platform == b.platform, a.model == b.model else { return "version, platform or model" }
    guard a.categories == b.categories, a.displayScale == b.displayScale else { return "categories or displayScale" }
    guard a.fontDirectories == b.fontDirectories, a.defaultFont == b.defaultFont else { return "fonts" }
    guard a.styles.count == b.styles.count else { return "the number of styles" }
    for (x, y) in zip(a.styles, b.styles) {
        let styleMatches = x.name == y.name && x.textStyle == y.textStyle && x.scalesWith == y.scalesWith && x.font == y.font
            && x.weight == y.weight && x.italic == y.italic && same(x.size, y.size) && same(x.tracking, y.tracking)
            && (x.lineHeight == nil || y.lineHeight.map { same(x.lineHeight!, $0) } == true)
            && same(x.minSize, y.minSize) && same(x.maxSize, y.maxSize) && same(x.axes, y.axes) && x.features == y.features
            && x.numeric == y.numeric && (x.containers == nil || x.containers == y.containers)
            && (x.samples == nil || x.samples?.map(\.text) == y.samples?.map(\.text))
        guard styleMatches else { return "style '\(x.name)'" }
    }
    guard a.containers.count == b.containers.count else { return "the number of containers" }
    for (x, y) in zip(a.containers, b.containers) {
        guard x.name == y.name, same(x.width, y.width), x.maxLines == y.maxLines,
              x.minimumScaleFactor == nil && y.minimumScaleFactor == nil || x.minimumScaleFactor.flatMap({ m in y.minimumScaleFactor.map { same(m, $0) } }) == true
        else { return "container '\(x.name)'" }
    }
    guard a.samples.map(\.text) == b.samples.map(\.text) else { return "samples" }
    for (id, x) in a.rules {
        guard let y = b.rules[id], x.severity == nil || x.severity == y.severity, x.enabled == y.enabled, x.textStyles.allSatisfy({ y.textStyles[$0.key] == $0.value }),
              x.options.allSatisfy({ key, value in y.options[key].map { same(value, $0) } ?? false })
        else { return "rule \(id)" }
    }
    guard a.overrides.count == b.overrides.count else { return "the number of overrides" }
    for (x, y) in zip(a.overrides, b.overrides) {
        guard x.rule == y.rule, x.code == y.code, x.style == y.style, x.category == y.category, x.container == y.container, x.reason == y.reason
        else { return "override of \(x.rule)" }
    }
    return nil
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = Fuzz.text(data, size)
    let config: CheckConfig
    do {
        config = try ConfigParser.parse(text, file: file)
    } catch {
        guard error.location.file == file, error.location.line >= 1, error.location.column >= 1, !error.message.isEmpty else {
            Fuzz.fail("a config error without a place or a message: \(error)")
        }
        return 0
    }
    let printed = ConfigPrinter.yaml(config)
    let again: CheckConfig
    do { again = try ConfigParser.parse(printed, file: file) } catch {
        Fuzz.fail("--print-config wrote a config that does not parse: \(error)\n--- printed:\n\(printed)")
    }
    if let difference = difference(config, again) {
        Fuzz.fail("--print-config changed \(difference)\n--- printed:\n\(printed)")
    }
    return 0
}
