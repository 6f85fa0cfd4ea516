import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// Regression tests for what the bad-font corpus (scripts/bad-fonts.py, docs/RELIABILITY.md)
/// found: each damages a fetched font in code and expects a clear `FontError`, or a sane result.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .timeLimit(.minutes(1)))
struct BadFontTests {
    /// Why `FontFace` refuses the font at `path`: the `invalidFont` reason, or the whole error; nil when it opens.
    static func refusal(_ path: String, index: Int = 0) -> String? {
        do {
            _ = try FontFace(path: path, index: index)
            return nil
        } catch {
            if case let .invalidFont(_, reason) = error { return reason }
            return error.description
        }
    }

    static func atkinson() throws -> SFNT { try SFNT(path: TestFonts.atkinsonRegular) }

    // Tables past the end of the file: FreeType and HarfBuzz opened them as empty tables, and the
    // fonts measured (no outlines, widths from whatever was left) without a word.
    @Test func aTableRunningPastTheEndIsATruncatedFile() throws {
        let font = try Self.atkinson()
        let glyf = font.layout(last: "glyf").first { $0.tag == "glyf" }!  // as in the file: glyf last
        let bytes = Array(font.bytes(last: "glyf").prefix(glyf.offset + glyf.length / 2))
        let path = try SFNT.write(bytes, named: "glyf-cut.ttf")
        #expect(
            Self.refusal(path)
                == "its 'glyf' table (bytes \(glyf.offset) to \(glyf.offset + glyf.length)) runs past the end of the file (\(bytes.count) bytes): the file is truncated or its table directory is damaged"
        )
    }

    @Test func aCollectionFaceBeyondTheEndIsRefused() throws {
        let face = try Self.atkinson().bytes(base: 20)
        let collection =
            Array("ttcf".utf8) + SFNT.be32(0x0001_0000) + SFNT.be32(2) + SFNT.be32(20) + SFNT.be32(1 << 30) + face
        let path = try SFNT.write(collection, named: "far-face.ttc")
        #expect(Self.refusal(path) == nil)
        #expect(
            Self.refusal(path, index: 1)
                == "face 1 starts at byte \(1 << 30), past the end of the file (\(collection.count) bytes)")
    }

    // Zero or absurd horizontal metrics: widths of 0 or less (negative with kerning), then
    // "the image has no pixel data" or cairo's "invalid value (typically too big)" (exit 3).
    @Test func glyphsOfNoWidthAreRefused() throws {
        var font = try Self.atkinson()
        font.tables["hmtx"] = [UInt8](repeating: 0, count: font.tables["hmtx"]!.count)
        let path = try SFNT.write(font.bytes(), named: "zero-hmtx.ttf")
        #expect(
            Self.refusal(path)
                == "its glyphs are all 0 units wide or less ('H': 0): the horizontal metrics (hhea, hmtx) are missing or damaged"
        )
    }

    @Test func aLatinLetterWiderThanTenEmIsRefused() throws {
        var font = try Self.atkinson()
        let count = Int(font.tables["hhea"]![34]) << 8 | Int(font.tables["hhea"]![35])  // numberOfHMetrics
        for record in 0..<count { font.set16("hmtx", 4 * record, 0x7FFF) }  // (HarfBuzz reads 0xFFFF as -1)
        let path = try SFNT.write(font.bytes(), named: "wide-hmtx.ttf")
        let reason = try #require(Self.refusal(path))
        #expect(
            reason
                == "its glyph for 'H' is 32767 units wide, more than 10 em (1000 units per em): the horizontal metrics (hmtx, HVAR) are damaged"
        )
    }

    // Absurd vertical metrics: lines 98 em tall took a report 18 s (a 20 s timeout in the corpus)
    // drawing multi-gigapixel animation frames.
    @Test func linesTallerThanTenEmAreRefused() throws {
        var font = try Self.atkinson()
        font.set16("OS/2", 62, 0x80)  // USE_TYPO_METRICS
        font.set16("OS/2", 68, 32767)
        font.set16("OS/2", 70, -32768)
        font.set16("OS/2", 72, 32767)
        let path = try SFNT.write(font.bytes(), named: "tall.ttf")
        #expect(
            Self.refusal(path)
                == "its lines are 98302 units tall (ascender 32767, descender -32768, line gap 32767), more than 10 em (1000 units per em): the vertical metrics (hhea, OS/2) are damaged"
        )
    }

    // Outlines nobody can read: a CFF table damaged by bit flips crashed cairo's PDF subsetter
    // (SIGSEGV in cairo_surface_finish); HarfBuzz had already refused the table.
    @Test func glyphsWithoutReadableOutlinesAreRefused() throws {
        var font = try Self.atkinson()
        font.tables["glyf"] = [UInt8](repeating: 0, count: font.tables["glyf"]!.count)
        let path = try SFNT.write(font.bytes(), named: "blank-glyf.ttf")
        #expect(
            Self.refusal(path)
                == "none of its Latin letters and digits has an outline HarfBuzz and FreeType can read: the glyph outlines (glyf, CFF) are missing or damaged"
        )
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: TestFonts.directory + "/NotoSansCJK-Regular.ttc")))
    func aDamagedCFFTableIsRefused() throws {
        let collection = [UInt8](
            try Data(contentsOf: URL(fileURLWithPath: TestFonts.directory + "/NotoSansCJK-Regular.ttc")))
        var font = try SFNT(
            bytes: collection,
            at: Int(collection[12]) << 24 | Int(collection[13]) << 16 | Int(collection[14]) << 8 | Int(collection[15]))
        #expect(font.version == 0x4F54_544F)
        // The second half of the CFF table (its charstrings) zeroed: FreeType opens the font, HarfBuzz refuses the table.
        let cff = font.tables["CFF "]!
        font.tables["CFF "] = Array(cff.prefix(cff.count / 2)) + [UInt8](repeating: 0, count: cff.count - cff.count / 2)
        let path = try SFNT.write(font.bytes(), named: "garbage-cff.otf")
        defer { try? FileManager.default.removeItem(atPath: path) }  // 16 MB
        #expect(
            Self.refusal(path)
                == "none of its Latin letters and digits has an outline HarfBuzz and FreeType can read: the glyph outlines (glyf, CFF) are missing or damaged"
        )
    }

    // A name table of random bytes crashed `report` now and then (cairo's PDF subsetter copies name
    // records unchecked): 1 run in 5 with the corpus's garbage-variable-name.
    @Test func nameRecordsPastTheTableAreRefused() throws {
        var font = try Self.atkinson()
        font.rename(family: "Fine")
        var name = font.tables["name"]!
        // Record 4 (ID 16, "Fine"): its offset.
        name.replaceSubrange(6 + 12 * 4 + 10..<6 + 12 * 4 + 12, with: SFNT.be16(0xFFF0))
        font.tables["name"] = name
        let path = try SFNT.write(font.bytes(), named: "name-offset.ttf")
        #expect(
            Self.refusal(path)
                == "its name table is damaged: name 4 (ID 16) runs to byte \(6 + 12 * 5 + 0xFFF0 + 8) of a \(name.count)-byte table"
        )
        font.tables["name"] = SFNT.be16(0) + SFNT.be16(200) + SFNT.be16(6)
        #expect(
            Self.refusal(try SFNT.write(font.bytes(), named: "name-count.ttf"))
                == "its name table lists 200 names, but its 6 bytes hold at most 0: the table is damaged")
        font.tables["name"] = SFNT.be16(0) + SFNT.be16(0)
        #expect(
            Self.refusal(try SFNT.write(font.bytes(), named: "name-short.ttf"))
                == "its name table is 4 bytes long, too short for its own header: the table is damaged")
    }

    // WOFF: FreeType unpacks it, HarfBuzz cannot; every WOFF file was "not usable: it has no glyphs".
    @Test func woffFilesMeasureLikeTheirFont() throws {
        let path = try SFNT.write(try Self.atkinson().woff(), named: "atkinson.woff")
        let woff = try FontFace(path: path)
        let ttf = try FontFace(path: TestFonts.atkinsonRegular)
        #expect(woff.info.glyphCount == ttf.info.glyphCount && woff.info.family == "Atkinson Hyperlegible")
        let measure = { (face: FontFace) in
            try TextMeasurer().measure("Dynamic Type", instance: FontInstance(face: face), pointSize: 17).width
        }
        #expect(try measure(woff) == measure(ttf))
    }

    // WOFF2 (brotli, transformed glyf/loca) made by Debian's woff2_compress: FreeType unpacks it
    // and HarfBuzz shapes the unpacked sfnt, so a static and a variable font measure exactly as
    // their TTF files do, at a variation too; the file cut short is refused in one line. Inter
    // (0.9 MB, 2 s to compress) rather than Merriweather (4.6 MB, 15 s, over the suite's minute
    // under ASan on a loaded machine).
    @Test func woff2FilesMeasureLikeTheirFont() throws {
        let compress = try #require(
            ["/usr/bin/woff2_compress", "/usr/local/bin/woff2_compress"].first {
                FileManager.default.isExecutableFile(atPath: $0)
            },
            "woff2_compress is missing: run scripts/install-deps.sh (Debian's woff2)")
        for (source, variations) in [
            (TestFonts.atkinsonRegular, [String: Double]()), (TestFonts.inter, ["wght": 700, "opsz": 28]),
        ] {
            let copy = try SFNT.write(
                Array(try Data(contentsOf: URL(fileURLWithPath: source))), named: "woff2-source.ttf")
            let run = try Command.run(compress, [copy])
            #expect(run.status == 0, "\(run.stderr)")
            let path = String(copy.dropLast(4)) + ".woff2"
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4) == Data("wOF2".utf8))
            let woff2 = try FontFace(path: path), ttf = try FontFace(path: source)
            #expect(woff2.info.glyphCount == ttf.info.glyphCount && woff2.info.family == ttf.info.family)
            let measure = { (face: FontFace) in
                try TextMeasurer().measure(
                    "Dynamic Type, AVATAR", instance: FontInstance(face: face, variations: variations), pointSize: 17)
            }
            let (a, b) = (try measure(woff2), try measure(ttf))
            #expect(a.width == b.width && a.height == b.height && a.width > 100, "\(source)")
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let cut = try SFNT.write(Array(bytes.prefix(bytes.count / 2)), named: "cut.woff2")
            #expect(Self.refusal(cut)?.contains("\n") == false)
        }
    }

    // Sizes are never negative: kerning or variation deltas of a damaged font summed below 0.
    @Test func widthsAndLineGapsAreNeverNegative() throws {
        let instance = FontInstance(face: try FontFace(path: TestFonts.atkinsonRegular))
        #expect(
            try TextMeasurer().measure(
                "Dynamic Type", instance: instance, pointSize: 17, options: LayoutOptions(tracking: -40)
            ).width == 0)
        var font = try SFNT(path: TestFonts.dejaVuSans)
        font.set16("hhea", 8, -32768)
        font.set16("OS/2", 72, -32768)
        let path = try SFNT.write(font.bytes(), named: "negative-gap.ttf")
        let metrics = FontInstance(face: try FontFace(path: path)).lineMetrics(pointSize: 17)
        #expect(metrics.lineGap == 0 && metrics.naturalLineHeight > 17)
    }

    // Files that are not regular files: opening a named pipe blocked every command for good.
    @Test func pipesLinkLoopsAndDanglingLinksGetClearErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-special-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("pipe.ttf").path
        #expect(mkfifo(pipe, 0o644) == 0)
        #expect(throws: FontError.notARegularFile(path: pipe, kind: "a named pipe (FIFO)")) { try FontFace(path: pipe) }
        #expect(
            FontError.notARegularFile(path: pipe, kind: "a named pipe (FIFO)").description
                == "'\(pipe)' is a named pipe (FIFO), not a file; expected a font file (.ttf, .otf, .ttc, .woff, .woff2)"
        )
        let a = folder.appendingPathComponent("a.ttf").path, b = folder.appendingPathComponent("b.ttf").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: "b.ttf")
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: "a.ttf")
        #expect(throws: FontError.unreadable(path: a, reason: "it is a loop of symbolic links")) {
            try FontFace(path: a)
        }
        let dangling = folder.appendingPathComponent("dangling.ttf").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "gone.ttf")
        #expect(
            throws: FontError.unreadable(
                path: dangling, reason: "it is a symbolic link to 'gone.ttf', which does not exist")
        ) { try FontFace(path: dangling) }
        #expect(
            FontError.unreadable(path: dangling, reason: "it is a symbolic link to 'gone.ttf', which does not exist")
                .description
                == "font file '\(dangling)' cannot be read: it is a symbolic link to 'gone.ttf', which does not exist; expected a font file this user can read"
        )
    }

    // Font folders fontconfig hangs on: a pipe blocked its scan; links back up (again -> .,
    // sub/up -> ..) kept it busy for minutes.
    @Test func fontFoldersWithPipesOrLoopsAreRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-folders-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let piped = root.appendingPathComponent("piped"), looped = root.appendingPathComponent("looped")
        for folder in [piped, looped.appendingPathComponent("sub")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for folder in [piped, looped] {
            try FileManager.default.copyItem(
                atPath: TestFonts.atkinsonRegular, toPath: folder.appendingPathComponent("font.ttf").path)
        }
        #expect(mkfifo(piped.appendingPathComponent("zz.ttf").path, 0o644) == 0)
        #expect(
            throws: FontError.unscannableDirectory(
                directory: piped.path, path: piped.path + "/zz.ttf",
                reason: "a named pipe (FIFO), which fontconfig would block on when it opens it")
        ) {
            try FontCatalog(fontDirectories: [piped.path])
        }
        try FileManager.default.createSymbolicLink(
            atPath: looped.appendingPathComponent("sub/up").path, withDestinationPath: "..")
        #expect(
            throws: FontError.unscannableDirectory(
                directory: looped.path, path: looped.path + "/sub/up",
                reason: "a link back to '\(looped.path)', which fontconfig would follow round and round")
        ) {
            try FontCatalog(fontDirectories: [looped.path])
        }
    }
}
