internal import CHarfBuzz
import FontScaleMetrics

/// The text spacing WCAG 2.2 SC 1.4.12 asks content to survive, in multiples of the font size.
public struct TextSpacingOverride: Hashable, Sendable, Codable {
    /// Letter spacing added after every character, in em (0.12), with optional ligatures off; not
    /// applied to cursive scripts.
    public var letterSpacing: Double
    /// Word spacing added to every space, in em (0.16).
    public var wordSpacing: Double
    /// The line height, in multiples of the font size (1.5); the font's own is kept when larger.
    public var lineHeight: Double
    /// The spacing between paragraphs (a blank line in a sample, which it replaces), in multiples of
    /// the font size (2).
    public var paragraphSpacing: Double

    /// Creates an override; the defaults are the success criterion's.
    public init(
        letterSpacing: Double = 0.12, wordSpacing: Double = 0.16, lineHeight: Double = 1.5,
        paragraphSpacing: Double = 2
    ) {
        self.letterSpacing = letterSpacing
        self.wordSpacing = wordSpacing
        self.lineHeight = lineHeight
        self.paragraphSpacing = paragraphSpacing
    }

    /// The success criterion's values: 0.12, 0.16, 1.5 and 2.
    public static let wcag = TextSpacingOverride()

    /// Scripts whose letters join (ISO 15924): the W3C's Understanding 1.4.12 notes that letter
    /// spacing does not apply to them, since spacing them apart breaks the joins.
    public static let cursiveScripts: Set<String> = [
        "Arab", "Syrc", "Nkoo", "Mong", "Adlm", "Mand", "Phag", "Rohg", "Sogd", "Ougr", "Mani", "Chrs", "Phlp", "Psal",
    ]
}

/// Text laid out with a text-spacing override: how many lines it takes in a width and how tall it is.
public struct SpacedLayout: Hashable, Sendable, Codable {
    /// The lines' text, in order (the blank lines between paragraphs are not lines: the paragraph
    /// spacing replaces them).
    public let lines: [String]
    /// The paragraph each line belongs to (a blank line ends a paragraph).
    public let paragraphOfLine: [Int]
    /// The line height used: the override's multiple of the size, or the font's own when larger.
    public let lineHeight: Double
    /// The space after each paragraph but the last.
    public let paragraphSpacing: Double
    /// Whether letter spacing was added (false for a cursive script).
    public let letterSpacingApplied: Bool
    /// The script HarfBuzz chose for the first paragraph (ISO 15924).
    public let script: String

    /// Number of lines.
    public var lineCount: Int { lines.count }
    /// The height of all the lines and the paragraph spacing between them.
    public var height: Double { height(ofFirst: lines.count) }

    /// The height of the first `count` lines and of the paragraph spacing among them.
    public func height(ofFirst count: Int) -> Double {
        let shown = min(max(count, 0), lines.count)
        guard shown > 0 else { return 0 }
        return Double(shown) * lineHeight + Double(paragraphOfLine[shown - 1]) * paragraphSpacing
    }
}

/// The longest stretch of a text that no line break opportunity splits, and its width.
public struct UnbreakableRun: Hashable, Sendable, Codable {
    /// The stretch, trailing spaces removed.
    public let text: String
    /// Its advance in points.
    public let width: Double
}

