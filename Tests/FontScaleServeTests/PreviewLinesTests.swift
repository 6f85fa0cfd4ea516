import FontScaleServe
import FontScaleTestSupport
import Foundation
import Testing

/// The page draws the lines fontscale broke each sample into: the model's lines equal what
/// `fontscale measure --width W --lines 0` prints, for every style of examples/design-system.yml
/// at every category of its platform, in every container, for every sample.
@Suite struct PreviewLinesTests {
    /// A style of examples/design-system.yml, as the file gives it.
    struct Style {
        let name: String, family: String, weight: String?, size: Double, textStyle: String
        let min: Double?, max: Double?, containers: [String], samples: [String]
    }

    static let defaultSamples = ["Your order is on its way", "Versandbestätigung", "Saved.\n\nUndo within 10 seconds"]
    /// The file's containers' widths.
    static let widths: [String: Double] = ["Header": 343, "Card": 311, "Toast": 288, "Button": 311, "TabItem": 75]
    static let styles = [
        Style(
            name: "Display", family: "Merriweather", weight: "bold", size: 34, textStyle: "largeTitle", min: nil,
            max: nil, containers: ["Header"], samples: defaultSamples),
        Style(
            name: "Heading", family: "Merriweather", weight: "bold", size: 22, textStyle: "title2", min: nil, max: 36,
            containers: ["Card"], samples: defaultSamples),
        Style(
            name: "Body", family: "Atkinson Hyperlegible", weight: nil, size: 17, textStyle: "body", min: nil,
            max: nil, containers: ["Card", "Toast"], samples: defaultSamples),
        Style(
            name: "Button", family: "Atkinson Hyperlegible", weight: "bold", size: 17, textStyle: "headline", min: nil,
            max: 28, containers: ["Button"], samples: ["Place order", "Bestellung aufgeben"]),
        Style(
            name: "Tab", family: "Atkinson Hyperlegible", weight: nil, size: 11, textStyle: "caption2", min: 11,
            max: 17, containers: ["TabItem"], samples: ["Home", "Orders", "Account"]),
    ]

    static let fonts = Fixture.root.appendingPathComponent(".fonts").path

    /// Runs the fontscale binary and reads its JSON output.
    static func json(_ arguments: [String], runs: inout Int) throws -> Any {
        runs += 1
        let run = try Command.run(Fixture.executable.path, arguments + ["--format", "json"])
        guard run.status == 0 else {
            throw CommandError(message: "fontscale \(arguments.joined(separator: " ")): \(run.stderr)")
        }
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    }

    /// `measure`'s arguments for a style's font and a sample in a container, no line limit.
    static func measure(_ style: Style, _ sample: String, width: Double, lines: Int = 0) -> [String] {
        ["measure", sample, "--font", style.family, "--font-dir", fonts, "--width", "\(width)", "--lines", "\(lines)"]
            + (style.weight.map { ["--weight", $0] } ?? [])
    }

