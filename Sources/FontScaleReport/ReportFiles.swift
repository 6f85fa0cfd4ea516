import FontScaleFonts
import Foundation

extension ReportWriter {
    /// The folder name for a family's report: lowercase letters and digits, runs of anything else as one "-".
    public static func folderName(for family: String) -> String {
        let slug = family.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(slug).split(separator: "-").joined(separator: "-")
    }
}

extension HTMLRenderer.EmbeddedFace {
    /// The faces of `font` whose files (by file name) a report used, once each, with CSS descriptors.
    public static func faces(of font: CustomFont, files: [String]) -> [Self] {
        var seen = Set<String>()
        var faces: [Self] = []
        let listed = font.listedFaces
        for name in files {
            guard let face = listed.first(where: { URL(fileURLWithPath: $0.file).lastPathComponent == name }), seen.insert(face.file).inserted else {
                continue
            }
            let weight = face.isVariable ? "\(face.weight) \(face.maximumWeight)" : "\(face.weight)"
            var embedded = Self(path: face.file, weight: weight, italic: face.isItalic)
            embedded.index = face.index
            faces.append(embedded)
        }
        return faces
    }
}
