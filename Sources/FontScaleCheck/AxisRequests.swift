import FontScale
import FontScaleConfig
import FontScaleFonts

/// A style's `axes` against its font's own: the one wording `check` (font/resolves) and `export`
/// give, so that export refuses what check fails.
public struct AxisProblem: Hashable, Sendable {
    /// The axis tag.
    public let tag: String
    /// Whether the font lacks the axis (check fails it; export refuses it); else the value is
    /// outside the axis and is clamped (a warning in both).
    public let missing: Bool
    /// What is wrong, in a sentence.
    public let message: String
    /// The value found and the one expected, in words.
    public let actual: String, expected: String
    /// How to fix it.
    public let hint: String

    /// The problems of `axes` (by tag) on `face` for the style `style`, by tag.
    public static func problems(_ axes: [String: Double], style: String, face: FaceInfo) -> [AxisProblem] {
        axes.sorted(by: { $0.key < $1.key }).compactMap { tag, value in
            guard let axis = face.axis(tag) else {
                let offered = face.axes.map(\.tag).joined(separator: ", ")
                return AxisProblem(
                    tag: tag, missing: true,
                    message:
                        "\(style) sets the \(tag) axis, which \(face.family) does not have (\(offered.isEmpty ? "a static font" : "axes: " + offered))",
                    actual: offered.isEmpty ? "no axes" : offered, expected: tag,
                    hint: "remove \(tag) from axes, or use a font with a \(tag) axis")
            }
            guard axis.clamp(value) != value else { return nil }
            return AxisProblem(
                tag: tag, missing: false,
                message:
                    "\(style) sets \(tag) \(formatNumber(value)) outside \(face.family)'s \(formatNumber(axis.minimum))...\(formatNumber(axis.maximum)): using \(formatNumber(axis.clamp(value)))",
                actual: formatNumber(value), expected: "\(formatNumber(axis.minimum))...\(formatNumber(axis.maximum))",
                hint: "use a value inside the axis range")
        }
    }
}
