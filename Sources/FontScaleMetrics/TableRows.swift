/// Where a table came from: its file in Tables/, Apple's or Google's source and revision.
public struct TableSource: Hashable, Sendable, Codable {
    /// The file in the repository's Tables/ folder.
    public let file: String
    /// What the table holds.
    public let title: String
    /// The publication the values were copied from.
    public let source: String
    /// The revision or date of that publication.
    public let revision: String
    /// How far the values are confirmed by independent sources.
    public let confidence: String
}

/// The tables generated from Tables/ (see `Generated/`).
enum GeneratedTables {
    /// Provenance of every table, in file order.
    static let sources: [TableSource] = [
        iosSource, iosEmphasizedSource, uifontmetricsScaleSource, watchosSource, tvosSource, macosSource,
        trackingSource,
        androidNonlinearSource, scriptsSource,
    ]
}

/// One row of a platform's text style table.
struct SizeRow: Sendable {
    let category: ContentSizeCategory?
    let style: TextStyle
    let weight: FontWeight
    let pointSize: Double
    let leading: Double
    let emphasizedWeight: FontWeight?
    let note: String
}

/// One row of the iOS emphasized-weight table.
struct EmphasisRow: Sendable {
    let style: TextStyle
    let weight: FontWeight
    let emphasizedWeight: FontWeight
}

/// One row of the measured UIFontMetrics factor table.
struct MultiplierRow: Sendable {
    let category: ContentSizeCategory
    let style: TextStyle
    let measured: Double
    let multiplier: Double
    let impliedLeading: Double
    let higLeading: Double
    let higLeadingRatio: Double
    let higSizeRatio: Double
    let note: String
}

/// One row of Apple's tracking tables.
struct TrackingRow: Sendable {
    let table: TrackingTable
    let pointSize: Double
    let em1000: Double
    let points: Double
}

/// One key of Android's nonlinear font scaling tables.
struct AndroidRow: Sendable {
    let fontScale: Double
    let sp: Double
    let dp: Double
    let inAOSPSource: Bool
    let inShippingFramework: Bool
    let inCompose: Bool
}

/// One row of the writing-script table.
struct LanguageRow: Sendable {
    let code: String
    let name: String
    let script: String
    let probe: String
    let sample: String
    let phrase: String
    let stresses: String
    let source: String
}

struct ScriptRow: Sendable {
    let code: String
    let name: String
    let rightToLeft: Bool
    let sample: String
    let language: String
    let probe: String
    let reference: String
    let fetch: String
    let phrase: String
    let compound: String
    let source: String
}
