import FontScaleMetrics

extension StarterConfig {
    /// The samples a starter config writes for a font: in each script of Tables/scripts.tsv it
    /// covers (`StarterFont.coveredScripts()`, its own scripts first), the script's phrase and
    /// compound (Latin adds a number and a long word); only texts the font maps every character of,
    /// so the starter passes its own check. What it could not sample is said, one sentence each.
    struct Samples {
        /// Per script, and per language of Tables/languages.tsv after its script, the samples
        /// written, in the order written, with the comment that heads them.
        var groups: [(script: WritingScript, label: String, samples: [String])]
        /// What the starter could not sample, one sentence each: a sample the font lacks characters
        /// of, a script it maps letters of that the table has no sample for or whose probe it lacks.
        var uncovered: [String]

        /// Every sample, in the order written.
        var all: [String] { groups.flatMap(\.samples) }

        /// The `samples:` block: a comment on what they are, one comment line per script, and after
        /// the list what could not be sampled.
        func yaml(family: String) -> [YAMLLine] {
            var lines: [YAMLLine] = [
                .comment(
                    "Samples in each script \(family) covers (its cmap maps Tables/scripts.tsv's probe), its own"),
                .comment("first: a UI-like phrase, then a compound, a word no line may break inside (the text that"),
                .comment("decides where a label wraps); Latin adds a number and a long word. A language of"),
                .comment("Tables/languages.tsv the font maps (Vietnamese's stacked marks) adds its phrase."),
                .list(
                    ConfigKeys.Top.samples.name,
                    groups.flatMap { group in
                        [.comment(group.label)] + group.samples.map { YAMLItem.scalar(.string($0)) }
                    }),
            ]
            guard !uncovered.isEmpty else { return lines }
            lines.append(.comment("Not sampled (add your own text for these):"))
            lines += uncovered.map { .comment("  \($0)") }
            return lines
        }
    }

    /// Latin's samples between its phrase and its compound: UI text with a number, and a long word.
    static let latinExtras = ["Order total: 1,234.50", "Notifications"]

    /// The texts a script's samples are taken from: its phrase, (Latin) the extras, its compound.
    static func candidates(_ script: WritingScript) -> [String] {
        [script.phrase] + (script.code == "Latn" ? latinExtras : []) + (script.compound.map { [$0] } ?? [])
    }

    /// The samples for `font` (`Samples`). A font that covers none of the table's scripts gets the
    /// Latin samples anyway, with a sentence saying so: its check then names the characters it lacks.
    static func samples(for font: some StarterFont) throws -> Samples {
        let family = font.familyName
        let covered = try font.coveredScripts()
        var groups: [(script: WritingScript, label: String, samples: [String])] = []
        var uncovered: [String] = []
        for script in covered {
            var kept: [String] = []
            for text in candidates(script) {
                let missing = try font.unmapped(in: text, weight: 400)
                if missing.isEmpty {
                    kept.append(text)
                } else {
                    uncovered.append(
                        "\(script.name): \"\(text)\": \(family) lacks \(describe(missing))")
                }
            }
            if !kept.isEmpty { groups.append((script, script.name, kept)) }
            // The languages of the script whose letters the font maps: their phrase, which stresses
            // what the script's own samples do not (stacked marks, letters the script's probe lacks).
            for language in WritingLanguage.writing(script.code)
            where try language.probe.allSatisfy({ try font.hasGlyph($0, weight: 400) })
                && font.unmapped(in: language.phrase, weight: 400).isEmpty
            {
                groups.append((script, "\(language.name) (\(language.stresses))", [language.phrase]))
            }
        }
        for mapped in try font.unsampledScripts(covered: covered) {
            if let row = WritingScript.named(mapped.code) {
                let lacking = try row.probe.filter { try !font.hasGlyph($0, weight: 400) }
                uncovered.append(
                    "\(mapped.name): \(family) maps \(mapped.letters) of its letters but lacks "
                        + "\(describe(lacking)) of the characters Tables/scripts.tsv decides coverage by")
            } else {
                uncovered.append(
                    "\(mapped.name): \(family) maps \(mapped.letters) of its letters; Tables/scripts.tsv has no sample for it"
                )
            }
        }
        if groups.isEmpty, let latin = WritingScript.named("Latn") {
            uncovered.insert(
                "\(family) covers none of Tables/scripts.tsv's scripts: the Latin samples are written anyway", at: 0)
            groups.append((latin, latin.name, candidates(latin)))
        }
        return Samples(groups: groups, uncovered: uncovered)
    }

    /// Characters as a sentence names them: "U+0E01 ก, U+0E02 ข" (up to 5, then how many more).
    static func describe(_ scalars: [Unicode.Scalar]) -> String {
        let named = scalars.prefix(5).map {
            "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(4) + " \($0)"
        }
        let more = scalars.count > 5 ? " and \(scalars.count - 5) more" : ""
        return named.joined(separator: ", ") + more
    }
}

extension String {
    /// The string with zeros before it up to `width` characters ("E01" -> "0E01").
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
