import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleReport
import FontScaleTestSupport
import Foundation
import Testing

/// The names the generated Swift gives UIKit (`AppFontName`), checked by a second reader:
/// scripts/check-font-names.py reads every face with fontTools and confirms that each name is the
/// face's PostScript name or a named instance's, and that it carries the weight claimed beside it.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct AppFontNameTests {
    typealias Entry = FontNameCheck.Entry

    func fontToolsCheck(_ entries: [Entry]) throws -> (status: Int32, output: String) { try FontNameCheck.run(entries) }

    func entry(_ resolved: ResolvedFont) throws -> Entry {
        let name = try #require(resolved.appFontName)
        let info = resolved.instance.face.info
        return Entry(
            file: info.file, index: info.index, name: name.postScriptName, variations: name.variations,
            weight: name.weight)
    }

    /// Every font file the tests fetch (each face of a collection) at the nine CSS weights, and the
    /// static families at Apple's weights: every name exists and carries its weight.
    @Test func everyNameExistsInItsFontWithItsWeight() throws {
        var entries: [Entry] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: TestFonts.directory).filter {
            $0.hasSuffix(".ttf") || $0.hasSuffix(".ttc")
        }
        for file in files.sorted() {
            let path = TestFonts.directory + "/" + file
            let faces = try FontFace(path: path).info.faceCount
            for index in 0..<min(faces, 4) {
                let font = try CustomFont(file: path, index: index)
                for weight in stride(from: 100, through: 900, by: 100) {
                    entries.append(try entry(font.instance(weight: weight)))
                }
            }
        }
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        for family in ["Atkinson Hyperlegible", "Hind", "Amiri", "Noto Sans Hebrew", "Merriweather"] {
            let font = try CustomFont(family: family, catalog: catalog)
            for weight in [400, 600, 700] { entries.append(try entry(font.instance(weight: weight))) }
        }
        #expect(entries.count > 150)
        let check = try fontToolsCheck(entries)
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output == "\(entries.count) names checked\n")
    }

    /// The checker fails: a name the font lacks (the first fvar instance's, the old choice for
    /// DM Sans-like fonts), a weight the face does not carry, and variations on a static face.
    @Test func theCheckerCatchesWrongNames() throws {
        let wrong = [
            Entry(file: TestFonts.merriweather, index: 0, name: "Merriweather-Light", variations: [:], weight: 600),
            Entry(
                file: TestFonts.atkinsonRegular, index: 0, name: "AtkinsonHyperlegible-Regular", variations: [:],
                weight: 700),
            Entry(
                file: TestFonts.atkinsonRegular, index: 0, name: "AtkinsonHyperlegible-Regular",
                variations: ["wght": 400], weight: 400),
            Entry(file: TestFonts.merriweather, index: 0, name: "Merriweather-Book", variations: [:], weight: 400),
        ]
        let check = try fontToolsCheck(wrong)
        #expect(check.status == 1)
        #expect(check.output.split(separator: "\n").count == 4, "\(check.output)")
    }

    /// Known names: Merriweather's default instance is Light (wght 300), so Body (400) is its
    /// Regular named instance; Inter's named instances have no PostScript names, so its Headline
    /// (600) is the default instance Inter-Regular with wght 600 (fontTools: fvar, name ID 6).
    @Test func knownNames() throws {
        let merriweather = try CustomFont(file: TestFonts.merriweather)
        #expect(
            try merriweather.instance(weight: 400).appFontName
                == AppFontName(
                    postScriptName: "Merriweather-Regular", variations: [:], weight: 400, source: .namedInstance))
        #expect(
            try merriweather.instance(weight: 300).appFontName
                == AppFontName(
                    postScriptName: "Merriweather-Light", variations: [:], weight: 300, source: .namedInstance))
        let inter = try CustomFont(file: TestFonts.directory + "/Inter[opsz,wght].ttf")
        #expect(
            try inter.instance(weight: 600).appFontName
                == AppFontName(postScriptName: "Inter-Regular", variations: ["wght": 600], weight: 600, source: .face))
        // Opsz is the device's
        #expect(try inter.instance(weight: 400, opticalSize: 28).appFontName?.variations == [:])
    }

    /// The report's CustomFonts.swift names each style's face through `appFontName` and compiles
    /// (Swift 6, warnings as errors) against the UIKit stand-in.
    @Test func reportSnippetUsesTheNamesAndCompiles() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let inter = try CustomFont(file: TestFonts.directory + "/Inter[opsz,wght].ttf")
        let reference = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        var options = ReportOptions(date: "2026-11-24")
        options.categories = [.large]
        options.transitions = false
        let sample = ReportSample(
            text: "Hamburgefonstiv", script: nil, reference: reference, referenceRole: "--reference")
        let report = try ReportJob(
            font: inter, samples: [sample], labels: reference, scaler: Scaler(), options: options
        ).run().report
        for suggestion in report.suggestions.styles {
            let name = try #require(try inter.instance(weight: suggestion.weight).appFontName)
            #expect(suggestion.postScriptName == name.postScriptName && suggestion.variations == name.variations)
            #expect(suggestion.nameWeight == suggestion.weight)
        }
        let snippet = report.swiftSnippet()
        #expect(
            snippet.contains(
                #".headline: custom("Inter-Regular", size: 17, weight: .semibold, variations: ["wght": 600]),"#))
        #expect(!snippet.contains(")!"))  // no force unwrap of a UIFont
        let errors = try StandIn.typecheck(snippet, name: "CustomFonts.swift")
        #expect(errors.isEmpty, "\(errors)")
    }
}
