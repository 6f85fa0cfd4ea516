import FontScaleMetrics

/// One family as `FontCatalog.families(matching:)` lists it: its distinct faces, in catalog order.
public struct FamilyListing: Hashable, Sendable, Codable {
    /// One face of a family: a static face, or a variable font listed once with its axes.
    public struct Face: Hashable, Sendable, Codable {
        /// The style name ("Bold Italic").
        public let style: String
        /// The font file.
        public let file: String
        /// The face index in the file.
        public let index: Int
        /// The weight (the lightest of a variable font's range).
        public let weight: Int
        /// The heaviest weight (the weight itself for a static face).
        public let maximumWeight: Int
        /// Whether the face is italic.
        public let isItalic: Bool
        /// The width in percent of normal (the narrowest of a variable font's range).
        public let width: Int
        /// The widest width in percent of normal.
        public let maximumWidth: Int
        /// Whether the face is a variable font.
        public let isVariable: Bool
        /// A variable font's axes; nil for a static face, or when the file cannot be read.
        public let axes: [VariationAxis]?
        /// A variable font's named instances; nil for a static face, or when the file cannot be read.
        public let namedInstances: [NamedInstance]?
    }

    /// The family name.
    public let family: String
    /// The faces, a variable font once.
    public let faces: [Face]

    /// The listing of `family` with `faces`: a variable font's axes and named instances are read from its file.
    public init(family: String, faces: [CatalogFace]) {
        self.family = family
        self.faces = FontCatalog.distinctFaces(faces).map { face in
            let info = face.isVariable ? try? FontFace(path: face.file, index: face.index).info : nil
            return Face(
                style: face.style, file: face.file, index: face.index, weight: face.weight,
                maximumWeight: face.maximumWeight, isItalic: face.isItalic, width: face.width,
                maximumWidth: face.maximumWidth, isVariable: face.isVariable,
                axes: info?.axes, namedInstances: info?.namedInstances)
        }
    }
}

extension FontCatalog {
    /// The families whose name contains `query` (ignoring case and spaces; nil lists every family),
    /// sorted by name; throws `FontError.familyNotFound` with suggestions when none does.
    public func families(matching query: String?) throws(FontError) -> [FamilyListing] {
        let all = allFaces()
        let needle = query.map { $0.lowercased().filter { !$0.isWhitespace } }
        let faces = all.filter { face in
            guard let needle else { return true }
            return face.families.contains { $0.lowercased().filter { !$0.isWhitespace }.contains(needle) }
        }
        if faces.isEmpty, let query {
            throw .familyNotFound(
                requested: query, fallback: nil,
                suggestions: NameSuggestions.nearest(to: query, in: all.flatMap(\.families)))
        }
        return Dictionary(grouping: faces, by: \.family).sorted { $0.key < $1.key }.map { family, faces in
            FamilyListing(family: family, faces: faces)
        }
    }

    /// A variable font once (its named instances listed with its axes), plus the static faces.
    public static func distinctFaces(_ faces: [CatalogFace]) -> [CatalogFace] {
        let variable = Set(faces.filter(\.isVariable).map { "\($0.file)#\($0.index)" })
        return faces.filter { $0.isVariable || !variable.contains("\($0.file)#\($0.index)") }
    }
}
