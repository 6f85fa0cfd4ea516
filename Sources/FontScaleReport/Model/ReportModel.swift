import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab

/// The report on one family: every style x category cell for the custom font and the
/// reference font. Every output (JSON, CSV, Markdown, HTML, PDF, PNG, SVG, Swift) is rendered
/// from this model.
public struct Report: Codable, Sendable, Equatable {
    /// Version of the report format: 2 added `FontSummary.reason`, `Cell.referenceLacks` and
    /// `BaseSizeSuggestions.reference`; 3 added `accessibility`; 4 measures it over every sample
    /// (`AccessibilitySummary.samples`, `SpacedLines.sample`, `AccessibilityStyle.longestRunSample`);
    /// 5 gives a sample no installed font covers no reference (`reference`, each cell's `reference`
    /// and `widthChange` absent) and says why (`noReference`), drops `Cell.referenceLacks` (a
    /// reference always maps every character of its sample) and adds `BaseSizeSuggestions.role`;
    /// 6 adds `standIns` (the characters the font lacks and the faces that drew them).
    public var formatVersion = 6
    /// The tool that wrote it (`FontScaleVersion.generator`).
    public var generator: String
    /// The date stamp (given with --date, else today), ISO 8601 calendar date.
    public var date: String
    /// The platform whose tables apply (written as its display name, "iOS").
    @DisplayNamed public var platform: Platform
    /// The scaling model (written as its name, "uiFontMetrics").
    @DisplayNamed public var model: ScalingModel
    /// The display scale of the pixel grid for rounded sizes.
    public var displayScale: DisplayScale
    /// The sample text measured in every cell.
    public var sampleText = ""
    /// The container widths the sample was laid out at, in points.
    public var containerWidths: [Double]
    /// The relative width difference from the reference beyond which a cell is highlighted.
    public var widthThreshold: Double
    /// The platform's minimum legible size in points.
    public var minimumLegibleSize: Double
    /// The custom font.
    public var font: FontSummary
    /// The main sample's reference font, and why it was chosen; nil when no installed font covers
    /// the sample (`noReference` says why): its cells then have no width comparison.
    public var reference: FontSummary? = nil
    /// The categories, smallest first (written as display names: "xSmall", "AX5").
    @DisplayNamedList public var categories: [ContentSizeCategory]
    /// The styles, largest first, with their cells.
    public var styles: [StyleReport] = []
    /// Suggested base sizes matching the reference's x-height or cap height.
    public var suggestions: BaseSizeSuggestions
    /// How many cells carry each highlight.
    public var highlightCounts: [Highlight: Int] = [:]
    /// Every style's size transition from Large to AX3: the jump at the swap and the advice.
    public var transitions: [SizeTransitionSummary]
    /// The sample's script (ISO 15924: "Latn", "Arab"), nil when it has no letters.
    public var sampleScript: String? = nil
    /// `.rightToLeft` when the sample is laid out right to left, nil for left to right.
    public var sampleDirection: TextDirection? = nil
    /// Further samples (other scripts, more --text), each against a reference that covers it.
    public var additionalSamples: [SampleGrid] = []
    /// The accessibility section (WCAG 2.2 1.4.4, 1.4.10, 1.4.12), nil in reports written before it.
    public var accessibility: AccessibilitySummary? = nil
    /// Why the main sample has no reference, in a sentence; nil when it has one.
    public var noReference: String? = nil
    /// The characters of the main sample the font lacks and the faces that drew them; nil when none.
    public var standIns: [FallbackCharacter]? = nil

    /// Every sample's grid: the first sample's (`styles` against `reference`), then `additionalSamples`.
    /// The one place the format's layout (the main sample's fields at the top, format 1's, the others
    /// in `additionalSamples`) meets the samples as a list: set it to fill both (at least one grid).
    public var grids: [SampleGrid] {
        get {
            [
                SampleGrid(
                    text: sampleText, script: sampleScript, direction: sampleDirection, reference: reference,
                    styles: styles, highlightCounts: highlightCounts, noReference: noReference, standIns: standIns)
            ] + additionalSamples
        }
        set {
            precondition(!newValue.isEmpty, "a report has at least one sample")
            let main = newValue[0]
            (sampleText, sampleScript, sampleDirection) = (main.text, main.script, main.direction)
            (reference, styles, highlightCounts, noReference, standIns) =
                (main.reference, main.styles, main.highlightCounts, main.noReference, main.standIns)
            additionalSamples = Array(newValue.dropFirst())
        }
    }

