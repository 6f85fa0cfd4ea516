import FontScale
import FontScaleMetrics

/// The config `fontscale init` (and `fontscale serve` without a config) writes for a real font.
public enum StarterConfig {
    /// A written starter config: its text and what it holds, counted from what was written.
    public struct Written: Sendable {
        /// The YAML text.
        public var text: String
        /// The styles written.
        public var styles: Int
        /// The containers written.
        public var containers: Int
        /// The sample strings written (the config's own; a style's samples are not counted).
        public var samples: Int
        /// What was chosen because of the font, one sentence each (also comments in the text).
        public var notes: [String]
        /// The scripts the samples are in (ISO 15924), in the order written: those the font covers.
        public var scripts: [String] = []
        /// What the starter could not sample, one sentence each (also comments in the text): a
        /// sample the font lacks characters of, a script it maps letters of that has no sample.
        public var uncovered: [String] = []
    }

    typealias Top = ConfigKeys.Top
    typealias Style = ConfigKeys.Style
    typealias Container = ConfigKeys.Container

    /// The widest spread of digit advances that still counts as tabular, in em (the default of
    /// numbers/tabular-figures' threshold).
    static let tabularSpread = 0.01

    /// Stand-ins for real screens, not fitted to any font, with the comment that says why.
    static let containers: YAMLLine = .list(
        Top.containers.name,
        [
            .comment("Stand-ins for real UI, not fitted to the font. Phone: the text width of the smallest"),
            .comment("iPhone current iOS runs on (iPhone SE, 375 pt wide, less the 16 pt margins on either"),
            .comment("side). Two lines at the standard sizes; no limit at AX1-AX5, where Apple's guidance"),
            .comment("asks text to wrap rather than truncate (numberOfLines = 0, lineLimit(nil))."),
            container("Phone", width: 343, maxLines: 2, accessibilityMaxLines: 0),
            .comment("Button: a full-width button on that phone (343 pt less 16 pt insets on either side):"),
            .comment("one line, two at AX1-AX5."),
            container("Button", width: 311, maxLines: 1, accessibilityMaxLines: 2),
        ])

    static func container(_ name: String, width: Int, maxLines: Int, accessibilityMaxLines: Int) -> YAMLItem {
        .mapping([
            .pair(Container.name.name, .plain(name)), .pair(Container.width.name, .integer(width)),
            .pair(Container.maxLines.name, .integer(maxLines)),
            .pair(Container.accessibilityMaxLines.name, .integer(accessibilityMaxLines)),
        ])
    }

    /// The numeric style's samples: a price and a time.
    static let numericSamples = ["$1,234.50", "12:45"]

