import FontScale
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
        let slug = String(family.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }).split(separator: "-")
            .joined(separator: "-")
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

extension CustomFont {
    /// What a report on this font was asked for, as its folder's marker records it: the family
    /// as the font spells the name asked (`family “Sarabun Thin”`), or the file by its absolute
    /// path and face (`file “/fonts/Brand.ttc” #2`). Two requests that differ never share a folder.
    public var reportRequest: String {
        switch source {
        case .family: return "family “\(familyName)”"
        case let .file(path, index):
            // One line in the marker whatever the path holds.
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
            return "file “\(absolute)”" + (index == 0 ? "" : " #\(index)")
        }
    }
}

extension HTMLRenderer.EmbeddedFace {
    /// The faces of `font` whose files (by file name) a report used, once each, with CSS descriptors.
    /// A font given as a file embeds that file (its face of a collection); a family embeds the
    /// faces fontconfig lists, a variable font as the whole font (its weight range), never as the
    /// named instance fontconfig may list first.
    public static func faces(of font: CustomFont, files: [String]) -> [Self] {
        if case let .file(path, index) = font.source {
            guard files.contains(URL(fileURLWithPath: path).lastPathComponent),
                let info = try? font.instance(weight: 400).instance.face.info
            else { return [] }
            var weight = "\(info.weight)"
            if let axis = info.axis("wght") {
                weight = "\(formatNumber(axis.minimum, decimals: 0)) \(formatNumber(axis.maximum, decimals: 0))"
            }
            var embedded = Self(path: path, weight: weight, italic: info.isItalic)
            embedded.index = index
            return [embedded]
        }
        var seen = Set<String>()
        var faces: [Self] = []
        // The whole variable font before its named instances (fontconfig may list one, Merriweather's
        // Light, with index 0 too).
        let listed = font.listedFaces.filter(\.isVariable) + font.listedFaces.filter { !$0.isVariable }
        for name in files {
            let named = listed.filter { URL(fileURLWithPath: $0.file).lastPathComponent == name }
            for face in named where seen.insert("\(face.file)#\(face.index)").inserted {
                let weight = face.isVariable ? "\(face.weight) \(face.maximumWeight)" : "\(face.weight)"
                var embedded = Self(path: face.file, weight: weight, italic: face.isItalic)
                embedded.index = face.index
                faces.append(embedded)
            }
        }
        return faces
    }
}
