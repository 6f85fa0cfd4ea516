/// How a generated file names the command that writes it again, and another format it refers
/// to: the caller's words (the CLI's are `fontscale export CONFIG --format css`), since the
/// library names no command-line option.
public struct ExportCommands: Sendable {
    /// The command that writes `format` from `source` (the config as the file cites it, escaped
    /// for the file's comments; nil: any config), with `fluid` for fluid CSS.
    public let command: @Sendable (_ format: ExportFormat, _ source: String?, _ fluid: FluidType?) -> String
    /// `format` named in a note about the file another format writes.
    public let format: @Sendable (ExportFormat) -> String

    /// Creates the words from the two namings.
    public init(
        command: @escaping @Sendable (_ format: ExportFormat, _ source: String?, _ fluid: FluidType?) -> String,
        format: @escaping @Sendable (ExportFormat) -> String
    ) {
        self.command = command
        self.format = format
    }

    /// Words that name no command: "the css export of clean.yml", "the swiftui export".
    public static let described = ExportCommands(
        command: { format, source, fluid in
            "the \(format.rawValue) export" + (source.map { " of \($0)" } ?? "")
                + (fluid.map { ", fluid over \($0.textDescription) px up to \($0.to.displayName)" } ?? "")
        },
        format: { "the \($0.rawValue) export" })
}
