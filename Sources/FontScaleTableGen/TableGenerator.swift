import Foundation

/// A Swift source file the generator writes.
package struct GeneratedFile: Hashable, Sendable {
    /// The file name inside `Sources/FontScaleMetrics/Generated/`.
    package let name: String
    /// The complete file contents.
    package let contents: String
}

/// A problem in a table file, with its location.
package struct TableError: Error, CustomStringConvertible, Sendable {
    /// The table file.
    package let file: String
    /// The 1-based line number, 0 when the problem concerns the whole file.
    package let line: Int
    /// What is wrong, as "expected X, instead saw Y".
    package let message: String
    package var description: String { "\(file):\(line): error: \(message)" }
}

/// Turns `Tables/*.tsv` into the Swift tables of FontScaleMetrics.
///
/// Each generated file names the command and the table it came from and carries the table's
/// provenance header. A test compares the committed files with `generate()`.
package struct TableGenerator: Sendable {
    /// The command that regenerates the tables, named in file headers and stale-file messages.
    package static let command = "make tables"
    /// Where the generated files live, relative to the package root.
    package static let outputDirectory = "Sources/FontScaleMetrics/Generated"

    /// The folder holding the `.tsv` tables.
    package let tablesDirectory: URL

    /// Creates a generator reading tables from `tablesDirectory`.
    package init(tablesDirectory: URL) { self.tablesDirectory = tablesDirectory }

    /// Generates every Swift table file, sorted by name.
    package func generate() throws -> [GeneratedFile] {
        [
            try sizeTable("ios.tsv", swiftName: "ios", hasCategory: true, leadingColumn: "leading"),
            try sizeTable("watchos.tsv", swiftName: "watchOS", hasCategory: true, leadingColumn: "leading"),
            try sizeTable("tvos.tsv", swiftName: "tvOS", hasCategory: false, leadingColumn: "leading"),
            try sizeTable("macos.tsv", swiftName: "macOS", hasCategory: false, leadingColumn: "line_height"),
            try emphasizedTable(),
            try multiplierTable(),
            try trackingTable(),
            try androidTable(),
            try scriptTable(),
            try languageTable(),
        ].sorted { $0.name < $1.name }
    }

    // MARK: - Tables

    private func sizeTable(_ fileName: String, swiftName: String, hasCategory: Bool, leadingColumn: String) throws
        -> GeneratedFile
    {
        let table = try TSV(url: tablesDirectory.appendingPathComponent(fileName))
        var lines: [String] = []
        for row in table.rows {
            let category = hasCategory ? ".some(\(try table.category(row, "category")))" : "nil"
            let emphasized =
                table.columns.contains("emphasized_weight") ? try table.weight(row, "emphasized_weight") : "nil"
            let note = [table.optional(row, "device_default"), table.optional(row, "note")].filter { !$0.isEmpty }
                .joined(separator: "; ")
            lines.append(
                rowLiteral(
                    "SizeRow",
                    [
                        "category: \(category)",
                        "style: \(try table.style(row, "style"))",
                        "weight: \(try table.weight(row, "weight"))",
                        "pointSize: \(try table.number(row, "size"))",
                        "leading: \(try table.number(row, leadingColumn))",
                        "emphasizedWeight: \(emphasized)",
                        "note: \(swiftString(note))",
                    ]))
        }
        return makeFile(table, name: fileName, declaration: "static let \(swiftName): [SizeRow] = [", lines: lines)
    }

    private func emphasizedTable() throws -> GeneratedFile {
        let table = try TSV(url: tablesDirectory.appendingPathComponent("ios_emphasized.tsv"))
        let lines = try table.rows.map { row in
            rowLiteral(
                "EmphasisRow",
                [
                    "style: \(try table.style(row, "style"))",
                    "weight: \(try table.weight(row, "weight"))",
                    "emphasizedWeight: \(try table.weight(row, "emphasized_weight"))",
                ])
        }
        return makeFile(
            table, name: "ios_emphasized.tsv", declaration: "static let iosEmphasized: [EmphasisRow] = [", lines: lines)
    }

    private func multiplierTable() throws -> GeneratedFile {
        let table = try TSV(url: tablesDirectory.appendingPathComponent("uifontmetrics_scale.tsv"))
        let lines = try table.rows.map { row in
            rowLiteral(
                "MultiplierRow",
                [
                    "category: \(try table.category(row, "category"))",
                    "style: \(try table.style(row, "style"))",
                    "measured: \(try table.number(row, "measured_multiplier"))",
                    "multiplier: \(try table.number(row, "multiplier"))",
                    "impliedLeading: \(try table.number(row, "implied_leading"))",
                    "higLeading: \(try table.number(row, "hig_leading"))",
                    "higLeadingRatio: \(try table.number(row, "hig_leading_ratio"))",
                    "higSizeRatio: \(try table.number(row, "hig_size_ratio"))",
                    "note: \(swiftString(table.optional(row, "note")))",
                ])
        }
        return makeFile(
            table, name: "uifontmetrics_scale.tsv", declaration: "static let uiFontMetrics: [MultiplierRow] = [",
            lines: lines)
    }

    private func trackingTable() throws -> GeneratedFile {
        let table = try TSV(url: tablesDirectory.appendingPathComponent("tracking.tsv"))
        let tables: [String: String] = [
            "iOS/iPadOS/visionOS|SF Pro": ".sfPro", "iOS/iPadOS/visionOS|SF Pro Rounded": ".sfProRounded",
            "iOS/iPadOS/visionOS|New York": ".newYork", "macOS|SF Pro": ".macOSSFPro", "tvOS|SF Pro": ".tvOSSFPro",
            "watchOS|SF Compact": ".sfCompact", "watchOS|SF Compact Rounded": ".sfCompactRounded",
        ]
        let lines = try table.rows.map { row in
            let key = table.optional(row, "table") + "|" + table.optional(row, "font")
            guard let name = tables[key] else {
                throw table.error(
                    row,
                    """
                    expected a known tracking table (\(tables.keys.sorted().joined(separator: ", "))), \
                    instead saw '\(key)'
                    """
                )
            }
            return rowLiteral(
                "TrackingRow",
                [
                    "table: \(name)",
                    "pointSize: \(try table.number(row, "size_pt"))",
                    "em1000: \(try table.number(row, "tracking_em1000"))",
                    "points: \(try table.number(row, "tracking_pt"))",
                ])
        }
        return makeFile(
            table, name: "tracking.tsv", declaration: "static let tracking: [TrackingRow] = [", lines: lines)
    }

    private func androidTable() throws -> GeneratedFile {
        let table = try TSV(url: tablesDirectory.appendingPathComponent("android_nonlinear.tsv"))
        let lines = try table.rows.map { row in
            rowLiteral(
                "AndroidRow",
                [
                    "fontScale: \(try table.number(row, "scale"))",
                    "sp: \(try table.number(row, "sp"))",
                    "dp: \(try table.number(row, "dp"))",
                    "inAOSPSource: \(try table.flag(row, "in_aosp_mirror_source"))",
                    "inShippingFramework: \(try table.flag(row, "in_decompiled_framework"))",
                    "inCompose: \(try table.flag(row, "in_androidx_compose_ui_unit"))",
                ])
        }
        return makeFile(
            table, name: "android_nonlinear.tsv", declaration: "static let androidNonlinear: [AndroidRow] = [",
            lines: lines)
    }

    private func scriptTable() throws -> GeneratedFile {
        let table = try TSV(url: tablesDirectory.appendingPathComponent("scripts.tsv"))
        let lines = try table.rows.map { row in
            let direction = table.optional(row, "direction")
            guard direction == "ltr" || direction == "rtl" else {
                throw table.error(row, "direction: expected ltr or rtl, instead saw '\(direction)'")
            }
            let code = table.optional(row, "script")
            guard code.count == 4 else {
                throw table.error(row, "script: expected an ISO 15924 code such as Latn, instead saw '\(code)'")
            }
            return rowLiteral(
                "ScriptRow",
                [
                    "code: \(swiftString(code))",
                    "name: \(swiftString(table.optional(row, "name")))",
                    "rightToLeft: \(direction == "rtl")",
                    "sample: \(swiftString(table.optional(row, "sample")))",
                    "language: \(swiftString(table.optional(row, "language")))",
                    "probe: \(swiftString(table.optional(row, "probe")))",
                    "reference: \(swiftString(table.optional(row, "reference")))",
                    "fetch: \(swiftString(table.optional(row, "fetch")))",
                    "phrase: \(swiftString(table.optional(row, "phrase")))",
                    "compound: \(swiftString(table.optional(row, "compound")))",
                    "source: \(swiftString(table.optional(row, "source")))",
                ])
        }
        return makeFile(table, name: "scripts.tsv", declaration: "static let scripts: [ScriptRow] = [", lines: lines)
    }

    private func languageTable() throws -> GeneratedFile {
        let table = try TSV(url: tablesDirectory.appendingPathComponent("languages.tsv"))
        let scripts = try TSV(url: tablesDirectory.appendingPathComponent("scripts.tsv"))
        let known = Set(scripts.rows.map { scripts.optional($0, "script") })
        let lines = try table.rows.map { row in
            let script = table.optional(row, "script")
            guard known.contains(script) else {
                throw table.error(row, "script: expected a script of scripts.tsv such as Latn, instead saw '\(script)'")
            }
            return rowLiteral(
                "LanguageRow",
                [
                    "code: \(swiftString(table.optional(row, "language")))",
                    "name: \(swiftString(table.optional(row, "name")))",
                    "script: \(swiftString(script))",
                    "probe: \(swiftString(table.optional(row, "probe")))",
                    "sample: \(swiftString(table.optional(row, "sample")))",
                    "phrase: \(swiftString(table.optional(row, "phrase")))",
                    "stresses: \(swiftString(table.optional(row, "stresses")))",
                    "source: \(swiftString(table.optional(row, "source")))",
                ])
        }
        return makeFile(
            table, name: "languages.tsv", declaration: "static let languages: [LanguageRow] = [", lines: lines)
    }

    // MARK: - Output

    /// One generated table row, `    Type(label: value, ...),`, on a line of its own like its TSV row.
    private func rowLiteral(_ type: String, _ arguments: [String]) -> String {
        "    \(type)(\(arguments.joined(separator: ", "))),"
    }

    private func makeFile(_ table: TSV, name: String, declaration: String, lines: [String]) -> GeneratedFile {
        let base = name.replacingOccurrences(of: ".tsv", with: "")
        var text = """
            // GENERATED FILE: DO NOT EDIT. Regenerate with `\(Self.command)` (swift run fontscale-tables).
            // swift-format-ignore-file
            // Input: Tables/\(name)

            """
        for (key, value) in table.metadata { text += "// \(key): \(value)\n" }
        text += """

            extension GeneratedTables {
                /// Provenance of Tables/\(name).
                static let \(swiftIdentifier(base))Source = TableSource(
                    file: \(swiftString(name)),
                    title: \(swiftString(table.meta("fontscale table"))),
                    source: \(swiftString(table.meta("source"))),
                    revision: \(swiftString(table.meta("revision"))),
                    confidence: \(swiftString(table.meta("confidence")))
                )

                \(declaration)

            """
        text += lines.map { "    " + $0 }.joined(separator: "\n")
        text += "\n    ]\n}\n"
        return GeneratedFile(name: base + ".generated.swift", contents: text)
    }

    private func swiftIdentifier(_ base: String) -> String {
        let parts = base.split(separator: "_")
        return parts.enumerated().map {
            $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
        }.joined()
    }
}

/// A Swift string literal for `text`.
func swiftString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
