import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

/// The example configs, parsed, with their font folders.
enum Examples {
    static let folder = Fixture.root.appendingPathComponent("examples")

    static func config(_ name: String) throws -> CheckConfig {
        let url = folder.appendingPathComponent(name)
        return try ConfigParser.parse(try String(contentsOf: url, encoding: .utf8), file: url.path)
    }

    static func render(_ format: ExportFormat, _ name: String) throws -> String {
        let config = try config(name)
        return try Exporter.render(
            format, config: config, catalog: try FontCatalog(fontDirectories: config.fontDirectories), source: name,
            options: ExportOptions(commands: .cli))
    }
}

/// The golden files beside these tests.
let goldenFiles = GoldenFiles(besides: #filePath)

@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct ExportGoldenTests {
    static let cases: [(String, ExportFormat)] = ["clean.yml", "violations.yml"].flatMap { name in
        ExportFormat.allCases.map { (name, $0) }
    }

    /// Every format of both example configs, byte for byte, and the same bytes on a second run.
    @Test(arguments: cases) func golden(config: String, format: ExportFormat) throws {
        let text = try Examples.render(format, config)
        #expect(try Examples.render(format, config) == text, "not deterministic")
        try goldenFiles.check(text, "\(config.split(separator: ".")[0]).\(format.rawValue).txt")
    }

    /// Values from Apple's table and the font file, not from fontscale: Merriweather's PostScript
    /// names (its fvar named instances), Body at AX3 (HIG: 40 pt), the tnum feature.
    @Test func knownValues() throws {
        let uikit = try Examples.render(.uikit, "clean.yml")
        #expect(uikit.contains("case .title: Self.custom(\"Merriweather-SemiBold\", size: 28.0, weight: .semibold)"))
        #expect(
            uikit.contains(
                "case .price: Self.custom(\"Merriweather-Regular\", size: 17.0, weight: .regular, features: [(\"tnum\", 1)])"
            ))
        #expect(uikit.contains("case .caption: 11.0"), "Caption's minSize 11")
        // UIFontMetrics' multiplier for Body at AX3 as measured on devices (2.1817): 17 pt -> 37.09,
        // drawn on whole pixels at 3x.
        let row = try #require(
            Fixture.table("uifontmetrics_scale.tsv").first { $0["category"] == "AX3" && $0["style"] == "Body" })
        let expected = 17 * Fixture.number(row["measured_multiplier"])
        let css = try Examples.render(.css, "clean.yml")
        let ax3 = try #require(css.range(of: "[data-content-size=\"AX3\"] {"))
        let line = try #require(
            css[ax3.upperBound...].split(separator: "\n").first { $0.contains("--fs-body-font-size:") })
        // In rem at the browsers' default 16 px.
        let size =
            try #require(Double(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces).dropLast(4))) * 16
        #expect(abs(size - expected) <= 1.0 / 3, "\(size) against \(expected)")
        let android = try Examples.render(.android, "violations.yml")
        #expect(android.contains("<item name=\"android:fontFamily\">@font/atkinson_hyperlegible</item>"))
    }
}

@Suite struct ExportNamingTests {
    /// A config with names that are Swift keywords, collide with SwiftUI's Font members, repeat,
    /// start with digits or hold quotes and non-ASCII letters; no font resolves (catalog nil).
    static let tricky = """
        version: 1
        fonts:
          family: "Brand \\"Sans\\""
        styles:
          - {name: Default, textStyle: body, size: 17}
          - {name: Body, textStyle: body, size: 17, maxSize: "2x"}
          - {name: body, textStyle: callout, size: 16, tracking: -0.2, features: [tnum, "-liga", ss01=2]}
          - {name: "2 Up", textStyle: caption2, size: 11, minSize: 10}
          - {name: "Größe */ <x>", textStyle: largeTitle, size: 34, italic: true}
          - {name: "!!!", textStyle: footnote, size: 13}
          - {name: "Line\\nBreak \\"q\\" */", textStyle: subheadline, size: 15}
        """

    static func model() throws -> (CheckConfig, ExportModel) {
        let config = try ConfigParser.parse(tricky, file: "/tmp/tricky.yml")
        return (config, try ExportModel(config: config, catalog: nil))
    }

    @Test func unresolvedFontsAreListed() throws {
        let (_, model) = try Self.model()
        #expect(model.unresolved.map(\.font) == ["Brand \"Sans\""])
        #expect(model.styles[0].postScriptName == "Brand\"Sans\"-Regular")
    }