    /// A starter config: Apple's 11 text styles at their Large sizes in `font` (each at a weight the
    /// font has), a numeric style (when the font draws its samples), two containers, samples in the
    /// scripts the font covers (`samples(for:)`), and what was chosen because of the font noted as
    /// comments. `directories` are written as given; the styles' font is `naming`, by default the
    /// font's family (a file, for a font given as a file).
    public static func make(font: some StarterFont, directories: [String], naming: FontReference? = nil) throws
        -> Written
    {
        var notes: [String] = []
        var fonts: [YAMLLine] = []
        if !directories.isEmpty {
            var says: [String] = []
            if directories.contains(where: { !$0.hasPrefix("$") && !$0.hasPrefix("/") }) {
                says.append("relative to this file")
            }
            if directories.contains(where: { $0.hasPrefix("$") }) {
                says.append("$NAME: the folders in that environment variable")
            }
            fonts.append(
                .pair(
                    ConfigKeys.Fonts.directories.name, .list(directories.map(YAMLScalar.string)),
                    comment: says.isEmpty ? nil : YAMLComment(says.joined(separator: "; "))))
        }
        switch naming ?? .family(font.familyName) {
        case let .family(name): fonts.append(.pair(ConfigKeys.Fonts.family.name, .string(name)))
        case let .file(path, index):
            fonts.append(.pair(ConfigKeys.Fonts.file.name, .string(path)))
            if index != 0 { fonts.append(.pair(ConfigKeys.Fonts.index.name, .integer(index))) }
        }
        var styles: [YAMLItem] = []
        let samples = try samples(for: font)
        for style in TextStyle.iOSStyles {
            let hig = try HIG.metrics(style, .large)
            let (weight, note) = try weight(hig.weight, in: font, for: style)
            // UIFontMetrics shrinks the captions below 11 pt at xSmall: keep them legible.
            let minimum: SizeLimit? = style == .caption1 || style == .caption2 ? .points(11) : nil
            let (lineHeight, inkNote) = try lineHeight(
                hig, style: style, samples: samples.all, font: font, weight: weight, minimum: minimum)
            var lines: [YAMLLine] = [
                .pair(Style.name.name, .string(style.displayName)), .pair(Style.textStyle.name, .plain(style.rawValue)),
                .pair(Style.size.name, .number(hig.pointSize)), .pair(Style.lineHeight.name, .number(lineHeight)),
            ]
            if let inkNote { lines.append(.comment(inkNote)); notes.append(inkNote) }
            if let note { lines.append(.comment(note)); notes.append(note) }
            if weight != .regular || note != nil { lines.append(.pair(Style.weight.name, .plain(weightName(weight)))) }
            lines += try font.weight(weight.rawValue).notes.map { .comment("\(font.familyName) \($0)") }
            if minimum != nil { lines.append(.pair(Style.minSize.name, .integer(11))) }
            lines.append(.pair(Style.containers.name, .list([.plain("Phone")])))
            styles.append(.mapping(lines))
        }
        if let (price, priceNotes) = try priceStyle(font: font) {
            styles.append(.mapping(price))
            notes += priceNotes
        } else {
            // A numeric style the font cannot draw would only fail font/glyph-coverage.
            let note =
                "\(font.familyName) lacks characters of both numeric samples (\(numericSamples.joined(separator: ", "))): no Price style"
            styles.append(.comment(note))
            notes.append(note)
        }
        let lines: [YAMLLine] =
            [
                .comment(String(ConfigSchema.modeline.dropFirst(2))),
                .comment("fontscale check config for \(font.familyName), written by `fontscale init`."),
                .comment(
                    "Every key is documented in docs/Configuration.md; `fontscale check --print-config` shows the defaults."
                ),
                .pair(Top.version.name, .integer(1)), .pair(Top.platform.name, Platform.iOS.yaml),
                .pair(
                    Top.model.name, ScalingModel.uiFontMetrics.yaml,
                    comment: YAMLComment("what a device does to a custom font; or: proportional", column: 31)),
                .pair(
                    Top.categories.name, .plain("xSmall...AX5"),
                    comment: YAMLComment("every content size category, accessibility sizes included", column: 31)),
                .mapping(Top.fonts.name, fonts), .list(Top.styles.name, styles), containers,
            ] + samples.yaml(family: font.familyName) + rules
        return Written(
            text: YAMLEmitter.document(lines),
            styles: styles.count(where: { if case .mapping = $0 { true } else { false } }),
            containers: 2, samples: samples.all.count, notes: notes,
            scripts: samples.groups.map(\.script.code).reduce(into: []) { if !$0.contains($1) { $0.append($1) } },
            uncovered: samples.uncovered)
    }

