import FontScaleConfig
import FontScaleFonts
import FontScaleOutput
import Foundation

/// What `fontscale init` is asked for: a starter config for `family`, written to `output`.
public struct InitRequest: Sendable {
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

/// Why `fontscale init` wrote nothing, as values: the CLI words them (and names its options).
public enum InitError: Error, Equatable, Sendable {
    /// The config file exists and the request does not overwrite it.
    case exists(path: String)
    /// The path is a device, pipe or socket, not a file.
    case notAFile(path: String)
    /// The config (or its folder) cannot be written, and why.
    case cannotWrite(path: String, reason: String)
    /// The schema beside the config cannot be written, and why.
    case cannotWriteSchema(config: String, reason: String)
}

/// `fontscale init`: the font found, the font folders to write (`$FONTSCALE_FONT_PATH` when the
/// family is found only there), the starter config made (`StarterConfig`) and written with its
/// schema beside it.
public enum InitJob {
    /// Runs `request`.
    public static func run(_ request: InitRequest) throws -> InitOutcome {
        let file = StarterFile(path: request.output)
        try file.check(overwrite: request.overwrite)
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
        let created = try file.write(written.text)
        return InitOutcome(
            output: request.output, createdFolder: created, familyName: font.familyName, written: written,
            schema: try file.installSchema())
    }

    /// The folders the config names: the given ones, and `$FONTSCALE_FONT_PATH` when the variable
    /// lists folders and the family is not found without them.
    static func directories(_ request: InitRequest, fromEnvironment: [String]) -> [String] {
        guard !fromEnvironment.isEmpty,
            (try? CustomFont(family: request.family, catalog: FontCatalog(fontDirectories: request.fontDirectories)))
                == nil
        else { return request.fontDirectories }
        return request.fontDirectories + ["$" + FontCatalog.environmentVariable]
    }
}

/// The one place `init` writes: the config file (refused when it exists unless overwriting, its
/// folder created) and the schema beside it.
struct StarterFile {
    var path: String

    /// Refuses a device, pipe or socket, and an existing file unless `overwrite`.
    func check(overwrite: Bool) throws(InitError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let type = info.st_mode & S_IFMT
        if type == S_IFCHR || type == S_IFBLK || type == S_IFIFO || type == S_IFSOCK {
            throw .notAFile(path: path)
        }
        guard overwrite else { throw .exists(path: path) }
    }

    /// Writes `text` atomically, creating the folder first; whether it had to.
    func write(_ text: String) throws(InitError) -> Bool {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var created = false
        if !FileManager.default.fileExists(atPath: folder.path) {
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                throw .cannotWrite(path: path, reason: WriteProblem.describe(path))
            }
            created = true
        }
        do { try AtomicFile.write(Data(text.utf8), to: url) } catch {
            throw .cannotWrite(path: path, reason: WriteProblem.describe(path))
        }
        return created
    }

    /// The schema beside the config (`ConfigSchema.install(besideConfig:)`).
    func installSchema() throws(InitError) -> ConfigSchema.Installed {
        do { return try ConfigSchema.install(besideConfig: path) } catch {
            throw .cannotWriteSchema(config: path, reason: "\(error)")
        }
    }
}
