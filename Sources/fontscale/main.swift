import ArgumentParser
import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleMotion
import FontScaleOutput
import FontScaleRender
import FontScaleReport
import Foundation

#if FONTSCALE_SERVE
    import FontScaleServe
#endif

/// Prints one line to standard error, control characters made visible (`visible`).
func printError(_ line: String) {
    FileHandle.standardError.write(Data((visible(line) + "\n").utf8))
}

/// `text` with controls made visible (`TerminalText.visible`, FontScaleOutput).
func visible(_ text: String) -> String { TerminalText.visible(text) }

/// The exit status and one-line message for an error a command's `run()` throws: fontscale's own
/// types keep their documented statuses, and any other error is an operation that failed (exit 3).
/// `fontRemedies` word what to do about a family that is not installed (`FontAdvising`);
/// `outputOption` is the option that says where the command writes (`NamesItsOutput`).
func classify(_ error: any Error, fontRemedies: [String] = [], outputOption: String = "--output") -> (
    status: ExitStatus, message: String
) {
    #if FONTSCALE_SERVE
        // The preview server's errors carry values; the options they concern are named here.
        if let error = error as? ServeError {
            switch error {
            case .configMissing: return (.fontFailure, error.description)
            case .notAnAddress: return (.usage, "--host: \(error)")
            case .notThisMachine: return (.usage, "--host: \(error)")
            case let .portInUse(_, port):
                return (.operationFailed, "--port \(port): \(error); give another port, or --port 0 for a free one")
            case let .portNotPermitted(_, port):
                return (.operationFailed, "--port \(port): \(error); use a port above 1023")
            case .cannotListen: return (.operationFailed, error.description)
            }
        }
    #endif
    return switch error {
    case let error as CLIError: (error.status, error.message)
    case let error as FontError: (.fontFailure, error.description(remedies: fontRemedies))
    case let error as ConfigError: (.fontFailure, error.description)
    case let error as TokenImportError: (.fontFailure, error.description)
    case let error as FigmaExistingError: (.fontFailure, "--figma-existing: \(error.description)")
    case let error as InitError: initFailure(error)
    case let error as FluidRangeError: (.usage, "--fluid: \(error.description)")
    case let error as SizeLimitError: (.usage, error.optionMessage)
    case is InvalidValueError, is ScaleError, is FontFeatureError, is UnknownNameError, is MetricsError, is MotionError:
        (.usage, "\(error)")
    case let error as ValidationError: (.usage, error.message)
    case let error as OutputError: (error.exitStatus, error.message(outputOption: outputOption))
    case let error as ExportError: (error.exitStatus, error.commandLineMessage)
    case let error as RenderError: (.operationFailed, error.description)
    default: (.operationFailed, firstLine((error as? LocalizedError)?.errorDescription ?? String(describing: error)))
    }
}

/// `init`'s failure to write the schema beside its config.
func initFailure(_ error: InitError) -> (status: ExitStatus, message: String) {
    switch error {
    case let .cannotWriteSchema(config, reason):
        (.operationFailed, "cannot write '\(ConfigSchema.fileName)' beside '\(config)': \(reason)")
    }
}

/// The first line of `text` (all of it when it has none).
func firstLine(_ text: String) -> String { text.split(separator: "\n").first.map(String.init) ?? text }

/// The subcommands that word some parse failures themselves, found by the name their
/// configuration gives them.
let explainingCommands = FontScaleCommand.configuration.subcommands.compactMap {
    $0 as? any ParseFailureExplaining.Type
}

/// How the process ends after a failure: the text it prints, where, and its exit status.
///
/// It is worded inside the `catch` that caught the error, and the process exits after that block
/// has released the error: the parser's errors keep values in enums whose pointers Swift packs
/// into spare bits, so an error still alive when `exit` runs is a LeakSanitizer report.
struct Ending {
    /// The exit status.
    var status: Int32
    /// The text printed (nothing when empty).
    var text: String
    /// Whether `text` goes to standard output (help, version) rather than standard error.
    var toStandardOutput = false

    /// Prints the text and ends the process.
    func exit() -> Never {
        if !text.isEmpty {
            if toStandardOutput {
                print(text)
            } else {
                printError(text)
            }
        }
        Foundation.exit(status)
    }
}