    @Test func theModelsLinesAreMeasuresLinesForEveryStyleAndCategory() throws {
        let builder = PreviewBuilder(path: Fixture.root.appendingPathComponent("examples/design-system.yml").path)
        let model = try builder.build(motion: false)
        #expect(model.styles.map(\.name) == Self.styles.map(\.name))
        #expect(model.platform == "iOS")
        let categories =
            ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge"]
            + (1...5).map { "AX\($0)" }
        #expect(model.categories == categories)
        var runs = 0, compared = 0, differences: [String] = []
        for (style, built) in zip(Self.styles, model.styles) {
            #expect(built.samples == style.samples, "\(style.name)'s samples")
            #expect(
                built.containers.map { model.containers[$0].name } == style.containers, "\(style.name)'s containers")
            // The clamped size at each category, from `scale` (only a style with minSize or maxSize).
            var clamped: [Double]?
            if style.min != nil || style.max != nil {
                let scaled = try Self.json(
                    ["scale", "\(style.size)", "--style", style.textStyle, "--all"]
                        + (style.max.map { ["--max", "\($0)"] } ?? []) + (style.min.map { ["--min", "\($0)"] } ?? []),
                    runs: &runs)
                clamped = try #require(scaled as? [[String: Any]]).map { try #require($0["pointSize"] as? Double) }
            }
            for (position, container) in style.containers.enumerated() {
                let width = try #require(Self.widths[container])
                for (number, sample) in style.samples.enumerated() {
                    // Every category at once, at the plain scaled size.
                    let all = try #require(
                        try Self.json(
                            Self.measure(style, sample, width: width)
                                + ["--style", style.textStyle, "--base", "\(style.size)", "--all"], runs: &runs)
                            as? [[String: Any]])
                    try #require(all.count == categories.count)
                    for (index, category) in categories.enumerated() {
                        #expect(all[index]["category"] as? String == category)
                        var expected = try #require(all[index]["text"] as? [String])
                        let plain = try #require(all[index]["pointSize"] as? Double)
                        if let size = clamped?[index], size != plain {
                            // Clamped: measured at the clamped size.
                            let one = try Self.json(
                                Self.measure(style, sample, width: width) + ["--size", "\(size)"], runs: &runs)
                            expected = try #require((one as? [String: Any])?["text"] as? [String])
                        }
                        let cell = built.cells[index]
                        #expect(cell.size == (clamped?[index] ?? plain), "\(style.name) at \(category): size")
                        let drawn = cell.lines[position][number]
                        compared += 1
                        if drawn != expected {
                            differences.append(
                                "\(style.name) \(container) \(category) \(sample.debugDescription): \(drawn) != \(expected)"
                            )
                        }
                    }
                }
            }
        }
        // 17 (style, container, sample) triples at 12 categories.
        #expect(compared == 17 * 12)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        // Body's third sample in Toast (2 lines at most) at Large: the last line drawn is measure's with --lines 2.
        let body = try #require(model.styles.first { $0.name == "Body" })
        let large = try #require(categories.firstIndex(of: "Large"))
        let cut = try #require(
            try Self.json(
                Self.measure(Self.styles[2], Self.defaultSamples[2], width: 288, lines: 2)
                    + ["--style", "body", "--category", "Large"], runs: &runs) as? [String: Any])
        #expect(cut["truncated"] as? Bool == true)
        let cutLines = try #require(cut["text"] as? [String])
        #expect(body.cells[large].cut[1][2] == cutLines.last)
        #expect(body.cells[large].cut[1][2]?.hasSuffix("\u{2026}") == true)
        // Where the sample fits the limit, nothing is cut: "Your order is on its way" in Card (3 lines at most).
        #expect(body.cells[large].cut[0][0] == nil)
        #expect(runs < 60, "fontscale ran \(runs) times")
    }

    /// The model of `config` (written to a new folder) and the config's path.
    static func built(_ config: String) throws -> (model: PreviewModel, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-left-out-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("fontscale.yml").path
        try Data(config.utf8).write(to: URL(fileURLWithPath: path))
        return (try PreviewBuilder(path: path).build(motion: false), path)
    }

    /// A style whose family is not installed is left out of the page, and the model names it with
    /// the check's finding (font/resolves, at the style's family line).
    @Test func aStyleWhoseFontIsMissingIsNamedWithItsFinding() throws {
        let (model, path) = try Self.built(twoStyleConfig(fonts: Self.fonts, titleFamily: "No Such Family"))
        #expect(model.styles.map(\.name) == ["Body"])
        #expect(model.leftOut.map(\.style) == ["Title"])
        let note = try #require(model.leftOut.first)
        #expect(note.rule == "font/resolves")
        #expect(note.level == "error")
        #expect(note.message.contains("No Such Family"))
        // `family:` of the second style is line 12, its value at column 13.
        #expect(note.location == "\(path):12:13")
    }

    /// A style on a default font that is missing is named with that font's finding, at the
    /// `fonts.family` value, not with a bare error at the file.
    @Test func aStyleOnAMissingDefaultFontIsNamedWithItsFinding() throws {
        let (model, path) = try Self.built(
            twoStyleConfig(fonts: Self.fonts, family: "No Such Sans", titleFamily: "Atkinson Hyperlegible"))
        #expect(model.styles.map(\.name) == ["Title"])
        #expect(model.leftOut.map(\.style) == ["Body"])
        let note = try #require(model.leftOut.first)
        #expect(note.rule == "font/resolves")
        #expect(note.message.contains("No Such Sans"))
        // `family:` under `fonts` is line 4, its value at column 11.
        #expect(note.location == "\(path):4:11")
    }
}

