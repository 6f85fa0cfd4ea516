import Foundation

/// The installed faces that measure and draw the characters a font lacks, as a device's fallback
/// fonts would (Core Text's cascade list, which fontscale cannot read here): fontconfig's choice
/// for each character in a sans-serif text (`FontCatalog.standIn(for:)`), one instance per file.
///
/// Belongs to one `CustomFont` (and so to one thread): its instances shape with their own caches.
public final class StandInFonts {
    private let catalog: FontCatalog
    private var byScalar: [ScalarAtWeight: Int?] = [:]

    private struct ScalarAtWeight: Hashable {
        let scalar: Unicode.Scalar, weight: Int
    }
    private var byFile: [StandInKey: Int] = [:]
    /// The stand-ins opened so far, by the index runs carry.
    private(set) var instances: [FontInstance] = []
    /// Each stand-in's family, by the same index.
    private(set) var families: [String] = []

    /// Serialises fontconfig: the stand-ins of fonts on several threads share their catalog.
    private static let lock = NSLock()

    /// Stand-ins found through `catalog`.
    public init(catalog: FontCatalog) { self.catalog = catalog }

    /// The index of the stand-in that draws `scalar` beside a font of `weight` (CSS), nil when no
    /// installed face maps it: fontconfig's face at that weight, a variable one set to it.
    func index(for scalar: Unicode.Scalar, weight: Int = 400) -> Int? {
        let asked = ScalarAtWeight(scalar: scalar, weight: weight)
        if let known = byScalar[asked] { return known }
        let face = Self.lock.withLock { catalog.standIn(for: scalar, weight: weight) }
        var found: Int?
        if let face {
            found = open(StandInKey(file: face.file, index: face.index, weight: weight), family: face.family)
        }
        byScalar[asked] = .some(found)
        return found
    }

    /// The index of the stand-in `key` names, opened now when it is new here.
    private func open(_ key: StandInKey, family: String) -> Int? {
        if let known = byFile[key] { return known }
        guard let made = key.makeInstance() else { return nil }
        instances.append(made)
        families.append(family)
        byFile[key] = instances.count - 1
        return instances.count - 1
    }

    /// The key a run carries for the stand-in at `index`.
    func key(at index: Int) -> StandInKey {
        byFile.first { $0.value == index }!.key
    }

    /// The family that draws `scalar` in place of a font of `weight` (CSS), nil when none does.
    public func family(for scalar: Unicode.Scalar, weight: Int = 400) -> String? {
        index(for: scalar, weight: weight).map { families[$0] }
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
                fonts.append(index(for: scalar, weight: main.cssWeight))
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
    /// The weight (CSS) of the font it stands in beside: a variable stand-in's wght.
    package let weight: Int

    /// A new instance of the face, its wght axis (when it has one) at `weight`; nil when the file no longer opens.
    package func makeInstance() -> FontInstance? {
        guard let face = try? FontFace(path: file, index: index) else { return nil }
        return FontInstance(
            face: face, variations: face.info.axis("wght") != nil ? ["wght": Double(weight)] : [:])
    }
}

/// The stand-ins a drawing target opens by the key a run carries, each once: a run shaped on
/// another thread, by another copy of the font, names its stand-in by file and weight.
package final class StandInInstances {
    private var instances: [StandInKey: FontInstance?] = [:]

    package init() {}

    /// The instance `key` names, nil when its file no longer opens.
    package func instance(for key: StandInKey) -> FontInstance? {
        if let known = instances[key] { return known }
        let made = key.makeInstance()
        instances[key] = .some(made)
        return made
    }
}
