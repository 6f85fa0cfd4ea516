import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// `--format android` and `--format fonts` linked together by aapt2 (Debian's `aapt` package,
/// 2.19-debian) against the framework (`android-framework-res`, Android 10's framework-res.apk),
/// at minSdk 21, 26 and 28, with `R.java` generated as a build would: a parent that does not
/// exist, two resources of one name or a name Java cannot spell fails with aapt2's own message.
@Suite(
    .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
    .enabled(if: Aapt2.available, "install aapt2 and framework-res.apk: apt-get install aapt android-framework-res"),
    .serialized)
struct AndroidResourcesLink {
    @Test(arguments: [21, 26, 28]) func pipeline(minSdk: Int) throws {
        let folder = Aapt2.scratch("pipeline-\(minSdk)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Pipeline.writeFonts(to: folder.appendingPathComponent("fonts-out"), minimumSDK: minSdk)
        var options = ExportOptions()
        options.minimumSDK = minSdk
        let linked = try Aapt2.link(
            android: try Pipeline.render(.android, options: options), fonts: folder.appendingPathComponent("fonts-out"),
            minSdk: minSdk, in: folder)
        #expect(linked.errors.isEmpty, "\(linked.errors)")
        Aapt2.expectVersioned(linked.dump, minSdk: minSdk, styles: 6)
    }

    /// Axes, italics, features, min and max sizes, style names with dots, digits and keywords,
    /// a font file named like its family (Heebo.ttf) and one named like a Java keyword (do.ttf).
    @Test(arguments: [21, 26, 28]) func trickyNames(minSdk: Int) throws {
        let folder = Aapt2.scratch("tricky-\(minSdk)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (config, model) = try TrickyAndroid.model(in: folder.appendingPathComponent("config"))
        var options = ExportOptions()
        options.minimumSDK = minSdk
        let assets = FontAssets(model: model, source: "tricky.yml", options: options)
        #expect(assets.fonts.map(\.name).contains("heebo_file.ttf"))
        #expect(assets.fonts.map(\.name).contains("font_do.ttf"))
        let out = folder.appendingPathComponent("fonts-out")
        try Pipeline.writeFolder(assets, to: out)
        let android = try Exporter.render(
            .android, model: model, config: config, source: "tricky.yml", options: options)
        let linked = try Aapt2.link(android: android, fonts: out, minSdk: minSdk, in: folder)
        #expect(linked.errors.isEmpty, "\(linked.errors)")
        Aapt2.expectVersioned(linked.dump, minSdk: minSdk, styles: model.styles.count)
        if minSdk >= 28 {
            // Condensed's axes, with its weight, as the string Paint gets (android:fontVariationSettings).
            #expect(linked.dump.contains("0x01010570=\"'wdth' 87, 'wght' 400\""), "\(linked.dump)")
        } else {
            // Below 28 Condensed names its static instance, and no style asks Paint for axes.
            #expect(android.contains("@font/merriweather_wdth87_wght400</item>"), "\(android)")
            #expect(!linked.dump.contains("0x01010570="), "\(linked.dump)")
        }
        let r =
            (try? String(
                contentsOf: folder.appendingPathComponent("java/com/example/fontscale/R.java"), encoding: .utf8)) ?? ""
        for symbol in [
            "TextAppearance_App_BodyLarge", "TextAppearance_App_2Up", "TextAppearance_App_Class",
            "TextAppearance_App_New",
            "TextAppearance_App_Default", "TextAppearance_App_Title1", "heebo_file", "heebo", "font_do", "crimson_pro",
        ] {
            #expect(r.contains("int \(symbol)="), "R.java lacks \(symbol)")
        }
    }

    /// What aapt2 refused before the fix, so a regression fails here with its message.
    @Test func linkerRefusesTheOldOutputs() throws {
        let folder = Aapt2.scratch("old")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts-out")
        try FileManager.default.createDirectory(
            at: fonts.appendingPathComponent("android/font"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: fonts.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        let head = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        let orphan =
            head
            + "<style name=\"TextAppearance.App.Body\"><item name=\"android:textSize\">17sp</item></style>\n</resources>\n"
        #expect(
            try Aapt2.link(android: orphan, fonts: fonts, minSdk: 21, in: folder).errors.contains(
                "style/TextAppearance.App (aka com.example.fontscale:style/TextAppearance.App) not found"))
        try "<font-family xmlns:android=\"http://schemas.android.com/apk/res/android\" />\n".write(
            to: fonts.appendingPathComponent("android/font/heebo.xml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: Fixture.root.appendingPathComponent(".fonts/Heebo[wght].ttf"),
            to: fonts.appendingPathComponent("fonts/heebo.ttf"))
        #expect(
            try Aapt2.link(android: head + "</resources>\n", fonts: fonts, minSdk: 21, in: folder).errors.contains(
                "resource 'font/heebo' has a conflicting value"))
        try FileManager.default.moveItem(
            at: fonts.appendingPathComponent("fonts/heebo.ttf"), to: fonts.appendingPathComponent("fonts/class.ttf"))
        #expect(
            try Aapt2.link(android: head + "</resources>\n", fonts: fonts, minSdk: 21, in: folder).errors.contains(
                "invalid symbol name 'com.example.fontscale:font/class'"))
    }
}

/// A config in a folder of its own with copies of the test fonts, two under new names.
enum TrickyAndroid {
    static let config = """
        version: 1
        fonts:
          directories: ["."]
        styles:
          - {name: Body.Large, textStyle: body, size: 17, lineHeight: 22, family: Inter, features: [tnum], maxSize: 28}
          - {name: "2 Up", textStyle: caption2, size: 11, lineHeight: 13, minSize: 10, weight: semibold, family: Heebo}
          - {name: class, textStyle: callout, size: 16, lineHeight: 21, family: Crimson Pro}
          - {name: new, textStyle: footnote, size: 13, lineHeight: 18, italic: true, family: Atkinson Hyperlegible}
          - {name: Condensed, textStyle: title2, size: 22, lineHeight: 28, family: Merriweather, axes: {wdth: 87}}
          - {name: Default, textStyle: title3, size: 20, lineHeight: 25, weight: bold, italic: true, family: Merriweather}
          - {name: "Title 1", textStyle: title1, size: 28, lineHeight: 34, weight: bold, family: Atkinson Hyperlegible}
        """

    /// Copies (Heebo[wght].ttf as Heebo.ttf, CrimsonPro[wght].ttf as do.ttf) and the config, parsed.
    static func model(in folder: URL) throws -> (CheckConfig, ExportModel) {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fonts = Fixture.root.appendingPathComponent(".fonts")
        let copies = [
            "Heebo[wght].ttf": "Heebo.ttf", "CrimsonPro[wght].ttf": "do.ttf",
            "Inter[opsz,wght].ttf": "Inter[opsz,wght].ttf",
            "Merriweather[opsz,wdth,wght].ttf": "Merriweather[opsz,wdth,wght].ttf",
            "Merriweather-Italic[opsz,wdth,wght].ttf": "Merriweather-Italic[opsz,wdth,wght].ttf",
            "AtkinsonHyperlegible-Italic.ttf": "AtkinsonHyperlegible-Italic.ttf",
            "AtkinsonHyperlegible-Bold.ttf": "AtkinsonHyperlegible-Bold.ttf",
        ]
        for (from, to) in copies {
            try FileManager.default.copyItem(
                at: fonts.appendingPathComponent(from), to: folder.appendingPathComponent(to))
        }
        let file = folder.appendingPathComponent("tricky.yml")
        try config.write(to: file, atomically: true, encoding: .utf8)
        let parsed = try ConfigParser.parse(config, file: file.path)
        let model = try ExportModel(config: parsed, catalog: try FontCatalog(fontDirectories: parsed.fontDirectories))
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        return (parsed, model)
    }
}

/// aapt2 and the framework it links against, when installed.
enum Aapt2 {
    static let tool = "/usr/bin/aapt2"
    static let framework = "/usr/share/android-framework-res/framework-res.apk"
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: tool) && FileManager.default.fileExists(atPath: framework)
    }

