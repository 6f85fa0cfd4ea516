import Foundation

/// The installed faces that measure and draw the characters a font lacks, as a device's fallback
/// fonts would (Core Text's cascade list, which fontscale cannot read here): fontconfig's choice
/// for each character in a sans-serif text (`FontCatalog.standIn(for:)`), one instance per file.
///
/// Belongs to one `CustomFont` (and so to one thread): its instances shape with their own caches.
public final class StandInFonts {
    private let catalog: FontCatalog
    private var byScalar: [Unicode.Scalar: Int?] = [:]
    private var byFile: [StandInKey: Int] = [:]
    /// The stand-ins opened so far, by the index runs carry.
    private(set) var instances: [FontInstance] = []
    /// Each stand-in's family, by the same index.
    private(set) var families: [String] = []

    /// Serialises fontconfig: the stand-ins of fonts on several threads share their catalog.
    private static let lock = NSLock()

    /// Stand-ins found through `catalog`.
    public init(catalog: FontCatalog) { self.catalog = catalog }

    /// The index of the stand-in that draws `scalar`, nil when no installed face maps it.
    func index(for scalar: Unicode.Scalar) -> Int? {
        if let known = byScalar[scalar] { return known }
        let face = Self.lock.withLock { catalog.standIn(for: scalar) }
        var found: Int?
        if let face { found = open(StandInKey(file: face.file, index: face.index), family: face.family) }
        byScalar[scalar] = .some(found)
        return found
    }

    /// The index of the stand-in in `key`'s file, opened now when it is new here.
    private func open(_ key: StandInKey, family: String) -> Int? {
        if let known = byFile[key] { return known }
        guard let opened = try? FontFace(path: key.file, index: key.index) else { return nil }
        instances.append(FontInstance(face: opened))
        families.append(family)
        byFile[key] = instances.count - 1
        return instances.count - 1
    }

    /// The key a run carries for the stand-in at `index`.
    func key(at index: Int) -> StandInKey {
        let face = instances[index].face.info
        return StandInKey(file: face.file, index: face.index)
    }

    /// The family that draws `scalar` in place of the font, nil when none does.
    public func family(for scalar: Unicode.Scalar) -> String? {
        index(for: scalar).map { families[$0] }
    }

    /// Which font draws each scalar of `item` in `scalars`: nil for `main`, else a stand-in's
    /// index. A mark, a joiner, a variation selector or an emoji modifier stays with the
    /// character before it; a character no installed face maps stays with `main` (its .notdef).
    func fonts(for range: Range<Int>, of scalars: [Unicode.Scalar], main: FontInstance) -> [Int?] {
        var fonts: [Int?] = []
        fonts.reserveCapacity(range.count)
        for offset in range {
            let scalar = scalars[offset]
            if offset > range.lowerBound, Self.attaches(scalar) {
                fonts.append(fonts.last!)
            } else if main.hasGlyph(scalar) || FontInstance.isInvisible(scalar) {
                fonts.append(nil)
            } else {
                fonts.append(index(for: scalar))
            }
        }
        return fonts
    }

    private static func attaches(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar == "\u{200D}" || properties.isVariationSelector || properties.isEmojiModifier
        }
    }
}

/// A stand-in face: its file and its index in a collection.
package struct StandInKey: Hashable, Sendable {
    /// The font file.
    package let file: String
    /// The face's index in the file.
    package let index: Int

    /// A new instance of the face (at its default coordinates), nil when the file no longer opens.
    package func makeInstance() -> FontInstance? {
        (try? FontFace(path: file, index: index)).map { FontInstance(face: $0) }
    }
}
