internal import CFontconfig
import FontScaleMetrics
import Foundation

/// One face as fontconfig lists it.
public struct CatalogFace: Hashable, Sendable, Codable {
    /// The family names fontconfig gives the face (a variable font may carry several).
    public let families: [String]
    /// The style name ("Regular", "SemiBold Italic").
    public let style: String
    /// The font file.
    public let file: String
    /// The face index inside the file (a collection's face number).
    public let index: Int
    /// The named-instance number of a variable font (fontconfig's index bits 16 and up), 0 when none.
    public let namedInstance: Int
    /// The CSS weight (100-900), or the low end of a variable font's range.
    public let weight: Int
    /// The high end of a variable font's weight range (equal to `weight` for a static face).
    public let maximumWeight: Int
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// The width in percent of normal (fontconfig's FC_WIDTH: 100 normal, 75 condensed), or
    /// the low end of a variable font's range.
    public let width: Int
    /// The high end of a variable font's width range (equal to `width` for a static face).
    public let maximumWidth: Int
    /// Whether this entry is a variable font as a whole (not one named instance).
    public let isVariable: Bool

    /// The first family name.
    public var family: String { families.first ?? "" }
}

/// How the requested weight was served.
public struct WeightChoice: Hashable, Sendable, Codable {
    /// The weight asked for.
    public let requested: Int
    /// The weight used: exact on a variable font (clamped to its range), the CSS match on a static family.
    public let used: Int
    /// The weights the family offers (static faces), or its range ends (variable).
    public let available: [Int]
    /// Whether a variable wght axis serves the weight.
    public let isVariable: Bool

    /// Creates a weight choice.
    public init(requested: Int, used: Int, available: [Int], isVariable: Bool) {
        self.requested = requested
        self.used = used
        self.available = available
        self.isVariable = isVariable
    }

    /// Whether the used weight differs from the request.
    public var isSubstituted: Bool { requested != used }
}

/// The face chosen for a family, weight, style and width.
public struct FaceSelection: Hashable, Sendable, Codable {
    /// The face fontconfig lists.
    public let face: CatalogFace
    /// How the weight was served.
    public let weight: WeightChoice
    /// Whether an italic was asked for but only upright faces exist (or the reverse).
    public let italicSubstituted: Bool

    /// "wants 600; Atkinson Hyperlegible has 400 and 700: using 700", or nil when nothing was substituted.
    public var substitutionNote: String? {
        guard weight.isSubstituted else { return nil }
        if weight.isVariable {
            return
                "wants \(weight.requested); \(face.family) varies from \(weight.available.first!) to \(weight.available.last!): using \(weight.used)"
        }
        let list = weight.available.map(String.init)
        let offered = list.count == 1 ? list[0] : list.dropLast().joined(separator: ", ") + " and " + list.last!
        return "wants \(weight.requested); \(face.family) has \(offered): using \(weight.used)"
    }
}

/// Font families as fontconfig finds them on this machine, plus private font folders.
///
/// Never falls back silently: asking for a family that is not installed throws
/// `FontError.familyNotFound`, naming fontconfig's fallback and the nearest installed families.
public final class FontCatalog {
    private let config: OpaquePointer
    private let cache: FontconfigCache
    /// The extra folders searched, in order: those given, then the default folders that exist and
    /// hold fonts (each folder once).
    public private(set) var fontDirectories: [String] = []

    /// The environment variable holding extra font folders, colon-separated.
    public static let environmentVariable = "FONTSCALE_FONT_PATH"

