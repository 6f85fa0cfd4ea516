import FontScaleFonts
import FontScaleMetrics

/// Which samples a report sets, and beside which reference font: the samples given, or one per
/// script the font covers (Tables/scripts.tsv), each against a reference that covers it (maps every
/// character of it), or against none when no installed font does.
package struct ReportSamples {
    /// The samples, the first one the report's main sample.
    package let samples: [ReportSample]
    /// What the user should know: a sample without a reference, and why.
    package let warnings: [String]

    /// At most this many scripts are sampled by default (a CJK font covers six).
    package static let defaultScriptLimit = 4

    /// Plans the samples for `font`: `texts` when given (each against `reference`, or its
    /// script's reference when `reference` lacks some of its letters and was not requested, or none),
    /// else a sample per covered script, non-European scripts first. `reference` is the report's
    /// default reference (SF Pro, the system sans, or the one asked for).
    package init(font: CustomFont, texts: [String], reference: ReferenceFont, catalog: FontCatalog) throws {
        var samples: [ReportSample] = []
        var warnings: [String] = []
        let requests: [(text: String, script: WritingScript?, code: String?)]
        if texts.isEmpty {
            let scripts = try font.coveredScripts()
            if scripts.isEmpty {
                warnings.append(
                    "\(font.familyName) covers none of the scripts fontscale samples (Tables/scripts.tsv); the sample is \"Dynamic Type\""
                )
                requests = [("Dynamic Type", WritingScript.named("Latn"), "Latn")]
            } else {
                requests = scripts.prefix(Self.defaultScriptLimit).map { ($0.sample, $0, $0.code) }
            }
        } else {
            requests = texts.map { text in
                let code = ScriptDetection.dominantScript(of: text)
                return (text, code.flatMap(WritingScript.named), code)
            }
        }
        for request in requests {
            let rightToLeft = request.code.map(ScriptDetection.isRightToLeft) ?? false
            let chosen = try Self.reference(
                for: request.text, script: request.script, code: request.code, default: reference, catalog: catalog)
            if let warning = chosen.warning { warnings.append(warning) }
            samples.append(
                ReportSample(
                    text: request.text, script: request.code, direction: rightToLeft ? .rightToLeft : .leftToRight,
                    reference: chosen.reference, noReference: chosen.noReference))
        }
        self.samples = samples
        self.warnings = warnings
    }

    /// The characters of `text` `font` does not map, each once (`FontInstance.unmapped(in:)`).
    static func missing(_ text: String, in font: CustomFont) throws -> [Unicode.Scalar] {
        try font.instance(weight: 400).instance.unmapped(in: text)
    }

    /// How to get a reference font, from Tables/scripts.tsv's fetch column: "pip:WHEEL==VERSION"
    /// or "deb:PACKAGE" as the command that gets it (then `words.addFolder`).
    static func whereToGet(_ fetch: String, words: ReportWords = ReportWords()) -> String {
        if fetch.hasPrefix("pip:") {
            return "`pip download --no-deps \(fetch.dropFirst(4))` has it; \(words.addFolder)"
        }
        if fetch.hasPrefix("deb:") { return "`apt install \(fetch.dropFirst(4))` installs it" }
        return fetch
    }

    /// Whether `font` covers `text`: its cmap maps every character of it but white space and the
    /// invisible ones (`FontInstance.covers(_:)`).
    static func covers(_ font: CustomFont, _ text: String) throws -> Bool {
        try missing(text, in: font).isEmpty
    }

    /// The reference for one sample, a font that maps every character of it (`covers`): the
    /// requested one when it does; else, unless one was requested, the default when it does and the
    /// script is Latin, Cyrillic or Greek (or none); else the script's own reference (Tables/scripts.tsv)
    /// when installed and it does; else the default when it does. Else none: `noReference` says why
    /// in a sentence and `warning` tells the user. A requested reference that lacks characters is
    /// never replaced by another: the user asked to compare against it, so the sample goes without.
    static func reference(
        for text: String, script: WritingScript?, code: String?, default fallback: ReferenceFont,
        catalog: FontCatalog
    ) throws -> (reference: ReportReference?, noReference: String?, warning: String?) {
        let missing = try missing(text, in: fallback.font)
        let family = fallback.font.familyName
        let lacks = "\(family) (\(fallback.role)) lacks \(missing.count) of its characters"
        if fallback.choice == .requested {
            guard missing.isEmpty else {
                return (
                    nil, lacks,
                    "sample \"\(text)\": \(family) (\(fallback.role)) lacks \(missing.count) of its characters; "
                        + "no width comparison for it"
                )
            }
            return (ReportReference(font: fallback.font, role: fallback.role, reason: fallback.reason), nil, nil)
        }
        let standard = ReportReference(font: fallback.font, role: fallback.role, reason: fallback.reason)
        if missing.isEmpty, script?.isEuropean ?? true { return (standard, nil, nil) }
        if let script, let own = try? CustomFont(family: script.referenceFamily, catalog: catalog),
            try Self.covers(own, text)
        {
            let why = missing.isEmpty ? "" : "\(family) lacks \(missing.count) of the sample's characters; "
            return (
                ReportReference(
                    font: own, role: "reference for \(script.name)",
                    reason: why + "\(own.familyName) is fontscale's reference for \(script.name) (Tables/scripts.tsv)"),
                nil, nil
            )
        }
        if missing.isEmpty { return (standard, nil, nil) }
        let own: String
        if let script {
            own =
                (try? CustomFont(family: script.referenceFamily, catalog: catalog)) == nil
                ? "\(script.referenceFamily), the reference for \(script.name), is not installed "
                    + "(\(Self.whereToGet(script.fetch, words: fallback.words)))"
                : "\(script.referenceFamily), the reference for \(script.name), lacks some of them"
        } else {
            let name = code.map { "script \($0)" } ?? "its characters"
            own = "fontscale has no reference for \(name) (Tables/scripts.tsv)"
        }
        return (nil, "\(lacks), and \(own)", "sample \"\(text)\": \(lacks), and \(own): no width comparison for it")
    }
}
