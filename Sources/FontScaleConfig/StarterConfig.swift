import FontScale
import FontScaleFonts
import FontScaleMetrics

/// The config `fontscale init` writes for a real font.
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

    /// The widest spread of digit advances that still counts as tabular, in em (the default of
    /// numbers/tabular-figures' threshold).
    static let tabularSpread = 0.01

    /// Stand-ins for real screens, not fitted to any font, with the comment that says why.
    static let containers = """
        containers:
          # Stand-ins for real UI, not fitted to the font. Phone: the text width of the smallest
          # iPhone current iOS runs on (iPhone SE, 375 pt wide, less the 16 pt margins on either
          # side). Two lines at the standard sizes; no limit at AX1-AX5, where Apple's guidance
          # asks text to wrap rather than truncate (numberOfLines = 0, lineLimit(nil)).
          - name: Phone
            width: 343
            maxLines: 2
            accessibilityMaxLines: 0
          # Button: a full-width button on that phone (343 pt less 16 pt insets on either side):
          # one line, two at AX1-AX5.
          - name: Button
            width: 311
            maxLines: 1
            accessibilityMaxLines: 2

        """

    /// The numeric style's samples: a price and a time.
    static let numericSamples = ["$1,234.50", "12:45"]

    /// A starter config: Apple's 11 text styles at their Large sizes in `font` (each at a weight the
    /// font has), a numeric style (when the font draws its samples), two containers, samples in the
    /// scripts the font covers (`samples(for:)`), and what was chosen because of the font noted as
    /// comments. `directories` are written as given.
    public static func make(font: CustomFont, directories: [String]) throws -> Written {
        var notes: [String] = []
        var out = """
            \(ConfigSchema.modeline)
            # fontscale check config for \(font.familyName), written by `fontscale init`.
            # Every key is documented in docs/Configuration.md; `fontscale check --print-config` shows the defaults.
            version: 1
            platform: ios
            model: uiFontMetrics          # what a device does to a custom font; or: proportional
            categories: xSmall...AX5      # every content size category, accessibility sizes included
            fonts:

            """
        if !directories.isEmpty {
            var says: [String] = []
            if directories.contains(where: { !$0.hasPrefix("$") && !$0.hasPrefix("/") }) {
                says.append("relative to this file")
            }
            if directories.contains(where: { $0.hasPrefix("$") }) {
                says.append("$NAME: the folders in that environment variable")
            }
            let comment = says.isEmpty ? "" : "  # " + says.joined(separator: "; ")
            out +=
                "  directories: [\(directories.map(ConfigPrinter.quote).joined(separator: ", "))]\(comment)\n"
        }
        out += "  family: \(ConfigPrinter.quote(font.familyName))\nstyles:\n"
        var styles = 0
        for style in TextStyle.iOSStyles {
            let hig = try HIG.metrics(style, .large)
            let (weight, note) = try weight(hig.weight, in: font, for: style)
            let resolved = try font.instance(weight: weight.rawValue)
            out += "  - name: \(ConfigPrinter.quote(style.displayName))\n    textStyle: \(style.rawValue)\n"
            out += "    size: \(formatNumber(hig.pointSize))\n    lineHeight: \(formatNumber(hig.leading))\n"
            if let note { out += "    # \(note)\n"; notes.append(note) }
            if weight != .regular || note != nil { out += "    weight: \(weightName(weight))\n" }
            for note in resolved.notes { out += "    # \(font.familyName) \(note)\n" }
            // UIFontMetrics shrinks these below 11 pt at xSmall: keep them legible.
            if style == .caption1 || style == .caption2 { out += "    minSize: 11\n" }
            out += "    containers: [Phone]\n"
            styles += 1
        }
        let (priceWeight, weightNote) = try weight(.regular, in: font, for: .body)
        let priceInstance = try font.instance(weight: priceWeight.rawValue).instance
        let priceSamples = numericSamples.filter(priceInstance.covers)
        if priceSamples.isEmpty {
            // A numeric style the font cannot draw would only fail font/glyph-coverage.
            let note =
                "\(font.familyName) lacks characters of both numeric samples (\(numericSamples.joined(separator: ", "))): no Price style"
            out += "  # \(note)\n"
            notes.append(note)
        } else {
            out += "  - name: \"Price\"\n    textStyle: body\n    size: 17\n"
            if let weightNote { out += "    # \(weightNote)\n    weight: \(weightName(priceWeight))\n" }
            let figures = try figures(of: font, weight: priceWeight)
            if let comment = figures.comment { out += comment.map { "    # \($0)\n" }.joined() }
            if let note = figures.note { notes.append(note) }
            if figures.tnum { out += "    features: [tnum]\n" }
            if figures.numeric { out += "    numeric: true\n" }
            out +=
                "    containers: [Button]\n    samples: [\(priceSamples.map(ConfigPrinter.quote).joined(separator: ", "))]\n"
            styles += 1
        }
        out += containers
        let samples = try samples(for: font)
        out += samples.yaml(family: font.familyName)
        out += """
            rules:
              spacing/line-height:
                minimumRatio: 1.15
              # Accessibility on the real text (docs/accessibility.md); `fontscale check --profile wcag22`
              # turns on the same set. WCAG 1.4.4: every style reaches 200% of its Large size where
              # Apple's curve does (Large Title never does: a note, not a failure).
              wcag/resize-text:
                styles: [\(TextStyle.iOSStyles.map(\.rawValue).joined(separator: ", "))]
              # WCAG 1.4.12 and 1.4.10 are off in the starter, because of its own samples and
              # containers, not the font: each compound is a word chosen to be too wide. In Latin,
              # with 1.4.12 spacing, "Kontoeinstellungen überprüfen" needs a third line in Phone at
              # xxLarge-xxxLarge as Large Title (2 allowed) in 5 of the 9 test fonts, and the
              # 18-letter "Kontoeinstellungen" is wider than 320 pt from about AX1 on in all 9
              # (Merriweather: 350 pt at 38 pt). Put your app's text and containers here, then turn
              # them on (or run `fontscale check --profile wcag22`).
              wcag/text-spacing:
                enabled: false
              wcag/reflow:
                enabled: false
              # Apple: at AX1-AX5 a container shows at least as much text as at xxxLarge.
              a11y/accessibility-sizes-content:
                enabled: true
              # Off: this config is for iOS. Turn it on when the same sizes ship on Android as sp
              # (Android 14's nonlinear curve: only sizes up to about 12 sp double at font scale 2).
              a11y/android-font-scale:
                enabled: false
            overrides: []

            """
        return Written(
            text: out, styles: styles, containers: 2, samples: samples.all.count, notes: notes,
            scripts: samples.groups.map(\.script.code), uncovered: samples.uncovered)
    }

    /// The starter config's text (`make(font:directories:)`).
    public static func yaml(font: CustomFont, directories: [String]) throws -> String {
        try make(font: font, directories: directories).text
    }

    /// Apple's weight for `style`, or the weight `font` uses instead when it lacks it (a static
    /// family's nearest face, a variable font's range end), with a note saying so.
    static func weight(_ wanted: FontWeight, in font: CustomFont, for style: TextStyle) throws -> (FontWeight, String?)
    {
        let choice = try font.instance(weight: wanted.rawValue).weight
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

    /// How the numeric style gets tabular figures: the digits shaped (HarfBuzz) without and with
    /// tnum. Default figures already tabular: nothing to add; tabular with tnum: `features: [tnum]`;
    /// neither: no `numeric: true` (numbers/tabular-figures would only say the font lacks them),
    /// and a comment saying so.
    static func figures(of font: CustomFont, weight: FontWeight) throws -> (
        tnum: Bool, numeric: Bool, comment: [String]?, note: String?
    ) {
        let instance = try font.instance(weight: weight.rawValue).instance
        guard "0123456789".unicodeScalars.allSatisfy(instance.hasGlyph) else {
            let note = "\(font.familyName) has no digits 0-9: Price is not marked numeric"
            return (false, false, [note + " (its samples show what a fallback font would draw)"], note)
        }
        let plain = instance.digitSpread()
        if plain <= tabularSpread {
            return (false, true, ["\(font.familyName)'s default figures are tabular: no tnum needed"], nil)
        }
        let tabular = instance.digitSpread(features: [try FontFeature("tnum")])
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
