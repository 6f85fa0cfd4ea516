import FontScaleTestSupport
import Foundation
import Testing

/// Turning `check` on in a design system that already has findings, as a team does on day one:
/// a repository with two configs, a baseline of today's findings, one new finding (fails), one
/// baselined finding fixed (reported), the styles reordered (nothing new), inline disables that
/// suppress exactly their lines, and one that suppresses nothing (reported).
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct CheckAdoptionTests {
    let repo = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-adoption-\(getpid())")

    /// examples/design-system.yml with the fonts' folder made absolute: 21 findings (12 Body in
    /// Toast at line 20, 7 Display in Header at line 18, 1 Heading in Card, 1 hierarchy warning).
    func designSystem() throws -> String {
        try String(contentsOf: Fixture.root.appendingPathComponent("examples/design-system.yml"), encoding: .utf8)
            .replacingOccurrences(of: "\"../.fonts\"", with: "\"\(TestFonts.directory)\"")
    }

    func write(_ text: String, _ name: String) throws {
        let file = repo.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func json(_ path: String) throws -> [String: Any] {
        let run = try Run(["check", path, "--format", "json"], in: repo)
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
    }

    @Test func aBaselineFailsOnlyOnNewFindings() throws {
        try? FileManager.default.removeItem(at: repo)
        defer { try? FileManager.default.removeItem(at: repo) }
        let app = try designSystem()
        try write(app, "app/fontscale.yml")
        try write(app, "web/brand.fontscale.yml")
        try write("not a config", "web/notes.yml")  // not a config's name: never read
        // Today: both configs fail; the baseline records every finding of both, by path.
        let today = try Run(["check", ".", "--write-baseline", "baseline.json"], in: repo)
        #expect(today.status == 1, "\(today.stderr)")
        #expect(today.stdout.contains("fontscale check: app/fontscale.yml: 20 fail, 1 warn, 0 info;"))
        #expect(today.stdout.contains("fontscale check: web/brand.fontscale.yml: 20 fail, 1 warn, 0 info;"))
        #expect(
            today.stdout.hasSuffix("fontscale check: 2 configs: 40 fail, 2 warn, 0 info; failed at --fail-on fail\n"))
        let baseline =
            try JSONSerialization.jsonObject(with: Data(contentsOf: repo.appendingPathComponent("baseline.json")))
            as! [String: Any]
        let entries = (baseline["findings"] as! [[String: String]]).map { $0["fingerprint"]! }
        #expect(entries.count == 42)
        #expect(entries.filter { $0.hasPrefix("app/fontscale.yml|") }.count == 21)
        #expect(entries.contains("app/fontscale.yml|scale/hierarchy|inverted|Heading|AX3||"))

        // With the baseline: passes, every finding baselined, none fixed.
        let again = try Run(["check", ".", "--baseline", "baseline.json"], in: repo)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(
            again.stdout.contains(
                "app/fontscale.yml: 0 fail, 0 warn, 0 info (21 baselined); checked 159 layouts (159 layout/fits-container); 5 styles, 12 categories, 3 samples, 5 containers; 0 baseline entries fixed; passed"
            ))

        // Styles reordered and lines moved: the same findings, nothing new.
        let lines = app.components(separatedBy: "\n")
        let display = lines.firstIndex { $0.contains("{name: Display") }!
        var reordered = lines
        reordered.swapAt(display, display + 2)
        try write("# moved down a line\n" + reordered.joined(separator: "\n"), "app/fontscale.yml")
        #expect(try Run(["check", ".", "--baseline", "baseline.json"], in: repo).status == 0)

        // One new finding fails, alone; the baselined ones stay quiet.
        let fine = "  - {name: Fine, textStyle: caption2, size: 9, lineHeight: 12, containers: [TabItem]}"
        try write(app.replacingOccurrences(of: "styles:\n", with: "styles:\n\(fine)\n"), "web/brand.fontscale.yml")
        let new = try Run(["check", ".", "--baseline", "baseline.json", "--format", "json"], in: repo)
        #expect(new.status == 1)
        let results = try JSONSerialization.jsonObject(with: Data(new.stdout.utf8)) as! [[String: Any]]
        let active = results.flatMap { ($0["findings"] as! [[String: Any]]).filter { $0["suppressed"] == nil } }
        // Fine's own (below the legible minimum) and the inversions it makes with the styles beside it.
        #expect(
            active.allSatisfy { $0["style"] as? String == "Fine" || ($0["message"] as! String).contains("Fine") },
            "\(active)")
        #expect(active.contains { $0["style"] as? String == "Fine" && $0["rule"] as? String == "size/legible-minimum" })

        // A baselined finding fixed (Toast allows 4 lines: Body's 12 are gone): said, and passing.
        try write(app, "web/brand.fontscale.yml")
        try write(
            app.replacingOccurrences(
                of: "{name: Toast, width: 288, maxLines: 2}", with: "{name: Toast, width: 288, maxLines: 4}"),
            "app/fontscale.yml")
        let fixed = try Run(["check", ".", "--baseline", "baseline.json"], in: repo)
        #expect(fixed.status == 0)
        #expect(
            fixed.stdout.contains(
                "app/fontscale.yml: 0 fail, 0 warn, 0 info (9 baselined); checked 159 layouts (159 layout/fits-container); 5 styles, 12 categories, 3 samples, 5 containers; 12 baseline entries fixed; passed"
            ), "\(fixed.stdout)")
    }

    @Test func inlineDisablesSuppressExactlyTheirLines() throws {
        try? FileManager.default.removeItem(at: repo)
        defer { try? FileManager.default.removeItem(at: repo) }
        var lines = try designSystem().components(separatedBy: "\n")
        let header = lines.firstIndex { $0.contains("{name: Header") }!
        lines.insert("  # fontscale: disable-next-line layout/fits-container -- the header scrolls", at: header)
        let heading = lines.firstIndex { $0.contains("{name: Heading") }!
        lines.insert("  # fontscale: disable scale/hierarchy -- headings stop at 36 pt by design", at: heading)
        lines.insert("  # fontscale: enable scale/hierarchy", at: heading + 2)
        let tab = lines.firstIndex { $0.contains("{name: Tab,") }!
        lines.insert("  # fontscale: disable-next-line wcag/reflow", at: tab)  // reflow is off without the profile
        try write(lines.joined(separator: "\n"), "fontscale.yml")
        let result = try json("fontscale.yml")
        let findings = result["findings"] as! [[String: Any]]
        let suppressed = findings.filter { $0["suppressed"] != nil }
        // Display's 7 in Header (the container's line) and Heading's hierarchy warning, nothing else.
        #expect(suppressed.count == 8)
        #expect(
            Set(suppressed.map { "\($0["rule"]!) \($0["style"]!)" }) == [
                "layout/fits-container Display", "scale/hierarchy Heading",
            ])
        #expect(
            suppressed.first { $0["rule"] as? String == "scale/hierarchy" }?["suppressed"] as? String
                == "# fontscale: disable at line \(heading + 1): headings stop at 36 pt by design")
        let superfluous = findings.filter { $0["rule"] as? String == "config/superfluous-disable" }
        #expect(superfluous.count == 1)
        #expect(
            superfluous.first?["message"] as? String
                == "the disable-next-line of wcag/reflow at line \(tab + 1) suppresses no finding")
        #expect((superfluous.first?["location"] as? [String: Any])?["line"] as? Int == tab + 1)
        // The text says how many it suppressed; --show-suppressed lists them.
        let text = try Run(["check", "fontscale.yml"], in: repo)
        #expect(text.stdout.contains(": 13 fail, 1 warn, 0 info (8 suppressed);"), "\(text.stdout)")
        #expect(!text.stdout.contains("suppressed: "))
        let shown = try Run(["check", "fontscale.yml", "--show-suppressed"], in: repo)
        #expect(shown.stdout.components(separatedBy: "] suppressed: ").count == 9)
        // A misspelt rule in a directive is a config error where it is written.
        lines.insert("# fontscale: disable-next-line layout/fits-contianer", at: 3)
        try write(lines.joined(separator: "\n"), "typo.yml")
        let typo = try Run(["check", "typo.yml"], in: repo)
        #expect(typo.status == 2)
        #expect(
            typo.stderr
                == "typo.yml:4:1: error: unknown rule 'layout/fits-contianer' in '# fontscale: disable-next-line'; did you mean 'layout/fits-container'?\n"
        )
    }
}
