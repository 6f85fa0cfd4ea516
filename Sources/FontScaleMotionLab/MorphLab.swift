import FontScale
import FontScaleFonts
import FontScaleMotion

/// A morph laid out with the real font: both texts' characters placed by HarfBuzz at one size,
/// ligatures kept whole, and the per-character timeline built on those positions.
public struct MeasuredMorph {
    /// The timeline (diff, tracks, frames).
    public let morph: TextMorph
    /// The old text's characters as HarfBuzz placed them.
    public let oldBoxes: [GraphemeBox]
    /// The new text's characters.
    public let newBoxes: [GraphemeBox]
    /// The point size.
    public let pointSize: Double
    /// The instance both texts are set in.
    public let instance: FontInstance

    /// The film frames of the morph: one layer per visible character at its position and opacity.
    public func filmFrames(features: [FontFeature] = []) -> [FilmFrame] {
        let characters = morph.tracks.map { String($0.character) }
        return morph.frames.map { frame in
            FilmFrame(
                time: frame.time,
                layers: zip(characters, frame.characters).compactMap { character, state in
                    state.opacity <= 0
                        ? nil
                        : FilmLayer(
                            instance: instance, text: character, pointSize: pointSize, opacity: state.opacity,
                            features: features, dx: state.x, dy: state.y)
                })
        }
    }
}

/// Lays out morphs with a custom font.
public enum MorphLab {
    /// The morph from `old` to `new` set in `font` at `pointSize` and `weight` (opsz following the size).
    public static func measure(
        from old: String, to new: String, font: CustomFont, pointSize: Double, weight: FontWeight = .regular,
        mode: MorphMode = .morph, features: [FontFeature] = [], style: MorphStyle = MorphStyle(),
        rate: FrameRate = .hz60
    ) throws -> MeasuredMorph {
        try PointSizeRange.validate(pointSize, name: "size")
        guard !old.isEmpty || !new.isEmpty else {
            throw InvalidValueError(name: "texts", value: "two empty texts", expected: "at least one text to morph")
        }
        let instance = try font.instance(weight: weight.rawValue, opticalSize: pointSize).instance
        let oldBoxes = instance.graphemeBoxes(old, pointSize: pointSize, features: features)
        let newBoxes = instance.graphemeBoxes(new, pointSize: pointSize, features: features)
        let morph = try TextMorph(
            from: old, to: new, mode: mode,
            oldLayout: oldBoxes.map { CharacterBox(x: $0.x, advance: $0.advance) },
            newLayout: newBoxes.map { CharacterBox(x: $0.x, advance: $0.advance) },
            oldGroups: TextDiff.clusterGroups(clusters: oldBoxes.map(\.cluster)),
            newGroups: TextDiff.clusterGroups(clusters: newBoxes.map(\.cluster)), style: style, rate: rate)
        return MeasuredMorph(
            morph: morph, oldBoxes: oldBoxes, newBoxes: newBoxes, pointSize: pointSize, instance: instance)
    }
}
