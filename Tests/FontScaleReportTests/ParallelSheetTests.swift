import FontScaleFonts
import FontScaleRender
import FontScaleTestSupport
import Foundation
import Testing

@testable import FontScaleReport

/// The sheet's files drawn on two threads (each with copies of the fonts) are the bytes one
/// thread draws.
@Suite struct ParallelSheetTests {
    /// A 3 x 3 report of its own (the fonts of a run are not shared with other tests' threads).
    static func run() throws -> ReportRun { try SmallReport.freshJob().run() }

    /// Every file of `folder` by name, with its bytes.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test(arguments: [Set(ReportFormat.allCases), [.html, .pdf]])
    func twoThreadsWriteTheBytesOneThreadWrites(formats: Set<ReportFormat>) throws {
        let run = try Self.run()
        var outputs: [(written: [String], files: [String: Data])] = []
        for workers in [1, 2] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "fontscale-parallel-\(getpid())-\(formats.count)-\(workers)")
            try? FileManager.default.removeItem(at: folder)
            defer { try? FileManager.default.removeItem(at: folder) }
            var writer = try ReportWriter(folder: folder, force: false)
            writer.sheetThreads = workers
            let written = try writer.writeAll(run, formats: formats)
            outputs.append((written, try Self.files(in: folder)))
        }
        let (serial, parallel) = (outputs[0], outputs[1])
        #expect(parallel.written == serial.written)
        #expect(Set(parallel.files.keys) == Set(serial.files.keys))
        // The summary, at least one page of the grid and the accessibility page: files for both threads.
        let pages = serial.written.filter { $0.hasPrefix("sheet") && $0.hasSuffix(".png") }.count
        #expect(formats.contains(.png) ? pages >= 3 : pages == 0)
        #expect(!serial.files.keys.contains { $0.contains(".part-") || $0.contains(".tmp-") })
        for (name, bytes) in serial.files.sorted(by: { $0.key < $1.key }) {
            #expect(parallel.files[name] == bytes, "\(name) differs between one thread and two")
        }
    }

    /// On two threads, each file is handed back in order as soon as it and those before it are
    /// drawn; a file that cannot be written is handed back with its error, nothing after it,
    /// and no file is started after the failure. The progress of a report is each file as placed.
    @Test func filesComeBackInOrderAndStopAtAFailure() throws {
        let run = try Self.run()
        let sheet = try SheetRenderer(run: run)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-order-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [SheetFile] = (1...sheet.pageCount).map { .page($0) } + [.pdf]
        var paths = files.indices.map { folder.appendingPathComponent("file-\($0)").path }
        var order: [Int] = []
        try SheetFile.draw(files, to: paths, with: sheet, workers: 2) { index, error in
            #expect(error == nil)
            // Handed back drawn: the file is whole when it arrives.
            #expect(FileManager.default.fileExists(atPath: paths[index]))
            order.append(index)
        }
        #expect(order == Array(files.indices))
        // File 2 goes into a folder that does not exist.
        paths = files.indices.map { folder.appendingPathComponent("again-\($0)").path }
        paths[2] = folder.appendingPathComponent("missing/file-2").path
        var handed: [(Int, Bool)] = []
        try SheetFile.draw(files, to: paths, with: sheet, workers: 2) { index, error in
            handed.append((index, error != nil))
        }
        #expect(handed.map(\.0) == [0, 1, 2] && handed.map(\.1) == [false, false, true])
        // Files after it that the other thread took before the failure may be drawn; none is handed back.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
        // An error thrown by the caller stops the drawing the same way, and is rethrown.
        struct Stop: Error {}
        var seen = 0
        #expect(throws: Stop.self) {
            try SheetFile.draw(files, to: files.indices.map { _ in "/dev/null" }, with: sheet, workers: 2) { _, _ in
                seen += 1
                throw Stop()
            }
        }
        #expect(seen == 1)
    }

    /// A part file of a run that was killed (its process gone) is removed by the next run; one of
    /// a process still running (this test's parent) is left to it.
    @Test func partsOfAKilledRunAreRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-parts-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        var writer = try ReportWriter(folder: folder, force: false)
        writer.sheetThreads = 2
        let stale = ".sheet-3.part-\(gone.processIdentifier)", live = ".sheet-4.part-\(getppid())"
        for name in [stale, live] { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
        _ = try writer.writeAll(try Self.run(), formats: [.pdf, .png])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains(stale) && names.contains(live))
    }

    /// The cores the sheet counts are the kernel's Cpus_allowed_list for this process (what
    /// `taskset` narrows), read from /proc, not the processors online.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func coresAreTheAffinity() throws {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let list = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        let allowed = list.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
        let count = allowed.split(separator: ",").reduce(0) { total, range in
            let ends = range.split(separator: "-").compactMap { Int($0) }
            return total + (ends.count == 2 ? ends[1] - ends[0] + 1 : 1)
        }
        #expect(Processors.available == count, "Cpus_allowed_list: \(allowed)")
        #expect(SheetFile.defaultWorkers == min(count, 4))
    }
}
