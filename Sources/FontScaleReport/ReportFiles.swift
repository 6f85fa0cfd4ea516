import FontScaleFonts
import Foundation

extension ReportWriter {
    /// The most UTF-8 bytes a report folder's name takes (file systems allow 255 per name).
    public static let folderNameLimit = 100

    /// The folder name for a family's report, safe whatever the font calls itself: lowercase
    /// letters and digits (any script), each run of anything else (`/`, `.`, spaces, controls)
    /// as one "-", none at the ends; cut to `folderNameLimit` bytes at a character; `fallback`
    /// (the same way, else "font") when nothing is left; Windows device names (con, nul, com1, ...)
    /// get "-font" added. So it never climbs out of the output folder, is never hidden and never empty.
    public static func folderName(for family: String, fallback: String = "font") -> String {
        let slug = String(family.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }).split(separator: "-").joined(separator: "-")
        var name = ""
        for character in slug {
            guard name.utf8.count + String(character).utf8.count <= folderNameLimit else { break }
            name.append(character)
        }
        while name.hasSuffix("-") { name.removeLast() }
        if name.isEmpty { return fallback == "font" ? "font" : folderName(for: fallback) }
        let devices = Set(["con", "prn", "aux", "nul"] + (1...9).flatMap { ["com\($0)", "lpt\($0)"] })
        return devices.contains(name) ? name + "-font" : name
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
