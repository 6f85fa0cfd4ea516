import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotion
import FontScaleRender

/// Text colour through two or more stops (`fontscale animate color`): every frame's colour and
/// its WCAG contrast against the background, smooth and, with `steps`, chained. Colours and the
/// space keep the caller's spelling, which the summary repeats; the font is needed for pictures only.
public struct ColorTransitionRequest: CommandRequest {
    /// The timing curve without a spring or a curve of the caller's.
    public static let defaultCurve = TimingCurve.easeInOut
    /// The duration in seconds without one of the caller's.
    public static let defaultDuration = 1.0

    /// The colour stops, two or more: #rrggbb or #rgb.
    public var stops: [String]
    /// The background colour: #rrggbb or #rgb.
    public var background: String
    /// The interpolation space as spelled (srgb, linearSRGB, oklab, oklch; any case).
    public var space: String
    /// Chain this many discrete steps (1-100) as well as the smooth interpolation; nil for smooth only.
    public var steps: Int?
    /// How colours outside sRGB are brought into it (OKLab and OKLCH only).
    public var gamut: GamutMapping
    /// The text style: its size and weight pick the WCAG threshold.
    public var style: TextStyle
    /// The content size category.
    public var category: ContentSizeCategory
    /// The sample text drawn in the pictures.
    public var text: String
    /// The timing function (a curve or a spring).
    public var timing: any TimingFunction
    /// The duration in seconds.
    public var duration: Double
    /// The frame rate.
    public var rate: FrameRate

    /// Creates a request.
    public init(
        stops: [String], background: String = "#ffffff", space: String = "oklab", steps: Int? = nil,
        gamut: GamutMapping = .css,
        style: TextStyle = .body, category: ContentSizeCategory = .large, text: String = "Dynamic Type",
        timing: any TimingFunction = defaultCurve, duration: Double = defaultDuration,
        rate: FrameRate = .hz60
    ) {
        self.stops = stops
        self.background = background
        self.space = space
        self.steps = steps
        self.gamut = gamut
        self.style = style
        self.category = category
        self.text = text
        self.timing = timing
        self.duration = duration
        self.rate = rate
    }

    /// The colour space `name` spells, in any case; nil for none.
    public static func colorSpace(named name: String) -> ColorSpace? {
        ColorSpace.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
    }

    /// The animations and each frame's contrast against the background.
    public func run(events: (Never) -> Void) throws -> ColorTransitionOutcome {
        let colors = try stops.map { try RGBColor(hex: $0) }, backdrop = try RGBColor(hex: background)
        guard let colorSpace = Self.colorSpace(named: space) else {
            throw InvalidValueError(name: "space", value: "'\(space)'", expected: "srgb, linearSRGB, oklab or oklch")
        }
        func animation(_ mode: ColorChangeMode) throws -> ColorAnimation {
            try ColorAnimation(
                stops: colors, duration: duration, rate: rate, curve: timing, space: colorSpace,
                mode: mode, gamut: gamut)
        }
        let smooth = try animation(.smooth)
        let chained = try steps.map { try animation(.chained(steps: $0)) }
        let scaled = try Scaler().scale(TypeScale.hig(), style: style, at: .category(category))
        let requirement = ContrastRequirement.forText(pointSize: scaled.pointSize, weight: scaled.weight)
        let variants = [smooth] + (chained.map { [$0] } ?? [])
        return ColorTransitionOutcome(
            request: self, space: colorSpace, background: backdrop, scaled: scaled,
            requirement: requirement,
            variants: variants.map {
                .init(
                    name: "\($0.mode)", animation: $0,
                    contrast: $0.contrast(against: backdrop, requirement: requirement))
            })
    }
}

/// A colour animation with its contrast, frame by frame: what `ColorTransitionRequest.run()` gives back.
public struct ColorTransitionOutcome: MotionOutcome {
    /// One way of changing the colour: smooth, or chained steps.
    public struct Variant {
        /// "smooth" or "chained 4 steps".
        public let name: String
        /// The frames.
        public let animation: ColorAnimation
        /// Each frame's contrast against the background.
        public let contrast: ContrastReport
    }

    /// The request.
    public let request: ColorTransitionRequest
    /// The interpolation space.
    public let space: ColorSpace
    /// The background colour.
    public let background: RGBColor
    /// The style's size and weight at the category.
    public let scaled: ScaledStyle
    /// The WCAG threshold for that size and weight.
    public let requirement: ContrastRequirement
    /// The smooth animation, then the chained one when steps were asked for.
    public let variants: [Variant]

    /// The filmstrip PNG and the HTML preview.
    public var pictureNames: [String] { ["color-filmstrip.png", "color-preview.html"] }

