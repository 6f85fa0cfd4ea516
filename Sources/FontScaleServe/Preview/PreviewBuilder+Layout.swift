import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

extension PreviewBuilder {
    /// One cell: the style at its `scaled` size for `target`, with the font's instance there (the
    /// optical size following the size), its one-line widths and its lines in each container.
    static func measure(
        _ scaled: ScaledStyle, style: StyleConfig, font: CustomFont, target: ScaleTarget, config: CheckConfig,
        containers: [Int], samples: [String], features: [FontFeature], measurer: TextMeasurer
    ) throws -> Measured {
        let resolved = try font.instance(
            weight: scaled.weight.rawValue, italic: style.italic, opticalSize: scaled.pointSize, axes: style.axes)
        let face = FaceKey(path: resolved.instance.face.info.file, index: resolved.instance.face.info.index)
        let instance = resolved.instance
        let limitAt = limitCategory(of: target, in: config)
        let frames = containers.map {
            Frame(width: config.containers[$0].width, limit: limitAt.map(config.containers[$0].maxLines(at:)) ?? 0)
        }
        let laid = try lines(
            of: samples, in: frames, measurer: measurer, instance: instance, pointSize: scaled.pointSize,
            features: features, tracking: scaled.tracking)
        return Measured(
            face: face,
            axes: Dictionary(uniqueKeysWithValues: resolved.axes.map { ($0.tag, $0.value) }),
            cell: PreviewModel.Cell(
                size: scaled.pointSize, leading: scaled.leading, tracking: scaled.tracking,
                weight: resolved.weight.used,
                axes: resolved.axes.map { "\"\($0.tag)\" \(number($0.value))" }.joined(separator: ", "),
                font: 0,
                widths: samples.map {
                    measurer.width(
                        of: $0, instance: instance, pointSize: scaled.pointSize, features: features,
                        tracking: scaled.tracking)
                },
                lines: laid.lines, cut: laid.cut))
    }

    /// A container as one cell lays its samples out in it: its width and its line limit at the
    /// cell's category (0: no limit).
    struct Frame {
        let width: Double, limit: Int
    }

    /// The lines of every sample in every frame, as fontscale breaks them (`TextMeasurer.measure`
    /// at the frame's width, no line limit: what `measure` prints), and where the frame's limit cuts
    /// a sample, the last line drawn (measured again with the limit: the line that ends in "…").
    static func lines(
        of samples: [String], in frames: [Frame], measurer: TextMeasurer, instance: FontInstance,
        pointSize: Double, features: [FontFeature], tracking: Double
    ) throws -> (lines: [[[String]]], cut: [[String?]]) {
        var lines: [[[String]]] = [], cut: [[String?]] = []
        for frame in frames {
            var texts: [[String]] = [], cuts: [String?] = []
            for sample in samples {
                var options = LayoutOptions(features: features, tracking: tracking, width: frame.width, maxLines: 0)
                let all = try measurer.measure(sample, instance: instance, pointSize: pointSize, options: options)
                    .lines.map(\.text)
                texts.append(all)
                guard frame.limit > 0, all.count > frame.limit else { cuts.append(nil); continue }
                options.maxLines = frame.limit
                cuts.append(
                    try measurer.measure(sample, instance: instance, pointSize: pointSize, options: options)
                        .lines.last?.text)
            }
            lines.append(texts)
            cut.append(cuts)
        }
        return (lines, cut)
    }

    /// The category whose line limits a target's cells use: the target's own, or for an Android
    /// font scale the config's default one (Large, else its first: the page's `defaultCategory`).
    static func limitCategory(of target: ScaleTarget, in config: CheckConfig) -> ContentSizeCategory? {
        if case let .category(category) = target { return category }
        return config.categories.contains(.default) ? .default : config.categories.first
    }
}

extension PreviewBuilder {
    /// Why a style whose font does not resolve is left out of the page: the check's font/resolves
    /// finding for it (suppressed or not), else the error itself at the config.
    static func leftOut(_ style: StyleConfig, error: any Error, findings: [Finding], path: String) -> PreviewModel.Note
    {
        // A style on the config's default font shares that font's one finding (no style named).
        let onDefault = !style.gives(ConfigKeys.Style.family) && !style.gives(ConfigKeys.Style.file)
        if let finding = findings.first(where: {
            $0.rule == "font/resolves" && ($0.style == style.name || onDefault && $0.style == nil)
        }) {
            let found = note(finding)
            return PreviewModel.Note(
                rule: found.rule, level: found.level, message: found.message, location: found.location,
                style: style.name, category: found.category)
        }
        return PreviewModel.Note(
            rule: "font/resolves", level: "error", message: "\(error)", location: path, style: style.name,
            category: nil)
    }
}
