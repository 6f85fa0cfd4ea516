import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotionLab
import Foundation

/// The stages of a build: resolve each style's inputs, measure its cells (or take them from the
/// cache by a `StyleKey`), make its motion previews, then subset each font to what it draws.
extension PreviewBuilder {
    /// Everything a style's cells depend on, the font file's modification time included: the
    /// cache's key (a style changed in any of these is measured again; two styles alike share).
    struct StyleKey: Hashable {
        let font: FontReference, fontStamp: String
        let spec: StyleSpec, scalesWith: TextStyle, italic: Bool
        let axes: [String: Double], features: [String], samples: [String]
        let containers: [ContainerKey]
        let model: ScalingModel, platform: Platform, displayScale: DisplayScale
        let categories: [ContentSizeCategory]
    }

    /// What a container contributes to a style's cells: its width and line limits.
    struct ContainerKey: Hashable {
        let width: Double, maxLines: Int, accessibilityMaxLines: Int?
    }

    /// A transition lab's key: its font, the font file's times and the display scale.
    struct LabKey: Hashable {
        let font: FontReference, fontStamp: String, displayScale: DisplayScale
    }

    /// A served subset's key: the face, its file's time, the instances it is verified at and the
    /// text it keeps.
    struct SubsetKey: Hashable {
        let face: FaceKey, modified: Int, axes: [[String]], text: String

        /// The digest in the font's URL: what the subset holds (`/fonts/N?v=DIGEST`).
        var digest: String { PreviewBuilder.digest("\(face.path)#\(face.index)|\(modified)|\(axes)|\(text)") }
    }

    /// What a build scales with: the config's own scalers (without and with Bold Text), each
    /// other platform's, then Android's nonlinear scale at its font scales.
    struct Plan {
        let scaler: Scaler
        let others: [(platform: Platform, model: ScalingModel)]
        let fontScales: [Double]
        /// Each run: a scaler and its targets.
        let runs: [(scaler: Scaler, targets: [ScaleTarget])]

        init(_ config: CheckConfig) {
            scaler = Scaler(model: config.model, platform: config.platform, displayScale: config.displayScale)
            let bold = Scaler(
                model: config.model, platform: config.platform, displayScale: config.displayScale, boldText: true)
            others = PreviewBuilder.variants(of: config)
            fontScales = PreviewBuilder.fontScales(of: config)
            let categories = config.categories.map { ScaleTarget.category($0) }
            runs =
                [(scaler, categories), (bold, categories)]
                + others.map {
                    (Scaler(model: $0.model, platform: $0.platform, displayScale: config.displayScale), categories)
                }
                + (fontScales.isEmpty
                    ? []
                    : [(Scaler(model: .android, platform: config.platform), fontScales.map { .fontScale($0) })])
        }
    }

    /// One style's inputs, resolved.
    struct Input {
        let style: StyleConfig, font: CustomFont, containers: [Int], samples: [String]
        let spec: StyleSpec, features: [FontFeature], key: StyleKey, lab: LabKey
    }

    /// What one build gathers: the cells and previews kept for the next, the labs used, the faces
    /// drawn (with their texts and instances), and the model's styles.
    struct Pass {
        var cells: [StyleKey: [[Measured?]]] = [:], motions: [StyleKey: StyleMotion] = [:], labs: Set<LabKey> = []
        var faces: [FaceKey] = [], texts: [FaceKey: [String]] = [:], instances: [FaceKey: [[String: Double]]] = [:]
        var fonts: [FontReference: CustomFont] = [:]
        var styles: [PreviewModel.Style] = [], measured: [String] = [], leftOut: [PreviewModel.Note] = []
        var subsets: [SubsetKey] = []

