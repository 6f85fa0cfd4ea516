import FlyingSocks
import Foundation

/// An answer to one request: status, headers and either a body or a stream of events.
struct HTTPAnswer: Sendable {
    /// The status code.
    var status: Int
    /// The headers besides Content-Length, Transfer-Encoding and Connection, which the listener writes.
    var headers: [(name: String, value: String)]
    /// The body (sent as is, with its Content-Length; HEAD sends the length only).
    var body = Data()
    /// Server-sent events, sent as chunks until the stream ends (instead of `body`).
    var events: AsyncStream<Data>?
    /// Whether the answer is a stream (HEAD /events: the headers of one, without it).
    var streamed = false
}

/// HTTP/1.1 served on FlyingSocks' sockets and epoll pool: each request head read by
/// `HeadParser` within `HTTPLimits` and its timeouts, GET and HEAD answered, no request body read.
final class HTTPListener: Sendable {
    let socket: Socket
    let pool: any AsyncSocketPool
    let limits: HTTPLimits
    let respond: @Sendable (RequestHead) async -> HTTPAnswer
    /// How many connections are open.
    let connections = Counter()

    /// A listener on `socket` (bound and listening).
    init(
        socket: Socket, pool: any AsyncSocketPool, limits: HTTPLimits,
        respond: @escaping @Sendable (RequestHead) async -> HTTPAnswer
    ) {
        self.socket = socket
        self.pool = pool
        self.limits = limits
        self.respond = respond
    }

    /// Accepts and serves connections until cancelled; every connection's task is cancelled with it.
    func run() async {
        await withDiscardingTaskGroup { group in
            group.addTask { [pool] in try? await pool.run() }
            guard let listening = try? AsyncSocket(socket: socket, pool: pool) else { return }
            while !Task.isCancelled {
                do {
                    let client = try await listening.accept()
                    connections.add(1)
                    group.addTask {
                        await self.serve(client)
                        if self.connections.add(-1) == 0 { Allocator.releaseFreedMemory() }
                    }
                } catch is CancellationError {
                    break
                } catch {
                    // Out of file descriptors, or a connection reset before it was accepted: go on.
                    try? await Task.sleep(for: .milliseconds(10))
                }
            }
            group.cancelAll()
        }
    }

    /// One connection: requests in turn until the client closes, asks to, or a timeout passes.
    func serve(_ client: AsyncSocket) async {
        defer { try? client.close() }
        var rest: [UInt8] = []
        var first = true
        while !Task.isCancelled {
            var parser = HeadParser(limits: limits)
            var outcome = parser.append(rest)
            let opened = ContinuousClock.now
            // The first request's head must come within headTimeout of the connection opening; a
            // later one within idleTimeout of the last answer, then headTimeout from its first byte.
            var deadline = opened + .seconds(first || parser.started ? limits.headTimeout : limits.idleTimeout)
            first = false
            while outcome == .needMore {
                let bytes: [UInt8]
                do {
                    // What has come already is read without a timer (see `write`); only a wait is timed.
                    if let ready = try Self.readNow(client) {
                        bytes = ready
                    } else {
                        bytes = try await Self.within(deadline) { try await client.read(atMost: 4096) }
                    }
                } catch is TimedOut {
                    if parser.started {
                        await refuse(
                            client, status: 408,
                            reason: "the request's head did not come within \(limits.headTimeout) s")
                    }
                    return
                } catch {
                    return
                }
                if !parser.started { deadline = min(deadline, .now + .seconds(limits.headTimeout)) }
                outcome = parser.append(bytes)
            }
            switch outcome {
            case .needMore: return
            case let .refuse(status, reason):
                await refuse(client, status: status, reason: reason)
                return
            case let .head(head, after):
                rest = after
                let answer = await respond(head)
                let keep = head.keepAlive && !head.hasBody && answer.events == nil
                guard await send(answer, for: head, keepAlive: keep, to: client) else { return }
                if head.hasBody { await linger(client) }
                if !keep { return }
            }
        }
    }

    /// Writes `answer`; false when the client is gone or too slow to read it.
    func send(_ answer: HTTPAnswer, for head: RequestHead, keepAlive: Bool, to client: AsyncSocket) async -> Bool {
        var lines = ["HTTP/1.1 \(answer.status) \(Self.phrase(answer.status))"]
        lines += answer.headers.map { "\($0.name): \($0.value)" }
        if answer.events != nil || answer.streamed {
            lines.append("Transfer-Encoding: chunked")
        } else {
            lines.append("Content-Length: \(answer.body.count)")
        }
        lines.append(keepAlive ? "Connection: keep-alive" : "Connection: close")
        var data = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        if head.method != "HEAD", answer.events == nil { data += answer.body }
        guard await write(data, to: client) else { return false }
        guard let events = answer.events, head.method != "HEAD" else { return true }
        for await event in events {
            let chunk = Data(String(event.count, radix: 16).utf8) + Data("\r\n".utf8) + event + Data("\r\n".utf8)
            guard await write(chunk, to: client) else { return false }
        }
        _ = await write(Data("0\r\n\r\n".utf8), to: client)
        return false
    }

    /// The bytes the client has sent already, nil when none have come (the read would wait).
    static func readNow(_ client: AsyncSocket) throws -> [UInt8]? {
        do { return try client.socket.read(atMost: 4096) } catch SocketError.blocked { return nil }
    }

    /// Writes `data` within `writeTimeout`; false when it could not.
    ///
    /// What the socket's buffer takes at once is written without a timer: a timed write (`within`)
    /// leaves its sleeping timer in the dispatch queue until the deadline, cancelled or not, and a
    /// heartbeat to 500 pages every few seconds kept tens of thousands of them (and ~40 MB) alive
    /// for the 30 s of `writeTimeout`. Only a client too slow to take the bytes waits, timed.
    func write(_ data: Data, to client: AsyncSocket) async -> Bool {
        var sent = data.startIndex
        do {
            while sent < data.endIndex { sent = try client.socket.write(data, from: sent) }
            return true
        } catch SocketError.blocked {
            // The rest waits for the client, timed below.
        } catch {
            return false
        }
        let rest = Data(data[sent...])
        do {
            try await Self.within(.now + .seconds(limits.writeTimeout)) { try await client.write(rest) }
            return true
        } catch {
            return false
        }
    }

    /// Answers a request that could not be read with `status` and closes the connection.
    func refuse(_ client: AsyncSocket, status: Int, reason: String) async {
        let answer = HTTPAnswer(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data((reason + "\n").utf8))
        let head = RequestHead(method: "GET", target: "/", version: "HTTP/1.1", headers: [])
        guard await send(answer, for: head, keepAlive: false, to: client) else { return }
        await linger(client)
    }

    /// Closes the sending side, then reads and drops what the client still sends (for at most
    /// `lingerTimeout`), so the client reads the answer rather than a connection reset.
    func linger(_ client: AsyncSocket) async {
        _ = shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(limits.lingerTimeout)
        while true {
            do { _ = try await Self.within(deadline) { try await client.read(atMost: 65536) } } catch { return }
        }
    }

    /// A count shared by the connections' tasks.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        /// Adds `change` and returns the new count.
        @discardableResult
        func add(_ change: Int) -> Int {
            lock.withLock {
                value += change; return value
            }
        }
    }

    /// A deadline passed.
    struct TimedOut: Error {}

    /// `body`'s value, or `TimedOut` at `deadline` (`body` is cancelled then).
    static func within<T: Sendable>(
        _ deadline: ContinuousClock.Instant, _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw TimedOut() }
            return value
        }
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Error"
        }
    }
}
