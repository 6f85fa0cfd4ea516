import FontScale
import FontScaleMetrics

/// `fontscale fit`: the size a text in a style is drawn at in a label of a given width and line
/// limit that may shrink to a minimum scale factor, at each content size category.
public struct FitRequest: CommandRequest {
    /// The text.
    public var text: String
    /// The font.
    public var font: CustomFont
    /// The text style.
    public var style: TextStyle
    /// The categories, in order.
    public var categories: [ContentSizeCategory]
    /// The label's width in points.
    public var width: Double
    /// The label's line limit.
    public var maxLines: Int
    /// The smallest factor the label may shrink the text to (`minimumScaleFactor`).
    public var minimumScaleFactor: Double
    /// The pixel grid.
    public var displayScale: DisplayScale

    /// Creates a request.
    public init(
        text: String, font: CustomFont, style: TextStyle, categories: [ContentSizeCategory], width: Double,
        maxLines: Int = 1, minimumScaleFactor: Double, displayScale: DisplayScale = .x3
    ) {
        self.text = text
        self.font = font
        self.style = style
        self.categories = categories
        self.width = width
        self.maxLines = maxLines
        self.minimumScaleFactor = minimumScaleFactor
        self.displayScale = displayScale
    }

    /// Fits the text at every category.
    public func run(events: (Never) -> Void) throws -> FitOutcome {
        let sizer = IntrinsicSizer(font: font, scaler: Scaler(displayScale: displayScale))
        return FitOutcome(
            fits: try sizer.fit(
                text, style: style, categories: categories, width: width, maxLines: maxLines,
                minimumScaleFactor: minimumScaleFactor))
    }
}

/// What `fontscale fit` gives: each category's fit; as JSON, a list of `{category, fit}`.
public struct FitOutcome: Sendable, Encodable {
    /// Each category's fit, in order.
    public let fits: [CategoryFit]

    private struct Row: Encodable {
        let category: String
        let fit: FitResult
    }

    /// Encodes the list of rows.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(fits.map { Row(category: $0.category.displayName, fit: $0.fit) })
    }
}
