import ArgumentParser
import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleFonts
import FontScaleReport
import Foundation

/// A value parsed from one argument whose errors fontscale words itself.
///
/// ArgumentParser reports a value that fails to parse as "The value 'x' is invalid for
/// '--date <date>': ...". These options keep fontscale's own wording ("--date: expected
/// YYYY-MM-DD, instead saw '21/11/2026'"): `Checked` takes any text while parsing and
/// throws the error from the command's `validate()`.
protocol CheckedValue {
    /// The value `text` names, or a usage `CLIError` that names the option.
    init(checking text: String) throws
}

/// An option's text and the value it parses to, or the error; see `CheckedValue`.
struct Checked<Value: CheckedValue>: ExpressibleByArgument {
    /// The text as given.
    let text: String
    private let parsed: Result<Value, any Error>

    init(argument: String) {
        text = argument
        parsed = Result { try Value(checking: argument) }
    }

    /// Throws the parse error, if any, as a `ValidationError` (exit 64): call it from the command's `validate()`.
    func validate() throws {
        do { _ = try parsed.get() } catch let error as CLIError { throw ValidationError(error.message) }
    }

    /// The parsed value; read it only after `validate()` has passed.
    var value: Value {
        guard case let .success(value) = parsed else { preconditionFailure("'\(text)' read before validate()") }
        return value
    }

    var defaultValueDescription: String { text }
}

/// `report --formats`: a comma-separated set of outputs.
struct ReportFormats: CheckedValue {
    /// The outputs named.
    let formats: Set<ReportFormat>

    /// Every output, as the default lists them.
    static let all = ReportFormat.allCases.map(\.rawValue).joined(separator: ",")

    init(checking text: String) throws {
        formats = Set(
            try text.split(separator: ",").flatMap { name -> [ReportFormat] in
                let key = name.trimmingCharacters(in: .whitespaces).lowercased()
                if key == "all" { return ReportFormat.allCases }
                guard let format = ReportFormat(rawValue: key) else {
                    throw CLIError.usage(
                        "--formats: expected all or some of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), instead saw '\(name)'"
                    )
                }
                return [format]
            })
    }
}

/// `report --paper`: the paper of the sheet's pages.
extension PaperSize: CheckedValue {
    init(checking text: String) throws {
        guard let paper = Self(rawValue: text.lowercased()) else {
            throw CLIError.usage("--paper: expected a4, letter or a3, instead saw '\(text)'")
        }
        self = paper
    }
}

/// `report --match`: the metric suggested base sizes are matched on.
extension MatchMetric: CheckedValue {
    init(checking text: String) throws {
        guard let metric = Self(rawValue: text) else {
            throw CLIError.usage("--match: expected x-height or cap-height, instead saw '\(text)'")
        }
        self = metric
    }
}

extension Character {
    /// Whether the character is one of 0-9 (`isNumber` also takes other scripts' digits and fractions).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// `report --threshold`: a width ratio, "10%" or "0.1", above 0 and below 10.
struct WidthThreshold: CheckedValue {
    /// The ratio (0.1 for 10%).
    let ratio: Double

    init(checking text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let value = trimmed.hasSuffix("%") ? Double(trimmed.dropLast()).map { $0 / 100 } : Double(trimmed)
        guard let value, value.isFinite, value > 0, value < 10 else {
            throw CLIError.usage("--threshold: expected a ratio such as 10% or 0.1, instead saw '\(text)'")
        }
        ratio = value
    }
}

/// `report --date`: a date stamp, YYYY-MM-DD, a real day of the Gregorian calendar.
struct ReportDate: CheckedValue {
    /// The stamp as given.
    let stamp: String

