import ArgumentParser
import FontScale
import FontScaleFonts
import FontScaleMetrics

extension FontScaleCommand {
    /// `fontscale fonts`: the installed families with their faces, weights, axes and files.
    struct Fonts: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List font families as fontconfig finds them: faces, weights, axes, named instances, files.",
            discussion: """
                QUERY keeps the families whose name contains it (ignoring case). Font folders from --font-dir and \
                FONTSCALE_FONT_PATH are included, and .fonts/ in the working directory when it exists.
                """
        )

        @Argument(help: "Only families whose name contains this text.")
        var query: String?

        @OptionGroup var folders: FontDirectoryOptions

        @OptionGroup var output: OutputFormatOption<SummaryFormat>

        func run() throws {
            let families = try FontsRequest(
                query: query, fontDirectories: folders.allDirectories, defaultDirectories: folders.defaultDirectories
            ).run()
            switch output.format {
            case .json: writeOut(try jsonString(families))
            case .text: writeOut(families.map(describe).joined())
            }
        }

        /// The family's name, then a line per face with its weights, width and file, and its axes
        /// and named instances when it is variable.
        private func describe(_ family: FamilyListing) -> String {
            var text = "\(family.family)\n"
            for face in family.faces {
                let weight =
                    face.weight == face.maximumWeight
                    ? "\(face.weight)" : "\(face.weight)-\(face.maximumWeight)"
                let width =
                    face.width != face.maximumWidth
                    ? ", width \(face.width)-\(face.maximumWidth)%"
                    : face.width != 100 ? ", width \(face.width)%" : ""
                text +=
                    "  \(face.style) (weight \(weight)\(face.isItalic ? ", italic" : "")\(width))"
                    + "  \(face.file)\(face.index > 0 ? "#\(face.index)" : "")\n"
                if let axes = face.axes, !axes.isEmpty {
                    text +=
                        "    axes: "
                        + axes.map { axis in
                            "\(axis.tag) \(formatNumber(axis.minimum))..\(formatNumber(axis.maximum))"
                                + " (default \(formatNumber(axis.defaultValue)))"
                        }.joined(separator: ", ") + "\n"
                }
                if let instances = face.namedInstances, !instances.isEmpty {
                    text += "    named instances: " + instances.map(\.name).joined(separator: ", ") + "\n"
                }
            }
            return text
        }
    }
}
