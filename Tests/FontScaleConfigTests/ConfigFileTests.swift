import FontScaleConfig
import FontScaleTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Reading a config file: every way a path can fail to be a config, named by its real cause, from
/// real files, folders, pipes and process limits.
@Suite struct ConfigFileTests {
    /// A new scratch folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// What reading `path` throws, as a command prints it.
    static func failure(_ path: String) -> String? {
        do {
            _ = try ConfigFile.text(path)
            return nil
        } catch {
            #expect(error.isReadFailure)
            return error.description
        }
    }

    @Test func aConfigIsReadAsItsText() throws {
        let path = try Self.folder().appendingPathComponent("fontscale.yml").path
        try Data("version: 1\n# é\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try ConfigFile.text(path) == "version: 1\n# é\n")
    }

    @Test func everyPathThatIsNoConfigIsNamed() throws {
        let folder = try Self.folder()
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let cases: [(String, String)] = [
            ("missing.yml", "no such file"),
            ("sub", "it is a folder; expected a config file (YAML or JSON)"),
            ("pipe.yml", "not a regular file; expected a config file (YAML or JSON)"),
            ("font.yml", "it is a font file; expected a config (YAML or JSON text)"),
            ("latin1.yml", "not UTF-8 text; expected a config (YAML or JSON text)"),
            ("big.yml", "it is 17 MB; expected a config of at most 16 MB"),
            ("plain.yml/fontscale.yml", "no such file (a part of the path is not a folder)"),
        ]
        try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: false)
        // A named pipe would block a plain read until a writer came.
        #expect(mkfifo(path("pipe.yml"), 0o600) == 0)
        try Data([0, 1, 0, 0, 0, 12]).write(to: URL(fileURLWithPath: path("font.yml")))
        try Data([0x76, 0x3a, 0x20, 0xe9, 0x0a]).write(to: URL(fileURLWithPath: path("latin1.yml")))
        // A sparse file: 17 MB by its size, nothing on disk.
        #expect(FileManager.default.createFile(atPath: path("big.yml"), contents: nil))
        #expect(truncate(path("big.yml"), 17 << 20) == 0)
        try Data("version: 1\n".utf8).write(to: URL(fileURLWithPath: path("plain.yml")))
        for (name, why) in cases {
            #expect(Self.failure(path(name)) == "cannot read config '\(path(name))': \(why)", "\(name)")
        }
    }
}
