import Foundation

/// The test fonts fetched by scripts/fetch-fonts.sh, and DejaVu Sans from Debian.
public enum TestFonts {
    /// `.fonts/` in the repository.
    public static let directory = Fixture.root.appendingPathComponent(".fonts").path
    public static let merriweather = directory + "/Merriweather[opsz,wdth,wght].ttf"
    public static let merriweatherItalic = directory + "/Merriweather-Italic[opsz,wdth,wght].ttf"
    public static let atkinsonRegular = directory + "/AtkinsonHyperlegible-Regular.ttf"
    public static let heebo = directory + "/Heebo[wght].ttf"
    public static let notoSansArabic = directory + "/NotoSansArabic[wdth,wght].ttf"
    public static let inter = directory + "/Inter[opsz,wght].ttf"
    public static let crimsonPro = directory + "/CrimsonPro[wght].ttf"
    public static let sarabun = directory + "/Sarabun-Regular.ttf"
    public static let notoSansThai = directory + "/NotoSansThai[wdth,wght].ttf"
    public static let notoSansKhmer = directory + "/NotoSansKhmer[wdth,wght].ttf"
    public static let almarai = directory + "/Almarai-Regular.ttf"
    public static let beVietnamPro = directory + "/BeVietnamPro-Regular.ttf"
    public static let vollkorn = directory + "/Vollkorn[wght].ttf"
    public static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// Whether the fetched fonts are there (scripts/test.sh fetches them).
    public static var available: Bool { FileManager.default.fileExists(atPath: merriweather) }
}

/// Widths measured by Debian's `hb-shape` (libharfbuzz-bin): a separate HarfBuzz program.
public enum HBShape {
    /// The advance of `text` in design units, at 64 subunits per unit like fontscale.
    /// `direction` ("ltr", "rtl") and `script` (ISO 15924) set the buffer's; nil lets hb-shape guess.
    public static func advance(
        font: String, unitsPerEm: Int, text: String, variations: [String: Double] = [:], features: [String] = [],
        direction: String? = nil, script: String? = nil
    ) throws -> Double {
        var arguments = ["--font-size=\(unitsPerEm * 64)", "--output-format=json", "--no-glyph-names"]
        if let direction { arguments.append("--direction=\(direction)") }
        if let script { arguments.append("--script=\(script)") }
        if !variations.isEmpty {
            arguments.append(
                "--variations="
                    + variations.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
        }
        if !features.isEmpty { arguments.append("--features=" + features.joined(separator: ",")) }
        arguments += [font, "--", text]
        let glyphs = try run(arguments)
        return Double(glyphs.reduce(0) { $0 + ($1["ax"] as! Int) }) / 64
    }

    /// Each glyph's cluster and advance in design units, in visual order, as hb-shape prints them.
    public static func glyphs(
        font: String, unitsPerEm: Int, text: String, direction: String? = nil
    ) throws -> [(cluster: Int, advance: Double)] {
        let glyphs = try run(
            ["--font-size=\(unitsPerEm * 64)", "--output-format=json", "--no-glyph-names"]
                + (direction.map { ["--direction=\($0)"] } ?? []) + [font, "--", text])
        return glyphs.map { ($0["cl"] as! Int, Double($0["ax"] as! Int) / 64) }
    }

    /// The glyph ids hb-shape gives `text`'s glyphs in `font` (0 is .notdef: a character the font lacks).
    public static func glyphIDs(font: String, text: String, direction: String? = nil) throws -> [Int] {
        try run(
            ["--output-format=json", "--no-glyph-names", "--no-positions"]
                + (direction.map { ["--direction=\($0)"] } ?? []) + [font, "--", text]
        ).map {
            $0["g"] as! Int
        }
    }

    /// hb-shape's glyphs for `arguments` (one JSON array: one line of input).
    private static func run(_ arguments: [String]) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw HBShapeError(arguments: arguments) }
        return try JSONSerialization.jsonObject(with: data) as! [[String: Any]]
    }

    /// Lines of `text` in `width` points at `size`, each word measured with hb-shape and wrapped
    /// greedily at spaces, with `letter` points after each letter and `word` more on each space
    /// (WCAG 1.4.12's arithmetic); a word wider than the line stays whole on its own line.
    public static func wrappedLines(
        font: String, unitsPerEm: Int, text: String, size: Double, width: Double, variations: [String: Double] = [:],
        letter: Double = 0, word: Double = 0
    ) throws -> Int {
        func advance(_ text: String) throws -> Double {
            try HBShape.advance(font: font, unitsPerEm: unitsPerEm, text: text, variations: variations) * size
                / Double(unitsPerEm)
        }
        let words = try text.split(separator: " ").map { (String($0), try advance(String($0))) }
        let space = try advance(" ")
        var lines = 1, line = 0.0
        for (index, (text, advance)) in words.enumerated() {
            let spaced = advance + letter * Double(text.count)
            if index == 0 { line = spaced; continue }
            let gap = space + letter + word
            if line + gap + spaced <= width { line += gap + spaced } else { lines += 1; line = spaced }
        }
        return lines
    }

    public struct HBShapeError: Error { public let arguments: [String] }
}

