import FontScale
import Foundation

/// `fontscale import`: design tokens (W3C DTCG, or a Tokens Studio file) read back into a config.
public struct ImportRequest: CommandRequest, Sendable {
    /// The token file's bytes (JSON).
    public var tokens: Data
    /// The token file, as errors name it.
    public var file: String
    /// Where the config will live (its parse check resolves relative paths from there).
    public var output: String

    /// Creates a request.
    public init(tokens: Data, file: String, output: String = "fontscale.yml") {
        self.tokens = tokens
        self.file = file
        self.output = output
    }

    /// The config, as YAML, parsed against the rule catalogue before it is handed out.
    public func run(events: (Never) -> Void) throws -> ImportOutcome {
        ImportOutcome(config: try TokenImport.config(fromTokens: tokens, file: file, output: output))
    }
}

/// What `fontscale import` gives: the config.
public struct ImportOutcome: Sendable {
    /// The config's YAML text.
    public let config: String
}
