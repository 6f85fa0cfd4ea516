import FontScaleCheck
import FontScaleExport
import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

@Suite(.serialized) struct GeneratedSwiftCompiles {
    @Test(
        .enabled(if: TestFonts.available), arguments: ["clean.yml", "violations.yml"], [ExportFormat.uikit, .swiftui])
    func examples(config: String, format: ExportFormat) throws {
        let source = try Examples.render(format, config)
        // The SwiftUI file extends the UIKit file's AppTextStyle: an app holds both.
        let uikit = format == .swiftui ? [("uikit-\(config).swift", try Examples.render(.uikit, config))] : []
        let errors = try StandIn.typecheck(uikit + [("\(format)-\(config).swift", source)])
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(arguments: [ExportFormat.uikit, .swiftui]) func trickyNames(format: ExportFormat) throws {
        let (config, model) = try ExportNamingTests.model()
        let render = { (format: ExportFormat) in
            try Exporter.render(format, model: model, config: config, source: "tricky.yml")
        }
        let uikit = format == .swiftui ? [("tricky-uikit.swift", try render(.uikit))] : []
        let errors = try StandIn.typecheck(uikit + [("tricky-\(format).swift", try render(format))])
        #expect(errors.isEmpty, "\(errors)")
    }

    /// The pipeline example (two variable fonts, a static one): `swiftc -parse`, then type-checked;
    /// the SwiftUI modifier states the exact line height on iOS 26 and keeps line spacing before.
    @Test(.enabled(if: TestFonts.available), arguments: [ExportFormat.uikit, .swiftui]) func pipeline(
        format: ExportFormat
    )
        throws
    {
        let source = try Pipeline.render(format)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-parse-\(getpid())-\(format).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let parse = try Command.run("/usr/bin/env", ["swiftc", "-parse", file.path])
        #expect(parse.status == 0 && parse.stderr.isEmpty, "\(parse.stderr)")
        let uikit = format == .swiftui ? [("pipeline-uikit.swift", try Pipeline.render(.uikit))] : []
        let errors = try StandIn.typecheck(uikit + [("pipeline-\(format).swift", source)])
        #expect(errors.isEmpty, "\(errors)")
        if format == .swiftui {
            for line in [
                "        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {",
                "            content.font(font).lineHeight(.exact(points: cappedLineHeight)).tracking(cappedTracking)",
                "        } else if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {",
                "            content.font(font).lineSpacing(cappedLineSpacing).tracking(cappedTracking)",
                "            content.font(font).lineSpacing(cappedLineSpacing)",
                "        _lineHeight = ScaledMetric(wrappedValue: style.lineHeight, relativeTo: style.fontTextStyle)",
                "        case .body: .body",
            ] {
                #expect(source.contains(line + "\n"), "\(line)")
            }
        }
    }

    /// The stand-in's iOS 26 API has Apple's types: a bare number is no `AttributedString.LineHeight`.
    @Test func lineHeightTakesALineHeight() throws {
        let wrong = try StandIn.typecheck(
            "import SwiftUI\nstruct M: ViewModifier {\n    func body(content: Content) -> some View { content.lineHeight(22) }\n}\n",
            name: "lineheight.swift")
        #expect(wrong.contains("error"), "\(wrong)")
    }

    /// The stand-ins can fail: SwiftUI's text style is `.title`, not UIKit's `.title1`; a stored
    /// static UIFont dictionary is not concurrency-safe in Swift 6; UIFontMetrics has no minimum.
    @Test func standInsCatchWhatRealFrameworksWould() throws {
        let title1 = try StandIn.typecheck(
            "import SwiftUI\nvar font: Font { .custom(\"X\", size: 28, relativeTo: .title1) }\n", name: "title1.swift")
        #expect(title1.contains("has no member 'title1'"), "\(title1)")
        let stored = try StandIn.typecheck(
            "import UIKit\nenum Fonts {\n    static let all: [UIFont.TextStyle: UIFont] = [:]\n}\n",
            name: "stored.swift")
        #expect(stored.contains("not concurrency-safe"), "\(stored)")
        let unknown = try StandIn.typecheck(
            "import UIKit\nlet f = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont.systemFont(ofSize: 1, weight: .regular), minimumPointSize: 3)\n",
            name: "unknown.swift")
        #expect(unknown.contains("error"), "an API UIKit does not have")
    }
}

/// The Kotlin of `--format compose` compiled by kotlinc (Debian's `kotlin` package, 1.3) with
/// warnings as errors, against stand-ins for the Compose API it calls
/// (`Tests/FontScaleExportTests/StandIn/Compose/`) and an `R` with the resources `--format fonts`
/// copies: a resource name the fonts folder does not have would not compile.
@Suite(
    .enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"),
    .enabled(if: Kotlin.available, "install Kotlin: apt-get install kotlin"), .serialized)
struct GeneratedKotlinCompiles {
    @Test func pipeline() throws {
        let (_, model) = try Pipeline.model()
        let assets = FontAssets(model: model, source: Pipeline.name)
        let errors = try Kotlin.compile(
            try Pipeline.render(.compose), resources: assets.fonts.map(\.name) + assets.instances.map(\.name),
            name: "pipeline")
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(arguments: ["clean.yml", "violations.yml"]) func examples(config: String) throws {
        let parsed = try Examples.config(config)
        let model = try ExportModel(config: parsed, catalog: try FontCatalog(fontDirectories: parsed.fontDirectories))
        let assets = FontAssets(model: model, source: config)
        let errors = try Kotlin.compile(
            try Examples.render(.compose, config), resources: assets.fonts.map(\.name) + assets.instances.map(\.name),
            name: config)
        #expect(errors.isEmpty, "\(errors)")
    }

    /// Resolved fonts with axes (a family of its own at wdth 87), minimum and maximum sizes (the
    /// clamped styles and their helper), italics and a file named like its family.
    @Test func axesAndLimits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-kotlin-axes-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (config, model) = try TrickyAndroid.model(in: folder)
        // From minSdk 26 Compose applies the axes; below it the static instance stands in.
        var options = ExportOptions()
        options.minimumSDK = 26
        let source = try Exporter.render(.compose, model: model, config: config, source: "tricky.yml", options: options)
        let old = try Exporter.render(.compose, model: model, config: config, source: "tricky.yml")
        #expect(old.contains("Font(R.font.merriweather_wdth87_wght400, FontWeight(400), FontStyle.Normal)"))
        #expect(!old.contains("FontVariation.Settings("))
        for expected in [
            "FontVariation.Settings(FontVariation.weight(400), FontVariation.width(87f))",
            "fontFamily = AppFontFamilies.condensedFamily",
            "val bodyLargeClamped: TextStyle", "bodyLarge.clampedSize(max = 28.dp)",
            "val _2UpClamped: TextStyle", "_2Up.clampedSize(min = 10.dp)",
        ] {
            #expect(source.contains(expected), "\(expected)")
        }
        let assets = FontAssets(model: model, source: "tricky.yml")
        let errors = try Kotlin.compile(source, resources: assets.fonts.map(\.name), name: "axes")
        #expect(errors.isEmpty, "\(errors)")
        let below = try Kotlin.compile(
            old, resources: assets.fonts.map(\.name) + assets.instances.map(\.name), name: "axes-21")
        #expect(below.isEmpty, "\(below)")
    }

