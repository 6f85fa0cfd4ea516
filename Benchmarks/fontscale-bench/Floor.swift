// The report's floor: what no report of the same pages can do without. Every distinct text the
// report shapes (recorded while it is measured and written on one thread: to measure and to draw,
// each instance and features), shaped once each with the same HarfBuzz; and its PNG pages'
// filtered rows taken back out and deflated whole with the same zlib level on one thread (best of
// 3 each). On two cores the floor's wall time is the shaping plus half the deflating.
import FontScaleFonts
import FontScaleRender
import FontScaleReport
import Foundation

/// The floor's figures: distinct texts and all shapings recorded, the seconds to shape them once,
/// the PNG pages, and their deflating on one core.
struct ReportFloor {
    let texts: Int
    let shapings: Int
    let shaping: Double
    let pages: Int
    let deflate: (seconds: Double, raw: Int, deflated: Int)
}

/// `job`'s floor (see above), from a report it writes in every format into a temporary folder.
func reportFloor(_ job: ReportJob) throws -> ReportFloor {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-bench-f-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, shapings) = try ShapingLog.recording {
        var writer = try ReportWriter(folder: folder, force: true)
        writer.sheetThreads = 1
        _ = try writer.writeAll(try job.run(), formats: Set(ReportFormat.allCases))
    }
    struct Shaping: Hashable {
        let instance: String
        let text: String
        let features: [String]
    }
    let distinct = Set(shapings.keys.map { Shaping(instance: $0.instance, text: $0.text, features: $0.features) })
    var instances: [String: FontInstance] = [:]
    for key in Set(distinct.map(\.instance)) {
        // FontInstance.cacheKey: "FILE#INDEX|tag=value,...".
        let bar = key.lastIndex(of: "|")!, file = key[..<bar], hash = file.lastIndex(of: "#")!
        let face = try FontFace(path: String(file[..<hash]), index: Int(file[file.index(after: hash)...])!)
        var variations: [String: Double] = [:]
        for setting in key[key.index(after: bar)...].split(separator: ",") {
            let parts = setting.split(separator: "=")
            variations[String(parts[0])] = Double(parts[1])!
        }
        instances[key] = FontInstance(face: face, variations: variations)
    }
    let work = try distinct.map { shaping in
        (
            instances[shaping.instance]!, Array(shaping.text.unicodeScalars),
            try shaping.features.map { try FontFeature($0) }
        )
    }
    var shapeFloor = Double.infinity
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        for (instance, scalars, features) in work { _ = instance.shape(scalars, features: features, ink: false) }
        shapeFloor = min(shapeFloor, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix("sheet") && $0.hasSuffix(".png") }
        .map { try Data(contentsOf: folder.appendingPathComponent($0)) }
    var deflate = (seconds: Double.infinity, raw: 0, deflated: 0)
    for _ in 0..<3 {
        let measured = try DeflateFloor.measure(pages)
        if measured.seconds < deflate.seconds { deflate = measured }
    }
    return ReportFloor(
        texts: distinct.count, shapings: shapings.values.reduce(0, +), shaping: shapeFloor, pages: pages.count,
        deflate: deflate)
}