    /// The grids no reference covers, with their place in `grids` (for the summary's sentence).
    public var unreferencedGrids: [(index: Int, grid: SampleGrid)] {
        grids.enumerated().filter { $0.element.reference == nil }.map { ($0.offset, $0.element) }
    }
}

/// One sample set in every style x category cell, in the custom font and a reference font.
public struct SampleGrid: Codable, Sendable, Equatable {
    /// The sample text.
    public var text: String
    /// Its script (ISO 15924), nil when it has no letters.
    public var script: String?
    /// `.rightToLeft` when it is laid out right to left, nil for left to right.
    public var direction: TextDirection?
    /// The reference font for this sample; nil when no installed font maps every character of it.
    public var reference: FontSummary?
    /// The styles, largest first, with their cells.
    public var styles: [StyleReport]
    /// How many cells carry each highlight.
    public var highlightCounts: [Highlight: Int]
    /// Why the sample has no reference, in a sentence; nil when it has one.
    public var noReference: String? = nil
    /// The characters of the sample the custom font lacks, each with the installed face that
    /// measured and drew it in the cells (nil family: none has it, the font's .notdef); nil
    /// when the font has them all.
    public var standIns: [FallbackCharacter]? = nil

    /// Whether the sample is laid out right to left.
    public var isRightToLeft: Bool { direction == .rightToLeft }

    /// The sentence a summary gives a sample without a reference: which sample (number `number`,
    /// from 1; its text too when `quoting`), why, and what that means for `font`'s cells; nil when
    /// it has a reference.
    public func noReferenceSentence(number: Int, font: String, quoting: Bool = true) -> String? {
        noReferenceClause(font: font).map { "Sample \(number)\(quoting ? " “\(text)”" : "")" + $0 }
    }

    /// The sentence naming the characters `font` lacks and what drew them in its cells; nil when it lacks none.
    public func standInSentence(font: String) -> String? {
        guard let standIns, !standIns.isEmpty else { return nil }
        func name(_ character: String) -> String {
            let scalars = character.unicodeScalars.map { String(format: "U+%04X", $0.value) }
            return scalars.joined(separator: " ") + " " + character
        }
        var byFamily: [(family: String?, characters: [String])] = []
        for standIn in standIns {
            if let at = byFamily.firstIndex(where: { $0.family == standIn.family }) {
                byFamily[at].characters.append(name(standIn.character))
            } else {
                byFamily.append((standIn.family, [name(standIn.character)]))
            }
        }
        let parts = byFamily.map { family, characters in
            characters.joined(separator: ", ")
                + (family.map { " in \($0)" } ?? " as \(font)'s .notdef box (no installed font has it)")
        }
        return "\(font) lacks \(standIns.count) of its characters: measured and drawn as fallback, "
            + parts.joined(separator: "; ") + ", standing in for the device's fallback fonts."
    }

    /// The sentence after "Sample N “TEXT”": the script, why there is no reference and what that
    /// means (" (Thai) has no reference: …. Its cells show Sarabun alone, with no width comparison.").
    public func noReferenceClause(font: String) -> String? {
        guard reference == nil else { return nil }
        let script = self.script.flatMap { code in WritingScript.named(code)?.name ?? code }
        return "\(script.map { " (\($0))" } ?? "") has no reference: "
            + (noReference ?? "no installed font maps every character of it")
            + ". Its cells show \(font) alone, with no width comparison."
    }
}

/// A font in the report.
public struct FontSummary: Codable, Sendable, Equatable {
    /// The family name.
    public var family: String
    /// The font files used (names only, so reports compare across machines).
    public var files: [String]
    /// Whether the family is a variable font.
    public var isVariable: Bool
    /// The variation axes of the (first) variable face.
    public var axes: [VariationAxis]
    /// Which font this is, a stable label: "requested" (the custom font), or for a reference a
    /// `ReferenceFont.Choice` ("--reference", "SF Pro (installed)", "SF Pro stand-in",
    /// "system default sans (fontconfig)") or "reference for SCRIPT" ("reference for Arabic").
    public var role: String
    /// Why a reference was chosen, in a sentence; nil for the custom font.
    public var reason: String? = nil
}

/// One text style's row.
public struct StyleReport: Codable, Sendable, Equatable {
    /// The style (written as its display name, "Large Title").
    @DisplayNamed public var style: TextStyle
    /// The custom font's base size at Large.
    public var basePointSize: Double
    /// The style's weight (CSS).
    public var weight: Int
    /// The cells, one per category in `Report.categories` order.
    public var cells: [Cell]
}