    /// Apple's line height for `style` at Large, or, when the samples' ink would rise above a line
    /// box that tall at some category (text/clipped-ink: stacked accents, Devanagari and Thai marks),
    /// the least height in half points that holds it at every category, with a note saying why.
    static func lineHeight(
        _ hig: StyleMetrics, style: TextStyle, samples: [String], font: some StarterFont, weight: FontWeight,
        minimum: SizeLimit? = nil
    ) throws -> (Double, String?) {
        guard let ink = try font.ink(of: samples, weight: weight.rawValue) else { return (hig.leading, nil) }
        let scaler = Scaler()
        // The box's top against the ink at every category, the sizes and line heights on the pixel
        // grid, within a @3x pixel as text/clipped-ink allows.
        func holds(_ lineHeight: Double) throws -> Bool {
            let spec = StyleSpec(pointSize: hig.pointSize, leading: lineHeight, minimum: minimum)
            return try Platform.iOS.categories.allSatisfy { category in
                let scaled = try scaler.scale(spec, style: style, at: .category(category))
                return ink.lineHeight(at: scaled.pointSize) <= scaled.leading + 1.0 / 3
            }
        }
        guard try !holds(hig.leading) else { return (hig.leading, nil) }
        var needed = ((ink.lineHeight(at: hig.pointSize)) * 2).rounded(.up) / 2
        while try !holds(needed), needed < 4 * hig.leading { needed += 0.5 }
        let note =
            "lineHeight \(formatNumber(needed)) rather than Apple's \(formatNumber(hig.leading)): the samples' ink rises \(formatNumber(ink.top, decimals: 2)) em above the baseline (text/clipped-ink)"
        return (needed, note)
    }

    /// The starter config's text (`make(font:directories:naming:)`).
    public static func yaml(font: some StarterFont, directories: [String]) throws -> String {
        try make(font: font, directories: directories).text
    }

    /// The Price style's lines, when the font draws a numeric sample, and what was chosen because of the font.
    static func priceStyle(font: some StarterFont) throws -> (lines: [YAMLLine], notes: [String])? {
        let (priceWeight, weightNote) = try weight(.regular, in: font, for: .body)
        let priceSamples = try numericSamples.filter { try font.unmapped(in: $0, weight: priceWeight.rawValue).isEmpty }
        guard !priceSamples.isEmpty else { return nil }
        var lines: [YAMLLine] = [
            .pair(Style.name.name, .string("Price")), .pair(Style.textStyle.name, .plain(TextStyle.body.rawValue)),
            .pair(Style.size.name, .integer(17)),
        ]
        let body = try HIG.metrics(.body, .large)
        let (lineHeight, inkNote) = try lineHeight(
            body, style: .body, samples: priceSamples, font: font, weight: priceWeight)
        if let inkNote { lines += [.pair(Style.lineHeight.name, .number(lineHeight)), .comment(inkNote)] }
        if let weightNote {
            lines += [.comment(weightNote), .pair(Style.weight.name, .plain(weightName(priceWeight)))]
        }
        let figures = try figures(of: font, weight: priceWeight)
        lines += (figures.comment ?? []).map(YAMLLine.comment)
        if figures.tnum { lines.append(.pair(Style.features.name, .list([.plain("tnum")]))) }
        if figures.numeric { lines.append(.pair(Style.numeric.name, .bool(true))) }
        lines += [
            .pair(Style.containers.name, .list([.plain("Button")])),
            .pair(Style.samples.name, .list(priceSamples.map(YAMLScalar.string))),
        ]
        return (lines, [inkNote, figures.note].compactMap { $0 })
    }

    /// The starter's rule settings, each with why.
    static let rules: [YAMLLine] = [
        .mapping(
            Top.rules.name,
            [
                .mapping("spacing/line-height", [.pair("minimumRatio", .number(1.15))]),
                .comment("Accessibility on the real text (docs/accessibility.md); `fontscale check --profile wcag22`"),
                .comment("turns on the same set. WCAG 1.4.4: every style reaches 200% of its Large size where"),
                .comment("Apple's curve does (Large Title never does: a note, not a failure)."),
                .mapping(
                    "wcag/resize-text", [.pair("styles", .list(TextStyle.iOSStyles.map { .plain($0.rawValue) }))]),
                .comment("WCAG 1.4.12 and 1.4.10 are off in the starter, because of its own samples and"),
                .comment("containers, not the font: each compound is a word chosen to be too wide. In Latin,"),
                .comment("with 1.4.12 spacing, \"Kontoeinstellungen überprüfen\" needs a third line in Phone at"),
                .comment("xxLarge-xxxLarge as Large Title (2 allowed) in 5 of the 9 test fonts, and the"),
                .comment("18-letter \"Kontoeinstellungen\" is wider than 320 pt from about AX1 on in all 9"),
                .comment("(Merriweather: 350 pt at 38 pt). Put your app's text and containers here, then turn"),
                .comment("them on (or run `fontscale check --profile wcag22`)."),
                enabled("wcag/text-spacing", false), enabled("wcag/reflow", false),
                .comment("Apple: at AX1-AX5 a container shows at least as much text as at xxxLarge."),
                enabled("a11y/accessibility-sizes-content", true),
                .comment("Off: this config is for iOS. Turn it on when the same sizes ship on Android as sp"),
                .comment("(Android 14's nonlinear curve: only sizes up to about 12 sp double at font scale 2)."),
                enabled("a11y/android-font-scale", false),
            ]),
        .list(Top.overrides.name, []),
    ]

