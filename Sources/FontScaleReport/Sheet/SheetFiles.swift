import Dispatch
import FontScaleFonts
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One file of the sheet: the PDF of every page, the SVG of every page, or one page as a PNG.
enum SheetFile: Hashable, Sendable {
    /// The PDF of every page.
    case pdf
    /// The SVG of every page.
    case svg
    /// Page `number` as a PNG at @2x.
    case page(Int)

    /// Draws the file with `sheet` to `path`.
    func draw(_ sheet: SheetRenderer, to path: String) throws {
        switch self {
        case .pdf: try sheet.render(.pdf, to: path)
        case .svg: try sheet.render(.svg, to: path)
        case let .page(number): try sheet.renderPage(number, to: path)
        }
    }

    /// How many threads draw a report's sheet files by default: one per core the process may run
    /// on, at most 4 (each thread holds its own fonts and a page in flight).
    static var defaultWorkers: Int { max(1, min(coresAvailable, 4)) }

    /// The cores this process may run on: its CPU affinity on Linux (`taskset`, a container's CPU
    /// set), which `ProcessInfo.activeProcessorCount` does not read there; elsewhere, or when the
    /// affinity cannot be read, the processors online.
    static var coresAvailable: Int {
        #if canImport(Glibc)
            // sched_getaffinity is a _GNU_SOURCE function, which the Glibc module leaves out:
            // looked up by name. The mask: 1,024 CPUs, as glibc's cpu_set_t.
            typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") {
                var mask = [UInt64](repeating: 0, count: 16)
                let status = mask.withUnsafeMutableBytes { bytes in
                    unsafeBitCast(symbol, to: Affinity.self)(0, bytes.count, bytes.baseAddress!)
                }
                let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
                if status == 0, count > 0 { return count }
            }
        #endif
        return ProcessInfo.processInfo.activeProcessorCount
    }

    /// Draws `files[i]` to `paths[i]` on `workers` threads, each file whole on one thread, the
    /// files taken in order as threads come free; returns each file's error (nil: drawn). After a
    /// failure no further file is started. The first thread draws with `sheet` itself, every
    /// other with a renderer of its own (copies of the fonts, made here, on the thread that owns
    /// `sheet`), since fonts cannot be shared between threads. One worker draws every file with
    /// `sheet` on this thread, in order, stopping at the first failure. What is drawn does not
    /// depend on the thread or the order: the files are the same bytes for any worker count.
    static func draw(_ files: [SheetFile], to paths: [String], with sheet: SheetRenderer, workers: Int) -> [(
        any Error
    )?] {
        precondition(files.count == paths.count, "a path for each file")
        let queue = SheetQueue(count: files.count)
        let count = min(max(1, workers), files.count)
        guard count > 1 else {
            for (index, file) in files.enumerated() {
                do { try file.draw(sheet, to: paths[index]) } catch {
                    queue.fail(index, error)
                    break
                }
            }
            return queue.errors
        }
        let renderers = SheetRenderers(
            [sheet] + (1..<count).map { _ in SheetRenderer(copying: sheet, copies: FontCopies()) })
        // A test recording this thread's shapings records the drawing threads' too.
        let log = SendableLog(log: ShapingLog.current)
        DispatchQueue.concurrentPerform(iterations: count) { worker in
            let renderer = renderers.renderers[worker]
            ShapingLog.joining(log.log) {
                while let index = queue.next() {
                    do { try files[index].draw(renderer, to: paths[index]) } catch { queue.fail(index, error) }
                }
            }
        }
        return queue.errors
    }
}

/// The shaping log of the thread that starts a parallel drawing, handed to its threads (the log locks its counts).
private struct SendableLog: @unchecked Sendable {
    let log: ShapingLog?
}

/// The renderers of a parallel drawing, one per thread: each is handed to one thread, which alone
/// uses it until every thread is done.
private final class SheetRenderers: @unchecked Sendable {
    let renderers: [SheetRenderer]
    init(_ renderers: [SheetRenderer]) { self.renderers = renderers }
}

/// The files still to draw, handed out in order, and the errors of those that failed.
private final class SheetQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var taken = 0
    private var failures: [(any Error)?]

    init(count: Int) {
        self.count = count
        failures = Array(repeating: nil, count: count)
    }

    /// The next file to draw; nil when every file is taken or one failed.
    func next() -> Int? {
        lock.withLock {
            guard taken < count, !failures.contains(where: { $0 != nil }) else { return nil }
            taken += 1
            return taken - 1
        }
    }

    func fail(_ index: Int, _ error: any Error) { lock.withLock { failures[index] = error } }

    var errors: [(any Error)?] { lock.withLock { failures } }
}