    /// Folders listed in `FONTSCALE_FONT_PATH`-style text (colon-separated, empty parts ignored).
    public static func directories(fromPathList value: String?) -> [String] {
        (value ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }

    /// The name of the default font folder: `.fonts/` in the working directory (and beside a config)
    /// is searched when it exists, so the fonts `scripts/fetch-fonts.sh .fonts` fetched are found
    /// without options.
    public static let defaultDirectoryName = ".fonts"

    /// Loads the system's fontconfig set-up and adds `fontDirectories` as application fonts,
    /// without installing anything; each must exist and hold fonts. `defaultDirectories` (the
    /// `.fonts/` folders searched without being asked for) are added after them when they exist and
    /// hold fonts, and skipped otherwise; a folder named twice, in either list, is added once.
    public init(fontDirectories: [String] = [], defaultDirectories: [String] = []) throws(FontError) {
        guard let config = FcInitLoadConfig() else { throw .fontconfigFailed("cannot load the configuration") }
        cache = FontconfigCache(config: config)
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            cache.remove()
            throw .fontconfigFailed("cannot read the configured fonts")
        }
        self.config = config
        var added: Set<String> = []
        for directory in fontDirectories where added.insert(Self.identity(of: directory)).inserted {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw .directoryNotFound(path: directory)
            }
            try Self.add(directory, to: config)
            self.fontDirectories.append(directory)
        }
        for directory in defaultDirectories where !added.contains(Self.identity(of: directory)) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            added.insert(Self.identity(of: directory))
            do throws(FontError) { try Self.add(directory, to: config) } catch {
                if case .noFontsInDirectory = error { continue }
                throw error
            }
            self.fontDirectories.append(directory)
        }
    }

    /// Adds one existing folder's fonts; throws when it cannot be scanned safely or holds no fonts.
    private static func add(_ directory: String, to config: OpaquePointer) throws(FontError) {
        if let problem = FontFile.firstScanProblem(in: directory) {
            throw .unscannableDirectory(directory: directory, path: problem.path, reason: problem.reason)
        }
        let before = applicationFontCount(config)
        guard FcConfigAppFontAddDir(config, directory) != 0 else { throw .noFontsInDirectory(path: directory) }
        guard applicationFontCount(config) > before else { throw .noFontsInDirectory(path: directory) }
    }

    /// A folder's absolute path with links resolved: two spellings of one folder compare equal.
    private static func identity(of directory: String) -> String {
        URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
    }

    deinit {
        FcConfigDestroy(config)
        cache.remove()
    }

    private static func applicationFontCount(_ config: OpaquePointer) -> Int {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return 0 }
        return Int(set.pointee.nfont)
    }

    // MARK: - Listing

    /// Every face fontconfig knows, sorted by family, then weight, then style.
    public func allFaces() -> [CatalogFace] { list(family: nil) }

    /// The faces of one family (matched as fontconfig matches family names: ignoring case and spaces).
    public func faces(family: String) -> [CatalogFace] { list(family: family) }

    /// The installed family names, sorted.
    public func familyNames() -> [String] { Array(Set(allFaces().map(\.family))).sorted() }

    private func list(family: String?) -> [CatalogFace] {
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        if let family { FcPatternAddString(pattern, FC_FAMILY, family) }
        let objects = FcObjectSetCreate()!
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_STYLE, FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT, FC_WIDTH, FC_VARIABLE] {
            FcObjectSetAdd(objects, object)
        }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var faces: [CatalogFace] = []
        for index in 0..<Int(set.pointee.nfont) {
            if let pattern = set.pointee.fonts[index], let face = Self.face(pattern) { faces.append(face) }
        }
        return faces.sorted {
            ($0.family, $0.weight, $0.isItalic ? 1 : 0, $0.style, $0.file) < (
                $1.family, $1.weight, $1.isItalic ? 1 : 0, $1.style, $1.file
            )
        }
    }

    private static func face(_ pattern: OpaquePointer) -> CatalogFace? {
        guard let file = string(pattern, FC_FILE) else { return nil }
        var families: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var n: Int32 = 0
        while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
            families.append(String(cString: value))
            n += 1
        }
        var rawIndex: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &rawIndex)
        var slant: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
        var variable: FcBool = 0
        _ = FcPatternGetBool(pattern, FC_VARIABLE, 0, &variable)
        let (low, high) = range(pattern, FC_WEIGHT) ?? (80, 80)
        let (width, widest) = range(pattern, FC_WIDTH) ?? (100, 100)
        return CatalogFace(
            families: families, style: string(pattern, FC_STYLE) ?? "Regular", file: file,
            index: Int(rawIndex) & 0xFFFF, namedInstance: Int(rawIndex) >> 16,
            weight: cssWeight(low), maximumWeight: cssWeight(high), isItalic: slant > 0, width: Int(width.rounded()),
            maximumWidth: Int(widest.rounded()),
            isVariable: variable != 0)
    }

    private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// A number or a range (variable fonts list weight and width as ranges).
    private static func range(_ pattern: OpaquePointer, _ object: String) -> (Double, Double)? {
        var number: Double = 0
        if FcPatternGetDouble(pattern, object, 0, &number) == FcResultMatch { return (number, number) }
        var integer: Int32 = 0
        if FcPatternGetInteger(pattern, object, 0, &integer) == FcResultMatch {
            return (Double(integer), Double(integer))
        }
        var range: OpaquePointer?
        if FcPatternGetRange(pattern, object, 0, &range) == FcResultMatch, let range {
            var begin: Double = 0, end: Double = 0
            if FcRangeGetDouble(range, &begin, &end) != 0 { return (begin, end) }
        }
        return nil
    }

    /// fontconfig's weight scale to CSS (fontconfig 80 is CSS 400, 200 is 700).
    static func cssWeight(_ fontconfigWeight: Double) -> Int {
        Int(FcWeightToOpenTypeDouble(fontconfigWeight).rounded())
    }

    // MARK: - Resolving

    /// The family fontconfig would substitute for `family`: its first family name.
    public func fallback(for family: String) -> String? {
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return Self.string(match, FC_FAMILY)
    }

    /// The face fontconfig picks to draw `scalar` in a sans-serif text at `weight` (CSS, 1-1000),
    /// the stand-in on this machine for the font a device's cascade list would use; nil when no
    /// installed face maps it.
    public func standIn(for scalar: Unicode.Scalar, weight: Int = 400) -> CatalogFace? {
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
        let charset = FcCharSetCreate()!
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        // fontconfig returns its best match even when no face has the character: check it does.
        var covered: OpaquePointer?
        guard FcPatternGetCharSet(match, FC_CHARSET, 0, &covered) == FcResultMatch, let covered,
            FcCharSetHasChar(covered, scalar.value) != 0
        else { return nil }
        return Self.face(match)
    }

    /// The faces of `family`, or `FontError.familyNotFound` naming fontconfig's fallback and
    /// the nearest installed families.
    public func requireFamily(_ family: String) throws(FontError) -> [CatalogFace] {
        let trimmed = family.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .emptyFamily }
        let faces = faces(family: trimmed)
        guard faces.isEmpty else { return faces }
        let suggestions = NameSuggestions.nearest(to: trimmed, in: allFaces().flatMap(\.families))
        throw .familyNotFound(requested: trimmed, fallback: fallback(for: trimmed), suggestions: suggestions)
    }

    /// Chooses the face of `family` for a CSS weight, italic and width (percent), by the CSS font
    /// matching rules: width first, then style, then weight. A variable font serves any weight
    /// in its range exactly.
    public func select(family: String, weight: Int = 400, italic: Bool = false, width: Int = 100) throws(FontError)
        -> FaceSelection
    {
        var faces = try requireFamily(family)
        // A variable font serves its named instances' weights itself: keep the whole font.
        let variableFiles = Set(
            faces.filter { $0.isVariable && $0.namedInstance == 0 }.map { "\($0.file)#\($0.index)" })
        faces.removeAll { !$0.isVariable && variableFiles.contains("\($0.file)#\($0.index)") }
        // Width: a face covering the request, else the nearest, narrower first for normal or condensed requests.
        let covering = faces.filter { ($0.width...$0.maximumWidth).contains(width) }
        let sameWidth: [CatalogFace]
        if covering.isEmpty {
            let chosen = Self.cssWidthMatch(
                desired: width, available: Array(Set(faces.flatMap { [$0.width, $0.maximumWidth] })).sorted())
            sameWidth = faces.filter { ($0.width...$0.maximumWidth).contains(chosen) }
        } else {
            sameWidth = covering
        }
        // Style: the requested slant when the family has it.
        let styled = sameWidth.filter { $0.isItalic == italic }
        let candidates = styled.isEmpty ? sameWidth : styled
        // Weight: a variable face serves it exactly; otherwise CSS matching among static faces.
        if let variable = candidates.first(where: { $0.isVariable }) {
            let used = min(max(weight, variable.weight), variable.maximumWeight)
            return FaceSelection(
                face: variable,
                weight: WeightChoice(
                    requested: weight, used: used, available: [variable.weight, variable.maximumWeight],
                    isVariable: true),
                italicSubstituted: styled.isEmpty)
        }
        let statics = candidates.filter { !$0.isVariable }
        let pool = statics.isEmpty ? candidates : statics
        let weights = Array(Set(pool.map(\.weight))).sorted()
        let used = Self.cssWeightMatch(desired: weight, available: weights)
        let face = pool.first { $0.weight == used }!
        return FaceSelection(
            face: face, weight: WeightChoice(requested: weight, used: used, available: weights, isVariable: false),
            italicSubstituted: styled.isEmpty)
    }

    /// CSS Fonts 4 weight matching: 400-500 look up to 500, then down, then above 500;
    /// below 400 look down, then up; above 500 look up, then down.
    public static func cssWeightMatch(desired: Int, available: [Int]) -> Int {
        precondition(!available.isEmpty)
        if available.contains(desired) { return desired }
        let below = available.filter { $0 < desired }.sorted(by: >)
        let above = available.filter { $0 > desired }.sorted()
        if (400...500).contains(desired) {
            if let up = above.first(where: { $0 <= 500 }) { return up }
            if let down = below.first { return down }
            return above.first!
        }
        if desired < 400 { return below.first ?? above.first! }
        return above.first ?? below.first!
    }

    /// CSS width matching: normal or narrower requests look narrower first, wider requests wider first.
    static func cssWidthMatch(desired: Int, available: [Int]) -> Int {
        if available.contains(desired) { return desired }
        let narrower = available.filter { $0 < desired }.sorted(by: >)
        let wider = available.filter { $0 > desired }.sorted()
        if desired <= 100 { return narrower.first ?? wider.first! }
        return wider.first ?? narrower.first!
    }
}
