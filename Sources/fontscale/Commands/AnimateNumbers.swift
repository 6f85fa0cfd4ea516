import ArgumentParser
import FontScale
import FontScaleMotion
import Foundation

/// A number option of `animate` and `fit` as typed, read by a strict decimal grammar.
///
/// ArgumentParser reads a `Double` option with Swift's `Double(_:)`, which also takes "nan",
/// "inf", hexadecimal ("0x1p-3") and digits beyond any use; its refusal names neither the form
/// expected nor the range. This keeps the text, and `value` reads it as a decimal number
/// (digits, at most one point, an optional sign and an exponent of at most 3 digits: 0.35,
/// -2, 1.5e3), refusing anything else in one line that names the option and what it takes.
struct TypedNumber: ExpressibleByArgument {
    /// The text as typed.
    let text: String

    init?(argument: String) { text = argument }

    /// Whether `text` is a plain decimal number (`DecimalText`, FontScaleMotion's grammar).
    static func isDecimal(_ text: some StringProtocol) -> Bool { DecimalText.isDecimal(text) }

    /// The number, when it is a decimal number in `range` (above its lower bound when
    /// `aboveLowerBound`); else the message "OPTION: expected EXPECTED, instead saw 'TEXT'".
    func value(_ option: String, expected: String, in range: ClosedRange<Double>, aboveLowerBound: Bool = false)
        throws -> Double
    {
        guard Self.isDecimal(text), let number = Double(text), number.isFinite, range.contains(number),
            !(aboveLowerBound && number == range.lowerBound)
        else {
            throw ValidationError("\(option): expected \(expected), instead saw '\(text)'")
        }
        return number
    }
}

extension AnimationOptions {
    /// The shortest --duration, in seconds: 1 ms, the precision the summaries show (every accepted
    /// duration has at least two frames, the first and the last).
    static let minimumDuration = 0.001

    /// The accepted durations, in words.
    static let durationForm = "a duration in seconds from 0.001 to \(Int(MotionLimits.maximumDuration)) (such as 0.35)"

    /// --duration as seconds (a decimal from 0.001 to 60), nil without one.
    func durationSeconds() throws -> Double? {
        try duration?.value(
            "--duration", expected: Self.durationForm, in: Self.minimumDuration...MotionLimits.maximumDuration)
    }
}
