import ArgumentParser
import FontScale
import FontScaleMetrics
import FontScaleOutput

/// The `fontscale` command: Dynamic Type for custom fonts, off the device.
struct FontScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontscale",
        abstract: "Dynamic Type for custom fonts: Apple's tables and how UIFontMetrics scales your font.",
        discussion: """
            Exit codes:
              0   success
              1   check: findings at or above --fail-on
              2   a font failed to resolve or load (not installed, unreadable, corrupt),
                  a check or export config is malformed, or import tokens are malformed
              3   the operation failed (an output could not be written)
              64  usage: an unknown option, name or value, or an existing output file
                  without --force

            Documentation for this version: \(FontScaleVersion.address("README.md")) \
            (each command's page: fontscale help COMMAND, or man fontscale.COMMAND).
            """,
        version: FontScaleVersion.current,
        subcommands: [
            Report.self, Check.self, Init.self, Export.self, Import.self, Animate.self, Fit.self, Table.self,
            Scale.self, Measure.self, Fonts.self,
        ] + OptionalCommands.all
    )
}

/// The exit codes fontscale documents.
enum ExitStatus: Int32 {
    case success = 0
    case findings = 1
    case fontFailure = 2
    case operationFailed = 3
    case usage = 64
}

/// An error the CLI reports as one line with a documented exit status.
struct CLIError: Error, CustomStringConvertible {
    let message: String
    let status: ExitStatus

    static func usage(_ message: String) -> CLIError { CLIError(message: message, status: .usage) }

    var description: String { message }
}

// MARK: - Parsing names and values from the command line

/// Parsers that turn an argument into a value or throw a message with did-you-mean.
enum Parse {
    static func style(_ text: String) throws -> TextStyle { try TextStyle.parse(text) }
    static func category(_ text: String) throws -> ContentSizeCategory { try ContentSizeCategory.parse(text) }
    static func platform(_ text: String) throws -> Platform { try Platform.parse(text) }
    static func model(_ text: String) throws -> ScalingModel { try ScalingModel.parse(text) }
    static func weight(_ text: String) throws -> FontWeight { try FontWeight.parse(text) }

    /// A point size ("17", "17pt"), above 0 and at most `maximum`.
    static func points(_ text: String, name: String, maximum: Double = PointSizeRange.maximum) throws -> Double {
        var body = text.lowercased()
        if body.hasSuffix("pt") { body.removeLast(2) }
        guard let value = Double(body) else {
            throw CLIError.usage("\(name): expected a number of points, instead saw '\(text)'")
        }
        guard value.isFinite, value > 0, value <= maximum else {
            throw CLIError.usage(
                InvalidValueError(
                    // A number too large for a Double ("1e400") is echoed as typed, not as "inf".
                    name: name, value: value.isFinite ? formatNumber(value) : text,
                    expected: "a point size above 0 and at most \(Int(maximum))"
                ).description)
        }
        return value
    }

    /// A size limit: points ("40", "40pt") or a factor of the base size ("2x", "200%").
    static func limit(_ text: String, name: String) throws -> SizeLimit {
        let body = text.lowercased()
        let limit: SizeLimit
        if body.hasSuffix("x"), let value = Double(body.dropLast()) {
            limit = .factor(value)
        } else if body.hasSuffix("%"), let value = Double(body.dropLast()) {
            limit = .factor(value / 100)
        } else {
            limit = .points(try points(text, name: name))
        }
        do {
            try limit.validate(name: name)
        } catch {
            // Echo what was typed: "-2x", not the factor -2 ("1e400x" overflows to an infinite factor).
            throw CLIError.usage(InvalidValueError(name: error.name, value: text, expected: error.expected).description)
        }
        return limit
    }
}

/// Lists of accepted names for `--help`.
enum HelpText {
    static let styles = TextStyle.allCases.map(\.displayName).joined(separator: ", ")
    static let iOSStyles = TextStyle.iOSStyles.map(\.displayName).joined(separator: ", ")
    static let categories = ContentSizeCategory.allCases.map(\.displayName).joined(separator: ", ")
    static let platforms = Platform.allCases.map(\.rawValue).joined(separator: ", ")
    static let models = ScalingModel.allCases.map(\.rawValue).joined(separator: ", ")
}

/// A subcommand that words some command lines the parser refuses itself: main.swift asks the
/// subcommand named first on the command line before printing the parser's message. Its
/// configuration names it (`commandName:`), which is how main.swift finds it (ArgumentParser's
/// public API has no other way to a subcommand's name); the CLI tests run a line each words
/// (`CLITests`: scale -5; `AnimateInputTests`: animate count with a negative value).
protocol ParseFailureExplaining: ParsableCommand {
    /// The one-line message (without "fontscale: error: ") for `arguments`, those after the
    /// subcommand's name, or nil to leave the failure to the parser; the exit status is 64.
    static func parseFailureMessage(arguments: [String]) -> String?
}
