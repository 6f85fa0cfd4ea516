/// Which of Android's nonlinear font scaling tables to use.
public enum AndroidTableSet: String, CaseIterable, Hashable, Sendable, Codable {
    /// Every table shipping Android 14+ builds carry: 1.05, 1.1, 1.15, 1.2, 1.3, 1.5, 1.8, 2.0.
    case shipping
    /// Only the tables in AOSP's source and androidx Compose: 1.15, 1.3, 1.5, 1.8, 2.0.
    case aosp
}

/// An sp value converted to dp by Android 14+ nonlinear font scaling.
public struct AndroidConversion: Hashable, Sendable, Codable {
    /// How the dp value was found.
    public enum Method: String, Hashable, Sendable, Codable {
        /// No curve applies at this font scale: dp = sp x scale.
        case linear
        /// The font scale has its own table.
        case table
        /// The font scale lies between two tables: each key's dp interpolated linearly in the scale.
        case interpolatedTables
    }

    /// The value in sp.
    public let sp: Double
    /// The user's font scale.
    public let fontScale: Double
    /// The value in dp.
    public let dp: Double
    /// How `dp` was found.
    public let method: Method
}

/// Android 14+ nonlinear font scaling (`FontScaleConverterFactory`), from Tables/android_nonlinear.tsv.
///
/// Lookup rules: an sp key gives its dp; between keys, linear interpolation; below the first
/// key, interpolation from (0, 0); above the last key (100 sp), dp = sp. Between two tables,
/// each key's dp is interpolated linearly in the font scale. Below the first table and above
/// the last, no curve applies: dp = sp x scale.
public enum AndroidNonlinear {
    /// The standard font scale steps of Android's font size setting (Pixel, Android 14).
    public static let standardFontScales: [Double] = [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0]

    private struct Curve {
        let fontScale: Double
        let sp: [Double]
        let dp: [Double]
    }

    private static func curves(_ set: AndroidTableSet) -> [Curve] {
        let rows = GeneratedTables.androidNonlinear.filter {
            set == .shipping ? $0.inShippingFramework : $0.inAOSPSource
        }
        return Dictionary(grouping: rows, by: \.fontScale).map { scale, rows in
            let sorted = rows.sorted { $0.sp < $1.sp }
            return Curve(fontScale: scale, sp: sorted.map(\.sp), dp: sorted.map(\.dp))
        }.sorted { $0.fontScale < $1.fontScale }
    }

    private static let shippingCurves = curves(.shipping)
    private static let aospCurves = curves(.aosp)

    /// The font scales that have a table of their own in `set`.
    public static func tableScales(_ set: AndroidTableSet = .shipping) -> [Double] {
        (set == .shipping ? shippingCurves : aospCurves).map(\.fontScale)
    }

    /// Converts `sp` to dp at `fontScale`.
    public static func convert(sp: Double, fontScale: Double, tables set: AndroidTableSet = .shipping)
        -> AndroidConversion
    {
        let curves = set == .shipping ? shippingCurves : aospCurves
        let epsilon = 1e-9
        guard let first = curves.first, let last = curves.last,
            fontScale >= first.fontScale - epsilon, fontScale <= last.fontScale + epsilon
        else {
            return AndroidConversion(sp: sp, fontScale: fontScale, dp: sp * fontScale, method: .linear)
        }
        if let exact = curves.first(where: { abs($0.fontScale - fontScale) < epsilon }) {
            return AndroidConversion(sp: sp, fontScale: fontScale, dp: lookup(sp, exact.sp, exact.dp), method: .table)
        }
        let upper = curves.firstIndex { $0.fontScale > fontScale }!
        let low = curves[upper - 1], high = curves[upper]
        let t = (fontScale - low.fontScale) / (high.fontScale - low.fontScale)
        let dp = zip(low.dp, high.dp).map { $0 + t * ($1 - $0) }
        return AndroidConversion(sp: sp, fontScale: fontScale, dp: lookup(sp, low.sp, dp), method: .interpolatedTables)
    }

    /// Piecewise-linear lookup through (0, 0) and the keys; past the last key, its dp/sp ratio.
    private static func lookup(_ sp: Double, _ keys: [Double], _ values: [Double]) -> Double {
        let sign: Double = sp < 0 ? -1 : 1
        let value = abs(sp)
        if let index = keys.firstIndex(of: value) { return sign * values[index] }
        guard let upper = keys.firstIndex(where: { $0 > value }) else {
            return sign * value * (values.last! / keys.last!)
        }
        let lowKey = upper == 0 ? 0 : keys[upper - 1], lowValue = upper == 0 ? 0 : values[upper - 1]
        let t = (value - lowKey) / (keys[upper] - lowKey)
        return sign * (lowValue + t * (values[upper] - lowValue))
    }
}
