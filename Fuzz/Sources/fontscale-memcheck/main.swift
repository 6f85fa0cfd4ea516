// The valgrind loop (scripts/memcheck.sh, `make memcheck`): each iteration opens a font file,
// measures a string at several text styles and content size categories (wrapped, truncated),
// draws a small type sheet through cairo and encodes it as PNG, and writes it as PDF. Whatever
// fontscale forgets to free grows with the iteration count, so valgrind's leak report separates
// it from the libraries' one-off caches.
//
//   fontscale-memcheck [--iterations N] [--font FILE] [--pdf PATH]
import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleRender
import Foundation

var iterations = 1000
var fontPath = ".fonts/Inter[opsz,wght].ttf"
var pdfPath = NSTemporaryDirectory() + "fontscale-memcheck-\(getpid()).pdf"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--iterations": iterations = arguments.popFirst().flatMap { Int($0) } ?? iterations
    case "--font": fontPath = arguments.popFirst() ?? fontPath
    case "--pdf": pdfPath = arguments.popFirst() ?? pdfPath
    default:
        FileHandle.standardError.write(Data("usage: fontscale-memcheck [--iterations N] [--font FILE] [--pdf PATH]\n".utf8))
        exit(64)
    }
}

let texts = ["Dynamic Type", "Sphinx of black quartz, judge my vow. Größe 17 — ﬁ"]
let styles: [TextStyle] = [.largeTitle, .body, .caption2]
let categories: [ContentSizeCategory] = [.xSmall, .large, .accessibility5]

func iteration(fontPath: String, pdfPath: String) throws -> Int {
    let font = try CustomFont(file: fontPath)
    let sizer = IntrinsicSizer(font: font)
    var measured = 0
    for style in styles {
        for category in categories {
            for text in texts {
                _ = try sizer.measure(text, style: style, at: .category(category), options: MeasureOptions(width: 180, maxLines: 2))
                measured += 1
            }
        }
    }
    // A small sheet: each style at Large and AX3, in the instance (weight, opsz) it is measured in.
    let scaler = Scaler()
    let sheet = try Canvas(rasterWidth: 240, height: 240, pixelScale: 1)
    let pdf = try Canvas(format: .pdf, width: 240, height: 240, path: pdfPath,
                         info: DocumentInfo(title: "memcheck", creator: "fontscale-memcheck", date: "2026-01-01T00:00:00Z"))
    for canvas in [sheet, pdf] {
        canvas.fillRect(x: 0, y: 0, width: 240, height: 240, color: .white)
        var y = 10.0
        for style in styles {
            for category in [ContentSizeCategory.large, .accessibility3] {
                let scaled = try scaler.scale(TypeScale.hig(), style: style, at: .category(category))
                let resolved = try font.instance(weight: scaled.weight.rawValue, opticalSize: scaled.pointSize)
                y += scaled.pointSize * 1.2
                canvas.setColor(.black)
                try canvas.drawText(texts[0], instance: resolved.instance, size: scaled.pointSize, x: 8, y: y)
                canvas.line(from: (8, y + 2), to: (232, y + 2), color: RGB(0.8, 0.2, 0.2), dashed: category == .large)
            }
        }
    }
    _ = try sheet.pngData()
    try pdf.finish()
    return measured
}

let start = Date()
var measured = 0
do {
    for _ in 0..<iterations { measured += try iteration(fontPath: fontPath, pdfPath: pdfPath) }
} catch {
    FileHandle.standardError.write(Data("fontscale-memcheck: \(error)\n".utf8))
    exit(1)
}
try? FileManager.default.removeItem(atPath: pdfPath)
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
print(String(format: "fontscale-memcheck: %d iterations, %d measurements, %d sheets (PNG + PDF) in %.1f s, peak RSS %.0f MB",
             iterations, measured, iterations, Date().timeIntervalSince(start), Double(usage.ru_maxrss) / 1024))
