import ArgumentParser
import FontScale
import FontScaleMetrics

extension FontScaleCommand {
    /// `fontscale scale`: one custom-font size scaled as a device would.
    struct Scale: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scale",
            abstract: "Scale a custom font size to a content size category, as UIFontMetrics does.",
            discussion: """
                Models (--model):
                  uiFontMetrics  \(ScalingModel.uiFontMetrics.summary)
                  proportional   \(ScalingModel.proportional.summary)
                  android        \(ScalingModel.android.summary)

                Examples:
                  fontscale scale 17 --style body --category AX5        # 48 pt, as on a device
                  fontscale scale 12 --style caption1 --category xSmall --model proportional
                  fontscale scale 17 --style body --all --max 40
                  fontscale scale 16 --model android --font-scale 1.3
                """
        )

        @Argument(
            help: ArgumentHelp(
                "The custom font's size at the Large category, in points (1 to 4096).", valueName: "value"))
        var value: Checked<Points<OptionNames.Value>>

        @OptionGroup var styleOption: TextStyleOption<OptionHelps.CurveStyle>
        var style: TextStyle { styleOption.style }

        @OptionGroup var categoryOption: CategoryOption<OptionHelps.NamedCategory>
        var category: ContentSizeCategory? { categoryOption.given }

        @Flag(help: "Every category of the platform (every standard font scale with --model android).")
        var all = false

        @OptionGroup var scaling: ModelOption<OptionHelps.Model>
        var model: ScalingModel { scaling.model }

        @OptionGroup var platformOption: PlatformOption<OptionHelps.ScalePlatforms>
        var platform: Platform { platformOption.platform }

        @Option(
            name: .customLong("font-scale"),
            help: ArgumentHelp("The Android font scale for --model android (e.g. 1.3).", valueName: "scale"))
        var fontScale: Double?

        @OptionGroup var maximum: MaximumOption<OptionHelps.Maximum>
        var max: Checked<Limit<OptionNames.Max>>? { maximum.max }

        @Option(
            help: ArgumentHelp(
                "The smallest size: points (11) or a factor of the base size (0.8x).", valueName: "limit"))
        var min: Checked<Limit<OptionNames.Min>>?

        @OptionGroup var pixelGrid: DisplayScaleOption<PixelGridUses.ScaledValues>

        @Option(
            help: ArgumentHelp(
                "The base line height in points (default: the style's HIG leading ratio).", valueName: "points"))
        var leading: Checked<Points<OptionNames.Leading>>?

        @Option(
            help: ArgumentHelp(
                "The font weight: a name (semibold) or 1-1000 (default: the style's HIG weight).", valueName: "weight"),
            transform: Parse.weight)
        var weight: FontWeight?

        @OptionGroup var bold: BoldTextOption
        var boldText: Bool { bold.boldText }

        @OptionGroup var output: OutputFormatOption<SummaryFormat>

        func validate() throws {
            try validateTargets()
            try value.validate()
            try leading?.validate()
            try min?.validate()
            try max?.validate()
            do { try request.validate() } catch { throw ValidationError(error.optionMessage) }
            if all, model != .android, !platform.supportsDynamicType {
                throw ValidationError("\(platform) has no Dynamic Type: --all has no categories to scale to")
            }
        }

        /// --category, --font-scale and --all against the model and the platform.
        private func validateTargets() throws {
            if let fontScale, model != .android {
                throw ValidationError(
                    "--font-scale \(formatNumber(fontScale)) applies to --model android only;"
                        + " the \(model) model takes --category")
            }
            if model == .android {
                if category != nil {
                    throw ValidationError("--model android scales by --font-scale (e.g. 1.3), not --category")
                }
                if fontScale == nil, !all { throw ValidationError("--model android needs --font-scale F or --all") }
            } else if let category, let message = PlatformCategories.check(category, on: platform) {
                // As `table` answers; without Dynamic Type the one size is the answer without --category.
                throw ValidationError(message)
            } else if category == nil, !all, platform.supportsDynamicType {
                throw ValidationError("give --category C (e.g. --category AX5) or --all")
            }
            if all, category != nil || fontScale != nil {
                throw ValidationError("--all scales to every category; drop --category and --font-scale")
            }
        }

        /// The request the options make.
        var request: ScaleRequest {
            let spec = StyleSpec(
                pointSize: value.value.points, leading: leading?.value.points, weight: weight,
                minimum: min?.value.limit, maximum: max?.value.limit)
            let scaler = Scaler(model: model, platform: platform, displayScale: pixelGrid.scale, boldText: boldText)
            let fixed = model != .android && !platform.supportsDynamicType
            let targets: ScaleRequest.Targets =
                all ? .all : category.map { .category($0) } ?? (fixed ? .fixed : .fontScale(fontScale!))
            return ScaleRequest(spec: spec, style: style, targets: targets, scaler: scaler)
        }

        func run() throws {
            let outcome = try request.run()
            switch output.format {
            case .json: writeOut(try jsonString(outcome))
            case .text: writeOut(all ? grid(outcome.styles).text() : explain(outcome.styles[0]) + "\n")
            }
        }

        /// One line: the result and how the model got there.
        private func explain(_ result: ScaledStyle) -> String {
            let unit = model == .android ? "dp" : "pt"
            let base = formatNumber(result.basePointSize)
            let exact = formatNumber(result.exactPointSize, decimals: 3)
            if model != .android, !platform.supportsDynamicType {
                return
                    "\(result.style) \(base) pt on \(platform): \(formatNumber(result.pointSize, decimals: 3)) pt "
                    + "(\(platform) has no Dynamic Type: one size at every setting); "
                    + "leading \(formatNumber(result.leading, decimals: 3)) pt; weight \(result.weight.name)"
                    + (result.weightIsApproximate ? " (Bold Text, approximate)" : "")
            }
            var line =
                "\(result.style) \(base) \(model == .android ? "sp" : "pt") at \(result.target): "
                + "\(formatNumber(result.pointSize, decimals: 3)) \(unit)"
            switch model {
            case .android:
                let factor = formatNumber(result.exactPointSize / result.basePointSize, decimals: 3)
                line += " (android nonlinear: \(base) sp -> \(exact) dp, \(factor)x)"
            case .uiFontMetrics, .proportional:
                let rounded = formatNumber(result.cap?.uncappedPointSize ?? result.pointSize)
                line += " (\(model): \(base) x \(formatNumber(result.factor)) = \(exact), rounded to \(rounded) pt"
                line +=
                    model == .uiFontMetrics
                    ? "; scaledValue \(formatNumber(result.scaledValue, decimals: 3)) @\(pixelGrid.scale)x)" : ")"
            }
            if let cap = result.cap {
                line += "; capped at the \(cap.bound.rawValue) \(formatNumber(cap.limit, decimals: 3)) \(unit)"
            }
            line += "; leading \(formatNumber(result.leading, decimals: 3)) \(unit); weight \(result.weight.name)"
            if result.weightIsApproximate { line += " (Bold Text, approximate)" }
            if !result.note.isEmpty { line += "; note: \(result.note)" }
            return line
        }

        /// Every target's row: `--all` in text.
        private func grid(_ results: [ScaledStyle]) -> Grid {
            let unit = model == .android ? "dp" : "pt"
            let headers = [
                model == .android ? "font_scale" : "category", "factor", "exact", "size_\(unit)",
                model == .android ? "scaled_value" : "scaled_value@\(pixelGrid.scale)x", "leading", "capped",
            ]
            let rows = results.map { result -> [String] in
                let target: String
                switch result.target {
                case let .category(category): target = category.displayName
                case let .fontScale(scale): target = formatNumber(scale)
                }
                let factor = model == .android ? result.exactPointSize / result.basePointSize : result.factor
                let cap = result.cap.map { "\($0.bound.rawValue) \(formatNumber($0.limit, decimals: 3))" } ?? ""
                return [target, formatNumber(factor)]
                    + [result.exactPointSize, result.pointSize, result.scaledValue, result.leading]
                    .map { formatNumber($0, decimals: 3) }
                    + [cap]
            }
            return Grid(headers: headers, rows: rows, numeric: [1, 2, 3, 4, 5])
        }
    }
}

extension FontScaleCommand.Scale: ParseFailureExplaining {
    /// A negative VALUE looks like an option to the parser ("-5"): say what is wrong with it instead.
    static func parseFailureMessage(arguments: [String]) -> String? {
        guard let first = arguments.first, first.hasPrefix("-"), let value = Double(first) else { return nil }
        let expected = "a point size above 0 and at most \(Int(PointSizeRange.maximum))"
        return InvalidValueError(name: "value", value: formatNumber(value), expected: expected).description
    }
}
