import FontScale
import FontScaleFonts
import FontScaleMetrics
import Foundation

/// What to report and how.
public struct ReportOptions: Sendable {
    /// Container widths to lay the sample out at (at most 2 lines), in points.
    public var containerWidths: [Double] = [320, 375, 430]
    /// The relative width difference from the reference that earns a highlight.
    public var widthThreshold: Double = 0.10
    /// The metric suggested base sizes match.
    public var match = MatchMetric.xHeight
    /// Whether opsz follows the point size.
    public var opticalSizing = true
    /// The date stamp, "YYYY-MM-DD".
    public var date: String
    /// The styles to report, in Apple's order (default: the platform's).
    public var styles: [TextStyle]?
    /// The categories to report (default: the platform's).
    public var categories: [ContentSizeCategory]?
    /// A maximum size for every style, like `maximumPointSize`.
    public var maximum: SizeLimit?
    /// Whether to measure every style's Large to AX3 transition (renders at the display scale).
    public var transitions = true

    /// Options with a date stamp.
    public init(date: String) { self.date = date }
}

/// A progress event while building or rendering.
public enum ReportProgress: Sendable {
    /// `done` of `total` cells measured.
    case measured(done: Int, total: Int)
    /// An output file was written.
    case wrote(String)
}

/// A sample to report: its text, script and direction, and the reference font to set it beside.
public struct ReportSample {
    /// The text.
    public let text: String
    /// Its script (ISO 15924), nil when it has no letters.
    public let script: String?
    /// How it is laid out: left to right or right to left.
    public let direction: TextDirection
    /// The reference font for it.
    public let reference: CustomFont
    /// Which reference it is ("--reference", "SF Pro stand-in", "reference for Arabic").
    public let referenceRole: String
    /// Why that reference, in a sentence.
    public let referenceReason: String?

    /// Creates a sample.
    public init(
        text: String, script: String?, direction: TextDirection = .leftToRight, reference: CustomFont,
        referenceRole: String, referenceReason: String? = nil
    ) {
        self.text = text
        self.script = script
        self.direction = direction
        self.reference = reference
        self.referenceRole = referenceRole
        self.referenceReason = referenceReason
    }

    /// The direction as the report writes it: nil for left to right.
    var reportedDirection: TextDirection? { direction == .leftToRight ? nil : direction }
}

/// Measures every cell of a family against a reference and fills a `Report`.
public struct ReportBuilder {
    /// The tool name and version written into reports.
    public static let generator = "fontscale 0.1.0"

    /// The custom font.
    public let font: CustomFont
    /// The samples, each measured in every cell against its own reference; the first is the
    /// report's main sample.
    public let samples: [ReportSample]
    /// The scaler (model, platform, display scale).
    public let scaler: Scaler
    /// What to report.
    public let options: ReportOptions

    /// Creates a builder for `samples` (at least one).
    public init(font: CustomFont, samples: [ReportSample], scaler: Scaler, options: ReportOptions) {
        precondition(!samples.isEmpty, "a report has at least one sample")
        self.font = font
        self.samples = samples
        self.scaler = scaler
        self.options = options
    }

    /// The main sample's reference font.
    public var reference: CustomFont { samples[0].reference }

    /// The styles reported.
    public var styles: [TextStyle] { options.styles ?? scaler.platform.textStyles }
    /// The categories reported.
    public var categories: [ContentSizeCategory] { options.categories ?? scaler.platform.categories }

    /// The type scale: Apple's sizes at Large, with the report's maximum.
    public var typeScale: TypeScale {
        var scale = TypeScale.hig(scaler.platform)
        scale.maximum = options.maximum
        return scale
    }

