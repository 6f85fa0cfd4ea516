import FontScaleTestSupport
import Foundation
import Testing

@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct FontCommandTests {
    let dir = ["--font-dir", TestFonts.directory]

    @Test func measureJSON() throws {
        let run = try Run(
            [
                "measure", "AVATAR Type", "--font", "Merriweather", "--size", "17", "--weight", "400",
                "--no-optical-size", "--format", "json",
            ] + dir)
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(object["pointSize"] as? Double == 17)
        #expect(abs((object["width"] as! Double) - 111.8044) < 0.0001)  // uharfbuzz, independently
        #expect(object["lines"] as? Int == 1)
        #expect((object["weight"] as! [String: Any])["used"] as? Int == 400)
        #expect(object["axes"] as? [String: Double] == ["wght": 400, "wdth": 100, "opsz": 18])
        #expect(object["file"] as? String == TestFonts.merriweather)
        #expect(object["height"] is Double)
    }

    /// `--axes` sets an axis as a config's `axes:` does: hb-shape with wght=400,wdth=87,opsz=18 gives
    /// 11,935 units (2000 per em) for the text, 101.4475 pt at 17 pt; wght is refused with the option to use.
    @Test func measureAxes() throws {
        let run = try Run(
            [
                "measure", "AVATAR Type", "--font", "Merriweather", "--size", "17", "--weight", "400",
                "--no-optical-size", "--axes", "wdth=87", "--format", "json",
            ] + dir)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(object["axes"] as? [String: Double] == ["wght": 400, "wdth": 87, "opsz": 18])
        #expect(abs((object["width"] as! Double) - 11935.0 / 2000 * 17) < 0.001)
        let wrong = try Run(["measure", "x", "--font", "Merriweather", "--size", "17", "--axes", "wght=700"] + dir)
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("--axes: set wght with --weight, not --axes"), "\(wrong.stderr)")
        let malformed = try Run(["measure", "x", "--font", "Merriweather", "--size", "17", "--axes", "wdth"] + dir)
        #expect(malformed.status == 64)
        #expect(malformed.stderr.contains("expected TAG=VALUE pairs"), "\(malformed.stderr)")
    }

    @Test func measureStyleText() throws {
        let run = try Run(
            ["measure", "Headline", "--font", "Atkinson Hyperlegible", "--style", "headline", "--category", "L"] + dir)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Atkinson Hyperlegible (static 700), Headline at Large: 17 pt\n"))
        #expect(run.stdout.contains("note: wants 600; Atkinson Hyperlegible has 400 and 700: using 700\n"))
        // DejaVu Sans at 20.48 pt (1/100 pt per unit): hhea 1901 / -483, outline tops of H 1493 and x 1120 (fontTools).
        let dejaVu = try Run(["measure", "Hello", "--font-file", TestFonts.dejaVuSans, "--size", "20.48"])
        #expect(
            dejaVu.stdout.contains(
                "\n  ascender 19.01, descender -4.83, line gap 0 (hhea); cap height 14.93, x-height 11.2 (measured from glyph outlines)\n"
            ))
        let all = try Run(["measure", "Hi", "--font", "Merriweather", "--all", "--format", "json"] + dir)
        let rows = try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as! [[String: Any]]
        #expect(rows.map { $0["pointSize"] as! Double } == [15, 15, 16, 17, 19, 20, 22, 26, 31, 37, 43, 48])
    }

    @Test func environmentFontPath() throws {
        let run = try Run(
            ["measure", "Hi", "--font", "Heebo", "--size", "17"],
            environment: ["FONTSCALE_FONT_PATH": "/nonexistent-but-ignored-later:" + TestFonts.directory])
        // A folder that does not exist is an error, not silently skipped.
        #expect(run.status == 2)
        #expect(run.stderr == "fontscale: error: font folder '/nonexistent-but-ignored-later' does not exist\n")
    }

    /// A CI container with a read-only home: fontconfig has no cache folder it can write, and
    /// used to print "Fontconfig error: No writable cache directories" for every folder scanned.
    /// Here its only cache folder lies below a regular file, which even root cannot create.
    @Test func unwritableFontconfigCacheKeepsStderrClean() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-fc-\(UUID().uuidString)")
        let fonts = work.appendingPathComponent("fonts"), empty = work.appendingPathComponent("empty")
        let temporary = work.appendingPathComponent("tmp")
        for folder in [fonts, empty, temporary] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.copyItem(
            atPath: TestFonts.atkinsonRegular, toPath: fonts.appendingPathComponent("a.ttf").path)
        let blocker = work.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let config = work.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?>\n<fontconfig><cachedir>\(blocker.path)/cache</cachedir></fontconfig>\n".utf8)
            .write(to: config)
        let environment = ["FONTCONFIG_FILE": config.path, "TMPDIR": temporary.path, "PATH": "/usr/bin:/bin"]

        let found = try Command.run(
            Fixture.executable.path,
            ["measure", "Hi", "--font", "Atkinson Hyperlegible", "--size", "17", "--font-dir", fonts.path],
            environment: environment)
        #expect(found.status == 0)
        #expect(found.stderr == "")
        #expect(found.stdout.hasPrefix("Atkinson Hyperlegible (static 400) at 17 pt\n"))
        let none = try Command.run(
            Fixture.executable.path,
            ["measure", "Hi", "--font", "Atkinson Hyperlegible", "--size", "17", "--font-dir", empty.path],
            environment: environment)
        #expect(none.status == 2)
        #expect(
            none.stderr
                == "fontscale: error: font folder '\(empty.path)' holds no font fontconfig can read; expected .ttf, .otf, .ttc, .woff or .woff2 files\n"
        )
        // The private cache folder goes with the process.
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// The CI's corpus run: processes started together, fontconfig's cache folder not made yet.
    /// Each tried to create it, and the ones whose `mkdir` lost the race printed "Fontconfig
    /// error: No writable cache directories" (fontconfig 2.14).
    @Test func processesStartedTogetherShareANewCacheFolder() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-fc-\(UUID().uuidString)")
        let fonts = work.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.copyItem(
            atPath: TestFonts.atkinsonRegular, toPath: fonts.appendingPathComponent("a.ttf").path)
        let config = work.appendingPathComponent("fonts.conf")
        for round in 0..<4 {
            let cache = work.appendingPathComponent("cache-\(round)/fontconfig")
            try Data("<?xml version=\"1.0\"?>\n<fontconfig><cachedir>\(cache.path)</cachedir></fontconfig>\n".utf8)
                .write(to: config)
            let processes = (0..<8).map { _ in
                let process = Process()
                process.executableURL = Fixture.executable
                process.arguments = [
                    "measure", "Hi", "--font", "Atkinson Hyperlegible", "--size", "17", "--font-dir", fonts.path,
                ]
                process.environment = ["FONTCONFIG_FILE": config.path, "PATH": "/usr/bin:/bin"]
                process.standardOutput = FileHandle.nullDevice
                let err = Pipe()
                process.standardError = err
                return (process, err)
            }
            for (process, _) in processes { try process.run() }
            for (process, err) in processes {
                let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
                #expect(text == "", "round \(round)")
            }
        }
    }

    @Test func fontsListsFacesAxesAndFiles() throws {
        let run = try Run(["fonts", "merriweather"] + dir)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Merriweather\n"))
        #expect(
            run.stdout.contains(
                "axes: wght 300..900 (default 300), wdth 87..112 (default 100), opsz 18..144 (default 18)"))
        #expect(run.stdout.contains("named instances: Light, Regular, Medium, SemiBold, Bold, ExtraBold, Black"))
        let atkinson = try Run(["fonts", "Atkinson", "--format", "json"] + dir)
        let families = try JSONSerialization.jsonObject(with: Data(atkinson.stdout.utf8)) as! [[String: Any]]
        #expect(families.count == 1 && (families[0]["faces"] as! [[String: Any]]).count == 4, "\(atkinson.stdout)")
    }

    // Font failures: one line, exit 2. Usage errors: exit 64.
    @Test(arguments: [
        (
            ["measure", "Hi", "--font", "Merriwether", "--size", "17"], 2,
            "font family 'Merriwether' is not installed (fontconfig would fall back to 'DejaVu Sans'); did you mean 'Merriweather'? Or add its folder with --font-dir or FONTSCALE_FONT_PATH, or give --font-file"
        ),
        (
            ["measure", "Hi", "--font-file", "/no/such.ttf", "--size", "17"], 2,
            "font file '/no/such.ttf' does not exist; expected the path of a font file (.ttf, .otf, .ttc, .woff, .woff2)"
        ),
        (
            [
                "measure", "Hi", "--font-file", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "--index", "2",
                "--size", "17",
            ], 2,
            "'/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' has 1 face; expected an index from 0 to 0, instead saw 2"
        ),
        (
            ["measure", "Hi", "--font", "Merriweather", "--size", "0"], 64,
            "--size: expected a point size above 0 and at most 4096, instead saw 0"
        ),
        (
            ["measure", "Hi", "--font", "Merriweather", "--size", "10000"], 64,
            "--size: expected a point size above 0 and at most 4096, instead saw 10000"
        ),
        (
            ["measure", "", "--font", "Merriweather", "--size", "17"], 64,
            "text: expected at least one character, instead saw an empty string"
        ),
        (
            ["measure", "Hi", "--font", "Merriweather", "--size", "17", "--features", "zzzzz=x"], 64,
            "font feature: expected a setting such as 'tnum', '-liga', 'ss01=1' or 'kern[3:5]=0', instead saw 'zzzzz=x'"
        ),
        (["measure", "Hi", "--size", "17"], 64, "give a font with --font FAMILY or --font-file PATH"),
        (["measure", "Hi", "--font", "Merriweather"], 64, "give --category C (with --style S), --all, or --size PT"),
        (
            ["fonts", "zzqqxx"], 2,
            "font family 'zzqqxx' is not installed; add its folder with --font-dir or FONTSCALE_FONT_PATH"
        ),
    ])
    func errors(arguments: [String], status: Int32, message: String) throws {
        let run = try Run(arguments + dir)
        #expect(run.status == status)
        #expect(run.stderr == "fontscale: error: \(message)\n")
        #expect(run.stdout.isEmpty)
    }
}
