import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A page's event stream without a browser, for the load test: a loopback socket reading
/// `/events` on a thread of its own and keeping the id of every event it receives.
final class EventClient: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Int] = [], payloads: [String] = []
    private var socket: Int32
    private let thread: Thread

    init?(port: Int) {
        socket = RawHTTP.connect(port: port)
        guard socket >= 0 else { return nil }
        RawHTTP.send(socket, "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        let box = Box()
        thread = Thread { box.client?.read() }
        box.client = self
        thread.start()
    }

    private final class Box: @unchecked Sendable { weak var client: EventClient? }

    /// The ids of the events received so far, in order.
    var ids: [Int] { lock.withLock { received } }

    /// The models received so far, in order (each event's data, decoded as JSON).
    var models: [[String: Any]] {
        lock.withLock { payloads }.compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    private func read() {
        let socket = lock.withLock { self.socket }
        var buffer = [UInt8](repeating: 0, count: 1 << 16), pending = ""
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { return }
            pending += String(decoding: buffer[0..<count], as: UTF8.self)
            var lines = pending.components(separatedBy: "\n")
            pending = lines.removeLast()
            for line in lines {
                if line.hasPrefix("id: "), let id = Int(line.dropFirst(4).trimmingCharacters(in: .whitespaces)) {
                    lock.withLock { received.append(id) }
                } else if line.hasPrefix("data: ") {
                    lock.withLock { payloads.append(String(line.dropFirst(6))) }
                }
            }
        }
    }

    /// Closes the connection (the page is gone).
    func close() {
        shutdown(socket, Int32(SHUT_RDWR))
        Glibc.close(socket)
    }
}
