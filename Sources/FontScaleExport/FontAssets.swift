import FontScale
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// `export --format fonts`: the font files a type scale resolved to, copied whole into `fonts/`
/// under names Android accepts, and the text that declares them on each platform: `fonts.css`
/// (`@font-face`), `UIAppFonts.plist` (Info.plist's `UIAppFonts`), `android/font/<family>.xml`
/// and `fonts-manifest.json` (every file with its licence and SHA-256).
public struct FontAssets: Sendable {
    /// One copied font file.
    public struct CopiedFont: Sendable, Equatable {
        /// The file as resolved.
        public let face: ExportFace
        /// The family name the styles use (the CSS and Android family).
        public let family: String
        /// The copy's name in `fonts/`: lower-case ASCII letters, digits and underscores, the extension kept.
        public let name: String
        /// The (weight, italic) pairs the config's styles set in it, sorted.
        public let used: [UsedWeight]
        /// The config's styles that use it, in config order.
        public let styles: [String]
    }

    /// A weight and slant a style sets in a file.
    public struct UsedWeight: Sendable, Hashable, Comparable {
        /// The CSS weight.
        public let weight: Int
        /// Italic.
        public let italic: Bool
        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.weight, lhs.italic ? 1 : 0) < (rhs.weight, rhs.italic ? 1 : 0)
        }
    }

    /// The files to copy, in order of first use.
    public let fonts: [CopiedFont]
    /// The static instances Android needs below API 28 (`ExportOptions.minimumSDK`), written to
    /// `android/font/`; empty from 28 on.
    public let instances: [StaticFont]
    /// The folder the instances and the Android font families go to, inside the output folder.
    public static let androidFolder = "android/font"
    /// The config's file name, cited in headers.
    public let source: String
    /// The export's settings (the minimum Android SDK; how headers name the command that writes them again).
    public let options: ExportOptions
    /// How the headers name the command that writes them again.
    public var commands: ExportCommands { options.commands }

    /// The folder the copies go to, inside the output folder.
    public static let fontFolder = "fonts"

    /// The assets of `model`; a style whose font did not resolve is left out (the CLI refuses
    /// unresolved fonts unless `--allow-missing-fonts`).
    public init(model: ExportModel, source: String, options: ExportOptions = ExportOptions()) {
        self.source = source
        self.options = options
        instances = options.minimumSDK < Self.variableFontsXML ? Self.staticFonts(model).fonts : []
        var order: [String] = []
        var faces: [String: ExportFace] = [:], families: [String: String] = [:]
        var used: [String: Set<UsedWeight>] = [:], styles: [String: [String]] = [:]
        for style in model.styles {
            guard let face = style.face else { continue }
            let key = "\(face.path)#\(face.index)"
            if faces[key] == nil {
                order.append(key)
                faces[key] = face
                families[key] = style.family
            }
            used[key, default: []].insert(UsedWeight(weight: style.weight.rawValue, italic: style.italic))
            styles[key, default: []].append(style.name)
        }
        // Android names a resource without its extension, and the family XML (`font/<family>.xml`)
        // shares the folder: a file named like its family (Heebo.ttf) or two files differing only in
        // their extension would be one resource twice (aapt2: "has a conflicting value").
        var names = Set(families.values.map(WebAndAndroidExporter.fontResource))
        fonts = order.map { key in
            let face = faces[key]!
            let url = URL(fileURLWithPath: face.path)
            let ext = url.pathExtension.lowercased()
            var base = WebAndAndroidExporter.fontResource(url.deletingPathExtension().lastPathComponent)
            if face.index != 0 { base += "_\(face.index)" }
            var resource = names.contains(base) && !names.contains(base + "_file") ? base + "_file" : base
            var number = 2
            while !names.insert(resource).inserted {
                resource = base + "_\(number)"
                number += 1
            }
            let name = resource + (ext.isEmpty ? "" : "." + ext)
            return CopiedFont(
                face: face, family: families[key]!, name: name, used: used[key]!.sorted(), styles: styles[key]!)
        }
    }

    /// The text files, by path inside the output folder, in the order they are listed.
    public func textFiles() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = [("fonts.css", css()), ("UIAppFonts.plist", infoPlist())]
        var families: [String] = []
        for font in fonts where !families.contains(font.family) { families.append(font.family) }
        for family in families {
            files.append(
                (
                    "\(Self.androidFolder)/\(WebAndAndroidExporter.fontResource(family)).xml",
                    androidFamily(family, fonts.filter { $0.family == family })
                ))
        }
        files.append(("fonts-manifest.json", try manifest()))
        return files
    }

    /// Whether a file is a web font (WOFF or WOFF2), which iOS and Android do not load from the app.
    static func isWebFont(_ name: String) -> Bool { name.hasSuffix(".woff") || name.hasSuffix(".woff2") }

    /// The CSS `format()` of a file by its extension.
    static func cssFormat(_ name: String) -> String {
        if name.hasSuffix(".woff2") { return "woff2" }
        if name.hasSuffix(".woff") { return "woff" }
        if name.hasSuffix(".otf") { return "opentype" }
        if name.hasSuffix(".ttc") || name.hasSuffix(".otc") { return "collection" }
        return "truetype"
    }

    /// `@font-face` per file: a variable font's whole wght range (and its wdth range as
    /// `font-stretch`, its slnt range as `font-style: oblique`), a static face's weight, `font-display: swap`.
    func css() -> String {
        let cited = CSS.comment(source)
        var out =
            "/* Generated by fontscale from \(cited). Do not edit: run `\(commands.command(.fonts, cited, options))`. */\n"
        out +=
            "/* The font files are in \(Self.fontFolder)/ beside this file; the families are those of \(commands.format(.css)). */\n"
        for font in fonts {
            let weight = font.face.weightRange.map { "\($0.lowerBound) \($0.upperBound)" } ?? "\(font.face.weight)"
            out += "\n@font-face {\n"
            out += "  font-family: \(CSS.string(font.family));\n"
            out +=
                "  src: url(\(CSS.string(Self.fontFolder + "/" + font.name))) format(\"\(Self.cssFormat(font.name))\");\n"
            out += "  font-weight: \(weight);\n"
            if let width = font.face.widthRange {
                out += "  font-stretch: \(formatNumber(width.lowerBound))% \(formatNumber(width.upperBound))%;\n"
            }
            if let slant = font.face.slantRange, !font.face.italic {
                // CSS angles lean right when positive; slnt leans right when negative.
                out +=
                    "  font-style: oblique \(formatNumber(-slant.upperBound))deg \(formatNumber(-slant.lowerBound))deg;\n"
            } else {
                out += "  font-style: \(font.face.italic ? "italic" : "normal");\n"
            }
            out += "  font-display: swap;\n}\n"
        }
        return out
    }

    /// A property list with `UIAppFonts`: merge it into Info.plist (PlistBuddy's Merge) and add the
    /// files to the app target.
    func infoPlist() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        out +=
            "<!-- Generated by fontscale from \(XML.escape(source).replacingOccurrences(of: "--", with: "- -")): merge into Info.plist; add the files in \(Self.fontFolder)/ to the app target. -->\n"
        out += "<plist version=\"1.0\">\n<dict>\n    <key>UIAppFonts</key>\n    <array>\n"
        for font in fonts where !Self.isWebFont(font.name) {
            out += "        <string>\(XML.escape(font.name))</string>\n"
        }
        out += "    </array>\n</dict>\n</plist>\n"
        return out
    }

    /// An Android font family (`res/font/<family>.xml`): a `<font>` per weight and style the
    /// config uses, a variable font's weight set through `fontVariationSettings`.
    func androidFamily(_ family: String, _ fonts: [CopiedFont]) -> String {
        let cut = instances.filter { $0.family == family }
        if !cut.isEmpty { return instanceFamily(family, fonts, cut) }
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out +=
            "<!-- Generated by fontscale from \(XML.escape(source).replacingOccurrences(of: "--", with: "- -")). Copy the files in \(Self.fontFolder)/ into res/font/ beside this file.\n"
        out +=
            "     Font families in XML need API 26 (aapt2 links them from minSdk 21; below API 26 TextView ignores them);\n"
        out +=
            "     android:fontVariationSettings takes effect from API 28 (below it a variable font draws its default instance):\n"
        out += "     AndroidX's app: attributes, which would carry them lower, are not written. -->\n"
        out += "<font-family xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
        for font in fonts {
            let resource = String(font.name.prefix { $0 != "." })
            if Self.isWebFont(font.name) {
                out += "    <!-- \(XML.escape(font.name)): Android does not load WOFF files; add a TTF or OTF. -->\n"
                continue
            }
            let weights =
                font.face.weightRange == nil
                ? [UsedWeight(weight: font.face.weight, italic: font.face.italic)] : font.used
            for used in weights {
                out += "    <font android:font=\"@font/\(XML.escape(resource))\" android:fontWeight=\"\(used.weight)\""
                out += " android:fontStyle=\"\(font.face.italic || used.italic ? "italic" : "normal")\""
                if font.face.index != 0 { out += " android:ttcIndex=\"\(font.face.index)\"" }
                if font.face.weightRange != nil {
                    out += " android:fontVariationSettings=\"'wght' \(used.weight)\""
                }
                out += " />\n"
            }
        }
        out += "</font-family>\n"
        return out
    }

    /// An Android font family below API 28: a `<font>` per static instance beside it, with its
    /// weight and style, and the family's static files.
    func instanceFamily(_ family: String, _ fonts: [CopiedFont], _ cut: [StaticFont]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out +=
            "<!-- Generated by fontscale from \(XML.escape(source).replacingOccurrences(of: "--", with: "- -")) for minSdk \(options.minimumSDK). Copy this folder's files and \(Self.fontFolder)/'s into res/font/.\n"
        out +=
            "     Below API \(Self.variableFontsXML) Android ignores a variable font's axes, so each weight and axis setting the styles use is a\n"
        out +=
            "     static instance of the variable font here (HarfBuzz's instancer); the styles name them directly. Font families\n"
        out += "     in XML need API 26 (aapt2 links them from minSdk 21; below API 26 TextView ignores them). -->\n"
        out += "<font-family xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
        var seen = Set<UsedWeight>()
        for font in cut where seen.insert(UsedWeight(weight: font.weight, italic: font.italic)).inserted {
            out += "    <font android:font=\"@font/\(XML.escape(font.resource))\" android:fontWeight=\"\(font.weight)\""
            out += " android:fontStyle=\"\(font.italic ? "italic" : "normal")\" />\n"
        }
        for font in fonts where font.face.axisDefaults.isEmpty && !Self.isWebFont(font.name) {
            let resource = String(font.name.prefix { $0 != "." })
            out += "    <font android:font=\"@font/\(XML.escape(resource))\" android:fontWeight=\"\(font.face.weight)\""
            out += " android:fontStyle=\"\(font.face.italic ? "italic" : "normal")\""
            if font.face.index != 0 { out += " android:ttcIndex=\"\(font.face.index)\"" }
            out += " />\n"
        }
        out += "</font-family>\n"
        return out
    }

    /// Every copied file with its family, style, weights, licence (name IDs 13 and 14) and SHA-256,
    /// and every static instance with the file and axis values it is cut from.
    func manifest() throws -> String {
        var files: [JSONValue] = []
        for font in fonts {
            let data = try Data(contentsOf: URL(fileURLWithPath: font.face.path))
            let weights: JSONValue =
                font.face.weightRange.map { .array([.number(Double($0.lowerBound)), .number(Double($0.upperBound))]) }
                ?? .array([.number(Double(font.face.weight))])
            files.append(
                .object([
                    "file": .string(Self.fontFolder + "/" + font.name),
                    "original": .string(font.face.fileName),
                    "family": .string(font.family),
                    "style": .string(font.face.style),
                    "variable": .bool(font.face.weightRange != nil),
                    "weights": weights,
                    "weightsUsed": .array(font.used.map { .number(Double($0.weight)) }),
                    "italic": .bool(font.face.italic),
                    "styles": .array(font.styles.map(JSONValue.string)),
                    "licence": font.face.licenceName.map(JSONValue.string) ?? .null,
                    "licenceDescription": font.face.licence.map(JSONValue.string) ?? .null,
                    "licenceURL": font.face.licenceURL.map(JSONValue.string) ?? .null,
                    "bytes": .number(Double(data.count)),
                    "sha256": .string(SHA256.hex(data)),
                ]))
        }
        var cut: [JSONValue] = []
        for font in instances {
            cut.append(
                .object([
                    "file": .string(Self.androidFolder + "/" + font.name), "instanceOf": .string(font.face.fileName),
                    "family": .string(font.family), "location": .object(font.location.mapValues(JSONValue.number)),
                    "weight": .number(Double(font.weight)), "italic": .bool(font.italic),
                    "styles": .array(font.styles.map(JSONValue.string)),
                    "licence": font.face.licenceName.map(JSONValue.string) ?? .null,
                ]))
        }
        var manifest: [String: JSONValue] = [
            "generator": .string(commands.command(.fonts, nil, options)),
            "source": .string(source),
            "files": .array(files),
        ]
        if !cut.isEmpty {
            manifest["minSdk"] = .number(Double(options.minimumSDK))
            manifest["instances"] = .array(cut)
        }
        return JSONValue.object(manifest).rendered()
    }
}
