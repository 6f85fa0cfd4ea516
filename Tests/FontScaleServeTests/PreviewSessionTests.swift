import FontScaleServe
import FontScaleTestSupport
import Foundation
import Testing

/// A save is read, parsed and checked once, however many stages its build has (the sizes, then
/// the motion previews): the builder counts its parses and checker runs.
@Suite struct PreviewSessionTests {
    @Test(.timeLimit(.minutes(1))) func oneParseAndOneCheckPerSave() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-session-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("fontscale.yml").path
        /// Saved as an editor that renames a new file over the old one: one change per save.
        func save(_ sample: String) throws {
            let temporary = folder.appendingPathComponent(".fontscale.yml.swp")
            try Data(ServeLiveTests.config(sample: sample).utf8).write(to: temporary)
            #expect(rename(temporary.path, path) == 0)
        }
        try save("First")
        let builder = PreviewBuilder(path: path)
        var options = ServeOptions()
        options.port = 0
        let server = PreviewServer(builder: builder, options: options)
        _ = try await server.start()
        // The first build has every stage at once.
        #expect(builder.parses == 1 && builder.checks == 1)
        for number in 1...3 {
            try save("Save \(number)")
            // Both stages published: the sample's sizes, then its morph (a motion preview).
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                let title = server.hub.current?.styles.first
                if title?.samples.first == "Save \(number)", title?.morph != nil { break }
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(server.hub.current?.styles.first?.morph != nil)
            #expect(builder.parses == 1 + number, "parses after save \(number)")
            #expect(builder.checks == 1 + number, "checker runs after save \(number)")
        }
        await server.stop()
    }
}

/// Back-to-back in-place saves (truncate, then write) never reach the page as an empty config.
@Suite struct InPlaceSaveTests {
    @Test(.timeLimit(.minutes(2))) func fiftyInPlaceSavesNeverShowEmpty() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-inplace-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("fontscale.yml").path
        try Data(ServeLiveTests.config(sample: "Start").utf8).write(to: URL(fileURLWithPath: path))
        var options = ServeOptions()
        options.port = 0
        let server = PreviewServer(builder: PreviewBuilder(path: path), options: options)
        _ = try await server.start()
        let events = server.hub.subscribe()
        let seen = Task {
            var errors: [String] = []
            for await event in events {
                let text = String(decoding: event, as: UTF8.self)
                if text.contains("is empty") { errors.append(text) }
                if text.contains("\"Save 49\""), text.contains("\"morph\"") { break }
            }
            return errors
        }
        for save in 0..<50 {
            // Truncate, then write, as an editor saving in place does; the empty file lasts longer
            // than a poll (50 ms), so the watcher sees it empty every time.
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: 0)
            usleep(UInt32(save % 5 == 0 ? 120_000 : 2_000))
            try handle.write(contentsOf: Data(ServeLiveTests.config(sample: "Save \(save)").utf8))
            try handle.close()
            usleep(UInt32.random(in: 5_000...30_000))
        }
        let errors = await seen.value
        #expect(errors.isEmpty, "\(errors.count) events showed an empty config")
        #expect(server.hub.current?.error == nil)
        #expect(server.hub.current?.styles.first?.samples.first == "Save 49")
        await server.stop()
    }
}

/// The font folders are watched: a font moved away and back, and a missing family's file copied
/// in, reach the page without a save of the config.
@Suite struct FontFolderTests {
    @Test(.timeLimit(.minutes(1))) func aFontMovedAwayAndBackAndAMissingFamilyCopiedIn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-folders-\(UUID())")
        let fonts = folder.appendingPathComponent("fonts"), away = folder.appendingPathComponent("away")
        for made in [fonts, away] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = Fixture.root.appendingPathComponent(".fonts")
        // Amiri stays in the folder, so it never holds no fonts (a folder without fonts is the config's error).
        for name in ["AtkinsonHyperlegible-Regular.ttf", "AtkinsonHyperlegible-Bold.ttf", "Amiri-Regular.ttf"] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(name), to: fonts.appendingPathComponent(name))
        }
        let path = folder.appendingPathComponent("fontscale.yml").path
        try Data(
            """
            version: 1
            fonts:
              directories: ["\(fonts.path)"]
              family: Atkinson Hyperlegible
            styles:
              - name: Body
                textStyle: body
                size: 17
                lineHeight: 22
              - name: Title
                textStyle: title1
                family: Inter
                size: 28
                lineHeight: 34

            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        var options = ServeOptions()
        options.port = 0
        let server = PreviewServer(builder: PreviewBuilder(path: path), options: options)
        _ = try await server.start()
        func styles(become expected: [String]) async throws -> Bool {
            let deadline = Date().addingTimeInterval(15)
            while Date() < deadline {
                if server.hub.current?.styles.map(\.name) == expected { return true }
                try await Task.sleep(for: .milliseconds(20))
            }
            return false
        }
        // Inter is not in the folder: Title is left out (its finding says why).
        #expect(try await styles(become: ["Body"]))
        // Atkinson Hyperlegible moved away, then back.
        for name in ["AtkinsonHyperlegible-Regular.ttf", "AtkinsonHyperlegible-Bold.ttf"] {
            #expect(rename(fonts.appendingPathComponent(name).path, away.appendingPathComponent(name).path) == 0)
        }
        #expect(try await styles(become: []))
        for name in ["AtkinsonHyperlegible-Regular.ttf", "AtkinsonHyperlegible-Bold.ttf"] {
            #expect(rename(away.appendingPathComponent(name).path, fonts.appendingPathComponent(name).path) == 0)
        }
        #expect(try await styles(become: ["Body"]))
        // The missing family's file copied in.
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent("Inter[opsz,wght].ttf"),
            to: fonts.appendingPathComponent("Inter[opsz,wght].ttf"))
        #expect(try await styles(become: ["Body", "Title"]))
        await server.stop()
    }
}
