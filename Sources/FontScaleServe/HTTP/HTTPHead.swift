/// How much of a request the preview server reads and how long it waits: every request head is
/// read by `HeadParser` within these limits before anything else looks at it.
public struct HTTPLimits: Sendable, Equatable {
    /// The longest request line, in bytes without its CRLF (longer: 414).
    public var requestLine = 8192
    /// The longest header line, in bytes without its CRLF (longer: 431).
    public var headerLine = 8192
    /// The most bytes of header lines in one request, CRLFs included (more: 431).
    public var headerBlock = 32768
    /// Seconds from a connection's opening, or from the first byte of a later request on it, to
    /// the end of the request's head (later: 408 and the connection closes).
    public var headTimeout = 10.0
    /// Seconds a kept-alive connection may wait for its next request before it is closed.
    public var idleTimeout = 30.0
    /// Seconds a response, or one event of `/events`, may take to be written before the
    /// connection is closed (a client that stopped reading).
    public var writeTimeout = 30.0
    /// Seconds the server keeps reading and discarding after a refusal that closes the
    /// connection, so the client reads the answer rather than a reset.
    public var lingerTimeout = 2.0
    /// Creates the defaults: 8 KiB lines, a 32 KiB header block, 10 s for a head, 30 s idle.
    public init() {}
}

/// A request head that passed `HeadParser`: the request line's three parts and the headers in
/// the order they came.
struct RequestHead: Equatable {
    /// The method, as sent (methods are case-sensitive).
    var method: String
    /// The request target, as sent.
    var target: String
    /// "HTTP/1.1" or "HTTP/1.0".
    var version: String
    /// Each header's name (as sent) and value (without the whitespace around it).
    var headers: [(name: String, value: String)]

    /// The target up to its query.
    var path: String { String(target.prefix { $0 != "?" }) }

    /// The value of the query's first `name=value` pair, as sent; nil without one.
    func queryValue(_ name: String) -> String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts[0] == name { return parts.count > 1 ? String(parts[1]) : "" }
        }
        return nil
    }

    /// The values of every header named `name` (case-insensitive).
    func values(_ name: String) -> [String] {
        headers.filter { $0.name.lowercased() == name }.map(\.value)
    }

    /// Whether the client asks to keep the connection after this request.
    var keepAlive: Bool {
        let tokens = values("connection").flatMap { $0.lowercased().split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if tokens.contains("close") { return false }
        return version == "HTTP/1.1" || tokens.contains("keep-alive")
    }

    /// Whether the request says it has a body (which the server never reads).
    var hasBody: Bool {
        !values("transfer-encoding").isEmpty || values("content-length").contains { $0 != "0" }
    }

    static func == (lhs: RequestHead, rhs: RequestHead) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}

/// Reads a request head as its bytes arrive, each byte looked at once (linear in the input),
/// refusing as soon as a limit is passed rather than after the whole line has come.
struct HeadParser {
    /// Where the head stands after the bytes given so far.
    enum Outcome: Equatable {
        /// The head has not ended yet.
        case needMore
        /// The head, and the bytes after it (the start of a pipelined request).
        case head(RequestHead, rest: [UInt8])
        /// Refused with this status and one-line reason; the connection closes after the answer.
        case refuse(status: Int, reason: String)
    }

    let limits: HTTPLimits
    private var buffer: [UInt8] = []
    /// Where the line being read starts, and how far the buffer has been searched for its end.
    private var lineStart = 0, scanned = 0
    private var requestLine: Range<Int>?
    private var headerLines: [Range<Int>] = []
    private var headerBytes = 0

    init(limits: HTTPLimits) { self.limits = limits }

    /// Whether any byte of a request has come.
    var started: Bool { !buffer.isEmpty }

    /// Takes the next bytes from the connection.
    mutating func append(_ bytes: some Collection<UInt8>) -> Outcome {
        buffer.append(contentsOf: bytes)
        while scanned < buffer.count {
            guard let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
                scanned = buffer.count
                break
            }
            scanned = newline + 1
            var end = newline
            if end > lineStart, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = lineStart..<end
            lineStart = newline + 1
            if requestLine == nil {
                if line.count > limits.requestLine { return tooLongLine(line.count) }
                requestLine = line
                continue
            }
            if line.isEmpty { return finish(rest: Array(buffer[lineStart...])) }
            if line.count > limits.headerLine { return tooLongHeader(line.count) }
            headerBytes += newline + 1 - line.lowerBound
            if headerBytes > limits.headerBlock { return tooManyHeaders(headerBytes) }
            headerLines.append(line)
        }
        // The line still coming, checked before its end arrives.
        let pending = buffer.count - lineStart
        if requestLine == nil {
            if pending > limits.requestLine { return tooLongLine(pending) }
        } else {
            if pending > limits.headerLine { return tooLongHeader(pending) }
            if headerBytes + pending > limits.headerBlock { return tooManyHeaders(headerBytes + pending) }
        }
        return .needMore
    }

    private func tooLongLine(_ count: Int) -> Outcome {
        .refuse(status: 414, reason: "request line of \(count)+ bytes: at most \(limits.requestLine) are read")
    }

    private func tooLongHeader(_ count: Int) -> Outcome {
        .refuse(status: 431, reason: "header line of \(count)+ bytes: at most \(limits.headerLine) are read")
    }

    private func tooManyHeaders(_ count: Int) -> Outcome {
        .refuse(status: 431, reason: "headers of \(count)+ bytes: at most \(limits.headerBlock) are read")
    }

    /// The head's lines parsed, now that its empty line has come.
    private func finish(rest: [UInt8]) -> Outcome {
        guard let requestLine else { return .needMore }
        let parts = buffer[requestLine].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isToken), !parts[1].isEmpty,
            parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else {
            return .refuse(status: 400, reason: "malformed request line: expected 'METHOD TARGET HTTP/1.1'")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            if version.hasPrefix("HTTP/") {
                return .refuse(status: 505, reason: "\(RequestPolicy.visible(version)): only HTTP/1.1 and HTTP/1.0")
            }
            return .refuse(status: 400, reason: "malformed request line: expected 'METHOD TARGET HTTP/1.1'")
        }
        var headers: [(name: String, value: String)] = []
        for line in headerLines {
            let bytes = buffer[line]
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > line.lowerBound,
                bytes[..<colon].allSatisfy(Self.isToken)
            else {
                return .refuse(
                    status: 400,
                    reason: "malformed header line: expected 'Name: value' (no space before the colon, no folding)")
            }
            var value = bytes[(colon + 1)...]
            while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
            while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                return .refuse(status: 400, reason: "malformed header value: control characters")
            }
            headers.append(
                (String(decoding: bytes[..<colon], as: UTF8.self), String(decoding: value, as: UTF8.self)))
        }
        let head = RequestHead(
            method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
            version: version, headers: headers)
        if head.values("host").count > 1 {
            return .refuse(status: 400, reason: "more than one Host header")
        }
        if head.values("content-length").count > 1 || !head.values("content-length").allSatisfy({ Int($0) != nil }) {
            return .refuse(status: 400, reason: "malformed Content-Length")
        }
        return .head(head, rest: rest)
    }

    /// A byte of an HTTP token (RFC 9110 tchar): a method or a header name.
    static func isToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
