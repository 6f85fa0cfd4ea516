/// How a generated file names the command that writes it again, and another format it refers
/// to: the caller's words (the CLI's are `fontscale export CONFIG --format css`), since the
/// library names no command-line option.
public struct ExportCommands: Sendable {
    /// The command that writes `format` from `source` (the config as the file cites it, escaped
    /// for the file's comments; nil: any config) with the settings of `options` that apply to it.
    public let command: @Sendable (_ format: ExportFormat, _ source: String?, _ options: ExportOptions) -> String
    /// `format` named in a note about the file another format writes.
    public let format: @Sendable (ExportFormat) -> String

    /// Creates the words from the two namings.
    public init(
        command: @escaping @Sendable (_ format: ExportFormat, _ source: String?, _ options: ExportOptions) -> String,
        format: @escaping @Sendable (ExportFormat) -> String
    ) {
        self.command = command
        self.format = format
    }

    /// Words that name no command: "the css export of clean.yml", "the swiftui export".
    public static let described = ExportCommands(
        command: { format, source, options in
            "the \(format.rawValue) export" + (source.map { " of \($0)" } ?? "")
                + (format == .css && options.cssUnits != .rem ? " in \(options.cssUnits.rawValue)" : "")
                + ([.android, .compose, .fonts].contains(format)
                    && options.minimumSDK != ExportOptions.defaultMinimumSDK
                    ? " for minSdk \(options.minimumSDK)" : "")
                + (format == .css
                    ? options.fluid.map { ", fluid over \($0.textDescription) px up to \($0.to.displayName)" } ?? ""
                    : "")
        },
        format: { "the \($0.rawValue) export" })
}
