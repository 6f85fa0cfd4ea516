import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

/// Every vendor keyword and generic family the CSS export writes is one WebKit has: its
/// CSSValueKeywords.in, vendored in Tests/Fixtures/webkit/ (Safari drops a `font` declaration
/// with a keyword it does not know, such as `-apple-system-callout`).
@Suite struct WebKitKeywordTests {
    /// The vendored keywords, without the header.
    static let keywords: Set<String> = {
        let url = Fixture.root.appendingPathComponent("Tests/Fixtures/webkit/CSSValueKeywords-font.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
    }()

    /// A config with a style per text style (no font resolves: the keywords do not depend on one).
    static let everyTextStyle =
        "version: 1\nfonts:\n  family: Brand\nstyles:\n"
        + TextStyle.iOSStyles.map { "  - {name: S \($0.rawValue), textStyle: \($0.rawValue), size: 17}\n" }.joined()

    /// The `-apple-*` and `-webkit-*` keywords in a CSS text, and the families after each `var()` in
    /// `font-family`.
    static func keywords(in css: String) -> [String] {
        var found: [String] = []
        let vendor = /-(apple|webkit)-[a-z0-9-]+/
        for match in css.matches(of: vendor) { found.append(String(match.output.0)) }
        for line in css.split(separator: "\n") where line.contains("font-family: var(") {
            let list = line.split(separator: ":", maxSplits: 1)[1].dropLast()
            found += list.split(separator: ",").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return found
    }

    @Test func vendoredListHasTheTextStyles() {
        #expect(Self.keywords.contains("-apple-system-body") && Self.keywords.contains("-apple-system-title4"))
        #expect(!Self.keywords.contains("-apple-system-callout"))
        #expect(Self.keywords.count == 34, "\(Self.keywords.count)")
    }

    /// The CSS of a style per text style: only keywords WebKit has (the old `-apple-system-callout`
    /// fails here), and every text style's class has its fallback.
    @Test func everyTextStyleWritesAKeywordWebKitHas() throws {
        let config = try ConfigParser.parse(Self.everyTextStyle, file: "/tmp/every-style.yml")
        let model = try ExportModel(config: config, catalog: nil)
        let css = try Exporter.render(.css, model: model, config: config, source: "every-style.yml")
        let found = Self.keywords(in: css)
        #expect(found.filter { $0.hasPrefix("-apple-system-") }.count >= TextStyle.iOSStyles.count + 1)
        #expect(found.filter { !Self.keywords.contains($0) }.isEmpty, "\(Set(found).subtracting(Self.keywords))")
        #expect(css.contains(".fs-s-callout.fs-system { font: -apple-system-body; }"))
        #expect(css.contains(".fs-s-largetitle.fs-system { font: -apple-system-title0; }"))
    }

    /// Every example config's CSS, fixed and fluid.
    @Test(
        .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
        arguments: ["clean.yml", "violations.yml", "pipeline.yml", "clean.json"])
    func exampleConfigsWriteOnlyWebKitKeywords(name: String) throws {
        let config = try Examples.config(name)
        let model = try ExportModel(config: config, catalog: try FontCatalog(fontDirectories: config.fontDirectories))
        for options in [ExportOptions(), ExportOptions(fluid: try FluidType(parsing: "320-1280"))] {
            let css = try Exporter.render(.css, model: model, config: config, source: name, options: options)
            let found = Self.keywords(in: css)
            #expect(found.contains("-apple-system-body"))
            #expect(
                found.filter { !Self.keywords.contains($0) }.isEmpty,
                "\(name): \(Set(found).subtracting(Self.keywords))")
        }
    }
}
