// GENERATED FILE: DO NOT EDIT. Regenerate with `make tables` (swift run fontscale-tables).
// swift-format-ignore-file
// Input: Tables/languages.tsv
// fontscale table: languages that write a script of Tables/scripts.tsv with letters or marks its sample does not show, each with a sample a font for the language must set
// source: samples: UDHR Article 1 from unicode.org/udhr (texts by OHCHR); phrases: fontscale's own; per row in the source column
// revision: 2026-11; every sample and phrase letter checked to be of its row's script (Unicode Character Database); each probe holds letters the script's own probe in scripts.tsv does not
// confidence: high for the texts (cited); the probes are fontscale's choice (the letters a font must map to set the language)
// columns: language (BCP 47), name, script (ISO 15924, a row of scripts.tsv), probe (every character must be in the cmap), sample (UDHR), phrase (a short UI-like text: `fontscale init` writes it), stresses (what the language asks of a font that its script's sample does not), source

extension GeneratedTables {
    /// Provenance of Tables/languages.tsv.
    static let languagesSource = TableSource(
        file: "languages.tsv",
        title: "languages that write a script of Tables/scripts.tsv with letters or marks its sample does not show, each with a sample a font for the language must set",
        source: "samples: UDHR Article 1 from unicode.org/udhr (texts by OHCHR); phrases: fontscale's own; per row in the source column",
        revision: "2026-11; every sample and phrase letter checked to be of its row's script (Unicode Character Database); each probe holds letters the script's own probe in scripts.tsv does not",
        confidence: "high for the texts (cited); the probes are fontscale's choice (the letters a font must map to set the language)"
    )

    static let languages: [LanguageRow] = [
        LanguageRow(code: "vi", name: "Vietnamese", script: "Latn", probe: "ăâđêôơưẢẤẦẨẪẬẮẰẲẴẶẾỀỂỄỆỐỒỔỖỘỚỜỞỠỢỨỪỬỮỰ", sample: "Tất cả mọi người sinh ra đều được tự do và bình đẳng", phrase: "Ẩm thực Việt: Ổn định, Ấn tượng", stresses: "stacked marks: a hook or tilde above a circumflex or breve, on capitals too (Ẩ, Ổ, Ẵ), and horns (ơ ư)", source: "UDHR Article 1 from unicode.org/udhr (OHCHR's Vietnamese text), its first clause; phrase: fontscale's own (capitals with stacked marks)"),
        LanguageRow(code: "fa", name: "Persian", script: "Arab", probe: "پچژگکی", sample: "تمام افراد بشر آزاد به دنیا می‌آیند", phrase: "تنظیمات حساب کاربری", stresses: "the four letters Arabic lacks (پ چ ژ گ), Persian kāf and yeh, the zero-width non-joiner between a word's parts", source: "UDHR Article 1 from unicode.org/udhr (OHCHR's Persian text), its first clause; phrase: fontscale's own (\"user account settings\")"),
        LanguageRow(code: "ur", name: "Urdu", script: "Arab", probe: "ٹڈڑںھےۓ", sample: "تمام انسان آزاد اور حقوق و عزت کے اعتبار سے برابر پیدا ہوئے ہیں", phrase: "اکاؤنٹ کی ترتیبات", stresses: "retroflex letters with a small ṭāʾ above (ٹ ڈ ڑ), noon ghunna, do-chashmi he and the yeh barree that reaches back under the word", source: "UDHR Article 1 from unicode.org/udhr (OHCHR's Urdu text), its first clause; phrase: fontscale's own (\"account settings\")"),
    ]
}
