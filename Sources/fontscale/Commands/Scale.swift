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
            try value.validate()
            try leading?.validate()
            try min?.validate()
            try max?.validate()
            try checkLimitsAgainstBase()
            if all, model != .android, !platform.supportsDynamicType {
                throw ValidationError("\(platform) has no Dynamic Type: --all has no categories to scale to")
            }
        }

        /// A --max below the base size would shrink the text at the size the user chose (and at
        /// every larger category), a --min above it would enlarge it: both are refused, as a typo
        /// for 1.5x or 0.8x is likelier than the wish for a text never drawn at its own size.
        private func checkLimitsAgainstBase() throws {
            let base = value.value.points
            func at(_ direction: String) -> String {
                if model == .android { return "at font scale 1 and \(direction)" }
                return platform.supportsDynamicType ? "at Large and \(direction)" : "on \(platform)"
            }
            func shown(_ limit: SizeLimit, _ points: Double) -> String {
                if case .factor = limit { return "\(limit) = \(formatNumber(points)) pt" }
                return "\(formatNumber(points)) pt"
            }
            if let limit = max?.value.limit, limit.points(forBase: base) < base {
                throw ValidationError(
                    """
                    --max: expected a size at or above the base size \(formatNumber(base)) pt, instead saw \
                    \(shown(limit, limit.points(forBase: base))), which would draw \(style) smaller than \
                    \(formatNumber(base)) pt \(at("above"))
                    """)
            }
            if let limit = min?.value.limit, limit.points(forBase: base) > base {
                throw ValidationError(
                    """
                    --min: expected a size at or below the base size \(formatNumber(base)) pt, instead saw \
                    \(shown(limit, limit.points(forBase: base))), which would draw \(style) larger than \
                    \(formatNumber(base)) pt \(at("below"))
                    """)
            }
        }

        func run() throws {
            let spec = StyleSpec(
                pointSize: value.value.points, leading: leading?.value.points, weight: weight,
                minimum: min?.value.limit, maximum: max?.value.limit)
            let scaler = Scaler(model: model, platform: platform, displayScale: pixelGrid.scale, boldText: boldText)
            let fixed = model != .android && !platform.supportsDynamicType
            let targets =
                all
                ? scaler.allTargets
                : [category.map(ScaleTarget.category) ?? (fixed ? .category(.large) : .fontScale(fontScale!))]
            let results = try scaler.scale(spec, style: style, at: targets)
            switch (output.format, all) {
            case (.json, false): writeOut(try jsonString(ScaleResult(results[0])))
            case (.json, true): writeOut(try jsonString(results.map(ScaleResult.init)))
            case (.text, false): writeOut(explain(results[0]) + "\n")
            case (.text, true): writeOut(grid(results).text())
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

/// The JSON form of one scaled value.
struct ScaleResult: Encodable {
    let style: String
    let category: String?
    let fontScale: Double?
    let platform: String
    let model: String
    let basePointSize: Double
    let factor: Double
    let exactPointSize: Double
    let pointSize: Double
    let scaledValue: Double
    let displayScale: DisplayScale
    let leading: Double
    let tracking: Double
    let weight: Int
    let weightName: String
    let weightIsApproximate: Bool
    let capped: Bool
    let cap: AppliedCap?
    let note: String?

    init(_ result: ScaledStyle) {
        style = result.style.displayName
        switch result.target {
        case let .category(value):
            // Without Dynamic Type the size is the same at every setting: no category to name.
            category = result.platform.supportsDynamicType ? value.displayName : nil; fontScale = nil
        case let .fontScale(value): category = nil; fontScale = value
        }
        platform = result.platform.displayName
        model = result.model.rawValue
        basePointSize = result.basePointSize
        factor = result.factor
        exactPointSize = result.exactPointSize
        pointSize = result.pointSize
        scaledValue = result.scaledValue
        displayScale = result.displayScale
        leading = result.leading
        tracking = result.tracking
        weight = result.weight.rawValue
        weightName = result.weight.name
        weightIsApproximate = result.weightIsApproximate
        capped = result.isCapped
        cap = result.cap
        note = result.note.isEmpty ? nil : result.note
    }
}
