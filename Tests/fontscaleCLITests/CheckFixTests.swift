import FontScaleTestSupport
import Foundation
import Testing

/// `check --fix`: the values the hints prove written into the config where they are, every other
/// byte kept (comments, order, quoting, flow and block mappings, anchors); checked again after.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct CheckFixTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-fix-\(getpid())")

    func write(_ text: String, _ name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func findings(_ name: String) throws -> [[String: Any]] {
        let run = try Run(["check", name, "--format", "json"], in: folder)
        return (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any])["findings"]
            as! [[String: Any]]
    }

    @Test func violationsAreFixedInPlace() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(
            contentsOf: Fixture.root.appendingPathComponent("examples/violations.yml"), encoding: .utf8
        ).replacingOccurrences(of: "\"../.fonts\"", with: "\"\(TestFonts.directory)\"")
        _ = try write(original, "v.yml")
        let dry = try Run(["check", "v.yml", "--fix", "--dry-run"], in: folder)
        #expect(dry.status == 0)
        #expect(
            dry.stdout == """
                --- v.yml
                +++ v.yml
                @@ -10,7 +10,7 @@
                   - name: Title
                     textStyle: title1
                     size: 28
                -    lineHeight: 30                # too tight: 1.07 x the size
                +    lineHeight: 33                # too tight: 1.07 x the size
                     containers: [Phone]
                   - name: Headline
                     textStyle: headline
                @@ -25,7 +25,7 @@
                   - name: Body
                     textStyle: body
                     size: 17
                -    maxSize: 30                   # stops body text before 200%
                +    maxSize: 34                   # stops body text before 200%
                     containers: []
                   - name: Footnote
                     textStyle: footnote
                @@ -40,6 +40,7 @@
                     size: 12                      # 10 pt at xSmall
                     containers: []
                     samples: ["Preis 価格"]       # Merriweather has no CJK glyphs
                +    minSize: 11
                   - name: Price
                     textStyle: body
                     size: 17

                """, "\(dry.stdout)")
        #expect(try String(contentsOf: folder.appendingPathComponent("v.yml"), encoding: .utf8) == original)
        let before = try findings("v.yml")
        let fixed = try Run(["check", "v.yml", "--fix"], in: folder)
        #expect(fixed.status == 1)  // the findings no value fixes remain
        #expect(
            fixed.stderr == """
                fontscale check --fix: v.yml: Title.lineHeight: 30 -> 33 (spacing/line-height)
                fontscale check --fix: v.yml: Body.maxSize: 30 -> 34 (scale/hierarchy, wcag/resize-text)
                fontscale check --fix: v.yml: Caption.minSize: (not set) -> 11 (size/legible-minimum)

                """)
        // The file differs from the original in those three values only.
        var expected = original.replacingOccurrences(
            of: "    lineHeight: 30                # too tight", with: "    lineHeight: 33                # too tight")
        expected = expected.replacingOccurrences(
            of: "    maxSize: 30                   # stops", with: "    maxSize: 34                   # stops")
        expected = expected.replacingOccurrences(
            of: "# Merriweather has no CJK glyphs\n", with: "# Merriweather has no CJK glyphs\n    minSize: 11\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("v.yml"), encoding: .utf8) == expected)
        // No finding the hints addressed is left, and none was added.
        let after = try findings("v.yml")
        for (rule, style) in [
            ("spacing/line-height", "Title"), ("size/legible-minimum", "Caption"), ("wcag/resize-text", "Body"),
        ] {
            #expect(before.contains { $0["rule"] as? String == rule && $0["style"] as? String == style })
            #expect(!after.contains { $0["rule"] as? String == rule && $0["style"] as? String == style })
        }
        #expect(after.count < before.count)
        // Again: nothing left to fix, nothing written.
        let again = try Run(["check", "v.yml", "--fix", "--dry-run"], in: folder)
        #expect(again.status == 0 && again.stdout.isEmpty)
    }

    @Test func anchorsFlowMapsAndCommentsStay() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = """
            version: 1
            fonts: {directories: ["\(TestFonts.directory)"], family: Atkinson Hyperlegible}
            x-base: &tight {textStyle: title1, size: 28, lineHeight: 29}   # shared by two styles
            styles:
              - <<: *tight
                name: Title
              - {<<: *tight, name: Title2, textStyle: title2, size: 22, lineHeight: 23}  # flow, own value
              - {<<: *tight, name: "Title 3", textStyle: title3, size: 20}
            """
        _ = try write(original, "a.yml")
        let fixed = try Run(["check", "a.yml", "--fix"], in: folder)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        // The anchor keeps its 29, which Title 3 (20 pt) still takes: Title gets a key of its own.
        let expected = """
            version: 1
            fonts: {directories: ["\(TestFonts.directory)"], family: Atkinson Hyperlegible}
            x-base: &tight {textStyle: title1, size: 28, lineHeight: 29}   # shared by two styles
            styles:
              - <<: *tight
                name: Title
                lineHeight: 33
              - {<<: *tight, name: Title2, textStyle: title2, size: 22, lineHeight: 26}  # flow, own value
              - {<<: *tight, name: "Title 3", textStyle: title3, size: 20}
            """
        let written = try String(contentsOf: folder.appendingPathComponent("a.yml"), encoding: .utf8)
        #expect(written == expected, "\(written)")
        #expect(try findings("a.yml").filter { $0["rule"] as? String == "spacing/line-height" }.isEmpty)
    }
}
