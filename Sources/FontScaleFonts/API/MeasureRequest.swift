import FontScale
import FontScaleMetrics

/// `fontscale measure`: the intrinsic size of a text in a font at a style and category (or at a
/// raw point size, or every category), as a label sizes itself; the characters the font lacks
/// measured in the faces that stand in for them.
public struct MeasureRequest: CommandRequest {
    /// The text.
    public var text: String
    /// The font (its stand-ins are found in `standIns`).
    public var font: CustomFont
    /// Where the faces that stand in for missing characters are found.
    public var standIns: FontCatalog
    /// Where to measure.
    public var target: MeasureTarget
    /// The text style.
    public var style: TextStyle
    /// The style's base size at Large (nil: Apple's, e.g. Body 17).
    public var basePointSize: Double?
    /// The scaling model, pixel grid and Bold Text.
    public var scaler: Scaler
    /// The features, container, weight and axes.
    public var options: MeasureOptions

    /// Creates a request.
    public init(
        text: String, font: CustomFont, standIns: FontCatalog, target: MeasureTarget, style: TextStyle = .body,
        basePointSize: Double? = nil, scaler: Scaler = Scaler(), options: MeasureOptions = MeasureOptions()
    ) {
        self.text = text
        self.font = font
        self.standIns = standIns
        self.target = target
        self.style = style
        self.basePointSize = basePointSize
        self.scaler = scaler
        self.options = options
    }

    /// Measures the text at every target.
    public func run(events: (Never) -> Void) throws -> MeasureOutcome {
        font.standInCatalog = standIns
        let sizer = IntrinsicSizer(font: font, scaler: scaler, style: style, basePointSize: basePointSize)
        let results = try sizer.measurements(text, style: style, at: target, options: options)
        let measurer = TextMeasurer()
        let fallbacks = results.map { $0.fallbackWidth(of: text, catalog: standIns, measurer: measurer) }
        return MeasureOutcome(measurements: results, fallbacks: fallbacks, single: target != .allCategories)
    }
}

/// What `fontscale measure` gives: each target's measurement with its stand-ins; as JSON, the one
/// result (one target) or the list (every category).
public struct MeasureOutcome: Sendable, Encodable {
    /// Each target's measurement, in order.
    public let measurements: [StyledMeasurement]
    /// Each measurement's stand-ins and one-line width with them (nil where the font lacks nothing).
    public let fallbacks: [FallbackWidth?]
    /// Whether one target was asked for (the JSON is then one object, not a list).
    public let single: Bool

    /// Encodes the one result, or the list.
    public func encode(to encoder: any Encoder) throws {
        let results = zip(measurements, fallbacks).map(MeasureResult.init)
        var container = encoder.singleValueContainer()
        if single, let first = results.first { try container.encode(first) } else { try container.encode(results) }
    }
}

/// The JSON form of one measurement: what `fontscale measure --format json` prints.
public struct MeasureResult: Sendable, Encodable {
    /// Each line's text.
    public let text: [String]
    /// The style's display name, nil at a raw point size.
    public let style: String?
    /// The category's display name, nil at a raw point size.
    public let category: String?
    /// The scaling model, nil at a raw point size.
    public let model: String?
    /// The point size.
    public let pointSize: Double
    /// The widest line's width in points.
    public let width: Double
    /// The width rounded up to the pixel grid.
    public let roundedWidth: Double
    /// The height in points.
    public let height: Double
    /// The height rounded up to the pixel grid.
    public let roundedHeight: Double
    /// The line height used.
    public let lineHeight: Double
    /// The font's own line height.
    public let naturalLineHeight: Double
    /// The height at the natural line height.
    public let naturalHeight: Double
    /// That height rounded up to the pixel grid.
    public let roundedNaturalHeight: Double
    /// The font's vertical metrics at the size.
    public let metrics: LineMetrics
    /// How many lines.
    public let lines: Int
    /// Whether the line limit cut the text.
    public let truncated: Bool
    /// The family name.
    public let family: String
    /// The font file.
    public let file: String
    /// The face index in the file.
    public let faceIndex: Int
    /// The weight asked for and used.
    public let weight: WeightChoice
    /// The variable axes set, by tag.
    public let axes: [String: Double]
    /// The variable axes set, in order.
    public let axisSettings: [AxisSetting]
    /// The paragraph direction.
    public let direction: String
    /// The script.
    public let script: String
    /// The characters the font lacks ("U+4E2D 中").
    public let missingCharacters: [String]
    /// The characters the font lacks with their stand-ins, and the one-line width with them.
    public let fallback: FallbackWidth?
    /// The ink box from the first baseline.
    public let ink: InkBox?
    /// The pixel grid.
    public let displayScale: DisplayScale
    /// Notes on the measurement.
    public let notes: [String]

    /// The JSON form of `result`, with the stand-ins of the characters the font lacks.
    public init(_ result: StyledMeasurement, fallback: FallbackWidth? = nil) {
        self.fallback = fallback
        let size = result.size
        text = size.lines.map(\.text)
        style = result.scaled?.style.displayName
        category = result.scaled.flatMap {
            if case let .category(category) = $0.target { category.displayName } else { nil }
        }
        model = result.scaled?.model.rawValue
        pointSize = size.pointSize
        width = size.width
        roundedWidth = size.roundedWidth
        height = size.height
        roundedHeight = size.roundedHeight
        lineHeight = size.lineHeight
        naturalLineHeight = size.naturalLineHeight
        naturalHeight = size.naturalHeight
        roundedNaturalHeight = size.roundedNaturalHeight
        metrics = size.metrics
        lines = size.lineCount
        truncated = size.truncated
        family = result.family
        file = result.file
        faceIndex = result.faceIndex
        weight = result.weight
        axes = Dictionary(uniqueKeysWithValues: result.axes.map { ($0.tag, $0.value) })
        axisSettings = result.axes
        direction = size.direction.rawValue
        script = size.script
        missingCharacters = size.missingCharacters.map(Self.describeCharacter)
        ink = size.ink
        displayScale = size.displayScale
        notes = result.notes
    }

    /// "U+4E2D 中".
    public static func describeCharacter(_ character: String) -> String {
        let scalar = character.unicodeScalars.first!
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + " " + character
    }
}