extension TextMeasurer {
    /// `text` wrapped at `width` with `spacing` applied as CSS applies a user's 1.4.12 style sheet:
    /// letter spacing after every character with optional ligatures off (none for a cursive script
    /// of the shaped run, whose required ligatures and joins stay), word spacing on each space, the
    /// style's `tracking` (points per cluster) as well; lines at the override's line height, and
    /// paragraphs (separated by blank lines) the override's paragraph spacing apart, which replaces
    /// the blank line: a blank line is not a line here. A single line feed breaks the line.
    public func spacedLayout(
        _ text: String, instance: FontInstance, pointSize: Double, width: Double, features: [FontFeature] = [],
        tracking: Double = 0, spacing: TextSpacingOverride = .wcag
    ) throws(InvalidValueError) -> SpacedLayout {
        try PointSizeRange.validate(pointSize, name: "size")
        guard !text.isEmpty else {
            throw InvalidValueError(name: "text", value: "an empty string", expected: "at least one character")
        }
        guard width.isFinite, width > 0, width <= 100_000 else {
            throw InvalidValueError(
                name: "width", value: "\(width)", expected: "a container width above 0 and at most 100000 points")
        }
        let perUnit = pointSize / Double(instance.unitsPerEm)
        var lines: [String] = [], paragraphOfLine: [Int] = []
        var paragraph = 0, blankBefore = false, letterSpacing = true, script: String?
        for piece in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let scalars = piece.last == "\r" ? Array(piece.dropLast()) : Array(piece)
            if scalars.isEmpty {
                // A blank line ends the paragraph (once per run of blanks); the spacing takes its place.
                blankBefore = true
                continue
            }
            if blankBefore, !lines.isEmpty { paragraph += 1 }
            blankBefore = false
            let spaced = self.spaced(scalars, instance: instance, features: features, spacing: spacing)
            if script == nil {
                script = spaced.script
                letterSpacing = !TextSpacingOverride.cursiveScripts.contains(spaced.script)
            }
            for range in lineRanges(
                scalars, run: spaced, instance: instance, features: features, maxWidth: width / perUnit,
                tracking: tracking / perUnit, spacing: spacing)
            {
                lines.append(Self.string(LineBreaker.drawn(scalars, range, hyphen: hyphen(for: instance))))
                paragraphOfLine.append(paragraph)
            }
        }
        let natural = instance.lineMetrics(pointSize: pointSize).naturalLineHeight
        return SpacedLayout(
            lines: lines, paragraphOfLine: paragraphOfLine, lineHeight: max(spacing.lineHeight * pointSize, natural),
            paragraphSpacing: spacing.paragraphSpacing * pointSize, letterSpacingApplied: letterSpacing,
            script: script ?? "Zyyy")
    }

    /// The widest stretch of `text` between line break opportunities (ICU's, as the layout wraps
    /// at, or a browser's with `rules` `.browser`), at `pointSize` with the style's `tracking` and,
    /// when given, `spacing`.
    public func longestUnbreakableRun(
        of text: String, instance: FontInstance, pointSize: Double, features: [FontFeature] = [],
        tracking: Double = 0, spacing: TextSpacingOverride? = nil, rules: LineBreakRules = .uikit
    ) -> UnbreakableRun {
        let perUnit = pointSize / Double(instance.unitsPerEm), trackingUnits = tracking / perUnit
        let hyphen = hyphen(for: instance)
        var best = UnbreakableRun(text: "", width: 0)
        for piece in text.unicodeScalars.split(separator: "\n") {
            let scalars = piece.last == "\r" ? Array(piece.dropLast()) : Array(piece)
            guard !scalars.isEmpty else { continue }
            // Each stretch between two opportunities is measured alone, as the line it would be
            // (kerning across the break, such as "-V", does not count).
            var start = 0
            let cursive = spacing.map { _ in Self.cursive(scalars) }
            // The paragraph's run, whose safe cuts give most stretches without shaping them.
            let paragraph = spacing == nil ? shaped(scalars, instance: instance, features: features) : nil
            for end in breakIterator.opportunities(scalars).tailored(rules, in: scalars).allowed + [scalars.count] {
                // Shaped with the spaces that hang at its end, as a line of it would be.
                let (stretch, visible) = LineBreaker.measured(scalars, start..<end, hyphen: hyphen)
                defer { start = end }
                guard visible > 0 else { continue }
                let cut =
                    !LineBreaker.endsHyphenated(scalars, start..<end, visible: visible)
                    ? paragraph?.sliceWidth(of: scalars, start, end, visible: visible, tracking: trackingUnits) : nil
                func alone() -> ShapedRun {
                    spacing.map {
                        self.spaced(
                            stretch, instance: instance, features: features, spacing: $0,
                            cursive: Array(cursive![start..<start + stretch.count]))
                    } ?? shaped(stretch, instance: instance, features: features)
                }
                let width = (cut ?? alone().width(tracking: trackingUnits, before: visible)) * perUnit
                if width > best.width + 1e-9 {
                    best = UnbreakableRun(text: Self.string(Array(stretch[..<visible])), width: width)
                }
            }
        }
        return best
    }

    /// The shaped run of `scalars` with the override's letter and word spacing added, as CSS adds
    /// them: letter spacing after every cluster but those of a cursive run (whose spaces still get
    /// it), and every run that is not cursive shaped with its optional ligatures and contextual
    /// alternates off (`liga`, `clig`, `dlig`, `hlig`, `calt`, as Chromium turns them off). Runs
    /// are the itemizer's scripts: a Latin word in an Arabic sample is spaced, the Arabic around it
    /// and the digits among it are not.
    /// `cursive`: whether each scalar is in a cursive run of the paragraph `scalars` were taken
    /// from; nil takes `scalars` as the paragraph.
    func spaced(
        _ scalars: [Unicode.Scalar], instance: FontInstance, features: [FontFeature], spacing: TextSpacingOverride,
        cursive given: [Bool]? = nil
    ) -> ShapedRun {
        let em = Double(instance.unitsPerEm), letter = spacing.letterSpacing * em
        let cursive = given ?? Self.cursive(scalars)
        var extra: [FontFeature] = []
        if letter != 0 {
            // The features off over each stretch that is not cursive (HarfBuzz's ranged features).
            var start = 0
            for index in 1...max(scalars.count, 1)
            where index >= scalars.count || cursive[index] != cursive[start] {
                if start < scalars.count, !cursive[start] {
                    let whole = start == 0 && index >= scalars.count
                    for tag in Self.optionalLigatures {
                        extra.append(try! FontFeature(whole ? "-\(tag)" : "-\(tag)[\(start):\(index)]"))
                    }
                }
                start = index
            }
        }
        let run = shaped(scalars, instance: instance, features: features + extra)
        let clusters = run.clusters.map { cluster in
            let first = scalars[cluster.scalarStart]
            let isSpace = first == " " || first == "\u{A0}" || first == "\u{3000}"
            // No letter spacing in a cursive run but on its spaces (as Chromium spaces them), nor
            // after a cluster of invisible characters alone (a ZWNJ after a Telugu virama: Chromium
            // treats them as zero-width spaces, so a grapheme is spaced once).
            let invisible = scalars[cluster.scalarStart..<cluster.scalarStart + cluster.scalarCount]
                .allSatisfy(FontInstance.isInvisible)
            let unspaced = letter == 0 || cursive[cluster.scalarStart] && !isSpace || invisible
            return ClusterAdvance(
                scalarStart: cluster.scalarStart, scalarCount: cluster.scalarCount,
                advance: cluster.advance + (unspaced ? 0 : letter) + (isSpace ? spacing.wordSpacing * em : 0))
        }
        return ShapedRun(
            advance: clusters.reduce(0) { $0 + $1.advance }, clusters: clusters, glyphCount: run.glyphCount,
            ink: run.ink, direction: run.direction, script: run.script, missing: run.missing)
    }

    /// Whether each scalar of the paragraph `scalars` is in a run of a cursive script (the
    /// itemizer's scripts: digits and punctuation take the script around them).
    static func cursive(_ scalars: [Unicode.Scalar]) -> [Bool] {
        Itemizer.resolvedScripts(scalars).map {
            TextSpacingOverride.cursiveScripts.contains(tagString(hb_script_to_iso15924_tag(hb_script_t($0))))
        }
    }

    /// The features CSS Text 3 and Chromium turn off while letter spacing is not zero.
    static let optionalLigatures = ["liga", "clig", "dlig", "hlig", "calt"]
}
