import FontScale
import FontScaleConfig
import FontScaleFonts
import FontScaleOutput
import Foundation

/// What `fontscale init` is asked for: a starter config for `family`, written to `output`.
public struct InitRequest: CommandRequest, Sendable {
    /// The font family.
    public var family: String
    /// The config file to write (missing folders are created).
    public var output: String
    /// Whether an existing file may be replaced.
    public var overwrite: Bool
    /// Extra font folders, as given (written into the config relative to it).
    public var fontDirectories: [String]
    /// Folders searched when they exist and hold fonts (`.fonts/` in the working directory).
    public var defaultDirectories: [String]
    /// The environment, for `FONTSCALE_FONT_PATH`.
    public var environment: [String: String]

    /// Creates a request.
    public init(
        family: String, output: String, overwrite: Bool, fontDirectories: [String],
        defaultDirectories: [String] = [FontCatalog.defaultDirectoryName],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.family = family
        self.output = output
        self.overwrite = overwrite
        self.fontDirectories = fontDirectories
        self.defaultDirectories = defaultDirectories
        self.environment = environment
    }
}

/// What `fontscale init` did.
public struct InitOutcome: Sendable {
    /// The config file written, as requested.
    public var output: String
    /// Whether its folder had to be created.
    public var createdFolder: Bool
    /// The family's name as the font gives it.
    public var familyName: String
    /// The starter config written.
    public var written: StarterConfig.Written
    /// What happened to the editor schema beside it.
    public var schema: ConfigSchema.Installed
}

/// Why `fontscale init` wrote no schema, as a value: the CLI words it. (The config file's own
/// refusals and failures are `OutputError`s, as every command's outputs are.)
public enum InitError: Error, Equatable, Sendable {
    /// The schema beside the config cannot be written, and why.
    case cannotWriteSchema(config: String, reason: String)
}

/// `fontscale init`: the font found, the font folders to write (`$FONTSCALE_FONT_PATH` when the
/// family is found only there), the starter config made (`StarterConfig`) and written with its
/// schema beside it.
extension InitRequest {
    /// Finds the font, makes the starter config and writes it with its schema beside it.
    public func run(events: (Never) -> Void) throws -> InitOutcome {
        let request = self
        // Claimed before the font is looked for: an existing file is refused first, as before.
        let file = try OutputWriter(file: request.output, force: request.overwrite, createsFolders: true)
        let fromEnvironment = FontCatalog.directories(
            fromPathList: request.environment[FontCatalog.environmentVariable])
        let font = try CustomFont(
            family: request.family,
            catalog: FontCatalog(
                fontDirectories: request.fontDirectories + fromEnvironment,
                defaultDirectories: request.defaultDirectories))
        let written = try StarterConfig.make(
            font: font, fontDirectories: directories(request, fromEnvironment: fromEnvironment),
            configPath: request.output)
        // The config and its schema together, or neither: a config whose first line names a
        // schema that could not be written is taken back (a replaced config stays, whole and new).
        let schema = try file.finishing {
            try file.write(Data(written.text.utf8))
            do { return try ConfigSchema.install(besideConfig: request.output) } catch {
                var reason = "\(error)"
                if case let .cannotWrite(_, why) = error as? OutputError { reason = why }
                throw InitError.cannotWriteSchema(config: request.output, reason: reason)
            }
        }
        return InitOutcome(
            output: request.output, createdFolder: !file.createdFolders.isEmpty, familyName: font.familyName,
            written: written, schema: schema)
    }

    /// The folders the config names: the given ones, and `$FONTSCALE_FONT_PATH` when the variable
    /// lists folders and the family is not found without them.
    func directories(_ request: InitRequest, fromEnvironment: [String]) -> [String] {
        guard !fromEnvironment.isEmpty,
            (try? CustomFont(family: request.family, catalog: FontCatalog(fontDirectories: request.fontDirectories)))
                == nil
        else { return request.fontDirectories }
        return request.fontDirectories + ["$" + FontCatalog.environmentVariable]
    }
}