    /// The summary: the threshold, then each animation's colours, minimum contrast and frames below the threshold.
    public var summary: String {
        var out =
            "\(request.stops.joined(separator: " -> ")) on \(request.background) in \(request.space):"
            + " WCAG threshold \(formatNumber(requirement.minimumRatio)):1 for \(request.style) at \(request.category)\n"
        for variant in variants {
            let (frames, report) = (variant.animation.frames, variant.contrast)
            let ranges = Self.ranges(report.failingFrames).map(Self.rangeText)
            out +=
                "  \(variant.name): \(frames.count) frames, \(Set(frames.map(\.color.hex)).count) colours,"
                + " minimum contrast \(formatNumber(report.minimumRatio, decimals: 2)):1"
                + " at frame \(report.minimumFrame) (\(frames[report.minimumFrame].color.hex))"
            out +=
                report.failingFrames.isEmpty
                ? ", every frame passes\n"
                : ", below the threshold at frame\(report.failingFrames.count == 1 ? "" : "s") \(ranges.joined(separator: ", "))\n"
            let outside = variant.animation.frames.filter(\.outOfGamut).map(\.frame.index)
            if !outside.isEmpty {
                let how =
                    request.gamut == .css
                    ? "gamut-mapped as CSS Color 4 does (chroma lowered, lightness and hue kept)"
                    : "clipped channel by channel (hue and lightness shift)"
                out +=
                    "    \(outside.count) frame\(outside.count == 1 ? "" : "s") outside sRGB"
                    + " (\(Self.ranges(outside).map(Self.rangeText).joined(separator: ", "))), \(how)\n"
            }
        }
        return out
    }

    /// Each animation's colours and contrast.
    public func jsonSummary(files: [String]) -> JSONSummary {
        let animations = variants.map {
            JSONSummary.Animation(
                mode: $0.name, colors: $0.animation.frames.map(\.color.hex),
                contrast: $0.contrast.ratios, minimumRatio: $0.contrast.minimumRatio,
                minimumFrame: $0.contrast.minimumFrame, failingFrames: $0.contrast.failingFrames,
                outOfGamutFrames: $0.animation.frames.filter(\.outOfGamut).map(\.frame.index))
        }
        return JSONSummary(
            space: space.rawValue, gamut: request.gamut.rawValue, background: background.hex,
            threshold: requirement.minimumRatio, animations: animations, files: files)
    }

    /// Draws the sample text in `font`, each frame in its colour on the background with its
    /// contrast: one filmstrip row and one preview track per animation. `catalog` is asked for
    /// DejaVu Sans, the font of titles and numbers, once drawing starts.
    /// Returns notes on what drawing had to cut to stay within cairo's limits (empty when nothing).
    @discardableResult
    public func drawPictures(font: CustomFont, catalog: @autoclosure () -> FontCatalog?, save: PictureSink) throws
        -> [String]
    {
        let pointSize = scaled.pointSize
        let instance = try font.instance(weight: scaled.weight.rawValue, opticalSize: pointSize).instance
        let ground = RGB(background.red, background.green, background.blue)
        let rows = variants.map { variant in
            let report = variant.contrast
            return FilmRow(
                title: "\(variant.name) in \(space)",
                note: "minimum contrast \(formatNumber(report.minimumRatio, decimals: 2)):1,"
                    + " \(report.failingFrames.count) frames below \(formatNumber(requirement.minimumRatio)):1",
                frames: variant.animation.frames.enumerated().map { index, frame in
                    let label = request.text + "  \(formatNumber(report.ratios[index], decimals: 2)):1"
                    var layer = FilmLayer(instance: instance, text: label, pointSize: pointSize)
                    layer.color = RGB(frame.color.red, frame.color.green, frame.color.blue)
                    var film = FilmFrame(time: frame.frame.time, layers: [layer])
                    film.background = ground
                    return film
                })
        }
        let labels = MotionPictures.labels(font, catalog: catalog())
        let title =
            "\(request.stops.joined(separator: " → ")) on \(request.background), \(space),"
            + " \(formatNumber(request.duration)) s at \(request.rate.hertz) Hz"
        return try MotionPictures.draw(
            rows, title: title, summary: summary, hertz: request.rate.hertz, labels: labels,
            names: pictureNames, save: save)
    }

    /// "7" or "7-12".
    static func rangeText(_ range: ClosedRange<Int>) -> String {
        range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)-\(range.upperBound)"
    }

    /// Consecutive frame numbers as closed ranges.
    static func ranges(_ frames: [Int]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for frame in frames {
            if let last = result.last, last.upperBound + 1 == frame {
                result[result.count - 1] = last.lowerBound...frame
            } else {
                result.append(frame...frame)
            }
        }
        return result
    }

    /// `fontscale animate color --format json`.
    public struct JSONSummary: Encodable {
        /// The interpolation space.
        public let space: String
        /// How colours outside sRGB were brought in: "css" (CSS Color 4's gamut mapping) or "clip".
        public let gamut: String
        /// The background colour, #rrggbb.
        public let background: String
        /// The WCAG threshold.
        public let threshold: Double
        /// The smooth animation, then the chained one.
        public let animations: [Animation]
        /// The pictures written.
        public let files: [String]

        /// One animation's colours and contrast.
        public struct Animation: Encodable {
            /// "smooth" or "chained 4 steps".
            public let mode: String
            /// Each frame's colour as drawn, #rrggbb.
            public let colors: [String]
            /// Each frame's contrast ratio, of the colour drawn (8-bit).
            public let contrast: [Double]
            /// The lowest ratio.
            public let minimumRatio: Double
            /// The frame where it lands.
            public let minimumFrame: Int
            /// The frames below the threshold.
            public let failingFrames: [Int]
            /// The frames whose interpolated colour lay outside sRGB (brought in by `gamut`).
            public let outOfGamutFrames: [Int]
        }
    }
}
