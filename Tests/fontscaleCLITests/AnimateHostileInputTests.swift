import FontScaleTestSupport
import Foundation
import Testing

/// `fontscale animate` under hostile and extreme input (issue 22): texts HarfBuzz and Swift cut
/// differently, empty sides, text too long to draw whole, and its own earlier outputs.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct AnimateHostileInputTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fontscale-animate-hostile-\(getpid())-\(UUID().uuidString)")
    let fonts = ["--font-dir", TestFonts.directory]

    @Test(
        arguments: [
            // An empty side: every character arrives or leaves (it used to crash, exit 132).
            (["", "new"], "\"\" -> \"new\"", "  stay:   none\n  leave:  none\n  arrive: 'n' 'e' 'w'\n"),
            (["old", ""], "\"old\" -> \"\"", "  stay:   none\n  leave:  'o' 'l' 'd'\n  arrive: none\n"),
            // CR LF is one character over two HarfBuzz clusters (it used to be refused, exit 64).
            (
                ["a\r\nb", "a\nb"], "\"a\\r\\nb\" -> \"a\\nb\"",
                "  stay:   'a' 0->0, 'b' 2->2\n  leave:  '\\r\\n'\n  arrive: '\\n'\n"
            ),
            // U+0600 joins the digit after it into one character; HarfBuzz keeps them apart.
            (
                ["\u{600}12", "\u{600}13"], "\"\u{600}12\" -> \"\u{600}13\"",
                "  stay:   '\u{600}1' 0->0\n  leave:  '2'\n  arrive: '3'\n"
            ),
            // क्ष in a font without Devanagari: one character, two clusters of .notdef glyphs.
            (["क्ष", "क्षa"], "\"क्ष\" -> \"क्षa\"", "  stay:   'क्ष' 0->0\n  leave:  none\n  arrive: 'a'\n"),
        ] as [([String], String, String)])
    func textsHarfBuzzAndSwiftCutDifferentlyMorph(texts: [String], head: String, lines: String) throws {
        let run = try Run(["animate", "morph"] + texts + ["--font", "DejaVu Sans", "--no-pictures"] + fonts)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix(head + " (morph) in Body at Large, 17 pt\n" + lines), "\(run.stdout)")
    }

    @Test func twoEmptyTextsAreRefused() throws {
        let run = try Run(["animate", "morph", "", "", "--font", "DejaVu Sans", "--no-pictures"] + fonts)
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "fontscale: error: OLD and NEW: expected at least one text to morph, instead saw two empty texts\n")
    }

    @Test func aSecondRunOverwritesItsOwnPicturesAndRefusesForeignOnes() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let morph = ["animate", "morph", "Backing up", "Backed up", "--font", "DejaVu Sans", "--out", out.path] + fonts
        let count = ["animate", "count", "0", "5", "--font", "DejaVu Sans", "--duration", "0.1", "--out", out.path]
        for _ in 0..<2 {
            let run = try Run(morph)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            #expect(try Run(count + fonts).status == 0)
        }
        let listing = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(
            listing == [
                ".fontscale-animate", "count-filmstrip.png", "count-preview.html", "morph-filmstrip.png",
                "morph-preview.html",
            ])
        // The marker records each picture: its bytes and FNV-1a hash.
        let marker = try String(contentsOf: out.appendingPathComponent(".fontscale-animate"), encoding: .utf8)
        let preview = try Data(contentsOf: out.appendingPathComponent("morph-preview.html"))
        #expect(marker.contains("\n\(preview.count) ") && marker.hasSuffix(" morph-preview.html\n"))
        // A file animate did not write (here: its own picture, edited since) is refused without --force.
        let filmstrip = out.appendingPathComponent("morph-filmstrip.png")
        try Data("not a picture of mine".utf8).write(to: filmstrip)
        let refused = try Run(morph)
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "fontscale: error: '\(filmstrip.path)' exists and fontscale animate did not write it; "
                + "pass --force to overwrite it, or choose another --out\n")
        #expect(try Data(contentsOf: filmstrip) == Data("not a picture of mine".utf8))
        #expect(try Run(morph + ["--force"]).status == 0)
        #expect(try Run(morph).status == 0)
    }

    @Test func aForeignFileInAFreshFolderIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let foreign = out.appendingPathComponent("size-preview.html")
        try Data("<p>mine</p>".utf8).write(to: foreign)
        let run = try Run(
            ["animate", "size", "--font", "DejaVu Sans", "--from", "Large", "--to", "AX1", "--out", out.path] + fonts)
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "fontscale: error: '\(foreign.path)' exists and fontscale animate did not write it; "
                + "pass --force to overwrite it, or choose another --out\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["size-preview.html"])
    }

    @Test func longTextIsMeasuredWithoutPicturesAndCutToFitWithThem() throws {
        defer { try? FileManager.default.removeItem(at: out) }
        // 260 words of DejaVu Sans at 17 pt: about 12,200 pt, 36,700 pixels at @3x, past cairo's 32767.
        let text = String(repeating: "word ", count: 260)
        let size = try Run(
            ["animate", "size", "--text", text, "--font", "DejaVu Sans", "--from", "Large", "--to", "xLarge"]
                + ["--no-pictures", "--out", out.path] + fonts)
        #expect(size.status == 0, "\(size.stderr)")
        #expect(size.stderr.isEmpty && size.stdout.contains("  naive (opsz follows): magnified pixels RMSE "))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // With pictures: the naive row's backing store and every frame are cut to the cell.
        let drawn = try Run(
            ["animate", "size", "--text", text, "--font", "DejaVu Sans", "--from", "Large", "--to", "xLarge"]
                + ["--out", out.path] + fonts)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let drawnWidth = drawn.stderr.split(separator: " ").dropFirst(10).first.map(String.init) ?? ""
        #expect(Int(drawnWidth).map { $0 > 12_000 } == true)
        #expect(
            drawn.stderr
                == "fontscale: note: size-filmstrip.png, size-preview.html: frames show the first 1797 of \(drawnWidth) pt"
                + " across: cairo draws at most 32767 pixels a side (9 frames a row at 2 pixels a point)\n")
        // With pictures, frames are cut to what a filmstrip of 10 frames a row can hold and it is said.
        let morph = try Run(
            ["animate", "morph", text, text + "x", "--font", "DejaVu Sans", "--out", out.path] + fonts)
        #expect(morph.status == 0, "\(morph.stderr)")
        // The cell: the new text's width (hb-shape) plus 8 pt of padding each side, rounded up; cut to
        // (32767 / 2 - 2 x 10 margin - 150 title) / 10 frames - 4 gap = 1617 pt.
        let advance = try HBShape.advance(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: text + "x")
        let cell = Int((advance / 2048 * 17 + 16).rounded(.up))
        #expect(cell == 12296)
        #expect(
            morph.stderr
                == "fontscale: note: morph-filmstrip.png, morph-preview.html: frames show the first 1617 of \(cell) pt"
                + " across: cairo draws at most 32767 pixels a side (10 frames a row at 2 pixels a point)\n")
        let html = try String(contentsOf: out.appendingPathComponent("morph-preview.html"), encoding: .utf8)
        #expect(html.contains("note: morph-filmstrip.png, morph-preview.html: frames show the first 1617 of"))
        let color = try Run(
            ["animate", "color", "#000", "#777", "--text", text, "--font", "DejaVu Sans"] + fonts + ["--out", out.path])
        #expect(color.status == 0, "\(color.stderr)")
        // Colour frames carry their contrast after the text ("  4.48:1"): the widest frame's width is read back.
        let width = color.stderr.split(separator: " ").dropFirst(10).first.map(String.init) ?? ""
        #expect(Int(width).map { $0 > cell } == true)
        #expect(
            color.stderr
                == "fontscale: note: color-filmstrip.png, color-preview.html: frames show the first 1797 of \(width) pt"
                + " across: cairo draws at most 32767 pixels a side (9 frames a row at 2 pixels a point)\n")
    }
}
