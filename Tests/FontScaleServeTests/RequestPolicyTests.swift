import FontScaleServe
import Foundation
import Testing

/// What the server refuses before any route: foreign hosts, methods that write, paths that could
/// name a file.
@Suite struct RequestPolicyTests {
    let policy = RequestPolicy(host: "127.0.0.1", port: 8123)

    @Test(arguments: [
        ("/", RequestPolicy.Route.page), ("/index.html", .page), ("/page.js", .script), ("/page.css", .styleSheet),
        ("/model.json", .model), ("/events", .events), ("/fonts/0", .font(0)), ("/fonts/12", .font(12)),
    ])
    func servesItsRoutes(path: String, route: RequestPolicy.Route) {
        #expect(policy.verdict(method: "GET", rawPath: path, host: "127.0.0.1:8123") == .serve(route))
        #expect(policy.verdict(method: "HEAD", rawPath: path, host: "localhost:8123") == .serve(route))
    }

    @Test(arguments: [
        ("/../etc/passwd", 400, "/../etc/passwd: '.', '..' and '\\' are not served"),
        ("/fonts/../../etc/passwd", 400, "/fonts/../../etc/passwd: '.', '..' and '\\' are not served"),
        ("/fonts/./0", 400, "/fonts/./0: '.', '..' and '\\' are not served"),
        ("/fonts/..\\..\\x", 400, "/fonts/..\\..\\x: '.', '..' and '\\' are not served"),
        ("/%2e%2e/etc/passwd", 400, "/%2e%2e/etc/passwd: encoded characters are not served (no %2e, %2f or others)"),
        ("/fonts/%2E%2E%2Fx", 400, "/fonts/%2E%2E%2Fx: encoded characters are not served (no %2e, %2f or others)"),
        ("/fonts%2f0", 400, "/fonts%2f0: encoded characters are not served (no %2e, %2f or others)"),
        ("/etc/passwd", 404, "/etc/passwd: not found (only the page, its assets and the config's fonts)"),
        ("/fonts/-1", 404, "/fonts/-1: not found (only the page, its assets and the config's fonts)"),
        ("/fonts/01", 404, "/fonts/01: not found (only the page, its assets and the config's fonts)"),
        ("/fonts/Inter.ttf", 404, "/fonts/Inter.ttf: not found (only the page, its assets and the config's fonts)"),
        ("//etc/passwd", 404, "//etc/passwd: not found (only the page, its assets and the config's fonts)"),
    ])
    func refusesPathsOutsideItsRoutes(path: String, status: Int, reason: String) {
        #expect(
            policy.verdict(method: "GET", rawPath: path, host: "127.0.0.1:8123")
                == .refuse(status: status, reason: reason))
    }

    @Test func refusesForeignHosts() {
        let expected = "expected 127.0.0.1:8123, [::1]:8123, localhost:8123"
        #expect(
            policy.verdict(method: "GET", rawPath: "/", host: "evil.example:8123")
                == .refuse(status: 403, reason: "Host 'evil.example:8123': \(expected)"))
        #expect(
            policy.verdict(method: "GET", rawPath: "/", host: "127.0.0.1:9999")
                == .refuse(status: 403, reason: "Host '127.0.0.1:9999': \(expected)"))
        #expect(
            policy.verdict(method: "GET", rawPath: "/", host: nil)
                == .refuse(status: 400, reason: "no Host header: HTTP/1.1 requires one; \(expected)"))
        #expect(policy.verdict(method: "GET", rawPath: "/", host: "LOCALHOST:8123") == .serve(.page))
        #expect(policy.verdict(method: "GET", rawPath: "/", host: "[::1]:8123") == .serve(.page))
    }

    @Test func loopbackAddresses() {
        for address in ["127.0.0.1", "127.0.0.2", "127.255.0.9", "localhost", "::1", "[::1]"] {
            #expect(RequestPolicy.isLoopback(address), "\(address)")
        }
        for address in ["0.0.0.0", "::", "192.168.1.4", "128.0.0.1", "127.0.0", "127.0.0.256", "example.com"] {
            #expect(!RequestPolicy.isLoopback(address), "\(address)")
        }
    }

    @Test func refusesWrites() {
        for method in ["POST", "PUT", "DELETE", "PATCH"] {
            #expect(
                policy.verdict(method: method, rawPath: "/", host: "127.0.0.1:8123")
                    == .refuse(
                        status: 405, reason: "\(method): only GET and HEAD are served (there are no write endpoints)"))
        }
    }

    @Test func servesOnlyFilesInsideTheirFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-policy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inside = folder.appendingPathComponent("a.ttf")
        try Data([0, 1, 0, 0]).write(to: inside)
        let out = folder.appendingPathComponent("out.ttf")
        try FileManager.default.createSymbolicLink(atPath: out.path, withDestinationPath: "/etc/passwd")
        let sibling = folder.appendingPathComponent("same.ttf")
        try FileManager.default.createSymbolicLink(atPath: sibling.path, withDestinationPath: "a.ttf")
        #expect(RequestPolicy.isServable(file: inside.path))
        #expect(RequestPolicy.isServable(file: sibling.path))
        #expect(!RequestPolicy.isServable(file: out.path))
        #expect(!RequestPolicy.isServable(file: folder.path))
        #expect(!RequestPolicy.isServable(file: folder.appendingPathComponent("missing.ttf").path))
    }
}
