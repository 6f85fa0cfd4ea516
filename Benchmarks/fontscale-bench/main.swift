// Release-build benchmark of text measurement (not a test):
//   swift run -c release fontscale-bench [FONT_DIR] [--measure | --report | --check | --motion | --export]
//   fontscale-bench [FONT_DIR] --write-check-config PATH   the large check config (40 styles x 12 categories
//   x 20 samples x 4 containers) that scripts/bench-pair.py times with each build's `fontscale check`
//   fontscale-bench [FONT_DIR] --floor   the floor of `fontscale report Merriweather` (Floor.swift), one JSON line
// 200 strings at all 132 style x category cells, on Merriweather (variable) and DejaVu Sans.
import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotion
import FontScaleMotionLab
import FontScaleRender
import FontScaleReport
import Foundation

if CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
    print(
        "usage: fontscale-bench [FONT_DIR] [--measure | --report | --check | --motion | --export | --write-check-config PATH | --floor]  (release build; FONT_DIR defaults to .fonts)"
    )
    exit(0)
}
let fontDirectory = CommandLine.arguments.dropFirst().first.flatMap { $0.hasPrefix("--") ? nil : $0 } ?? ".fonts"
if let flag = CommandLine.arguments.firstIndex(of: "--write-check-config") {
    guard flag + 1 < CommandLine.arguments.count else {
        FileHandle.standardError.write(Data("fontscale-bench: --write-check-config needs a PATH\n".utf8))
        exit(64)
    }
    let directory = URL(fileURLWithPath: fontDirectory).standardizedFileURL.path
    try Data(checkConfig(styles: 40, fontDirectory: directory).utf8)
        .write(to: URL(fileURLWithPath: CommandLine.arguments[flag + 1]))
    exit(0)
}
let onlyReport = CommandLine.arguments.contains("--report")
let onlyCheck = CommandLine.arguments.contains("--check")
let onlyMotion = CommandLine.arguments.contains("--motion")
let onlyExport = CommandLine.arguments.contains("--export")
let onlyMeasure = CommandLine.arguments.contains("--measure")

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

let strings = sampleStrings()
let catalog = try FontCatalog(fontDirectories: [fontDirectory])
// The floor of `fontscale report Merriweather` as the command makes it (against Inter, its reference
// when SF Pro is not installed), for scripts/bench-pair.py: one JSON line.
if CommandLine.arguments.contains("--floor") {
    let font = try CustomFont(family: "Merriweather", catalog: catalog)
    let reference = try ReferenceFont(requested: "Inter", catalog: catalog)
    let job = try ReportJob(
        font: font, texts: [], reference: reference, catalog: catalog, scaler: Scaler(),
        options: ReportOptions(date: "2026-11-21"))
    let floor = try reportFloor(job)
    print(
        String(
            format:
                "{\"texts\": %d, \"shaping_s\": %.6f, \"pages\": %d, \"rows_mb\": %.1f, \"deflate_one_core_s\": %.6f, \"cpu_s\": %.6f, \"wall_s\": %.6f}",
            floor.texts, floor.shaping, floor.pages, Double(floor.deflate.raw) / 1e6, floor.deflate.seconds,
            floor.shaping + floor.deflate.seconds, floor.shaping + floor.deflate.seconds / 2))
    exit(0)
}
let scaler = Scaler()
let scale = TypeScale.hig()
let cells = try TextStyle.iOSStyles.flatMap { style in
    try ContentSizeCategory.allCases.map { try scaler.scale(scale, style: style, at: .category($0)) }
}
let measurements = Double(strings.count * cells.count)
print("fontscale-bench: \(strings.count) strings x \(cells.count) cells = \(Int(measurements)) measurements per run")

