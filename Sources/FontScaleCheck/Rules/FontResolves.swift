import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleMetrics

/// font/resolves: the font resolves to the requested family and offers the requested weights, italic and axes.
struct FontResolves: CheckRule {
    enum Code: String, CaseIterable {
        case familyNotFound = "family-not-found"
        case fileUnusable = "file-unusable"
        case weightSubstituted = "weight-substituted"
        case weightOutOfRange = "weight-out-of-range"
        case italicMissing = "italic-missing"
        case axisMissing = "axis-missing"
        case axisOutOfRange = "axis-out-of-range"
    }

    static let rule = Rule(
        id: "font/resolves", title: "The font resolves to the requested family and offers the requested weights",
        rationale:
            "fontconfig, like the platforms, never fails a lookup: a missing family silently becomes a fallback font and every measurement after it describes the wrong font. A static family without the requested weight substitutes another (CSS rules), so Semibold headlines may ship as Bold.",
        severity: .fail, codes: Code.self,
        codeSeverities: [
            .weightSubstituted: .warn, .weightOutOfRange: .warn, .italicMissing: .warn, .axisOutOfRange: .warn,
        ])

    func unresolved(_ font: FontReference, error: FontError, style: StyleConfig?, in context: CheckContext) {
        let location =
            style.map {
                $0.location(of: $0.gives(ConfigKeys.Style.family) ? ConfigKeys.Style.family : ConfigKeys.Style.file)
            }
            ?? context.config.defaultFontLocation
        if case .familyNotFound = error {
            let remedies = ["install it"] + CheckConfig.fontRemedies + ["name an installed family"]
            report(
                .familyNotFound, error.description, at: location, style: style, actual: "not installed",
                expected: font.description,
                hint: remedies.dropLast().joined(separator: ", ") + ", or " + remedies.last!, in: context)
        } else {
            report(
                .fileUnusable, error.description, at: location, style: style,
                hint: "point 'file' at a readable TrueType or OpenType font", in: context)
        }
    }

    func check(_ subject: StyleSubject, in context: CheckContext) {
        let style = subject.config, resolved = subject.resolved, choice = resolved.weight
        if choice.isSubstituted {
            let note = resolved.weightNote ?? "wants \(choice.requested): using \(choice.used)"
            report(
                choice.isVariable ? .weightOutOfRange : .weightSubstituted, "\(style.name) \(note)",
                at: style.location(of: ConfigKeys.Style.weight),
                style: style, actual: String(choice.used), expected: String(choice.requested),
                hint: choice.isVariable
                    ? "use a weight inside the font's wght range"
                    : "use a weight the family has (\(choice.available.map(String.init).joined(separator: ", "))), or add the face",
                in: context)
        }
        if resolved.italicMissing, style.italic {
            report(
                .italicMissing, "\(style.name) asks for an italic the family does not have",
                at: style.location(of: ConfigKeys.Style.italic),
                style: style, hint: "add the italic faces, or drop 'italic'", in: context)
        }
        for problem in AxisProblem.problems(style.axes, style: style.name, face: resolved.instance.face.info) {
            report(
                problem.missing ? .axisMissing : .axisOutOfRange, problem.message,
                at: style.location(of: ConfigKeys.Style.axes), style: style, actual: problem.actual,
                expected: problem.expected, hint: problem.hint, in: context)
        }
    }
}