    /// Tricky names (keywords, quotes, non-ASCII letters), no font resolved, another package.
    @Test func trickyNames() throws {
        let (config, model) = try ExportNamingTests.model()
        let source = try Exporter.render(
            .compose, model: model, config: config, source: "tricky.yml",
            options: ExportOptions(kotlinPackage: "org.x.y"))
        let errors = try Kotlin.compile(source, resources: [], name: "tricky", package: "org.x.y")
        #expect(errors.isEmpty, "\(errors)")
    }

    /// The stand-ins refuse what Compose would: a Typography slot Material 3 does not have, a
    /// missing resource, a trailing comma (Kotlin before 1.4).
    @Test func standInsCatchWhatComposeWould() throws {
        let head =
            "package com.example.app\nimport androidx.compose.material3.Typography\nimport androidx.compose.ui.text.TextStyle\n"
        #expect(
            !(try Kotlin.compile(head + "val t = Typography(bodyHuge = TextStyle())\n", resources: [], name: "slot"))
                .isEmpty)
        #expect(
            !(try Kotlin.compile(
                head + "import androidx.compose.ui.text.font.Font\nval f = Font(R.font.missing)\n",
                resources: ["x.ttf"], name: "res"))
                .isEmpty)
        #expect(
            !(try Kotlin.compile(
                head + "val t = TextStyle(fontFeatureSettings = \"tnum\",)\n", resources: [], name: "comma")).isEmpty)
    }
}

/// kotlinc, when installed.
enum Kotlin {
    static let compiler = "/usr/bin/kotlinc"
    static var available: Bool { FileManager.default.isExecutableFile(atPath: compiler) }

    /// What `main` (a file with `fun main()` in package com.example.app) prints when compiled with
    /// `source` and the Compose stand-ins, then run with kotlin.
    static func run(_ source: String, main: String, resources: [String], name: String) throws -> String {
        let diagnostics = try compile(source, resources: resources, name: name, extra: [("Main.kt", main)])
        guard diagnostics.isEmpty else { throw CommandError(message: "does not compile: \(diagnostics)") }
        let classes = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-kotlin-\(getpid())-\(name)/classes")
        let run = try Command.run("/usr/bin/kotlin", ["-cp", classes.path, "com.example.app.MainKt"])
        guard run.status == 0 else { throw CommandError(message: "exited \(run.status): \(run.stderr)") }
        return run.stdout
    }

    /// kotlinc's diagnostics for `source` with the Compose stand-ins and an R whose `font` holds
    /// `resources` (file names, the extension dropped); empty when it compiles without warnings.
    static func compile(
        _ source: String, resources: [String], name: String, package: String = "com.example.app",
        extra: [(name: String, source: String)] = []
    ) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-kotlin-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stubs = Fixture.root.appendingPathComponent("Tests/FontScaleExportTests/StandIn/Compose")
        let files = try FileManager.default.contentsOfDirectory(atPath: stubs.path).sorted().map {
            stubs.appendingPathComponent($0).path
        }
        var r = "package \(package)\n\nobject R {\n    object font {\n"
        for (index, resource) in resources.enumerated() {
            r += "        const val \(resource.prefix { $0 != "." }): Int = \(0x7f08_0000 + index)\n"
        }
        r += "    }\n}\n"
        try r.write(to: folder.appendingPathComponent("R.kt"), atomically: true, encoding: .utf8)
        try source.write(to: folder.appendingPathComponent("Generated.kt"), atomically: true, encoding: .utf8)
        for file in extra {
            try file.source.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        let run = try Command.run(
            compiler,
            ["-Werror", "-d", folder.appendingPathComponent("classes").path] + files + [
                folder.appendingPathComponent("R.kt").path, folder.appendingPathComponent("Generated.kt").path,
            ] + extra.map { folder.appendingPathComponent($0.name).path })
        let diagnostics = (run.stdout + run.stderr).split(separator: "\n").filter {
            !$0.contains("OpenJDK 64-Bit Server VM warning")
        }
        return run.status == 0 && diagnostics.isEmpty ? "" : diagnostics.joined(separator: "\n")
    }
}
