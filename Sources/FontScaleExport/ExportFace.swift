import FontScaleFonts
import FontScaleMetrics
import Foundation

/// The font file a style resolved to, with what `--format fonts` writes about it.
public struct ExportFace: Sendable, Hashable {
    /// The font file.
    public let path: String
    /// The face inside a collection (0 for single fonts).
    public let index: Int
    /// The family name the font gives (name ID 16, else 1).
    public let family: String
    /// The style name of the face's default instance ("Regular", "Bold").
    public let style: String
    /// The OS/2 weight class of the default instance.
    public let weight: Int
    /// The wght axis range of a variable font, nil for a static one.
    public let weightRange: ClosedRange<Int>?
    /// The wdth axis range of a variable font in percent, nil when it has none.
    public let widthRange: ClosedRange<Double>?
    /// The slnt axis range in degrees (negative leans right), nil when the font has none.
    public let slantRange: ClosedRange<Double>?
    /// Whether the face is italic.
    public let italic: Bool
    /// The named instances of a variable font ("Bold", "SemiBold Italic"), empty for a static one.
    public let namedInstances: [NamedInstance]
    /// The default of each variation axis by tag, empty for a static font.
    public let axisDefaults: [String: Double]
    /// The licence description (name ID 13), nil when the font has none.
    public let licence: String?
    /// The licence URL (name ID 14), nil when the font has none.
    public let licenceURL: String?

    /// The facts of `face`.
    init(_ face: FontFace) {
        let info = face.info
        path = info.file
        index = info.index
        family = info.family
        style = info.style
        weight = info.weight
        weightRange = info.axis("wght").map { Int($0.minimum.rounded())...Int($0.maximum.rounded()) }
        widthRange = info.axis("wdth").map { $0.minimum...$0.maximum }
        slantRange = info.axis("slnt").map { $0.minimum...$0.maximum }
        italic = info.isItalic
        namedInstances = info.namedInstances
        axisDefaults = Dictionary(info.axes.map { ($0.tag, $0.defaultValue) }) { first, _ in first }
        licence = face.nameString(id: 13)
        licenceURL = face.nameString(id: 14)
    }

    /// The file name ("Inter[opsz,wght].ttf").
    public var fileName: String { URL(fileURLWithPath: path).lastPathComponent }

    /// A short licence name recognised from the description and URL ("SIL Open Font License 1.1",
    /// "Apache License 2.0", "Ubuntu Font Licence 1.0"), nil when neither names a licence fontscale knows.
    public var licenceName: String? {
        let text = ((licence ?? "") + " " + (licenceURL ?? "")).lowercased()
        if text.contains("open font license") || text.contains("openfontlicense.org") || text.contains("/ofl") {
            return "SIL Open Font License 1.1"
        }
        if text.contains("apache license") || text.contains("apache.org/licenses/license-2.0") {
            return "Apache License 2.0"
        }
        if text.contains("ubuntu font licen") { return "Ubuntu Font Licence 1.0" }
        return nil
    }
}

/// An OpenType feature a style asks for that its font does not have.
public struct FeatureProblem: Sendable, Equatable, CustomStringConvertible {
    /// The style's name.
    public let style: String
    /// The feature as the config writes it ("ss01", "-liga").
    public let feature: String
    /// The font's family name.
    public let family: String
    /// Whether the font's GSUB or GPOS lists the feature (it then changes none of the probe's glyphs).
    public let listed: Bool

    public var description: String {
        let start =
            "style '\(TerminalText.visible(style))' asks for the OpenType feature '\(TerminalText.visible(feature))', which \(TerminalText.visible(family))"
        return listed
            ? start
                + " lists but that changes nothing in the probe text and the style's samples (shaping with and without it gives the same glyphs)"
            : start + " does not have (shaping with and without it gives the same glyphs)"
    }

    /// Every printable ASCII character, Latin-1 and typographic punctuation, and the contexts
    /// some features need (fractions, ordinals, capitals around punctuation, ligatures, kerning
    /// pairs): text on which tnum, onum, zero, case, frac, ordn, sups, liga, kern, smcp and the
    /// stylistic sets of Latin fonts change something.
    static let probe: String = {
        let ascii = String(String.UnicodeScalarView((0x21...0x7E).compactMap(Unicode.Scalar.init)))
        return ascii + " \u{A1}\u{BF}\u{AB}\u{BB}\u{2018}\u{2019}\u{201A}\u{201C}\u{201D}\u{201E}\u{2013}\u{2014}"
            + "\u{2026}\u{20AC}\u{A3}\u{A5}\u{A9}\u{AE}\u{B0}\u{B1}\u{D7}\u{F7} 0123456789 00:12 1/2 3/4 1st 2nd No. H2O "
            + "(H-O) [H] {H} AV To Wa Ty fi fl ff ffi ffl st ct Th"
    }()

    /// The problems of `features` on `instance`: a feature is there when shaping the probe text and
    /// `samples` with it gives other glyphs or positions than without it.
    static func check(
        _ features: [String], style: String, family: String, samples: [String], instance: FontInstance
    ) -> [FeatureProblem] {
        var problems: [FeatureProblem] = []
        let texts = [probe] + samples
        for text in features {
            guard let feature = try? FontFeature(text) else { continue }  // the config parser checked the syntax
            let changes = texts.contains { sample in
                let plain = instance.positionedGlyphs(sample)
                let with = instance.positionedGlyphs(sample, features: [feature])
                return plain.glyphs != with.glyphs || plain.advances != with.advances || plain.y != with.y
                    || plain.x != with.x
            }
            if !changes {
                problems.append(
                    FeatureProblem(
                        style: style, feature: text, family: family,
                        listed: instance.face.offersFeature(feature.tagName)))
            }
        }
        return problems
    }
}
