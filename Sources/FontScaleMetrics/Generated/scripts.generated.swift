// GENERATED FILE: DO NOT EDIT. Regenerate with `make tables` (swift run fontscale-tables).
// swift-format-ignore-file
// Input: Tables/scripts.tsv
// fontscale table: writing scripts for script-aware reports: a sample per script, the characters that decide coverage, a reference font that covers it
// source: samples: Wikipedia "Pangram" (en, ru, he), Markus Kuhn's quickbrown.txt (el), UDHR Article 1 from unicode.org/udhr (texts by OHCHR) and the Ethiopian Human Rights Commission (am); per row in the source column
// revision: 2026-11; every sample letter checked to be of its row's script (Unicode Character Database), every sample and probe covered by its reference font (cmap)
// confidence: high for the texts (cited), the probes are fontscale's choice (8-20 letters a font for the script must map; the Greek probe holds an accented vowel, which CJK fonts lack)
// columns: script (ISO 15924), direction (ltr or rtl), language (BCP 47), probe (every character must be in the cmap), reference (fontconfig family), fetch (pip:WHEEL==VERSION or deb:PACKAGE)

extension GeneratedTables {
    /// Provenance of Tables/scripts.tsv.
    static let scriptsSource = TableSource(
        file: "scripts.tsv",
        title: "writing scripts for script-aware reports: a sample per script, the characters that decide coverage, a reference font that covers it",
        source: "samples: Wikipedia \"Pangram\" (en, ru, he), Markus Kuhn's quickbrown.txt (el), UDHR Article 1 from unicode.org/udhr (texts by OHCHR) and the Ethiopian Human Rights Commission (am); per row in the source column",
        revision: "2026-11; every sample letter checked to be of its row's script (Unicode Character Database), every sample and probe covered by its reference font (cmap)",
        confidence: "high for the texts (cited), the probes are fontscale's choice (8-20 letters a font for the script must map; the Greek probe holds an accented vowel, which CJK fonts lack)"
    )

