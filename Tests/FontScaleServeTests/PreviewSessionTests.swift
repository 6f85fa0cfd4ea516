import FontScaleTestSupport
import Foundation
import Testing

/// The served model as JSON, read over loopback (nil when it cannot be read).
private func model(_ served: Served) -> [String: Any]? {
    let body = RawHTTP.request(port: served.port, "/model.json", host: "127.0.0.1:\(served.port)").body
    return (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
}

/// The first style's first sample and whether it has its morph (the motion stage), from `model`.
private func title(_ model: [String: Any]?) -> (sample: String?, morph: Bool) {
    let style = (model?["styles"] as? [[String: Any]])?.first
    return ((style?["samples"] as? [String])?.first, style?["morph"] != nil)
}

/// Waits (up to `seconds`) until `done`.
private func settle(seconds: Double = 30, until done: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !done(), Date() < deadline { usleep(10_000) }
    return done()
}

/// A save is read, parsed and checked once, however many stages its build has (the sizes, then
/// the motion previews), and its build resolves no font and scales no style the check did: the
/// model carries the server's counts.
@Suite struct PreviewSessionTests {
    @Test(.timeLimit(.minutes(2))) func oneParseAndOneCheckPerSave() throws {
        let served = try Served(config: ServeLiveTests.config(sample: "First"))
        #expect(settle { title(model(served)).morph })
        // The first build has every stage at once.
        #expect(model(served)?["parses"] as? Int == 1 && model(served)?["checks"] as? Int == 1)
        for number in 1...3 {
            // Saved as an editor that renames a new file over the old one: one change per save.
            try served.save(ServeLiveTests.config(sample: "Save \(number)"))
            // Both stages published: the sample's sizes, then its morph (a motion preview).
            #expect(settle { title(model(served)) == ("Save \(number)", true) })
            #expect(model(served)?["parses"] as? Int == 1 + number, "parses after save \(number)")
            #expect(model(served)?["checks"] as? Int == 1 + number, "checker runs after save \(number)")
            // Every font and every size of the config's own categories is the checker's.
            #expect(model(served)?["fontsResolved"] as? Int == 0, "fonts resolved by the builder, save \(number)")
            #expect(model(served)?["stylesRescaled"] as? Int == 0, "cells scaled again, save \(number)")
        }
    }
}

/// Back-to-back in-place saves (truncate, then write) never reach the page as an empty config.
@Suite struct InPlaceSaveTests {
    @Test(.timeLimit(.minutes(2))) func fiftyInPlaceSavesNeverShowEmpty() throws {
        let served = try Served(config: ServeLiveTests.config(sample: "Start"))
        let empty = Flag()
        empty.value = false
        let watching = Flag()
        let port = served.port
        let watcher = Thread {
            while watching.value {
                let body = RawHTTP.request(port: port, "/model.json", host: "127.0.0.1:\(port)").body
                if body.contains("is empty") { empty.value = true }
                usleep(3_000)
            }
        }
        watcher.start()
        for save in 0..<50 {
            // Truncate, then write, as an editor saving in place does; every fifth time the empty
            // file lasts longer than a poll (50 ms) and the watch's settle, so the watcher sees it empty.
            let handle = try #require(FileHandle(forWritingAtPath: served.configPath))
            try handle.truncate(atOffset: 0)
            usleep(UInt32(save % 5 == 0 ? 120_000 : 2_000))
            try handle.write(contentsOf: Data(ServeLiveTests.config(sample: "Save \(save)").utf8))
            try handle.close()
            usleep(UInt32.random(in: 5_000...30_000))
        }
        #expect(settle { title(model(served)) == ("Save 49", true) })
        watching.value = false
        usleep(50_000)
        #expect(!empty.value, "the page was shown an empty config")
        #expect(model(served)?["error"] == nil)
    }
}

/// The font folders are watched: a font moved away and back, and a missing family's file copied
/// in, reach the page without a save of the config.
@Suite struct FontFolderTests {
    @Test(.timeLimit(.minutes(2))) func aFontMovedAwayAndBackAndAMissingFamilyCopiedIn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-folders-\(UUID())")
        let fonts = folder.appendingPathComponent("fonts"), away = folder.appendingPathComponent("away")
        for made in [fonts, away] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = Fixture.root.appendingPathComponent(".fonts")
        let atkinson = ["AtkinsonHyperlegible-Regular.ttf", "AtkinsonHyperlegible-Bold.ttf"]
        // Amiri stays in the folder, so it never holds no fonts (a folder without fonts is the config's error).
        for name in atkinson + ["Amiri-Regular.ttf"] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(name), to: fonts.appendingPathComponent(name))
        }
        let served = try Served(config: twoStyleConfig(fonts: fonts.path))
        func styles() -> [String]? {
            (model(served)?["styles"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        }
        // Inter is not in the folder: Title is left out (its finding says why).
        #expect(settle { styles() == ["Body"] })
        // Atkinson Hyperlegible moved away, then back.
        for name in atkinson {
            #expect(rename(fonts.appendingPathComponent(name).path, away.appendingPathComponent(name).path) == 0)
        }
        #expect(settle { styles() == [] })
        for name in atkinson {
            #expect(rename(away.appendingPathComponent(name).path, fonts.appendingPathComponent(name).path) == 0)
        }
        #expect(settle { styles() == ["Body"] })
        // The missing family's file copied in.
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent("Inter[opsz,wght].ttf"),
            to: fonts.appendingPathComponent("Inter[opsz,wght].ttf"))
        #expect(settle { styles() == ["Body", "Title"] })
    }
}

