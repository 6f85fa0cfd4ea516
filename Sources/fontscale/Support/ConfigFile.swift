import FontScaleConfig

extension ConfigError {
    /// Whether `error` is a config error that carries its own "file:line:col: error:" prefix (a
    /// read failure gets fontscale's).
    static func locates(_ error: any Error) -> Bool { (error as? ConfigError).map { !$0.isReadFailure } ?? false }
}
