import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotion
import FontScaleMotionLab
import Foundation
import FuzzSupport

// The motion engine's plans from arbitrary options and texts, through the libraries' public API
// (what `fontscale animate` and `fontscale fit` call after parsing their options). The input is
// text: a first line naming the plan, then one field per line (a missing field is empty; in texts
// `\n` and `\r` stand for line feed and carriage return):
//
//   count   from, to, style (decimal, fixed, percent, or a currency code), decimals, locale, curve, duration, hertz
//   color   stops (space-separated), background, space, steps, gamut, curve, duration, hertz
//   spring  form (physical, response, bounce), three parameters, initial velocity, duration, hertz
//   morph   old text, new text, mode (morph, replace), curve, duration, hertz, point size
//   fit     text, width, lines, minimum scale, point size
//
// A curve is a name (linear, easeIn, ...), four numbers x1,y1,x2,y2, or "spring" and a spring's
// fields separated by spaces. Morph and fit set their texts in Inter (FUZZ_MOTION_FONT, else
// .fonts/Inter[opsz,wght].ttf from the folder the run starts in).
//
// Invariants: no trap, no hang, nothing unbounded (libFuzzer's timeout and memory limit); an
// error is one line with "expected" in it; every number of a plan is finite; a plan's first frame
// is its start and its last frame its end (the count's end value, the last colour stop as drawn,
// eased progress 1, the morph's new layout with the old characters gone); contrast ratios are
// within 1...21; a fit is within its bounds.
//
// The cases issue 22 listed are checked like any other input: a morph with an empty side, curves
// with huge y control points (refused beyond ±10), durations shorter than a frame (two frames at
// least), an unknown locale with a line break in it (shown escaped).

// libFuzzer calls the target on one thread, one input at a time.
nonisolated(unsafe) private let font: CustomFont? = {
    let path = ProcessInfo.processInfo.environment["FUZZ_MOTION_FONT"] ?? ".fonts/Inter[opsz,wght].ttf"
    return try? CustomFont(file: path)
}()

