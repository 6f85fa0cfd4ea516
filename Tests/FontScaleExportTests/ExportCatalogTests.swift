import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleTestSupport
import Testing

/// `ExportModel(config:extraDirectories:)`: the catalog `fontscale export` builds.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct ExportCatalogTests {
    @Test func sameModelAsWithTheConfigsOwnCatalog() throws {
        let config = try Examples.config("clean.yml")
        let catalog = try FontCatalog(fontDirectories: config.fontDirectories)
        let model = try ExportModel(config: config, extraDirectories: [])
        #expect(model == (try ExportModel(config: config, catalog: catalog)))
    }

    // A folder the config names is the config's error, at its line; an extra one (--font-dir,
    // FONTSCALE_FONT_PATH) is not the config's, and says so without a config location.
    @Test func aRefusedFolderIsAConfigErrorOnlyWhenTheConfigNamesIt() throws {
        let config = try Examples.config("clean.yml")
        #expect(throws: FontError.directoryNotFound(path: "/nonexistent/fonts")) {
            try ExportModel(config: config, extraDirectories: ["/nonexistent/fonts"])
        }
        let text =
            "version: 1\nfonts:\n  directories: [missing]\n  family: Inter\nstyles:\n  - {name: Body, textStyle: body, size: 17}\n"
        let missing = try ConfigParser.parse(text, file: "/tmp/fontscale-export-catalog/t.yml")
        #expect {
            try ExportModel(config: missing, extraDirectories: [])
        } throws: { error in
            "\(error)"
                == "/tmp/fontscale-export-catalog/t.yml:3:16: error: fonts.directories: font folder '/tmp/fontscale-export-catalog/missing' does not exist"
        }
    }
}
