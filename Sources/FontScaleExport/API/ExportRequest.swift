import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics
import Foundation

/// What `fontscale export` is asked for: a parsed config, a format and its settings, and the
/// font folders besides the config's own.
public struct ExportRequest: CommandRequest, Sendable {
    /// What happens while an export runs, for the caller to show.
    public enum Event: Sendable {
        /// A font that does not resolve is written with guessed names (`allowsMissingFonts`), told
        /// as soon as it is known, before any refusal.
        case guessing(UnresolvedFont)
    }

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
    /// The font folders searched besides the config's own and the system's (--font-dir).
    public var fontDirectories: [String] = []
    /// The folders searched when they exist (`.fonts/` in the working directory), after the config's.
    public var defaultDirectories: [String] = []

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

extension ExportRequest {
    /// Runs the export: resolves the fonts in the config's catalog (unresolved ones refused unless
    /// `allowsMissingFonts`: then each is an event), refuses a style whose font lacks a feature it
    /// asks for and fluid sizes that break WCAG 1.4.4, and renders the format.
    public func run(events: (Event) -> Void) throws -> ExportOutcome {
        let catalog = try config.fontCatalog(extraDirectories: fontDirectories, defaultDirectories: defaultDirectories)
        return try run(catalog: catalog, events: events)
    }

    /// Runs the export with the fonts of `catalog` (nil: none resolve).
    package func run(catalog: FontCatalog?, events: (Event) -> Void = { _ in }) throws -> ExportOutcome {
        let model = try ExportModel(config: config, catalog: catalog)
        if !allowsMissingFonts, let missing = model.unresolved.first {
            throw ExportError.unresolvedFont(file: file, font: missing.font, reason: missing.reason)
        }
        for font in model.unresolved { events(.guessing(font)) }
        if let problem = model.featureProblems.first {
            throw ExportError.missingFeature(file: file, problem: problem)
        }
        if let fluid = options.fluid {
            let problems = fluid.zoomProblems(model)
            if !problems.isEmpty { throw ExportError.breaksZoom(file: file, fluid: fluid, problems: problems) }
        }
        let source = URL(fileURLWithPath: file).lastPathComponent
        var outcome: ExportOutcome
        if format.writesFolder {
            outcome = ExportOutcome(
                output: .folder(FontAssets(model: model, source: source, options: options)), guessed: model.unresolved)
        } else {
            let text = try Exporter.render(format, model: model, config: config, source: source, options: options)
            outcome = ExportOutcome(output: .text(text), guessed: model.unresolved)
        }
        outcome.warnings = model.axisWarnings
        return outcome
    }
}
