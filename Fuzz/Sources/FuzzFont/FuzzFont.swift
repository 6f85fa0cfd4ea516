import FontScaleFonts
import FontScaleRender
import FuzzSupport

// A font file from bytes, as `fontscale ... --font-file PATH` opens it: every face (up to 4),
// its names, axes and named instances; instances at the weight, width, italic and optical-size
// extremes; line metrics; shaping a short mixed-script string with features; measuring it on
// one line and wrapped into two truncated lines; and drawing it through cairo (a second FreeType
// face at the instance's coordinates). Broken fonts must be refused with a FontError or measured:
// never a trap or a memory error in fontscale's code.
//
// Only fontscale's Swift (and what it inlines) is instrumented: FreeType, HarfBuzz and cairo are
// Debian's libraries, so libFuzzer sees no coverage inside them and AddressSanitizer checks only
// their heap allocations (interposed malloc), not their reads.

private let text = "Hi fi ffl AVAWy 0123 \u{2014}\u{2026} \u{0639}\u{0631}\u{0628}\u{064A} \u{05E9}\u{05DC}\u{05D5}\u{05DD} \u{0939}\u{093F}\u{0928}\u{094D}\u{0926}\u{0940} \u{65E5}\u{672C} \u{1F600}\u{200D}"
private let features = ["liga", "-kern", "tnum", "ss01=1"].compactMap { try? FontFeature($0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard Fuzz.writeScratch(data, size) else { return 0 }
    let path = Fuzz.scratchPath
    guard let first = try? FontFace(path: path, index: 0) else { return 0 }
    for index in 0..<min(first.info.faceCount, 4) {
        guard let face = index == 0 ? first : try? FontFace(path: path, index: index) else { continue }
        exercise(face, index: index)
    }
    return 0
}

private func exercise(_ face: FontFace, index: Int) {
    let info = face.info
    guard info.unitsPerEm > 0, info.glyphCount > 0, info.index == index else { Fuzz.fail("a face opened with \(info)") }
    for axis in info.axes where !(axis.minimum.isFinite && axis.maximum.isFinite && axis.defaultValue.isFinite) {
        Fuzz.fail("axis \(axis.tag) is not finite: \(axis)")
    }
    _ = face.offersFeature("liga")
    guard let font = try? CustomFont(file: info.file, index: index) else { Fuzz.fail("FontFace opened face \(index) but CustomFont did not") }
    let measurer = TextMeasurer()
    let requests: [(weight: Int, italic: Bool, width: Int, opsz: Double?)] = [(400, false, 100, nil), (1, true, 50, 6), (1000, false, 200, 144)]
    for request in requests {
        guard let resolved = try? font.instance(weight: request.weight, italic: request.italic, width: request.width,
                                                opticalSize: request.opsz, axes: ["GRAD": 150, "XTRA": -1e9])
        else { continue }
        let instance = resolved.instance
        for setting in instance.axisSettings where !setting.value.isFinite { Fuzz.fail("axis \(setting.tag) set to \(setting.value)") }
        let metrics = instance.lineMetrics(pointSize: 17)
        guard metrics.ascender.isFinite, metrics.descender.isFinite, metrics.lineGap.isFinite else { Fuzz.fail("line metrics \(metrics)") }
        do {
            let line = try measurer.measure(text, instance: instance, pointSize: 17)
            guard line.lineCount == 1, line.width.isFinite else { Fuzz.fail("one line measured as \(line.lineCount) lines, width \(line.width)") }
            let wrapped = try measurer.measure(text, instance: instance, pointSize: 17,
                                               options: LayoutOptions(features: features, tracking: 0.5, width: 60, maxLines: 2))
            guard wrapped.lineCount <= 2, wrapped.height.isFinite else { Fuzz.fail("wrapped to \(wrapped.lineCount) lines, height \(wrapped.height)") }
        } catch {
            Fuzz.fail("measuring failed: \(error)")
        }
        _ = instance.digitSpread(features: features)
        if request.weight == 400 { draw(instance) }
    }
}

/// One line drawn on a small raster canvas, as the sheets draw every sample.
private func draw(_ instance: FontInstance) {
    do {
        let canvas = try Canvas(rasterWidth: 96, height: 32, pixelScale: 1)
        canvas.fillRect(x: 0, y: 0, width: 96, height: 32, color: .white)
        canvas.setColor(.black)
        try canvas.drawText(text, instance: instance, size: 17, x: 2, y: 24, features: features)
        _ = try canvas.bitmap()
    } catch {
        // A face cairo refuses is an error the caller reports, not a crash.
    }
}