// Motion measured with the real font (best of 5): every iOS style's Large -> AX3 transition
// (all strategies, opsz following and held, renders at @3x), and a 61-frame counting label.
if onlyMotion {
    for family in ["Merriweather", "DejaVu Sans"] {
        let font = try CustomFont(family: family, catalog: catalog)
        let scaler = Scaler()
        var transitions = Double.infinity, counting = Double.infinity
        for _ in 0..<5 {
            let lab = TransitionLab(font: font)
            transitions = min(
                transitions,
                try seconds {
                    for style in TextStyle.iOSStyles {
                        let a = try scaler.scale(TypeScale.hig(), style: style, at: .category(.large)).pointSize
                        let b = try scaler.scale(TypeScale.hig(), style: style, at: .category(.accessibility3))
                            .pointSize
                        _ = try lab.measure("Dynamic Type", from: a, to: b)
                    }
                })
            let count = try CountAnimation(
                from: 0, to: 1_500_000, duration: 1, format: try CountFormat(.decimal, locale: "de_DE"))
            counting = min(
                counting, try seconds { _ = try CountingLab(font: font).measure(count.strings, pointSize: 28) })
        }
        print(
            String(
                format:
                    "motion %@: 11 transitions (naive, grow, shrink; opsz follows and held) %.0f ms, %.1f ms each; 61-frame count widths %.2f ms",
                family, transitions * 1000, transitions * 1000 / 11, counting * 1000))
    }
    print(String(format: "peak memory: %.1f MB", peakMemoryMB()))
    exit(0)
}

for family in onlyReport || onlyCheck || onlyExport ? [] : ["Merriweather", "DejaVu Sans"] {
    let font = try CustomFont(family: family, catalog: catalog)
    let fixed = try font.instance(weight: 400).instance
    let scalarTexts = strings.map { Array($0.unicodeScalars) }
    var sink = 0.0

    // 1. With reuse, fixed instance: shape once per string, scale to each cell's size.
    let measurer = TextMeasurer()
    for text in strings { sink += measurer.width(of: text, instance: fixed, pointSize: 17) }  // warm the cache
    var best = Double.infinity
    for _ in 0..<5 {
        best = min(
            best,
            seconds {
                for text in strings {
                    for cell in cells { sink += measurer.width(of: text, instance: fixed, pointSize: cell.pointSize) }
                }
            })
    }
    let reuseRate = measurements / best

    // 2. Without reuse: shape every measurement with HarfBuzz.
    let noReuse = seconds {
        for text in scalarTexts {
            for cell in cells {
                sink +=
                    fixed.shape(text, features: [], ink: false).advance * cell.pointSize
                    / Double(fixed.face.info.unitsPerEm)
            }
        }
    }
    let noReuseRate = measurements / noReuse

    // 3. The full API per cell: the style's weight, opsz following the size, layout, heights.
    let sizer = IntrinsicSizer(font: font, scaler: scaler, typeScale: scale)
    let full = try seconds {
        for text in strings {
            for style in TextStyle.iOSStyles {
                for category in ContentSizeCategory.allCases {
                    sink += try sizer.measure(text, style: style, at: .category(category)).size.width
                }
            }
        }
    }
    let fullRate = measurements / full
    print(
        String(
            format:
                "%@: with reuse %.2fM/s (%.1f ms); without reuse %.0fk/s (%.0f ms); full API with optical sizing %.0fk/s (%.0f ms, %d shapes)",
            family, reuseRate / 1e6, best * 1000, noReuseRate / 1e3, noReuse * 1000, fullRate / 1e3, full * 1000,
            sizer.measurer.shapeCount))
    if sink == 42 { print("") }  // keep the work observable
}
/// A 30-style config: every iOS text style, five weights, tnum on some, 3 containers, 5 samples.
func benchConfig() throws -> String {
    let textStyles = TextStyle.iOSStyles
    var yaml =
        "version: 1\ncategories: xSmall...AX5\nfonts: {family: Merriweather, directories: [\"\(fontDirectory)\"]}\nstyles:\n"
    for index in 0..<30 {
        let style = textStyles[index % textStyles.count]
        let size = (try HIG.metrics(style, .large)).pointSize + Double(index / textStyles.count)
        yaml +=
            "  - {name: \"Style \(index)\", textStyle: \(style.rawValue), size: \(size), weight: \(300 + 100 * (index % 5))\(index % 7 == 0 ? ", numeric: true, features: [tnum]" : "")}\n"
    }
    yaml +=
        "containers:\n  - {name: Phone, width: 343, maxLines: 2}\n  - {name: Compact, width: 288, maxLines: 3}\n  - {name: Button, width: 160, maxLines: 1}\n"
    yaml +=
        "samples: [\"Dynamic Type\", \"Order total: 1,234.50\", \"Kontoeinstellungen überprüfen\", \"Notifications\", \"Continue\"]\n"
    return yaml
}