/// Where the kernel has inotify, a change wakes the watch at once: with a poll of 30 s, a save of
/// the config and a font copied into a watched font folder still reach the model within seconds.
/// Polling alone (`--poll-only`) sees the save with its 50 ms poll, and not within seconds with
/// the 30 s one, which shows what made the first case quick.
@Suite struct InotifyTests {
    static let fonts = Fixture.root.appendingPathComponent(".fonts")

    /// A config with Body in Atkinson Hyperlegible and Title in Inter, over `folder`.
    static func config(_ folder: URL, sample: String) -> String { twoStyleConfig(fonts: folder.path, sample: sample) }

    #if os(Linux)
        @Test(.timeLimit(.minutes(2))) func aSaveAndACopiedFontAreSeenLongBeforeTheNextPoll() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-inotify-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for name in ["AtkinsonHyperlegible-Regular.ttf", "AtkinsonHyperlegible-Bold.ttf"] {
                try FileManager.default.copyItem(
                    at: Self.fonts.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
            let served = try Served(
                config: Self.config(folder, sample: "First"), arguments: ["--poll-interval", "30"])
            func styles() -> [String]? {
                (model(served)?["styles"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
            }
            // Inter is not in the folder yet: Title is left out.
            #expect(settle { styles() == ["Body"] && title(model(served)).sample == "First" })
            try served.saveInPlace(Self.config(folder, sample: "Second"))
            #expect(settle(seconds: 5) { title(model(served)).sample == "Second" })
            try FileManager.default.copyItem(
                at: Self.fonts.appendingPathComponent("Inter[opsz,wght].ttf"),
                to: folder.appendingPathComponent("Inter[opsz,wght].ttf"))
            #expect(settle(seconds: 5) { styles() == ["Body", "Title"] })
        }
    #endif

    @Test(.timeLimit(.minutes(2))) func pollingAloneSeesASaveAtItsInterval() throws {
        let quick = try Served(config: ServeLiveTests.config(sample: "First"), arguments: ["--poll-only"])
        let slow = try Served(
            config: ServeLiveTests.config(sample: "First"), arguments: ["--poll-only", "--poll-interval", "30"])
        for served in [quick, slow] { #expect(settle { title(model(served)).sample == "First" }) }
        try quick.saveInPlace(ServeLiveTests.config(sample: "Second"))
        try slow.saveInPlace(ServeLiveTests.config(sample: "Second"))
        #expect(settle(seconds: 10) { title(model(quick)).sample == "Second" })
        // The slow poll's first look is 30 s after its start.
        #expect(!settle(seconds: 2) { title(model(slow)).sample == "Second" })
    }
}
