import FontScale
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput
import FontScaleTestSupport
import Foundation
import Testing

/// examples/pipeline.yml: two variable fonts (Merriweather, Inter) and a static one (Atkinson
/// Hyperlegible, two files), in every format.
enum Pipeline {
    /// `assets` written into `folder` as `export --format fonts -o DIR` writes them: the font files
    /// copied into fonts/, then the text files and static instances.
    static func writeFolder(_ assets: FontAssets, to folder: URL) throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        for font in assets.fonts {
            try FileManager.default.copyItem(
                atPath: font.face.path, toPath: folder.appendingPathComponent("fonts/" + font.name).path)
        }
        try writeTexts(assets, to: folder)
    }

    /// The text files and static instances of `assets` into `folder` (font files not copied).
    static func writeTexts(_ assets: FontAssets, to folder: URL) throws {
        for file in try assets.textFiles() {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
        for font in assets.instances {
            try font.data().write(to: folder.appendingPathComponent(FontAssets.androidFolder + "/" + font.name))
        }
    }

    static let name = "pipeline.yml"
    static let fluid = try! FluidType(parsing: "320-1280")

    static func model() throws -> (CheckConfig, ExportModel) {
        let config = try Examples.config(name)
        return (
            config, try ExportModel(config: config, catalog: try FontCatalog(fontDirectories: config.fontDirectories))
        )
    }

    /// `format` with the CLI's words in its headers (`ExportCommands.cli`).
    static func render(_ format: ExportFormat, options: ExportOptions = ExportOptions()) throws -> String {
        let (config, model) = try model()
        var options = options
        options.commands = .cli
        return try Exporter.render(format, model: model, config: config, source: name, options: options)
    }

    /// The folder `export --format fonts -o DIR` writes, written as the CLI writes it (static
    /// instances in android/font/ below `minimumSDK` 28).
    static func writeFonts(to folder: URL, minimumSDK: Int = ExportOptions.defaultMinimumSDK) throws -> FontAssets {
        let (_, model) = try model()
        var options = ExportOptions(commands: .cli)
        options.minimumSDK = minimumSDK
        let assets = FontAssets(model: model, source: name, options: options)
        try? FileManager.default.removeItem(at: folder)
        try writeFolder(assets, to: folder)
        return assets
    }
}

