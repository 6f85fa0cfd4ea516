import Dispatch
import FontScaleFonts
import FontScaleRender
import Foundation

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
    /// on (`Processors.available`), at most 4 (each thread holds its own fonts and a page in flight).
    static var defaultWorkers: Int { max(1, min(Processors.available, 4)) }

    /// Draws `files[i]` to `paths[i]` on `workers` threads, each file whole on one thread, the
    /// files taken in order as threads come free, and hands each file to `finished` on this
    /// thread, in order, once it and every file before it are drawn (with its error; nil: drawn),
    /// so a caller places and reports files while later ones are drawn. After a failure, or when
    /// `finished` throws, no further file is started; the files being drawn are waited for, and
    /// `finished`'s error is rethrown. This thread is one of the drawing threads: it draws with
    /// `sheet` itself (whose fonts it owns) and hands files back between its own; every other
    /// thread draws with a renderer of its own (copies of the fonts, made here), since fonts
    /// cannot be shared between threads. One worker draws every file on this thread, in order.
    /// What is drawn does not depend on the thread or the order: the files are the same bytes for
    /// any worker count. `meanwhile` runs on this thread first, while the other threads draw (the
    /// report's text files): it must not draw with `sheet`'s fonts on another thread.
    static func draw(
        _ files: [SheetFile], to paths: [String], with sheet: SheetRenderer, workers: Int,
        meanwhile: () throws -> Void = {},
        finished: (_ index: Int, _ error: (any Error)?) throws -> Void
    ) throws {
        precondition(files.count == paths.count, "a path for each file")
        let count = min(max(1, workers), files.count)
        guard count > 1 else {
            try meanwhile()
            for (index, file) in files.enumerated() {
                var failure: (any Error)?
                do { try file.draw(sheet, to: paths[index]) } catch { failure = error }
                try finished(index, failure)
                if failure != nil { return }
            }
            return
        }
        let queue = SheetQueue(count: files.count)
        let renderers = SheetRenderers(
            [sheet] + (1..<count).map { _ in SheetRenderer(copying: sheet, copies: FontCopies()) })
        // A test recording this thread's shapings records the drawing threads' too.
        let log = SendableLog(log: ShapingLog.current)
        let group = DispatchGroup()
        for worker in 1..<count {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                ShapingLog.joining(log.log) { queue.drawAll(files, to: paths, with: renderers.renderers[worker]) }
            }
        }
        defer {
            queue.stop()
            group.wait()  // no thread outlives the renderers, nor draws into a part file being placed
        }
        try meanwhile()
        // This thread draws with `sheet` too (its fonts were made here), and between its files hands
        // back every file drawn so far, in order; then it waits for the rest.
        var next = 0
        func handBack(waiting: Bool) throws -> Bool {
            while next < files.count {
                // Not drawn yet: go on drawing; never to be drawn (the drawing stopped): stop.
                guard let outcome = waiting ? queue.wait(for: next) : queue.outcome(of: next) else { return !waiting }
                try finished(next, outcome.error)
                if outcome.error != nil { return false }
                next += 1
            }
            return true
        }
        while let index = queue.next() {
            queue.draw(files[index], index: index, to: paths[index], with: sheet)
            guard try handBack(waiting: false) else { return }
        }
        _ = try handBack(waiting: true)
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

/// The files still to draw, handed out in order, and each file's outcome once drawn.
private final class SheetQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var taken = 0
    private var stopped = false
    /// A file drawn, or failed with `error`.
    struct Outcome {
        let error: (any Error)?
    }
    /// Each file's outcome; nil while it is not drawn.
    private var outcomes: [Outcome?]

    init(count: Int) {
        self.count = count
        outcomes = Array(repeating: nil, count: count)
    }

    /// The next file to draw; nil when every file is taken, one failed or the drawing stopped.
    func next() -> Int? {
        condition.withLock {
            guard taken < count, !stopped else { return nil }
            taken += 1
            return taken - 1
        }
    }

    /// Records file `index` drawn (`error` nil) or failed; a failure stops the handing out.
    func finish(_ index: Int, _ error: (any Error)?) {
        condition.withLock {
            outcomes[index] = Outcome(error: error)
            if error != nil { stopped = true }
            condition.broadcast()
        }
    }

    /// Draws `file` (number `index`) with `renderer` and records how it went.
    func draw(_ file: SheetFile, index: Int, to path: String, with renderer: SheetRenderer) {
        do {
            try file.draw(renderer, to: path)
            finish(index, nil)
        } catch { finish(index, error) }
    }

    /// Draws the files handed out, one after another, with `renderer`, until none is left.
    func drawAll(_ files: [SheetFile], to paths: [String], with renderer: SheetRenderer) {
        while let index = next() { draw(files[index], index: index, to: paths[index], with: renderer) }
    }

    /// File `index`'s outcome when it is drawn, without waiting.
    func outcome(of index: Int) -> Outcome? { condition.withLock { outcomes[index] } }

    /// Starts no further file.
    func stop() { condition.withLock { stopped = true } }

    /// Waits until file `index` is drawn or failed; nil when it will never be started.
    func wait(for index: Int) -> Outcome? {
        condition.withLock {
            while true {
                if let outcome = outcomes[index] { return outcome }
                if stopped, index >= taken { return nil }
                condition.wait()
            }
        }
    }
}
