// GENERATED FILE: DO NOT EDIT. Regenerate with `make tables` (swift run fontscale-tables).
// swift-format-ignore-file
// Input: Tables/macos.tsv
// fontscale table: macOS text styles: one fixed size per style (no Dynamic Type)
// source: Apple Human Interface Guidelines, Typography > Specifications > macOS built-in text styles
// revision: HIG 2023-2025
// confidence: medium-high
// copied from: shared/reference/macos.tsv (2026-11-21); regenerate the Swift tables with: make tables

extension GeneratedTables {
    /// Provenance of Tables/macos.tsv.
    static let macosSource = TableSource(
        file: "macos.tsv",
        title: "macOS text styles: one fixed size per style (no Dynamic Type)",
        source: "Apple Human Interface Guidelines, Typography > Specifications > macOS built-in text styles",
        revision: "HIG 2023-2025",
        confidence: "medium-high"
    )

    static let macOS: [SizeRow] = [
        SizeRow(category: nil, style: .largeTitle, weight: .regular, pointSize: 26.0, leading: 32.0, emphasizedWeight: .bold, note: ""),
        SizeRow(category: nil, style: .title1, weight: .regular, pointSize: 22.0, leading: 26.0, emphasizedWeight: .bold, note: ""),
        SizeRow(category: nil, style: .title2, weight: .regular, pointSize: 17.0, leading: 22.0, emphasizedWeight: .bold, note: ""),
        SizeRow(category: nil, style: .title3, weight: .regular, pointSize: 15.0, leading: 20.0, emphasizedWeight: .semibold, note: ""),
        SizeRow(category: nil, style: .headline, weight: .bold, pointSize: 13.0, leading: 16.0, emphasizedWeight: .heavy, note: "microsoft/fluentui-apple pre-macOS-11 fallback uses weight .black"),
        SizeRow(category: nil, style: .body, weight: .regular, pointSize: 13.0, leading: 16.0, emphasizedWeight: .semibold, note: ""),
        SizeRow(category: nil, style: .callout, weight: .regular, pointSize: 12.0, leading: 15.0, emphasizedWeight: .semibold, note: ""),
        SizeRow(category: nil, style: .subheadline, weight: .regular, pointSize: 11.0, leading: 14.0, emphasizedWeight: .semibold, note: ""),
        SizeRow(category: nil, style: .footnote, weight: .regular, pointSize: 10.0, leading: 13.0, emphasizedWeight: .semibold, note: ""),
        SizeRow(category: nil, style: .caption1, weight: .regular, pointSize: 10.0, leading: 13.0, emphasizedWeight: .medium, note: ""),
        SizeRow(category: nil, style: .caption2, weight: .medium, pointSize: 10.0, leading: 13.0, emphasizedWeight: .semibold, note: ""),
    ]
}
