// fontscale's benchmarks (ordo-one's `benchmark`): run from the repository root with
//   swift package --package-path Benchmarks benchmark [--filter REGEX] [--format jmh --path DIR]
// or `make bench` for the whole comparison (scripts/bench.sh writes docs/PERFORMANCE.md).
//
// The workload is the one fontscale-bench uses: 200 deterministic strings (Workload.swift, one
// file for both: the main package's fontscale-bench target lists it among its sources)
// at all 132 iOS style x category cells, on Merriweather (variable) and DejaVu Sans. Fonts come
// from FONTSCALE_BENCH_FONTS, else the repository's .fonts folder (scripts/fetch-fonts.sh).
//
// Names: "<family> <path>" for the comparable measurement paths (one iteration = 200 strings x
// 132 cells = 26,400 measurements); "report", "check", "table" for the commands; "growth ..."
// for the growth curves (scripts/bench.sh runs those once, the rest in interleaved rounds).
import Benchmark
import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import FontScaleReport
import Foundation

// MARK: - The workload

/// The font folder: FONTSCALE_BENCH_FONTS, else `.fonts` beside this package (the repository's).
let fontDirectory: String = {
    if let path = ProcessInfo.processInfo.environment["FONTSCALE_BENCH_FONTS"], !path.isEmpty { return path }
    let here = URL(fileURLWithPath: #filePath)  // Benchmarks/FontScaleBenchmarks/FontScaleBenchmarks.swift
    return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".fonts").path
}()

/// DejaVu Sans: Debian's fonts-dejavu-core (the peers read the same file).
let dejaVuFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

/// Everything the benchmarks share, made once per process on first use.
final class Fixture: @unchecked Sendable {
    static let shared: Fixture = {
        do { return try Fixture() } catch {
            fatalError("fontscale benchmarks: \(error) (fonts in \(fontDirectory): run scripts/fetch-fonts.sh .fonts)")
        }
    }()

    let strings = sampleStrings()
    let scalarTexts: [[Unicode.Scalar]]
    let catalog: FontCatalog
    let scaler = Scaler()
    let scale = TypeScale.hig()
    /// The 132 iOS cells (11 styles x 12 categories), Apple's sizes.
    let cells: [ScaledStyle]
    var measurements: Int { strings.count * cells.count }

    init() throws {
        scalarTexts = strings.map { Array($0.unicodeScalars) }
        catalog = try FontCatalog(fontDirectories: [fontDirectory])
        let scaler = self.scaler, scale = self.scale
        cells = try TextStyle.iOSStyles.flatMap { style in
            try ContentSizeCategory.allCases.map { try scaler.scale(scale, style: style, at: .category($0)) }
        }
    }

    private let lock = NSLock()
    private var fonts: [String: CustomFont] = [:]
    private var instances: [String: FontInstance] = [:]

    /// `family` from the catalog, opened once per process (the closure of a benchmark runs once per
    /// iteration: what it sets up before `startMeasurement()` is not timed, but a font opened anew
    /// each time would start each iteration with cold HarfBuzz and glyph caches).
    func font(_ family: String) throws -> CustomFont {
        try lock.withLock {
            if let font = fonts[family] { return font }
            let font = try CustomFont(family: family, catalog: catalog)
            fonts[family] = font
            return font
        }
    }

    /// The weight 400 instance of `family` (default axes), made once per process.
    func fixedInstance(_ family: String) throws -> FontInstance {
        if let instance = lock.withLock({ instances[family] }) { return instance }
        let instance = try font(family).instance(weight: 400).instance
        lock.withLock { instances[family] = instance }
        return instance
    }

    /// The font files the families curve opens, one per "family": Latin-covering ones first, the
    /// fetched fonts repeated when there are fewer than `count`.
    func familyFiles(_ count: Int) -> [String] {
        let preferred = [
            "Merriweather[opsz,wdth,wght].ttf", "AtkinsonHyperlegible-Regular.ttf", "Inter[opsz,wght].ttf",
            "Heebo[wght].ttf",
            "Merriweather-Italic[opsz,wdth,wght].ttf", "AtkinsonHyperlegible-Bold.ttf",
            "AtkinsonHyperlegible-Italic.ttf",
            "AtkinsonHyperlegible-BoldItalic.ttf", "Hind-Regular.ttf", "Hind-SemiBold.ttf", "Hind-Bold.ttf",
            "Amiri-Regular.ttf",
            "Amiri-Bold.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf", "NotoSansArabic[wdth,wght].ttf",
            "NotoSansDevanagari[wdth,wght].ttf",
        ]
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: fontDirectory)) ?? [])
        var files = [dejaVuFile] + preferred.filter(present.contains).map { "\(fontDirectory)/\($0)" }
        files += present.subtracting(preferred).filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted().map {
            "\(fontDirectory)/\($0)"
        }
        return (0..<count).map { files[$0 % files.count] }
    }
}

