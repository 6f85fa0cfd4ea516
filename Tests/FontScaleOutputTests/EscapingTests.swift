import FontScaleOutput
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The escaping rules, against the examples in their specifications.
@Suite struct EscapingTests {
    @Test func csvFollowsRFC4180() {
        // RFC 4180 section 2, rules 5 to 7: fields with commas, quotes or line breaks are quoted; quotes doubled.
        #expect(CSV.field("aaa") == "aaa")
        #expect(CSV.field("b,bb") == "\"b,bb\"")
        #expect(CSV.field("b\"bb") == "\"b\"\"bb\"")
        #expect(CSV.field("b\r\nbb") == "\"b\r\nbb\"")
        #expect(CSV.field("b\nbb") == "\"b\nbb\"")
        #expect(CSV.document([["a", "b"], ["1", "x,y"]]) == "a,b\r\n1,\"x,y\"\r\n")
    }

    @Test func markdownCellsStayInTheirColumn() {
        #expect(Markdown.cell("a|b") == "a\\|b")
        #expect(Markdown.cell("two\nlines") == "two lines")
        #expect(Markdown.row(["Body", "17|18"]) == "| Body | 17\\|18 |")
    }

    @Test func htmlAndXMLEntities() {
        #expect(HTML.escape("<b> & \"Apple's\"") == "&lt;b&gt; &amp; &quot;Apple's&quot;")
        #expect(XML.escape("<b> & \"Apple's\"\n") == "&lt;b&gt; &amp; &quot;Apple&apos;s&quot;&#10;")
        // XML 1.0 forbids C0 controls other than tab, CR and LF.
        #expect(XML.escape("a\u{1}b\tc") == "ab\tc")
        // What the escaped text parses back to, through a real XML parser.
        let original = "size < 11 & \"AX5\" 'tight'\nnext"
        let document = try? XMLDocument(xmlString: "<r a=\"\(XML.escape(original))\">\(XML.escape(original))</r>")
        #expect(document?.rootElement()?.stringValue == original)
        #expect(document?.rootElement()?.attribute(forName: "a")?.stringValue == original)
    }

    /// The one-pass escape against Foundation's replacements (the way it was written before).
    @Test func htmlEscapeMatchesReplacements() {
        func replaced(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let alphabet = Array("a&<>\"'é😀\u{301} &amp;")
        var state: UInt64 = 47
        for length in 0..<200 {
            let text = String(
                (0..<length).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return alphabet[Int(state >> 33) % alphabet.count]
                })
            #expect(HTML.escape(text) == replaced(text))
        }
        #expect(HTML.escape("nothing to escape: é") == "nothing to escape: é")
        #expect(HTML.escape("") == "")
    }

    @Test func githubAnnotationEncoding() {
        #expect(GitHubAnnotation.message("50% done\nnext") == "50%25 done%0Anext")
        #expect(GitHubAnnotation.property("a.yml:3,4") == "a.yml%3A3%2C4")
    }

    @Test func atomicWriteLeavesNothingBehindOnFailure() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-atomic-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.txt")
        try AtomicFile.write(Data("one".utf8), to: target)
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try AtomicFile.write(to: target) { temporary in
                try Data("half".utf8).write(to: URL(fileURLWithPath: temporary))
                throw Boom()
            }
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "one")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
        #expect(
            WriteProblem.describe("/nonexistent-fontscale/x/y.txt")
                == "the folder '/nonexistent-fontscale/x' does not exist")
        // Foundation's own error (NSCocoaErrorDomain, naming the temporary file) becomes one in words.
        let missing = folder.appendingPathComponent("missing/out.txt")
        #expect {
            try AtomicFile.write(Data("one".utf8), to: missing)
        } throws: { error in
            "\(error)" == "cannot write '\(missing.path)': the folder '\(folder.path)/missing' does not exist"
        }
    }
}

@Suite struct GeneratedSourceEscapingTests {
    /// YAML 1.2, 5.7 (escaped characters): \" \\ \n \t \r and \xXX for other C0 controls.
    @Test func yaml() {
        #expect(YAML.quote("a\"b\\c\nd\te\rf\u{1}g\u{7F}é") == #""a\"b\\c\nd\te\rf\x01g\x7Fé""#)
    }

    /// Swift string literals: \" \\ \n \t \r and \u{X}; comments on one line.
    @Test func swift() {
        #expect(SwiftSource.literal("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u{1}""#)
        #expect(SwiftSource.comment("two\nlines\u{2028}x") == "two lines x")
    }

    /// CSS Syntax 3, 4.3.7: a backslash escapes " and \; a control is its hex code and a space.
    @Test func css() {
        #expect(CSS.string("Brand \"Sans\"\\\n") == #""Brand \"Sans\"\\\a ""#)
        #expect(CSS.comment("a */ b") == "a * / b")
    }
}