    /// Measures every cell.
    public func build(progress: (ReportProgress) -> Void = { _ in }) throws -> Report {
        guard scaler.platform.supportsDynamicType else {
            throw InvalidValueError(
                name: "platform", value: scaler.platform.displayName,
                expected: "a platform with Dynamic Type (ios, watchos)")
        }
        let scale = typeScale
        let customSizer = IntrinsicSizer(font: font, scaler: scaler, typeScale: scale)
        let total = styles.count * categories.count * samples.count
        var done = 0
        let step = {
            done += 1; progress(.measured(done: done, total: total))
        }
        var files = Set<String>()
        var grids: [SampleGrid] = []
        for sample in samples {
            let grid = try grid(
                sample.text, reference: sample.reference, customSizer: customSizer, scale: scale, step: step)
            files.formUnion(grid.files)
            grids.append(
                SampleGrid(
                    text: sample.text, script: sample.script, direction: sample.reportedDirection,
                    reference: try summary(
                        sample.reference, files: grid.referenceFiles,
                        role: sample.referenceRole, reason: sample.referenceReason),
                    styles: grid.styles, highlightCounts: grid.counts))
        }
        let main = grids.removeFirst()
        return Report(
            generator: Self.generator, date: options.date, platform: scaler.platform, model: scaler.model,
            displayScale: scaler.displayScale, sampleText: main.text, containerWidths: options.containerWidths,
            widthThreshold: options.widthThreshold, minimumLegibleSize: scaler.platform.minimumLegibleSize,
            font: try summary(font, files: files, role: "requested"), reference: main.reference,
            categories: categories, styles: main.styles, suggestions: try suggestions(scale),
            highlightCounts: main.highlightCounts, transitions: options.transitions ? try transitions(scale) : [],
            sampleScript: main.script, sampleDirection: main.direction, additionalSamples: grids,
            accessibility: try accessibility(scale, texts: [main.text] + grids.map(\.text)))
    }

    /// Every style x category cell of `text` in the custom font beside `reference`.
    private func grid(
        _ text: String, reference: CustomFont, customSizer: IntrinsicSizer, scale: TypeScale, step: () -> Void
    ) throws
        -> (styles: [StyleReport], counts: [Highlight: Int], files: Set<String>, referenceFiles: Set<String>)
    {
        let referenceSizer = IntrinsicSizer(font: reference, scaler: scaler, typeScale: scale)
        let other = Scaler(
            model: scaler.model == .proportional ? .uiFontMetrics : .proportional, platform: scaler.platform,
            displayScale: scaler.displayScale, boldText: scaler.boldText)
        let measureOptions = MeasureOptions(opticalSizing: options.opticalSizing)
        var styleReports: [StyleReport] = []
        var counts: [Highlight: Int] = [:]
        var files = Set<String>(), referenceFiles = Set<String>()
        for style in styles {
            var cells: [Cell] = []
            for category in categories {
                let target = ScaleTarget.category(category)
                let custom = try customSizer.measure(text, style: style, at: target, options: measureOptions)
                let scaled = custom.scaled!
                // The reference at the same scaled size, weight and leading.
                let referenceResult = try referenceSizer.measure(
                    text, pointSize: scaled.pointSize, weight: scaled.weight, options: measureOptions)
                let customCell = try cellFont(
                    text, custom, scaled: scaled, sizer: customSizer, style: style, target: target)
                let referenceCell = try cellFont(
                    text, referenceResult, scaled: scaled, sizer: referenceSizer, pointSize: scaled.pointSize,
                    weight: scaled.weight)
                files.insert(customCell.file)
                referenceFiles.insert(referenceCell.file)
                let otherSize = try other.scale(scale, style: style, at: target).pointSize
                let change = referenceCell.width > 0 ? customCell.width / referenceCell.width - 1 : 0
                // A reference without glyphs for the sample measures .notdef boxes: no width to compare.
                let lacks = referenceCell.missingCharacters.count
                var highlights: [Highlight] = []
                if lacks == 0, abs(change) > options.widthThreshold { highlights.append(.width) }
                if customCell.containers.contains(where: { $0.lines > 1 && !$0.truncated }) {
                    highlights.append(.wraps)
                }
                if customCell.containers.contains(where: \.truncated) { highlights.append(.truncates) }
                if otherSize != scaled.pointSize { highlights.append(.modelsDisagree) }
                if scaled.pointSize < scaler.platform.minimumLegibleSize { highlights.append(.belowMinimum) }
                if scaled.isCapped { highlights.append(.capped) }
                for highlight in highlights { counts[highlight, default: 0] += 1 }
                cells.append(
                    Cell(
                        category: category, custom: customCell, reference: referenceCell,
                        proportionalPointSize: otherSize, widthChange: change, highlights: highlights,
                        referenceLacks: lacks > 0 ? lacks : nil))
                step()
            }
            let spec = scale.styles[style]!
            styleReports.append(
                StyleReport(
                    style: style, basePointSize: spec.pointSize,
                    weight: (spec.weight ?? .regular).rawValue, cells: cells))
        }
        return (styleReports, counts, files, referenceFiles)
    }

