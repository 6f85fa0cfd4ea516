import FontScaleRender

/// Why a cell needs a look: each highlight's id (its raw value, as the JSON, CSV and page write
/// it), meaning, badge and colour live here and nowhere else.
public enum Highlight: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable {
    /// The custom width differs from the reference beyond the report's threshold.
    case width
    /// The sample wraps at a container width.
    case wraps
    /// The sample is truncated at a container width.
    case truncates
    /// The uiFontMetrics and proportional models give different sizes.
    case modelsDisagree = "models-disagree"
    /// The scaled size is below the platform's legible minimum.
    case belowMinimum = "below-minimum"
    /// A maximum stopped the style from growing.
    case capped
    /// The custom font's ink leaves the line box the style's line height gives (text/clipped-ink).
    case clipsInk = "clips-ink"

    /// What the highlight means, as the legends say it.
    public var meaning: String {
        switch self {
        case .width: "width differs from the reference beyond the threshold"
        case .wraps: "wraps at a container width"
        case .truncates: "truncates at a container width (2 lines)"
        case .modelsDisagree: "uiFontMetrics and proportional models disagree"
        case .belowMinimum: "below the platform's legible minimum"
        case .capped: "a maximum stops growth"
        case .clipsInk: "ink outside the line box, which a label clips"
        }
    }

    /// The short text of the sheet's badge.
    public var badge: String {
        switch self {
        case .width: "W"
        case .wraps: "wraps"
        case .truncates: "…"
        case .modelsDisagree: "≠"
        case .belowMinimum: "<min"
        case .capped: "cap"
        case .clipsInk: "ink"
        }
    }

    /// The badge's colour on the sheet and the page.
    public var colour: RGB {
        switch self {
        case .width: RGB(0.75, 0.4, 0.0)
        case .wraps: RGB(0.1, 0.5, 0.55)
        case .truncates: RGB(0.75, 0.15, 0.15)
        case .modelsDisagree: RGB(0.45, 0.3, 0.7)
        case .belowMinimum: RGB(0.8, 0.1, 0.35)
        case .capped: RGB(0.3, 0.45, 0.2)
        case .clipsInk: RGB(0.55, 0.25, 0.05)
        }
    }

    /// The colour as CSS writes it ("#bf6600").
    public var cssColour: String {
        let colour = colour
        return "#"
            + [colour.red, colour.green, colour.blue].map { component in
                let byte = Int((component * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }.joined()
    }

    /// Whether the highlight tints its cell; `modelsDisagree` is common (custom fonts round
    /// differently) and only gets a badge.
    public var tintsCell: Bool { self != .modelsDisagree }

}
