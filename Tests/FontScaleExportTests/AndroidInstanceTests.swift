import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// Issue 45: below API 28 Android draws a variable font at its default instance (Merriweather's
/// is Light, 300), so `--min-sdk 26` writes a static instance per weight and axis setting and the
/// styles name them. The fonts and android exports are linked by aapt2 at minSdk 26, and every font
/// file a style names is checked twice: its advances against HarfBuzz's of the variable font at the
/// style's axis values, and against fontTools' instancer (varLib.instancer) of the same font
/// (HarfBuzz 6's instancer leaves kerning at the default instance: strings differ by a few units).
@Suite(
    .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
    .enabled(if: Aapt2.available, "install aapt2 and framework-res.apk: apt-get install aapt android-framework-res"),
    .enabled(if: FontFace.canInstance, "HarfBuzz 6.0's instancer (libharfbuzz-subset) is needed"), .serialized)
struct AndroidInstanceTests {
    static let config = """
        version: 1
        fonts:
          directories: ["../.fonts"]
        styles:
          - {name: Title, textStyle: title1, size: 28, lineHeight: 34, weight: 800, family: Merriweather}
          - {name: Headline, textStyle: headline, size: 17, lineHeight: 22, weight: 600, family: Merriweather}
          - {name: Body, textStyle: body, size: 17, lineHeight: 22, weight: 500, family: Merriweather}
          - {name: Narrow, textStyle: callout, size: 16, lineHeight: 21, weight: 500, family: Merriweather, axes: {wdth: 87.5}}
          - {name: Label, textStyle: footnote, size: 13, lineHeight: 18, weight: 600, family: Heebo}
          - {name: Caption, textStyle: caption1, size: 12, lineHeight: 16, family: Atkinson Hyperlegible}
        """

    /// Each char's advance in `file` (static) and in the variable font at `location`, by fontTools.
    static func fontToolsAgrees(instance: String, variable: String, location: [String: Double]) throws -> String {
        let script = """
            import sys, json
            from fontTools.ttLib import TTFont
            from fontTools.varLib import instancer
            mine = TTFont(sys.argv[1])
            if 'fvar' in mine: print('still variable'); sys.exit(0)
            reference = instancer.instantiateVariableFont(TTFont(sys.argv[2]), json.loads(sys.argv[3]))
            a, b = mine.getBestCmap(), reference.getBestCmap()
            bad = [hex(c) for c in b if c not in a or mine['hmtx'][a[c]][0] != reference['hmtx'][b[c]][0]]
            print(f'{len(b)} chars, {len(bad)} differ {bad[:5]}')
            """
        let axes = String(
            decoding: try JSONSerialization.data(withJSONObject: location, options: [.sortedKeys]), as: UTF8.self)
        let run = try Command.run(
            "/usr/bin/env", ["python3", "-c", script, instance, variable, axes],
            environment: SpecValidationTests.environment)
        return (run.stdout + run.stderr).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func minSdk26StylesNameInstancesThatAreTheirWeights() throws {
        let folder = Aapt2.scratch("instances")
        defer { try? FileManager.default.removeItem(at: folder) }
        let parsed = try ConfigParser.parse(Self.config, file: Examples.folder.appendingPathComponent("i.yml").path)
        let model = try ExportModel(config: parsed, catalog: try FontCatalog(fontDirectories: parsed.fontDirectories))
        var options = ExportOptions()
        options.minimumSDK = 26
        let assets = FontAssets(model: model, source: "i.yml", options: options)
        let out = folder.appendingPathComponent("fonts-out")
        try Pipeline.writeFolder(assets, to: out)
        let android = try Exporter.render(.android, model: model, config: parsed, source: "i.yml", options: options)
        let linked = try Aapt2.link(android: android, fonts: out, minSdk: 26, in: folder)
        #expect(linked.errors.isEmpty, "\(linked.errors)")
        // Merriweather at 800, 600, 500 and 500 wdth 87.5, Heebo at 600: five instances; Atkinson is static.
        #expect(assets.instances.count == 5)
        let referenced = android.matches(of: /android:fontFamily">@font\/([a-z0-9_]+)</).map { String($0.1) }
        #expect(referenced.count == 6)
        for (index, resource) in referenced.enumerated() {
            let style = model.styles[index]
            guard let instance = assets.instances.first(where: { $0.resource == resource }) else {
                #expect(style.family == "Atkinson Hyperlegible", "\(style.name) names \(resource)")
                continue
            }
            #expect(instance.location["wght"] == Double(style.weight.rawValue), "\(style.name)")
            let file = folder.appendingPathComponent("res/font/\(instance.name)").path
            let face = try FontFace(path: file)
            #expect(face.info.axes.isEmpty, "\(instance.name) is still variable")
            // HarfBuzz: the instance at its defaults against the variable font at the style's values.
            let variable = FontInstance(
                face: try FontFace(path: instance.face.path, index: instance.face.index), variations: instance.location)
            // Latin, digits, Hebrew (Heebo has it; Merriweather draws its .notdef in both) and an emoji,
            // itemized into runs of both directions as every fontscale measurement is.
            let text = Array("Hamburgefonstiv 0123456789 ÀÉÎ שלום עולם 42 👍".unicodeScalars)
            let fixed = FontInstance(face: face)
            for scalar in text {
                #expect(
                    fixed.shape([scalar], ink: false).advance == variable.shape([scalar], ink: false).advance,
                    "\(instance.name): \(scalar)")
            }
            // Kerning: HarfBuzz 6's instancer keeps GPOS at the default instance, within 1/1000 em a character.
            let expected = variable.shape(text, ink: false).advance
            let kerning = abs(fixed.shape(text, ink: false).advance - expected)
            #expect(kerning <= Double(face.info.unitsPerEm) * Double(text.count) / 1000, "\(instance.name): \(kerning)")
            // The default instance is another weight: the check would fail on the variable file itself.
            let whole = FontInstance(face: try FontFace(path: instance.face.path, index: instance.face.index))
            #expect(
                abs(whole.shape(text, ink: false).advance - expected) > 1, "\(instance.name) looks like the default")
            // fontTools (slow on Merriweather): the first instance of each file.
            guard assets.instances.first(where: { $0.face == instance.face }) == instance else { continue }
            let verdict = try Self.fontToolsAgrees(
                instance: file, variable: instance.face.path, location: instance.location)
            #expect(verdict.hasSuffix("0 differ []"), "\(instance.name): \(verdict)")
        }
    }
}