    /// An empty folder for one test.
    static func scratch(_ name: String) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-aapt2-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Compiles `android` as `res/values/` and the fonts folder's `android/font/*.xml` and
    /// `fonts/*` as `res/font/`, then links them with a manifest at `minSdk` and writes `R.java`:
    /// aapt2's messages when a step fails (else empty), and `aapt2 dump resources` of the APK.
    static func link(android: String, fonts: URL, minSdk: Int, in folder: URL) throws -> (errors: String, dump: String)
    {
        let manager = FileManager.default
        let res = folder.appendingPathComponent("res")
        try? manager.removeItem(at: res)
        try manager.createDirectory(at: res.appendingPathComponent("values"), withIntermediateDirectories: true)
        try manager.createDirectory(at: res.appendingPathComponent("font"), withIntermediateDirectories: true)
        try android.write(
            to: res.appendingPathComponent("values/text_appearance.xml"), atomically: true, encoding: .utf8)
        for sub in ["android/font", "fonts"] {
            let from = fonts.appendingPathComponent(sub)
            for file in (try? manager.contentsOfDirectory(atPath: from.path)) ?? [] where !file.hasSuffix(".woff2") {
                try manager.copyItem(
                    at: from.appendingPathComponent(file), to: res.appendingPathComponent("font/" + file))
            }
        }
        let manifest = folder.appendingPathComponent("AndroidManifest.xml")
        try """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.fontscale">
            <uses-sdk android:minSdkVersion="\(minSdk)" android:targetSdkVersion="29" />
        </manifest>

        """.write(to: manifest, atomically: true, encoding: .utf8)
        let compiled = folder.appendingPathComponent("compiled.zip"), apk = folder.appendingPathComponent("out.apk")
        try? manager.removeItem(at: compiled)
        try? manager.removeItem(at: apk)
        let compile = try Command.run(tool, ["compile", "--dir", res.path, "-o", compiled.path])
        if compile.status != 0 { return ("aapt2 compile: " + compile.stdout + compile.stderr, "") }
        let link = try Command.run(
            tool,
            [
                "link", "-I", framework, "--manifest", manifest.path, "--java",
                folder.appendingPathComponent("java").path,
                "-o", apk.path, compiled.path,
            ])
        if link.status != 0 { return ("aapt2 link at minSdk \(minSdk): " + link.stdout + link.stderr, "") }
        let dump = try Command.run(tool, ["dump", "resources", apk.path])
        return ("", dump.stdout)
    }

    /// Below minSdk 28 every style has a v28 copy that holds android:lineHeight (0x0101057f) and
    /// android:textFontWeight (0x01010585); from 28 the one style holds them.
    static func expectVersioned(_ dump: String, minSdk: Int, styles: Int) {
        let v28 = dump.components(separatedBy: "(v28) (style)").count - 1
        #expect(v28 == (minSdk < 28 ? styles : 0), "\(dump)")
        #expect(dump.components(separatedBy: "0x0101057f=").count - 1 == styles)
        #expect(dump.contains("style/TextAppearance.App\n      () (style) size=0 parent=0x0103003e"), "\(dump)")
    }
}
