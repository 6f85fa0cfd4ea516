import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import Foundation

/// What the preview page draws, as the JSON it is sent: every style of a config at every category,
/// measured with the real font, and the check's findings.
package struct PreviewModel: Codable, Sendable, Equatable {
    /// A font file the page loads, served at `url` (never a path from the request).
    package struct Font: Codable, Sendable, Equatable {
        /// The CSS family the page gives it ("fs-0").
        package let family: String
        /// Where the page fetches it ("/fonts/0").
        package let url: String
        /// The file's name, for people (no folder).
        package let name: String
    }

    /// A container the samples are laid out in.
    package struct Container: Codable, Sendable, Equatable {
        /// Its name in the config.
        package let name: String
        /// Its width in points.
        package let width: Double
        /// Its line limit at each category (accessibilityMaxLines at AX1-AX5).
        package let maxLines: [Int]
    }

    /// One style at one category, as fontscale computed it.
    package struct Cell: Codable, Sendable, Equatable {
        /// The point size.
        package let size: Double
        /// The line height in points.
        package let leading: Double
        /// Tracking in points.
        package let tracking: Double
        /// The CSS weight used.
        package let weight: Int
        /// The CSS font-variation-settings ("\"wght\" 600, \"opsz\" 28"), empty for a static face.
        package let axes: String
        /// The `fonts` entry it is drawn with.
        package internal(set) var font: Int
        /// The one-line width of each sample in points.
        package let widths: [Double]
        /// Per container, per sample: the sample's lines as fontscale breaks them at the container's
        /// width, with no line limit (what `TextMeasurer.measure` gives: each line's text, without
        /// trailing spaces; "" for an empty paragraph). The page draws these lines, one block each.
        package let lines: [[[String]]]
        /// Per container, per sample: where the container's line limit at this cell's category cuts
        /// the sample (more lines than the limit), the last line drawn, truncated with "…" as a
        /// label's tail truncation (measured with the limit); nil where the sample fits. Android's
        /// cells take the limits of the model's `defaultCategory`.
        package let cut: [[String?]]
    }

    /// One style of the config.
    package struct Style: Codable, Sendable, Equatable {
        /// Its name in the config.
        package let name: String
        /// The Apple text style it scales with.
        package let textStyle: String
        /// Whether it is italic.
        package let italic: Bool
        /// The CSS font-feature-settings ("\"tnum\" 1"), empty for none.
        package let features: String
        /// Its samples.
        package let samples: [String]
        /// The indices of the containers it is laid out in.
        package let containers: [Int]
        /// One cell per category.
        package let cells: [Cell]
        /// One cell per category with Bold Text on (the style's weight made bolder, as iOS does).
        package let boldCells: [Cell]
        /// Per entry of the model's `variants` after the first: one cell per category, nil where
        /// that platform has no such category (watchOS has no Medium, AX4 or AX5).
        package let variantCells: [[Cell?]]
        /// Android's nonlinear scale: one cell per entry of the model's `fontScales` (sp to dp), empty
        /// when Android is not offered.
        package let androidCells: [Cell]
        /// For a numeric style: its counting label at 60 and 120 Hz, measured.
        package let count: CountPreview?
        /// Its size transition from Large to AX3 with the jump at the swap, nil when the sizes are equal.
        package let transition: TransitionPreview?
        /// Its morph from its first sample to its second, nil with fewer than two different samples.
        package let morph: MorphPreview?
    }

    /// A finding of the check, where the page shows it.
    package struct Note: Codable, Sendable, Equatable {
        /// The rule id ("spacing/line-height").
        package let rule: String
        /// The SARIF level: error, warning or note.
        package let level: String
        /// The message, as `check` prints it.
        package let message: String
        /// `file:line:col`.
        package let location: String
        /// The style it concerns, if one.
        package let style: String?
        /// The category it concerns (display name), if one.
        package let category: String?
    }

    /// Counts up with every update the server sends.
    package var revision = 0
    /// The server's session: new at every start, so a page open across a restart takes the new
    /// server's revisions (which start again at 1) instead of ignoring them as old.
    package var session = ""
    /// The config file.
    package var config: String
    /// The platform's name ("iOS").
    package var platform: String
    /// The scaling model.
    package var model: String
    /// The categories, by display name.
    package var categories: [String]
    /// The index of Large (the default) in `categories`, else 0.
    package var defaultCategory: Int
    /// The fonts the page loads.
    package var fonts: [Font]
    /// The platforms the page switches between: the config's own first ("iOS"), then the other
    /// ("watchOS"), then "Android" (its nonlinear scale, set by a font scale, not a category).
    package var variants: [String]
    /// The Android font scales the page offers (1.0, 1.3, ...); empty when Android is not offered.
    package var fontScales: [Double]
    /// The config's containers.
    package var containers: [Container]
    /// The styles in config order.
    package var styles: [Style]
    /// The styles left out of `styles` because their font does not resolve, each as the check's
    /// finding that says why (font/resolves, with its message and location); the page names them
    /// in a banner.
    package var leftOut: [Note] = []
    /// The check's unsuppressed findings.
    package var findings: [Note]
    /// The config's error, as `check` prints it, when the last save did not parse (the rest is
    /// then the last good render).
    package var error: String?
    /// The styles measured anew for this revision (the others came from the cache).
    package var measured: [String]
    /// True when the config was still being written when this revision read it (it had not held
    /// still for `PreviewBuilder.holdAtMost`): the page says so; the next save builds again.
    package var changing: Bool? = nil
    /// How many times the server has parsed the config, and run the checker, so far (one each
    /// per save, whatever the stages of its build: the tests count).
    package var parses = 0, checks = 0
    /// How many fonts the server's builds resolved themselves, and how many cells of the config's
    /// own model and categories they scaled themselves, instead of taking the checker's (none
    /// while the check resolves and scales them all: the tests count).
    package var fontsResolved = 0, stylesRescaled = 0
}
