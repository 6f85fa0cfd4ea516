import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotion
import FontScaleOutput

/// A label whose text changes, character by character (`fontscale animate morph`): the diff and
/// the per-character timeline laid out with the real font at the style's size.
public struct MorphRequest: CommandRequest {
    /// The timing curve without a spring or a curve of the caller's.
    public static let defaultCurve = TimingCurve.easeInOut
    /// The duration in seconds without one of the caller's.
    public static let defaultDuration = MorphStyle().duration

    /// The text before.
    public var old: String
    /// The text after.
    public var new: String
    /// The font.
    public var font: CustomFont
    /// The text style.
    public var style: TextStyle
    /// The content size category.
    public var category: ContentSizeCategory
    /// morph (the diff) or replace (every slot exits and enters).
    public var mode: MorphMode
    /// The timing function (a curve or a spring).
    public var timing: any TimingFunction
    /// The duration in seconds.
    public var duration: Double
    /// The frame rate.
    public var rate: FrameRate

    /// Creates a request.
    public init(
        from old: String, to new: String, font: CustomFont, style: TextStyle = .body,
        category: ContentSizeCategory = .large, mode: MorphMode = .morph,
        timing: any TimingFunction = defaultCurve, duration: Double = defaultDuration,
        rate: FrameRate = .hz60
    ) {
        self.old = old
        self.new = new
        self.font = font
        self.style = style
        self.category = category
        self.mode = mode
        self.timing = timing
        self.duration = duration
        self.rate = rate
    }

    /// The style's size at the category and the morph laid out at it.
    public func run(events: (Never) -> Void) throws -> MorphOutcome {
        let scaled = try Scaler().scale(TypeScale.hig(), style: style, at: .category(category))
        var motion = MorphStyle()
        (motion.curve, motion.duration) = (timing, duration)
        let measured = try MorphLab.measure(
            from: old, to: new, font: font, pointSize: scaled.pointSize,
            weight: scaled.weight, mode: mode, style: motion, rate: rate)
        return MorphOutcome(request: self, scaled: scaled, measured: measured)
    }
}

/// A morph laid out with the real font: what `MorphRequest.run()` gives back.
public struct MorphOutcome: MotionOutcome {
    /// The request.
    public let request: MorphRequest
    /// The style's size and weight at the category.
    public let scaled: ScaledStyle
    /// The morph and both texts' layouts.
    public let measured: MeasuredMorph

    /// The filmstrip PNG and the HTML preview.
    public var pictureNames: [String] { ["morph-filmstrip.png", "morph-preview.html"] }

    /// The summary: which characters stay, leave and arrive, the change and the frames. Control
    /// characters (a line break in a text) are written as escapes (`\r\n`), so each fact stays on its line.
    public var summary: String {
        let diff = measured.morph.diff
        func shown(_ character: Character) -> String { TerminalText.visible(String(character)) }
        func chars(_ indices: [Int], _ characters: [Character]) -> String {
            indices.isEmpty ? "none" : indices.map { "'\(shown(characters[$0]))'" }.joined(separator: " ")
        }
        let stay = diff.persistent.map { "'\(shown(diff.oldCharacters[$0.old]))' \($0.old)->\($0.new)" }
            .joined(separator: ", ")
        var out =
            "\"\(TerminalText.visible(request.old))\" -> \"\(TerminalText.visible(request.new))\" (\(request.mode.rawValue)) in \(request.style) at \(request.category),"
            + " \(formatNumber(measured.pointSize)) pt\n"
        out += "  stay:   \(stay.isEmpty ? "none" : stay)\n"
        out += "  leave:  \(chars(diff.exiting, diff.oldCharacters))\n"
        out += "  arrive: \(chars(diff.entering, diff.newCharacters))\n"
        out +=
            "  change \(formatNumber(diff.changeRatio, decimals: 3))"
            + " (factor \(formatNumber(diff.changeFactor, decimals: 3))), rolling \(diff.rolling.rawValue)\n"
        out +=
            "  \(measured.morph.frames.count) frames over \(formatNumber(measured.morph.duration, decimals: 3)) s"
            + " at \(request.rate.hertz) Hz\n"
        return out
    }

    /// The diff, the timing and both layouts.
    public func jsonSummary(files: [String]) -> JSONSummary { JSONSummary(measured, files: files) }

    /// Draws the morph as one filmstrip row of ten frames and one preview track.
    /// `catalog` is asked for DejaVu Sans, the font of titles and numbers, once drawing starts.
    /// Returns notes on what drawing had to cut to stay within cairo's limits (empty when nothing).
    @discardableResult
    public func drawPictures(catalog: @autoclosure () -> FontCatalog?, save: PictureSink) throws -> [String] {
        let row = FilmRow(
            title:
                "\(request.mode.rawValue): \(TerminalText.visible(request.old)) → \(TerminalText.visible(request.new))",
            note: "change \(formatNumber(measured.morph.diff.changeRatio * 100, decimals: 0))%,"
                + " \(formatNumber(measured.morph.duration, decimals: 3)) s",
            frames: measured.filmFrames())
        let labels = MotionPictures.labels(request.font, catalog: catalog())
        let title =
            "\(request.font.familyName) \(request.style) at \(request.category) (\(formatNumber(scaled.pointSize)) pt),"
            + " \(request.rate.hertz) Hz"
        return try MotionPictures.draw(
            [row], columns: 10, title: title, summary: summary, hertz: request.rate.hertz,
            labels: labels, names: pictureNames, save: save)
    }

    /// `fontscale animate morph --format json`.
    public struct JSONSummary: Encodable {
        /// A character that stays: where it was and where it goes.
        public struct Match: Encodable {
            /// The character.
            public let character: String
            /// Its index in the old text and in the new one.
            public let old: Int, new: Int
            /// Its left edge in the old layout and in the new one, in points.
            public let fromX: Double, toX: Double
        }

        /// The characters that stay.
        public let persistent: [Match]
        /// The old text's characters that leave (indices).
        public let exiting: [Int]
        /// The new text's characters that arrive (indices).
        public let entering: [Int]
        /// The share of characters that change.
        public let changeRatio: Double
        /// Which way a number rolls.
        public let rolling: String
        /// The duration in seconds.
        public let duration: Double
        /// The number of frames.
        public let frames: Int
        /// The old text's characters as laid out.
        public let oldLayout: [GraphemeBox]
        /// The new text's characters as laid out.
        public let newLayout: [GraphemeBox]
        /// The pictures written.
        public let files: [String]

        init(_ measured: MeasuredMorph, files: [String]) {
            let diff = measured.morph.diff
            persistent = diff.persistent.map {
                Match(
                    character: String(diff.oldCharacters[$0.old]), old: $0.old, new: $0.new,
                    fromX: measured.oldBoxes[$0.old].x, toX: measured.newBoxes[$0.new].x)
            }
            exiting = diff.exiting
            entering = diff.entering
            changeRatio = diff.changeRatio
            rolling = diff.rolling.rawValue
            duration = measured.morph.duration
            frames = measured.morph.frames.count
            oldLayout = measured.oldBoxes
            newLayout = measured.newBoxes
            self.files = files
        }
    }
}