        /// Adds a style: its faces, texts and instances, and its entry in the model.
        mutating func add(_ input: Input, cells: [[Measured?]], motion: StyleMotion?, plan: Plan) {
            self.cells[input.key] = cells
            motions[input.key] = motion
            for measured in cells.joined().compactMap({ $0 }) {
                if !faces.contains(measured.face) { faces.append(measured.face) }
                texts[measured.face, default: []] += input.samples
                if !(instances[measured.face] ?? []).contains(measured.axes) {
                    instances[measured.face, default: []].append(measured.axes)
                }
            }
            let faces = faces
            func numbered(_ measured: Measured) -> PreviewModel.Cell {
                var cell = measured.cell
                cell.font = faces.firstIndex(of: measured.face)!
                return cell
            }
            let others = plan.others.count, style = input.style
            styles.append(
                PreviewModel.Style(
                    name: style.name, textStyle: style.textStyle.displayName, italic: style.italic,
                    features: input.features.map { "\"\($0.tagName)\" 1" }.joined(separator: ", "),
                    samples: input.samples, containers: input.containers,
                    cells: cells[0].map { numbered($0!) }, boldCells: cells[1].map { numbered($0!) },
                    variantCells: cells[2..<2 + others].map { $0.map { $0.map(numbered) } },
                    androidCells: plan.fontScales.isEmpty ? [] : cells[2 + others].map { numbered($0!) },
                    count: motion?.count, transition: motion?.transition, morph: motion?.morph))
        }
    }

    /// A style's inputs: its font (the checker's; resolved here only if the check did not, so
    /// `fontsResolved` stays 0), containers, samples, spec, features and keys; nil, with the style
    /// in `leftOut`, when its font does not resolve (the check's font/resolves finding says why).
    func resolve(_ style: StyleConfig, parsed: Parsed, pass: inout Pass) throws -> Input? {
        let config = parsed.config
        if let error = parsed.unresolved[style.font] {
            pass.leftOut.append(Self.leftOut(style, error: error, findings: parsed.result.findings, path: path))
            return nil
        }
        let font: CustomFont
        if let known = pass.fonts[style.font] ?? parsed.fonts[style.font] {
            font = known
        } else {
            do { font = try Self.font(style.font, catalog: parsed.catalog) } catch {
                pass.leftOut.append(Self.leftOut(style, error: error, findings: parsed.result.findings, path: path))
                return nil
            }
            fontsResolved += 1
        }
        pass.fonts[style.font] = font
        let containers = config.containers.indices.filter {
            style.containers?.contains(config.containers[$0].name) ?? true
        }
        let samples = (style.samples ?? config.samples).map(\.text)
        let spec = StyleSpec(
            pointSize: style.size, leading: style.lineHeight, tracking: style.tracking, weight: style.weight,
            minimum: style.minSize, maximum: style.maxSize)
        let stamp = Self.stamp(of: font)
        let key = StyleKey(
            font: style.font, fontStamp: stamp, spec: spec, scalesWith: style.scalesWith, italic: style.italic,
            axes: style.axes, features: style.features, samples: samples,
            containers: containers.map {
                let container = config.containers[$0]
                return ContainerKey(
                    width: container.width, maxLines: container.maxLines,
                    accessibilityMaxLines: container.accessibilityMaxLines)
            },
            model: config.model, platform: config.platform, displayScale: config.displayScale,
            categories: config.categories)
        return Input(
            style: style, font: font, containers: containers, samples: samples, spec: spec,
            features: try style.features.map(FontFeature.init), key: key,
            lab: LabKey(font: style.font, fontStamp: stamp, displayScale: config.displayScale))
    }

    /// A style's cells, run by run (every category without Bold Text, with it, on each other
    /// platform, then Android's font scales): from the cache, else measured. The config's own
    /// model at its categories takes the checker's sizes; the rest is scaled here. Another
    /// platform may lack a category (nil); the config's own must scale (the check says why not).
    func cells(of input: Input, plan: Plan, parsed: Parsed, pass: inout Pass) throws -> [[Measured?]] {
        if let cells = cache[input.key], !cells.isEmpty { return cells }
        pass.measured.append(input.style.name)
        var cells: [[Measured?]] = []
        for (run, (scaler, targets)) in plan.runs.enumerated() {
            var measuredRun: [Measured?] = []
            for target in targets {
                var scaled: ScaledStyle? =
                    if run == 0, case let .category(category) = target {
                        parsed.scaled[input.style.name]?[category]
                    } else { nil }
                if scaled == nil {
                    if run == 0 { stylesRescaled += 1 }
                    do { scaled = try scaler.scale(input.spec, style: input.style.scalesWith, at: target) } catch {
                        if run < 2 { throw error }
                        measuredRun.append(nil)
                        continue
                    }
                }
                measuredRun.append(
                    try Self.measure(
                        scaled!, style: input.style, font: input.font, target: target, config: parsed.config,
                        containers: input.containers, samples: input.samples, features: input.features,
                        measurer: parsed.measurer))
            }
            cells.append(measuredRun)
        }
        return cells
    }

