import FontScale
import FontScaleConfig

extension ConfigError {
    /// Whether `error` is a config error that carries its own "file:line:col: error:" prefix (a
    /// read failure gets fontscale's).
    static func locates(_ error: any Error) -> Bool { (error as? ConfigError).map { !$0.isReadFailure } ?? false }
}

extension SizeLimitError {
    /// The error as the option it concerns says it: "--max: expected …".
    var optionMessage: String { "\(isMaximum ? "--max" : "--min"): \(description)" }
}
