import FontScaleTestSupport
import Foundation
import Testing

/// 50 pages open at once and 200 saves in a row, on loopback, bounded in time: every page gets
/// every update or the last one, in order; memory and file descriptors come back.
@Suite struct ServeLoadTests {
    @Test(.timeLimit(.minutes(2))) func fiftyPagesTwoHundredSaves() throws {
        let served = try Served(config: ServeLiveTests.config(), arguments: ["--heartbeat", "0.5"])
        let host = "127.0.0.1:\(served.port)"
        func revision() -> Int {
            let body = RawHTTP.request(port: served.port, "/model.json", host: host).body
            let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
            return object?["revision"] as? Int ?? -1
        }
        func settle(until done: () -> Bool, seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while !done(), Date() < deadline { usleep(20_000) }
            return done()
        }
        // A warm-up round (50 pages, 20 saves), so the baseline holds the server's threads, the
        // allocator's arenas and the font libraries' caches: the test is about what the load leaves.
        var warm = (0..<50).compactMap { _ in EventClient(port: served.port) }
        #expect(settle(until: { warm.allSatisfy { !$0.ids.isEmpty } }, seconds: 20))
        for save in 0..<20 {
            try served.saveInPlace(ServeLiveTests.config(sample: "Warm \(save)"))
            usleep(20_000)
        }
        #expect(
            settle(
                until: { RawHTTP.request(port: served.port, "/model.json", host: host).body.contains("\"Warm 19\"") },
                seconds: 20))
        for client in warm { client.close() }
        warm = []
        #expect(settle(until: { false }, seconds: 1.5) == false)
        let files = served.openFiles, memory = served.residentKiB
        // 50 pages at once.
        let clients = (0..<50).compactMap { _ in EventClient(port: served.port) }
        #expect(clients.count == 50)
        #expect(settle(until: { clients.allSatisfy { !$0.ids.isEmpty } }, seconds: 20))
        let start = Date()
        for save in 0..<200 {
            try served.saveInPlace(ServeLiveTests.config(sample: "Save \(save)"))
            usleep(2_000)
        }
        // The last save is built and sent (the model's sample is the last one written).
        #expect(
            settle(
                until: {
                    RawHTTP.request(port: served.port, "/model.json", host: host).body.contains("\"Save 199\"")
                }, seconds: 20))
        // Quiet: no new revision for 0.5 s (a save's motion previews come as a second revision).
        var last = revision()
        #expect(
            settle(
                until: {
                    usleep(500_000)
                    let now = revision()
                    defer { last = now }
                    return now == last
                }, seconds: 20))
        #expect(settle(until: { clients.allSatisfy { $0.ids.last == last } }, seconds: 20))
        let elapsed = Date().timeIntervalSince(start)
        for client in clients {
            let ids = client.ids
            // In order, never twice (a heartbeat resends the latest; the page ignores it), ending at the last.
            let distinct = ids.enumerated().filter { $0.offset == 0 || ids[$0.offset - 1] != $0.element }.map(\.element)
            #expect(distinct == distinct.sorted() && Set(distinct).count == distinct.count)
            #expect(distinct.last == last)
        }
        let updates = clients.map { Set($0.ids).count }
        print(
            "serve load: 50 pages, 200 saves in \(Int(elapsed * 1000)) ms to the last page; \(last) revisions; "
                + "updates per page \(updates.min()!)-\(updates.max()!); rss \(memory) KiB before")
        for client in clients { client.close() }
        // The heartbeat (0.5 s) finds the closed pages; their sockets close.
        #expect(settle(until: { served.openFiles <= files }, seconds: 10), "fds \(served.openFiles) against \(files)")
        let after = served.residentKiB
        print("serve load: rss \(after) KiB after (\(memory) before), fds \(served.openFiles) (\(files) before)")
        #expect(Double(after) <= Double(memory) * 1.1, "rss \(after) KiB against \(memory) KiB")
    }
}
