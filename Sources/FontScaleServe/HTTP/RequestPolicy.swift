import FontScaleMetrics
import Foundation

/// What the preview server answers to a request line and its Host header, decided before any
/// route: loopback names only (DNS rebinding), GET and HEAD only, and no path that could name a
/// file (no `..`, no percent-encoding, no backslash). Pure, so the tests can walk every case.
package struct RequestPolicy: Sendable {
    /// What to do with a request.
    package enum Verdict: Equatable, Sendable {
        /// Serve this route.
        case serve(Route)
        /// Refuse with this status and one-line reason.
        case refuse(status: Int, reason: String)
    }

    /// The server's routes: every path it answers, fixed; no part of a URL reaches the file system.
    package enum Route: Equatable, Sendable {
        /// The page ("/").
        case page
        /// The page's script ("/page.js").
        case script
        /// The page's style sheet ("/page.css").
        case styleSheet
        /// The current model as JSON ("/model.json").
        case model
        /// The server-sent events ("/events").
        case events
        /// Font file number N of the model's fonts ("/fonts/N").
        case font(Int)
    }

    /// The host names the server answers to (lowercased, without a port).
    package let hosts: Set<String>
    /// The port it listens on.
    package let port: Int

    /// A policy for a server bound to `host` on `port`: the loopback names always, and `host` itself.
    package init(host: String, port: Int) {
        var hosts: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        let name = host.lowercased()
        if name != "0.0.0.0", name != "::" { hosts.insert(name.contains(":") ? "[\(name)]" : name) }
        self.hosts = hosts
        self.port = port
    }

    /// The verdict on a request: its method, its raw (percent-encoded) path and its Host header.
    package func verdict(method: String, rawPath: String, host: String?) -> Verdict {
        guard method == "GET" || method == "HEAD" else {
            return .refuse(
                status: 405, reason: "\(method): only GET and HEAD are served (there are no write endpoints)")
        }
        let expected = hosts.sorted().map { "\($0):\(port)" }.joined(separator: ", ")
        guard let host else {
            // HTTP/1.1 requires a Host header (RFC 9112, 3.2): a malformed request, not a foreign one.
            return .refuse(status: 400, reason: "no Host header: HTTP/1.1 requires one; expected \(expected)")
        }
        guard allows(host: host) else {
            let shown = "'\(Self.visible(host))'"
            return .refuse(
                status: 403,
                reason: "Host \(shown): expected \(expected)")
        }
        let path = Self.visible(rawPath)
        if rawPath.contains("%") {
            return .refuse(status: 400, reason: "\(path): encoded characters are not served (no %2e, %2f or others)")
        }
        if rawPath.contains("\\")
            || rawPath.split(separator: "/", omittingEmptySubsequences: false).contains(where: {
                $0 == ".." || $0 == "."
            })
        {
            return .refuse(status: 400, reason: "\(path): '.', '..' and '\\' are not served")
        }
        switch rawPath {
        case "/", "/index.html": return .serve(.page)
        case "/page.js": return .serve(.script)
        case "/page.css": return .serve(.styleSheet)
        case "/model.json": return .serve(.model)
        case "/events": return .serve(.events)
        default: break
        }
        if rawPath.hasPrefix("/fonts/"), let number = Int(rawPath.dropFirst(7)), number >= 0,
            String(number) == rawPath.dropFirst(7)
        {
            return .serve(.font(number))
        }
        return .refuse(status: 404, reason: "\(path): not found (only the page, its assets and the config's fonts)")
    }

    /// Whether `address` is a loopback address (127.0.0.0/8, ::1 or localhost): only this machine
    /// reaches a server bound to it.
    package static func isLoopback(_ address: String) -> Bool {
        let name = address.lowercased()
        if name == "localhost" || name == "::1" || name == "[::1]" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// Whether a Host header names this server: one of `hosts`, with this port or none.
    func allows(host header: String) -> Bool {
        let value = header.lowercased()
        for name in hosts where value == name || value == "\(name):\(port)" { return true }
        return false
    }

    /// `text` on one line (`TerminalText.visible`), at most 200 characters.
    static func visible(_ text: String) -> String {
        let shown = TerminalText.visible(text)
        return shown.count > 200 ? String(shown.prefix(200)) + "…" : shown
    }

    /// Whether the file at `path` may be served: a regular file whose real path (symlinks
    /// resolved) is inside the real path of the folder it was found in.
    package static func isServable(file path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().path
        let real = url.resolvingSymlinksInPath()
        guard (try? real.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return false }
        return real.deletingLastPathComponent().path == folder
    }
}
