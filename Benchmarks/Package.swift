// swift-tools-version: 6.1
import PackageDescription

// fontscale's benchmark suite (ordo-one's `benchmark`: percentiles, allocation counts, peak memory).
// A package of its own so the main package's build, tests and CI never compile the benchmark
// library. Run from the repository root:
//   swift package --package-path Benchmarks benchmark
// or the whole comparison with the peers and the growth curves: `make bench` (scripts/bench.sh).
// Fonts: the repository's .fonts folder (scripts/fetch-fonts.sh), or FONTSCALE_BENCH_FONTS.
let package = Package(
    name: "FontScaleBenchmarks",
    dependencies: [
        .package(name: "fontscale", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "FontScaleBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FontScale", package: "fontscale"),
                .product(name: "FontScaleMetrics", package: "fontscale"),
                .product(name: "FontScaleFonts", package: "fontscale"),
                .product(name: "FontScaleReport", package: "fontscale"),
                .product(name: "FontScaleCheck", package: "fontscale"),
                .product(name: "FontScaleConfig", package: "fontscale"),
            ],
            path: "FontScaleBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