// fontscale export of the 30-style config in every format, and the DTCG tokens imported back (best of 5).
if onlyExport {
    let config = try ConfigParser.parse(try benchConfig(), file: "bench.yml")
    var times: [String: Double] = [:]
    var tokens = "", bytes = 0
    for _ in 0..<5 {
        var model: ExportModel?
        times["model", default: .infinity] = min(
            times["model", default: .infinity],
            try seconds { model = try ExportModel(config: config, catalog: catalog) })
        for format in ExportFormat.allCases {
            let time = try seconds {
                bytes &+= try Exporter.render(format, model: model!, config: config, source: "bench.yml").utf8.count
            }
            times[format.rawValue] = min(times[format.rawValue] ?? .infinity, time)
        }
        tokens = try Exporter.render(.dtcg, model: model!, config: config, source: "bench.yml")
        times["import", default: .infinity] = min(
            times["import", default: .infinity],
            try seconds {
                _ = try TokenImport.config(
                    fromTokens: Data(tokens.utf8), file: "bench.tokens.json", output: "bench.yml")
            })
        let studio = try Exporter.render(.tokensStudio, model: model!, config: config, source: "bench.yml")
        times["import tokens-studio", default: .infinity] = min(
            times["import tokens-studio", default: .infinity],
            try seconds {
                _ = try TokenImport.config(fromTokens: Data(studio.utf8), file: "tokens.json", output: "bench.yml")
            })
        // The static instances Android needs below API 28 (HarfBuzz's instancer, each checked).
        let assets = FontAssets(model: model!, source: "bench.yml")
        times["instances x\(assets.instances.count)", default: .infinity] = min(
            times["instances x\(assets.instances.count)", default: .infinity],
            try seconds { for font in assets.instances { bytes &+= try font.data().count } })
    }
    let instances = times.keys.filter { $0.hasPrefix("instances") }
    let order = ["model"] + ExportFormat.allCases.map(\.rawValue) + ["import", "import tokens-studio"] + instances
    print(
        "export (30 styles x 12 categories, \(bytes / 5) bytes per run, best of 5): "
            + order.map { String(format: "%@ %.2f ms", $0, times[$0]! * 1000) }.joined(separator: ", "))
    print(String(format: "peak memory: %.1f MB", peakMemoryMB()))
    exit(0)
}

// fontscale check on a 30-style config: 12 categories, 5 samples, 3 containers (best of 5).
if !onlyReport && !onlyMeasure {
    let yaml = try benchConfig()
    var best = Double.infinity
    var result: CheckResult?
    for _ in 0..<5 {
        best = min(
            best,
            try seconds {
                let config = try ConfigParser.parse(yaml, file: "bench.yml")
                result = try Checker(config: config).run()
            })
    }
    print(
        String(
            format:
                "check: 30 styles x 12 categories x 5 samples x 3 containers = %d layouts, %d findings: %.0f ms (best of 5)",
            result!.measurements, result!.findings.count, best * 1000))
}

