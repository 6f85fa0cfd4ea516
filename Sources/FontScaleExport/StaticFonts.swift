import FontScale
import FontScaleFonts
import Foundation

/// A static instance of a variable font that `export --format fonts` writes for Android below
/// API 28 (`ExportOptions.minimumSDK`), where `android:fontVariationSettings` is ignored and a
/// variable font draws its default instance; the android and compose formats refer to it.
public struct StaticFont: Sendable, Equatable {
    /// The variable font it is cut from.
    public let face: ExportFace
    /// The family name the styles use.
    public let family: String
    /// The value of every axis of the font, by tag: the style's weight, the axes the config sets,
    /// the font's defaults for the rest (what `fontVariationSettings` asks for from API 28).
    public let location: [String: Double]
    /// The file's name in `android/font/`: a resource name Android accepts ("inter_wght600.ttf").
    public let name: String
    /// The weight the instance is (its wght, else the face's weight class).
    public let weight: Int
    /// Whether the face is italic.
    public let italic: Bool
    /// The config's styles drawn with it, in config order.
    public let styles: [String]

    /// The resource name, without the extension.
    public var resource: String { String(name.prefix { $0 != "." }) }

    /// The instance's bytes (HarfBuzz's instancer, each character's advance checked against the
    /// variable font at `location`).
    public func data() throws -> Data {
        try FontFace(path: face.path, index: face.index).staticInstance(at: location)
    }
}

extension FontAssets {
    /// The API level from which Android's XML applies a variable font's axes
    /// (`android:fontVariationSettings`, `android:textFontWeight`): below it, styles use static instances.
    public static let variableFontsXML = 28
    /// The API level from which Compose applies `FontVariation.Settings`.
    public static let variableFontsCompose = 26

    /// The axis values a style asks of its variable font, nil for a static font or one that did
    /// not resolve.
    static func location(_ style: ExportStyle) -> [String: Double]? {
        guard let face = style.face, !face.axisDefaults.isEmpty else { return nil }
        var location = face.axisDefaults
        if let range = face.weightRange {
            location["wght"] = Double(min(max(style.weight.rawValue, range.lowerBound), range.upperBound))
        }
        for (tag, value) in style.requestedAxes { location[tag] = value }
        return location
    }

    /// The static instances the styles of `model` need, in order of first use, and for each style
    /// the index of its instance (nil for a static font).
    public static func staticFonts(_ model: ExportModel) -> (fonts: [StaticFont], byStyle: [Int?]) {
        // An instance's resource never takes a family XML's name or a copied file's.
        var names = Set(model.styles.map { WebAndAndroidExporter.fontResource($0.family) })
        for style in model.styles {
            guard let face = style.face else { continue }
            names.insert(
                WebAndAndroidExporter.fontResource(
                    URL(fileURLWithPath: face.path).deletingPathExtension().lastPathComponent))
        }
        var fonts: [StaticFont] = [], keys: [String] = []
        var styles: [[String]] = [], byStyle: [Int?] = []
        for style in model.styles {
            guard let face = style.face, let location = location(style) else {
                byStyle.append(nil)
                continue
            }
            let key =
                "\(face.path)#\(face.index)#"
                + location.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                .joined(separator: ",")
            if let index = keys.firstIndex(of: key) {
                styles[index].append(style.name)
                byStyle.append(index)
                continue
            }
            var base = WebAndAndroidExporter.fontResource(style.family)
            let family = base
            for tag in location.keys.sorted() where tag == "wght" || location[tag] != face.axisDefaults[tag] {
                let value = formatNumber(location[tag]!, decimals: 3).replacingOccurrences(of: ".", with: "_")
                base += "_" + WebAndAndroidExporter.fontResource(tag) + value.replacingOccurrences(of: "-", with: "m")
            }
            if base == family { base += "_default" }  // no wght axis and every axis at its default
            if face.italic { base += "_italic" }
            if face.index != 0 { base += "_\(face.index)" }
            var resource = base, number = 2
            while !names.insert(resource).inserted {
                resource = base + "_\(number)"
                number += 1
            }
            let ext = URL(fileURLWithPath: face.path).pathExtension.lowercased()
            keys.append(key)
            styles.append([style.name])
            byStyle.append(fonts.count)
            fonts.append(
                StaticFont(
                    face: face, family: style.family, location: location,
                    name: resource + "." + (ext == "otf" ? "otf" : "ttf"),
                    weight: location["wght"].map { Int($0.rounded()) } ?? face.weight, italic: face.italic, styles: []))
        }
        fonts = fonts.enumerated().map { index, font in
            StaticFont(
                face: font.face, family: font.family, location: font.location, name: font.name, weight: font.weight,
                italic: font.italic, styles: styles[index])
        }
        return (fonts, byStyle)
    }
}
