import FontScale

/// How an iOS app names a resolved face to UIKit: a PostScript name that `UIFont(name:size:)`
/// finds, and the variation axes to apply on top through a font descriptor.
///
/// The name is one the font really carries: the face's PostScript name (name ID 6), or the
/// PostScript name of an `fvar` named instance whose every axis equals the coordinates the face
/// was resolved to. A variable font whose named instances do not match gets its default
/// instance's name and `variations` (the weight and any other axis away from its default).
/// Optical size is left out: Core Text sets opsz from the point size itself.
public struct AppFontName: Hashable, Sendable, Codable {
    /// The PostScript name, as `UIFont(name:size:)` takes it.
    public let postScriptName: String
    /// Axis values (by tag) to apply through `UIFontDescriptor`'s variation attribute; empty when
    /// the name alone is the face.
    public let variations: [String: Double]
    /// The CSS weight the face has once `variations` apply (the OS/2 weight class of a static face).
    public let weight: Int
    /// Where the name comes from.
    public let source: Source

    /// Where a PostScript name comes from.
    public enum Source: String, Hashable, Sendable, Codable {
        /// The face's own name (name ID 6): a static face, or a variable font's default instance.
        case face
        /// An `fvar` named instance whose coordinates match.
        case namedInstance = "named instance"
    }

    /// Creates a name.
    public init(postScriptName: String, variations: [String: Double], weight: Int, source: Source) {
        self.postScriptName = postScriptName
        self.variations = variations
        self.weight = weight
        self.source = source
    }

    /// The name as a person reads it, with the variations an app applies on top
    /// ("Inter-Regular + wght 600"; the name alone without variations).
    public var displayName: String { Self.displayName(postScriptName, variations: variations) }

    /// `postScriptName` followed by each of `variations` by tag ("Heebo-Regular + wght 600, wdth 87"),
    /// the one way reports write a face an app names with axes on top.
    public static func displayName(_ postScriptName: String, variations: [String: Double]) -> String {
        variations.isEmpty ? postScriptName : postScriptName + " + " + variationsText(variations)
    }

    /// The variations by tag, as `displayName` writes them after the name ("wdth 87, wght 600").
    public static func variationsText(_ variations: [String: Double]) -> String {
        variations.sorted { $0.key < $1.key }.map { "\($0.key) \(formatNumber($0.value, decimals: 3))" }
            .joined(separator: ", ")
    }
}

extension ResolvedFont {
    /// The name an app gives UIKit for this face at its coordinates; nil when the font names no
    /// PostScript name at all (then no `UIFont(name:size:)` can find it).
    public var appFontName: AppFontName? {
        let info = instance.face.info
        guard info.isVariable else {
            return info.postScriptName.map {
                AppFontName(postScriptName: $0, variations: [:], weight: info.weight, source: .face)
            }
        }
        // Every axis at the value used; opsz follows the size on the device, so it stays at its default here.
        var wanted: [String: Double] = [:]
        for axis in info.axes { wanted[axis.tag] = axis.defaultValue }
        for setting in axes where setting.tag != "opsz" { wanted[setting.tag] = setting.value }
        let weight = Int((wanted["wght"] ?? Double(info.weight)).rounded())
        let matches = { (instance: NamedInstance) in
            info.axes.allSatisfy { axis in
                abs((instance.coordinates[axis.tag] ?? axis.defaultValue) - wanted[axis.tag]!) < 0.001
            }
        }
        if let named = info.namedInstances.first(where: matches), let name = named.postScriptName {
            return AppFontName(postScriptName: name, variations: [:], weight: weight, source: .namedInstance)
        }
        guard let name = info.postScriptName else { return nil }
        let variations = wanted.filter { tag, value in
            info.axis(tag).map { abs($0.defaultValue - value) >= 0.001 } ?? false
        }
        return AppFontName(postScriptName: name, variations: variations, weight: weight, source: .face)
    }
}