/// A second measuring path written for the tests: advances read straight from a font's cmap
/// and hmtx tables (no shaping, no kerning, default instance of a variable font).
public struct HmtxReader {
    public let unitsPerEm: Int
    private let data: Data
    private let tables: [String: (offset: Int, length: Int)]

    public init(path: String) throws {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
        var tables: [String: (Int, Int)] = [:]
        let count = Int(Self.u16(data, 4))
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = String(decoding: data[record..<record + 4], as: UTF8.self)
            tables[tag] = (Int(Self.u32(data, record + 8)), Int(Self.u32(data, record + 12)))
        }
        self.tables = tables
        unitsPerEm = Int(Self.u16(data, tables["head"]!.0 + 18))
    }

    /// The glyph of `scalar` from cmap format 4 or 12.
    public func glyph(_ scalar: Unicode.Scalar) -> Int {
        let cmap = tables["cmap"]!.offset
        let count = Int(Self.u16(data, cmap + 2))
        var best: Int?
        for index in 0..<count {
            let record = cmap + 4 + 8 * index
            let subtable = cmap + Int(Self.u32(data, record + 4))
            let format = Self.u16(data, subtable)
            if format == 12 { best = subtable; break }
            if format == 4 { best = best ?? subtable }
        }
        guard let table = best else { return 0 }
        let code = Int(scalar.value)
        if Self.u16(data, table) == 12 {
            let groups = Int(Self.u32(data, table + 12))
            for group in 0..<groups {
                let entry = table + 16 + 12 * group
                let start = Int(Self.u32(data, entry)), end = Int(Self.u32(data, entry + 4))
                if (start...end).contains(code) { return Int(Self.u32(data, entry + 8)) + code - start }
            }
            return 0
        }
        let segments = Int(Self.u16(data, table + 6)) / 2
        let ends = table + 14, starts = ends + 2 * segments + 2, deltas = starts + 2 * segments,
            offsets = deltas + 2 * segments
        for segment in 0..<segments where code <= Int(Self.u16(data, ends + 2 * segment)) {
            let start = Int(Self.u16(data, starts + 2 * segment))
            guard code >= start else { return 0 }
            let delta = Int(Self.u16(data, deltas + 2 * segment)),
                rangeOffset = Int(Self.u16(data, offsets + 2 * segment))
            if rangeOffset == 0 { return (code + delta) & 0xFFFF }
            let glyph = Int(Self.u16(data, offsets + 2 * segment + rangeOffset + 2 * (code - start)))
            return glyph == 0 ? 0 : (glyph + delta) & 0xFFFF
        }
        return 0
    }

    /// The hmtx advance of a glyph.
    public func advance(glyph: Int) -> Int {
        let metrics = Int(Self.u16(data, tables["hhea"]!.offset + 34))
        let hmtx = tables["hmtx"]!.offset
        return Int(Self.u16(data, hmtx + 4 * min(glyph, metrics - 1)))
    }

    /// The sum of the hmtx advances of `text`'s characters.
    public func advance(of text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + advance(glyph: glyph($1)) } }

    private static func u16(_ data: Data, _ offset: Int) -> UInt16 {
        UInt16(data[offset]) << 8 | UInt16(data[offset + 1])
    }
    private static func u32(_ data: Data, _ offset: Int) -> UInt32 {
        UInt32(u16(data, offset)) << 16 | UInt32(u16(data, offset + 2))
    }
}

/// Tables/languages.tsv read by the tests themselves, and a font's coverage of each language by
/// its cmap (`HmtxReader`): the second path for which languages a starter config samples.
public enum LanguageTable {
    /// One row: the language's code, name, script (ISO 15924), probe, sample and phrase.
    public struct Row: Sendable {
        public let code: String, name: String, script: String, probe: String, sample: String, phrase: String
    }

    /// Every row of the table, in its order.
    public static func rows() throws -> [Row] {
        let text = try String(contentsOf: Fixture.root.appendingPathComponent("Tables/languages.tsv"), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let columns = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func cell(_ name: String) -> String { cells[columns.firstIndex(of: name)!] }
            return Row(
                code: cell("language"), name: cell("name"), script: cell("script"), probe: cell("probe"),
                sample: cell("sample"), phrase: cell("phrase"))
        }
    }

    /// The rows writing one of `scripts` (ISO 15924) whose probe and phrase the font at `path` maps
    /// (spaces and the zero-width non-joiner aside).
    public static func covered(by path: String, scripts: Set<String>) throws -> [Row] {
        let cmap = try HmtxReader(path: path)
        return try rows().filter { row in
            scripts.contains(row.script)
                && (row.probe + row.phrase).unicodeScalars.allSatisfy {
                    $0 == " " || $0 == "\u{200C}" || cmap.glyph($0) != 0
                }
        }
    }
}
