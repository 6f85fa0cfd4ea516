import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import Foundation
import FuzzSupport

// TokenImport on any bytes (`fontscale import tokens.json`): W3C design tokens from fontscale or
// from other tools (groups, inherited $type, aliases and their cycles, px/rem/em/% dimensions,
// named weights). The tokens either become a config or are refused with a TokenImportError.
//
// Invariants: nothing traps, hangs or grows without bound; an error names the token file and is
// one line (the CLI prints it as `fontscale: error: ...`); an imported config parses with
// ConfigParser (as `fontscale check` reads it) and importing the same bytes again gives the same
// text (no order taken from a hash table).

private let file = "/fuzz/tokens.json"
private let output = "/fuzz/fontscale.yml"

/// The config the tokens import to, or nil when they are refused (after checking the error).
private func imported(_ bytes: Data) -> String? {
    do {
        return try TokenImport.config(fromTokens: bytes, file: file, output: output)
    } catch {
        let message = error.description
        if !message.hasPrefix(file + ": ") || message.contains(where: \.isNewline) {
            Fuzz.fail("a token error that does not name the file or spans lines: " + message.debugDescription)
        }
        return nil
    }
}

/// Why `yaml` does not parse as a config, nil when it does.
private func parseProblem(_ yaml: String) -> String? {
    do {
        _ = try ConfigParser.parse(yaml, file: output)
        return nil
    } catch {
        return error.description
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    guard let yaml = imported(bytes) else { return 0 }
    if let problem = parseProblem(yaml) {
        Fuzz.fail("imported a config that does not parse: " + problem + "\n--- config:\n" + yaml)
    }
    if imported(bytes) != yaml {
        Fuzz.fail("importing the same tokens twice gave different configs\n--- first:\n" + yaml)
    }
    return 0
}
