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
}

/// A one-line text's width with its missing characters drawn by stand-ins: what a label shows
/// when the device's fallback fonts fill the gaps.
public struct FallbackWidth: Hashable, Sendable, Codable {
    /// The width in points: the custom font's shaping, each missing character's .notdef advance
    /// replaced by the stand-in's advance for it at the same size.
    public let width: Double
    /// Each missing character once, with its stand-in.
    public let characters: [FallbackCharacter]
}

extension TextMeasurer {
    /// The one-line width of `text` at `pointSize` with the characters `instance` lacks measured in
    /// their stand-ins from `catalog` (`FontCatalog.standIn(for:)`); nil when it lacks none.
    public func fallbackWidth(
        of text: String, instance: FontInstance, pointSize: Double, catalog: FontCatalog,
        features: [FontFeature] = []
    ) -> FallbackWidth? {
        let scalars = Array(text.unicodeScalars)
        let missing = scalars.filter { !instance.hasGlyph($0) && !FontInstance.isInvisible($0) }
        guard !missing.isEmpty else { return nil }
        var width = self.width(of: text, instance: instance, pointSize: pointSize, features: features)
        var characters: [FallbackCharacter] = [], standIns: [Unicode.Scalar: FontInstance?] = [:]
        var opened: [String: FontInstance?] = [:]  // one instance per stand-in file, whichever characters it draws
        for scalar in missing {
            let notdef = self.width(of: String(scalar), instance: instance, pointSize: pointSize)
            if standIns[scalar] == nil {
                let face = catalog.standIn(for: scalar)
                let standIn = face.flatMap { face in
                    let key = "\(face.file)#\(face.index)"
                    if let known = opened[key] { return known }
                    let made = (try? FontFace(path: face.file, index: face.index)).map { FontInstance(face: $0) }
                    opened[key] = .some(made)
                    return made
                }
                standIns[scalar] = .some(standIn)
                characters.append(FallbackCharacter(character: String(scalar), family: face?.family, file: face?.file))
            }
            guard let standIn = standIns[scalar] ?? nil else { continue }
            width += self.width(of: String(scalar), instance: standIn, pointSize: pointSize) - notdef
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
