import FontScale

/// `fontscale fonts`: the font families fontconfig finds (with the given folders), each with its
/// faces, weights, widths, axes, named instances and files.
public struct FontsRequest: CommandRequest, Sendable, Hashable, Codable {
    /// Keeps the families whose name contains it (ignoring case and spaces); nil lists every one.
    public var query: String?
    /// The font folders searched besides the system's (each must exist and hold fonts).
    public var fontDirectories: [String]
    /// The folders searched when they exist (`.fonts/` in the working directory).
    public var defaultDirectories: [String]

    /// Creates a request.
    public init(query: String? = nil, fontDirectories: [String] = [], defaultDirectories: [String] = []) {
        self.query = query
        self.fontDirectories = fontDirectories
        self.defaultDirectories = defaultDirectories
    }

    /// The families, sorted by name; `FontError.familyNotFound` with suggestions when none matches.
    public func run(events: (Never) -> Void) throws -> [FamilyListing] {
        try FontCatalog(fontDirectories: fontDirectories, defaultDirectories: defaultDirectories)
            .families(matching: query)
    }
}