    @Test func identifiersAreUniqueAndLegal() throws {
        let (config, model) = try Self.model()
        // The cases are the UIKit file's (the SwiftUI file extends its AppTextStyle).
        let swift =
            try Exporter.render(.uikit, model: model, config: config, source: "tricky.yml")
            + Exporter.render(.swiftui, model: model, config: config, source: "tricky.yml")
        for line in [
            "case defaultStyle", "case body\n", "case body2", "case _2Up", "case größe", "case style\n",
            "static var appDefault: Font", "static var appBody: Font", "static var appBody2: Font",
            "static var app2Up: Font",
        ] {
            #expect(swift.contains(line), "\(line)")
        }
        let css = try Exporter.render(.css, model: model, config: config, source: "a */ b.yml")
        #expect(
            css.contains(".fs-body {") && css.contains(".fs-body-2 {") && css.contains(".fs-style-6 {")
                && css.contains(".fs-größe-x {"))
        #expect(!css.dropFirst(2).contains("a */ b"), "the source name closes no comment")
        #expect(css.contains("--fs-default-font-family: \"Brand \\\"Sans\\\"\";"))
        let android = try Exporter.render(.android, model: model, config: config, source: "tricky.yml")
        #expect(
            android.contains("TextAppearance.App.Body\"") && android.contains("TextAppearance.App.Body2\"")
                && android.contains("TextAppearance.App.Gr"))
        #expect(android.contains("@font/brand_sans<"))
    }
}

/// The CSS and XML outputs in the tools that read them: Chromium applies the CSS, xmllint parses the XML.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct ExportParsesTests {
    static let out = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-export-\(getpid())")

    /// Chromium keeps every rule (a rule it cannot parse is dropped) and computes Body's size at
    /// AX3 from the custom properties; without data-content-size it is the Large size.
    @Test func cssInHeadlessChromium() throws {
        let chromium = "/usr/bin/chromium"
        try #require(
            FileManager.default.isExecutableFile(atPath: chromium),
            "install Chromium: scripts/install-deps.sh --with-chromium")
        try FileManager.default.createDirectory(at: Self.out, withIntermediateDirectories: true)
        try Examples.render(.css, "clean.yml").write(
            to: Self.out.appendingPathComponent("type.css"), atomically: true, encoding: .utf8)
        let page = """
            <!doctype html><html data-content-size="AX3"><head><link rel="stylesheet" href="type.css"></head><body>
            <p class="fs-body" id="body">Body</p><p class="fs-title" id="title">Title</p><pre id="result"></pre>
            <script>
            const style = id => getComputedStyle(document.getElementById(id));
            const large = document.createElement('div'); large.className = 'fs-body';
            document.body.append(large);
            const result = {rules: document.styleSheets[0].cssRules.length,
              body: [style('body').fontSize, style('body').lineHeight, style('body').fontWeight, style('body').fontFamily],
              title: [style('title').fontSize, style('title').fontWeight]};
            document.documentElement.removeAttribute('data-content-size');
            result.large = getComputedStyle(large).fontSize;
            document.getElementById('result').textContent = JSON.stringify(result);
            </script></body></html>
            """
        try page.write(to: Self.out.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        let run = try Command.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--dump-dom",
                "file://" + Self.out.appendingPathComponent("page.html").path,
            ])
        let start = try #require(run.stdout.range(of: "<pre id=\"result\">"), "\(run.stderr)")
        let json = run.stdout[start.upperBound...].prefix { $0 != "<" }
        let result = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        // :root, 11 other categories, 5 classes, @supports.
        #expect(result["rules"] as? Int == 18)
        let ax3 = try #require(
            Fixture.table("uifontmetrics_scale.tsv").first { $0["category"] == "AX3" && $0["style"] == "Body" })
        let body = try #require(result["body"] as? [String])
        let size = try #require(Double(body[0].dropLast(2)))
        #expect(abs(size - 17 * Fixture.number(ax3["measured_multiplier"])) <= 1.0 / 3, "\(body)")
        #expect(body[2] == "400" && body[3] == "Merriweather, system-ui, sans-serif", "\(body)")
        #expect((result["title"] as? [String])?[1] == "600")
        #expect(result["large"] as? String == "17px")
    }

    @Test func androidXMLParses() throws {
        try FileManager.default.createDirectory(at: Self.out, withIntermediateDirectories: true)
        for config in ["clean.yml", "violations.yml"] {
            let file = Self.out.appendingPathComponent("\(config).xml")
            try Examples.render(.android, config).write(to: file, atomically: true, encoding: .utf8)
            let run = try Command.run("/usr/bin/xmllint", ["--noout", file.path])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let (config, model) = try ExportNamingTests.model()
        let file = Self.out.appendingPathComponent("tricky.xml")
        try Exporter.render(.android, model: model, config: config, source: "a -- b.yml").write(
            to: file, atomically: true, encoding: .utf8)
        let run = try Command.run("/usr/bin/xmllint", ["--noout", file.path])
        #expect(run.status == 0, "\(run.stderr)")
    }
}

