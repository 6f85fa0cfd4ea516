/// A place in a config file: file, 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The config file as given.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1 (in Unicode scalars).
    public let column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A config that cannot be read: a file that is missing or unreadable (`isReadFailure`), a YAML or
/// JSON syntax error, an unknown key, a wrong type or a missing key. The CLI reports these with exit status 2.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public let location: SourceLocation
    /// What is wrong, as "expected X, instead saw Y", with a did-you-mean where one helps.
    public let message: String

    /// Creates the error.
    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// The error as a command prints it: "file:line:col: error: …", or for a file that could not
    /// be read, "cannot read config 'file': why".
    public var description: String {
        isReadFailure ? "cannot read config '\(location.file)': \(message)" : "\(location): error: \(message)"
    }
}
