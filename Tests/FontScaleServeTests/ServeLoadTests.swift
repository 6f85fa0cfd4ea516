import FontScaleTestSupport
import Foundation
import Testing

/// 50 pages open at once and 1,000 saves in a row, then three rounds of 500 pages, on loopback,
/// bounded in time: every page gets every update or the last one, in order; resident memory stays
/// flat (within 5%) and file descriptors come back.
@Suite struct ServeLoadTests {
    @Test(.timeLimit(.minutes(4))) func fiftyPagesThousandSavesThenRoundsOfFiveHundred() throws {
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
        func shows(_ sample: String) -> Bool {
            RawHTTP.request(port: served.port, "/model.json", host: host).body.contains("\"\(sample)\"")
        }
        /// `count` pages open until each has its first event, then closed until their sockets are.
        func round(of count: Int, files: Int) {
            let pages = (0..<count).compactMap { _ in EventClient(port: served.port) }
            #expect(pages.count == count)
            #expect(settle(until: { pages.allSatisfy { !$0.ids.isEmpty } }, seconds: 60))
            for page in pages { page.close() }
            // The heartbeat (0.5 s) finds the closed pages; their sockets close.
            #expect(
                settle(until: { served.openFiles <= files }, seconds: 30), "fds \(served.openFiles) against \(files)")
        }
        // A warm-up (50 pages and 20 saves, then one round of 500 pages), so the baseline holds the
        // server's threads, the allocator's arenas, the tables sized for 500 connections and the
        // font libraries' caches: the test is about what the load leaves.
        let files = served.openFiles
        var warm = (0..<50).compactMap { _ in EventClient(port: served.port) }
        #expect(settle(until: { warm.allSatisfy { !$0.ids.isEmpty } }, seconds: 20))
        for save in 0..<20 {
            try served.saveInPlace(ServeLiveTests.config(sample: "Warm \(save)"))
            usleep(20_000)
        }
        #expect(settle(until: { shows("Warm 19") }, seconds: 20))
        for client in warm { client.close() }
        warm = []
        round(of: 500, files: files)
        #expect(settle(until: { false }, seconds: 1.5) == false)
        let memory = served.residentKiB
        // 50 pages at once, 1,000 saves.
        let clients = (0..<50).compactMap { _ in EventClient(port: served.port) }
        #expect(clients.count == 50)
        #expect(settle(until: { clients.allSatisfy { !$0.ids.isEmpty } }, seconds: 20))
        let start = Date()
        for save in 0..<1000 {
            try served.saveInPlace(ServeLiveTests.config(sample: "Save \(save)"))
            usleep(2_000)
        }
        // The last save is built and sent (the model's sample is the last one written).
        #expect(settle(until: { shows("Save 999") }, seconds: 30))
        // Quiet: no new revision for 0.5 s (a save's motion previews come as a second revision).
        var last = revision()
        #expect(
            settle(
                until: {
                    usleep(500_000)
                    let now = revision()
                    defer { last = now }
                    return now == last
                }, seconds: 30))
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
            "serve load: 50 pages, 1000 saves in \(Int(elapsed * 1000)) ms to the last page; \(last) revisions; "
                + "updates per page \(updates.min()!)-\(updates.max()!); rss \(memory) KiB before")
        for client in clients { client.close() }
        #expect(settle(until: { served.openFiles <= files }, seconds: 10), "fds \(served.openFiles) against \(files)")
        let saved = served.residentKiB
        print(
            "serve load: rss \(saved) KiB after the saves (\(memory) before), fds \(served.openFiles) (\(files) before)"
        )
        #expect(Double(saved) <= Double(memory) * 1.05, "rss \(saved) KiB after 1,000 saves against \(memory) KiB")
        // Three rounds of 500 pages.
        for _ in 0..<3 { round(of: 500, files: files) }
        let rounds = served.residentKiB
        print("serve load: rss \(rounds) KiB after three rounds of 500 pages (\(memory) before)")
        #expect(Double(rounds) <= Double(memory) * 1.05, "rss \(rounds) KiB after 3 x 500 pages against \(memory) KiB")
    }
}
