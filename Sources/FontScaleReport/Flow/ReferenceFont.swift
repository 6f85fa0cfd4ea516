import FontScaleFonts

/// The font a report compares against, and why it was chosen.
///
/// The default is SF Pro, the font Dynamic Type's sizes were drawn for, when fontconfig has it;
/// else Inter, a free sans of similar proportions (scripts/fetch-fonts.sh fetches it into .fonts/,
/// which scripts/run.sh puts on FONTSCALE_FONT_PATH); else fontconfig's default sans, with a
/// warning that names the stand-in and how to install Inter.
public struct ReferenceFont {
    /// How the reference was chosen; the raw value is the role the report and sheet name (stable).
    public enum Choice: String, CaseIterable, Sendable {
        /// The family the caller asked for; its role is the words it was asked with (`askedWith`).
        case requested = "the reference argument"
        /// SF Pro, because fontconfig has it.
        case sfPro = "SF Pro (installed)"
        /// Inter, standing in for SF Pro, which is not installed.
        case inter = "SF Pro stand-in"
        /// fontconfig's default sans-serif family: neither SF Pro nor Inter is installed.
        case systemSans = "system default sans (fontconfig)"
    }

    /// The families tried, in order, for `Choice.sfPro`.
    public static let sfProFamilies = ["SF Pro", "SF Pro Text", "SF Pro Display"]

    /// The family tried for `Choice.inter`.
    public static let interFamily = "Inter"

    /// How to get Inter, as the stand-in warning says it: where a user's own repository can get it
    /// (PyPI), and fontscale's clone only second; then `words.addFolders`.
    public static func interSource(_ words: ReportWords = ReportWords()) -> String {
        "`pip download --no-deps fontpkg-inter==4.1.post1` has it in its wheel (under fontpkg_inter/files/; "
            + "in a clone of fontscale, scripts/fetch-fonts.sh fetches it into .fonts/); " + words.addFolders
    }

    /// The family the labels of a sheet are set in when installed.
    public static let labelFamily = "DejaVu Sans"

    /// The reference font.
    public let font: CustomFont
    /// Why it is the reference.
    public let choice: Choice

    /// The caller's words for how its user asks for fonts, which the report's messages use.
    public let words: ReportWords

    /// The role written into the report: how a requested family was asked for
    /// (`ReportWords.reference`, the CLI's "--reference"), else the choice's ("SF Pro (installed)", ...).
    public var role: String { choice == .requested ? words.reference : choice.rawValue }

    /// Why this font, as one sentence the report writes beside the role.
    public var reason: String { Self.reason(choice, family: font.familyName, role: role) }

    /// What the user should know about the choice: set when a stand-in of unlike proportions is used.
    public var warning: String? {
        guard choice == .systemSans else { return nil }
        return "reference: neither SF Pro nor Inter is installed, so widths compare against \(font.familyName) "
            + "(fontconfig's default sans), a stand-in for the system font; install Inter: \(Self.interSource(words))"
    }

    /// The reason `choice` gives for `family`, asked for as `role` when requested.
    public static func reason(_ choice: Choice, family: String, role: String = Choice.requested.rawValue) -> String {
        switch choice {
        case .requested: "asked for with \(role)"
        case .sfPro: "SF Pro is installed: the system font Dynamic Type's sizes were drawn for"
        case .inter: "SF Pro is not installed; Inter, a sans of similar proportions, stands in for it"
        case .systemSans: "neither SF Pro nor Inter is installed; \(family), fontconfig's default sans, stands in"
        }
    }

    /// The reference: `requested` when given, else SF Pro when fontconfig has it, else Inter, else
    /// the default sans; its messages in `words`.
    public init(requested: String?, words: ReportWords = ReportWords(), catalog: FontCatalog) throws {
        self.words = words
        if let requested {
            font = try CustomFont(family: requested, catalog: catalog)
            choice = .requested
        } else if let name = Self.sfProFamilies.first(where: { !catalog.faces(family: $0).isEmpty }) {
            font = try CustomFont(family: name, catalog: catalog)
            choice = .sfPro
        } else if !catalog.faces(family: Self.interFamily).isEmpty {
            font = try CustomFont(family: Self.interFamily, catalog: catalog)
            choice = .inter
        } else {
            font = try CustomFont(family: Self.defaultSans(in: catalog), catalog: catalog)
            choice = .systemSans
        }
    }

    /// The family fontconfig substitutes for "sans-serif" (DejaVu Sans when it names none).
    public static func defaultSans(in catalog: FontCatalog) -> String {
        catalog.fallback(for: "sans-serif") ?? "DejaVu Sans"
    }

    /// The font for a sheet's labels: `labelFamily` when installed, else the reference itself.
    public func labelFont(catalog: FontCatalog) -> CustomFont {
        (try? CustomFont(family: Self.labelFamily, catalog: catalog)) ?? font
    }
}

/// The caller's words for its own ways of asking for fonts, which the report writes where its user
/// reads them (warnings, the reasons in every output): the library names no option of the caller's.
public struct ReportWords: Sendable, Equatable {
    /// How a requested reference was asked for, written as its role ("--reference").
    public var reference: String
    /// How to add a downloaded font's folder ("give its folder with --font-dir").
    public var addFolder: String
    /// The same, naming every way ("give that folder with --font-dir or FONTSCALE_FONT_PATH").
    public var addFolders: String

    /// Words for the caller's ways; the defaults are the library's own, naming no option.
    public init(
        reference: String = ReferenceFont.Choice.requested.rawValue,
        addFolder: String = "add its folder to the font catalog",
        addFolders: String = "add that folder to the font catalog"
    ) {
        self.reference = reference
        self.addFolder = addFolder
        self.addFolders = addFolders
    }
}
