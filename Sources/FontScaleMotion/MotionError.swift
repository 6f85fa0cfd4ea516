import FontScale
import FontScaleMetrics
import Foundation

/// An input that motion planning cannot use; the message names the input and what was expected.
public enum MotionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A number outside the range an input accepts.
    case invalidValue(InvalidValueError)
    /// A locale identifier Foundation does not know (it would silently fall back to the root locale).
    case unknownLocale(String, suggestions: [String])
    /// A currency code that is not an ISO 4217 code.
    case unknownCurrency(String, suggestions: [String])
    /// The two ends of a size transition have the same size: there is nothing to animate.
    case sameSizes(TextBox)

    /// The message: the input, what was expected and what was given.
    public var description: String {
        switch self {
        case let .invalidValue(error):
            error.description
        case let .unknownLocale(identifier, suggestions):
            """
            locale: expected a locale identifier Foundation knows (language_REGION, such as en_US, de_DE, hi_IN), \
            instead saw '\(TerminalText.visible(identifier))'
            """
                + MotionError.didYouMean(suggestions)
        case let .unknownCurrency(code, suggestions):
            "currency: expected an ISO 4217 currency code (such as USD, EUR, JPY), instead saw '\(TerminalText.visible(code))'"
                + MotionError.didYouMean(suggestions)
        case let .sameSizes(box):
            "to: expected a size different from the start's, instead saw \(box) at both ends"
        }
    }

    private static func didYouMean(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
    }

    /// An `invalidValue` error for the number `value` given as the input `name`.
    static func invalid(_ name: String, _ value: Double, expected: String) -> MotionError {
        // formatNumber writes fixed decimals (1e308 would come out as "inf"): huge values as Swift writes them.
        let written = value.isFinite && abs(value) >= 1e15 ? "\(value)" : formatNumber(value, decimals: 6)
        return .invalidValue(InvalidValueError(name: name, value: written, expected: expected))
    }
}

/// The limits motion planning accepts.
public enum MotionLimits {
    /// The longest animation accepted, in seconds: far beyond any interface animation.
    public static let maximumDuration: Double = 60

    /// Checks that `duration` is finite, above 0 and at most `maximumDuration` seconds.
    public static func validateDuration(_ duration: Double, name: String = "duration") throws(MotionError) {
        guard duration.isFinite, duration > 0, duration <= maximumDuration else {
            throw MotionError.invalid(
                name, duration, expected: "a duration above 0 and at most \(Int(maximumDuration)) seconds")
        }
    }
}
