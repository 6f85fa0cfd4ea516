import FontScale
import FontScaleMetrics

/// How serious a finding is.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    /// Worth knowing; never fails a check unless --fail-on info.
    case info
    /// Should be fixed; fails with --fail-on warn.
    case warn
    /// Must be fixed; fails the check by default.
    case fail

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The default of a rule option, as data: the checker, `--print-config`, `--list-rules`, the
/// JSON Schema and the docs test all read it from here.
public enum OptionDefault: Sendable, Equatable, CustomStringConvertible {
    /// A number.
    case number(Double)
    /// The platform's minimum legible size (iOS 11 pt, watchOS 12 pt).
    case platformMinimumLegibleSize
    /// A list of text styles.
    case textStyles([TextStyle])

    /// The default in words, as `--list-rules` prints it.
    public var description: String {
        switch self {
        case let .number(value): formatNumber(value)
        case .platformMinimumLegibleSize: "the platform's"
        case let .textStyles(styles): "[" + styles.map(\.rawValue).joined(separator: ", ") + "]"
        }
    }
}

/// A rule option: its name, default and meaning.
public struct RuleOption: Sendable {
    /// The option key.
    public let name: String
    /// Its default.
    public let defaultValue: OptionDefault
    /// What it sets.
    public let summary: String

    /// Creates an option.
    public init(name: String, defaultValue: OptionDefault, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// Whether the option takes a list of text styles rather than a number.
    public var takesTextStyles: Bool {
        if case .textStyles = defaultValue { return true }
        return false
    }
}

/// A rule's description, fontbakery style: a stable id, a title, a rationale, a default
/// severity, stable message codes and options. Each rule's file under Rules/ declares one.
public struct Rule: Sendable {
    /// The stable id, area/name.
    public let id: String
    /// One line.
    public let title: String
    /// Why it matters, in a few sentences.
    public let rationale: String
    /// The severity of its findings unless the config says otherwise.
    public let severity: Severity
    /// The message codes its findings carry.
    public let codes: [String]
    /// Its options.
    public let options: [RuleOption]
    /// Codes whose default severity differs from the rule's.
    public let codeSeverities: [String: Severity]
    /// Whether the rule runs when a config does not name it (opt-in rules run once named, or with a profile).
    public let enabledByDefault: Bool
    /// Where the rule's criterion is defined (a WCAG Understanding page), for SARIF's `helpUri`.
    public let helpURI: String?

    /// Creates a rule description; `codes` is the rule's code enum, so codes are never loose strings.
    public init<Code: RawRepresentable<String> & CaseIterable & Hashable>(
        id: String, title: String, rationale: String, severity: Severity, codes: Code.Type,
        codeSeverities: [Code: Severity] = [:], options: [RuleOption] = [], enabledByDefault: Bool = true,
        helpURI: String? = nil
    ) {
        self.enabledByDefault = enabledByDefault
        self.helpURI = helpURI
        self.id = id
        self.title = title
        self.rationale = rationale
        self.severity = severity
        self.codes = Code.allCases.map(\.rawValue)
        self.options = options
        var severities: [String: Severity] = [:]
        for (code, severity) in codeSeverities { severities[code.rawValue] = severity }
        self.codeSeverities = severities
    }

    /// The default severity of a finding with `code`.
    public func severity(of code: String) -> Severity { codeSeverities[code] ?? severity }
}

/// The rules a config's `rules:` and `overrides:` sections may name: each rule's description
/// (id, severity, codes, options) and the former ids that still work.
///
/// The rules themselves, descriptions and evaluations, live with the checker (FontScaleCheck's
/// `RuleCatalog`, one file per rule); the config format takes their descriptions as this value,
/// so parsing, printing and the schema know every rule without depending on the checker.
public struct RuleVocabulary: Sendable {
    /// Every rule's description, in the order reports list them.
    public let rules: [Rule]
    /// Former ids that keep working in configs: old id to current id.
    public let renamed: [String: String]

    /// Creates a vocabulary.
    public init(rules: [Rule], renamed: [String: String] = [:]) {
        self.rules = rules
        self.renamed = renamed
    }

    /// The rule with `id`, following renames.
    public func rule(_ id: String) -> Rule? {
        let current = renamed[id] ?? id
        return rules.first { $0.id == current }
    }

    /// "; did you mean 'x'?" for an unknown id, or "." when no id is near.
    func suggestion(_ id: String) -> String {
        let nearest = NameSuggestions.nearest(to: id, in: rules.map(\.id) + Array(renamed.keys), limit: 1).first
        return nearest.map { "; did you mean '\($0)'?" } ?? "."
    }
}