    static func enabled(_ rule: String, _ on: Bool) -> YAMLLine {
        .mapping(rule, [.pair(ConfigKeys.RuleSetting.enabled.name, .bool(on))])
    }

    /// Apple's weight for `style`, or the weight `font` uses instead when it lacks it (a static
    /// family's nearest face, a variable font's range end), with a note saying so.
    static func weight(_ wanted: FontWeight, in font: some StarterFont, for style: TextStyle) throws -> (
        FontWeight, String?
    ) {
        let choice = try font.weight(wanted.rawValue)
        guard choice.isSubstituted, let used = FontWeight(rawValue: choice.used) else { return (wanted, nil) }
        let offers =
            choice.isVariable
            ? "varies from \(choice.available.first ?? used.rawValue) to \(choice.available.last ?? used.rawValue)"
            : "has " + choice.available.map(String.init).dropLast().joined(separator: ", ")
                + (choice.available.count > 1 ? " and " : "") + String(choice.available.last ?? used.rawValue)
        return (
            used,
            "Apple's \(style.displayName) is \(wanted.name) (\(wanted.rawValue)); \(font.familyName) \(offers): \(used.name) (\(used.rawValue)) written"
        )
    }

    /// A weight as the config writes it: its name (semibold) when it has one, else its number.
    static func weightName(_ weight: FontWeight) -> String {
        weight.rawValue % 100 == 0 ? weight.name.lowercased() : String(weight.rawValue)
    }

    /// How the numeric style gets tabular figures: the digits shaped without and with tnum.
    /// Default figures already tabular: nothing to add; tabular with tnum: `features: [tnum]`;
    /// neither: no `numeric: true` (numbers/tabular-figures would only say the font lacks them),
    /// and a comment saying so.
    static func figures(of font: some StarterFont, weight: FontWeight) throws -> (
        tnum: Bool, numeric: Bool, comment: [String]?, note: String?
    ) {
        guard try "0123456789".unicodeScalars.allSatisfy({ try font.hasGlyph($0, weight: weight.rawValue) }) else {
            let note = "\(font.familyName) has no digits 0-9: Price is not marked numeric"
            return (false, false, [note + " (its samples show what a fallback font would draw)"], note)
        }
        let plain = try font.digitSpread(weight: weight.rawValue, tabular: false)
        if plain <= tabularSpread {
            return (false, true, ["\(font.familyName)'s default figures are tabular: no tnum needed"], nil)
        }
        let tabular = try font.digitSpread(weight: weight.rawValue, tabular: true)
        if tabular <= tabularSpread { return (true, true, nil, nil) }
        let spread = formatNumber(tabular, decimals: 3)
        let note =
            "\(font.familyName) has no tabular figures (digit widths differ by \(spread) em with tnum and without): Price is not marked numeric"
        return (
            false, false,
            [
                "\(font.familyName) has no tabular figures (its digits differ in width by \(spread) em with tnum",
                "and without), so numbers that change on screen would jitter: mark this style",
                "`numeric: true` only with a font that has tabular figures.",
            ], note
        )
    }
}
