// swift-tools-version: 6.0
import PackageDescription

// fontscale's fuzz targets (libFuzzer) and the valgrind leak loop. A package of its own, like
// Benchmarks/, so the main package's build, tests and CI never compile them with the fuzzer.
// Run from the repository root: `make fuzz` (scripts/fuzz.sh) and `make memcheck`
// (scripts/memcheck.sh); docs/RELIABILITY.md has the figures.
//
// Each fuzz target's main hands its LLVMFuzzerTestOneInput to libFuzzer's LLVMFuzzerRunDriver:
// they link only when built with libFuzzer, `swift build -c release -Xswiftc
// -sanitize=fuzzer,address --product fuzz-config` (scripts/fuzz.sh does it, into .build-fuzz).
// fontscale-memcheck is a plain executable.

let package = Package(
    name: "FontScaleFuzz",
    dependencies: [
        .package(name: "fontscale", path: ".."),
    ],
    targets: [
        // What the fuzz targets share: the crash message with the input in it, a scratch file.
        .target(name: "FuzzSupport", path: "Sources/FuzzSupport"),
        // ConfigParser on any text (YAML or JSON); a config that parses must print and parse back the same.
        .executableTarget(
            name: "fuzz-config",
            dependencies: ["FuzzSupport", .product(name: "FontScaleCheck", package: "fontscale"),
                           .product(name: "FontScaleConfig", package: "fontscale"),
                           .product(name: "FontScale", package: "fontscale"),
                           .product(name: "FontScaleMetrics", package: "fontscale")],
            path: "Sources/FuzzConfig"),
        // The name parsers: text styles, content size categories, platforms, models, weights,
        // tracking tables (what --style, --category, --platform, --model and --weight call) and
        // OpenType feature settings (--features).
        .executableTarget(
            name: "fuzz-names",
            dependencies: ["FuzzSupport", .product(name: "FontScaleMetrics", package: "fontscale"),
                           .product(name: "FontScale", package: "fontscale"),
                           .product(name: "FontScaleFonts", package: "fontscale")],
            path: "Sources/FuzzNames"),
        // W3C design tokens from any bytes (`fontscale import`): a config, or a one-line error
        // naming the file; an imported config parses, and importing again gives the same text.
        .executableTarget(
            name: "fuzz-tokens",
            dependencies: ["FuzzSupport", .product(name: "FontScaleExport", package: "fontscale"),
                           .product(name: "FontScaleCheck", package: "fontscale"),
                           .product(name: "FontScaleConfig", package: "fontscale")],
            path: "Sources/FuzzTokens"),
        // A font file from bytes: faces, names, axes, instances, line metrics, shaping, measuring,
        // wrapping and truncation, and drawing a line through cairo.
        .executableTarget(
            name: "fuzz-font",
            dependencies: ["FuzzSupport", .product(name: "FontScaleFonts", package: "fontscale"),
                           .product(name: "FontScaleRender", package: "fontscale")],
            path: "Sources/FuzzFont"),
        // The motion engine's plans from any options and texts: count, colour, springs, morph, fit
        // (what `fontscale animate` and `fontscale fit` call); morph and fit set text in Inter.
        .executableTarget(
            name: "fuzz-motion",
            dependencies: ["FuzzSupport", .product(name: "FontScaleMotion", package: "fontscale"),
                           .product(name: "FontScaleMotionLab", package: "fontscale"),
                           .product(name: "FontScaleFonts", package: "fontscale"),
                           .product(name: "FontScale", package: "fontscale"),
                           .product(name: "FontScaleMetrics", package: "fontscale")],
            path: "Sources/FuzzMotion"),
        // The valgrind loop: open a font, measure at several styles and sizes, draw a small sheet
        // and encode it as PNG, N times (scripts/memcheck.sh).
        .executableTarget(
            name: "fontscale-memcheck",
            dependencies: [.product(name: "FontScale", package: "fontscale"),
                           .product(name: "FontScaleMetrics", package: "fontscale"),
                           .product(name: "FontScaleFonts", package: "fontscale"),
                           .product(name: "FontScaleRender", package: "fontscale")],
            path: "Sources/fontscale-memcheck"),
    ],
    swiftLanguageModes: [.v6]
)
