import FontScaleTestSupport
import Foundation
import Testing

/// Pages made from font files in headless Chromium: each draws the font it names (its
/// @font-face loads, `document.fonts.check` passes) at the widths report.json gives. The family
/// route is checked the same way on Merriweather (ReportCommandTests) and Amiri (ReportScriptTests).
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct ReportPageTests {
    static let out = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-cli-page-\(getpid())")

    /// Runs the report on `arguments` into a folder of its own; returns the folder, the run and report.json.
    func report(_ name: String, _ arguments: [String]) throws -> (URL, Run, [String: Any]) {
        let out = Self.out.appendingPathComponent(name)
        let run = try Run(
            ["report"] + arguments + [
                "--out", out.path, "--formats", "html,json", "--date", "2026-11-24",
                "--font-dir", TestFonts.directory,
            ])
        try #require(run.status == 0, "\(run.stderr)")
        let folders = try FileManager.default.contentsOfDirectory(at: out, includingPropertiesForKeys: nil)
        let folder = try #require(folders.first)
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        let json = try JSONSerialization.jsonObject(with: data)
        return (folder, run, try #require(json as? [String: Any]))
    }

    /// A WOFF2 copy of `font` made by Debian's woff2_compress (a second encoder), in a scratch folder.
    static func woff2(_ font: String) throws -> String {
        let compress = try #require(
            ["/usr/bin/woff2_compress", "/usr/local/bin/woff2_compress"].first {
                FileManager.default.isExecutableFile(atPath: $0)
            }, "woff2_compress is missing: run scripts/install-deps.sh (Debian's woff2)")
        let url = URL(fileURLWithPath: font)
        let copy = try SFNT.write(Array(try Data(contentsOf: url)), named: url.lastPathComponent)
        let result = try Command.run(compress, [copy])
        try #require(result.status == 0, "\(result.stderr)")
        return String(copy.dropLast(4)) + ".woff2"
    }

    /// (file, --embed-fonts, the custom face's CSS weight, what the page calls the file).
    static let files: [(String, String, String)] = [
        ("Inter[opsz,wght].ttf", "subset", "100 900"),  // variable, with opsz
        ("AtkinsonHyperlegible-Bold.ttf", "full", "700"),  // static TrueType, whole file
        ("AtkinsonHyperlegible-Italic.woff2", "full", "400"),  // WOFF2: the file as it is, format("woff2")
        ("AtkinsonHyperlegible-Italic.woff2", "subset", "400"),  // WOFF2 subset to the samples (TrueType)
        ("NotoSansCJK-Regular.ttc#2", "full", "400"),  // a collection's face (Simplified Chinese)
    ]

    @Test(arguments: files)
    func fontFilePagesDrawTheirFont(file: String, embedding: String, weight: String) throws {
        try #require(ChromiumPage.available, "install Chromium: scripts/install-deps.sh --with-chromium")
        var path = TestFonts.directory + "/" + file
        if file.hasSuffix(".woff2") {
            path = try Self.woff2(TestFonts.directory + "/" + file.replacingOccurrences(of: ".woff2", with: ".ttf"))
        }
        var arguments = ["--font-file", path, "--embed-fonts", embedding]
        if file.hasPrefix("NotoSansCJK") { arguments += ["--text", "动态字体大小", "--text", "Dynamic Type"] }
        let name = "\(file)-\(embedding)".filter { $0.isLetter || $0.isNumber || $0 == "-" }
        let (folder, _, json) = try report(name, arguments)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("@font-face { font-family: \"FS Custom\"; src: url(data:"), "embeds the custom font")
        if file.hasSuffix(".woff2") {
            #expect(html.contains("data:font/woff2;base64,") == (embedding == "full"), "full embeds the WOFF2 file")
        }
        let page = try ChromiumPage(path: folder.appendingPathComponent("index.html").path)
        let custom = page.faces.filter { $0.family == "FS Custom" }
        #expect(custom.count == 1 && custom.first?.weight == weight, "\(page.faces)")
        #expect(page.faces.allSatisfy { $0.status == "loaded" }, "\(page.faces)")
        #expect(page.check["FS Custom"] == true && page.check["FS Reference"] == true, "\(page.check)")
        let (worst, compared) = page.largestDifference(from: json)
        let grids = 1 + ((json["additionalSamples"] as? [Any])?.count ?? 0)
        #expect(compared == 12 * 11 * 2 * grids)
        #expect(worst < 0.05, "largest difference \(worst) px")
    }

}
