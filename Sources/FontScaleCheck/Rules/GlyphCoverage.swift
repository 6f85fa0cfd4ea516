import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

/// font/glyph-coverage: every sample character exists in the font.
struct GlyphCoverage: CheckRule {
    enum Code: String, CaseIterable { case missingGlyphs = "missing-glyphs" }

    static let rule = Rule(
        id: "font/glyph-coverage", title: "Every sample character exists in the font",
        rationale:
            "A character the font lacks is drawn by a fallback font, or as a .notdef box (tofu): widths, line heights and the look all change. Samples in every language the app ships catch missing accents, scripts and symbols before users do.",
        severity: .fail, codes: Code.self)

    func check(_ subject: StyleSubject, in context: CheckContext) {
        let instance = subject.resolved.instance
        for sample in subject.samples {
            var missing: [Unicode.Scalar] = []
            for scalar in sample.text.unicodeScalars
            where !instance.hasGlyph(scalar) && !FontInstance.isInvisible(scalar) && !missing.contains(scalar) {
                missing.append(scalar)
            }
            guard !missing.isEmpty else { continue }
            let list = missing.map { "U+\(String($0.value, radix: 16, uppercase: true)) \(String($0))" }.joined(
                separator: ", ")
            report(
                .missingGlyphs,
                "\(subject.config.name): \(instance.face.info.family) has no glyph for \(list) in \"\(TerminalText.visible(sample.text))\"",
                at: sample.location, style: subject.config, sample: sample.text, actual: "\(missing.count) missing",
                expected: "every character",
                hint: "use a font that covers these characters, or add a fallback font for them", in: context)
        }
    }
}
