// GENERATED FILE: DO NOT EDIT. Regenerate with `make tables` (swift run fontscale-tables).
// swift-format-ignore-file
// Input: Tables/tvos.tsv
// fontscale table: tvOS text styles: one fixed size per style (no Dynamic Type)
// source: Apple Human Interface Guidelines, Typography > Specifications > tvOS
// revision: HIG 2023-2025
// confidence: medium-high
// copied from: shared/reference/tvos.tsv (2026-11-21); regenerate the Swift tables with: make tables

extension GeneratedTables {
    /// Provenance of Tables/tvos.tsv.
    static let tvosSource = TableSource(
        file: "tvos.tsv",
        title: "tvOS text styles: one fixed size per style (no Dynamic Type)",
        source: "Apple Human Interface Guidelines, Typography > Specifications > tvOS",
        revision: "HIG 2023-2025",
        confidence: "medium-high"
    )

    static let tvOS: [SizeRow] = [
        SizeRow(category: nil, style: .title1, weight: .medium, pointSize: 76.0, leading: 96.0, emphasizedWeight: .bold, note: ""),
        SizeRow(category: nil, style: .title2, weight: .medium, pointSize: 57.0, leading: 66.0, emphasizedWeight: .bold, note: ""),
        SizeRow(category: nil, style: .title3, weight: .medium, pointSize: 48.0, leading: 56.0, emphasizedWeight: .bold, note: ""),
        SizeRow(category: nil, style: .headline, weight: .medium, pointSize: 38.0, leading: 46.0, emphasizedWeight: .bold, note: ""),
        SizeRow(category: nil, style: .subtitle1, weight: .regular, pointSize: 38.0, leading: 46.0, emphasizedWeight: .medium, note: ""),
        SizeRow(category: nil, style: .callout, weight: .medium, pointSize: 31.0, leading: 38.0, emphasizedWeight: .bold, note: ""),
        SizeRow(category: nil, style: .body, weight: .medium, pointSize: 29.0, leading: 36.0, emphasizedWeight: .bold, note: ""),
        SizeRow(category: nil, style: .caption1, weight: .medium, pointSize: 25.0, leading: 32.0, emphasizedWeight: .bold, note: "June-2023 HIG capture: weight Regular, emphasized Medium"),
        SizeRow(category: nil, style: .caption2, weight: .medium, pointSize: 23.0, leading: 30.0, emphasizedWeight: .bold, note: ""),
    ]
}
