import FontScaleTestSupport
import Foundation
import Testing

/// The report's libraries speak in values: no option of `fontscale report` (or `animate`, whose
/// summary FontScaleMotionLab writes) is named in their code outside comments; the CLI supplies its
/// own words (`ReportWords`) and adds its flags to errors in `classify`.
struct ReportWordingTests {
    /// The options of `fontscale report` and the shared font options.
    static let options = [
        "reference", "font-file", "index", "out", "model", "text", "width", "platform", "formats", "force", "date",
        "paper", "match", "threshold", "max", "embed-fonts", "no-optical-size", "font-dir", "font",
    ]

    @Test(arguments: ["Sources/FontScaleReport", "Sources/FontScaleMotionLab"])
    func noOptionNameOutsideComments(folder: String) throws {
        let root = Fixture.root.appendingPathComponent(folder)
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 5)
        var found: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for option in Self.options {
                    // "--font" must not match "--font-dir" twice, nor pip's own "--no-deps".
                    let pattern = "--\(option)(?![A-Za-z-])"
                    if code.range(of: pattern, options: .regularExpression) != nil {
                        found.append("\(file.lastPathComponent):\(number + 1): --\(option)")
                    }
                }
            }
        }
        #expect(found.isEmpty, "option names in library code: \(found)")
    }

    /// The check can fail: it finds the flag in a line like the ones it guards against.
    @Test func theCheckFindsAnOptionName() {
        let line = "return \"give its folder with --font-dir\""
        #expect(line.range(of: "--font-dir(?![A-Za-z-])", options: .regularExpression) != nil)
        #expect(
            "pip download --no-deps x".range(of: "--no-optical-size(?![A-Za-z-])", options: .regularExpression) == nil)
    }
}
