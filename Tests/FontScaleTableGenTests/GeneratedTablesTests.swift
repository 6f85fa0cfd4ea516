import FontScaleTableGen
import FontScaleTestSupport
import Foundation
import Testing

/// The committed Swift tables must be what the generator writes from Tables/ now.
@Suite struct GeneratedTablesTests {
    @Test func committedTablesAreUpToDate() throws {
        let files = try TableGenerator(tablesDirectory: Fixture.root.appendingPathComponent("Tables")).generate()
        #expect(files.count == 10)
        let folder = Fixture.root.appendingPathComponent(TableGenerator.outputDirectory)
        for file in files {
            let committed = try? String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(
                committed == file.contents,
                "\(TableGenerator.outputDirectory)/\(file.name) is out of date: run `\(TableGenerator.command)`")
        }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(
            onDisk == files.map(\.name),
            "stale generated files: run `\(TableGenerator.command)` and delete files it no longer writes")
    }

    @Test func generatedFilesSayWhereTheyCameFrom() throws {
        for file in try TableGenerator(tablesDirectory: Fixture.root.appendingPathComponent("Tables")).generate() {
            #expect(file.contents.hasPrefix("// GENERATED FILE: DO NOT EDIT. Regenerate with `make tables`"))
            #expect(file.contents.contains("// source: ") && file.contents.contains("// revision: "))
            // One table row per line, like the TSV: swift format and scripts/lint.sh skip these files.
            #expect(file.contents.contains("\n// swift-format-ignore-file\n"))
        }
    }

    @Test func badTablesAreReportedWithFileAndLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-tablegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in try FileManager.default.contentsOfDirectory(
            atPath: Fixture.root.appendingPathComponent("Tables").path)
        {
            try FileManager.default.copyItem(
                at: Fixture.root.appendingPathComponent("Tables/\(name)"), to: folder.appendingPathComponent(name))
        }
        let ios = folder.appendingPathComponent("ios.tsv")
        var text = try String(contentsOf: ios, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "xSmall\tBody\tRegular\t14\t19", with: "xSmall\tBody\tRegular\tfourteen\t19")
        try text.write(to: ios, atomically: true, encoding: .utf8)
        #expect { try TableGenerator(tablesDirectory: folder).generate() } throws: { error in
            "\(error)" == "Tables/ios.tsv:12: error: expected a number in column 'size', instead saw 'fourteen'"
        }
    }
}