/// A style at a category: the custom font beside the reference.
public struct Cell: Codable, Sendable, Equatable {
    /// The category (written as its display name, "AX5").
    @DisplayNamed public var category: ContentSizeCategory
    /// The custom font.
    public var custom: CellFont
    /// The reference font at the same scaled size; nil when the sample has no reference.
    public var reference: CellFont?
    /// The size the proportional (system font) model gives the custom base size.
    public var proportionalPointSize: Double
    /// The custom width over the reference width, minus 1 (0.08 is 8% wider); nil without a reference.
    public var widthChange: Double?
    /// The highlights, in `Highlight`'s order.
    public var highlights: [Highlight]
}

/// One font in one cell.
public struct CellFont: Codable, Sendable, Equatable {
    /// The point size.
    public var pointSize: Double
    /// The line height.
    public var leading: Double
    /// The tracking in points.
    public var tracking: Double
    /// The weight asked for and used.
    public var weight: WeightChoice
    /// Every axis value, in the font's order (empty for a static face).
    public var axes: [AxisSetting]
    /// The face file name.
    public var file: String
    /// The sample's one-line width.
    public var width: Double
    /// `width` rounded up to the pixel grid.
    public var roundedWidth: Double
    /// One line at the style's leading, rounded up to the pixel grid.
    public var roundedHeight: Double
    /// The font's natural line height.
    public var naturalLineHeight: Double
    /// Above the baseline, in points.
    public var ascender: Double
    /// Below the baseline (negative), in points.
    public var descender: Double
    /// Cap height in points.
    public var capHeight: Double
    /// x-height in points.
    public var xHeight: Double
    /// Characters the font lacks.
    public var missingCharacters: [String]
    /// How the sample lays out at each container width.
    public var containers: [ContainerFit]
    /// Substitution and clamping notes.
    public var notes: [String]
}

/// The sample laid out in a container.
public struct ContainerFit: Codable, Sendable, Equatable {
    /// The container width.
    public var width: Double
    /// Lines used (at most 2 before truncation).
    public var lines: Int
    /// Whether the text was truncated.
    public var truncated: Bool
    /// The height of those lines at the style's leading, rounded up to the pixel grid.
    public var roundedHeight: Double
}

/// Per style, the custom base size whose x-height (or cap height) matches the reference's at the HIG size.
public struct BaseSizeSuggestions: Codable, Sendable, Equatable {
    /// The metric matched.
    public var metric: MatchMetric
    /// The family whose metric is matched: the main sample's reference (`Report.reference`), else
    /// the first sample's that has one, else the report's default reference.
    public var reference: String
    /// Which reference that is (`FontSummary.role`: "SF Pro stand-in", "reference for Arabic");
    /// nil in reports written before format 5.
    public var role: String? = nil
    /// One per style.
    public var styles: [BaseSizeSuggestion]
}

/// The font metric suggested base sizes match: x-height or cap height.
public enum MatchMetric: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
    /// The height of a lowercase x.
    case xHeight = "x-height"
    /// The height of a flat capital.
    case capHeight = "cap-height"

    /// The name as reports write it ("x-height").
    public var description: String { rawValue }
}

/// A suggested base size for one style.
public struct BaseSizeSuggestion: Codable, Sendable, Equatable {
    /// The style (written as its display name).
    @DisplayNamed public var style: TextStyle
    /// The UIKit text style name (`largeTitle`, `body`).
    public var uiKitName: String
    /// The HIG size at Large.
    public var higPointSize: Double
    /// The size that matches the metric exactly.
    public var exactPointSize: Double
    /// `exactPointSize` rounded to half a point.
    public var pointSize: Double
    /// The weight of the style (CSS).
    public var weight: Int
    /// The PostScript name `UIFont(name:size:)` finds: the face's, or a named instance whose axes
    /// match (`AppFontName`).
    public var postScriptName: String
    /// Axis values to apply on top of `postScriptName` through a font descriptor (empty: none).
    public var variations: [String: Double]
    /// The CSS weight the named face has once `variations` apply.
    public var nameWeight: Int

    /// The name with the variations CustomFonts.swift applies ("Inter-Regular + wght 600"), as the
    /// sheet, the page and the Markdown write it.
    public var displayName: String { AppFontName.displayName(postScriptName, variations: variations) }
}
