import FontScaleConfig
import FontScaleMetrics

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
        case rule, code, severity, message, location, style, category, container, sample, actual, expected, hint,
            suppressed
    }

    /// Creates a finding.
    public init(
        rule: String, code: String, severity: Severity, message: String, location: SourceLocation, style: String?,
        category: ContentSizeCategory?, container: String?, sample: String?, actual: String?, expected: String?,
        hint: String, suppressed: String?
    ) {
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
        category = try container.decodeIfPresent(DisplayNamed<ContentSizeCategory>.self, forKey: .category)?
            .wrappedValue
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
