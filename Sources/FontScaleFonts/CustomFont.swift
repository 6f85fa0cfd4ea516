import FontScale
import FontScaleMetrics
import Foundation

/// A custom font, found by family name through fontconfig or given as a file, that hands out
/// instances at any weight and optical size.
///
/// Every axis of a variable font is set explicitly: the weight on wght, the optical size on
/// opsz (clamped to the axis range), the width on wdth, and every other axis at its default.
/// Not thread-safe: keep one per task (`threadCopy()` makes another for another thread).
public final class CustomFont {
    /// Where the font comes from.
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        /// A family name resolved through fontconfig.
        case family(String)
        /// A font file, with the face index inside a collection.
        case file(path: String, index: Int)

        public var description: String {
            switch self {
            case let .family(name): name
            case let .file(path, index): index == 0 ? path : "\(path)#\(index)"
            }
        }
    }

    /// Where the font comes from.
    public let source: Source
    private let catalog: FontCatalog?
    private let catalogFaces: [CatalogFace]
    private var faces: [String: FontFace] = [:]
    private var instances: [String: FontInstance] = [:]
    private var selections: [String: FaceSelection] = [:]
    private var resolved: [Request: ResolvedFont] = [:]
    /// `familyName` of a family asked by name, once found.
    private var askedFamilyName: String?

    /// One call of `instance(...)`: repeated requests (every measurement asks again) are answered
    /// from a table instead of selecting, formatting notes and keying instances anew.
    private struct Request: Hashable {
        let weight: Int
        let italic: Bool
        let width: Int
        let opticalSize: Double?
        let axes: [String: Double]
    }

    /// A family found through `catalog`; throws when it is not installed (never a fallback).
    public init(family: String, catalog: FontCatalog) throws(FontError) {
        catalogFaces = try catalog.requireFamily(family)
        self.catalog = catalog
        source = .family(family)
    }

    /// A font file (face `index` of a collection).
    public init(file: String, index: Int = 0) throws(FontError) {
        let face = try FontFace(path: file, index: index)
        catalog = nil
        catalogFaces = []
        source = .file(path: file, index: index)
        faces["\(file)#\(index)"] = face
    }

    /// The same font with instances of its own, for another thread: the faces opened so far
    /// (immutable, their HarfBuzz faces safe to share) and the faces chosen for each weight are
    /// shared; every instance (a HarfBuzz font with its buffer and glyph caches) is made anew.
    /// Made on the thread that owns this font, then handed over whole.
    package func threadCopy() -> CustomFont {
        CustomFont(copying: self)
    }

    /// Where the characters the font lacks are measured and drawn: the installed faces of this
    /// catalog, as a device draws them from its fallback fonts; nil (the default) measures them
    /// as the font's .notdef. Setting it drops the instances made so far.
    public var standInCatalog: FontCatalog? {
        didSet {
            standIns = standInCatalog.map { StandInFonts(catalog: $0) }
            instances.removeAll()
            resolved.removeAll()
        }
    }
    private var standIns: StandInFonts?

    private init(copying other: CustomFont) {
        standInCatalog = other.standInCatalog
        standIns = other.standInCatalog.map { StandInFonts(catalog: $0) }
        source = other.source
        catalog = other.catalog
        catalogFaces = other.catalogFaces
        faces = other.faces
        selections = other.selections
    }

    /// Serialises fontconfig look-ups: fonts copied for other threads share their catalog.
    private static let catalogLock = NSLock()

    /// The style name of the face a file-based font opened ("Bold", "Regular"), nil for a family.
    public var fileFaceStyle: String? {
        guard case .file = source else { return nil }
        return faces.values.first?.info.style
    }

    /// The family name as the font calls itself. For a family asked by name, the one of the face's
    /// names that was asked for, as the font spells it: a face fontconfig lists as "Sarabun" and
    /// "Sarabun Thin" (typographic and legacy family) is "Sarabun Thin" when that was asked, since
    /// only the Thin face answers it.
    public var familyName: String {
        switch source {
        case let .family(name):
            if let known = askedFamilyName { return known }
            let key = { (text: String) in text.lowercased().filter { !$0.isWhitespace } }
            let asked = key(name)
            let found =
                catalogFaces.lazy.flatMap(\.families).first { key($0) == asked } ?? catalogFaces.first?.family ?? name
            askedFamilyName = found  // every note of a clamped axis names it
            return found
        case .file: return faces.values.first?.info.family ?? source.description
        }
    }

    /// The faces fontconfig lists for the family (empty for a file).
    public var listedFaces: [CatalogFace] { catalogFaces }

    /// An instance at a CSS weight, italic and width, with opsz at `opticalSize` points when given,
    /// and any other axis values in `axes` (by tag; clamped to the axis range, the clamping noted).
    public func instance(
        weight: Int, italic: Bool = false, width: Int = 100, opticalSize: Double? = nil,
        axes: [String: Double] = [:]
    ) throws(FontError) -> ResolvedFont {
        let request = Request(weight: weight, italic: italic, width: width, opticalSize: opticalSize, axes: axes)
        if let known = resolved[request] { return known }
        let font = try resolve(weight: weight, italic: italic, width: width, opticalSize: opticalSize, axes: axes)
        resolved[request] = font
        return font
    }

    private func resolve(weight: Int, italic: Bool, width: Int, opticalSize: Double?, axes: [String: Double])
        throws(FontError) -> ResolvedFont
    {
        let face: FontFace
        let choice: WeightChoice
        var notes: [String] = []
        var weightNote: String?
        var italicMissing = false
        switch source {
        case .family(let family):
            let selectionKey = "\(weight)|\(italic)|\(width)"
            let selection: FaceSelection
            if let cached = selections[selectionKey] {
                selection = cached
            } else {
                Self.catalogLock.lock()
                defer { Self.catalogLock.unlock() }
                selection = try catalog!.select(family: family, weight: weight, italic: italic, width: width)
                selections[selectionKey] = selection
            }
            face = try openFace(selection.face.file, selection.face.index)
            choice = selection.weight
            weightNote = selection.substitutionNote
            italicMissing = selection.italicSubstituted
            if let note = weightNote { notes.append(note) }
            if italicMissing {
                notes.append(
                    "\(familyName) has no \(italic ? "italic" : "upright") face: using \(selection.face.style)")
            }
        case let .file(path, index):
            face = try openFace(path, index)
            if let axis = face.info.axis("wght") {
                let used = Int(axis.clamp(Double(weight)).rounded())
                choice = WeightChoice(
                    requested: weight, used: used, available: [Int(axis.minimum), Int(axis.maximum)], isVariable: true)
            } else {
                choice = WeightChoice(
                    requested: weight, used: face.info.weight, available: [face.info.weight], isVariable: false)
                if weight != face.info.weight {
                    weightNote = "wants \(weight); the file has only \(face.info.weight): using \(face.info.weight)"
                    notes.append(weightNote!)
                }
            }
        }
        var variations: [String: Double] = [:]
        if let axis = face.info.axis("wght") {
            variations["wght"] = Double(weight)
            if axis.clamp(Double(weight)) != Double(weight), weightNote == nil {
                weightNote =
                    "wants \(weight); \(familyName) varies from \(formatNumber(axis.minimum)) to \(formatNumber(axis.maximum)): using \(formatNumber(axis.clamp(Double(weight))))"
                notes.append(
                    "wght \(weight) is outside \(familyName)'s \(formatNumber(axis.minimum))...\(formatNumber(axis.maximum)): using \(formatNumber(axis.clamp(Double(weight))))"
                )
            }
        }
        if face.info.axis("wdth") != nil { variations["wdth"] = Double(width) }
        if let size = opticalSize, let axis = face.info.axis("opsz") {
            variations["opsz"] = size
            if axis.clamp(size) != size {
                notes.append(
                    "opsz \(formatNumber(size)) is outside \(familyName)'s \(formatNumber(axis.minimum))...\(formatNumber(axis.maximum)): using \(formatNumber(axis.clamp(size)))"
                )
            }
        }
        if italic, let axis = face.info.axis("ital") { variations["ital"] = axis.maximum }
        for (tag, value) in axes.sorted(by: { $0.key < $1.key }) {
            guard let axis = face.info.axis(tag) else { continue }
            variations[tag] = value
            if axis.clamp(value) != value {
                notes.append(
                    "\(tag) \(formatNumber(value)) is outside \(familyName)'s \(formatNumber(axis.minimum))...\(formatNumber(axis.maximum)): using \(formatNumber(axis.clamp(value)))"
                )
            }
        }
        let instance = makeInstance(face, variations)
        let settings = face.info.axes.map { axis in
            AxisSetting(
                tag: axis.tag, requested: variations[axis.tag],
                value: variations[axis.tag].map(axis.clamp) ?? axis.defaultValue)
        }
        return ResolvedFont(
            instance: instance, axes: settings, weight: choice, weightNote: weightNote, italicMissing: italicMissing,
            notes: notes)
    }

    private func openFace(_ path: String, _ index: Int) throws(FontError) -> FontFace {
        let key = "\(path)#\(index)"
        if let face = faces[key] { return face }
        let face = try FontFace(path: path, index: index)
        faces[key] = face
        return face
    }

    /// The instance at `variations` clamped to the axis ranges: requests that come to the same
    /// coordinates (opsz 11, 13 and 17 on an axis starting at 18; opsz left at its default and
    /// asked for at it) share one instance, so its shaped runs serve all of them.
    private func makeInstance(_ face: FontFace, _ variations: [String: Double]) -> FontInstance {
        var clamped: [String: Double] = [:]
        for axis in face.info.axes { if let value = variations[axis.tag] { clamped[axis.tag] = axis.clamp(value) } }
        let key =
            "\(face.info.file)#\(face.info.index)|"
            + face.info.axes.map { "\($0.tag)=\(clamped[$0.tag] ?? $0.defaultValue)" }.joined(separator: ",")
        if let instance = instances[key] { return instance }
        let instance = FontInstance(face: face, variations: clamped, standIns: standIns)
        instances[key] = instance
        return instance
    }
}

/// A font instance chosen for a request, with how the request was served.
public struct ResolvedFont {
    /// The instance: face plus every axis value (shared by requests that clamp alike, so its
    /// own settings show the clamped values).
    public let instance: FontInstance
    /// Every axis of the face: the value asked for and the value used, in the face's axis order.
    public let axes: [AxisSetting]
    /// How the weight was served.
    public let weight: WeightChoice
    /// Why the weight used differs from the one asked for ("wants 600; X has 400 and 700: using 700"), nil when it does not.
    public let weightNote: String?
    /// Whether italic (or upright) was asked for but the family has no such face.
    public let italicMissing: Bool
    /// Substitutions and clamping worth telling the user, in words.
    public let notes: [String]
}