    private func cellFont(
        _ text: String, _ result: StyledMeasurement, scaled: ScaledStyle, sizer: IntrinsicSizer,
        style: TextStyle? = nil,
        target: ScaleTarget? = nil, pointSize: Double? = nil, weight: FontWeight? = nil
    ) throws -> CellFont {
        var containers: [ContainerFit] = []
        for width in options.containerWidths {
            let options = MeasureOptions(width: width, maxLines: 2, opticalSizing: self.options.opticalSizing)
            let fit: StyledMeasurement
            if let style, let target {
                fit = try sizer.measure(text, style: style, at: target, options: options)
            } else {
                var fixed = options
                fixed.weight = weight
                fit = try sizer.measure(text, pointSize: pointSize!, options: fixed)
            }
            let height = Double(fit.size.lineCount) * scaled.leading
            containers.append(
                ContainerFit(
                    width: width, lines: fit.size.lineCount, truncated: fit.size.truncated,
                    roundedHeight: PixelGrid.roundUp(height, displayScale: scaler.displayScale)))
        }
        let size = result.size
        return CellFont(
            pointSize: size.pointSize, leading: scaled.leading, tracking: scaled.tracking, weight: result.weight,
            axes: result.axes,
            file: URL(fileURLWithPath: result.file).lastPathComponent, width: size.width,
            roundedWidth: size.roundedWidth,
            roundedHeight: PixelGrid.roundUp(scaled.leading, displayScale: scaler.displayScale),
            naturalLineHeight: size.naturalLineHeight,
            ascender: size.metrics.ascender, descender: size.metrics.descender, capHeight: size.metrics.capHeight,
            xHeight: size.metrics.xHeight, missingCharacters: size.missingCharacters, containers: containers,
            notes: result.notes)
    }

    private func summary(_ font: CustomFont, files: Set<String>, role: String, reason: String? = nil) throws
        -> FontSummary
    {
        let instance = try font.instance(weight: 400).instance
        return FontSummary(
            family: font.familyName, files: files.sorted(), isVariable: instance.face.info.isVariable,
            axes: instance.face.info.axes, role: role, reason: reason)
    }

    /// Per style, the base size whose x-height (or cap height) matches the reference's at the HIG size.
    private func suggestions(_ scale: TypeScale) throws -> BaseSizeSuggestions {
        let baseCategory = scaler.platform.referenceCategory ?? .large
        var result: [BaseSizeSuggestion] = []
        for style in styles {
            let hig = try HIG.metrics(style, baseCategory, platform: scaler.platform)
            func metric(_ font: CustomFont, _ size: Double) throws -> Double {
                let instance = try font.instance(
                    weight: hig.weight.rawValue, opticalSize: options.opticalSizing ? size : nil
                ).instance
                let metrics = instance.lineMetrics(pointSize: size)
                return options.match == .xHeight ? metrics.xHeight : metrics.capHeight
            }
            let target = try metric(reference, hig.pointSize)
            // The custom metric per point changes a little with opsz: refine twice.
            var size = hig.pointSize
            for _ in 0..<3 {
                let perPoint = try metric(font, size) / size
                guard perPoint > 0 else { break }
                size = target / perPoint
            }
            let resolved = try font.instance(weight: hig.weight.rawValue)
            let info = resolved.instance.face.info
            // A font without any PostScript name: a guess, which the generated Swift's fallback catches.
            let name =
                resolved.appFontName
                ?? AppFontName(
                    postScriptName: info.family.replacingOccurrences(of: " ", with: ""),
                    variations: [:], weight: resolved.weight.used, source: .face)
            result.append(
                BaseSizeSuggestion(
                    style: style, uiKitName: style.uiKitName ?? style.rawValue, higPointSize: hig.pointSize,
                    exactPointSize: size, pointSize: (size * 2).rounded() / 2, weight: hig.weight.rawValue,
                    postScriptName: name.postScriptName,
                    variations: name.variations, nameWeight: name.weight))
        }
        return BaseSizeSuggestions(metric: options.match, reference: reference.familyName, styles: result)
    }
}
