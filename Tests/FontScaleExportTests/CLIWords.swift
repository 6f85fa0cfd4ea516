import FontScaleExport

extension ExportCommands {
    /// The CLI's words (`ExportCommands.fontscale`, Sources/fontscale/Support/ExportCommands.swift),
    /// written out again here so the golden files stay the files `fontscale export` writes: its
    /// output snapshot (scripts/outputs-snapshot.cases) holds the CLI to the same bytes.
    static let cli = ExportCommands(
        command: { format, source, options in
            "fontscale export" + (source.map { " " + $0 } ?? "") + " --format \(format.rawValue)"
                + (format == .css && options.cssUnits == .px ? " --units px" : "")
                + ([.android, .compose, .fonts].contains(format)
                    && options.minimumSDK != ExportOptions.defaultMinimumSDK
                    ? " --min-sdk \(options.minimumSDK)" : "")
                + (format == .css
                    ? options.fluid.map { " --fluid \($0.textDescription) --fluid-to \($0.to.displayName)" } ?? "" : "")
                + (format == .fonts && source != nil ? " -o DIR" : "")
        },
        format: { "--format \($0.rawValue)" })
}