/// The input's fields: line 0 names the plan.
private struct Fields {
    let lines: [String]
    subscript(_ index: Int) -> String { index < lines.count ? lines[index] : "" }
    func double(_ index: Int, _ fallback: Double) -> Double { Double(self[index]) ?? fallback }
    func int(_ index: Int, _ fallback: Int) -> Int { Int(self[index]) ?? fallback }
    func text(_ index: Int) -> String {
        self[index].replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\r", with: "\r")
    }
    func rate(_ index: Int) -> FrameRate { FrameRate(hertz: int(index, 60)) ?? .hz60 }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMotion(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = Fuzz.text(data, size)
    let fields = Fields(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    switch fields[0] {
    case "count": count(fields, text)
    case "color": color(fields, text)
    case "spring": spring(fields, text)
    case "morph": morph(fields, text)
    case "fit": fit(fields, text)
    default: break
    }
    return 0
}

/// An error must be one line that says what was expected.
private func checkError(_ error: any Error, _ input: String) {
    let message = "\(error)"
    guard !message.isEmpty, !message.contains(where: \.isNewline), message.contains("expected") else {
        Fuzz.fail("an error that is not one line saying what was expected, for \(input.debugDescription): \(message.debugDescription)")
    }
}

private func finite(_ values: [Double], _ what: String, _ input: String) {
    if let bad = values.first(where: { !$0.isFinite }) { Fuzz.fail("\(what): \(bad) for \(input.debugDescription)") }
}

/// The timing function a curve field names.
private func timing(_ field: String) throws -> (any TimingFunction)? {
    if field.isEmpty { return TimingCurve.easeInOut }
    if let named = TimingCurve.named.first(where: { $0.name == field }) { return named }
    let words = field.split(separator: " ").map(String.init)
    if words.first == "spring" { return try makeSpring(Fields(lines: Array(words.dropFirst()))) }
    let numbers = field.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? .nan }
    guard numbers.count == 4 else { return TimingCurve.linear }
    return try TimingCurve.cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
}

private func makeSpring(_ fields: Fields) throws -> Spring {
    let (a, b, c) = (fields.double(1, 1), fields.double(2, 100), fields.double(3, 10))
    let velocity = fields.double(4, 0)
    switch fields[0] {
    case "response": return try Spring(response: a, dampingRatio: b, initialVelocity: velocity)
    case "bounce": return try Spring(duration: a, bounce: b, initialVelocity: velocity)
    default: return try Spring(mass: a, stiffness: b, damping: c, initialVelocity: velocity)
    }
}

/// Checks a timeline: at least two frames, finite, from eased 0 to eased 1 at its duration.
private func checkTimeline(_ timeline: Timeline, _ input: String) -> Bool {
    let frames = timeline.frames
    guard frames.count >= 2, let first = frames.first, let last = frames.last else {
        Fuzz.fail("\(frames.count) frames for \(input.debugDescription)")
    }
    finite(frames.flatMap { [$0.time, $0.progress, $0.eased] }, "a frame's time or progress", input)
    guard first.eased == 0, last.eased == 1, last.progress == 1, last.time == timeline.duration else {
        Fuzz.fail("the timeline does not end at eased 1 (\(last)) for \(input.debugDescription)")
    }
    return true
}

private func count(_ fields: Fields, _ input: String) {
    do {
        guard let from = Decimal(string: fields[1]), let to = Decimal(string: fields[2]),
              let curve = try timing(fields[6]) else { return }
        let style: CountFormat.Style =
            switch fields[3] {
            case "", "decimal": .decimal
            case "fixed": .fixed
            case "percent": .percent
            default: .currency(fields[3])
            }
        let format = try CountFormat(style, fractionDigits: fields.int(4, 0), locale: fields[5].isEmpty ? "en_US" : fields[5])
        let animation = try CountAnimation(
            from: from, to: to, duration: fields.double(7, 1), rate: fields.rate(8), curve: curve, format: format)
        guard checkTimeline(animation.timeline, input) else { return }
        guard animation.frames.first?.value == from, animation.frames.last?.value == to else {
            Fuzz.fail("the count does not run from \(from) to \(to) for \(input.debugDescription)")
        }
        if let bad = animation.frames.first(where: { !$0.value.isFinite || $0.text.isEmpty }) {
            Fuzz.fail("frame \(bad.frame.index) shows '\(bad.text)' (\(bad.value)) for \(input.debugDescription)")
        }
    } catch {
        checkError(error, input)
    }
}

private func color(_ fields: Fields, _ input: String) {
    do {
        let stops = try fields[1].split(separator: " ").map { try RGBColor(hex: String($0)) }
        let background = try RGBColor(hex: fields[2].isEmpty ? "#ffffff" : fields[2])
        guard let space = ColorTransitionRequest.colorSpace(named: fields[3].isEmpty ? "oklab" : fields[3]),
              let curve = try timing(fields[6]) else { return }
        let mode: ColorChangeMode = fields[4].isEmpty ? .smooth : .chained(steps: fields.int(4, 0))
        let gamut = GamutMapping(rawValue: fields[5]) ?? .css
        let animation = try ColorAnimation(
            stops: stops, duration: fields.double(7, 1), rate: fields.rate(8), curve: curve, space: space,
            mode: mode, gamut: gamut)
        guard checkTimeline(animation.timeline, input) else { return }
        guard animation.frames.first?.color == stops.first?.quantized,
              animation.frames.last?.color == stops.last?.quantized else {
            Fuzz.fail("the colours do not run from the first stop to the last for \(input.debugDescription)")
        }
        for frame in animation.frames {
            let channels = [frame.color.red, frame.color.green, frame.color.blue]
            guard channels.allSatisfy({ (0...1).contains($0) }), frame.color == frame.color.quantized else {
                Fuzz.fail("frame \(frame.frame.index) draws \(channels) for \(input.debugDescription)")
            }
        }
        let report = animation.contrast(against: background)
        guard report.ratios.allSatisfy({ (1...21).contains($0) }) else {
            Fuzz.fail("a contrast ratio outside 1...21 for \(input.debugDescription)")
        }
    } catch {
        checkError(error, input)
    }
}

private func spring(_ fields: Fields, _ input: String) {
    do {
        let spring = try makeSpring(Fields(lines: Array(fields.lines.dropFirst())))
        let timeline = try Timeline(spring: spring, duration: fields.double(6, 0), rate: fields.rate(7))
        guard checkTimeline(timeline, input) else { return }
        finite([spring.position(at: timeline.duration), spring.velocity(at: timeline.duration)], "the spring's end", input)
    } catch {
        checkError(error, input)
    }
}

private func morph(_ fields: Fields, _ input: String) {
    guard let font else { return }
    let (old, new) = (fields.text(1), fields.text(2))
    do {
        guard let curve = try timing(fields[4]) else { return }
        var style = MorphStyle()
        (style.curve, style.duration) = (curve, fields.double(5, style.duration))
        let measured = try MorphLab.measure(
            from: old, to: new, font: font, pointSize: fields.double(7, 17),
            mode: MorphMode(rawValue: fields[3]) ?? .morph, style: style, rate: fields.rate(6))
        let morph = measured.morph
        guard let last = morph.frames.last else { Fuzz.fail("a morph without frames for \(input.debugDescription)") }
        finite(morph.frames.flatMap { $0.characters.flatMap { [$0.x, $0.y, $0.opacity] } }, "a character's state", input)
        for (track, state) in zip(morph.tracks, last.characters) {
            let ends = abs(state.x - track.to.x) <= 1e-9 && abs(state.y - track.to.y) <= 1e-9
                && state.opacity == track.toOpacity
            guard ends else { Fuzz.fail("the last frame is not the new layout (\(track) at \(state)) for \(input.debugDescription)") }
        }
    } catch {
        checkError(error, input)
    }
}

private func fit(_ fields: Fields, _ input: String) {
    guard let font else { return }
    do {
        let sizer = IntrinsicSizer(font: font)
        let result = try sizer.fit(
            fields.text(1), pointSize: fields.double(5, 17), width: fields.double(2, 100), maxLines: fields.int(3, 1),
            minimumScaleFactor: fields.double(4, 0.5))
        finite([result.stylePointSize, result.minimumPointSize, result.width, result.textWidth], "a fit's sizes", input)
        if let size = result.pointSize {
            guard size <= result.stylePointSize + 1e-9, size >= result.minimumPointSize - 1e-9,
                  result.lines.count <= result.maxLines else {
                Fuzz.fail("a fit outside its bounds (\(size) pt, \(result.lines.count) lines) for \(input.debugDescription)")
            }
        }
    } catch {
        checkError(error, input)
    }
}
