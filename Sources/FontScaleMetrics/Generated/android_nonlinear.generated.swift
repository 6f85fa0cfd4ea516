// GENERATED FILE: DO NOT EDIT. Regenerate with `make tables` (swift run fontscale-tables).
// swift-format-ignore-file
// Input: Tables/android_nonlinear.tsv
// fontscale table: Android 14+ nonlinear font scaling: sp -> dp at font scales 1.05 ... 2.0
// source: AOSP frameworks/base FontScaleConverterFactory (1.15, 1.3, 1.5, 1.8, 2.0), decompiled shipping framework (all), androidx compose ui-unit
// revision: Android 14 (API 34) and later
// confidence: high for 1.15, 1.3, 1.5, 1.8, 2.0; 1.05, 1.1, 1.2 only in shipping builds
// copied from: shared/reference/android_nonlinear.tsv (2026-11-21); regenerate the Swift tables with: make tables

extension GeneratedTables {
    /// Provenance of Tables/android_nonlinear.tsv.
    static let androidNonlinearSource = TableSource(
        file: "android_nonlinear.tsv",
        title: "Android 14+ nonlinear font scaling: sp -> dp at font scales 1.05 ... 2.0",
        source: "AOSP frameworks/base FontScaleConverterFactory (1.15, 1.3, 1.5, 1.8, 2.0), decompiled shipping framework (all), androidx compose ui-unit",
        revision: "Android 14 (API 34) and later",
        confidence: "high for 1.15, 1.3, 1.5, 1.8, 2.0; 1.05, 1.1, 1.2 only in shipping builds"
    )

    static let androidNonlinear: [AndroidRow] = [
        AndroidRow(fontScale: 1.05, sp: 8.0, dp: 8.4, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.05, sp: 10.0, dp: 10.5, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.05, sp: 12.0, dp: 12.6, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.05, sp: 14.0, dp: 14.8, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.05, sp: 18.0, dp: 18.6, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.05, sp: 20.0, dp: 20.6, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.05, sp: 24.0, dp: 24.4, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.05, sp: 30.0, dp: 30.0, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.05, sp: 100.0, dp: 100.0, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.1, sp: 8.0, dp: 8.8, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.1, sp: 10.0, dp: 11.0, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.1, sp: 12.0, dp: 13.2, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.1, sp: 14.0, dp: 15.6, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.1, sp: 18.0, dp: 19.2, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.1, sp: 20.0, dp: 21.2, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.1, sp: 24.0, dp: 24.8, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.1, sp: 30.0, dp: 30.0, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.1, sp: 100.0, dp: 100.0, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.15, sp: 8.0, dp: 9.2, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.15, sp: 10.0, dp: 11.5, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.15, sp: 12.0, dp: 13.8, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.15, sp: 14.0, dp: 16.4, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.15, sp: 18.0, dp: 19.8, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.15, sp: 20.0, dp: 21.8, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.15, sp: 24.0, dp: 25.2, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.15, sp: 30.0, dp: 30.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.15, sp: 100.0, dp: 100.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.2, sp: 8.0, dp: 9.6, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.2, sp: 10.0, dp: 12.0, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.2, sp: 12.0, dp: 14.4, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.2, sp: 14.0, dp: 17.2, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.2, sp: 18.0, dp: 20.4, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.2, sp: 20.0, dp: 22.4, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.2, sp: 24.0, dp: 25.6, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.2, sp: 30.0, dp: 30.0, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.2, sp: 100.0, dp: 100.0, inAOSPSource: false, inShippingFramework: true, inCompose: false),
        AndroidRow(fontScale: 1.3, sp: 8.0, dp: 10.4, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.3, sp: 10.0, dp: 13.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.3, sp: 12.0, dp: 15.6, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.3, sp: 14.0, dp: 18.8, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.3, sp: 18.0, dp: 21.6, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.3, sp: 20.0, dp: 23.6, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.3, sp: 24.0, dp: 26.4, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.3, sp: 30.0, dp: 30.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.3, sp: 100.0, dp: 100.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.5, sp: 8.0, dp: 12.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.5, sp: 10.0, dp: 15.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.5, sp: 12.0, dp: 18.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.5, sp: 14.0, dp: 22.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.5, sp: 18.0, dp: 24.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.5, sp: 20.0, dp: 26.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.5, sp: 24.0, dp: 28.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.5, sp: 30.0, dp: 30.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.5, sp: 100.0, dp: 100.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.8, sp: 8.0, dp: 14.4, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.8, sp: 10.0, dp: 18.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.8, sp: 12.0, dp: 21.6, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.8, sp: 14.0, dp: 24.4, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.8, sp: 18.0, dp: 27.6, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.8, sp: 20.0, dp: 30.8, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.8, sp: 24.0, dp: 32.8, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.8, sp: 30.0, dp: 34.8, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 1.8, sp: 100.0, dp: 100.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 2.0, sp: 8.0, dp: 16.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 2.0, sp: 10.0, dp: 20.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 2.0, sp: 12.0, dp: 24.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 2.0, sp: 14.0, dp: 26.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 2.0, sp: 18.0, dp: 30.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 2.0, sp: 20.0, dp: 34.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 2.0, sp: 24.0, dp: 36.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 2.0, sp: 30.0, dp: 38.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
        AndroidRow(fontScale: 2.0, sp: 100.0, dp: 100.0, inAOSPSource: true, inShippingFramework: true, inCompose: true),
    ]
}
