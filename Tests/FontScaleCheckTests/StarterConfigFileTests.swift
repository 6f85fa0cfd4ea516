import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// `fontscale init`'s config: font folders relative to the config's folder when inside it.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct StarterConfigFileTests {
    @Test func fontFoldersInsideTheConfigsFolderAreRelative() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let font = try CustomFont(family: "Merriweather", catalog: catalog)
        let fonts = URL(fileURLWithPath: TestFonts.directory)
        let beside = fonts.deletingLastPathComponent().appendingPathComponent("fontscale.yml").path
        let inside = try StarterConfig.yaml(font: font, fontDirectories: [TestFonts.directory], configPath: beside)
        #expect(inside.contains("  directories: [\"\(fonts.lastPathComponent)\"]\n"))
        let elsewhere = try StarterConfig.yaml(
            font: font, fontDirectories: [TestFonts.directory],
            configPath: "/nonexistent/fontscale.yml")
        #expect(elsewhere.contains("  directories: [\"\(fonts.standardizedFileURL.path)\"]\n"))
        #expect(elsewhere == (try StarterConfig.yaml(font: font, directories: [fonts.standardizedFileURL.path])))
    }
}
