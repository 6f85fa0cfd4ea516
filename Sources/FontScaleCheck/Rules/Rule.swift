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

    /// Creates a rule description; `codes` is the rule's code enum, so codes are never loose strings.
    public init<Code: RawRepresentable<String> & CaseIterable & Hashable>(
        id: String, title: String, rationale: String, severity: Severity, codes: Code.Type,
        codeSeverities: [Code: Severity] = [:], options: [RuleOption] = []
    ) {
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

/// One finding: what rule found what, where in the config, and how to fix it.
public struct Finding: Codable, Sendable, Equatable {
    /// The rule id.
    public let rule: String
    /// The stable message code.
    public let code: String
    /// The severity (the rule's default, or the config's setting).
    public let severity: Severity
    /// What is wrong, in a sentence.
    public let message: String
    /// Where in the config to fix it.
    public let location: SourceLocation
    /// The style, when the finding concerns one.
    public let style: String?
    /// The category, when the finding concerns one (written as its display name, "AX5").
    public let category: ContentSizeCategory?
    /// The container, when the finding concerns one.
    public let container: String?
    /// The sample, when the finding concerns one.
    public let sample: String?
    /// The value found.
    public let actual: String?
    /// The value expected.
    public let expected: String?
    /// How to fix it.
    public let hint: String
    /// The reason an override gives for accepting it, nil when not suppressed.
    public var suppressed: String?

    private enum CodingKeys: String, CodingKey {
        case rule, code, severity, message, location, style, category, container, sample, actual, expected, hint, suppressed
    }

    /// Creates a finding.
    public init(rule: String, code: String, severity: Severity, message: String, location: SourceLocation, style: String?,
                category: ContentSizeCategory?, container: String?, sample: String?, actual: String?, expected: String?,
                hint: String, suppressed: String?) {
        self.rule = rule
        self.code = code
        self.severity = severity
        self.message = message
        self.location = location
        self.style = style
        self.category = category
        self.container = container
        self.sample = sample
        self.actual = actual
        self.expected = expected
        self.hint = hint
        self.suppressed = suppressed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rule = try container.decode(String.self, forKey: .rule)
        code = try container.decode(String.self, forKey: .code)
        severity = try container.decode(Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        location = try container.decode(SourceLocation.self, forKey: .location)
        style = try container.decodeIfPresent(String.self, forKey: .style)
        category = try container.decodeIfPresent(DisplayNamed<ContentSizeCategory>.self, forKey: .category)?.wrappedValue
        self.container = try container.decodeIfPresent(String.self, forKey: .container)
        sample = try container.decodeIfPresent(String.self, forKey: .sample)
        actual = try container.decodeIfPresent(String.self, forKey: .actual)
        expected = try container.decodeIfPresent(String.self, forKey: .expected)
        hint = try container.decode(String.self, forKey: .hint)
        suppressed = try container.decodeIfPresent(String.self, forKey: .suppressed)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(code, forKey: .code)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(location, forKey: .location)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(category?.displayName, forKey: .category)
        try container.encodeIfPresent(self.container, forKey: .container)
        try container.encodeIfPresent(sample, forKey: .sample)
        try container.encodeIfPresent(actual, forKey: .actual)
        try container.encodeIfPresent(expected, forKey: .expected)
        try container.encode(hint, forKey: .hint)
        try container.encodeIfPresent(suppressed, forKey: .suppressed)
    }
}
