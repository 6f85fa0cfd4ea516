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
        Self.append(&body, "<rect x=\"")
        Self.appendNumber(&body, x)
        Self.append(&body, "\" y=\"")
        Self.appendNumber(&body, y)
        Self.append(&body, "\" width=\"")
        Self.appendNumber(&body, width)
        Self.append(&body, "\" height=\"")
        Self.appendNumber(&body, height)
        Self.append(&body, "\" fill=\"")
        Self.appendHex(&body, color)
        Self.append(&body, "\"")
        Self.appendOpacity(&body, "fill-opacity", opacity)
        Self.append(&body, "/>\n")
    }

    /// A stroked line with butt caps (cairo's default), dashed 2 on, 1.5 off when asked.
    func line(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), color: RGB, width: Double, dashed: Bool
    ) {
        Self.append(&body, "<path d=\"M")
        Self.appendNumber(&body, start.x)
        Self.append(&body, " ")
        Self.appendNumber(&body, start.y)
        Self.append(&body, "L")
        Self.appendNumber(&body, end.x)
        Self.append(&body, " ")
        Self.appendNumber(&body, end.y)
        Self.append(&body, "\" fill=\"none\" stroke=\"")
        Self.appendHex(&body, color)
        Self.append(&body, "\" stroke-width=\"")
        Self.appendNumber(&body, width)
        Self.append(&body, dashed ? "\" stroke-dasharray=\"2 1.5\"/>\n" : "\"/>\n")
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
            // <g transform="matrix(A 0 0 D X Y)" fill="#rrggbb"[ fill-opacity="O"]>
            Self.append(&body, "<g transform=\"matrix(")
            Self.appendNumber(&body, k * scaleX, 6)
            Self.append(&body, " 0 0 ")
            Self.appendNumber(&body, -k * scaleY, 6)
            Self.append(&body, " ")
            Self.appendNumber(&body, x)
            Self.append(&body, " ")
            Self.appendNumber(&body, y)
            Self.append(&body, ")\" fill=\"")
            Self.appendHex(&body, color)
            Self.append(&body, "\"")
            Self.appendOpacity(&body, "fill-opacity", opacity)
            Self.append(&body, ">")
            for index in indices {
                guard let glyph = glyphID(font, id, run.glyphs[index]) else { continue }
                let glyphX = run.x[index] * toFont, glyphY = run.y[index] * toFont
                // <use xlink:href="#gN" x="X"[ y="Y"]/>, written digit by digit (the sheet's most common element).
                body.append(contentsOf: Self.usePrefix)
                Self.appendInteger(&body, Int64(glyph))
                body.append(contentsOf: Self.useX)
                Self.appendNumber(&body, glyphX, 1)
                if glyphY != 0 {
                    body.append(contentsOf: Self.useY)
                    Self.appendNumber(&body, glyphY, 1)
                }
                body.append(contentsOf: Self.useEnd)
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
        let head = Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(Self.number(width))pt\" height=\"\(Self.number(height))pt\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" version=\"1.1\">\n<defs>\n")
                .utf8)
        let middle = Data("</defs>\n<g id=\"sheet\">\n".utf8), tail = Data("</g>\n</svg>\n".utf8)
        // One copy of the parts, into a buffer of the final size.
        var out = Data(capacity: head.count + defs.count + middle.count + body.count + tail.count)
        out.append(head)
        out.append(contentsOf: defs)
        out.append(middle)
        out.append(contentsOf: body)
        out.append(tail)
        return out
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
        // "M1 2L3 4Q...C...Z": each command letter, then its numbers separated by spaces.
        func point(_ x: Double, _ y: Double, first: Bool = false) {
            if !first { defs.append(UInt8(ascii: " ")) }
            Self.appendNumber(&defs, x, 1)
            defs.append(UInt8(ascii: " "))
            Self.appendNumber(&defs, y, 1)
        }
        for element in outline {
            switch element {
            case let .move(x, y):
                defs.append(UInt8(ascii: "M"))
                point(x, y, first: true)
            case let .line(x, y):
                defs.append(UInt8(ascii: "L"))
                point(x, y, first: true)
            case let .quadratic(cx, cy, x, y):
                defs.append(UInt8(ascii: "Q"))
                point(cx, cy, first: true)
                point(x, y)
            case let .cubic(c1x, c1y, c2x, c2y, x, y):
                defs.append(UInt8(ascii: "C"))
                point(c1x, c1y, first: true)
                point(c2x, c2y)
                point(x, y)
            case .close: defs.append(UInt8(ascii: "Z"))
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

    private static let usePrefix = Array("<use xlink:href=\"#g".utf8), useX = Array("\" x=\"".utf8)
    private static let useY = Array("\" y=\"".utf8), useEnd = Array("\"/>".utf8)

    /// Appends `value` in decimal digits.
    static func appendInteger(_ out: inout [UInt8], _ value: Int64) {
        var value = value
        if value < 0 {
            out.append(UInt8(ascii: "-"))
            value = -value
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8
            ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            out.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// Appends `value` as `number(_:_:)` writes it, without making a String.
    static func appendNumber(_ out: inout [UInt8], _ value: Double, _ decimals: Int = 2) {
        guard value.isFinite else { return out.append(UInt8(ascii: "0")) }
        var scale: Double = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return out.append(contentsOf: String(value).utf8) }
        let units = Int64(scaled), whole = units / Int64(scale)
        var fraction = units % Int64(scale), digits = decimals
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        if units == 0 { return out.append(UInt8(ascii: "0")) }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        appendInteger(&out, whole)
        guard digits > 0 else { return }
        out.append(UInt8(ascii: "."))
        var width = 1, power: Int64 = 10
        while fraction >= power {
            width += 1
            power *= 10
        }
        for _ in 0..<(digits - width) { out.append(UInt8(ascii: "0")) }
        appendInteger(&out, fraction)
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

    /// Appends `text`'s bytes (a literal: no String made).
    private static func append(_ bytes: inout [UInt8], _ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends the colour as `hex(_:)` writes it.
    private static func appendHex(_ bytes: inout [UInt8], _ color: RGB) {
        let digits = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "#"))
        for component in [color.red, color.green, color.blue] {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            bytes.append(digits[value >> 4])
            bytes.append(digits[value & 15])
        }
    }

    /// Appends the attribute as `opacity(_:_:)` writes it (nothing when opaque).
    private static func appendOpacity(_ bytes: inout [UInt8], _ attribute: StaticString, _ value: Double) {
        guard value < 1 else { return }
        bytes.append(UInt8(ascii: " "))
        append(&bytes, attribute)
        append(&bytes, "=\"")
        appendNumber(&bytes, min(max(value, 0), 1), 3)
        bytes.append(UInt8(ascii: "\""))
    }

    private static func opacity(_ attribute: String, _ value: Double) -> String {
        value >= 1 ? "" : " \(attribute)=\"\(number(min(max(value, 0), 1), 3))\""
    }
}
