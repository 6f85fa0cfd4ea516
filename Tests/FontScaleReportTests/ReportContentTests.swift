import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleReport
import FontScaleTestSupport
import Foundation
import Testing

@testable import FontScaleOutput

/// What the report says, against independent values.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized) struct ReportContentTests {
    let small = SmallReport.shared

    func cell(_ style: TextStyle, _ category: ContentSizeCategory) -> Cell {
        let row = small.report.styles.first { $0.style == style }!
        return row.cells[small.report.categories.firstIndex(of: category)!]
    }

    @Test func cellsCarryTheScaledSizesAndWidths() throws {
        let body = cell(.body, .accessibility5)
        let measured = try #require(body.reference), change = try #require(body.widthChange)
        #expect(body.custom.pointSize == 48 && body.custom.leading == 62 && measured.pointSize == 48)
        #expect(body.custom.axes.map(\.value) == [400, 100, 48])
        let custom =
            try HBShape.advance(
                font: TestFonts.merriweather, unitsPerEm: 2000, text: "Dynamic Type",
                variations: ["wght": 400, "wdth": 100, "opsz": 48]) * 48 / 2000
        let reference =
            try HBShape.advance(font: TestFonts.dejaVuSans, unitsPerEm: 2048, text: "Dynamic Type") * 48 / 2048
        #expect(abs(body.custom.width - custom) < 1e-9 && abs(measured.width - reference) < 1e-9)
        #expect(abs(change - (custom / reference - 1)) < 1e-12)
        #expect(body.custom.file == "Merriweather[opsz,wdth,wght].ttf" && measured.file == "DejaVuSans.ttf")
    }

    // The "ink" highlight against hb-shape's glyph extents: Be Vietnam Pro (1000 units, descender
    // -265, fontTools) stacks marks on Ẩ, Ổ and Ấ up to 1168 units; "Dynamic Type" reaches 754 (its
    // D, y and T). A cell's ink leaves UIKit's line box (L + descender above the baseline) by more
    // than a @3x pixel exactly where the numbers say, at every style and category of the report.
    @Test func inkOutsideTheLineBoxIsMarked() throws {
        let catalog = try FontCatalog(fontDirectories: [TestFonts.directory])
        let font = try CustomFont(family: "Be Vietnam Pro", catalog: catalog)
        let reference = try CustomFont(family: "DejaVu Sans", catalog: catalog)
        var options = ReportOptions(date: "2026-11-28")
        options.styles = SmallReport.styles
        options.categories = SmallReport.categories
        let texts = ["Ẩm thực Việt: Ổn định, Ấn tượng", "Dynamic Type"]
        let report = try SmallReport.job(font: font, reference: reference, texts: texts, options: options).run()
            .report
        for (index, grid) in report.grids.enumerated() {
            let top = try Self.inkTop(texts[index])
            #expect(top == (index == 0 ? 1168 : 754))
            for row in grid.styles {
                for cell in row.cells {
                    let size = cell.custom.pointSize, box = cell.custom.leading - 265 * size / 1000
                    let clips = top * size / 1000 > box + 1.0 / 3
                    #expect(
                        cell.highlights.contains(.clipsInk) == clips, "\(row.style) \(cell.category) \(texts[index])")
                }
            }
        }
        #expect(report.grids[0].styles.allSatisfy { $0.cells.allSatisfy { $0.highlights.contains(.clipsInk) } })
        #expect(report.grids[1].styles.allSatisfy { $0.cells.allSatisfy { !$0.highlights.contains(.clipsInk) } })
    }

    /// The highest ink of `text` in Be Vietnam Pro, in font units, from hb-shape's extents.
    static func inkTop(_ text: String) throws -> Double {
        let run = try Command.run(
            "/usr/bin/hb-shape",
            ["--show-extents", "--output-format=json", "--no-glyph-names", TestFonts.beVietnamPro, "--", text])
        let glyphs = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        return Double(glyphs.map { ($0["dy"] as! Int) + ($0["yb"] as! Int) }.max()!)
    }

    @Test func highlights() throws {
        // Caption 1 at xSmall: 12 x 0.8127 -> 10 pt, below iOS's 11 pt; the system font keeps 11.
        let caption = cell(.caption1, .xSmall)
        #expect(caption.custom.pointSize == 10 && caption.proportionalPointSize == 11)
        #expect(caption.highlights.contains(.belowMinimum) && caption.highlights.contains(.modelsDisagree))
        #expect(cell(.body, .large).highlights.isEmpty)
        // Title 1 at AX5 (56 pt) wraps in 320 pt by hb-shape's width of "Dynamic Type" at opsz 56.
        let title = cell(.title1, .accessibility5)
        let width =
            try HBShape.advance(
                font: TestFonts.merriweather, unitsPerEm: 2000, text: "Dynamic Type",
                variations: ["wght": 400, "wdth": 100, "opsz": 56]) * 56 / 2000
        #expect(title.custom.containers[0].lines == (width > 320 ? 2 : 1))
        #expect(title.highlights.contains(.wraps) == (width > 320))
        #expect(small.report.highlightCounts[.belowMinimum] == 1)
    }

    @Test func transitionsCarryTheJumpHBShapeGives() throws {
        // Body grows from 17 pt (Large) to 37 pt (AX3): the 37 pt font scaled down to 17 pt against the native 17 pt.
        let body = try #require(small.report.transitions.first { $0.style == .body })
        #expect(body.from == .category(.large) && body.to == .category(.accessibility3) && body.strategy == "grow")
        let upem = Double(try FontFace(path: TestFonts.merriweather).info.unitsPerEm)
        func width(_ size: Double) throws -> Double {
            try HBShape.advance(
                font: TestFonts.merriweather, unitsPerEm: Int(upem), text: "Dynamic Type",
                variations: ["wght": 400, "wdth": 100, "opsz": size]) / upem * size
        }
        let expected = try width(17) - (try width(37)) * 17 / 37
        #expect(abs(body.widthJump - expected) < 1e-5)
        #expect(body.maxGlyphDriftOpszHeld == 0 && body.advice != .plainTransform)
    }

    @Test func suggestedBaseSizesMatchTheReferenceXHeight() throws {
        // DejaVu Sans x-height: the outline top of x, 1120 of 2048 units (fontTools).
        let body = small.report.suggestions.styles.first { $0.style == .body }!
        let dejaVuX = 1120.0 / 2048 * 17
        let merriweather = FontInstance(
            face: try FontFace(path: TestFonts.merriweather), variations: ["wght": 400, "opsz": body.exactPointSize])
        #expect(abs(merriweather.lineMetrics(pointSize: body.exactPointSize).xHeight - dejaVuX) < 0.01)
        #expect(body.pointSize == (body.exactPointSize * 2).rounded() / 2)
        #expect(body.postScriptName == "Merriweather-Regular")
        #expect(small.report.suggestions.metric == .xHeight)
    }

    @Test func pdfHasRealTextAndThePagesLookRight() throws {
        let pdf = small.folder.appendingPathComponent("sheet.pdf").path
        let text = try run("/usr/bin/pdftotext", [pdf, "-"])
        #expect(text.contains("Merriweather against DejaVu Sans") && text.contains("Dynamic Type"))
        let info = try run("/usr/bin/pdfinfo", [pdf])
        let fields = Dictionary(
            info.split(separator: "\n").compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }, uniquingKeysWith: { first, _ in first })
        #expect(fields["CreationDate"] == "Sat Nov 21 00:00:00 2026 UTC")  // fixed by --date: byte-identical runs
        // The summary, 3 styles x 3 categories on two A4 pages, the accessibility table.
        #expect(fields["Pages"] == "4")
        #expect(fields["Creator"] == "fontscale 0.1.0")
        let fonts = try run("/usr/bin/pdffonts", [pdf])
        #expect(fonts.contains("DejaVuSans") && fonts.split(separator: "\n").count > 3)
        // Page 1 rendered by poppler at 144 dpi (2 px per point): the size of the @2x sheet.png.
        let prefix = small.folder.appendingPathComponent("poppler").path
        _ = try run("/usr/bin/pdftoppm", ["-r", "144", "-png", pdf, prefix])
        let rendered = try Pixels(prefix + "-1.png"),
            png = try Pixels(small.folder.appendingPathComponent("sheet.png").path)
        #expect(abs(rendered.width - png.width) <= 1 && abs(rendered.height - png.height) <= 1)
        // And it is not blank: some pixels are dark ink.
        #expect(rendered.data.filter { $0 < 64 }.count > 1000)
    }

    @Test func byteIdenticalRunToRun() throws {
        let run = try SmallReport.freshJob().run()
        #expect(run.report == small.report)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-again-\(getpid())")
        defer {
            if ProcessInfo.processInfo.environment["KEEP"] == nil { try? FileManager.default.removeItem(at: folder) }
        }
        _ = try run.write(into: folder, force: false, formats: [.pdf, .png, .svg])
        for name in ["sheet.pdf", "sheet.png", "sheet-2.png", "sheet.svg", "report.json"] {
            #expect(
                try Data(contentsOf: folder.appendingPathComponent(name))
                    == Data(contentsOf: small.folder.appendingPathComponent(name)), "\(name)")
        }
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains(".tmp") })
    }

    /// report.json and the page's data as fontscale writes them, byte for byte what Foundation's
    /// JSONEncoder writes (the second path) for a real report, in both layouts.
    @Test func reportJSONIsFoundationsBytes() throws {
        for layout in [JSONEncoding.Layout.document, .compact] {
            let ours = try JSONEncoding.string(small.report, layout)
            #expect(ours == (try JSONEncoding.foundation(small.report, layout)))
            #expect(ours.utf8.count > 5_000)
        }
    }

    /// The example of docs/swift-api.md and the DocC overview, as written there: the one way in,
    /// `ReportRequest.run(events:)`, with the events it tells.
    @Test func readmeExample() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-readme-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        var outputs = ReportOutputs(folder: out)
        outputs.formats = [.pdf, .html]
        var request = ReportRequest(
            families: ["Merriweather"], options: ReportOptions(date: "2026-11-21"), outputs: outputs)
        (request.reference, request.texts, request.fontDirectories) = (
            "DejaVu Sans", ["Dynamic Type"], [TestFonts.directory]
        )
        var events: [String] = []
        let outcome = try request.run { event in
            switch event {
            case .warning: events.append("warning")
            case .progress: if events.last != "progress" { events.append("progress") }
            case let .written(written): events.append("written \(written.folder.lastPathComponent)")
            }
        }
        #expect(events == ["progress", "written merriweather"])
        let written = try #require(outcome.reports.first)
        #expect(outcome.reports.count == 1 && outcome.summary == nil)
        #expect(written.report.styles[5].style == .body && written.report.categories[11] == .accessibility5)
        #expect(written.report.styles[5].cells[11].custom.pointSize == 48)
        #expect(try written.report.json().hasPrefix("{"))
        #expect(written.folder.path == out.appendingPathComponent("merriweather").path)
        #expect(written.files == ["report.json", "sheet.pdf", "index.html"])
    }

    @Test func writerRefusesForeignFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-foreign-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("keep me".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(throws: OutputError.foreignFolder(path: folder.path, command: "report")) {
            try ReportWriter(folder: folder, force: false)
        }
        _ = try ReportWriter(folder: folder, force: true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(ReportWriter.marker).path))
        _ = try ReportWriter(folder: folder, force: false)  // now a report folder
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me")
    }

    /// A report folder remembers the request it was made for; a writer for another request is
    /// refused (unless forced), one for the same request or with none recorded is not.
    @Test func writerRefusesAnotherRequestsReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-request-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try ReportWriter(folder: folder, force: false, request: "family “Sarabun”")
        #expect(ReportWriter.request(in: folder) == "family “Sarabun”")
        #expect(
            throws: OutputError.anotherRequest(
                path: folder.path, command: "report", recorded: "family “Sarabun”", requested: "family “Sarabun Thin”")
        ) {
            try ReportWriter(folder: folder, force: false, request: "family “Sarabun Thin”")
        }
        _ = try ReportWriter(folder: folder, force: false, request: "family “Sarabun”")
        _ = try ReportWriter(folder: folder, force: false)
        #expect(ReportWriter.request(in: folder) == "family “Sarabun”")
        _ = try ReportWriter(folder: folder, force: true, request: "family “Sarabun Thin”")
        #expect(ReportWriter.request(in: folder) == "family “Sarabun Thin”")
        #expect(
            "\(OutputError.anotherRequest(path: "/r/sarabun", command: "report", recorded: "family “Sarabun”", requested: "family “Sarabun Thin”"))"
                == "'/r/sarabun' holds the report on family “Sarabun”, not family “Sarabun Thin”; expected a new folder or the same font's report"
        )
    }

    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
