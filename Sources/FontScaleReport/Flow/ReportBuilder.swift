import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab
import FontScaleOutput
import Foundation

/// Measures every cell of a family against a reference and fills a `Report`.
package struct ReportBuilder {
    /// The tool name and version written into reports.
    package static let generator = FontScaleVersion.generator

    /// The custom font.
    package let font: CustomFont
    /// The samples, each measured in every cell against its own reference; the first is the
    /// report's main sample.
    package let samples: [ReportSample]
    /// The scaler (model, platform, display scale).
    package let scaler: Scaler
    /// What to report.
    package let options: ReportOptions
    /// The reference suggested base sizes match when no sample has one (the report's default).
    package let fallbackReference: ReportReference?
    /// The one shape cache of the report: every sizer (custom and references) and the
    /// accessibility section shape through it, so a text is shaped once at an instance.
    let measurer = TextMeasurer()
    /// The glyphs of every text the measurer shapes, which the sheet's drawing threads draw
    /// from (`ReportRun.glyphRuns`): nothing measured is shaped again to be drawn.
    let glyphRuns = GlyphRuns()

    /// Creates a builder for `samples` (at least one); `fallbackReference` is what suggested base
    /// sizes match when no sample has a reference.
    package init(
        font: CustomFont, samples: [ReportSample], scaler: Scaler, options: ReportOptions,
        fallbackReference: ReportReference? = nil
    ) {
        precondition(!samples.isEmpty, "a report has at least one sample")
        self.font = font
        self.samples = samples
        self.scaler = scaler
        self.options = options
        self.fallbackReference = fallbackReference
        measurer.glyphRuns = glyphRuns
    }

    /// The reference suggested base sizes match: the main sample's, else the first sample's that
    /// has one, else `fallbackReference`; nil when there is none at all (no suggestions then).
    package var reference: ReportReference? {
        samples.lazy.compactMap(\.reference).first ?? fallbackReference
    }

    /// The styles reported.
    package var styles: [TextStyle] { options.styles ?? scaler.platform.textStyles }
    /// The categories reported.
    package var categories: [ContentSizeCategory] { options.categories ?? scaler.platform.categories }

    /// The type scale: Apple's sizes at Large, with the report's maximum.
    package var typeScale: TypeScale {
        var scale = TypeScale.hig(scaler.platform)
        scale.maximum = options.maximum
        return scale
    }

    /// Measures every cell of every sample: the report model.
    package func build(progress: (ReportProgress) -> Void = { _ in }) throws -> Report {
        try report(of: try measureSamples(progress: progress))
    }

    /// Measures every sample in every style x category cell, each against its own reference, in
    /// `samples` order: each sample stays whole with its reference and its grid.
    package func measureSamples(progress: (ReportProgress) -> Void = { _ in }) throws -> [MeasuredSample] {
        guard scaler.platform.supportsDynamicType else {
            throw InvalidValueError(
                name: "platform", value: scaler.platform.displayName,
                expected: "a platform with Dynamic Type (ios, watchos)")
        }
        let scale = typeScale
        let customSizer = IntrinsicSizer(font: font, scaler: scaler, typeScale: scale, measurer: measurer)
        let total = styles.count * categories.count * samples.count
        var done = 0
        let step = {
            done += 1; progress(.measured(done: done, total: total))
        }
        var measured: [MeasuredSample] = []
        for sample in samples {
            measured.append(try measure(sample, customSizer: customSizer, scale: scale, step: step))
        }
        return measured
    }

    /// The report on `measured` (the first the main sample): the grids as measured, the custom
    /// font with every file its cells used, the suggestions, transitions and accessibility.
    package func report(of measured: [MeasuredSample], transitions: [SizeTransitionSummary]? = nil) throws -> Report {
        precondition(!measured.isEmpty, "a report has at least one sample")
        let scale = typeScale
        let files = measured.reduce(into: Set<String>()) { $0.formUnion($1.files) }
        var report = Report(
            generator: Self.generator, date: options.date, platform: scaler.platform, model: scaler.model,
            displayScale: scaler.displayScale, containerWidths: options.containerWidths,
            widthThreshold: options.widthThreshold, minimumLegibleSize: scaler.platform.minimumLegibleSize,
            font: try summary(font, files: files, role: "requested"), categories: categories,
            suggestions: try suggestions(scale),
            transitions: options.transitions ? try transitions ?? self.transitions(scale) : [],
            accessibility: try accessibility(scale, texts: measured.map(\.grid.text)))
        report.grids = measured.map(\.grid)
        return report
    }

    /// Every style x category cell of `sample` in the custom font beside its reference (alone
    /// without one).
    private func measure(
        _ sample: ReportSample, customSizer: IntrinsicSizer, scale: TypeScale, step: () -> Void
    ) throws -> MeasuredSample {
        let text = sample.text
        let referenceSizer = sample.reference.map {
            IntrinsicSizer(font: $0.font, scaler: scaler, typeScale: scale, measurer: measurer)
        }
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
                let customCell = try cellFont(
                    text, custom, scaled: scaled, sizer: customSizer, style: style, target: target)
                // The reference at the same scaled size, weight and leading.
                let referenceCell = try referenceSizer.map { sizer in
                    let result = try sizer.measure(
                        text, pointSize: scaled.pointSize, weight: scaled.weight, options: measureOptions)
                    return try cellFont(
                        text, result, scaled: scaled, sizer: sizer, pointSize: scaled.pointSize, weight: scaled.weight)
                }
                files.insert(customCell.file)
                if let referenceCell { referenceFiles.insert(referenceCell.file) }
                let otherSize = try other.scale(scale, style: style, at: target).pointSize
                let change = referenceCell.map { $0.width > 0 ? customCell.width / $0.width - 1 : 0 }
                var highlights: [Highlight] = []
                if let change, abs(change) > options.widthThreshold { highlights.append(.width) }
                if customCell.containers.contains(where: { $0.lines > 1 && !$0.truncated }) {
                    highlights.append(.wraps)
                }
                if customCell.containers.contains(where: \.truncated) { highlights.append(.truncates) }
                if otherSize != scaled.pointSize { highlights.append(.modelsDisagree) }
                if scaled.pointSize < scaler.platform.minimumLegibleSize { highlights.append(.belowMinimum) }
                if scaled.isCapped { highlights.append(.capped) }
                if Self.clipsInk(custom.size, lineHeight: scaled.leading, displayScale: scaler.displayScale) {
                    highlights.append(.clipsInk)
                }
                for highlight in highlights { counts[highlight, default: 0] += 1 }
                cells.append(
                    Cell(
                        category: category, custom: customCell, reference: referenceCell,
                        proportionalPointSize: otherSize, widthChange: change, highlights: highlights))
                step()
            }
            let spec = scale.styles[style]!
            styleReports.append(
                StyleReport(
                    style: style, basePointSize: spec.pointSize,
                    weight: (spec.weight ?? .regular).rawValue, cells: cells))
        }
        let grid = SampleGrid(
            text: text, script: sample.script, direction: sample.reportedDirection,
            reference: try sample.reference.map {
                try summary($0.font, files: referenceFiles, role: $0.role, reason: $0.reason)
            },
            styles: styleReports, highlightCounts: counts, noReference: sample.noReference,
            standIns: try standIns(of: text, missing: styleReports))
        return MeasuredSample(sample: sample, grid: grid, files: files)
    }

    /// The characters of `text` the custom font lacks in any cell of `styles`, each with the face
    /// that stood in for it; nil when it lacks none.
    private func standIns(of text: String, missing styles: [StyleReport]) throws -> [FallbackCharacter]? {
        let missing = Set(styles.flatMap { $0.cells.flatMap(\.custom.missingCharacters) })
        guard !missing.isEmpty else { return nil }
        let standIns = try font.instance(weight: 400).instance.standIns
        var seen = Set<String>()
        return text.unicodeScalars.compactMap { scalar -> FallbackCharacter? in
            let character = String(scalar)
            guard missing.contains(character), seen.insert(character).inserted else { return nil }
            return FallbackCharacter(character: character, family: standIns?.family(for: scalar), file: nil)
        }
    }

    /// Whether `measured`'s ink leaves the line box `lineHeight` gives it by more than a pixel:
    /// UIKit's box, the descender at its bottom (`fontscale check`'s text/clipped-ink).
    static func clipsInk(_ measured: TextMeasurement, lineHeight: Double, displayScale: DisplayScale) -> Bool {
        let lastBaseline = -Double(max(measured.lineCount - 1, 0)) * measured.lineHeight
        return measured.ink?.outside(
            lineHeight: lineHeight, descender: measured.metrics.descender,
            tolerance: 1 / displayScale.pixelsPerPoint, lastBaseline: lastBaseline) != nil
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

    /// Per style, the base size whose x-height (or cap height) matches the reference's at the HIG size;
    /// none without any reference.
    private func suggestions(_ scale: TypeScale) throws -> BaseSizeSuggestions {
        guard let reference else { return BaseSizeSuggestions(metric: options.match, reference: "", styles: []) }
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
            let target = try metric(reference.font, hig.pointSize)
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
        return BaseSizeSuggestions(
            metric: options.match, reference: reference.font.familyName, role: reference.role, styles: result)
    }
}
