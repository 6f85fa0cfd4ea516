import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct FaceTests {
    @Test func merriweatherIsVariableWithALightDefault() throws {
        let info = try FontFace(path: TestFonts.merriweather).info
        #expect(info.family == "Merriweather" && info.unitsPerEm == 2000 && info.isVariable)
        #expect(info.axes.map(\.tag) == ["wght", "wdth", "opsz"])  // fvar order (fontTools)
        #expect(
            info.axis("wght")
                == VariationAxis(tag: "wght", name: "Weight", minimum: 300, defaultValue: 300, maximum: 900))
        #expect(info.axis("opsz").map { ($0.minimum, $0.defaultValue, $0.maximum) } ?? (0, 0, 0) == (18, 18, 144))
        #expect(info.axis("wdth").map { ($0.minimum, $0.maximum) } ?? (0, 0) == (87, 112))
        #expect(
            info.namedInstances.map(\.name) == ["Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"])
        #expect(info.namedInstances[1].coordinates["wght"] == 400)
    }

    @Test func dejaVuIsStatic() throws {
        let info = try FontFace(path: TestFonts.dejaVuSans).info
        #expect(
            info.family == "DejaVu Sans" && info.unitsPerEm == 2048 && !info.isVariable && info.faceCount == 1
                && info.weight == 400)
    }

    @Test func everyAxisIsSetExplicitly() throws {
        let face = try FontFace(path: TestFonts.merriweather)
        let instance = FontInstance(face: face, variations: ["wght": 400, "opsz": 10])
        #expect(instance.coordinates == ["wght": 400, "opsz": 18, "wdth": 100])
        #expect(instance.axisSettings.first { $0.tag == "opsz" }?.clamped == true)
        #expect(instance.axisSettings.first { $0.tag == "wdth" }?.requested == nil)
    }

    static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fontscale-bad-fonts-\(getpid())")

    static func write(_ name: String, _ bytes: Data) throws -> String {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let url = scratch.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }

    @Test func badFilesGetClearErrors() throws {
        var generator = SystemRandomNumberGenerator()
        let random = try Self.write(
            "random.ttf", Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        #expect(throws: FontError.invalidFont(path: random, reason: "unknown file format")) {
            try FontFace(path: random)
        }
        let empty = try Self.write("empty.ttf", Data())
        #expect(throws: FontError.invalidFont(path: empty, reason: "unknown file format")) { try FontFace(path: empty) }
        #expect(throws: FontError.fileNotFound(path: "/no/such/font.ttf")) { try FontFace(path: "/no/such/font.ttf") }
        #expect(throws: FontError.notAFile(path: TestFonts.directory)) { try FontFace(path: TestFonts.directory) }
        #expect(throws: FontError.indexOutOfRange(path: TestFonts.dejaVuSans, index: 3, count: 1)) {
            try FontFace(path: TestFonts.dejaVuSans, index: 3)
        }
        #expect(throws: FontError.indexOutOfRange(path: TestFonts.dejaVuSans, index: -1, count: 1)) {
            try FontFace(path: TestFonts.dejaVuSans, index: -1)
        }
        #expect(
            FontError.invalidFont(path: random, reason: "unknown file format").description
                == "'\(random)' is not a usable font: unknown file format; expected a TrueType, OpenType, collection, WOFF or WOFF2 file"
        )
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file")) func unreadableFile() throws {
        let path = try Self.write("locked.ttf", try Data(contentsOf: URL(fileURLWithPath: TestFonts.atkinsonRegular)))
        chmod(path, 0)
        #expect(throws: FontError.unreadable(path: path, reason: "permission denied")) { try FontFace(path: path) }
    }

    /// Truncated and bit-flipped fonts: a clear error, or a sane (finite, non-negative) measurement; never a crash.
    @Test(arguments: [100, 1000, 20_000, 40_000])
    func truncatedFonts(length: Int) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: TestFonts.merriweather)).prefix(length)
        try Self.expectErrorOrSaneResult(try Self.write("truncated-\(length).ttf", Data(bytes)))
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func bitFlippedFonts(seed: Int) throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestFonts.atkinsonRegular)))
        var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        for _ in 0..<(50 * seed) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let position = Int(state >> 33) % bytes.count
            bytes[position] ^= UInt8(1 << (state >> 60 & 7))
        }
        try Self.expectErrorOrSaneResult(try Self.write("flipped-\(seed).ttf", Data(bytes)))
    }

    static func expectErrorOrSaneResult(_ path: String) throws {
        do {
            let face = try FontFace(path: path)
            let instance = FontInstance(face: face)
            let result = try TextMeasurer().measure(
                "Hello, world", instance: instance, pointSize: 17,
                options: LayoutOptions(width: 60, maxLines: 2))
            #expect(result.width.isFinite && result.width >= 0 && result.height.isFinite && result.lineCount <= 2)
        } catch is FontError {
            // A clear error is fine.
        }
    }
}