    /// A style's motion previews: kept from an earlier build, else made when `make` (a size
    /// transition renders the swap, the slowest part of a build), with its font's lab.
    func motions(of input: Input, plan: Plan, make: Bool, pass: inout Pass) throws -> StyleMotion? {
        pass.labs.insert(input.lab)
        if make, motions[input.key] == nil {
            let lab = labs[input.lab] ?? TransitionLab(font: input.font, displayScale: input.lab.displayScale)
            labs[input.lab] = lab
            motions[input.key] = try StyleMotion.make(
                style: input.style, spec: input.spec, samples: input.samples, features: input.features,
                font: input.font, lab: lab, scaler: plan.scaler)
        }
        return motions[input.key]
    }

    /// Each face subset to the samples drawn with it, verified to shape like the whole font at
    /// every instance the page uses (`FontFace.subset`, as the report embeds its fonts); the whole
    /// file where a subset fails, nothing where the file may not be served.
    func subsetFonts(_ pass: Pass) {
        var keys: [SubsetKey] = [], data: [Data?] = [], kept: [SubsetKey: Data] = [:]
        for face in pass.faces {
            let text = Set(pass.texts[face] ?? []).sorted().joined(separator: " ")
            // Each instance's axes in tag order: a dictionary's own order changes from run to run.
            let axes = (pass.instances[face] ?? []).map {
                $0.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            }
            let key = SubsetKey(face: face, modified: Self.modified(face.path), axes: axes, text: text)
            keys.append(key)
            guard RequestPolicy.isServable(file: face.path) else { data.append(nil); continue }
            let subset =
                subsets[key]
                ?? (try? FontFace(path: face.path, index: face.index))?.subset(
                    keeping: text, verifyingAt: pass.instances[face] ?? [])
            let bytes = subset ?? (face.index == 0 ? FileManager.default.contents(atPath: face.path) : nil)
            if let subset { kept[key] = subset }
            data.append(bytes)
        }
        subsets = kept
        fontData = data
        fontFiles = pass.faces.map(\.path)
        fontDigests = keys.map(\.digest)
    }

    /// The page's model of a build.
    func model(_ parsed: Parsed, plan: Plan, pass: Pass) -> PreviewModel {
        let config = parsed.config, files = fontFiles, digests = fontDigests
        return PreviewModel(
            config: path, platform: config.platform.displayName, model: config.model.rawValue,
            categories: config.categories.map(\.displayName),
            defaultCategory: config.categories.firstIndex(of: .default) ?? 0,
            fonts: files.indices.map {
                // What the subset holds in the URL: a new subset (or a saved font) is fetched again.
                .init(
                    family: "fs-\($0)", url: "/fonts/\($0)?v=\(digests[$0])",
                    name: URL(fileURLWithPath: files[$0]).lastPathComponent)
            },
            variants: [Self.variantName(config.platform, config.model)]
                + plan.others.map { Self.variantName($0.platform, $0.model) }
                + (plan.fontScales.isEmpty ? [] : ["Android"]),
            fontScales: plan.fontScales,
            containers: config.containers.map { container in
                .init(
                    name: container.name, width: container.width,
                    maxLines: config.categories.map { container.maxLines(at: $0) })
            },
            styles: pass.styles, leftOut: pass.leftOut,
            findings: parsed.result.findings.filter { $0.suppressed == nil }.map(Self.note), error: nil,
            measured: pass.measured, changing: parsed.changing ? true : nil)
    }
}
