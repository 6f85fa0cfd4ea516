import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// `ExportRequest.run`, the export's one entry point: a request in, the text or the font assets out,
/// and its refusals as values worded without the CLI's options.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct ExportRequestTests {
    static func request(_ format: ExportFormat, fluid: FluidType? = nil) throws -> (ExportRequest, FontCatalog) {
        let config = try Examples.config(Pipeline.name)
        return (
            ExportRequest(
                config: config, file: "pipeline.yml", format: format,
                options: ExportOptions(fluid: fluid, commands: .cli)),
            try FontCatalog(fontDirectories: config.fontDirectories)
        )
    }

    @Test func textAndFolderOutcomes() throws {
        let (css, catalog) = try Self.request(.css)
        guard case let .text(text) = try css.run(catalog: catalog).output else {
            Issue.record("css is one text")
            return
        }
        #expect(text == (try Pipeline.render(.css)))
        let (fonts, _) = try Self.request(.fonts)
        let outcome = try fonts.run(catalog: catalog)
        guard case let .folder(assets) = outcome.output else {
            Issue.record("fonts is a folder")
            return
        }
        #expect(assets.fonts.count == 4, "Merriweather, Inter and Atkinson Hyperlegible's two files")
        #expect(outcome.guessed.isEmpty)
    }

    /// Body grows from 17 px at Large to 48 px at AX5: the request is refused with the numbers
    /// (as `fluidRefusesWhatBreaksZoom` finds them), in words that name no option.
    @Test func fluidSizesThatBreakZoomAreRefused() throws {
        let fluid = try FluidType(parsing: "320-1280", to: .accessibility5)
        let (css, catalog) = try Self.request(.css, fluid: fluid)
        #expect {
            try css.run(catalog: catalog)
        } throws: { error in
            guard case let .breaksZoom(file, refused, problems) = error as? ExportError else { return false }
            return file == "pipeline.yml" && refused == fluid && problems.count == 5
                && "\(error)".hasPrefix("pipeline.yml: fluid sizes over 320-1280 px reaching AX5 break WCAG 1.4.4: ")
                && !"\(error)".contains("--")
        }
    }
}
