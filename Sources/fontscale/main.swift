import ArgumentParser
import FontScale
import FontScaleFonts
import FontScaleMetrics
import Foundation

/// Prints one line to standard error.
func printError(_ line: String) {
    var stream = StandardError()
    print(line, to: &stream)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { FileHandle.standardError.write(Data(string.utf8)) }
}

// The entry point: parse, run, and turn every failure into one line on stderr and a documented
// exit status (see `fontscale --help`).
do {
    var command = try FontScaleCommand.parseAsRoot()
    try command.run()
} catch let error as CLIError {
    printError("fontscale: error: \(error.message)")
    exit(error.status.rawValue)
} catch let error as FontError {
    printError("fontscale: error: \(error)")
    exit(ExitStatus.fontFailure.rawValue)
} catch let error as InvalidValueError {
    printError("fontscale: error: \(error)")
    exit(ExitStatus.usage.rawValue)
} catch let error as ScaleError {
    printError("fontscale: error: \(error)")
    exit(ExitStatus.usage.rawValue)
} catch let error as FontFeatureError {
    printError("fontscale: error: \(error)")
    exit(ExitStatus.usage.rawValue)
} catch {
    // A negative VALUE looks like an option to the parser: say what is wrong with it instead.
    let arguments = CommandLine.arguments
    if arguments.count > 2, arguments[1] == "scale", arguments[2].hasPrefix("-"), let value = Double(arguments[2]) {
        printError("fontscale: error: value: expected a point size above 0 and at most 4096, instead saw \(formatNumber(value))")
        exit(ExitStatus.usage.rawValue)
    }
    let code = FontScaleCommand.exitCode(for: error)
    if code == .success {
        FontScaleCommand.exit(withError: error)  // --help, --version
    }
    let message = FontScaleCommand.message(for: error)
        .split(separator: "\n").first.map(String.init) ?? "\(error)"
    printError("fontscale: error: \(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)")
    exit(code == .failure ? ExitStatus.operationFailed.rawValue : ExitStatus.usage.rawValue)
}
