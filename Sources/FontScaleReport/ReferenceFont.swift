import FontScaleFonts

/// The font a report compares against, and why it was chosen.
public struct ReferenceFont {
    /// How the reference was chosen; the raw value is the role the report and sheet name.
    public enum Choice: String, CaseIterable, Sendable {
        /// The family the user asked for (`fontscale report --reference`).
        case requested = "--reference"
        /// SF Pro, because fontconfig has it.
        case sfPro = "SF Pro (installed)"
        /// fontconfig's default sans-serif family.
        case systemSans = "system default sans (fontconfig)"
    }

    /// The families tried, in order, for `Choice.sfPro`.
    public static let sfProFamilies = ["SF Pro", "SF Pro Text", "SF Pro Display"]

    /// The family the labels of a sheet are set in when installed.
    public static let labelFamily = "DejaVu Sans"

    /// The reference font.
    public let font: CustomFont
    /// Why it is the reference.
    public let choice: Choice

    /// The role written into the report ("--reference", "SF Pro (installed)", ...).
    public var role: String { choice.rawValue }

    /// The reference: `requested` when given, else SF Pro when fontconfig has it, else the default sans.
    public init(requested: String?, catalog: FontCatalog) throws {
        if let requested {
            font = try CustomFont(family: requested, catalog: catalog)
            choice = .requested
        } else if let name = Self.sfProFamilies.first(where: { !catalog.faces(family: $0).isEmpty }) {
            font = try CustomFont(family: name, catalog: catalog)
            choice = .sfPro
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
