// GENERATED FILE: DO NOT EDIT. Regenerate with `make tables` (swift run fontscale-tables).
// swift-format-ignore-file
// Input: Tables/ios_emphasized.tsv
// fontscale table: iOS/iPadOS emphasized weight per text style (the same at every content size category)
// source: Apple Human Interface Guidelines, Typography > Specifications > iOS, iPadOS Dynamic Type sizes (Emphasized column)
// revision: one HIG revision (2023-2025)
// confidence: medium
// copied from: shared/reference/ios_emphasized.tsv (2026-11-21); regenerate the Swift tables with: make tables

extension GeneratedTables {
    /// Provenance of Tables/ios_emphasized.tsv.
    static let iosEmphasizedSource = TableSource(
        file: "ios_emphasized.tsv",
        title: "iOS/iPadOS emphasized weight per text style (the same at every content size category)",
        source: "Apple Human Interface Guidelines, Typography > Specifications > iOS, iPadOS Dynamic Type sizes (Emphasized column)",
        revision: "one HIG revision (2023-2025)",
        confidence: "medium"
    )

    static let iosEmphasized: [EmphasisRow] = [
        EmphasisRow(style: .largeTitle, weight: .regular, emphasizedWeight: .bold),
        EmphasisRow(style: .title1, weight: .regular, emphasizedWeight: .bold),
        EmphasisRow(style: .title2, weight: .regular, emphasizedWeight: .bold),
        EmphasisRow(style: .title3, weight: .regular, emphasizedWeight: .semibold),
        EmphasisRow(style: .headline, weight: .semibold, emphasizedWeight: .semibold),
        EmphasisRow(style: .body, weight: .regular, emphasizedWeight: .semibold),
        EmphasisRow(style: .callout, weight: .regular, emphasizedWeight: .semibold),
        EmphasisRow(style: .subheadline, weight: .regular, emphasizedWeight: .semibold),
        EmphasisRow(style: .footnote, weight: .regular, emphasizedWeight: .semibold),
        EmphasisRow(style: .caption1, weight: .regular, emphasizedWeight: .semibold),
        EmphasisRow(style: .caption2, weight: .regular, emphasizedWeight: .semibold),
    ]
}
