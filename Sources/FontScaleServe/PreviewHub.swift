import FontScaleOutput
import Foundation

/// The latest preview and the pages listening for the next: each page's stream keeps only the
/// newest event it has not read yet, so a slow page skips to the last update and never queues
/// the ones in between.
public final class PreviewHub: @unchecked Sendable {
    private let lock = NSLock()
    private var model: PreviewModel?
    private var event = Data()
    private var modelJSON = Data("{}".utf8)
    private var listeners: [UUID: AsyncStream<Data>.Continuation] = [:]

    /// This server's session id (`PreviewModel.session`), new with every hub.
    public let session = UUID().uuidString

    /// Creates an empty hub.
    public init() {}

    /// The latest model, nil before the first good build.
    public var current: PreviewModel? { lock.withLock { model } }

    /// The latest model as JSON.
    public var json: Data { lock.withLock { modelJSON } }

    /// How many pages are listening.
    public var listenerCount: Int { lock.withLock { listeners.count } }

    /// Makes `model` the latest (its revision one more than the last) and sends it to every page.
    public func publish(_ model: PreviewModel) {
        var next = model
        lock.withLock {
            next.revision = (self.model?.revision ?? 0) + 1
            next.session = session
            // The model is fontscale's own Codable value: encoding fails only on a number JSON
            // cannot hold, which the builder never makes; the page then keeps its last render.
            let data = Data(((try? JSONEncoding.string(next, .compact)) ?? "{}").utf8)
            self.model = next
            modelJSON = data
            event = Data("event: model\nid: \(next.revision)\ndata: ".utf8) + data + Data("\n\n".utf8)
            for continuation in listeners.values { continuation.yield(event) }
        }
    }

    /// Sends the latest event again to every page (a heartbeat: a page that has gone is noticed
    /// when the write fails, and a page ignores a revision it has).
    public func heartbeat() {
        lock.withLock {
            guard !event.isEmpty else { return }
            for continuation in listeners.values { continuation.yield(event) }
        }
    }

    /// A new page's stream of events, starting with the latest.
    public func subscribe() -> AsyncStream<Data> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Data.self, bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        lock.withLock {
            listeners[id] = continuation
            if !event.isEmpty { continuation.yield(event) }
        }
        return stream
    }

    /// Ends every stream (the server is stopping).
    public func finish() {
        let all = lock.withLock { Array(listeners.values) }
        for continuation in all { continuation.finish() }
    }

    private func unsubscribe(_ id: UUID) {
        _ = lock.withLock { listeners.removeValue(forKey: id) }
    }
}
