/// A number outside the range an input accepts.
public struct InvalidValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input's name as the user knows it ("VALUE", "--max", "size").
    public let name: String
    /// The number given, printed as given (nan, inf, -3).
    public let value: String
    /// What the input accepts.
    public let expected: String

    /// Creates the error.
    public init(name: String, value: String, expected: String) {
        self.name = name
        self.value = value
        self.expected = expected
    }

    /// The message on one line: a value typed with a line break or a control in it is shown escaped.
    public var description: String { "\(name): expected \(expected), instead saw \(TerminalText.visible(value))" }
}

/// The range of point sizes fontscale accepts.
public enum PointSizeRange {
    /// The largest point size accepted: far beyond any display text, small enough to stay exact.
    public static let maximum: Double = 4096

    /// Checks that `value` is a finite point size above 0 and at most `maximum`.
    public static func validate(_ value: Double, name: String) throws(InvalidValueError) {
        guard value.isFinite, value > 0, value <= maximum else {
            throw InvalidValueError(
                name: name, value: format(value), expected: "a point size above 0 and at most \(Int(maximum))")
        }
    }

    /// Checks that `value` is a finite factor above 0 and at most 100.
    public static func validateFactor(_ value: Double, name: String) throws(InvalidValueError) {
        guard value.isFinite, value > 0, value <= 100 else {
            throw InvalidValueError(name: name, value: format(value), expected: "a factor above 0 and at most 100")
        }
    }

    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
