import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import Foundation

/// What `fontscale export` is asked for: a parsed config, a format and its settings.
public struct ExportRequest: Sendable {
    /// The config.
    public var config: CheckConfig
    /// The config's path, as messages cite it; its file name is what generated headers cite.
    public var file: String
    /// The format.
    public var format: ExportFormat
    /// The formats' settings (fluid CSS, the Kotlin package).
    public var options: ExportOptions
    /// Whether a font that does not resolve is written with guessed names (a warning) rather than refused.
    public var allowsMissingFonts: Bool

    /// A request for `config` (read from `file`) in `format`.
    public init(
        config: CheckConfig, file: String, format: ExportFormat, options: ExportOptions = ExportOptions(),
        allowsMissingFonts: Bool = false
    ) {
        self.config = config
        self.file = file
        self.format = format
        self.options = options
        self.allowsMissingFonts = allowsMissingFonts
    }
}

/// What an export produced: the text of a one-file format, or the font assets of a folder format.
public struct ExportOutcome: Sendable {
    /// What was produced.
    public enum Output: Sendable {
        /// The whole output of a one-file format.
        case text(String)
        /// The font files and their declarations, for a folder (`ExportFormat.fonts`).
        case folder(FontAssets)
    }

    /// What was produced.
    public let output: Output
    /// The fonts that did not resolve and were written with guessed names (allowed by the request).
    public let guessed: [UnresolvedFont]
    /// Axis values outside their font's axis, written clamped (check's warnings, in its words).
    public var warnings: [String] = []

    /// The outcome of `output`, with the fonts whose names were guessed.
    public init(output: Output, guessed: [UnresolvedFont]) {
        self.output = output
        self.guessed = guessed
    }
}

/// Why an export was refused: the config cannot be written as asked.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    /// A font of the config did not resolve (the config's path, the font, the loader's message).
    case unresolvedFont(file: String, font: String, reason: String)
    /// A style asks for an OpenType feature its font does not have.
    case missingFeature(file: String, problem: FeatureProblem)
    /// Fluid sizes grow a style past what browser zoom can bring to 200% (WCAG 1.4.4): the
    /// config's path, the fluid settings and each style's problem in words.
    case breaksZoom(file: String, fluid: FluidType, problems: [String])

    public var description: String {
        switch self {
        case let .unresolvedFont(file, font, reason): "\(file): font '\(font)' did not resolve: \(reason)"
        case let .missingFeature(file, problem): "\(file): \(problem)"
        case let .breaksZoom(file, fluid, problems):
            """
            \(file): fluid sizes over \(fluid.textDescription) px reaching \(fluid.to.displayName) break WCAG 1.4.4: \
            \(problems.joined(separator: "; ")); \(Self.zoomRemedy)
            """
        }
    }

    /// What to do about fluid sizes that break WCAG 1.4.4, and why.
    public static let zoomRemedy =
        "lower the category reached or give the style a maxSize (fluid text within 2.5x reaches 200% by 500% zoom, "
        + "never at 200% zoom: zoom does not enlarge vw)"
}

extension Exporter {
    /// Runs an export: resolves the fonts through `catalog` (unresolved ones refused unless the
    /// request allows them: then each is told to `guessing` as soon as it is known, before any
    /// refusal), refuses a style whose font lacks a feature it asks for and fluid sizes that break
    /// WCAG 1.4.4, and renders the format.
    public static func run(
        _ request: ExportRequest, catalog: FontCatalog?, guessing: (UnresolvedFont) -> Void = { _ in }
    ) throws -> ExportOutcome {
        let model = try ExportModel(config: request.config, catalog: catalog)
        if !request.allowsMissingFonts, let missing = model.unresolved.first {
            throw ExportError.unresolvedFont(file: request.file, font: missing.font, reason: missing.reason)
        }
        model.unresolved.forEach(guessing)
        if let problem = model.featureProblems.first {
            throw ExportError.missingFeature(file: request.file, problem: problem)
        }
        if let fluid = request.options.fluid {
            let problems = fluid.zoomProblems(model)
            if !problems.isEmpty { throw ExportError.breaksZoom(file: request.file, fluid: fluid, problems: problems) }
        }
        let source = URL(fileURLWithPath: request.file).lastPathComponent
        if request.format.writesFolder {
            var outcome = ExportOutcome(
                output: .folder(FontAssets(model: model, source: source, options: request.options)),
                guessed: model.unresolved)
            outcome.warnings = model.axisWarnings
            return outcome
        }
        let text = try render(
            request.format, model: model, config: request.config, source: source, options: request.options)
        var outcome = ExportOutcome(output: .text(text), guessed: model.unresolved)
        outcome.warnings = model.axisWarnings
        return outcome
    }
}
