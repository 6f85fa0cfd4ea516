/// A character the custom font lacks, and the installed face that stands in for the font a
/// device would draw it in (Core Text's cascade list on iOS, which fontscale cannot read here).
public struct FallbackCharacter: Hashable, Sendable, Codable {
    /// The character.
    public let character: String
    /// The stand-in's family (fontconfig's choice for it in a sans-serif text); nil when no
    /// installed face maps it, and the character is measured as the custom font's .notdef box.
    public let family: String?
    /// The stand-in's file.
    public let file: String?

    /// A character and its stand-in (nil when no installed face maps it).
    public init(character: String, family: String?, file: String?) {
        (self.character, self.family, self.file) = (character, family, file)
    }
}

/// A one-line text's width with its missing characters drawn by stand-ins: what a label shows
/// when the device's fallback fonts fill the gaps.
public struct FallbackWidth: Hashable, Sendable, Codable {
    /// The width in points: the text shaped in runs of the custom font and of the stand-ins, each
    /// run in the font that maps its characters (a character no installed face maps is the custom
    /// font's .notdef).
    public let width: Double
    /// Each missing character once, with its stand-in.
    public let characters: [FallbackCharacter]
}

extension TextMeasurer {
    /// The one-line width of `text` at `pointSize` with the characters `instance` lacks shaped in
    /// their stand-ins (the instance's own, else found in `catalog` with
    /// `FontCatalog.standIn(for:)`); nil when it lacks none.
    public func fallbackWidth(
        of text: String, instance: FontInstance, pointSize: Double, catalog: FontCatalog,
        features: [FontFeature] = []
    ) -> FallbackWidth? {
        var missing: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars
        where !instance.hasGlyph(scalar) && !FontInstance.isInvisible(scalar) && !missing.contains(scalar) {
            missing.append(scalar)
        }
        guard !missing.isEmpty else { return nil }
        let standIns = instance.standIns ?? StandInFonts(catalog: catalog)
        let shaping =
            instance.standIns != nil
            ? instance : FontInstance(face: instance.face, variations: instance.coordinates, standIns: standIns)
        let width = self.width(of: text, instance: shaping, pointSize: pointSize, features: features)
        let characters = missing.map { scalar in
            let standIn = standIns.index(for: scalar, weight: instance.cssWeight)
            return FallbackCharacter(
                character: String(scalar), family: standIn.map { standIns.families[$0] },
                file: standIn.map { standIns.instances[$0].face.info.file })
        }
        return FallbackWidth(width: max(0, width), characters: characters)
    }
}

extension StyledMeasurement {
    /// The one-line width of `text` as measured here, with the characters the font lacks in their
    /// stand-ins from `catalog` (`TextMeasurer.fallbackWidth`), at this measurement's own face,
    /// axis values and size; nil when the font lacks none.
    public func fallbackWidth(of text: String, catalog: FontCatalog, measurer: TextMeasurer) -> FallbackWidth? {
        guard !size.missingCharacters.isEmpty, let face = try? FontFace(path: file, index: faceIndex) else {
            return nil
        }
        let instance = FontInstance(
            face: face, variations: Dictionary(uniqueKeysWithValues: axes.map { ($0.tag, $0.value) }))
        return measurer.fallbackWidth(of: text, instance: instance, pointSize: size.pointSize, catalog: catalog)
    }
}