/// In Chromium, the page draws the lines of the model: a Large Title that breaks inside its first
/// word at AX3 ("Kontoeinstellungen überprüfen" in 343 pt) shows fontscale's lines, each no wider
/// than the container in the browser's own layout.
@Suite struct PageLinesTests {
    @Test(.timeLimit(.minutes(2))) func theDrawnLinesAreTheModelsAtAX3() throws {
        let sample = "Kontoeinstellungen überprüfen"
        let served = try Served(
            config: """
                version: 1
                fonts:
                  directories: ["\(PreviewLinesTests.fonts)"]
                  family: Merriweather
                styles:
                  - {name: Title, textStyle: largeTitle, weight: bold, size: 34, lineHeight: 41, containers: [Header]}
                containers:
                  - {name: Header, width: 343, maxLines: 2, accessibilityMaxLines: 0}
                samples:
                  - "\(sample)"

                """)
        let page = try LivePage(url: served.url + "?category=AX3&measure=1")
        let state = try #require(
            page.wait(timeout: 60) { $0.boxes?.count == 1 && $0.fonts.allSatisfy { $0 == "loaded" } })
        let body = RawHTTP.request(port: served.port, "/model.json", host: "127.0.0.1:\(served.port)").body
        let model = try JSONDecoder().decode(PreviewModel.self, from: Data(body.utf8))
        let ax3 = try #require(model.categories.firstIndex(of: "AX3"))
        let lines = try #require(model.styles.first?.cells[ax3].lines.first?.first)
        // fontscale breaks the first word: more than the two lines the words alone would take, no
        // limit at AX3, and every line a piece of the sample in order.
        #expect(lines.count >= 3, "\(lines)")
        #expect(
            lines.joined(separator: " ").replacingOccurrences(of: " ", with: "")
                == sample.replacingOccurrences(of: " ", with: ""))
        let box = try #require(state.boxes?.first)
        #expect(box.lines == lines)
        #expect(box.width == 343)
        // The browser's own width of each drawn line fits the container (within the measuring
        // mode's 0.5 px).
        for (line, width) in zip(box.lines, box.widths) { #expect(width <= 343.5, "\(line): \(width) px") }
    }
}

/// A style whose font is not installed is named in the page's banner, with its finding's message
/// and location; the style's card is not drawn.
@Suite struct LeftOutBannerTests {
    @Test(.timeLimit(.minutes(2))) func theBannerNamesTheStyleAndWhy() throws {
        let served = try Served(
            config: """
                version: 1
                fonts:
                  directories: ["\(PreviewLinesTests.fonts)"]
                  family: Atkinson Hyperlegible
                styles:
                  - {name: Body, textStyle: body, size: 17, lineHeight: 22}
                  - {name: Title, textStyle: title1, family: No Such Family, size: 28, lineHeight: 34}

                """)
        let page = try LivePage(url: served.url + "?category=Large")
        let state = try #require(page.wait(timeout: 60) { $0.leftOut != nil })
        #expect(state.styles.map(\.name) == ["Body"])
        let banner = try #require(state.leftOut)
        #expect(banner.hasPrefix("Left out: Title: "), "\(banner)")
        #expect(banner.contains("No Such Family"), "\(banner)")
        // The style's `family:` value: line 7, column 46 of fontscale.yml (served by that relative name).
        #expect(banner.hasSuffix("(fontscale.yml:7:46)"), "\(banner)")
    }
}