// The full report on Merriweather against DejaVu Sans, every format, by phase, as `fontscale
// report Merriweather` makes it: the default samples (one per script the font covers, Latin and
// Cyrillic here, each against its reference), the label font, and the page with subset fonts.
// The first run is cold (fonts opened, glyphs rasterised for the first time: what one command
// does); the best of 3 runs shows the work left once the caches are warm.
if !onlyCheck && !onlyMeasure {
    var first: [String: Double] = [:]
    var best: [String: Double] = [:]
    for _ in 0..<3 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-bench-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        var run: [String: Double] = [:]
        var job: ReportJob?
        run["open"] = try seconds {
            let font = try CustomFont(family: "Merriweather", catalog: catalog)
            let reference = try ReferenceFont(requested: "DejaVu Sans", catalog: catalog)
            job = try ReportJob(
                font: font, texts: [], reference: reference, catalog: catalog, scaler: scaler,
                options: ReportOptions(date: "2026-11-21"))
        }
        var measured: ReportRun?
        run["measure"] = try seconds { measured = try job!.run() }
        let report = measured!.report
        let writer = try ReportWriter(folder: folder, force: true)
        var sheet: SheetRenderer?
        run["layout"] = try seconds { sheet = try SheetRenderer(run: measured!) }
        // Each format on its own, through the same calls writeAll makes (writeAll itself always
        // adds report.json, and subtracting a separately timed JSON write gave negative figures).
        run["json"] = try seconds { try writer.write(Data(try report.json().utf8), to: ReportFormat.json.fileName) }
        run["csv"] = try seconds { try writer.write(Data(report.csv().utf8), to: ReportFormat.csv.fileName) }
        run["md"] = try seconds { try writer.write(Data(report.markdown().utf8), to: ReportFormat.md.fileName) }
        run["swift"] = try seconds {
            try writer.write(Data(report.swiftSnippet().utf8), to: ReportFormat.swift.fileName)
        }
        for format in [SheetRenderer.Format.pdf, .svg] {
            run[format.rawValue] = try seconds {
                try sheet!.render(format, to: folder.appendingPathComponent("sheet.\(format.rawValue)").path)
            }
        }
        // Every page as a PNG, as writeAll writes them.
        run["png"] = try seconds {
            for page in 1...sheet!.pageCount {
                try sheet!.renderPage(page, to: folder.appendingPathComponent(ReportFormat.pngPage(page)).path)
            }
        }
        // The page as an all-formats run writes it: the fonts subset to what it shows, beside
        // sheet.png, which it shows (no second drawing).
        run["html"] = try seconds {
            var page = HTMLRenderer(run: measured!, sheetPNG: nil)
            page.sheetFile = ReportFormat.png.fileName
            try writer.write(Data(try page.render().utf8), to: ReportFormat.html.fileName)
        }
        run["total"] = run.values.reduce(0, +)
        if first.isEmpty { first = run }
        for (key, value) in run { best[key] = min(best[key] ?? .infinity, value) }
    }
    let order = ["open", "measure", "layout", "json", "csv", "md", "swift", "pdf", "svg", "png", "html", "total"]
    func line(_ phases: [String: Double]) -> String {
        order.map { String(format: "%@ %.0f ms", $0, phases[$0]! * 1000) }.joined(separator: ", ")
    }
    print("report (Merriweather vs DejaVu Sans, all formats, 2 samples), first run: " + line(first))
    print("report, best of 3: " + line(best))

    // Every format written as the command writes it (`ReportWriter.writeAll`), the sheet's files
    // (PDF, SVG, PNG pages) drawn on one thread and on two: wall and CPU time, median of 5 each,
    // the thread counts interleaved.
    func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    let font = try CustomFont(family: "Merriweather", catalog: catalog)
    let reference = try ReferenceFont(requested: "DejaVu Sans", catalog: catalog)
    let job = try ReportJob(
        font: font, texts: [], reference: reference, catalog: catalog, scaler: scaler,
        options: ReportOptions(date: "2026-11-21"))
    let measured = try job.run()
    var times: [Int: [(wall: Double, cpu: Double)]] = [:]
    for _ in 0..<5 {
        for threads in [1, 2] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-bench-w-\(getpid())")
            try? FileManager.default.removeItem(at: folder)
            defer { try? FileManager.default.removeItem(at: folder) }
            var writer = try ReportWriter(folder: folder, force: true)
            writer.sheetThreads = threads
            let cpu = cpuSeconds()
            let wall = try seconds { _ = try writer.writeAll(measured, formats: Set(ReportFormat.allCases)) }
            times[threads, default: []].append((wall, cpuSeconds() - cpu))
        }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print(
        "report write, every format (writeAll, median of 5): "
            + [1, 2].map { threads in
                String(
                    format: "%d thread%@ %.0f ms (CPU %.0f ms)", threads, threads == 1 ? "" : "s",
                    median(times[threads]!.map(\.wall)) * 1000, median(times[threads]!.map(\.cpu)) * 1000)
            }.joined(separator: ", "))

    print(String(format: "peak memory (before the floor): %.1f MB", peakMemoryMB()))
    let floorFigures = try reportFloor(job)
    let (shapeFloor, deflate) = (floorFigures.shaping, floorFigures.deflate)
    let (distinct, shapings, pages) = (floorFigures.texts, floorFigures.shapings, floorFigures.pages)
    let command = (best["open"]! + best["measure"]!) * 1000 + median(times[2]!.map(\.wall)) * 1000
    let floor = shapeFloor * 1000 + deflate.seconds * 1000 / 2
    print(
        String(
            format:
                "report floor: %d distinct texts (of %d shapings) shaped once with this HarfBuzz %.0f ms; %d PNG pages' rows (%.1f MB) deflated at zlib level 1 %.0f ms on one core (%.0f ms on two); report (open, measure, write on 2 threads) %.0f ms = %.1fx the floor (%.0f ms), %.0f ms above it",
            distinct, shapings, shapeFloor * 1000, pages, Double(deflate.raw) / 1e6,
            deflate.seconds * 1000, deflate.seconds * 1000 / 2, command, command / floor, floor, command - floor))
}
print(String(format: "peak memory: %.1f MB", peakMemoryMB()))
