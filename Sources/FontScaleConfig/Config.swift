import FontScale
import FontScaleMetrics
import Foundation

/// Where a style's font comes from.
public enum FontReference: Hashable, Sendable, CustomStringConvertible {
    /// A family resolved through fontconfig.
    case family(String)
    /// A font file (relative paths are relative to the config file), with its collection index.
    case file(String, index: Int)

    public var description: String {
        switch self {
        case let .family(name): name
        case let .file(path, index): index == 0 ? path : "\(path)#\(index)"
        }
    }
}

/// One style of a design system's type scale.
public struct StyleConfig: Sendable {
    /// The design system's name for it ("Body", "Price").
    public var name: String
    /// The Apple text style it claims to be.
    public var textStyle: TextStyle
    /// The text style whose curve it is scaled with (`Font.custom(_:size:relativeTo:)`, or
    /// `UIFontMetrics(forTextStyle:)`); SwiftUI's `Font.custom(_:size:)` scales with Body.
    public var scalesWith: TextStyle
    /// The font.
    public var font: FontReference
    /// The weight.
    public var weight: FontWeight
    /// Italic.
    public var italic: Bool
    /// The size at the Large category.
    public var size: Double
    /// The line height at Large, in points; nil: the text style's HIG leading-to-size ratio.
    public var lineHeight: Double?
    /// Tracking in points at Large.
    public var tracking: Double
    /// The smallest size it may shrink to.
    public var minSize: SizeLimit?
    /// The largest size it may grow to.
    public var maxSize: SizeLimit?
    /// Variation axis values by tag (wdth, GRAD, ...), set on top of weight and optical size.
    public var axes: [String: Double]
    /// OpenType features.
    public var features: [String]
    /// Whether it shows changing numbers (counters, prices): figures must be tabular.
    public var numeric: Bool
    /// The containers it is laid out in (names); nil: every container.
    public var containers: [String]?
    /// Its own sample strings; nil: the config's samples.
    public var samples: [SampleConfig]?
    /// Where the style and each of its keys are in the config.
    public var location: SourceLocation
    /// Where each of its keys is in the config.
    public var keyLocations: [String: SourceLocation]

    /// The location of `key`, else of the style.
    public func location(of key: ConfigKeys.Key) -> SourceLocation { keyLocations[key.name] ?? location }

    /// The location of `key`, else of the style.
    public func location<Value>(of key: ConfigKeys.Typed<Value>) -> SourceLocation { location(of: key.key) }

    /// Whether the style gives `key`.
    public func gives(_ key: ConfigKeys.Key) -> Bool { keyLocations[key.name] != nil }
}

/// A container text is laid out in.
public struct ContainerConfig: Sendable {
    /// The container's name.
    public var name: String
    /// The width in points.
    public var width: Double
    /// The most lines the text may take (0: no limit).
    public var maxLines: Int
    /// The most lines at the accessibility sizes (AX1-AX5), where Apple asks text to wrap rather
    /// than truncate (0: no limit); nil: `maxLines` there too.
    public var accessibilityMaxLines: Int? = nil
    /// How far the label may shrink its font to fit (`minimumScaleFactor` with
    /// `adjustsFontSizeToFitWidth`); nil: it does not shrink.
    public var minimumScaleFactor: Double? = nil
    /// A fixed height in points, which clips text taller than it (lines at the style's line
    /// height); nil: the container grows with its text.
    public var height: Double? = nil
    /// Where it is in the config.
    public var location: SourceLocation

    /// The most lines at `category` (0: no limit): `accessibilityMaxLines` at AX1-AX5 when given,
    /// else `maxLines`.
    public func maxLines(at category: ContentSizeCategory) -> Int {
        category.isAccessibilityCategory ? accessibilityMaxLines ?? maxLines : maxLines
    }
}

/// A sample string.
public struct SampleConfig: Sendable {
    /// The sample text.
    public var text: String
    /// Where it is in the config.
    public var location: SourceLocation
}

/// Per-rule settings.
public struct RuleSettings: Sendable {
    /// A severity replacing the rule's default.
    public var severity: Severity?
    /// Whether the rule runs.
    public var enabled: Bool = true
    /// Numeric rule options by name (see `fontscale check --list-rules`).
    public var options: [String: Double] = [:]
    /// Text-style list options by name (`styles: [body]` for the 200% rule).
    public var textStyles: [String: [TextStyle]] = [:]
    /// Where it is in the config.
    public var location: SourceLocation

    /// Creates settings that leave the rule's defaults as they are (a profile fills them in).
    public init(location: SourceLocation) { self.location = location }
}

/// A finding to accept, with the reason.
public struct OverrideConfig: Sendable {
    /// The rule id (current, after renames).
    public var rule: String
    /// The message code it matches; nil: every code.
    public var code: String?
    /// The style name it matches; nil: every style.
    public var style: String?
    /// The category it matches; nil: every category.
    public var category: ContentSizeCategory?
    /// The container name it matches; nil: every container.
    public var container: String?
    /// Why the findings are accepted.
    public var reason: String
    /// Where it is in the config.
    public var location: SourceLocation
}

/// A typography config: what `fontscale check` checks.
public struct CheckConfig: Sendable {
    /// The schema version (1).
    public var version: Int
    /// The platform whose tables apply.
    public var platform: Platform
    /// The scaling model.
    public var model: ScalingModel
    /// The categories to check, smallest first.
    public var categories: [ContentSizeCategory]
    /// The pixel grid for rounded sizes: 1, 2 or 3.
    public var displayScale: DisplayScale
    /// Extra font folders (absolute, resolved against the config's folder; an entry
    /// `$FONTSCALE_FONT_PATH` stands for the folders in that environment variable).
    public var fontDirectories: [String]
    /// The default font of styles that name none.
    public var defaultFont: FontReference?
    /// The styles, in config order.
    public var styles: [StyleConfig]
    /// The containers.
    public var containers: [ContainerConfig]
    /// The sample strings.
    public var samples: [SampleConfig]
    /// Rule settings by (current) rule id.
    public var rules: [String: RuleSettings]
    /// The accepted findings.
    public var overrides: [OverrideConfig]
    /// The config file.
    public var file: String
    /// Where the top-level keys are, and the values under `fonts` ("fonts.family", "fonts.directories").
    public var keyLocations: [String: SourceLocation]
    /// The rules turned off for some lines by `# fontscale: disable` comments.
    public var disables: [InlineDisable] = []

    /// The location of a top-level key, else the file's start.
    public func location(of key: ConfigKeys.Key) -> SourceLocation {
        keyLocations[key.name] ?? SourceLocation(file: file, line: 1, column: 1)
    }

    /// The location of `key` under `fonts` (`fonts.family`), else nil.
    public func location(ofFontsKey key: ConfigKeys.Key) -> SourceLocation? {
        keyLocations["\(ConfigKeys.Top.fonts.name).\(key.name)"]
    }
}

extension CheckConfig {
    /// Where the default font is named: the value of `fonts.family` or `fonts.file`, else the `fonts` key.
    public var defaultFontLocation: SourceLocation {
        location(ofFontsKey: ConfigKeys.Fonts.family) ?? location(ofFontsKey: ConfigKeys.Fonts.file)
            ?? location(of: ConfigKeys.Top.fonts)
    }
}
