import ArgumentParser
import FontScale
import FontScaleFonts
import FontScaleMetrics

extension FontScaleCommand {
    /// `fontscale measure`: the intrinsic size of a text in a custom font.
    struct Measure: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Measure the intrinsic size of a text in a custom font at a text style and category, or at a point size.",
            discussion: """
                Widths come from HarfBuzz shaping (kerning, ligatures, default features, plus \
                --features); heights from the style's scaled leading and from the font's natural \
                line height, exact and rounded up to the pixel grid as intrinsicContentSize does. \
                On a variable font every axis is set: wght to the style's weight, opsz to the point \
                size (unless --no-optical-size), wdth to 100, others at their defaults.

                Examples:
                  fontscale measure "Hello, world" --font Merriweather --category AX5
                  fontscale measure "Order total: 1,234" --font Merriweather --all \\
                    --features tnum
                  fontscale measure "A long headline that wraps" --font-file Brand.otf \\
                    --style title1 --category xxxLarge --width 320 --lines 2
                """
        )

        @Argument(help: "The text to measure.")
        var text: String

        @OptionGroup var font: FontOptions

        @OptionGroup var styleOption: StyleOption
        var style: TextStyle? { styleOption.given }

        @OptionGroup var categoryOption: CategoryOption<OptionHelps.NamedCategory>
        var category: ContentSizeCategory? { categoryOption.given }

        @Flag(help: "Every content size category.")
        var all = false

        @Option(help: ArgumentHelp("A raw point size instead of a style and category.", valueName: "points"))
        var size: String?

        @Option(
            help: ArgumentHelp("The style's base size at Large (default: Apple's, e.g. Body 17).", valueName: "points"))
        var base: Checked<Points<OptionNames.Base>>?

        @Option(
            help: ArgumentHelp("The weight: a name (semibold) or 1-1000 (default: the style's).", valueName: "weight"),
            transform: Parse.weight)
        var weight: FontWeight?

        @Flag(help: "Use the style's emphasized weight (Bold for titles, Semibold for the rest on iOS).")
        var emphasized = false

        @Flag(help: "Use the italic face (or ital axis).")
        var italic = false

        @Option(help: ArgumentHelp("The container width in points: wrap at break opportunities.", valueName: "points"))
        var width: Checked<Points<OptionNames.Width>>?

        @Option(
            help: ArgumentHelp("The most lines; the last is truncated with an ellipsis (0: no limit).", valueName: "n"))
        var lines: Int = 0

        @Option(help: ArgumentHelp("OpenType features, comma-separated: tnum,-liga,ss01.", valueName: "list"))
        var features: Checked<FeatureList>?

        @Option(
            help: ArgumentHelp(
                "Variation axis values, comma-separated: wdth=80,slnt=-10 (as a config's axes).", valueName: "list"))
        var axes: Checked<AxisList>?

        @Flag(
            name: .customLong("no-optical-size"), help: "Leave opsz at its default instead of following the point size."
        )
        var noOpticalSize = false

        @OptionGroup var scaling: ModelOption<OptionHelps.Model>
        var model: ScalingModel { scaling.model }

        @OptionGroup var pixelGrid: DisplayScaleOption<PixelGridUses.RoundedSizes>

        @OptionGroup var bold: BoldTextOption
        var boldText: Bool { bold.boldText }

        @OptionGroup var output: OutputFormatOption<SummaryFormat>

        func validate() throws {
            guard lines >= 0 else {
                throw ValidationError("--lines: expected 0 (no limit) or more, instead saw \(lines)")
            }
            if size != nil, category != nil || all || style != nil || base != nil {
                throw ValidationError("--size measures at a raw point size; drop --style, --category, --all and --base")
            }
            if size == nil, category == nil, !all {
                throw ValidationError("give --category C (with --style S), --all, or --size PT")
            }
            if all, category != nil { throw ValidationError("--all measures every category; drop --category") }
            if model == .android {
                throw ValidationError("measure scales by content size category; --model android is not supported here")
            }
            try features?.validate()
            try axes?.validate()
            try width?.validate()
            try base?.validate()
        }

        func run() throws {
            // The font first: a missing font is reported before a malformed --size.
            let (font, catalog) = (try font.font(), try self.font.folders.catalog())
            let request = MeasureRequest(
                text: text, font: font, standIns: catalog, target: try measureTarget(), style: style ?? .body,
                basePointSize: base?.value.points,
                scaler: Scaler(model: model, displayScale: pixelGrid.scale, boldText: boldText), options: measureOptions
            )
            let outcome = try request.run()
            let (results, fallbacks) = (outcome.measurements, outcome.fallbacks)
            switch output.format {
            case .json: writeOut(try jsonString(outcome))
            case .text:
                writeOut(
                    all ? grid(results).text() + notes(results, fallbacks[0]) : describe(results[0], fallbacks[0]))
            }
        }

        /// --size, --category or --all; --size is read after the font resolves (a missing font is reported first).
        private func measureTarget() throws -> MeasureTarget {
            guard let size else { return category.map(MeasureTarget.category) ?? .allCategories }
            return .pointSize(try Parse.points(size, name: "--size"))
        }

        /// The features, container and weight the options ask for.
        private var measureOptions: MeasureOptions {
            MeasureOptions(
                features: features?.value.features ?? [], width: width?.value.points, maxLines: lines,
                opticalSizing: !noOpticalSize, weight: weight, emphasized: emphasized, italic: italic,
                axes: axes?.value.axes ?? [:])
        }

        /// The missing characters in words, each with its stand-in, and the one-line width with them.
        static func describeFallback(_ missing: [String], _ fallback: FallbackWidth?, width: Bool = true) -> String {
            let named = missing.map { character in
                let standIn = fallback?.characters.first { $0.character == character }
                return MeasureResult.describeCharacter(character)
                    + (standIn.map {
                        " (\($0.family.map { "\($0) stands in" } ?? "no installed font has it: .notdef"))"
                    } ?? "")
            }
            return "missing glyphs: " + named.joined(separator: ", ")
                + ((width ? fallback : nil).map {
                    "; measured with the stand-ins (one line \(formatNumber($0.width, decimals: 3)) pt), as a device draws them from its own fallback fonts"
                } ?? "")
        }

        /// One measurement in words: the face, width, height, metrics, ink and lines.
        private func describe(_ result: StyledMeasurement, _ fallback: FallbackWidth?) -> String {
            let size = result.size, metrics = size.metrics, grid = "@\(size.displayScale)x"
            let axes =
                result.axes.isEmpty
                ? "static \(result.weight.used)"
                : result.axes.map { "\($0.tag) \(formatNumber($0.value, decimals: 2))" }.joined(separator: ", ")
            var text = "\(result.family) (\(axes))"
            if let scaled = result.scaled {
                text += ", \(scaled.style) at \(scaled.target): \(formatNumber(scaled.pointSize, decimals: 3)) pt"
            } else {
                text += " at \(formatNumber(size.pointSize, decimals: 3)) pt"
            }
            text +=
                "\n  width \(formatNumber(size.width, decimals: 3)) pt"
                + " (\(formatNumber(size.roundedWidth, decimals: 3)) \(grid)),"
                + " \(size.lineCount) line\(size.lineCount == 1 ? "" : "s")"
            if size.truncated { text += ", truncated" }
            text +=
                "\n  height \(formatNumber(size.height, decimals: 3)) pt"
                + " (\(formatNumber(size.roundedHeight, decimals: 3)) \(grid))"
                + " at line height \(formatNumber(size.lineHeight, decimals: 3))"
            text +=
                "; natural line height \(formatNumber(size.naturalLineHeight, decimals: 3))"
                + " (height \(formatNumber(size.naturalHeight, decimals: 3)),"
                + " \(formatNumber(size.roundedNaturalHeight, decimals: 3)) \(grid))"
            text +=
                "\n  ascender \(formatNumber(metrics.ascender, decimals: 3)),"
                + " descender \(formatNumber(metrics.descender, decimals: 3)),"
                + " line gap \(formatNumber(metrics.lineGap, decimals: 3)) (\(metrics.verticalSource));"
            text +=
                " cap height \(formatNumber(metrics.capHeight, decimals: 3)),"
                + " x-height \(formatNumber(metrics.xHeight, decimals: 3)) (\(metrics.heightSource))"
            if let ink = size.ink {
                text +=
                    "\n  ink x \(formatNumber(ink.xMin, decimals: 3))...\(formatNumber(ink.xMax, decimals: 3)),"
                    + " y \(formatNumber(ink.yMin, decimals: 3))...\(formatNumber(ink.yMax, decimals: 3))"
                    + " from the first baseline"
            }
            if size.direction != .leftToRight {
                text += "\n  direction \(size.direction.rawValue), script \(size.script)"
            }
            if size.lineCount > 1 || size.truncated {
                for line in size.lines { text += "\n  | \(line.text)  [\(formatNumber(line.width, decimals: 3))]" }
            }
            if !size.missingCharacters.isEmpty {
                text += "\n  " + Self.describeFallback(size.missingCharacters, fallback)
            }
            for note in result.notes { text += "\n  note: \(note)" }
            text += "\n  face: \(result.file)\(result.faceIndex > 0 ? "#\(result.faceIndex)" : "")\n"
            return text
        }

        /// One row per category: `--all` in text.
        private func grid(_ results: [StyledMeasurement]) -> Grid {
            let rows = results.map { result -> [String] in
                let size = result.size
                let opsz = result.axes.first { $0.tag == "opsz" }.map { formatNumber($0.value, decimals: 2) } ?? ""
                return [
                    result.scaled.map { "\($0.target)" } ?? "", formatNumber(size.pointSize, decimals: 3),
                    String(result.weight.used), opsz,
                    formatNumber(size.width, decimals: 3), formatNumber(size.roundedWidth, decimals: 3),
                    String(size.lineCount), size.truncated ? "yes" : "",
                    formatNumber(size.height, decimals: 3), formatNumber(size.roundedHeight, decimals: 3),
                ]
            }
            let headers = [
                "category", "size", "weight", "opsz", "width", "width@\(pixelGrid.scale)x", "lines",
                "truncated", "height", "height@\(pixelGrid.scale)x",
            ]
            return Grid(headers: headers, rows: rows, numeric: [1, 2, 3, 4, 5, 6, 8, 9])
        }

        /// The notes and the face under the `--all` table.
        private func notes(_ results: [StyledMeasurement], _ fallback: FallbackWidth?) -> String {
            var seen: [String] = []
            for note in results.flatMap(\.notes) where !seen.contains(note) { seen.append(note) }
            if let missing = results.first?.size.missingCharacters, !missing.isEmpty {
                // A width per category is in each category's JSON: here only the stand-ins.
                seen.append(Self.describeFallback(missing, fallback, width: false))
            }
            return seen.map { "note: \($0)\n" }.joined() + "face: \(results.first?.file ?? "")\n"
        }
    }
}
