import FontScaleExport
import FontScaleOutput
import Foundation

/// Writes `export --format fonts` into its folder.
enum FontFolder {
    /// Copies the font files into `folder/fonts/` and writes the text files beside them through an
    /// `OutputWriter`: a file already there is refused (exit 64) unless `force`, and a failure
    /// removes what the run added. Prints one line: what was written where.
    static func write(_ assets: FontAssets, to folder: String, force: Bool) throws {
        let writer = try OutputWriter(folder: URL(fileURLWithPath: folder), ownership: .none, force: force)
        try writer.claim([])
        let texts = try assets.textFiles()
        let paths = assets.fonts.map { FontAssets.fontFolder + "/" + $0.name } + texts.map(\.path)
        try writer.claim(paths)
        try writer.finishing {
            for font in assets.fonts {
                let data: Data
                do { data = try Data(contentsOf: URL(fileURLWithPath: font.face.path)) } catch {
                    throw CLIError(message: "cannot read font file '\(font.face.path)'", status: .fontFailure)
                }
                try writer.write(data, to: FontAssets.fontFolder + "/" + font.name)
            }
            for file in texts { try writer.write(Data(file.text.utf8), to: file.path) }
        }
        writeOut(
            "wrote \(paths.count) files to \(folder): \(assets.fonts.count) font file\(assets.fonts.count == 1 ? "" : "s") in \(FontAssets.fontFolder)/, "
                + texts.map(\.path).joined(separator: ", ") + "\n")
    }
}
