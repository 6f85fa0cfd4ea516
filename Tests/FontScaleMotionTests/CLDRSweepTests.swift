import FontScaleMotion
import FontScaleTestSupport
import Foundation
import Testing

/// Every locale Foundation lists, counted in every style, against CLDR's own data for the version
/// fontscale follows (``CountFormat/cldrVersion``): Tests/tools/cldr_numbers_reference.py builds
/// each number from the pinned Babel wheel's CLDR data (scripts/fetch-test-tools.sh installs it).
/// Compared: the number from its first digit to its last (digits, group and decimal symbols,
/// grouping); signs, currency symbols and their spacing are Foundation's and not compared.
@Suite struct CLDRSweepTests {
    struct Case: Codable {
        let locale: String, style: String, digits: Int, value: String
        let code: String?
    }
    struct Expected: Codable { let numeral: String, group: String }
    struct Reference: Codable { let cldr: String, expected: [Expected] }

    static let counts: [(String, Int, String)] = [
        ("decimal", 0, "0"), ("decimal", 0, "7"), ("decimal", 0, "999"), ("decimal", 0, "1000"),
        ("decimal", 0, "1234"), ("decimal", 0, "12345"), ("decimal", 0, "123456"), ("decimal", 0, "1234567"),
        ("decimal", 0, "12345678"), ("decimal", 0, "1000000000"), ("decimal", 0, "-1234567"),
        ("decimal", 2, "1234567.89"), ("decimal", 2, "-0.5"), ("fixed", 2, "1234567.89"),
        ("currency", 2, "1234567"), ("currency", 2, "-1234.5"), ("currency", 0, "42017"),
        ("percent", 0, "0.5"), ("percent", 1, "0.125"), ("percent", 0, "12345.67"),
    ]

    /// The sweep's cases: each count above in each listed locale; currency in the locale's own
    /// currency (Foundation's, for locales with a region) and in US dollars.
    static func cases() -> [Case] {
        Locale.availableIdentifiers.sorted().flatMap { identifier in
            let own = Locale(identifier: identifier).currency?.identifier
            return counts.flatMap { style, digits, value -> [Case] in
                guard style == "currency" else {
                    return [Case(locale: identifier, style: style, digits: digits, value: value, code: nil)]
                }
                let codes: [String] = (own.map { [$0] } ?? []) + ["USD"]
                return codes.map {
                    Case(locale: identifier, style: style, digits: digits, value: value, code: $0)
                }
            }
        }
    }

    static func format(_ test: Case) throws -> String {
        let style: CountFormat.Style =
            switch test.style {
            case "fixed": .fixed
            case "currency": .currency(test.code!)
            case "percent": .percent
            default: .decimal
            }
        return try CountFormat(style, fractionDigits: test.digits, locale: test.locale).string(
            for: Decimal(string: test.value)!)
    }

    /// `text` from its first decimal digit to its last.
    static func numeral(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.numericType == .decimal }
        guard let first = scalars.firstIndex(where: isDigit), let last = scalars.lastIndex(where: isDigit) else {
            return ""
        }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    @Test func everyLocaleCountsInCLDRDigitsAndGrouping() throws {
        let cases = Self.cases()
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-cldr-\(getpid())-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        try JSONEncoder().encode(cases).write(to: input)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let run = try Command.run(
            "/bin/sh",
            [
                "-c", "python3 \"$0\" \"$1\"",
                Fixture.root.appendingPathComponent("Tests/tools/cldr_numbers_reference.py").path, input.path,
            ],
            environment: ["PYTHONPATH": Fixture.root.appendingPathComponent(".tools/python").path, "PATH": path])
        try #require(
            run.status == 0, "the CLDR reference failed (run scripts/fetch-test-tools.sh for Babel): \(run.stderr)")
        let reference = try JSONDecoder().decode(Reference.self, from: Data(run.stdout.utf8))
        #expect(reference.cldr == CountFormat.cldrVersion)
        try #require(reference.expected.count == cases.count)

        var minimumGrouping: [String] = [], unexplained: [String] = []
        for (test, expected) in zip(cases, reference.expected) {
            let actual = Self.numeral(try Self.format(test))
            if actual == expected.numeral { continue }
            // Babel's CLDR data has no minimumGroupingDigits: Foundation's ICU leaves 1234 ungrouped
            // where the locale's minimum is 2 (es, pl, bg...).
            if actual == expected.numeral.replacingOccurrences(of: expected.group, with: "") {
                minimumGrouping.append(test.locale)
                continue
            }
            unexplained.append(
                "\(test.locale) \(test.style) \(test.code ?? "") \(test.value): \(actual) vs \(expected.numeral)")
        }
        #expect(cases.count > 20_000 && Set(cases.map(\.locale)).count == Locale.availableIdentifiers.count)
        #expect(
            unexplained.isEmpty,
            "\(unexplained.count) of \(cases.count) numbers differ from CLDR \(reference.cldr):\n\(unexplained.prefix(30).joined(separator: "\n"))"
        )
        // Only 4-digit integers can be left ungrouped by a minimum of 2 (5 by a minimum of 3).
        #expect(Set(minimumGrouping).count < 200, "\(Set(minimumGrouping).count) locales")
    }

    @Test func generatedTableIsCurrent() throws {
        let run = try Command.run(
            "/bin/sh",
            ["-c", "python3 \"$0\" --stdout", Fixture.root.appendingPathComponent("scripts/gen-cldr-numbers.py").path],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        try #require(run.status == 0, "\(run.stderr)")
        let committed = try String(
            contentsOf: Fixture.root.appendingPathComponent(
                "Sources/FontScaleMotion/Generated/cldr_numbers.generated.swift"), encoding: .utf8)
        #expect(
            committed == run.stdout,
            "Sources/FontScaleMotion/Generated/cldr_numbers.generated.swift is out of date: run scripts/gen-cldr-numbers.py"
        )
    }
}
