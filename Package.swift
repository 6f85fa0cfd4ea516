// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The house: the allowed arrows between these targets are stated once, in the `arrows` block of
// docs/ARCHITECTURE.md ("The allowed arrows"). Tests/ArchitectureTests reads that block and fails
// on any edge below that it does not allow, and on any target without a line in it.
// `fontscale serve` (FontScaleServe, on FlyingFox's socket layer FlyingSocks) is left out when
// FONTSCALE_NO_SERVE is set: scripts/sanitize.sh sets it, so the sanitizer builds never build the
// server framework (docs/serve.md). The CLI compiles `serve` only under FONTSCALE_SERVE, defined here.
let withServe = ProcessInfo.processInfo.environment["FONTSCALE_NO_SERVE"] == nil

let package = Package(
    name: "fontscale",
    products: [
        .library(name: "FontScaleMetrics", targets: ["FontScaleMetrics"]),
        .library(name: "FontScale", targets: ["FontScale"]),
        .library(name: "FontScaleMotion", targets: ["FontScaleMotion"]),
        .library(name: "FontScaleFonts", targets: ["FontScaleFonts"]),
        .library(name: "FontScaleRender", targets: ["FontScaleRender"]),
        .library(name: "FontScaleMotionLab", targets: ["FontScaleMotionLab"]),
        .library(name: "FontScaleReport", targets: ["FontScaleReport"]),
        .library(name: "FontScaleConfig", targets: ["FontScaleConfig"]),
        .library(name: "FontScaleCheck", targets: ["FontScaleCheck"]),
        .library(name: "FontScaleExport", targets: ["FontScaleExport"]),
        .executable(name: "fontscale", targets: ["fontscale"]),
    ] + (withServe ? [.library(name: "FontScaleServe", targets: ["FontScaleServe"])] : []),
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Documentation only: `swift package generate-documentation` (scripts/docs.sh). A plugin
        // package adds no target edges; no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ] + (withServe ? [.package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1")] : []),
    targets: [
        // Apple's and Android's tables (generated from Tables/) and the names of styles,
        // categories, platforms and weights. Pure Swift, no C, reads no files at run time.
        // libm is linked explicitly: on Linux an app that imports only the C-free modules (no
        // Foundation) would otherwise miss round/floor/ceil at link time (scripts/consumer-check.sh).
        .target(name: "FontScaleMetrics", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The public scaling API, no C and no font files: type scales, the scaling models
        // (UIFontMetrics emulation, HIG proportional, Android nonlinear), caps, Bold Text.
        .target(name: "FontScale", dependencies: ["FontScaleMetrics"]),
        // Text motion planned in Swift, no C: frames, timing, (later) easing, springs, counting,
        // morphing, colour. Builds for Apple platforms as well as Linux.
        .target(name: "FontScaleMotion", dependencies: ["FontScale", "FontScaleMetrics"]),
        // System libraries: module maps and shims only (Debian: libfreetype-dev, libharfbuzz-dev,
        // libfontconfig-dev, libcairo2-dev, zlib1g-dev, libicu-dev; scripts/install-deps.sh installs them).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // ICU's line break iterator (UAX #14 with dictionaries for Thai, Lao, Khmer and Myanmar):
        // a C file behind plain C types, since Foundation's _FoundationICU module declares the
        // same ICU types and the two cannot meet in one Swift module (Debian: libicu-dev).
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // Real fonts: the only place that calls the C font libraries (fontconfig lookup, FreeType
        // faces, variable axes, HarfBuzz shaping, ICU line breaking, line metrics), and what needs a real font on top:
        // custom fonts at any weight and optical size, intrinsic sizes at every style x category.
        .target(name: "FontScaleFonts", dependencies: ["FontScale", "FontScaleMetrics", "CFreeType", "CHarfBuzz", "CFontconfig", "CICU"]),
        // Drawing: the only place that calls cairo and zlib. A canvas (PDF, PNG, SVG, pixels)
        // with rectangles, lines and HarfBuzz-shaped text through opaque font handles.
        .target(name: "FontScaleRender", dependencies: ["FontScaleFonts", "CCairo", "CZlib"]),
        // Motion measured with real fonts: the flaws of size transitions (pixel differences, swap
        // jumps, glyph drift), counting-label width stability, filmstrips and previews.
        .target(name: "FontScaleMotionLab", dependencies: ["FontScaleMotion", "FontScale", "FontScaleMetrics", "FontScaleFonts", "FontScaleRender", "FontScaleOutput"]),
        // Encodings every writer shares, one helper per format: CSV, Markdown, HTML, XML,
        // GitHub annotations; atomic file writes.
        .target(name: "FontScaleOutput"),
        // One Codable report model and its writers (JSON, CSV, Markdown, HTML, Swift); the
        // comparison sheet drawn through FontScaleRender.
        .target(name: "FontScaleReport", dependencies: ["FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleRender", "FontScaleMotionLab", "FontScaleOutput"]),
        // The typography config (YAML/JSON): its types, parser with located errors, defaults, the
        // printed config, the key catalogue and JSON Schema, starter configs; rule settings are read
        // against a rule vocabulary the caller supplies (FontScaleCheck's rules).
        .target(name: "FontScaleConfig", dependencies: ["FontScale", "FontScaleFonts", "FontScaleMetrics",
                                                        "FontScaleOutput", .product(name: "Yams", package: "Yams")]),
        // Typography configs checked by a registry of rules; findings in text, JSON, JUnit, SARIF,
        // GitHub annotations and Markdown.
        .target(name: "FontScaleCheck", dependencies: ["FontScaleConfig", "FontScale", "FontScaleFonts", "FontScaleMetrics",
                                                       "FontScaleOutput"]),
        // A checked type scale as code and tokens: UIKit and SwiftUI Swift, CSS, W3C design tokens
        // (and their import), Android TextAppearance XML.
        // FontScaleCheck only for its rule catalogue: an imported config is parsed, rules: and overrides: included.
        .target(name: "FontScaleExport", dependencies: ["FontScaleConfig", "FontScaleCheck", "FontScale", "FontScaleMetrics",
                                                        "FontScaleFonts", "FontScaleOutput"]),
        // Reads Tables/*.tsv and writes Sources/FontScaleMetrics/Generated/*.swift.
        .target(name: "FontScaleTableGen"),
        .executableTarget(name: "fontscale-tables", dependencies: ["FontScaleTableGen"]),
        // Release-build benchmark: swift run -c release fontscale-bench
        .executableTarget(name: "fontscale-bench", dependencies: ["FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleMotion", "FontScaleMotionLab",
                                                         "FontScaleReport", "FontScaleConfig", "FontScaleCheck", "FontScaleExport"]),
        .executableTarget(
            name: "fontscale",
            dependencies: [
                "FontScale", "FontScaleMetrics", "FontScaleMotion", "FontScaleFonts", "FontScaleRender", "FontScaleMotionLab", "FontScaleOutput",
                "FontScaleReport", "FontScaleConfig", "FontScaleCheck", "FontScaleExport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + (withServe ? ["FontScaleServe"] : []),
            // Not `canImport`: a FontScaleServe module left in the build folder by an earlier build
            // would make it true without the dependency.
            swiftSettings: withServe ? [.define("FONTSCALE_SERVE")] : []
        ),
        // Reads Tables/ and the reference fixtures for the tests, independently of the generator.
        .target(name: "FontScaleTestSupport", path: "Tests/FontScaleTestSupport"),
        .testTarget(name: "FontScaleMetricsTests", dependencies: ["FontScaleMetrics", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleTests", dependencies: ["FontScale", "FontScaleMetrics", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleMotionTests", dependencies: ["FontScaleMotion", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleFontsTests", dependencies: ["FontScaleFonts", "FontScale", "FontScaleMetrics", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleRenderTests", dependencies: ["FontScaleRender", "FontScaleFonts", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleOutputTests", dependencies: ["FontScaleOutput"]),
        .testTarget(name: "FontScaleMotionLabTests", dependencies: ["FontScaleMotionLab", "FontScaleMotion", "FontScale", "FontScaleFonts", "FontScaleRender", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleTableGenTests", dependencies: ["FontScaleTableGen", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleReportTests", dependencies: ["FontScaleReport", "FontScaleRender", "FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleOutput", "FontScaleTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "FontScaleCheckTests", dependencies: ["FontScaleCheck", "FontScaleConfig", "FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleExportTests", dependencies: ["FontScaleExport", "FontScaleConfig", "FontScaleCheck", "FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleOutput", "FontScaleTestSupport"],
                    exclude: ["Golden", "StandIn"]),
        .testTarget(name: "fontscaleCLITests", dependencies: ["fontscale", "FontScaleTestSupport"]),
        // The house itself: the package graph against the allowed arrows, imports against
        // declared dependencies, and the C-free consumer build (scripts/consumer-check.sh).
        .testTarget(name: "ArchitectureTests", dependencies: ["FontScaleTestSupport"]),
    ] + (withServe ? serveTargets : []),
    swiftLanguageModes: [.v6]
)

/// `fontscale serve`: the live preview server and its tests (left out under FONTSCALE_NO_SERVE).
var serveTargets: [Target] {
    [
        // The live preview: a page of the config's styles redrawn on every save, pushed over
        // server-sent events over HTTP/1.1 served on FlyingSocks (FlyingFox's socket layer), with a
        // bounded request-head reader of its own; the only target with a server framework.
        .target(name: "FontScaleServe", dependencies: ["FontScaleCheck", "FontScaleConfig", "FontScale", "FontScaleMetrics",
                                                       "FontScaleMotion", "FontScaleMotionLab",
                                                       "FontScaleFonts", "FontScaleOutput",
                                                       .product(name: "FlyingSocks", package: "FlyingFox")]),
        .testTarget(name: "FontScaleServeTests", dependencies: ["FontScaleServe", "fontscale", "FontScaleTestSupport"]),
    ]
}