@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct PipelineExportTests {
    static let out = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-pipeline-\(getpid())")

    /// A golden file per format, and the same bytes on a second run.
    @Test(arguments: ExportFormat.allCases) func golden(format: ExportFormat) throws {
        let text = try Pipeline.render(format)
        #expect(try Pipeline.render(format) == text, "not deterministic")
        try goldenFiles.check(text, "pipeline.\(format.rawValue).txt")
    }

    @Test func fluidCSSGolden() throws {
        try goldenFiles.check(
            try Pipeline.render(.css, options: ExportOptions(fluid: Pipeline.fluid)), "pipeline.css-fluid.txt")
    }

    /// The fonts folder: the four files the styles resolved to, once each; Info.plist's UIAppFonts
    /// and the Android families name exactly those files; the manifest's checksums are sha256sum's.
    /// At minSdk 28, where the families name the variable files (below it, AndroidInstanceTests).
    @Test func fontFilesAreListedExactly() throws {
        let folder = Self.out.appendingPathComponent("fonts-folder")
        let assets = try Pipeline.writeFonts(to: folder, minimumSDK: 28)
        let copied = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("fonts").path)
            .sorted()
        #expect(
            copied == [
                "atkinsonhyperlegible_bold.ttf", "atkinsonhyperlegible_regular.ttf", "inter_opsz_wght.ttf",
                "merriweather_opsz_wdth_wght.ttf",
            ])
        #expect(
            assets.fonts.map(\.face.fileName).sorted() == [
                "AtkinsonHyperlegible-Bold.ttf", "AtkinsonHyperlegible-Regular.ttf", "Inter[opsz,wght].ttf",
                "Merriweather[opsz,wdth,wght].ttf",
            ])
        let plist = try String(contentsOf: folder.appendingPathComponent("UIAppFonts.plist"), encoding: .utf8)
        let strings = plist.components(separatedBy: "<string>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(strings.sorted() == copied)
        var resources: [String] = []
        var xmlFiles = [folder.appendingPathComponent("UIAppFonts.plist").path]
        for family in try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("android/font").path)
        {
            let path = folder.appendingPathComponent("android/font/" + family).path
            xmlFiles.append(path)
            let xml = try String(contentsOfFile: path, encoding: .utf8)
            resources += xml.components(separatedBy: "android:font=\"@font/").dropFirst().map {
                String($0.prefix { $0 != "\"" })
            }
        }
        #expect(Set(resources) == Set(copied.map { String($0.prefix { $0 != "." }) }))
        #expect(resources.count == 5, "Inter at 400 and 600, Merriweather at 700, Atkinson's two files")
        let lint = try Command.run("/usr/bin/xmllint", ["--noout"] + xmlFiles)
        #expect(lint.status == 0, "\(lint.stderr)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("fonts-manifest.json")))
                as? [String: Any])
        let files = try #require(manifest["files"] as? [[String: Any]])
        #expect(files.count == 4)
        for file in files {
            let path = folder.appendingPathComponent(try #require(file["file"] as? String)).path
            let sum = try Command.run("/usr/bin/sha256sum", [path]).stdout.prefix(64)
            #expect(file["sha256"] as? String == String(sum), "\(path)")
            // Every test font is under the OFL: name ID 13 says so, ID 14 gives its URL.
            #expect(file["licence"] as? String == "SIL Open Font License 1.1")
            #expect((file["licenceURL"] as? String)?.hasPrefix("https://") == true)
        }
        let inter = try #require(files.first { $0["original"] as? String == "Inter[opsz,wght].ttf" })
        #expect(inter["weights"] as? [Int] == [100, 900] && inter["weightsUsed"] as? [Int] == [400, 600])
        #expect(inter["licenceURL"] as? String == "https://openfontlicense.org")
        let bold = try #require(files.first { $0["original"] as? String == "AtkinsonHyperlegible-Bold.ttf" })
        #expect(bold["weights"] as? [Int] == [700] && bold["variable"] as? Bool == false)
        #expect(bold["licenceURL"] as? String == "https://scripts.sil.org/OFL")
    }

    /// A WOFF2 file (woff2_compress of Atkinson Hyperlegible) is declared as WOFF2 on the web and
    /// left out of UIAppFonts and the Android family, which do not load WOFF files, with a note.
    @Test func woff2IsForTheWebOnly() throws {
        let folder = Self.out.appendingPathComponent("woff2")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ttf = folder.appendingPathComponent("Atkinson.ttf")
        try? FileManager.default.removeItem(at: ttf)
        try FileManager.default.copyItem(atPath: TestFonts.atkinsonRegular, toPath: ttf.path)
        let compress = try Command.run("/usr/bin/woff2_compress", [ttf.path])
        try #require(compress.status == 0, "\(compress.stderr)")
        let yaml = """
            version: 1
            styles:
              - {name: Body, textStyle: body, size: 17, file: "\(folder.path)/Atkinson.woff2"}
            """
        let config = try ConfigParser.parse(yaml, file: folder.appendingPathComponent("w.yml").path)
        let model = try ExportModel(config: config, catalog: nil)
        let files = try FontAssets(model: model, source: "w.yml").textFiles()
        let css = try #require(files.first { $0.path == "fonts.css" }?.text)
        #expect(css.contains("  src: url(\"fonts/atkinson.woff2\") format(\"woff2\");\n  font-weight: 400;\n"))
        let plist = try #require(files.first { $0.path == "UIAppFonts.plist" }?.text)
        #expect(plist.contains("<array>\n    </array>"))
        let android = try #require(files.first { $0.path.hasPrefix("android/font/") }?.text)
        #expect(android.contains("<!-- atkinson.woff2: Android does not load WOFF files; add a TTF or OTF. -->"))
        #expect(!android.contains("<font "))
    }

    /// A feature the font lacks is an error naming the style; features the fonts have pass.
    @Test func featuresAreCheckedByShaping() throws {
        let (_, model) = try Pipeline.model()
        #expect(model.featureProblems.isEmpty, "Inter has tnum and ss01")
        let yaml = """
            version: 1
            fonts: {directories: ["\(TestFonts.directory)"]}
            styles:
              - {name: Total, textStyle: body, size: 17, family: Atkinson Hyperlegible, features: [tnum, ss01, "-liga", zero]}
              - {name: Figures, textStyle: body, size: 17, family: Merriweather, features: [tnum, onum, ss01]}
              - {name: Label, textStyle: body, size: 17, file: "\(TestFonts.heebo)", features: [case]}
            """
        let config = try ConfigParser.parse(yaml, file: "/tmp/features.yml")
        let lacking = try ExportModel(config: config, catalog: try FontCatalog(fontDirectories: config.fontDirectories))
        // Atkinson Hyperlegible's GSUB has tnum but no ss01, liga or zero (fontTools lists its features).
        #expect(lacking.featureProblems.map(\.feature) == ["ss01", "-liga", "zero", "case"])
        // Heebo lists case, whose one substitution is the Catalan middle dot's (reached through locl only).
        #expect(
            lacking.featureProblems.last?.description
                == "style 'Label' asks for the OpenType feature 'case', which Heebo lists but that changes nothing in the probe text and the style's samples (shaping with and without it gives the same glyphs)"
        )
        #expect(
            lacking.featureProblems.first?.description
                == "style 'Total' asks for the OpenType feature 'ss01', which Atkinson Hyperlegible does not have (shaping with and without it gives the same glyphs)"
        )
    }

    @Test func fluidParsesStrictly() throws {
        let fluid = try FluidType(parsing: "320px-1280px")
        #expect(fluid.minWidth == 320 && fluid.maxWidth == 1280 && fluid.to == .xxxLarge)
        for (text, message) in [
            (
                "1280-320",
                "--fluid: expected the narrower viewport width first, such as 320-1280, instead saw '1280-320'"
            ),
            ("320", "--fluid: expected two viewport widths in px as MIN-MAX, such as 320-1280, instead saw '320'"),
            ("320-", "--fluid: expected two viewport widths in px as MIN-MAX, such as 320-1280, instead saw '320-'"),
            (
                "-320-1280",
                "--fluid: expected two viewport widths in px as MIN-MAX, such as 320-1280, instead saw '-320-1280'"
            ),
            (
                "20rem-80rem",
                "--fluid: expected two viewport widths in px as MIN-MAX, such as 320-1280, instead saw '20rem-80rem'"
            ),
            (
                "0-1280",
                "--fluid: expected two viewport widths in px as MIN-MAX, such as 320-1280, instead saw '0-1280'"
            ),
            (
                "320-1e9",
                "--fluid: expected two viewport widths in px as MIN-MAX, such as 320-1280, instead saw '320-1e9'"
            ),
        ] {
            #expect(throws: FluidRangeError.self) { try FluidType(parsing: text) }
            do { _ = try FluidType(parsing: text) } catch { #expect("--fluid: \(error.description)" == message) }
        }
    }

    /// Body grows from 17 px at Large to 48 px at AX5 (UIFontMetrics): 2.82x, over 2.5x, refused
    /// with the numbers; to xxxLarge (23 px, 1.35x) it passes.
    @Test func fluidRefusesWhatBreaksZoom() throws {
        let (_, model) = try Pipeline.model()
        #expect(Pipeline.fluid.zoomProblems(model).isEmpty)
        let problems = try FluidType(parsing: "320-1280", to: .accessibility5).zoomProblems(model)
        #expect(problems.count == 5, "every style but Title (28 to 56 px: 2x)")
        #expect(
            problems[1]
                == "Body grows from 17 to 48 px, 2.82x (over 2.5x: at 500% zoom 17 px is 85 px, 177% of 48 px, not 200%)"
        )
        // Written anyway (a library caller need not ask), the header does not claim 1.4.4.
        let css = try Pipeline.render(
            .css, options: ExportOptions(fluid: FluidType(parsing: "320-1280", to: .accessibility5)))
        #expect(
            css.contains(
                "at least 108.8% of its unzoomed size, not 200% (Caption in a window 1280 px wide); every style reaches 200% at every width by 633% zoom (2 x its largest over its smallest size), beyond the browsers' 500%: WCAG 1.4.4 is not guaranteed."
            ))
    }

    /// The Figma request body against the rules its schema cannot state (`SpecValidationTests`
    /// validates it against the schema), and the values of `fontscale scale`.
    @Test func figmaVariables() throws {
        let json = try JSONValue.parse(Data(try Pipeline.render(.figma).utf8))
        let problems = FigmaFormat.problems(json)
        #expect(problems.isEmpty, "\(problems)")
        let collections = try #require(json["variableCollections"]?.array)
        #expect(collections.count == 2)
        let modes = try #require(json["variableModes"]?.array)
        let iosModes = modes.filter { $0["variableCollectionId"]?.string == "collection:dynamic-type" }
        // Large first: Figma opens a collection on its initial mode; the others in order after it.
        #expect(
            iosModes.map { $0["name"]?.string ?? "" }
                == ["Large"] + ContentSizeCategory.allCases.map(\.displayName).filter { $0 != "Large" })
        #expect(iosModes.count == 12)
        let android = modes.filter { $0["variableCollectionId"]?.string == "collection:android-font-scale" }
        #expect(android.map { $0["name"]?.string ?? "" } == ["1.0", "0.85", "1.15", "1.3", "1.5", "1.8", "2.0"])
        // Body (17 pt, uiFontMetrics): UIFontMetrics' measured multipliers, rounded to whole points as `fontscale scale` prints.
        let body = FigmaFormat.values(json, variable: "Body/font size")
        for row in Fixture.table("uifontmetrics_scale.tsv") where row["style"] == "Body" {
            let category = try ContentSizeCategory.parse(row["category"]!)
            let expected = 17 * Fixture.number(row["measured_multiplier"])
            let index = ContentSizeCategory.allCases.firstIndex(of: category)!
            #expect(abs(body[index] - expected) <= 0.5, "\(category): \(body[index]) against \(expected)")
            #expect(body[index] == body[index].rounded())
        }
        #expect(body[11] == 48 && body[3] == 17)
        // Android 14 at font scale 2.0 (AOSP FontScaleConverterFactory: 14 sp -> 26 dp, 18 sp -> 30 dp): 17 sp -> 29 dp.
        #expect(
            FigmaFormat.values(json, variable: "Body/font size", collection: 1) == [
                14.45, 17, 18.95, 20.9, 23.5, 26.8, 29,
            ])
    }

    /// The format check fails where Figma would refuse and its schema cannot say: a value missing
    /// for a mode, a name with a dot, an initial mode left as "Mode 1" (a scope Figma does not know
    /// is the schema's to refuse: `SpecValidationTests.validatorRefuses`).
    @Test func figmaFormatCheckCatchesWhatFigmaRefuses() throws {
        let json = try JSONValue.parse(Data(try Pipeline.render(.figma).utf8))
        guard case var .object(body) = json, case var .array(values) = body["variableModeValues"]!,
            case var .array(variables) = body["variables"]!, case var .array(modes) = body["variableModes"]!,
            case var .object(variable) = variables[0]
        else { Issue.record("not the expected shape"); return }
        values.removeLast()
        variable["name"] = .string("Title.1/font family")
        variables[0] = .object(variable)
        modes.removeFirst()
        body["variableModeValues"] = .array(values)
        body["variables"] = .array(variables)
        body["variableModes"] = .array(modes)
        let problems = FigmaFormat.problems(.object(body))
        #expect(problems.contains("variable Title.1/font family: '.', '{' or '}'"), "\(problems)")
        #expect(problems.contains("collection collection:dynamic-type: its initial mode keeps Figma's name \"Mode 1\""))
        #expect(problems.contains("variable variable:1:5:letter-spacing: no value in mode mode:1:6"))
    }

    /// With the HIG's own curve (proportional), a 17 pt Body is the system Body: every one of the
    /// 12 modes holds Tables/ios.tsv's size, AX5 53 pt, and its leading scaled to the 22 pt line.
    @Test func figmaModesHoldTheHIGTable() throws {
        var text = try String(contentsOf: Examples.folder.appendingPathComponent(Pipeline.name), encoding: .utf8)
        text = text.replacingOccurrences(of: "model: uiFontMetrics", with: "model: proportional")
        let config = try ConfigParser.parse(text, file: Examples.folder.appendingPathComponent(Pipeline.name).path)
        let model = try ExportModel(config: config, catalog: try FontCatalog(fontDirectories: config.fontDirectories))
        let json = try JSONValue.parse(
            Data(try Exporter.render(.figma, model: model, config: config, source: "p.yml").utf8))
        #expect(FigmaFormat.problems(json).isEmpty)
        let table = Fixture.rows(Fixture.root.appendingPathComponent("Tables/ios.tsv"))!.filter {
            $0["style"] == "Body"
        }
        #expect(table.count == 12)
        #expect(FigmaFormat.values(json, variable: "Body/font size") == table.map { Fixture.number($0["size"]) })
        #expect(FigmaFormat.values(json, variable: "Body/font size")[11] == 53)
    }
}
