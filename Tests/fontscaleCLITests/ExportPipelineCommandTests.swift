import FontScaleTestSupport
import Foundation
import Testing

/// `export --format fonts`, `--fluid`, `--kotlin-package` and the feature check, through the CLI.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct ExportPipelineCommandTests {
    let config = Fixture.root.appendingPathComponent("examples/pipeline.yml").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-export-fonts-\(getpid())")

    /// The folder: four font files and the text beside them; a second run refuses to overwrite, --force does.
    @Test func fontsFolder() throws {
        try? FileManager.default.removeItem(at: scratch)
        let out = scratch.appendingPathComponent("assets").path
        let run = try Run(["export", config, "--format", "fonts", "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout
                == "wrote 13 files to \(out): 4 font files in fonts/, 3 static instances in android/font/ for minSdk 21, fonts.css, UIAppFonts.plist, android/font/merriweather.xml, android/font/inter.xml, android/font/atkinson_hyperlegible.xml, fonts-manifest.json\n"
        )
        let instances = try FileManager.default.contentsOfDirectory(atPath: out + "/android/font").filter {
            $0.hasSuffix(".ttf")
        }
        #expect(instances.sorted() == ["inter_wght400.ttf", "inter_wght600.ttf", "merriweather_wght700.ttf"])
        let at28 = try Run(["export", config, "--format", "fonts", "-o", out + "-28", "--min-sdk", "28"])
        #expect(at28.status == 0 && at28.stdout.hasPrefix("wrote 10 files"), "\(at28.stdout)\(at28.stderr)")
        let fonts = try FileManager.default.contentsOfDirectory(atPath: out + "/fonts").sorted()
        #expect(
            fonts == [
                "atkinsonhyperlegible_bold.ttf", "atkinsonhyperlegible_regular.ttf", "inter_opsz_wght.ttf",
                "merriweather_opsz_wdth_wght.ttf",
            ])
        // The copies are the files, byte for byte.
        let original = try Data(contentsOf: URL(fileURLWithPath: TestFonts.inter))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/fonts/inter_opsz_wght.ttf")) == original)
        let again = try Run(["export", config, "--format", "fonts", "-o", out])
        #expect(again.status == 64)
        #expect(
            again.stderr
                == "fontscale: error: '\(out)/fonts/merriweather_opsz_wdth_wght.ttf' exists; pass --force to overwrite it, or choose another --output\n"
        )
        #expect(try Run(["export", config, "--format", "fonts", "-o", out, "--force"]).status == 0)
    }

    @Test(arguments: [
        (
            ["--format", "fonts"], 64,
            "--format fonts: expected -o DIR, the folder to copy the fonts into, instead saw no -o"
        ),
        (
            ["--format", "css", "--fluid", "1280-320"], 64,
            "--fluid: expected the narrower viewport width first, such as 320-1280, instead saw '1280-320'"
        ),
        (
            ["--format", "css", "--fluid", "320..1280"], 64,
            "--fluid: expected two viewport widths in px as MIN-MAX, such as 320-1280, instead saw '320..1280'"
        ),
        (
            ["--format", "figma", "--fluid", "320-1280"], 64,
            "--fluid: expected --format css, instead saw --format figma"
        ),
        (
            ["--format", "css", "--fluid-to", "AX1"], 64,
            "--fluid-to: expected --fluid MIN-MAX with it, instead saw no --fluid"
        ),
        (
            ["--format", "compose", "--kotlin-package", "com.1app"], 64,
            "--kotlin-package: expected a Kotlin package such as com.example.app, instead saw 'com.1app'"
        ),
        (
            ["--format", "css", "--kotlin-package", "com.app"], 64,
            "--kotlin-package: expected --format compose, instead saw --format css with 'com.app'"
        ),
        (["--format", "css", "--units", "pt"], 64, "--units: expected rem or px, instead saw 'pt'"),
        (
            ["--format", "uikit", "--units", "px"], 64,
            "--units: expected --format css, instead saw --format uikit with --units px"
        ),
        (
            ["--format", "css", "--figma-existing", "local.json"], 64,
            "--figma-existing: expected --format figma, instead saw --format css with 'local.json'"
        ),
        (
            ["--format", "figma", "--figma-existing", "nowhere.json"], 2,
            "--figma-existing: cannot read 'nowhere.json': no such file"
        ),
        (
            ["--format", "css", "--min-sdk", "26"], 64,
            "--min-sdk: expected --format android, compose or fonts, instead saw --format css with --min-sdk 26"
        ),
        (
            ["--format", "android", "--min-sdk", "0"], 64,
            "--min-sdk: expected an Android API level from 1 to 99, instead saw 0"
        ),
    ])
    func usageErrors(arguments: [String], status: Int32, message: String) throws {
        let run = try Run(["export", config] + arguments)
        #expect(run.status == status && run.stdout.isEmpty)
        #expect(run.stderr == "fontscale: error: " + message + "\n")
    }

    /// To AX5, five styles grow more than 2.5x: refused (exit 1) with the numbers; to xxxLarge it is written.
    @Test func fluidZoomLimit() throws {
        let refused = try Run(["export", config, "--format", "css", "--fluid", "320-1280", "--fluid-to", "AX5"])
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "fontscale: error: \(config): --fluid 320-1280 --fluid-to AX5 breaks WCAG 1.4.4: Headline grows from 17 to 48 px, 2.82x (over 2.5x: at 500% zoom 17 px is 85 px, 177% of 48 px, not 200%); Body grows from 17 to 48 px, 2.82x (over 2.5x: at 500% zoom 17 px is 85 px, 177% of 48 px, not 200%); Price grows from 17 to 48 px, 2.82x (over 2.5x: at 500% zoom 17 px is 85 px, 177% of 48 px, not 200%); Caption grows from 12 to 38 px, 3.17x (over 2.5x: at 500% zoom 12 px is 60 px, 158% of 38 px, not 200%); Footnote grows from 13 to 38 px, 2.92x (over 2.5x: at 500% zoom 13 px is 65 px, 171% of 38 px, not 200%); lower --fluid-to or give the style a maxSize (fluid text within 2.5x reaches 200% by 500% zoom, never at 200% zoom: zoom does not enlarge vw)\n"
        )
        // rem by default (17 px = 1.0625rem; the intercept 15.3333 px = 0.958333rem), px with --units px.
        let written = try Run(["export", config, "--format", "css", "--fluid", "320-1280"])
        #expect(
            written.status == 0
                && written.stdout.contains(
                    "--fs-body-font-size: clamp(1.0625rem, calc(0.5208vw + 0.958333rem), 1.375rem);")
        )
        let px = try Run(["export", config, "--format", "css", "--fluid", "320-1280", "--units", "px"])
        #expect(
            px.status == 0 && px.stdout.contains("--fs-body-font-size: clamp(17px, calc(0.5208vw + 15.3333px), 22px);"))
    }

    /// A style asking for a feature its font lacks: exit 2, the style named.
    @Test func missingFeature() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("features.yml")
        try """
        version: 1
        fonts: {directories: ["\(TestFonts.directory)"]}
        styles:
          - {name: Total, textStyle: body, size: 17, family: Atkinson Hyperlegible, features: [tnum, ss01]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try Run(["export", file.path, "--format", "css"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr
                == "fontscale: error: \(file.path): style 'Total' asks for the OpenType feature 'ss01', which Atkinson Hyperlegible does not have (shaping with and without it gives the same glyphs)\n"
        )
    }
}
