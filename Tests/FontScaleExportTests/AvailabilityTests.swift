import FontScaleExport
import FontScaleTestSupport
import Foundation
import Testing

/// An Apple API the generated Swift may call, with the iOS release that introduced it
/// (`StandIn/availability.tsv`, each row citing the API's page on developer.apple.com).
struct AppleAPI: Sendable {
    /// The API's name as Apple's page titles it ("View.tracking(_:)").
    let name: String
    /// A regular expression for a use of the API in code.
    let pattern: String
    /// The iOS release that introduced it.
    let introduced: [Int]
    /// Apple's page for the API.
    let url: String
    /// The stand-in file declaring it, and the text of that declaration.
    let standInFile: String
    let standInDeclaration: String

    static let file = Fixture.root.appendingPathComponent("Tests/FontScaleExportTests/StandIn/availability.tsv")

    /// The cited table.
    static func table() throws -> [AppleAPI] {
        let rows = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        return rows.dropFirst().map { row in
            let cells = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return AppleAPI(
                name: cells[0], pattern: cells[1], introduced: Availability.version(cells[2]), url: cells[3],
                standInFile: cells[4], standInDeclaration: cells[5])
        }
    }
}

/// Checks that generated Swift uses an API newer than the deployment target its header states only
/// where `if #available(iOS X, ...)` or `@available(iOS X, ...)` guarantees X at least the API's
/// release. swiftc on Linux ignores iOS availability, so this check is separate from type-checking.
enum Availability {
    static func version(_ text: String) -> [Int] { text.split(separator: ".").compactMap { Int($0) } }

