import ArgumentParser
import FontScale
import FontScaleFonts
import FontScaleMotion
import FontScaleMotionLab
import FontScaleRender
import Foundation

/// `fontscale animate size`: a label growing or shrinking between two sizes.
struct AnimateSize: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "size",
        abstract: "Plan a size-change transition (naive, grow, shrink, cross-fade) and measure its flaws with the real font.",
        discussion: """
            UILabel.font is not animatable, so apps animate a scale transform. For each strategy the \
            plan gives the transform scale at both ends, the swap time and the keyframes; the flaws are \
            measured by drawing both ends: the magnified small render against a native one (naive), and \
            the jump when the fonts swap (grow at the start, shrink at the end), with a variable font's \
            optical size following the size and held fixed. The advice: a plain transform, a cross-fade, \
            or re-layout each frame, with the thresholds used.

            Examples:
              fontscale animate size --font Merriweather --style body --from Large --to AX3
              fontscale animate size --font Inter --style title1 --from 34 --to 17 --text "Inbox" --strategy shrink --format json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }
    enum Strategy: String, ExpressibleByArgument, CaseIterable { case all, naive, grow, shrink, crossFade = "cross-fade" }

    @OptionGroup var font: FontOptions

    @Option(help: ArgumentHelp("The text style: \(HelpText.styles) (default Body).", valueName: "style"), transform: Parse.style)
    var style: TextStyle = .body

    @Option(help: ArgumentHelp("Where the transition starts: a content size category or a point size.", valueName: "size"))
    var from: String

    @Option(help: ArgumentHelp("Where it ends: a content size category or a point size.", valueName: "size"))
    var to: String

    @Option(help: ArgumentHelp("The text.", valueName: "text"))
    var text: String = "Dynamic Type"

    @Option(help: ArgumentHelp("The container width in points: the advice checks the text breaks into the same lines at both ends.", valueName: "points"))
    var width: Double?

    @Option(help: "The strategies to plan.")
    var strategy: Strategy = .all

    @Option(name: .customLong("display-scale"), help: ArgumentHelp("The pixel grid of the renders: 1, 2 or 3.", valueName: "scale"))
    var displayScale: Int = 3

    @OptionGroup var animation: AnimationOptions

    @Option(help: "Output format.")
    var format: Format = .text

    func validate() throws {
        guard Scaler.displayScales.contains(displayScale) else { throw ValidationError("--display-scale: expected 1, 2 or 3, instead saw \(displayScale)") }
        if let width, !(width.isFinite && width > 0 && width <= 100_000) {
            throw ValidationError("--width: expected a point size above 0 and at most 100000, instead saw \(formatNumber(width))")
        }
        guard !text.isEmpty, !text.allSatisfy(\.isWhitespace) else { throw ValidationError("--text: expected text with at least one visible character, instead saw '\(text)'") }
        let start: SizeOrCategory, end: SizeOrCategory
        do {
            start = try SizeOrCategory(parsing: from, name: "--from")
            end = try SizeOrCategory(parsing: to, name: "--to")
        } catch let error as CLIError { throw ValidationError(error.message) }
        guard start != end else { throw ValidationError("--to: expected a size other than --from (\(start)): nothing to animate") }
    }

    func run() throws {
        let custom = try font.font()
        let scaler = Scaler(displayScale: displayScale)
        func points(_ end: SizeOrCategory) throws -> Double {
            switch end {
            case let .points(value): value
            case let .category(category): try scaler.scale(TypeScale.hig(), style: style, at: .category(category)).pointSize
            }
        }
        let start = try SizeOrCategory(parsing: from, name: "--from"), end = try SizeOrCategory(parsing: to, name: "--to")
        let a = try points(start), b = try points(end)
        guard a != b else { throw CLIError.usage("--to: \(style) is \(formatNumber(a)) pt at both \(start) and \(end): nothing to animate") }
        let weight = try HIG.metrics(style, .large).weight
        let flaws = try TransitionLab(font: custom, displayScale: displayScale).measure(text, from: a, to: b, weight: weight, containerWidth: width)
        // A damaged font (variation deltas, kerning) can set the text 0 wide at one end: its fault, not the arguments'.
        for (label, measured) in [(start, flaws.from), (end, flaws.to)] where measured.intrinsicWidth <= 0 {
            throw FontError.invalidFont(path: custom.source.description, reason: "it sets '\(text)' 0 points wide at \(formatNumber(measured.pointSize)) pt (\(label)): its horizontal metrics there (hmtx, HVAR, kerning) are damaged")
        }
        let advice = flaws.recommendation()
        let (curve, duration) = try animation.timing(default: .easeInOut, duration: 0.35)
        let boxes = (TextBox(width: flaws.from.intrinsicWidth, height: flaws.from.intrinsicHeight, baseline: flaws.from.ascender),
                     TextBox(width: flaws.to.intrinsicWidth, height: flaws.to.intrinsicHeight, baseline: flaws.to.ascender))
        var strategies: [SizeTransitionStrategy] = []
        if [.all, .naive].contains(strategy) { strategies.append(.naive) }
        if [.all, .grow].contains(strategy) { strategies.append(.grow) }
        if [.all, .shrink].contains(strategy) { strategies.append(.shrink) }
        if [.all, .crossFade].contains(strategy) {
            let window = advice.crossFadeWindow ?? 0.3
            strategies.append(.crossFade(window: b > a ? 0...window : (1 - window)...1))
        }
        let plans = try strategies.map {
            try SizeTransitionPlan(from: boxes.0, to: boxes.1, strategy: $0, duration: duration, rate: animation.frameRate, curve: curve)
        }
        var files: [String] = []
        if !animation.noPictures {
            try animation.writing(["size-filmstrip.png", "size-preview.html"]) {
                let instances = (try custom.instance(weight: weight.rawValue, opticalSize: a).instance, try custom.instance(weight: weight.rawValue, opticalSize: b).instance)
                let rows = plans.map { plan in
                    FilmRow(title: plan.strategy.description, note: note(plan.strategy, flaws, advice), frames: plan.keyframes.map { keyframe in
                        FilmFrame(time: keyframe.frame.time, layers: keyframe.layers.map { state in
                            let source = state.font == .source
                            // naive never re-renders: the compositor stretches the source label's pixels.
                            return FilmLayer(instance: source ? instances.0 : instances.1, text: text, pointSize: source ? a : b,
                                             scaleX: state.scale.x, scaleY: state.scale.y, opacity: state.opacity,
                                             rasterScale: plan.strategy == .naive ? displayScale : nil)
                        })
                    })
                }
                let renderer = FilmstripRenderer(labels: pictureLabels(custom, catalog: try? font.folders.catalog()), pixelScale: 2)
                let title = "\(custom.familyName) \(style): \(formatNumber(a)) → \(formatNumber(b)) pt, \(formatNumber(duration, decimals: 3)) s at \(animation.rate) Hz, \(curve)"
                files.append(try animation.produce("size-filmstrip.png") { try renderer.filmstrip(rows, title: title, to: $0) })
                let cell = renderer.cellSize(rows)
                let tracks = try rows.map { PreviewPage.Track(title: $0.title, note: $0.note, frames: try renderer.frames($0, cell: cell), width: cell.width, height: cell.height) }
                files.append(try animation.write(Data(PreviewPage.html(title: title, summary: summary(flaws, advice, plans, a, b), tracks: tracks, hertz: animation.rate).utf8), "size-preview.html"))
            }
        }
        switch format {
        case .text: writeOut(summary(flaws, advice, plans, a, b) + files.map { "wrote \($0)\n" }.joined())
        case .json: writeOut(try jsonString(SizeSummary(flaws: flaws, advice: advice, plans: plans, files: files)))
        }
    }

    private func note(_ strategy: SizeTransitionStrategy, _ flaws: TransitionFlaws, _ advice: TransitionRecommendation) -> String {
        func jump(_ jumps: [SwapJump]) -> String {
            jumps.map { "\($0.opticalSizing == .followsSize ? "opsz follows" : "opsz held"): drift \(formatNumber($0.maxGlyphDrift, decimals: 2)) pt, RMSE \(formatNumber($0.pixels.rmse, decimals: 3))" }.joined(separator: "; ")
        }
        switch strategy {
        case .naive: return flaws.naive.map { "magnified pixels: RMSE \(formatNumber($0.pixels.rmse, decimals: 3)), \(formatNumber($0.pixels.shareOff10Percent * 100, decimals: 1))% off" }.first ?? ""
        case .grow: return "jump at the start: " + jump(flaws.growStart)
        case .shrink: return "jump at the swap: " + jump(flaws.shrinkSwap)
        case .crossFade: return "advice: \(advice.advice.rawValue)"
        }
    }

    private func summary(_ flaws: TransitionFlaws, _ advice: TransitionRecommendation, _ plans: [SizeTransitionPlan], _ a: Double, _ b: Double) -> String {
        var out = "\(text) in \(style): \(formatNumber(a)) pt -> \(formatNumber(b)) pt (display @\(displayScale)x)\n"
        out += "  intrinsic size: \(formatNumber(flaws.from.intrinsicWidth)) x \(formatNumber(flaws.from.intrinsicHeight)) pt -> \(formatNumber(flaws.to.intrinsicWidth)) x \(formatNumber(flaws.to.intrinsicHeight)) pt\n"
        out += "  transform scale: x \(formatNumber(flaws.scaleX)), y \(formatNumber(flaws.scaleY))\n"
        for plan in plans {
            let layers = plan.layers.map { "\($0.font.rawValue) \(formatNumber($0.startScale.x, decimals: 3))x\(formatNumber($0.startScale.y, decimals: 3)) -> \(formatNumber($0.endScale.x, decimals: 3))x\(formatNumber($0.endScale.y, decimals: 3))" }
            out += "  \(plan.strategy): \(layers.joined(separator: ", "))\(plan.swapTime.map { ", swap at \(formatNumber($0)) s" } ?? "")\(plan.fadeWindow.map { ", fade \(formatNumber($0.lowerBound)) to \(formatNumber($0.upperBound)) s" } ?? ""), \(plan.keyframes.count) frames\n"
        }
        for (name, jumps) in [("grow start", flaws.growStart), ("shrink swap", flaws.shrinkSwap)] {
            for jump in jumps {
                out += "  \(name) (\(jump.opticalSizing == .followsSize ? "opsz follows" : "opsz held")): width \(formatNumber(jump.widthJump, decimals: 2)) pt, height \(formatNumber(jump.heightJump, decimals: 2)) pt, glyph drift \(formatNumber(jump.maxGlyphDrift, decimals: 2)) pt, pixels RMSE \(formatNumber(jump.pixels.rmse, decimals: 3)), \(formatNumber(jump.pixels.shareOff10Percent * 100, decimals: 1))% off by >10%\n"
            }
        }
        for magnification in flaws.naive {
            out += "  naive (\(magnification.opticalSizing == .followsSize ? "opsz follows" : "opsz held")): magnified pixels RMSE \(formatNumber(magnification.pixels.rmse, decimals: 3)), \(formatNumber(magnification.pixels.shareOff10Percent * 100, decimals: 1))% off by >10%\n"
        }
        if let breaks = flaws.lineBreaks {
            out += "  lines in \(formatNumber(breaks.width)) pt: \(breaks.from.count) -> \(breaks.to.count)\(breaks.reflows ? " (reflows)" : "")\n"
        }
        out += "advice: \(advice.strategy), \(advice.advice.rawValue)\(advice.crossFadeWindow.map { " over \(formatNumber($0 * 100))% of the duration" } ?? ""): \(advice.reason)\n"
        out += "  thresholds: invisible below \(formatNumber(advice.invisibleDrift, decimals: 3)) pt drift and \(formatNumber(advice.invisibleShare * 100, decimals: 1))% of pixels; cross-fade up to \(formatNumber(advice.crossFadeLimit, decimals: 2)) pt\n"
        return out
    }
}

/// `animate size --format json`.
struct SizeSummary: Encodable {
    let flaws: TransitionFlaws
    let advice: TransitionRecommendation
    let plans: [PlanSummary]
    let files: [String]

    struct PlanSummary: Encodable {
        let strategy: String
        let anchor: String
        let layers: [Bounds]
        let swapTime: Double?
        let fadeWindow: [Double]?
        let keyframes: [Key]
        struct Key: Encodable { let time: Double; let eased: Double; let layers: [Layer] }
        struct Layer: Encodable { let font: String; let scaleX: Double; let scaleY: Double; let opacity: Double }
        struct Bounds: Encodable { let font: String; let bounds: TextBox; let anchorPoint: Point2D; let anchorOffset: Point2D }
    }

    init(flaws: TransitionFlaws, advice: TransitionRecommendation, plans: [SizeTransitionPlan], files: [String]) {
        self.flaws = flaws
        self.advice = advice
        self.files = files
        self.plans = plans.map { plan in
            PlanSummary(strategy: plan.strategy.description, anchor: plan.anchor.rawValue,
                        layers: plan.layers.map { PlanSummary.Bounds(font: $0.font.rawValue, bounds: $0.bounds, anchorPoint: $0.anchorPoint, anchorOffset: $0.anchorOffset) },
                        swapTime: plan.swapTime, fadeWindow: plan.fadeWindow.map { [$0.lowerBound, $0.upperBound] },
                        keyframes: plan.keyframes.map { key in
                            PlanSummary.Key(time: key.frame.time, eased: key.frame.eased, layers: key.layers.map {
                                PlanSummary.Layer(font: $0.font.rawValue, scaleX: $0.scale.x, scaleY: $0.scale.y, opacity: $0.opacity)
                            })
                        })
        }
    }
}