/// `export --format uikit/swiftui` names each style's face as the report does (`AppFontName`),
/// and fontTools finds every name in its font with the weight claimed (scripts/check-font-names.py).
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct ExportFontNameTests {
    @Test func everyExportedNameExistsInItsFont() throws {
        let files = [
            "Inter[opsz,wght].ttf", "Merriweather[opsz,wdth,wght].ttf", "AtkinsonHyperlegible-Bold.ttf",
            "NotoSansArabic[wdth,wght].ttf", "Heebo[wght].ttf",
        ]
        var yaml = "version: 1\nplatform: ios\nstyles:\n"
        for (index, file) in files.enumerated() {
            for weight in [400, 600, 700] {
                yaml +=
                    "  - {name: S\(index)w\(weight), textStyle: body, size: 17, weight: \(weight), file: \"\(TestFonts.directory)/\(file)\"}\n"
            }
        }
        let config = try ConfigParser.parse(yaml, file: "/tmp/names.yml")
        let model = try ExportModel(config: config, catalog: nil)
        #expect(model.unresolved.isEmpty)
        var entries: [FontNameCheck.Entry] = []
        for (index, style) in model.styles.enumerated() {
            let path = TestFonts.directory + "/" + files[index / 3]
            let name = try #require(try CustomFont(file: path).instance(weight: style.weight.rawValue).appFontName)
            #expect(style.postScriptName == name.postScriptName && style.variations == name.variations, "\(style.name)")
            entries.append(
                .init(
                    file: path, index: 0, name: style.postScriptName, variations: style.variations, weight: name.weight)
            )
        }
        let check = try FontNameCheck.run(entries)
        #expect(check.status == 0 && check.output == "15 names checked\n", "\(check.output)")
        let uikit = try Exporter.render(.uikit, model: model, config: config, source: "names.yml")
        #expect(
            uikit.contains(
                #"case .s0w600: Self.custom("Inter-Regular", size: 17.0, weight: .semibold, variations: ["wght": 600])"#
            ))
        #expect(uikit.contains(#"case .s1w600: Self.custom("Merriweather-SemiBold", size: 17.0, weight: .semibold)"#))
        // The DTCG tokens name each face with the variations an app applies on top (issue 34: the
        // name alone is the default instance): read back from the file, fontTools checks them too.
        let dtcg = try Exporter.render(.dtcg, model: model, config: config, source: "names.yml")
        let tokens = try JSONSerialization.jsonObject(with: Data(dtcg.utf8)) as! [String: Any]
        let typography = tokens["typography"] as! [String: [String: Any]]
        var fromTokens: [FontNameCheck.Entry] = []
        for (index, style) in model.styles.enumerated() {
            let token = try #require(
                typography.values.first {
                    ($0["$extensions"] as? [String: [String: Any]])?[DesignTokens.extensionKey]?["order"] as? Int
                        == index
                })
            let ext = (token["$extensions"] as! [String: [String: Any]])[DesignTokens.extensionKey]!
            let variations = (ext["postScriptVariations"] as? [String: Double]) ?? [:]
            #expect(variations == style.variations, "\(style.name)")
            fromTokens.append(
                .init(
                    file: TestFonts.directory + "/" + files[index / 3], index: 0,
                    name: ext["postScriptName"] as! String,
                    variations: variations, weight: entries[index].weight))
        }
        #expect(fromTokens.contains { $0.name == "Inter-Regular" && $0.variations == ["wght": 600] })
        let tokenCheck = try FontNameCheck.run(fromTokens)
        #expect(tokenCheck.status == 0 && tokenCheck.output == "15 names checked\n", "\(tokenCheck.output)")
        let errors = try StandIn.typecheck(
            [ExportFormat.uikit, .swiftui].map {
                ("names-\($0).swift", try Exporter.render($0, model: model, config: config, source: "names.yml"))
            })
        #expect(errors.isEmpty, "\(errors)")
    }
}