    static func atLeast(_ a: [Int], _ b: [Int]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            if x != y { return x > y }
        }
        return true
    }

    /// The iOS release the header states ("// Deployment target: iOS 14.0+"), nil when none.
    static func deploymentTarget(_ source: String) throws -> [Int]? {
        guard let match = source.firstMatch(of: try Regex(#"// Deployment target: iOS ([0-9.]+)\+"#)),
            let number = match.output[1].substring
        else { return nil }
        return version(String(number))
    }

    /// The source with comments and string literals blanked (same length, newlines kept), so a
    /// doc comment that names an API is no use of it.
    static func code(_ source: String) -> [Character] {
        var out = Array(source)
        var index = 0
        while index < out.count {
            if out[index] == "/", index + 1 < out.count, out[index + 1] == "/" {
                while index < out.count, out[index] != "\n" {
                    out[index] = " "
                    index += 1
                }
            } else if out[index] == "\"" {
                index += 1
                while index < out.count, out[index] != "\"", out[index] != "\n" {
                    if out[index] == "\\" {
                        out[index] = " "
                        index += 1
                    }
                    if index < out.count, out[index] != "\n" { out[index] = " " }
                    index += 1
                }
                index += 1
            } else {
                index += 1
            }
        }
        return out
    }

    /// Every use of a table API the stated deployment target and its enclosing `#available` /
    /// `@available` blocks do not cover, as "line N: API (iOS X) needs iOS X, has Y".
    static func violations(_ source: String, apis: [AppleAPI]) throws -> [String] {
        guard let target = try deploymentTarget(source) else { return ["no deployment target stated"] }
        let text = String(code(source))
        // Offsets (in Characters) of each event: an availability condition, a brace, an API use.
        var guards: [Int: [Int]] = [:]
        for match in text.matches(of: try Regex(#"[#@]available\(iOS ([0-9.]+)"#)) {
            guard let number = match.output[1].substring else { continue }
            guards[text.distance(from: text.startIndex, to: match.range.lowerBound)] = version(String(number))
        }
        var uses: [Int: [AppleAPI]] = [:]
        for api in apis {
            let regex = try Regex(api.pattern)
            for match in text.matches(of: regex) {
                uses[text.distance(from: text.startIndex, to: match.range.lowerBound), default: []].append(api)
            }
        }
        var stack = [target]
        var pending: [Int]?
        var line = 1
        var found: [String] = []
        for (offset, character) in text.enumerated() {
            if let version = guards[offset] { pending = version }
            for api in uses[offset] ?? [] where !atLeast(stack.last!, api.introduced) {
                let has = stack.last!.map(String.init).joined(separator: ".")
                found.append(
                    "line \(line): \(api.name) needs iOS \(api.introduced.map(String.init).joined(separator: ".")), has \(has)"
                )
            }
            switch character {
            case "\n": line += 1
            case "{":
                let enclosing = stack.last!
                stack.append(pending.map { atLeast($0, enclosing) ? $0 : enclosing } ?? enclosing)
                pending = nil
            case "}": if stack.count > 1 { stack.removeLast() }
            default: break
            }
        }
        return found
    }
}

@Suite struct AvailabilityTests {
    /// The SwiftUI modifier as fontscale wrote it before issue 31: `.tracking(_:)` (iOS 16.0 on
    /// View) on the pre-iOS 26 path, outside any `#available` that guarantees 16.
    static let preIssue31 = """
        // Generated by fontscale from pipeline.yml.
        // Deployment target: iOS 14.0+ (newer APIs only under `if #available`).
        import SwiftUI

        struct AppTextStyleModifier: ViewModifier {
            @ViewBuilder func body(content: Content) -> some View {
                if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                    content.font(style.font).lineHeight(.exact(points: lineHeight)).tracking(tracking)
                } else {
                    content.font(style.font).lineSpacing(lineSpacing).tracking(tracking)
                }
            }
        }
        """

    @Test func catchesTheOldTracking() throws {
        let found = try Availability.violations(Self.preIssue31, apis: try AppleAPI.table())
        #expect(found == ["line 10: View.tracking(_:) needs iOS 16.0, has 14.0"], "\(found)")
        // Without a stated deployment target nothing can be checked: that is a failure too.
        let unstated = Self.preIssue31.replacingOccurrences(of: "// Deployment target: iOS 14.0+", with: "//")
        #expect(try Availability.violations(unstated, apis: try AppleAPI.table()) == ["no deployment target stated"])
    }

    /// The guard counts only where it encloses the use; comments and strings are no use; an
    /// `@available` declaration covers its body.
    @Test func guardsAndComments() throws {
        let apis = try AppleAPI.table()
        let source = """
            // Deployment target: iOS 14.0+
            // content.tracking(1) in a comment
            let s = ".tracking(1)"
            @available(iOS 16.0, *)
            func f(_ v: some View) -> some View { v.tracking(1) }
            func g(_ v: some View) -> some View { v.kerning(1) }
            """
        let found = try Availability.violations(source, apis: apis)
        #expect(found == ["line 6: View.kerning(_:) needs iOS 16.0, has 14.0"], "\(found)")
    }

    /// Every table row cites Apple's page, and the stand-in declares the API with the same iOS
    /// availability: a stand-in may not contradict the real API.
    @Test func standInsMatchApplesAvailability() throws {
        let table = try AppleAPI.table()
        #expect(table.count >= 10)
        for api in table {
            #expect(api.url.hasPrefix("https://developer.apple.com/documentation/"), "\(api.name)")
            let file = Fixture.root.appendingPathComponent("Tests/FontScaleExportTests/StandIn/\(api.standInFile)")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(api.standInDeclaration), "\(api.name) is not in \(api.standInFile)")
            let version = try Self.stated(api.standInDeclaration, in: text)
            #expect(version == api.introduced, "\(api.name): the stand-in says iOS \(version ?? []), Apple \(api.url)")
        }
        // The stand-in as it was before issue 31: View.tracking(_:) with no availability.
        let old = "extension View {\n    public func tracking(_ tracking: CGFloat) -> some View { self }\n}\n"
        #expect(try Self.stated("func tracking(_ tracking: CGFloat)", in: old) == nil)
    }

    /// The iOS release in the `@available` attributes directly above the declaration, nil when none.
    static func stated(_ declaration: String, in text: String) throws -> [Int]? {
        let lines = text.split(separator: "\n").map(String.init)
        guard let index = lines.firstIndex(where: { $0.contains(declaration) }) else { return nil }
        let attributes = lines[..<index].reversed().prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@") }
        let stated = try attributes.compactMap { try Regex(#"@available\(iOS ([0-9.]+)"#).firstMatch(in: $0) }.first
        return stated.flatMap { $0.output[1].substring }.map { Availability.version(String($0)) }
    }
}
