import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import Foundation

/// The values a build writes into the model: a font resolved when the check did not, file
/// stamps, digests, notes and numbers.
extension PreviewBuilder {
    /// `reference` resolved in `catalog` (only for a font the check did not resolve).
    static func font(_ reference: FontReference, catalog: FontCatalog) throws -> CustomFont {
        switch reference {
        case let .family(name): try CustomFont(family: name, catalog: catalog)
        case let .file(path, index): try CustomFont(file: path, index: index)
        }
    }

    /// The modification times of a font's files, so a saved font is measured again.
    static func stamp(of font: CustomFont) -> String {
        let files: [String] =
            switch font.source {
            case .file(let path, _): [path]
            case .family: font.listedFaces.map(\.file)
            }
        return files.map { file in
            let date = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate]) as? Date
            return "\(date?.timeIntervalSince1970 ?? 0)"
        }.joined(separator: ",")
    }

    /// A short stable digest of `text` (FNV-1a, 64 bits, in hex).
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// A file's modification time in milliseconds since 1970, 0 when it cannot be read.
    static func modified(_ file: String) -> Int {
        let date = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate]) as? Date
        return Int((date?.timeIntervalSince1970 ?? 0) * 1000)
    }

    static func note(_ finding: Finding) -> PreviewModel.Note {
        let level =
            switch finding.severity {
            case .fail: "error"
            case .warn: "warning"
            case .info: "note"
            }
        return PreviewModel.Note(
            rule: finding.rule, level: level, message: finding.message, location: "\(finding.location)",
            style: finding.style, category: finding.category?.displayName)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3f", value)
    }
}