    init(checking text: String) throws {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let expected = "--date: expected a date as YYYY-MM-DD, instead saw '\(text)'"
        guard parts.count == 3, zip(parts, [4, 2, 2]).allSatisfy({ $0.count == $1 && $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), year >= 1
        else { throw CLIError.usage(expected) }
        guard (1...12).contains(month) else { throw CLIError.usage("\(expected) (a year has 12 months)") }
        let days = Self.days(inMonth: month, of: year)
        guard (1...days).contains(day) else {
            throw CLIError.usage("\(expected) (\(Self.monthNames[month - 1]) \(year) has \(days) days)")
        }
        stamp = text
    }

    /// The months' English names, for messages (a formatter's would follow the user's locale).
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// The days in `month` (1-12) of `year` in the Gregorian calendar: February has 29 in
    /// years divisible by 4, except centuries not divisible by 400 (1900: 28, 2000: 29).
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Today in UTC.
    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}

/// `report --width`: container widths in points, comma-separated.
struct ContainerWidths: CheckedValue {
    /// The widths.
    let points: [Double]

    init(checking text: String) throws {
        points = try text.split(separator: ",").map { try Parse.points(String($0), name: "--width", maximum: 100_000) }
    }
}

/// The option a point size or limit is read from: its name in messages and its largest value.
protocol OptionName {
    /// The name messages give ("--size", or "value" for an argument).
    static var name: String { get }
    /// The largest accepted size in points.
    static var maximum: Double { get }
}

extension OptionName {
    static var maximum: Double { PointSizeRange.maximum }
}

/// A point size ("17", "17pt"), above 0 and at most `Option.maximum`.
struct Points<Option: OptionName>: CheckedValue {
    /// The size in points.
    let points: Double

    init(checking text: String) throws { points = try Parse.points(text, name: Option.name, maximum: Option.maximum) }
}

/// A size limit: points ("40", "40pt") or a factor of the base size ("2x", "200%").
struct Limit<Option: OptionName>: CheckedValue {
    /// The limit.
    let limit: SizeLimit

    init(checking text: String) throws { limit = try Parse.limit(text, name: Option.name) }
}

/// `measure --features`: OpenType features, comma-separated.
struct FeatureList: CheckedValue {
    /// The features in order.
    let features: [FontFeature]

    init(checking text: String) throws {
        do { features = try FontFeature.list(text) } catch { throw CLIError.usage(error.description) }
    }
}

/// `--axes wdth=80,slnt=-10`: variation axis values by tag, as a config's `axes:` takes them.
struct AxisList: CheckedValue {
    /// The values by tag.
    let axes: [String: Double]

    init(checking text: String) throws {
        var axes: [String: Double] = [:]
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                throw CLIError.usage(
                    "--axes: expected TAG=VALUE pairs separated by commas (wdth=80,slnt=-10), instead saw '\(item)'")
            }
            let tag = parts[0]
            guard tag.unicodeScalars.count == 4,
                tag.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
                )
            else {
                throw CLIError.usage("--axes: expected a four-letter axis tag (wdth, GRAD), instead saw '\(tag)'")
            }
            guard !["wght", "opsz", "ital"].contains(tag) else {
                let instead = tag == "wght" ? "--weight" : tag == "ital" ? "--italic" : "the size (opsz follows it)"
                throw CLIError.usage("--axes: set \(tag) with \(instead), not --axes")
            }
            guard axes.updateValue(value, forKey: tag) == nil else {
                throw CLIError.usage("--axes: \(tag) is given twice")
            }
        }
        self.axes = axes
    }
}

/// Option names for `Points` and `Limit`.
enum OptionNames {
    enum Value: OptionName { static let name = "value" }
    enum Leading: OptionName { static let name = "--leading" }
    enum Min: OptionName { static let name = "--min" }
    enum Max: OptionName { static let name = "--max" }
    enum Base: OptionName { static let name = "--base" }
    enum Width: OptionName {
        static let name = "--width"
        static let maximum = 100_000.0
    }
}

// The library's own enums are the CLI's argument types: one list of formats and severities.
extension CheckFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

/// `check --profile`: a set of rules at a standard's thresholds.
struct ProfileName: CheckedValue {
    /// The profile named.
    let profile: CheckProfile

    init(checking text: String) throws {
        guard let profile = CheckProfile(rawValue: text.lowercased()) else {
            throw CLIError.usage(
                "--profile: expected \(CheckProfile.allCases.map(\.rawValue).joined(separator: ", ")), instead saw '\(visible(text))'"
            )
        }
        self.profile = profile
    }
}
