import FontScaleExport

extension ExportCommands {
    /// `fontscale export`'s own words in generated headers: the command line that writes a format
    /// again (`fontscale export fontscale.yml --format css --fluid 320-1280 --fluid-to xxxLarge`).
    static let fontscale = ExportCommands(
        command: { format, source, options in
            var words = ["fontscale export"]
            if let source { words.append(source) }
            words.append("--format \(format.rawValue)")
            if format == .css, options.cssUnits != .rem { words.append("--units \(options.cssUnits.rawValue)") }
            if [.android, .compose, .fonts].contains(format), options.minimumSDK != ExportOptions.defaultMinimumSDK {
                words.append("--min-sdk \(options.minimumSDK)")
            }
            if format == .css, let fluid = options.fluid {
                words.append("--fluid \(fluid.textDescription) --fluid-to \(fluid.to.displayName)")
            }
            if format.writesFolder, source != nil { words.append("-o DIR") }
            return words.joined(separator: " ")
        },
        format: { "--format \($0.rawValue)" })
}
