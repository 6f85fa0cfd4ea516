import FontScaleExport
import FontScaleOutput
import Foundation

/// Writes `export --format fonts` into its folder.
enum FontFolder {
    /// Copies the font files into `folder/fonts/` and writes the text files beside them; a file
    /// already there is refused (exit 64) unless `force`. Prints one line: what was written where.
    static func write(_ assets: FontAssets, to folder: String, force: Bool) throws {
        var info = stat()
        if lstat(folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw CLIError.usage("-o '\(folder)': expected a folder for --format fonts, instead saw a file")
        }
        let root = URL(fileURLWithPath: folder)
        let texts = try assets.textFiles()
        let paths = assets.fonts.map { FontAssets.fontFolder + "/" + $0.name } + texts.map(\.path)
        if !force,
            let existing = paths.first(where: {
                FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
            })
        {
            throw CLIError.usage(
                "'\(root.appendingPathComponent(existing).path)' exists; pass --force to overwrite it, or choose another --output"
            )
        }
        func write(_ data: Data, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(data, to: url)
            } catch {
                throw CLIError(
                    message: "cannot write '\(url.path)': \(WriteProblem.describe(url.path))", status: .operationFailed)
            }
        }
        for font in assets.fonts {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: font.face.path)) } catch {
                throw CLIError(message: "cannot read font file '\(font.face.path)'", status: .fontFailure)
            }
            try write(data, FontAssets.fontFolder + "/" + font.name)
        }
        for file in texts { try write(Data(file.text.utf8), file.path) }
        writeOut(
            "wrote \(paths.count) files to \(folder): \(assets.fonts.count) font file\(assets.fonts.count == 1 ? "" : "s") in \(FontAssets.fontFolder)/, "
                + texts.map(\.path).joined(separator: ", ") + "\n")
    }
}
