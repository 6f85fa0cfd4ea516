import FontScaleOutput
import Foundation

/// The state of one `fontscale serve` session, owned by this actor so the compiler checks every
/// access: the latest model (as JSON and as the event the pages are sent), its revision, the pages
/// listening, the font files of the last good build and their data, and the server's running parts.
///
/// Each page's stream keeps only the newest event it has not read yet, so a slow page skips to the
/// last update and never queues the ones in between. The builds do not run here: the builder
/// belongs to the watch thread (`PreviewServer`), which hands each model over with `update(_:)`,
/// so a request waits for no build, only for the actor.
package actor PreviewSession {
    /// This server's session id (`PreviewModel.session`), new with every session.
    package nonisolated let id = UUID().uuidString
    /// The config file served.
    let config: String
    private var model: PreviewModel?
    private var modelJSON = Data("{}".utf8)
    private var event = Data()
    private var listeners: [UUID: AsyncStream<Data>.Continuation] = [:]
    /// The fonts of a good build, by their index in the model's `fonts`: each file, its data (nil
    /// where the file may not be served, `RequestPolicy.isServable`) and the digest of that data
    /// in its URL.
    struct Fonts: Sendable {
        var files: [String] = [], data: [Data?] = [], digests: [String] = []
    }

    /// What `/fonts/N?v=DIGEST` finds.
    enum FontAnswer: Equatable {
        /// No font N.
        case none
        /// Font N, but not a version any of the last `keptBuilds` builds served.
        case stale
        /// Font N's file may not be served.
        case notServable
        /// The font's data.
        case data(Data)
    }

    /// How many builds' fonts are kept: a page that fetched the model just before a save (or, as
    /// saves come faster than it loads, a few saves before) still gets the version of each font
    /// its model names.
    static let keptBuilds = 8

    /// The fonts of the last good builds, the latest first.
    private var builds: [Fonts] = []
    /// Where the session is in its life: made, serving (the listener's and the heartbeat's
    /// tasks), or stopped (for good: a stop that comes before the start wins).
    enum State {
        case made
        case serving([Task<Void, Never>])
        case stopped
    }

    private(set) var state = State.made

    /// A session for the config at `config`, with no model yet.
    package init(config: String) { self.config = config }

    /// The latest model, nil before the first build.
    package var current: PreviewModel? { model }

    /// The latest model as JSON.
    package var json: Data { modelJSON }

    /// How many pages are listening.
    package var listenerCount: Int { listeners.count }

    /// Makes `model` the latest (its revision one more than the last) and sends it to every page;
    /// with `fonts`, the fonts `/fonts/N` serves from now on.
    func publish(_ model: PreviewModel, fonts: Fonts? = nil) {
        var next = model
        next.revision = (self.model?.revision ?? 0) + 1
        next.session = id
        if let fonts { builds = [fonts] + builds.prefix(Self.keptBuilds - 1) }
        // The model is fontscale's own Codable value: encoding fails only on a number JSON cannot
        // hold, which the builder never makes; the page then keeps its last render.
        let data = Data(((try? JSONEncoding.string(next, .compact)) ?? "{}").utf8)
        self.model = next
        modelJSON = data
        event = Data("event: model\nid: \(next.revision)\ndata: ".utf8) + data + Data("\n\n".utf8)
        for continuation in listeners.values { continuation.yield(event) }
    }

    /// Publishes the last good model (an empty one before the first) with `error` on top, its
    /// first line, and the builder's `counts`.
    func publish(error: String, counts: PreviewBuilder.Counts) {
        var model =
            self.model
            ?? PreviewModel(
                config: config, platform: "", model: "", categories: [], defaultCategory: 0, fonts: [], variants: [],
                fontScales: [], containers: [], styles: [], findings: [], measured: [])
        model.error = error.split(separator: "\n").first.map(String.init) ?? error
        model.measured = []
        counts.write(into: &model)
        publish(model)
    }

    /// Sends the latest event again to every page (a heartbeat: a page that has gone is noticed
    /// when the write fails, and a page ignores a revision it has).
    func heartbeat() {
        guard !event.isEmpty else { return }
        for continuation in listeners.values { continuation.yield(event) }
    }

    /// A new page's stream of events, starting with the latest.
    func subscribe() -> AsyncStream<Data> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Data.self, bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        listeners[id] = continuation
        if !event.isEmpty { continuation.yield(event) }
        return stream
    }

    private func unsubscribe(_ id: UUID) { listeners.removeValue(forKey: id) }

    /// Font `number` of the last good build, at `version` (the digest in its URL): this build's,
    /// or one of the `keptBuilds` before where saves came between the page's model and its fetch;
    /// `.stale` for any other version, never another font's data.
    func font(_ number: Int, version: String?) -> FontAnswer {
        guard let latest = builds.first, number < latest.files.count else { return .none }
        for build in builds where number < build.digests.count {
            guard version == nil || version == build.digests[number] else { continue }
            return build.data[number].map { .data($0) } ?? .notServable
        }
        return .stale
    }

    /// Keeps the running listener's and heartbeat's tasks until `stop()`; after a stop, cancels
    /// them at once.
    func started(_ running: [Task<Void, Never>]) {
        guard case .made = state else {
            for task in running { task.cancel() }
            return
        }
        state = .serving(running)
    }

    /// Ends every page's stream and hands back the running tasks (the server is stopping); none
    /// when it never started or has stopped already.
    func stop() -> [Task<Void, Never>] {
        for continuation in listeners.values { continuation.finish() }
        defer { state = .stopped }
        if case let .serving(tasks) = state { return tasks }
        return []
    }

    /// Runs `change` on the session and waits for it on the calling thread: for the watch thread,
    /// never a thread of the cooperative pool, whose updates must reach the session in order.
    nonisolated func update(_ change: @escaping @Sendable (isolated PreviewSession) -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await self.run(change)
            done.signal()
        }
        done.wait()
    }

    private func run(_ change: @Sendable (isolated PreviewSession) -> Void) { change(self) }
}