// MARK: - The measured paths (shared with the growth curves)

/// With reuse at a fixed instance: each string shaped once (a fresh TextMeasurer), scaled to every cell's size.
@inline(never)
func measureWithReuse(_ strings: [String], cells: [ScaledStyle], instance: FontInstance) -> Double {
    let measurer = TextMeasurer()
    var sink = 0.0
    for text in strings {
        for cell in cells { sink += measurer.width(of: text, instance: instance, pointSize: cell.pointSize) }
    }
    return sink
}

/// Without reuse: HarfBuzz shapes every (string, cell).
@inline(never)
func measureWithoutReuse(_ texts: [[Unicode.Scalar]], cells: [ScaledStyle], instance: FontInstance) -> Double {
    var sink = 0.0
    let unitsPerEm = Double(instance.unitsPerEm)
    for text in texts {
        for cell in cells {
            sink += instance.shape(text, features: [], ink: false).advance * cell.pointSize / unitsPerEm
        }
    }
    return sink
}

/// The full API: IntrinsicSizer per style x category (the style's weight, opsz following the size, layout, heights).
@inline(never)
func measureFullAPI(_ strings: [String], styles: [TextStyle], font: CustomFont, scaler: Scaler, scale: TypeScale) throws
    -> Double
{
    let sizer = IntrinsicSizer(font: font, scaler: scaler, typeScale: scale)
    var sink = 0.0
    for text in strings {
        for style in styles {
            for category in ContentSizeCategory.allCases {
                sink += try sizer.measure(text, style: style, at: .category(category)).size.width
            }
        }
    }
    return sink
}

/// A `fontscale report` on `family` against DejaVu Sans, every format, into a fresh temporary folder.
func writeReport(family: String, fixture: Fixture) throws -> Int {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fontscale-benchmarks-\(getpid())-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = fixture.catalog
    let font = try CustomFont(family: family, catalog: catalog)  // opened anew, as the command does
    let reference = try ReferenceFont(requested: "DejaVu Sans", catalog: catalog)
    let job = try ReportJob(
        font: font, texts: [], reference: reference, catalog: catalog, scaler: fixture.scaler,
        options: ReportOptions(date: "2026-11-21"))
    let files = try job.run().write(into: folder, force: true, formats: Set(ReportFormat.allCases))
    return files.count
}

/// The full API on `files` fonts (opened in the measured region), 20 strings x 132 cells each,
/// one thread or split over `threads` threads (each with its own fonts and sizer).
func measureFamilies(_ files: [String], strings: [String], threads: Int, fixture: Fixture) throws -> Double {
    let styles = TextStyle.iOSStyles
    if threads <= 1 {
        var sink = 0.0
        for file in files {
            sink += try measureFullAPI(
                strings, styles: styles, font: try CustomFont(file: file), scaler: fixture.scaler, scale: fixture.scale)
        }
        return sink
    }
    final class Results: @unchecked Sendable {
        let lock = NSLock()
        var sink = 0.0
        var error: Error?
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: threads) { worker in
        do {
            var sink = 0.0
            for (index, file) in files.enumerated() where index % threads == worker {
                sink += try measureFullAPI(
                    strings, styles: styles, font: try CustomFont(file: file), scaler: fixture.scaler,
                    scale: fixture.scale)
            }
            results.lock.withLock { results.sink += sink }
        } catch {
            results.lock.withLock { results.error = error }
        }
    }
    if let error = results.error { throw error }
    return results.sink
}

// MARK: - The suite

