import FontScaleOutput
import Foundation

/// A command whose outputs go where an option of its own says (`--out`): the option the
/// remedies of an `OutputError` name. Commands without it write where `--output` says.
protocol NamesItsOutput {
    /// The option that names where the outputs go.
    static var outputOption: String { get }
}

extension FontScaleCommand.Report: NamesItsOutput { static let outputOption = "--out" }
extension FontScaleCommand.Animate.Size: NamesItsOutput { static let outputOption = "--out" }
extension FontScaleCommand.Animate.Count: NamesItsOutput { static let outputOption = "--out" }
extension FontScaleCommand.Animate.Morph: NamesItsOutput { static let outputOption = "--out" }
extension FontScaleCommand.Animate.Color: NamesItsOutput { static let outputOption = "--out" }

extension OutputError {
    /// The exit status: a refusal is a usage error (64), the file system's refusal a failed operation (3).
    var exitStatus: ExitStatus { isRefusal ? .usage : .operationFailed }

    /// The message on stderr: the library's words and what to do, with the command's option names.
    func message(outputOption option: String) -> String {
        switch self {
        case .exists, .notWrittenBy: "\(description); pass --force to overwrite it, or choose another \(option)"
        case .notARegularFile: "\(description) (or no \(option), for stdout)"
        case .notAFolder: "\(option) \(description)"
        case .foreignFolder: "\(description). Pass --force to write into it anyway, or choose another \(option)"
        case .anotherRequest: "\(description). Choose another \(option), or pass --force to replace it"
        case .cannotWrite: description
        }
    }
}

/// The writer of the `-o` file at `path`, claimed now (see `OutputWriter.init(file:force:createsFolders:)`);
/// nil without one (stdout).
func outputFile(_ path: String?, force: Bool) throws -> OutputWriter? {
    try path.map { try OutputWriter(file: $0, force: force) }
}

/// Writes `text` to `file` atomically, or to stdout without one.
func writeText(_ text: String, to file: OutputWriter?) throws {
    guard let file else { return writeOut(text) }
    try file.write(Data(text.utf8))
}
