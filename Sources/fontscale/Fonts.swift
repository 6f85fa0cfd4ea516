import ArgumentParser
import FontScale
import FontScaleFonts
import FontScaleMetrics

extension FontScaleCommand {
    /// `fontscale fonts`: the installed families with their faces, weights, axes and files.
    struct Fonts: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List font families as fontconfig finds them: faces, weights, axes, named instances, files.",
            discussion: "QUERY keeps the families whose name contains it (ignoring case). Font folders from --font-dir and FONTSCALE_FONT_PATH are included."
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        @Argument(help: "Only families whose name contains this text.")
        var query: String?

        @OptionGroup var folders: FontDirectoryOptions

        @Option(help: "Output format.")
        var format: Format = .text

        /// A variable font once (its named instances listed with its axes), plus the static faces.
        static func distinctFaces(_ faces: [CatalogFace]) -> [CatalogFace] {
            let variable = Set(faces.filter(\.isVariable).map { "\($0.file)#\($0.index)" })
            return faces.filter { $0.isVariable || !variable.contains("\($0.file)#\($0.index)") }
        }

        func run() throws {
            let catalog = try folders.catalog()
            let all = catalog.allFaces()
            let needle = query.map { $0.lowercased().filter { !$0.isWhitespace } }
            let faces = all.filter { face in
                guard let needle else { return true }
                return face.families.contains { $0.lowercased().filter { !$0.isWhitespace }.contains(needle) }
            }
            if faces.isEmpty, let query {
                throw FontError.familyNotFound(requested: query, fallback: nil,
                                               suggestions: NameSuggestions.nearest(to: query, in: all.flatMap(\.families)))
            }
            let families = Dictionary(grouping: faces, by: \.family).sorted { $0.key < $1.key }.map { family, faces in
                FamilyListing(family: family, faces: Self.distinctFaces(faces))
            }
            switch format {
            case .json: writeOut(try jsonString(families))
            case .text:
                var text = ""
                for family in families {
                    text += "\(family.family)\n"
                    for face in family.faces {
                        let weight = face.weight == face.maximumWeight ? "\(face.weight)" : "\(face.weight)-\(face.maximumWeight)"
                        text += "  \(face.style) (weight \(weight)\(face.isItalic ? ", italic" : "")\(face.width != face.maximumWidth ? ", width \(face.width)-\(face.maximumWidth)%" : face.width != 100 ? ", width \(face.width)%" : ""))  \(face.file)\(face.index > 0 ? "#\(face.index)" : "")\n"
                        if let axes = face.axes, !axes.isEmpty {
                            text += "    axes: " + axes.map { "\($0.tag) \(num($0.minimum))..\(num($0.maximum)) (default \(num($0.defaultValue)))" }.joined(separator: ", ") + "\n"
                        }
                        if let instances = face.namedInstances, !instances.isEmpty {
                            text += "    named instances: " + instances.map(\.name).joined(separator: ", ") + "\n"
                        }
                    }
                }
                writeOut(text)
            }
        }
    }
}

/// One family in `fontscale fonts`.
struct FamilyListing: Encodable {
    struct Face: Encodable {
        let style: String
        let file: String
        let index: Int
        let weight: Int
        let maximumWeight: Int
        let isItalic: Bool
        let width: Int
        let maximumWidth: Int
        let isVariable: Bool
        let axes: [VariationAxis]?
        let namedInstances: [NamedInstance]?
    }

    let family: String
    let faces: [Face]

    init(family: String, faces: [CatalogFace]) {
        self.family = family
        self.faces = faces.map { face in
            let info = face.isVariable ? try? FontFace(path: face.file, index: face.index).info : nil
            return Face(style: face.style, file: face.file, index: face.index, weight: face.weight, maximumWeight: face.maximumWeight,
                        isItalic: face.isItalic, width: face.width, maximumWidth: face.maximumWidth, isVariable: face.isVariable,
                        axes: info?.axes, namedInstances: info?.namedInstances)
        }
    }
}
