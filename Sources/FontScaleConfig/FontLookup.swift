import FontScaleMetrics

// What the config format asks of real fonts, declared here so that FontScaleConfig needs no C
// font library: FontScaleCheck answers both protocols with the font stack (`ShapingFeatures`, and
// `CustomFont` as a `StarterFont`), and binds them with its rules in `ConfigParser.parse(_:file:)`.

/// The shaper's reading of an OpenType feature setting a style names (`tnum`, `-liga`, `ss01=1`).
public protocol FeatureSyntax: Sendable {
    /// nil when the shaper reads `setting`, else why not, in words.
    func problem(with setting: String) -> String?
}

/// What a starter config learns from its font: its family name, the weight it draws a requested
/// weight at, which characters it maps, how wide its digits are, and the scripts it covers.
public protocol StarterFont {
    /// The family's name, as a config names it.
    var familyName: String { get }
    /// How the font serves the weight `requested`.
    func weight(_ requested: Int) throws -> StarterFontWeight
    /// Whether the face at `weight` maps `scalar`.
    func hasGlyph(_ scalar: Unicode.Scalar, weight: Int) throws -> Bool
    /// The characters of `text` the face at `weight` does not map (white space and invisibles aside), each once.
    func unmapped(in text: String, weight: Int) throws -> [Unicode.Scalar]
    /// The widest digit minus the narrowest at `weight`, in em, with the `tnum` feature when `tabular`.
    func digitSpread(weight: Int, tabular: Bool) throws -> Double
    /// The scripts of Tables/scripts.tsv the font covers, its own first.
    func coveredScripts() throws -> [WritingScript]
    /// The scripts the font maps many letters of that no script of `covered` samples.
    func unsampledScripts(covered: [WritingScript]) throws -> [StarterFontScript]
    /// How far `texts` set in the face at `weight` reach, in em: nil when nothing is drawn, or when
    /// the font cannot say (the default).
    func ink(of texts: [String], weight: Int) throws -> StarterFontInk?
}

extension StarterFont {
    /// No ink known: the starter keeps Apple's line heights.
    public func ink(of texts: [String], weight: Int) throws -> StarterFontInk? { nil }
}

/// How far text set in a font reaches, in em, against the line box a label gives it.
public struct StarterFontInk: Sendable, Equatable {
    /// The highest ink above the baseline.
    public var top: Double
    /// The font's descender, as the platform's line box uses it (negative: below the baseline).
    public var descender: Double

    /// Creates the reach.
    public init(top: Double, descender: Double) {
        self.top = top
        self.descender = descender
    }

    /// The smallest line height, in points, whose box holds the ink at `size`: the top of a line
    /// box of height L is L + descender above the baseline (UIKit puts the descender at its bottom).
    public func lineHeight(at size: Double) -> Double { (top - descender) * size }
}

/// How a font serves a requested weight.
public struct StarterFontWeight: Sendable, Equatable {
    /// The weight used.
    public var used: Int
    /// The weights the family offers (static faces), or its range ends (variable).
    public var available: [Int]
    /// Whether a variable wght axis serves the weight.
    public var isVariable: Bool
    /// Whether the used weight differs from the request.
    public var isSubstituted: Bool
    /// What the font did about the request, one sentence each ("has no italic face: ...").
    public var notes: [String]

    /// Creates a weight.
    public init(used: Int, available: [Int], isVariable: Bool, isSubstituted: Bool, notes: [String]) {
        self.used = used
        self.available = available
        self.isVariable = isVariable
        self.isSubstituted = isSubstituted
        self.notes = notes
    }
}

/// A script a font maps letters of.
public struct StarterFontScript: Sendable, Equatable {
    /// The ISO 15924 code.
    public var code: String
    /// Its English name.
    public var name: String
    /// How many of its letters the font maps.
    public var letters: Int

    /// Creates a script.
    public init(code: String, name: String, letters: Int) {
        self.code = code
        self.name = name
        self.letters = letters
    }
}
