// Regenerates Sources/FontScaleMetrics/Generated/ from Tables/. Run from the package root:
//   swift run fontscale-tables          write the files
//   swift run fontscale-tables --check  exit 1 when a committed file is out of date
import FontScaleTableGen
import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let check = CommandLine.arguments.dropFirst().contains("--check")
do {
    let files = try TableGenerator(tablesDirectory: root.appendingPathComponent("Tables")).generate()
    let output = root.appendingPathComponent(TableGenerator.outputDirectory)
    var stale: [String] = []
    for file in files {
        let url = output.appendingPathComponent(file.name)
        let current = try? String(contentsOf: url, encoding: .utf8)
        guard current != file.contents else { continue }
        stale.append(file.name)
        if !check { try file.contents.write(to: url, atomically: true, encoding: .utf8) }
    }
    if check {
        if stale.isEmpty {
            print("fontscale-tables: \(files.count) generated files are up to date")
        } else {
            FileHandle.standardError.write(
                Data(
                    "fontscale-tables: out of date: \(stale.joined(separator: ", ")); run `\(TableGenerator.command)`\n"
                        .utf8))
            exit(1)
        }
    } else {
        print("fontscale-tables: wrote \(stale.count) of \(files.count) files in \(TableGenerator.outputDirectory)")
    }
} catch {
    FileHandle.standardError.write(Data("fontscale-tables: \(error)\n".utf8))
    exit(1)
}