    static let scripts: [ScriptRow] = [
        ScriptRow(code: "Latn", name: "Latin", rightToLeft: false, sample: "Sphinx of black quartz, judge my vow.", language: "en", probe: "AEGQRaegmqrswyz", reference: "DejaVu Sans", fetch: "deb:fonts-dejavu-core", source: "https://en.wikipedia.org/wiki/Pangram (short English pangrams)"),
        ScriptRow(code: "Cyrl", name: "Cyrillic", rightToLeft: false, sample: "Съешь же ещё этих мягких французских булок", language: "ru", probe: "БГДЖЗИЛФЦЩЯбджёыя", reference: "DejaVu Sans", fetch: "deb:fonts-dejavu-core", source: "Russian pangram 'Съешь же ещё этих мягких французских булок, да выпей чаю' (first clause), https://ru.wikipedia.org/wiki/Панграмма; https://storm24.media/news/260633"),
        ScriptRow(code: "Grek", name: "Greek", rightToLeft: false, sample: "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία", language: "el", probe: "ΓΔΘΛΞΠΣΦΨΩαβγδλξσςωά", reference: "DejaVu Sans", fetch: "deb:fonts-dejavu-core", source: "Greek pangram in Markus Kuhn, https://www.cl.cam.ac.uk/~mgk25/ucs/examples/quickbrown.txt"),
        ScriptRow(code: "Arab", name: "Arabic", rightToLeft: true, sample: "وعليهم أن يعامل بعضهم بعضًا بروح الإخاء", language: "ar", probe: "ابتجحدرسعفقكلمنهوية", reference: "Noto Sans Arabic", fetch: "pip:fontpkg-noto-sans-arabic==2.12", source: "UDHR Article 1, last clause (Arabic), https://www.ohchr.org/en/human-rights/universal-declaration/translations/arabic ; https://www.unicode.org/udhr/ (udhr_arb)"),
        ScriptRow(code: "Hebr", name: "Hebrew", rightToLeft: true, sample: "דג סקרן שט בים מאוכזב ולפתע מצא חברה", language: "he", probe: "אבגדהויכלמםנןסעפקרשת", reference: "Noto Sans Hebrew", fetch: "deb:fonts-noto-core", source: "Hebrew pangram, https://he.wikipedia.org/wiki/פנגרמה"),
        ScriptRow(code: "Deva", name: "Devanagari", rightToLeft: false, sample: "उन्हें बुद्धि और अन्तरात्मा की देन प्राप्त है", language: "hi", probe: "कखगचजतदनपमरलसहािीुे्", reference: "Noto Sans Devanagari", fetch: "pip:fontpkg-noto-sans-devanagari==2.7", source: "UDHR Article 1 (Hindi), https://www.unicode.org/udhr/ (udhr_hin, text approved by the Government of India)"),
        ScriptRow(code: "Thai", name: "Thai", rightToLeft: false, sample: "มนุษย์ทั้งหลายเกิดมามีอิสระและเสมอภาคกัน", language: "th", probe: "กคงจดตนบมยรลสอาิีุ่้", reference: "Noto Sans Thai", fetch: "pip:fontpkg-noto-sans-thai==2.2", source: "UDHR Article 1 (Thai), https://www.unicode.org/udhr/ (udhr_tha)"),
        ScriptRow(code: "Hani", name: "Han (Simplified Chinese)", rightToLeft: false, sample: "人人生而自由，在尊严和权利上一律平等。", language: "zh-Hans", probe: "的一是不了人我在有他这们来个为说时国", reference: "Noto Sans CJK SC", fetch: "deb:fonts-noto-cjk", source: "UDHR Article 1 (Chinese, Simplified), https://www.unicode.org/udhr/ (udhr_cmn_hans)"),
        ScriptRow(code: "Jpan", name: "Japanese (Han + Hiragana + Katakana)", rightToLeft: false, sample: "すべての人間は、生れながらにして自由であり", language: "ja", probe: "あいかさのはをんアイカサタンー日本人語", reference: "Noto Sans CJK JP", fetch: "deb:fonts-noto-cjk", source: "UDHR Article 1 (Japanese), https://www.unicode.org/udhr/ (udhr_jpn)"),
        ScriptRow(code: "Hang", name: "Hangul (Korean)", rightToLeft: false, sample: "모든 인간은 태어날 때부터 자유로우며 그 존엄과 권리에 있어 동등하다", language: "ko", probe: "가나다라마바사아자차카타파하한글는을", reference: "Noto Sans CJK KR", fetch: "deb:fonts-noto-cjk", source: "UDHR Article 1 (Korean), https://www.unicode.org/udhr/ (udhr_kor)"),
        ScriptRow(code: "Beng", name: "Bengali", rightToLeft: false, sample: "সমস্ত মানুষ স্বাধীনভাবে সমান মর্যাদা", language: "bn", probe: "অআকখগচজতদনপবমযরলসহা্", reference: "Noto Sans Bengali", fetch: "deb:fonts-noto-core", source: "UDHR Article 1 (Bengali), https://www.unicode.org/udhr/ (udhr_ben)"),
        ScriptRow(code: "Taml", name: "Tamil", rightToLeft: false, sample: "சகலரும் சுதந்திரமாகவே பிறக்கின்றனர்", language: "ta", probe: "அஆஇகஙசஞடணதநபமயரலவாி்", reference: "Noto Sans Tamil", fetch: "pip:fontpkg-noto-sans-tamil==2.4", source: "UDHR Article 1 (Tamil), https://www.unicode.org/udhr/ (udhr_tam)"),
        ScriptRow(code: "Geor", name: "Georgian", rightToLeft: false, sample: "ყველა ადამიანი იბადება თავისუფალი", language: "ka", probe: "აბგდევზთიკლმნოპრსტუქ", reference: "Noto Sans Georgian", fetch: "deb:fonts-noto-core", source: "UDHR Article 1 (Georgian), https://www.unicode.org/udhr/ (udhr_kat)"),
        ScriptRow(code: "Armn", name: "Armenian", rightToLeft: false, sample: "Բոլոր մարդիկ ծնվում են ազատ ու հավասար", language: "hy", probe: "ԱԲԳԴԵԶԷԸԹԺաբգդեզէըթժ", reference: "Noto Sans Armenian", fetch: "deb:fonts-noto-core", source: "UDHR Article 1 (Armenian), https://www.unicode.org/udhr/ (udhr_hye)"),
        ScriptRow(code: "Ethi", name: "Ethiopic (Amharic)", rightToLeft: false, sample: "ሰዎች ሁሉ እኩል ክብርና መብቶች ይዘው ነጻ ሆነው ተፈጥረዋል።", language: "am", probe: "ሀለሐመሠረሰሸቀበተኀነአከወዐዘየደ", reference: "Noto Sans Ethiopic", fetch: "deb:fonts-noto-core", source: "UDHR Article 1 (Amharic, Ethiopian Human Rights Commission translation), https://ehrc.org/ (ሁሉ አቀፍ የሰብአዊ መብቶች መግለጫ፣ መግቢያና አንቀጽ 1)"),
    ]
}