/// The ending after the parser refused the command line (an unknown option or value, or a failed
/// `validate()`), or after --help and --version: ArgumentParser's message and exit codes, unless the
/// subcommand explains the failure itself (`ParseFailureExplaining`).
func parseEnding(_ error: any Error) -> Ending {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let name = arguments.first,
        let explaining = explainingCommands.first(where: { $0.configuration.commandName == name }),
        let message = explaining.parseFailureMessage(arguments: Array(arguments.dropFirst()))
    {
        return Ending(status: ExitStatus.usage.rawValue, text: "fontscale: error: \(message)")
    }
    let code = FontScaleCommand.exitCode(for: error)
    if code == .success {  // --help, --version
        return Ending(status: code.rawValue, text: FontScaleCommand.fullMessage(for: error), toStandardOutput: true)
    }
    let lines = FontScaleCommand.message(for: error).split(separator: "\n").map(String.init)
    var message = lines.first ?? "\(error)"
    // An invalid value of a listed option: ArgumentParser lists the values on the lines below.
    let listed = "Please provide one of the following:"
    if message.hasSuffix(listed) {
        let values = lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }.filter { !$0.isEmpty }
        message =
            String(message.dropLast(listed.count)).trimmingCharacters(in: .whitespaces)
            + " Expected one of: \(values.joined(separator: ", "))."
    }
    // A value starting with "-" that the parser took for an option: worded with the value (exit 64).
    if let explained = ParseFailures.dashValue(arguments: arguments, parserMessage: message) {
        return Ending(status: ExitStatus.usage.rawValue, text: "fontscale: error: \(explained)")
    }
    return Ending(
        status: code == .failure ? ExitStatus.operationFailed.rawValue : ExitStatus.usage.rawValue,
        text: "fontscale: error: \(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)")
}

/// The ending after `command`'s `run()` threw: one line on stderr and fontscale's exit status.
func runEnding(_ error: any Error, command: any ParsableCommand) -> Ending {
    if let code = error as? ExitCode {
        return Ending(status: code.rawValue, text: "")  // check: the findings are printed; only the status remains
    }
    if FontScaleCommand.exitCode(for: error) == .success {
        // ArgumentParser's own requests are the parser's: `fontscale help` and --help (its help
        // command runs) and the root command without a subcommand (CleanExit).
        return parseEnding(error)
    }
    let (status, message) = classify(
        error, fontRemedies: (type(of: command) as? any FontAdvising.Type)?.fontRemedies ?? [],
        outputOption: (type(of: command) as? any NamesItsOutput.Type)?.outputOption ?? "--output")
    // Config errors carry their own "file:line:col: error:" prefix.
    return Ending(status: status.rawValue, text: ConfigError.locates(error) ? message : "fontscale: error: \(message)")
}

/// The command the command line asks for; the process ends here when the parser refuses it.
func parsedCommand() -> any ParsableCommand {
    let ending: Ending
    do { return try FontScaleCommand.parseAsRoot() } catch { ending = parseEnding(error) }
    ending.exit()
}

/// Runs `command`'s `async` run (an `AsyncParsableCommand`: `serve`). Returns how the process
/// ends when it failed.
func run(_ command: any AsyncParsableCommand) async -> Ending? {
    do {
        var command = command
        try await command.run()
        return nil
    } catch {
        return runEnding(error, command: command)
    }
}

/// Runs `command`'s `run()` on this thread, the main one. Returns how the process ends when it failed.
///
/// Not from an `async` function, which runs on a worker thread: there glibc's malloc grows the
/// thread's own heap one page at a time, an `mprotect` call each, where the main thread's heap
/// grows 128 KB at a time (the large check spent 5% of its CPU on them: 262 -> 250 ms).
func runOnMainThread(_ command: any ParsableCommand) -> Ending? {
    do {
        var command = command
        try command.run()
        return nil
    } catch {
        return runEnding(error, command: command)
    }
}

/// `command` as an `AsyncParsableCommand` when its type is one of `OptionalCommands.asynchronous`
/// (`serve`). Its type is compared first: a cast to the protocol that fails, as it does for every
/// other command, looks through every protocol conformance in the process.
func asynchronous(_ command: any ParsableCommand) -> (any AsyncParsableCommand)? {
    let type = ObjectIdentifier(Swift.type(of: command))
    guard OptionalCommands.asynchronous.contains(where: { ObjectIdentifier($0) == type }) else { return nil }
    return command as? any AsyncParsableCommand
}

// The entry point: parse, run, and turn every failure into one line on stderr and a documented
// exit status (see `fontscale --help`).
let command = parsedCommand()
if let asynchronous = asynchronous(command) {
    if let ending = await run(asynchronous) { ending.exit() }
} else if let ending = runOnMainThread(command) {
    ending.exit()
}
