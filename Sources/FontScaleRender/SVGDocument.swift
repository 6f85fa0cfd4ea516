import FontScaleFonts
import Foundation

/// An SVG written by fontscale itself, so that each glyph outline is defined once per font
/// instance and every size reuses it through a scaling transform. cairo's SVG surface defines
/// glyphs once per scaled font, that is once per size: a sheet of 132 cells carried each glyph
/// dozens of times (6,425 definitions for Merriweather's sheet).
///
/// Glyphs are paths in font units (y up) under `<defs>`; a run of text is a group whose matrix
/// scales font units to points and flips y, with a `<use>` per glyph at its font-unit offset.
final class SVGDocument {
    private let width: Double, height: Double
    private var defs: [UInt8] = []
    private var body: [UInt8] = []
    private var glyphIDs: [GlyphKey: Int?] = [:]  // nil: a glyph without outline (a space)
    private var instanceIDs: [ObjectIdentifier: Int] = [:]
    private var instances: [FontInstance] = []  // keeps keyed instances alive
    private var clips = 0  // clip paths defined

    private struct GlyphKey: Hashable {
        let instance: Int
        let glyph: UInt32
    }

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        body.reserveCapacity(1 << 20)
    }

    /// A filled rectangle.
    func rect(x: Double, y: Double, width: Double, height: Double, color: RGB, opacity: Double) {
        append(
            &body,
            "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" fill=\"\(Self.hex(color))\"\(Self.opacity("fill-opacity", opacity))/>\n"
        )
    }

    /// A stroked line with butt caps (cairo's default), dashed 2 on, 1.5 off when asked.
    func line(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), color: RGB, width: Double, dashed: Bool
    ) {
        append(
            &body,
            "<path d=\"M\(Self.number(start.x)) \(Self.number(start.y))L\(Self.number(end.x)) \(Self.number(end.y))\" fill=\"none\" stroke=\"\(Self.hex(color))\" stroke-width=\"\(Self.number(width))\"\(dashed ? " stroke-dasharray=\"2 1.5\"" : "")/>\n"
        )
    }

    /// Shaped glyphs of `instance` at `size` points, their origin at (x, y), stretched by scaleX and scaleY.
    func glyphs(
        _ run: PositionedGlyphs, instance: FontInstance, size: Double, x: Double, y: Double, scaleX: Double,
        scaleY: Double,
        color: RGB, opacity: Double
    ) {
        guard !run.glyphs.isEmpty else { return }
        // A group per font: the instance's glyphs, then each stand-in's (in its own design units).
        var groups: [(font: FontInstance, glyphs: [Int])] = [(instance, [])]
        for span in run.runs {
            let font = span.font.flatMap(standIns.instance) ?? instance
            if let at = groups.firstIndex(where: { $0.font === font }) {
                groups[at].glyphs += span.glyphs
            } else {
                groups.append((font, Array(span.glyphs)))
            }
        }
        if run.runs.isEmpty { groups[0].glyphs = Array(run.glyphs.indices) }
        for (font, indices) in groups where !indices.isEmpty {
            let id = instanceID(font)
            let k = size / Double(font.unitsPerEm)
            let toFont = Double(font.unitsPerEm) / Double(instance.unitsPerEm)
            append(
                &body,
                "<g transform=\"matrix(\(Self.number(k * scaleX, 6)) 0 0 \(Self.number(-k * scaleY, 6)) \(Self.number(x)) \(Self.number(y)))\" fill=\"\(Self.hex(color))\"\(Self.opacity("fill-opacity", opacity))>"
            )
            for index in indices {
                guard let glyph = glyphID(font, id, run.glyphs[index]) else { continue }
                let glyphX = run.x[index] * toFont, glyphY = run.y[index] * toFont
                append(
                    &body,
                    "<use xlink:href=\"#g\(glyph)\" x=\"\(Self.number(glyphX, 1))\"\(glyphY == 0 ? "" : " y=\"\(Self.number(glyphY, 1))\"")/>"
                )
            }
            append(&body, "</g>\n")
        }
    }

    /// Starts a group clipped to the rectangle; `endClip()` closes it.
    func beginClip(x: Double, y: Double, width: Double, height: Double) {
        clips += 1
        append(
            &defs,
            "<clipPath id=\"c\(clips)\"><rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
                + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\"/></clipPath>\n")
        append(&body, "<g clip-path=\"url(#c\(clips))\">\n")
    }

    /// Closes the group `beginClip` opened.
    func endClip() { append(&body, "</g>\n") }

    /// A picture, embedded as PNG.
    func image(png: Data, x: Double, y: Double, width: Double, height: Double, opacity: Double) {
        append(
            &body,
            "<image x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" preserveAspectRatio=\"none\"\(Self.opacity("opacity", opacity)) xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
        )
    }

    /// The whole document.
    func data() -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(defs.count + body.count + 512)
        append(&out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        append(
            &out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(Self.number(width))pt\" height=\"\(Self.number(height))pt\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" version=\"1.1\">\n<defs>\n"
        )
        out.append(contentsOf: defs)
        append(&out, "</defs>\n<g id=\"sheet\">\n")
        out.append(contentsOf: body)
        append(&out, "</g>\n</svg>\n")
        return Data(out)
    }

    /// The faces that stood in for characters a font lacks, drawn in their own faces.
    private let standIns = StandInInstances()

    private func instanceID(_ instance: FontInstance) -> Int {
        if let id = instanceIDs[ObjectIdentifier(instance)] { return id }
        let id = instances.count
        instances.append(instance)
        instanceIDs[ObjectIdentifier(instance)] = id
        return id
    }

    /// The id of the glyph's path, defined the first time it is used.
    private func glyphID(_ instance: FontInstance, _ instanceID: Int, _ glyph: UInt32) -> Int? {
        let key = GlyphKey(instance: instanceID, glyph: glyph)
        if let known = glyphIDs[key] { return known }
        let outline = instance.outline(glyph: glyph)
        guard !outline.isEmpty else {
            glyphIDs[key] = .some(nil)
            return nil
        }
        let id = glyphIDs.count
        append(&defs, "<path id=\"g\(id)\" d=\"")
        for element in outline {
            switch element {
            case let .move(x, y): append(&defs, "M\(Self.number(x, 1)) \(Self.number(y, 1))")
            case let .line(x, y): append(&defs, "L\(Self.number(x, 1)) \(Self.number(y, 1))")
            case let .quadratic(cx, cy, x, y):
                append(&defs, "Q\(Self.number(cx, 1)) \(Self.number(cy, 1)) \(Self.number(x, 1)) \(Self.number(y, 1))")
            case let .cubic(c1x, c1y, c2x, c2y, x, y):
                append(
                    &defs,
                    "C\(Self.number(c1x, 1)) \(Self.number(c1y, 1)) \(Self.number(c2x, 1)) \(Self.number(c2y, 1)) \(Self.number(x, 1)) \(Self.number(y, 1))"
                )
            case .close: append(&defs, "Z")
            }
        }
        append(&defs, "\"/>\n")
        glyphIDs[key] = id
        return id
    }

    private func append(_ bytes: inout [UInt8], _ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `value` with at most `decimals` decimals, no trailing zeros, no "-0".
    static func number(_ value: Double, _ decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var scale: Double = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return String(value) }
        let units = Int64(scaled), whole = units / Int64(scale)
        var fraction = units % Int64(scale), digits = decimals
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        if units == 0 { return "0" }
        var text = (value < 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: digits - raw.count) + raw
        }
        return text
    }

    private static func hex(_ color: RGB) -> String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            return String(value, radix: 16).count == 1 ? "0" + String(value, radix: 16) : String(value, radix: 16)
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    private static func opacity(_ attribute: String, _ value: Double) -> String {
        value >= 1 ? "" : " \(attribute)=\"\(number(min(max(value, 0), 1), 3))\""
    }
}
