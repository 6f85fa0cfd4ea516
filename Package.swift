// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "fontscale",
    products: [
        .library(name: "FontScaleMetrics", targets: ["FontScaleMetrics"]),
        .library(name: "FontScale", targets: ["FontScale"]),
        .library(name: "FontScaleFonts", targets: ["FontScaleFonts"]),
        .library(name: "FontScaleReport", targets: ["FontScaleReport"]),
        .library(name: "FontScaleCheck", targets: ["FontScaleCheck"]),
        .executable(name: "fontscale", targets: ["fontscale"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Apple's and Android's tables (generated from Tables/) and the names of styles,
        // categories, platforms and weights. Pure Swift, no C, reads no files at run time.
        .target(name: "FontScaleMetrics"),
        // System libraries: module maps and shims only (Debian: libfreetype-dev, libharfbuzz-dev,
        // libfontconfig-dev; scripts/install-deps.sh installs them).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The only place that calls C: fontconfig lookup, FreeType faces, variable axes,
        // HarfBuzz shaping, line metrics, text measurement.
        .target(name: "FontScaleFonts", dependencies: ["FontScaleMetrics", "CFreeType", "CHarfBuzz", "CFontconfig"]),
        // The scaling models (UIFontMetrics emulation, HIG proportional, Android nonlinear) and
        // intrinsic sizes of text in custom fonts at every style x category.
        .target(name: "FontScale", dependencies: ["FontScaleMetrics", "FontScaleFonts"]),
        // One Codable report model and its renderers (JSON, CSV, Markdown, HTML, Swift; PDF, PNG
        // and SVG drawn with cairo from HarfBuzz glyph positions).
        .target(name: "FontScaleReport", dependencies: ["FontScale", "FontScaleFonts", "FontScaleMetrics", "CCairo", "CFreeType", "CZlib"]),
        // Typography configs (YAML/JSON) checked by a catalogue of rules; findings in text, JSON,
        // JUnit, SARIF, GitHub annotations and Markdown.
        .target(name: "FontScaleCheck", dependencies: ["FontScale", "FontScaleFonts", "FontScaleMetrics", .product(name: "Yams", package: "Yams")]),
        // Reads Tables/*.tsv and writes Sources/FontScaleMetrics/Generated/*.swift.
        .target(name: "FontScaleTableGen"),
        .executableTarget(name: "fontscale-tables", dependencies: ["FontScaleTableGen"]),
        // Release-build benchmark: swift run -c release fontscale-bench
        .executableTarget(name: "fontscale-bench", dependencies: ["FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleReport", "FontScaleCheck"]),
        .executableTarget(
            name: "fontscale",
            dependencies: [
                "FontScale", "FontScaleMetrics", "FontScaleFonts", "FontScaleReport", "FontScaleCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Reads Tables/ and ../shared/reference/ for the tests, independently of the generator.
        .target(name: "FontScaleTestSupport", path: "Tests/FontScaleTestSupport"),
        .testTarget(name: "FontScaleMetricsTests", dependencies: ["FontScaleMetrics", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleFontsTests", dependencies: ["FontScaleFonts", "FontScaleMetrics", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleTests", dependencies: ["FontScale", "FontScaleMetrics", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleTableGenTests", dependencies: ["FontScaleTableGen", "FontScaleTestSupport"]),
        .testTarget(name: "FontScaleReportTests", dependencies: ["FontScaleReport", "FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleTestSupport", "CCairo"],
                    exclude: ["Golden"]),
        .testTarget(name: "FontScaleCheckTests", dependencies: ["FontScaleCheck", "FontScale", "FontScaleFonts", "FontScaleMetrics", "FontScaleTestSupport"]),
        .testTarget(name: "fontscaleCLITests", dependencies: ["fontscale", "FontScaleTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
