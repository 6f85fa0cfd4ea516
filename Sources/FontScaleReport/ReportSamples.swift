import FontScaleFonts
import FontScaleMetrics

/// Which samples a report sets, and beside which reference font: the samples given, or one per
/// script the font covers (Tables/scripts.tsv), each against a reference that covers it.
public struct ReportSamples {
    /// The samples, the first one the report's main sample.
    public let samples: [ReportSample]
    /// What the user should know: a script's reference that is not installed, characters a reference lacks.
    public let warnings: [String]

    /// At most this many scripts are sampled by default (a CJK font covers six).
    public static let defaultScriptLimit = 4

    /// Plans the samples for `font`: `texts` when given (each against `reference`, or its
    /// script's reference when `reference` lacks some of its letters and was not requested),
    /// else a sample per covered script, non-European scripts first. `reference` is the report's
    /// default reference (SF Pro, the system sans, or --reference).
    public init(font: CustomFont, texts: [String], reference: ReferenceFont, catalog: FontCatalog) throws {
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
                for: request.text, script: request.script, default: reference, catalog: catalog)
            if let warning = chosen.warning { warnings.append(warning) }
            samples.append(
                ReportSample(
                    text: request.text, script: request.code, direction: rightToLeft ? .rightToLeft : .leftToRight,
                    reference: chosen.font, referenceRole: chosen.role,
                    referenceReason: chosen.reason))
        }
        self.samples = samples
        self.warnings = warnings
    }

    /// The characters of `text` (not spaces) `font` does not map, each once (as cells count them).
    static func missing(_ text: String, in font: CustomFont) throws -> [Unicode.Scalar] {
        let instance = try font.instance(weight: 400).instance
        var seen = Set<Unicode.Scalar>()
        return text.unicodeScalars.filter {
            !$0.properties.isWhitespace && !instance.hasGlyph($0) && seen.insert($0).inserted
        }
    }

    /// How to get a reference font, from Tables/scripts.tsv's fetch column: "pip:WHEEL==VERSION"
    /// or "deb:PACKAGE" as the command that gets it.
    static func whereToGet(_ fetch: String) -> String {
        if fetch.hasPrefix("pip:") {
            return "`pip download --no-deps \(fetch.dropFirst(4))` has it; give its folder with --font-dir"
        }
        if fetch.hasPrefix("deb:") { return "`apt install \(fetch.dropFirst(4))` installs it" }
        return fetch
    }

    /// The reference for one sample: the requested one always; else the default when it covers
    /// the text; else the script's own reference when installed; else the default, with a warning.
    /// The role names the choice (`ReferenceFont.Choice`, or "reference for Arabic"); the reason says why.
    static func reference(
        for text: String, script: WritingScript?, default fallback: ReferenceFont, catalog: FontCatalog
    ) throws
        -> (font: CustomFont, role: String, reason: String, warning: String?)
    {
        let missing = try missing(text, in: fallback.font)
        if fallback.choice == .requested {
            let warning =
                "sample \"\(text)\": \(fallback.font.familyName) (--reference) lacks \(missing.count) of its "
                + "characters; its widths are not compared"
            return (fallback.font, fallback.role, fallback.reason, missing.isEmpty ? nil : warning)
        }
        if missing.isEmpty, script?.isEuropean ?? true { return (fallback.font, fallback.role, fallback.reason, nil) }
        if let script, let own = try? CustomFont(family: script.referenceFamily, catalog: catalog),
            try Self.missing(text, in: own).isEmpty
        {
            let family = fallback.font.familyName
            let why = missing.isEmpty ? "" : "\(family) lacks \(missing.count) of the sample's characters; "
            return (
                own, "reference for \(script.name)",
                why + "\(own.familyName) is fontscale's reference for \(script.name) (Tables/scripts.tsv)", nil
            )
        }
        if missing.isEmpty { return (fallback.font, fallback.role, fallback.reason, nil) }
        let name =
            script.map {
                "\($0.referenceFamily), the reference for \($0.name), is not installed (\(Self.whereToGet($0.fetch)))"
            } ?? "no reference covers it"
        let reason =
            fallback.reason
            + "; no reference covering the sample is installed, and it lacks \(missing.count) of its characters"
        return (
            fallback.font, fallback.role, reason,
            "sample \"\(text)\": \(name); it is set against \(fallback.font.familyName), which lacks \(missing.count) of its characters"
        )
    }
}
