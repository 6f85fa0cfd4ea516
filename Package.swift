// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The house: what each target owns and the allowed arrows between them are written once, in
// docs/ARCHITECTURE.md (the `arrows` block and "The targets"); the comments below say only why a
// setting is as it is. Tests/ArchitectureTests reads that block and fails on any edge below that
// it does not allow, and on any target without a line in it.
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
        // libm is linked explicitly: on Linux an app that imports only the C-free modules (no
        // Foundation) would otherwise miss round/floor/ceil at link time (scripts/consumer-check.sh).
        .target(name: "FontScaleMetrics", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "FontScale", dependencies: ["FontScaleMetrics"]),
        .target(name: "FontScaleMotion", dependencies: ["FontScale", "FontScaleMetrics"]),
        // System libraries: module maps and shims only (Debian: libfreetype-dev, libharfbuzz-dev,
        // libfontconfig-dev, libcairo2-dev, zlib1g-dev, libicu-dev; scripts/install-deps.sh installs them).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // ICU's line break iterator (UAX #14 with dictionaries for Thai, Lao, Khmer and Myanmar)
        // and bidi algorithm (UAX #9): a C file behind plain C types, over the Swift toolchain's own
        // ICU (lib_FoundationICU, which Foundation links anyway; static in the release archive), so
        // fontscale needs no distribution's ICU (docs/line-breaking.md#one-icu).
        .target(name: "CICU", linkerSettings: [.linkedLibrary("_FoundationICU")]),
        .target(name: "FontScaleFonts", dependencies: ["FontScale", "FontScaleMetrics", "CFreeType", "CHarfBuzz", "CFontconfig", "CICU"]),
        .target(name: "FontScaleRender", dependencies: ["FontScaleFonts", "CCairo", "CZlib"]),
        .target(name: "FontScaleMotionLab", dependencies: ["FontScaleMotion", "FontScale", "FontScaleMetrics", "FontScaleFonts", "FontScaleRender", "FontScaleOutput"]),
        .target(name: "FontScaleOutput"),
        .target(name: "FontScaleReport", dependencies: ["FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleRender", "FontScaleMotionLab", "FontScaleOutput"]),
        .target(name: "FontScaleConfig", dependencies: ["FontScale", "FontScaleMetrics",
                                                        "FontScaleOutput", .product(name: "Yams", package: "Yams")]),
        .target(name: "FontScaleCheck", dependencies: ["FontScaleConfig", "FontScale", "FontScaleFonts", "FontScaleMetrics",
                                                       "FontScaleOutput"]),
        .target(name: "FontScaleExport", dependencies: ["FontScaleConfig", "FontScaleCheck", "FontScale", "FontScaleMetrics",
                                                        "FontScaleFonts", "FontScaleOutput"]),
        .target(name: "FontScaleTableGen"),
        .executableTarget(name: "fontscale-tables", dependencies: ["FontScaleTableGen"]),
        // Release-build benchmark: swift run -c release fontscale-bench. Benchmarks/ is the one home
        // of the benchmarks: this tool, the ordo-one suite (a package of its own) whose workload
        // file it shares, and the peers (Benchmarks/peers).
        .executableTarget(name: "fontscale-bench", dependencies: ["FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleMotion", "FontScaleMotionLab",
                                                         "FontScaleRender", "FontScaleReport", "FontScaleConfig", "FontScaleCheck", "FontScaleExport"],
                          path: "Benchmarks", exclude: ["Package.swift", "FontScaleBenchmarks/FontScaleBenchmarks.swift", "peers"],
                          sources: ["fontscale-bench", "FontScaleBenchmarks/Workload.swift"]),
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
        .testTarget(name: "FontScaleConfigTests", dependencies: ["FontScaleConfig", "FontScale", "FontScaleMetrics", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleCheckTests", dependencies: ["FontScaleCheck", "FontScaleConfig", "FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleOutput", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleExportTests", dependencies: ["FontScaleExport", "FontScaleConfig", "FontScaleCheck", "FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleOutput", "FontScaleTestSupport"],
                    exclude: ["Golden", "StandIn"]),
        .testTarget(name: "fontscaleCLITests", dependencies: ["fontscale", "FontScaleTestSupport"]),
        .testTarget(name: "ArchitectureTests", dependencies: ["FontScaleTestSupport"]),
    ] + (withServe ? serveTargets : []),
    swiftLanguageModes: [.v6]
)

/// `fontscale serve`: the live preview server and its tests (left out under FONTSCALE_NO_SERVE).
var serveTargets: [Target] {
    [
        .target(name: "FontScaleServe", dependencies: ["FontScaleCheck", "FontScaleConfig", "FontScale", "FontScaleMetrics",
                                                       "FontScaleMotion", "FontScaleMotionLab",
                                                       "FontScaleFonts", "FontScaleOutput",
                                                       .product(name: "FlyingSocks", package: "FlyingFox")],
                // The page's HTML, CSS and JavaScript: scripts/gen-page-assets.py writes them into
                // Page/PageAssets.generated.swift, so the binary reads no file at run time.
                exclude: ["Page/Assets"]),
        .testTarget(name: "FontScaleServeTests", dependencies: ["FontScaleServe", "fontscale", "FontScaleTestSupport"]),
    ]
}
