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

    @Test func aRefusedFolderIsAConfigErrorAtFonts() throws {
        let config = try Examples.config("clean.yml")
        #expect {
            try ExportModel(config: config, extraDirectories: ["/nonexistent/fonts"])
        } throws: { error in
            guard let error = error as? ConfigError else { return false }
            return error.description.contains("fonts.directories: ")
        }
    }
}