let benchmarks: @Sendable () -> Void = {
    let quick = ProcessInfo.processInfo.environment["BENCH_QUICK"] == "1"
    let metrics: [BenchmarkMetric] = [
        .wallClock, .cpuTotal, .throughput, .mallocCountTotal, .peakMemoryResident, .instructions,
    ]
    /// Short micro-benchmarks: many iterations within the time limit.
    func config(seconds: Int = quick ? 1 : 2, iterations: Int = 1_000) -> Benchmark.Configuration {
        .init(
            metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 1, maxDuration: .seconds(seconds),
            maxIterations: iterations)
    }

    for family in ["Merriweather", "DejaVu Sans"] {
        // 1. With reuse at a fixed instance (weight 400, default axes): shape once, scale per size.
        Benchmark("\(family) reuse", configuration: config()) { benchmark in
            let fixture = Fixture.shared
            let instance = try fixture.fixedInstance(family)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(measureWithReuse(fixture.strings, cells: fixture.cells, instance: instance))
            }
        }
        // 1b. The same with the shape cache already warm: scaling only.
        Benchmark("\(family) reuse warm", configuration: config()) { benchmark in
            let fixture = Fixture.shared
            let instance = try fixture.fixedInstance(family)
            let measurer = TextMeasurer()
            for text in fixture.strings { blackHole(measurer.width(of: text, instance: instance, pointSize: 17)) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var sink = 0.0
                for text in fixture.strings {
                    for cell in fixture.cells {
                        sink += measurer.width(of: text, instance: instance, pointSize: cell.pointSize)
                    }
                }
                blackHole(sink)
            }
        }
        // 1c. Shape once, scale to every size: `widths(of:instance:pointSizes:)`, one look-up per
        // string for its 132 sizes (what uharfbuzz's shape-once peer does).
        Benchmark("\(family) shape-once", configuration: config()) { benchmark in
            let fixture = Fixture.shared
            let instance = try fixture.fixedInstance(family)
            let sizes = fixture.cells.map(\.pointSize)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let measurer = TextMeasurer()
                var sink = 0.0
                for text in fixture.strings {
                    for width in measurer.widths(of: text, instance: instance, pointSizes: sizes) { sink += width }
                }
                blackHole(sink)
            }
        }
        // 2. Without reuse: HarfBuzz shapes every measurement.
        Benchmark("\(family) no-reuse", configuration: config()) { benchmark in
            let fixture = Fixture.shared
            let instance = try fixture.fixedInstance(family)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(measureWithoutReuse(fixture.scalarTexts, cells: fixture.cells, instance: instance))
            }
        }
        // 3. The full API (a fresh IntrinsicSizer per iteration): weight per style, opsz following the size.
        Benchmark("\(family) full-api", configuration: config()) { benchmark in
            let fixture = Fixture.shared
            let font = try fixture.font(family)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(
                    try measureFullAPI(
                        fixture.strings, styles: TextStyle.iOSStyles, font: font, scaler: fixture.scaler,
                        scale: fixture.scale))
            }
        }
    }

    // `fontscale report` on Merriweather against DejaVu Sans, every format, into a temporary folder.
    Benchmark("report Merriweather", configuration: config(seconds: quick ? 2 : 5, iterations: quick ? 2 : 5)) {
        benchmark in
        let fixture = Fixture.shared
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try writeReport(family: "Merriweather", fixture: fixture)) }
    }

    // `fontscale check` on the large config: 40 styles x 12 categories x 20 samples x 4 containers, and doubled (80 styles).
    for styles in [40, 80] {
        Benchmark("check \(styles)x12x20x4", configuration: config(seconds: quick ? 2 : 4, iterations: quick ? 2 : 5)) {
            benchmark in
            let yaml = checkConfig(styles: styles, fontDirectory: fontDirectory)
            _ = Fixture.shared
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let config = try ConfigParser.parse(yaml, file: "bench.yml")
                let result = try Checker(config: config).run()
                blackHole(result.measurements)
            }
        }
    }

    // `fontscale table`: Apple's iOS table, and each of the 132 cells looked up.
    Benchmark("table 132 cells", configuration: config(seconds: 1, iterations: 100_000)) { benchmark in
        for _ in benchmark.scaledIterations {
            var sink = HIG.table(.iOS).count
            for style in TextStyle.iOSStyles {
                for category in ContentSizeCategory.allCases {
                    sink &+= Int(try HIG.metrics(style, category).pointSize)
                }
            }
            blackHole(sink)
        }
    }

    // MARK: Growth curves (scripts/bench.sh runs these once, with --filter '^growth')

    // Strings: the reuse path at all 132 cells for 1 ... 100,000 strings (the LCG continued).
    for count in quick ? [1, 100, 10_000] : [1, 10, 100, 1_000, 10_000, 100_000] {
        let big = count >= 10_000
        Benchmark("growth strings \(count)", configuration: config(seconds: big ? 3 : 1, iterations: big ? 3 : 1_000)) {
            benchmark in
            let fixture = Fixture.shared
            let strings = sampleStrings(count)
            let instance = try fixture.fixedInstance("Merriweather")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(measureWithReuse(strings, cells: fixture.cells, instance: instance))
            }
        }
    }
    // Styles: the full API on Merriweather, 200 strings x N styles x 12 categories.
    for count in quick ? [1, 6, 11] : Array(1...11) {
        Benchmark("growth styles \(count)", configuration: config(seconds: 1, iterations: 100)) { benchmark in
            let fixture = Fixture.shared
            let font = try fixture.font("Merriweather")
            let styles = Array(TextStyle.iOSStyles.prefix(count))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(
                    try measureFullAPI(
                        fixture.strings, styles: styles, font: font, scaler: fixture.scaler, scale: fixture.scale))
            }
        }
    }
    // Families: N fonts opened and measured (full API, 20 strings x 132 cells each), on one core and on two.
    for count in quick ? [1, 5, 20] : [1, 2, 5, 10, 15, 20] {
        for threads in [1, 2] {
            Benchmark("growth families \(count) threads \(threads)", configuration: config(seconds: 1, iterations: 20))
            { benchmark in
                let fixture = Fixture.shared
                let files = fixture.familyFiles(count)
                let strings = Array(fixture.strings.prefix(20))
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(try measureFamilies(files, strings: strings, threads: threads, fixture: fixture))
                }
            }
        }
    }
}
