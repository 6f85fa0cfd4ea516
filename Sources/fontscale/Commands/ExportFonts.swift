import FontScaleExport
import FontScaleFonts
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
        // The instances first, before anything is written: a HarfBuzz without the instancer, or an
        // instance that does not measure as the variable font, leaves the folder untouched.
        var cut: [(path: String, data: Data)] = []
        for font in assets.instances {
            do { cut.append((FontAssets.androidFolder + "/" + font.name, try font.data())) } catch let error
                as InstanceError
            {
                throw CLIError(
                    message:
                        "\(error.description); Android below API \(FontAssets.variableFontsXML) needs static instances of \(font.face.fileName) (pass --min-sdk \(FontAssets.variableFontsXML) if the app's minimum SDK is \(FontAssets.variableFontsXML) or later)",
                    status: .operationFailed)
            }
        }
        let paths =
            assets.fonts.map { FontAssets.fontFolder + "/" + $0.name } + cut.map(\.path) + texts.map(\.path)
        try writer.claim(paths)
        try writer.finishing {
            for font in assets.fonts {
                let data: Data
                do { data = try Data(contentsOf: URL(fileURLWithPath: font.face.path)) } catch {
                    throw CLIError(message: "cannot read font file '\(font.face.path)'", status: .fontFailure)
                }
                try writer.write(data, to: FontAssets.fontFolder + "/" + font.name)
            }
            for file in cut { try writer.write(file.data, to: file.path) }
            for file in texts { try writer.write(Data(file.text.utf8), to: file.path) }
        }
        writeOut(
            "wrote \(paths.count) files to \(folder): \(assets.fonts.count) font file\(assets.fonts.count == 1 ? "" : "s") in \(FontAssets.fontFolder)/, "
                + (cut.isEmpty
                    ? ""
                    : "\(cut.count) static instance\(cut.count == 1 ? "" : "s") in \(FontAssets.androidFolder)/ for minSdk \(assets.options.minimumSDK), ")
                + texts.map(\.path).joined(separator: ", ") + "\n")
    }
}
