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
                "\(subject.config.name): \(instance.face.info.family) has no glyph for \(list) in \"\(TerminalText.sample(sample.text))\"\(standIns(missing, in: context))",
                at: sample.location, style: subject.config, sample: sample.text, actual: "\(missing.count) missing",
                expected: "every character",
                hint: "use a font that covers these characters, or add a fallback font for them", in: context)
        }
    }

    /// Which installed face draws the missing characters here, standing in for the device's
    /// fallback font (fontconfig's choice in a sans-serif text): " (Noto Sans CJK JP stands in for
    /// them here)", one family per group of characters; "" when none is installed.
    func standIns(_ missing: [Unicode.Scalar], in context: CheckContext) -> String {
        var groups: [(family: String, characters: [Unicode.Scalar])] = []
        for scalar in missing {
            guard let family = context.catalog?.standIn(for: scalar)?.family else { continue }
            if let at = groups.firstIndex(where: { $0.family == family }) {
                groups[at].characters.append(scalar)
            } else {
                groups.append((family, [scalar]))
            }
        }
        guard !groups.isEmpty else { return "" }
        if groups.count == 1, groups[0].characters.count == missing.count {
            return " (\(groups[0].family) stands in for \(missing.count == 1 ? "it" : "them") here)"
        }
        return " ("
            + groups.map { "\($0.family) stands in for \($0.characters.map { String($0) }.joined(separator: " "))" }
            .joined(separator: "; ") + " here)"
    }
}
